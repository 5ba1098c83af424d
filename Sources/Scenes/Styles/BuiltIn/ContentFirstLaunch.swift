extension LaunchStyle {
    /// Content first ("App Launch"): the launch screen is the first screen emptied;
    /// the app's first frame draws the stories it saved last time, where people
    /// left them; fresh stories replace them in the same rows; the banner fills a
    /// slot reserved for it. Nothing in the pane ever moves.
    public static let contentFirst = LaunchStyle(
        name: "content-first", title: "Content first",
        // Its launch screen is the nav bar with its fixed title (the older
        // launch-image guidance), the reserved slot, skeleton rows, and tab
        // icons without their (localized) labels. Its splash colour has a night variant.
        launchAssets: LaunchAssets(
            launchScreen: .feed(Feed(updated: nil, top: .slot, rows: .skeleton, tabLabels: false)),
            launchScreenPhase: .skeleton, nativeSplash: .logo(spinnerStep: nil), nightSplashColour: true),
        // It hides the native splash once its cache is read, on the error path too.
        hidesNativeSplash: { $0.firstFrame },
        appTimetable: ContentFirstLaunch.appTimetable)

    /// Its place among the built-ins (the s/S keys' cycle): second, the
    /// default right pane.
    static let contentFirstPlace = 2
}

/// Content first's frames.
enum ContentFirstLaunch {
    @Sendable static func appTimetable(for conditions: LaunchConditions) -> Timetable {
        let scheme = conditions.appScheme
        if conditions.launch == .hot {
            // Still alive from last time: on screen at once, where it was left.
            let alive = Feed(updated: Feed.freshUpdated, top: .banner, rows: .fresh, scroll: Stories.savedScroll)
            return TimetableBuilder(PaneState(.feed(alive), drawer: .app, scheme: scheme), phase: .fresh).build()
        }

        // A warm launch reopens where people were: the tab, the screen and
        // the scroll position (the sources ask for all three). Last time they
        // were on their saved stories, scrolled down, and those are on the
        // phone: the first frame is all of it, and the fetch changes only
        // Today, off screen. A first launch (no cache) has nothing saved.
        let restores = conditions.launch == .warm && conditions.cache == .warm
        if restores {
            var saved = Feed(updated: nil, top: .none, rows: .cached, scroll: Stories.savedScroll)
            saved.tab = .saved
            return TimetableBuilder(PaneState(.feed(saved), drawer: .app, scheme: scheme), phase: .cached).build()
        }
        let fresh = Feed(updated: Feed.freshUpdated, top: .slot, rows: .fresh)

        // The first frame reads the cache (the only thing Android's system
        // splash is held for); the request starts at the tap.
        var builder: TimetableBuilder
        switch conditions.cache {
        case .warm:
            let cached = Feed(updated: Feed.cachedUpdated, top: .slot, rows: .cached)
            builder = TimetableBuilder(PaneState(.feed(cached), drawer: .app, scheme: scheme), phase: .cached)
        case .empty:
            let waiting = Feed(updated: "Updating...", top: .slot, rows: .skeleton)
            builder = TimetableBuilder(PaneState(.feed(waiting), drawer: .app, scheme: scheme), phase: .skeleton)
        }
        if let latency = conditions.network.storiesLatency {
            builder.at(latency, phase: .fresh) {
                $0.updateFeed(from: fresh) {
                    $0.updated = Feed.freshUpdated
                    $0.rows = .fresh
                }
            }
        } else {
            builder.at(Network.failureLatency, phase: .offline) {
                $0.updateFeed(from: fresh) {
                    $0.top = .offlineNote
                    // With nothing saved, neither the "Updating..." line nor the
                    // skeleton may go on promising stories.
                    if $0.rows == .skeleton {
                        $0.updated = "Couldn't update"
                        $0.rows = .none
                    }
                }
            }
        }
        if let latency = conditions.network.bannerLatency {
            builder.at(latency) { $0.updateFeed(from: fresh) { $0.top = .banner } }
        }
        return builder.build()
    }
}
