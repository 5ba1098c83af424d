import Scenes
import Testing

extension Scenario {
    /// The default scenario with some parameters changed.
    static func changing(_ change: (inout Scenario) -> Void) -> Scenario {
        var scenario = Scenario()
        change(&scenario)
        return scenario
    }
}

/// One row of the launch model's table of derived variants: what the observer must
/// measure in each pane. A nil expectation means "never".
struct Variant: Sendable, CustomTestStringConvertible {
    var name: String
    var scenario: Scenario
    var splashContent: LaunchTime?
    var contentFirstContent: LaunchTime?
    /// Nil where the table leaves it blank.
    var contentFirstFullyDrawn: LaunchTime??

    var testDescription: String { name }

    static let table: [Variant] = [
        Variant(
            name: "default", scenario: .standard,
            splashContent: .ms(2600), contentFirstContent: .ms(400), contentFirstFullyDrawn: .ms(1500)),
        Variant(
            name: "network fast", scenario: .changing { $0.network = .fast },
            splashContent: .ms(2100), contentFirstContent: .ms(400), contentFirstFullyDrawn: .ms(800)),
        Variant(
            name: "network slow", scenario: .changing { $0.network = .slow },
            splashContent: .ms(5500), contentFirstContent: .ms(400), contentFirstFullyDrawn: .ms(4400)),
        Variant(
            name: "cache empty", scenario: .changing { $0.cache = .empty },
            splashContent: .ms(2600), contentFirstContent: .ms(1100), contentFirstFullyDrawn: .ms(1500)),
        Variant(
            name: "network offline", scenario: .changing { $0.network = .offline },
            splashContent: nil, contentFirstContent: .ms(400), contentFirstFullyDrawn: .none),
        Variant(
            name: "network offline, expo",
            scenario: .changing {
                $0.network = .offline; $0.platform = .expo
            },
            splashContent: nil, contentFirstContent: .ms(400), contentFirstFullyDrawn: .none),
        Variant(
            name: "launch hot", scenario: .changing { $0.launch = .hot },
            splashContent: .zero, contentFirstContent: .zero, contentFirstFullyDrawn: .none)
    ]
}

@Suite struct ScenarioMetricsTests {
    @Test(arguments: Variant.table, [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 160, height: 48)])
    func measuredMetricsEqualTheVariantsTable(variant: Variant, size: Size) {
        let stage = Stage(scenario: variant.scenario, size: size)
        let splash = stage.panes[0].metrics, contentFirst = stage.panes[1].metrics
        #expect(splash.content == variant.splashContent)
        #expect(contentFirst.content == variant.contentFirstContent)
        if case .some(let fullyDrawn) = variant.contentFirstFullyDrawn {
            #expect(contentFirst.fullyDrawn == fullyDrawn)
        }
        // Content first never moves anything.
        #expect(contentFirst.layoutShift == 0)
    }

    @Test func theSplashJumpsWhenTheBannerLands() {
        let splash = Stage(size: Size(width: 100, height: 30)).panes[0].metrics
        #expect(splash.shifts.map(\.at) == [.ms(3000)])
        #expect(splash.fullyDrawn == .ms(3000))
        #expect(splash.layoutShift > 0.1)
    }

    @Test func anEmptyCacheHoldsTheSkeletonUntilFreshStories() {
        let stage = Stage(scenario: .changing { $0.cache = .empty }, size: Size(width: 80, height: 24))
        #expect(roles(stage, pane: 1, at: .ms(1090)).contains(.skeleton))
        #expect(!roles(stage, pane: 1, at: .ms(1090)).contains(.story))
        #expect(roles(stage, pane: 1, at: .ms(1100)).contains(.story))
    }

    @Test func offlineTheSplashShowsItsErrorScreenAt4_5() {
        let stage = Stage(scenario: .changing { $0.network = .offline }, size: Size(width: 80, height: 24))
        #expect(!roles(stage, pane: 0, at: .ms(4490)).contains(.error))
        #expect(roles(stage, pane: 0, at: .ms(4500)).contains(.error))
        #expect(stage.panes[0].metrics.fullyDrawn == nil)
    }

    @Test func offlineContentFirstPutsItsNoteInTheReservedSlotAt3WithoutMovingAnything() {
        let stage = Stage(scenario: .changing { $0.network = .offline }, size: Size(width: 80, height: 24))
        #expect(!roles(stage, pane: 1, at: .ms(2990)).contains(.note))
        #expect(roles(stage, pane: 1, at: .ms(3000)).contains(.note))
        #expect(stage.panes[1].metrics.fullyDrawn == .ms(3000))
        #expect(stage.panes[1].metrics.shifts.isEmpty)
        // The stories stay in the rows they were in.
        let before = phone(stage, pane: 1, at: .ms(2990)), after = phone(stage, pane: 1, at: .ms(3000))
        let storyRows = { (buffer: ScreenBuffer) in
            (0..<buffer.height).filter { y in (0..<buffer.width).contains { buffer[$0, y].style.role == .story } }
        }
        #expect(storyRows(before) == storyRows(after))
    }

    @Test func expoOfflineTheSplashThatForgetsHideNeverLeaves() {
        let stage = Stage(
            scenario: .changing {
                $0.network = .offline; $0.platform = .expo
            }, size: Size(width: 80, height: 24))
        let splash = stage.panes[0]
        #expect(splash.metrics.firstFrame == nil)
        #expect(splash.metrics.fullyDrawn == nil)
        #expect(splash.timetable.state(at: .ms(60_000)).drawer == .system)
        #expect(splash.timetable.phases.last?.phase.waiting == true)
    }

    // MARK: - Platforms

    @Test func androidShowsItsSystemSplashUntilTheAppsFirstFrame() {
        let stage = Stage(scenario: .changing { $0.platform = .android }, size: Size(width: 80, height: 24))
        for pane in stage.panes {
            #expect(pane.timetable.state(at: .ms(200)).screen == .systemSplash)
            #expect(pane.timetable.state(at: .ms(200)).drawer == .system)
            #expect(pane.metrics.firstFrame == .ms(400))
        }
        // The splash app's first frame is its own splash: a second one.
        #expect(stage.panes[0].timetable.state(at: .ms(500)).screen == .logo(spinnerStep: nil))
        #expect(stage.panes[0].timetable.phases.map(\.phase.name).prefix(2) == ["system", "2nd splash"])
        // Content first holds the system splash only while it reads its cache.
        #expect(stage.panes[1].metrics.content == .ms(400))
    }

    @Test(arguments: [LaunchKind.cold, .warm])
    func androidShowsItsSystemSplashOnColdAndWarmStarts(launch: LaunchKind) {
        let stage = Stage(
            scenario: .changing {
                $0.platform = .android; $0.launch = launch
            }, size: Size(width: 80, height: 24))
        #expect(stage.panes.allSatisfy { $0.timetable.state(at: .zero).screen == .systemSplash })
    }

    @Test(arguments: Platform.apps)
    func aHotStartShowsNoSplashAnywhere(platform: Platform) {
        let stage = Stage(
            scenario: .changing {
                $0.platform = platform; $0.launch = .hot
            }, size: Size(width: 80, height: 24))
        for pane in stage.panes {
            #expect(pane.timetable.steps.count == 1)
            #expect(pane.timetable.state(at: .zero).drawer == .app)
            #expect(pane.metrics.firstFrame == .zero)
            #expect(pane.metrics.content == .zero)
        }
    }

    @Test func iosShowsEachAppsOwnLaunchScreen() {
        let stage = Stage(size: Size(width: 80, height: 24))
        #expect(stage.panes[0].timetable.state(at: .ms(200)) == PaneState(.logo(spinnerStep: nil), drawer: .system))
        // Content first: its first screen emptied, keeping only the fixed title.
        let launchScreen = stage.panes[1].timetable.state(at: .ms(200))
        #expect(launchScreen == PaneState(.feed(Feed(updated: nil, top: .slot, rows: .skeleton, tabLabels: false)), drawer: .system))
        #expect(stage.panes.allSatisfy { $0.metrics.firstFrame == .ms(400) })
    }

    @Test func expoKeepsTheNativeSplashUntilHide() {
        let stage = Stage(scenario: .changing { $0.platform = .expo }, size: Size(width: 80, height: 24))
        // The splash app hides after its fetch; content first once its cache is read.
        #expect(stage.panes[0].metrics.firstFrame == .ms(2600))
        #expect(stage.panes[0].metrics.content == .ms(2600))
        #expect(stage.panes[1].metrics.firstFrame == .ms(400))
        #expect(stage.panes[1].metrics.content == .ms(400))
    }

    // MARK: - Appearance

    @Test(arguments: Platform.apps)
    func darkMakesBothPhonesDark(platform: Platform) {
        let stage = Stage(
            scenario: .changing {
                $0.appearance = .dark; $0.platform = platform
            }, size: Size(width: 80, height: 24))
        for time in [LaunchTime.ms(500), .ms(3200)] {
            for index in stage.panes.indices {
                #expect(schemes(stage, pane: index, at: time) == [.phone(.dark)], "pane \(index) at \(time)")
            }
        }
    }

    @Test func onAndroidAtNightTheSplashAppFlashesWhite() {
        let stage = Stage(
            scenario: .changing {
                $0.appearance = .dark; $0.platform = .android
            }, size: Size(width: 80, height: 24))
        // Its splash colour is set only in values/: light, at night, until its first frame.
        #expect(schemes(stage, pane: 0, at: .ms(200)) == [.phone(.light)])
        #expect(schemes(stage, pane: 0, at: .ms(400)) == [.phone(.dark)])
        // Content first has a values-night colour: dark from the tap.
        #expect(schemes(stage, pane: 1, at: .ms(200)) == [.phone(.dark)])
    }

    @Test(arguments: [Platform.ios, .expo])
    func elsewhereNothingFlashes(platform: Platform) {
        let stage = Stage(
            scenario: .changing {
                $0.appearance = .dark; $0.platform = platform
            }, size: Size(width: 80, height: 24))
        #expect(stage.panes.indices.allSatisfy { schemes(stage, pane: $0, at: .ms(200)) == [.phone(.dark)] })
    }

    // MARK: - Launch kinds

    @Test func aWarmLaunchReopensContentFirstWhereItWasLeft() {
        let stage = Stage(scenario: .changing { $0.launch = .warm }, size: Size(width: 80, height: 24))
        #expect(feed(stage, pane: 1, at: .ms(400))?.scroll == Stories.savedScroll)
        #expect(feed(stage, pane: 1, at: .ms(2000))?.scroll == Stories.savedScroll)
        // The splash app keeps no position: its stories start at the top.
        #expect(feed(stage, pane: 0, at: .ms(2600))?.scroll == 0)
        // The first story in view is the one people were reading.
        let screen = phone(stage, pane: 1, at: .ms(400))
        #expect((0..<screen.height).contains { screen.line($0).contains(Stories.cached[Stories.savedScroll].headline) })
        #expect(!(0..<screen.height).contains { screen.line($0).contains(Stories.cached[0].headline) })
    }

    /// "Restore where people were: the tab, the screen and the scroll position."
    @Test func aWarmLaunchReopensContentFirstOnTheTabAndScreenPeopleWereOn() {
        let stage = Stage(scenario: .changing { $0.launch = .warm }, size: Size(width: 80, height: 24))
        for time in [LaunchTime.ms(400), .ms(2000)] {
            #expect(feed(stage, pane: 1, at: time)?.tab == .saved)
        }
        let screen = phone(stage, pane: 1, at: .ms(400))
        #expect(screen.line(1).contains(FeedTab.saved.title))
        #expect(screen.line(screen.height - 1).contains("● Saved"))
        // Its saved stories are on the phone: nothing the fetch brings changes the screen.
        #expect(stage.panes[1].metrics.fullyDrawn == .ms(400))
        // The splash app starts over on its first tab.
        #expect(feed(stage, pane: 0, at: .ms(2600))?.tab == .today)
        let splash = phone(stage, pane: 0, at: .ms(2600))
        #expect(splash.line(splash.height - 1).contains("● Today"))
        // Cold, content first opens on its first tab too.
        #expect(feed(Stage(size: Size(width: 80, height: 24)), pane: 1, at: .ms(2000))?.tab == .today)
    }

    @Test func aColdLaunchOrAFirstLaunchStartsAtTheTop() {
        for scenario in [
            Scenario.standard,
            .changing {
                $0.launch = .warm; $0.cache = .empty
            }
        ] {
            let stage = Stage(scenario: scenario, size: Size(width: 80, height: 24))
            #expect(feed(stage, pane: 1, at: .ms(2000))?.scroll == 0)
        }
    }

    @Test func aHotLaunchShowsBothAppsWhereTheyWereLeft() {
        let stage = Stage(scenario: .changing { $0.launch = .hot }, size: Size(width: 80, height: 24))
        #expect(stage.panes.indices.allSatisfy { feed(stage, pane: $0, at: .zero)?.scroll == Stories.savedScroll })
    }

    // MARK: - Helpers

    /// The screen of one phone at a time, as the stage renders it.
    private func phone(_ stage: Stage, pane: Int, at time: LaunchTime) -> ScreenBuffer {
        stage.render(at: time).cropped(to: Phone.screenRect(of: stage.layout!.phones[pane]))
    }

    private func roles(_ stage: Stage, pane: Int, at time: LaunchTime) -> Set<Role> {
        Set(phone(stage, pane: pane, at: time).cells.map(\.style.role))
    }

    private func schemes(_ stage: Stage, pane: Int, at time: LaunchTime) -> Set<Scheme> {
        Set(phone(stage, pane: pane, at: time).cells.map(\.style.scheme))
    }

    private func feed(_ stage: Stage, pane: Int, at time: LaunchTime) -> Feed? {
        if case .feed(let feed) = stage.panes[pane].timetable.state(at: time).screen { return feed }
        return nil
    }
}
