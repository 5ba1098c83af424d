extension LaunchStyle {
    /// The logo splash ("App Launch", the same app launched two ways): a logo for 1.5 s; only then does the request
    /// start, with a spinner under the logo; the stories when it answers; and the
    /// banner, when its own request answers, inserted above them, pushing every
    /// story down.
    public static let splash = LaunchStyle(
        name: "splash", title: "Logo splash",
        // Its launch screen is its logo (what Apple's guidelines advise
        // against), and its splash colour was set only in values/.
        launchAssets: LaunchAssets(
            launchScreen: .logo(spinnerStep: nil), launchScreenPhase: .logo,
            nativeSplash: .logo(spinnerStep: nil), nightSplashColour: false),
        // It hides the native splash once its fetch has answered, and forgets
        // to on the error path, so offline the splash never leaves.
        hidesNativeSplash: { $0.network.storiesLatency.map { SplashLaunch.logoDuration + $0 } },
        appTimetable: SplashLaunch.appTimetable)

    /// Its place among the built-ins, the order the s/S keys cycle them in
    /// (and help, the man page and the page's knobs list them): first, the
    /// default left pane.
    static let splashPlace = 1
}

/// The logo splash's frames.
enum SplashLaunch {
    /// How long the logo holds before the app even asks for its stories.
    static let logoDuration = LaunchTime.ms(1500)

    @Sendable static func appTimetable(for conditions: LaunchConditions) -> Timetable {
        let scheme = conditions.appScheme
        let stories = Feed(updated: Feed.freshUpdated, top: .none, rows: .fresh)

        if conditions.launch == .hot {
            // Still alive from last time: its feed is on screen at once, where it was left.
            var feed = stories
            feed.top = .banner
            feed.scroll = Stories.savedScroll
            return TimetableBuilder(PaneState(.feed(feed), drawer: .app, scheme: scheme), phase: .stories).build()
        }

        // Its first frame is its logo; where the system showed a splash of
        // its own, this splash activity is a second one. It starts at the
        // top whatever the launch: it keeps no position.
        let logoPhase: Phase = conditions.platform.hasSystemSplash ? .secondSplash : .logo
        var builder = TimetableBuilder(PaneState(.logo(spinnerStep: nil), drawer: .app, scheme: scheme), phase: logoPhase)

        let requestStart = Self.logoDuration
        builder.at(requestStart, phase: .spinner) { $0.screen = .logo(spinnerStep: 0) }
        if let latency = conditions.network.storiesLatency {
            builder.at(requestStart + latency, phase: .stories) { $0.screen = .feed(stories) }
        } else {
            builder.at(requestStart + Network.failureLatency, phase: .error) { $0.screen = .error }
        }
        if let latency = conditions.network.bannerLatency {
            builder.at(requestStart + latency) { $0.updateFeed(from: stories) { $0.top = .banner } }
        }
        return builder.build()
    }
}
