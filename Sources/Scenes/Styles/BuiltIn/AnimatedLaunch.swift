extension LaunchStyle {
    /// The animated launch (the animated launch write-up): the still launch
    /// screen is the animation's first frame, drawn from the same coordinates, so
    /// at the app's first frame the picture simply starts to move. An arrow
    /// searches a few streets, finds its way to a door and steps through it,
    /// while the app builds its first screen underneath; then that screen shows,
    /// in the state content first would show it at that moment.
    public static let animated = LaunchStyle(
        name: "animated", title: "Animated",
        // The launch screen, and Expo's native splash image, is the animation's
        // first frame. Android's system splash can only show the icon.
        launchAssets: LaunchAssets(
            launchScreen: .map(.still), launchScreenPhase: .stillMap,
            nativeSplash: .map(.still), nightSplashColour: true),
        settings: [
            .value(
                AnimatedLaunch.build, .time(units: .secondsByDefault, latest: LaunchTime.longestLaunch, duration: true),
                help: [
                    "animated: how long the app builds its", "first screen under the animation ({default})"
                ]),
            .value(
                AnimatedLaunch.tapAt, StyleSetting.time.optional,
                help: [
                    "a tap at this time: it ends the", "animated launch sooner ({default})"
                ])
        ],
        help: AnimatedLaunch.help,
        tap: AnimatedLaunch.tap,
        // A tap leaves the launch as the handover it brings: none when it
        // brings it no sooner.
        tapOutcome: { time, conditions in
            guard let moments = AnimatedLaunch.handoverMoments(conditions) else { return nil }
            let before = conditions.tapAt
            let handover = moments.handover(tappedAt: AnimatedLaunch.tapAt(time, after: before))
            return handover == moments.handover(tappedAt: before) ? nil : handover
        },
        // From the handover on, the screen the app built underneath (`appTimetable`).
        afterTap: { ContentFirstLaunch.appTimetable(for: $0) },
        // It hides the native splash at its first frame: the animation takes over.
        hidesNativeSplash: { $0.firstFrame },
        appTimetable: AnimatedLaunch.appTimetable)

    /// Its place among the built-ins (the s/S keys' cycle): third, after the
    /// two the default scenario shows.
    static let animatedPlace = 3
}

extension LaunchConditions {
    /// The animated launch only: how long the app takes to build its first
    /// screen under the animation (the animated launch write-up measured 0.4 s).
    public var build: LaunchTime {
        get { self[knob: AnimatedLaunch.build] }
        set { self[knob: AnimatedLaunch.build] = newValue }
    }

    /// A tap at this time, if any: it ends the animated launch sooner.
    public var tapAt: LaunchTime? {
        get { self[knob: AnimatedLaunch.tapAt] }
        set { self[knob: AnimatedLaunch.tapAt] = newValue }
    }
}

/// The animated launch's knobs, help and frames.
enum AnimatedLaunch {
    static let build = StyleKnob("build", default: LaunchTime.ms(400))
    static let tapAt = StyleKnob<LaunchTime?>("tap-at", default: nil)

    /// The spans the help and the docs list, on the animation's own clock:
    /// the search, the route, the arrow, the doorway, the hold.
    static let spans: [(from: LaunchTime, to: LaunchTime)] = {
        let through = LaunchAnimation.atDoor + LaunchAnimation.throughDoor
        return [
            (.zero, LaunchAnimation.wayFound), (LaunchAnimation.wayFound, LaunchAnimation.routeDrawn),
            (LaunchAnimation.arrowLeaves, LaunchAnimation.atDoor), (LaunchAnimation.atDoor, through),
            (through, LaunchAnimation.end(through: LaunchAnimation.atDoor))
        ]
    }()

    /// After the tap, with the first frame at `appReady`: when the arrow
    /// reaches the door, when the app that builds its screen in `build` is
    /// ready, and when its stories show (the handover), as `appTimetable`
    /// works them out.
    static func moments(
        building build: LaunchTime, appReady: LaunchTime = LaunchConditions().appReady
    ) -> (door: LaunchTime, ready: LaunchTime, stories: LaunchTime) {
        let through = LaunchAnimation.through(building: build)
        return (
            appReady + LaunchAnimation.atDoor, appReady + LaunchAnimation.ready(building: build),
            appReady + LaunchAnimation.end(through: through)
        )
    }

    /// `launch-tui help animated`: its times are the timetable's own, and
    /// the defaults' (`--app-ready`, `--build`).
    static let help: String = {
        let appReady = LaunchConditions().appReady
        let whole = LaunchAnimation.end(through: LaunchAnimation.atDoor)
        // An app slow to build, for the example.
        let slow = LaunchTime.ms(1500)
        let late = moments(building: slow)
        // "0    - 0.25", "0.25 - 0.50": hundredths, as the write-up gives them.
        let span = spans.map { from, to in
            let start = from == .zero ? "0" : from.hundredthsText
            return start + String(repeating: " ", count: max(0, 4 - start.count)) + " - " + to.hundredthsText
        }
        return """
            The animated launch style (--left animated or --right animated)

            From the tap the system shows the app's still launch screen: a few streets,
            the doorway still dim, an arrow at the start. It is the animation's first
            frame, drawn from the same coordinates, so at the app's first frame (\(appReady.secondsText) s,
            --app-ready) the picture simply starts to move. On the animation's clock,
            the phone taken as \(Int(StreetMap.launch.size.x)) points wide:
              \(span[0])  search dots light along the streets, spreading outwards at
                           \(Int(LaunchAnimation.searchSpeed)) points a second round corners, never through a block
              \(span[1])  the search fades and the route draws itself, periwinkle on
                           an ink casing
              \(span[2])  a small white arrow follows the route to the door
              \(span[3])  the arrow grows into the app's mark, the doorway lights
                           yellow and the streets fade; the picture holds to \(whole.hundredthsText)
            Then the app's first screen, as content first would show it then: stories
            at \(appReady.secondsText) + \(whole.hundredthsText) = \((appReady + whole).hundredthsText) s, nothing moving after.

            The app builds that screen underneath from \(LaunchAnimation.buildDelay.secondsText) s after the animation's
            first frame, taking --build S (\(AnimatedLaunch.build.defaultValue.secondsText), as measured in the write-up). If it is
            not ready when the arrow reaches the door, the doorway breathes until it
            is, then the arrow steps through (\(LaunchAnimation.throughDoor.secondsText)) and the picture holds (\(LaunchAnimation.hold.secondsText)): with
            --build \(slow.secondsText) the door at \(late.door.hundredthsText) s, ready at \(late.ready.hundredthsText) s, stories at \(late.stories.hundredthsText) s.
            A tap (--tap-at S, or t in the demo) shows the app's screen at once if it
            is ready, else as soon as it is.

            On iOS, and Expo's native splash image, the launch screen is the first
            frame: the handover cannot be seen. Android's system splash can only show
            the app's icon, so there the map appearing at the first frame is a
            visible change.

            What it costs: every moment the animation runs after the app is ready is
            added to every cold launch. In the write-up's measurements, from the tap
            to a usable app: with no animation 2.5 s; with a 1.4 s animation 3.7 s;
            with the shipped one of about 1 s, 3.3 s.

            The map, the arrow and the breathing door are animation: they are never
            layout shift and do not push fully_drawn past the handover.
            """
    }()

    /// A tap is kept as the earliest one: it hands over then, or as soon as the app is ready.
    @Sendable static func tap(at time: LaunchTime, _ conditions: inout LaunchConditions) {
        conditions.tapAt = tapAt(time, after: conditions.tapAt)
    }

    /// The tap kept after one at `time`, where `earlier` was kept before.
    static func tapAt(_ time: LaunchTime, after earlier: LaunchTime?) -> LaunchTime { min(earlier ?? time, time) }

    /// What decides when the animation hands over to the app's screen, on
    /// the shared clock: when it would untapped, and when the app is ready.
    struct HandoverMoments {
        var untapped: LaunchTime
        var ready: LaunchTime

        /// A tap hands over at once if the app is ready, else as soon as it is.
        func handover(tappedAt tap: LaunchTime?) -> LaunchTime {
            guard let tap else { return untapped }
            return min(untapped, max(tap, ready))
        }
    }

    /// The handover's moments; nil for a hot launch, which has no
    /// animation. A tap (`tapAt`) changes the launch only by its handover.
    static func handoverMoments(_ conditions: LaunchConditions) -> HandoverMoments? {
        guard conditions.launch != .hot else { return nil }
        let start = conditions.firstFrame, building = building(conditions)
        return HandoverMoments(
            untapped: start + LaunchAnimation.end(through: LaunchAnimation.through(building: building)),
            ready: start + LaunchAnimation.ready(building: building))
    }

    /// How long the app builds its first screen: its own code, which a
    /// Baseline Profile speeds up too.
    private static func building(_ conditions: LaunchConditions) -> LaunchTime { conditions.appWork(conditions.build) }

    @Sendable static func appTimetable(for conditions: LaunchConditions) -> Timetable {
        let screen = ContentFirstLaunch.appTimetable(for: conditions)
        // Still alive from last time: its screen is there at once, no animation.
        guard let handover = handoverMoments(conditions)?.handover(tappedAt: conditions.tapAt) else { return screen }

        let start = conditions.firstFrame
        let through = LaunchAnimation.through(building: building(conditions))

        let scheme = conditions.appScheme
        var builder = TimetableBuilder(PaneState(.map(.still), drawer: .app, scheme: scheme), phase: .animation)
        // The moments the picture turns (events for `[` and `]`); the scene
        // moves on between them by itself.
        let turns: [(LaunchTime, Phase)] = [
            (.zero, .animation), (LaunchAnimation.wayFound, .animation), (LaunchAnimation.routeDrawn, .animation),
            (LaunchAnimation.atDoor, through > LaunchAnimation.atDoor ? .breathing : .animation),
            (through, .animation)
        ]
        for (time, phase) in turns where start + time < handover {
            builder.at(start + time, phase: phase) {
                $0.screen = .map(MapScene(time: time, through: through, moving: true))
            }
        }
        return builder.build().handingOver(to: screen, at: handover)
    }
}
