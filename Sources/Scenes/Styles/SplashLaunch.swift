/// The logo splash (seed 000): a logo for 1.5 s; only then does the request
/// start, with a spinner under the logo; the stories when it answers; and the
/// banner, when its own request answers, inserted above them, pushing every
/// story down.
public struct SplashLaunch: LaunchStyle {
    public var kind: StyleKind { .splash }

    /// How long the logo holds before the app even asks for its stories.
    public static let logoDuration = Instant.ms(1500)

    public init() {}

    public func timetable(for scenario: Scenario) -> Timetable {
        let scheme = scenario.appScheme
        let stories = Feed(updated: Scenario.freshUpdated, top: .none, rows: .fresh)

        if scenario.launch == .hot {
            // Still alive from last time: its feed is on screen at once.
            var feed = stories
            feed.top = .banner
            return TimetableBuilder(PaneFrame(.feed(feed), drawer: .app, scheme: scheme), phase: .stories).build()
        }

        // The system shows the app's launch screen, which for this app is its
        // logo, until the app's first frame: the same logo, now the app's own.
        var builder = TimetableBuilder(PaneFrame(.logo(spinnerStep: nil), drawer: .system, scheme: scheme), phase: .logo)
        builder.at(scenario.appReady) { $0.drawer = .app }

        let requestStart = Self.logoDuration
        builder.at(requestStart, phase: .spinner) { $0.screen = .logo(spinnerStep: 0) }
        if let latency = scenario.network.storiesLatency {
            builder.at(requestStart + latency, phase: .stories) { $0.screen = .feed(stories) }
        } else {
            builder.at(requestStart + Network.failureLatency, phase: .error) { $0.screen = .error }
        }
        if let latency = scenario.network.bannerLatency {
            builder.at(requestStart + latency) { $0.updateFeed(from: stories) { $0.top = .banner } }
        }
        return builder.build()
    }
}
