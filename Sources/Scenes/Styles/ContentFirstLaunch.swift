/// Content first (seed 000): the launch screen is the first screen emptied;
/// the app's first frame draws the stories it saved last time; fresh stories
/// replace them in the same rows; the banner fills a slot reserved for it.
/// Nothing in the pane ever moves.
public struct ContentFirstLaunch: LaunchStyle {
    public var kind: StyleKind { .contentFirst }

    public init() {}

    public func timetable(for scenario: Scenario) -> Timetable {
        let scheme = scenario.appScheme
        let fresh = Feed(updated: Scenario.freshUpdated, top: .slot, rows: .fresh)

        if scenario.launch == .hot {
            var feed = fresh
            feed.top = .banner
            return TimetableBuilder(PaneFrame(.feed(feed), drawer: .app, scheme: scheme), phase: .fresh).build()
        }

        // The launch screen: nav bar with its fixed title, the reserved slot,
        // skeleton rows, and tab icons without their (localized) labels.
        let launchScreen = Feed(updated: nil, top: .slot, rows: .skeleton, tabLabels: false)
        var builder = TimetableBuilder(PaneFrame(.feed(launchScreen), drawer: .system, scheme: scheme), phase: .skeleton)

        // The request starts at the tap; the first frame reads the cache.
        switch scenario.cache {
        case .warm:
            builder.at(scenario.appReady, phase: .cached) {
                $0.drawer = .app
                $0.updateFeed(from: launchScreen) {
                    $0.updated = Scenario.cachedUpdated
                    $0.rows = .cached
                    $0.tabLabels = true
                }
            }
        case .empty:
            builder.at(scenario.appReady) {
                $0.drawer = .app
                $0.updateFeed(from: launchScreen) {
                    $0.updated = "Updating..."
                    $0.tabLabels = true
                }
            }
        }
        if let latency = scenario.network.storiesLatency {
            builder.at(max(latency, scenario.appReady), phase: .fresh) {
                $0.updateFeed(from: fresh) {
                    $0.updated = Scenario.freshUpdated
                    $0.rows = .fresh
                }
            }
        } else {
            builder.at(max(Network.failureLatency, scenario.appReady), phase: .offline) {
                $0.updateFeed(from: fresh) { $0.top = .offlineNote }
            }
        }
        if let latency = scenario.network.bannerLatency {
            builder.at(max(latency, scenario.appReady)) { $0.updateFeed(from: fresh) { $0.top = .banner } }
        }
        return builder.build()
    }
}
