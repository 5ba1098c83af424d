import Scenes
import Testing

/// "The frame can have placeholders, but it has to respond to touch" (App
/// Launch, with Apple's 400 ms): each pane is tapped at every 10 ms step
/// and its first answer on screen found from its rendered frames.
@Suite struct TouchResponseTests {
    static let size = Size(width: 100, height: 30)

    func touch(_ change: (inout Scenario) -> Void = { _ in }) -> [LaunchTime?] {
        Stage(scenario: .changing(change), size: Self.size).panes.map { $0.metrics.touch?.responds }
    }

    /// Content first's tab bar and saved stories are live in its first frame
    /// (0.4 s); the logo splash answers only once its stories are there (2.6 s).
    @Test func contentFirstAnswersFromItsFirstFrameTheSplashOnlyWithItsStories() {
        #expect(touch() == [.ms(2600), .ms(400)])
        let verdicts = Stage(scenario: .standard, size: Self.size).panes.map { $0.metrics.touchVerdict }
        #expect(verdicts.map { $0?.grade } == [.poor, .good])
        #expect(verdicts.map { $0?.rule() } == [">400 ms", "≤400 ms"])
        // A skeleton answers too: placeholders, but a live tab bar.
        #expect(touch { $0.cache = .empty } == [.ms(2600), .ms(400)])
    }

    /// The animated launch by its own rules: a tap hands over as soon as the
    /// app is ready (0.05 s after its first frame, plus --build).
    @Test func theAnimatedLaunchAnswersOnceTheAppIsReady() {
        #expect(touch { $0.right = .animated } == [.ms(2600), .ms(400 + 50 + 400)])
        #expect(
            touch {
                $0.right = .animated; $0.build = .ms(1500)
            } == [.ms(2600), .ms(400 + 50 + 1500)])
    }

    /// A hot launch answers at once; offline, the splash app's Try again
    /// answers once its error shows (4.5 s), and Expo's splash, never hidden, never.
    @Test func hotOfflineAndAStuckSplash() {
        #expect(touch { $0.launch = .hot } == [.zero, .zero])
        #expect(touch { $0.network = .offline } == [.ms(4500), .ms(400)])
        #expect(
            touch {
                $0.network = .offline; $0.platform = .expo
            } == [nil, .ms(400)])
        let stuck = Stage(
            scenario: .changing {
                $0.network = .offline; $0.platform = .expo
            }, size: Self.size)
        #expect(stuck.panes[0].metrics.touchVerdict?.grade == .poor, "never is as bad as it gets")
    }

    /// Android: the system splash takes no tap; with a Baseline Profile the
    /// first frame, and so the first answer, is sooner.
    @Test func androidAnswersFromTheAppsFirstFrame() {
        #expect(touch { $0.platform = .android } == [.ms(2600), .ms(400)])
        #expect(
            touch {
                $0.platform = .android; $0.baselineProfile = .on
            } == [.ms(2600), .ms(310)])
    }

    /// A tap is answered in the frame of the tap, or lost: one on the
    /// system's launch screen does not come back at the first frame.
    @Test func aTapOnTheLaunchScreenIsLost() {
        let stage = Stage(scenario: .standard, size: Self.size)
        #expect(stage.answers(toTapAt: .ms(390)) == [nil, nil])
        #expect(stage.answers(toTapAt: .ms(400)) == [nil, .ms(400)])
        #expect(stage.answers(toTapAt: .ms(2600)) == [.ms(2600), .ms(2600)])
        var animated = Scenario.standard
        animated.right = .animated
        #expect(Stage(scenario: animated, size: Self.size).answers(toTapAt: .ms(500)) == [nil, .ms(850)])
    }

    /// What answers is what the app draws: its tab bar opens Saved (Today
    /// from Saved), its error screen asks again; nothing the system draws.
    @Test func whatAnswersATap() {
        let feed = Feed(updated: nil, top: .slot, rows: .cached)
        var saved = feed
        saved.tab = .saved
        #expect(PaneState(.feed(feed), drawer: .app).answeringTap == PaneState(.feed(saved), drawer: .app))
        #expect(PaneState(.feed(saved), drawer: .app).answeringTap == PaneState(.feed(feed), drawer: .app))
        #expect(PaneState(.feed(feed), drawer: .system).answeringTap == nil)
        #expect(PaneState(.error, drawer: .app).answeringTap?.screen == .logo(spinnerStep: 0))
        for screen: PhoneScreen in [.logo(spinnerStep: nil), .systemSplash, .map(.still), .blank] {
            #expect(PaneState(screen, drawer: .app).answeringTap == nil)
        }
    }

    /// The numbers show it after the first frame's verdicts, with its own,
    /// and still fit at 80x24: there the rules give way, the legend names Apple where it fits.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 160, height: 48)])
    func theNumbersShowItAndFit(size: Size) {
        let stage = Stage(scenario: .standard, size: size)
        let layout = stage.layout!
        let buffer = stage.render(at: stage.duration)
        let row = buffer.line(layout.numbers[0].y)
        #expect(row.contains("tap 2.6 s ✗"), "\(row)")
        #expect(row.contains("tap 0.4 s ✓"), "\(row)")
        for y in layout.numbers[0].y..<layout.numbers[0].maxY {
            #expect(DisplayWidth.of(buffer.line(y)) <= size.width)
        }
        if size.width >= 160 { #expect(row.contains("tap 2.6 s ✗ Apple >400 ms")) }
        // Before the answer the number is a dash, its verdict open until 400 ms have passed.
        #expect(stage.render(at: .ms(300)).line(layout.numbers[1].y).contains("tap " + Glyphs.unicode.notYet))
    }

    /// Taps asked in order (`replies`, `touch`) are answered from what the
    /// tap before set going where it set the same going (the animated
    /// launch's taps before the app is ready): each as the tap asked alone
    /// is answered, to the stage's end and to shorter ends; and the same
    /// from the replies until another end, earlier or later (`TapReplies`).
    @Test func tapsAskedInOrderAreAnsweredAsEachAlone() {
        let cases: [(String, (inout Scenario) -> Void)] = [
            ("animated", { $0.right = .animated }),
            (
                "slow build",
                {
                    $0.right = .animated; $0.build = .ms(1500)
                }
            ),
            (
                "slow network, dark",
                {
                    $0.right = .animated; $0.network = .slow; $0.appearance = .dark
                }
            ),
            (
                "tapped at 0.3 s",
                {
                    $0.right = .animated; $0.tapAt = .ms(300)
                }
            ),
            ("splash and content", { _ in }),
            // An error screen's Try again answers; a spinner beside it does not.
            ("offline", { $0.network = .offline }),
            (
                "android, animated icon, slow",
                {
                    $0.platform = .android; $0.network = .slow; $0.splashIcon = .animated
                }
            )
        ]
        for (name, change) in cases {
            let scenario = Scenario.changing(change)
            let stage = Stage(scenario: scenario, size: Self.size)
            for (style, pane) in zip(scenario.styles, stage.panes) {
                let (phone, size) = Stage.measuring(style)
                for end in [stage.duration, .ms(900), .ms(1230)] {
                    func alone(_ tap: LaunchTime) -> LaunchTime? {
                        LaunchObserver.answer(
                            toTapAt: tap, style: style, conditions: scenario.conditions, timetable: pane.timetable,
                            phone: phone, size: size, until: end)
                    }
                    let taps = stride(from: 0, through: end.milliseconds, by: LaunchObserver.frameStep.milliseconds).map(LaunchTime.ms)
                    var runs: [(from: LaunchTime, reply: TapReply)] = []
                    for tap in taps {
                        let reply = TapReply(tap: tap, answer: alone(tap))
                        if runs.last?.reply != reply { runs.append((tap, reply)) }
                    }
                    let replies = LaunchObserver.replies(
                        style: style, conditions: scenario.conditions, timetable: pane.timetable, phone: phone, size: size,
                        until: end)
                    #expect(replies.map(\.from) == runs.map(\.from), "\(name), \(style.name) until \(end)")
                    #expect(replies.map(\.reply) == runs.map(\.reply), "\(name), \(style.name) until \(end)")
                    // The same from the replies until another end, earlier or later.
                    for other: LaunchTime in [stage.duration, .ms(900), .ms(1230), .ms(400), .ms(2990)] {
                        let earlier = TapReplies(
                            end: other,
                            runs: LaunchObserver.replies(
                                style: style, conditions: scenario.conditions, timetable: pane.timetable, phone: phone,
                                size: size, until: other))
                        let from = LaunchObserver.replies(
                            style: style, conditions: scenario.conditions, timetable: pane.timetable, phone: phone, size: size,
                            until: end, from: earlier)
                        #expect(from == replies, "\(name), \(style.name) until \(end), from those until \(other)")
                    }
                    let touch = LaunchObserver.touch(
                        style: style, conditions: scenario.conditions, timetable: pane.timetable, phone: phone, size: size,
                        until: end)
                    #expect(touch.responds == taps.compactMap(alone).min(), "\(name), \(style.name) until \(end)")
                }
            }
        }
    }

    /// A style's word on where a tap leaves its launch holds: a tap with no
    /// outcome leaves the launch as it was, and taps with one outcome leave
    /// the same launch, checked against the timetables built, for every
    /// style with a tap, at every frame step to 6 s, in many conditions
    /// (a tap already made among them); and where the style says what a
    /// tap shows from its outcome on (`afterTap`), the tapped launch is the
    /// untapped one handed over to that at the outcome.
    @Test func tapOutcomesSayWhereATapLeavesTheLaunch() {
        var conditions: [LaunchConditions] = []
        for launch in LaunchKind.allCases {
            for network in Network.allCases {
                for cache in Cache.allCases {
                    for build: LaunchTime in [.ms(100), .ms(400), .ms(1500)] {
                        for tapAt: LaunchTime? in [nil, .ms(300), .ms(1200)] {
                            var each = LaunchConditions()
                            (each.launch, each.network, each.cache, each.build, each.tapAt) = (launch, network, cache, build, tapAt)
                            conditions.append(each)
                        }
                    }
                }
            }
        }
        // Each platform's system picture covers the launch otherwise (Expo's native splash fades on iOS).
        for platform in Platform.allCases {
            for appearance in Appearance.allCases {
                for (tapAt, icon) in [(nil, .still), (.ms(900), .still), (nil, .animated)] as [(LaunchTime?, SplashIconKind)] {
                    var each = LaunchConditions()
                    (each.platform, each.appearance, each.tapAt, each.splashIcon) = (platform, appearance, tapAt, icon)
                    conditions.append(each)
                }
            }
        }
        var handedOver = 0
        var outcomes = 0
        for style in LaunchStyles.builtIn.all where style.reactsToTap {
            for each in conditions {
                let untapped = style.timetable(for: each)
                var launches: [LaunchTime: Timetable] = [:]
                for tap in stride(from: 0, through: 6000, by: LaunchObserver.frameStep.milliseconds).map(LaunchTime.ms) {
                    let tapped = style.timetable(for: style.tapped(at: tap, in: each))
                    guard let outcome = style.tapOutcome(at: tap, in: each) else {
                        #expect(tapped.steps == untapped.steps, "\(style.name) \(each) tapped at \(tap)")
                        continue
                    }
                    outcomes += 1
                    if let after = style.afterTap(in: each) {
                        #expect(
                            untapped.handingOver(to: after, at: outcome).steps == tapped.steps,
                            "\(style.name) \(each) tapped at \(tap)")
                        handedOver += 1
                    }
                    if let known = launches[outcome] {
                        #expect(known.steps == tapped.steps, "\(style.name) \(each) tapped at \(tap)")
                    } else {
                        launches[outcome] = tapped
                    }
                }
            }
        }
        #expect(outcomes > 0 && handedOver > 0)
    }
}
