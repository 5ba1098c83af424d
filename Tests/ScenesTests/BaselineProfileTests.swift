import Scenes
import ScenesTesting
import Testing

/// "On Android, a Baseline Profile makes code run about 30% faster from the
/// first launch": the app's own share of the time to its first frame (Apple's
/// 400 ms less the system's 100 ms) is 30% shorter, measured from the frames;
/// the system's share stays.
@Suite struct BaselineProfileTests {
    static let size = Size(width: 100, height: 30)

    func metrics(_ change: (inout Scenario) -> Void) -> [PaneMetrics] {
        Stage(scenario: .changing(change), size: Self.size).panes.map(\.metrics)
    }

    @Test func theAppsShareIsThirtyPercentShorterInBothPanesOnAndroid() {
        let without = metrics { $0.platform = .android }
        let with = metrics {
            $0.platform = .android; $0.baselineProfile = .on
        }
        let system = LaunchConditions.systemShare
        for (before, after) in zip(without, with) {
            #expect(before.firstFrame == .ms(400))
            // 100 ms of the system's, then 300 ms of the app's made 210 ms.
            #expect(after.firstFrame == system + .ms(210))
            #expect(before.firstFrame.map { $0 - system } == .ms(300))
        }
        // Content first's saved stories are in its first frame, so sooner too.
        #expect(with[1].content == .ms(310))
    }

    @Test func theSystemsShareDoesNotChange() {
        // An app ready before the system's share is over has no share of its own to speed up.
        var conditions = LaunchConditions()
        conditions.platform = .android
        conditions.baselineProfile = .on
        conditions.appReady = .ms(80)
        #expect(conditions.firstFrame == .ms(80))
        conditions.appReady = .ms(1100)
        #expect(conditions.firstFrame == .ms(100 + 700))
    }

    @Test func onlyAndroidRunsTheProfile() {
        for platform in [Platform.ios, .expo] {
            let with = metrics {
                $0.platform = platform; $0.baselineProfile = .on
            }
            let without = metrics { $0.platform = platform }
            #expect(with.map(\.firstFrame) == without.map(\.firstFrame))
            #expect(with.map(\.content) == without.map(\.content))
        }
    }

    @Test func theAnimatedLaunchBuildsFasterToo() {
        let conditions = { (profile: BaselineProfile) in
            var conditions = LaunchConditions()
            conditions.platform = .android
            conditions.baselineProfile = profile
            conditions.build = .ms(1500)
            return conditions
        }
        #expect(conditions(.on).appWork(conditions(.on).build) == .ms(1050))
        let with = metrics {
            $0.platform = .android; $0.baselineProfile = .on; $0.left = .animated; $0.build = .ms(1500)
        }
        let without = metrics {
            $0.platform = .android; $0.left = .animated; $0.build = .ms(1500)
        }
        #expect(with[0].content! < without[0].content!)
    }

    @Test func theStatusLineNamesItWhereThereIsRoom() {
        let size = Size(width: 100, height: 30)
        let on = Stage(
            scenario: .changing {
                $0.platform = .android; $0.baselineProfile = .on
            }, size: size)
        let off = Stage(scenario: .changing { $0.platform = .android }, size: size)
        let status = { (stage: Stage) in stage.render(at: .ms(1000), status: StageStatus(hint: "")).line(size.height - 1) }
        #expect(status(on).contains("baseline profile"))
        #expect(!status(off).contains("baseline"))
        // Where it changes nothing it is not said to be on.
        let ios = Stage(
            scenario: .changing {
                $0.platform = .ios; $0.baselineProfile = .on
            }, size: size)
        #expect(!status(ios).contains("baseline"))
    }

    /// At 80x24 the demo keeps "? help  q quit" whole at the right: the
    /// profile still shows, the platform giving way to it (it says Android).
    @Test func theStatusLineNamesItAt80x24Too() {
        let size = Size(width: 80, height: 24)
        let keys = "? help  q quit"
        let stage = Stage(
            scenario: .changing {
                $0.platform = .android; $0.baselineProfile = .on
            }, size: size)
        let buffer = stage.render(at: .ms(1000), status: StageStatus(mode: .playing, hint: keys))
        assertSnapshot(buffer, named: "android-baseline-profile-80x24")
        #expect(buffer.line(size.height - 1).contains("typical · warm cache · cold · baseline profile"))
        // The widest other items, the widest speed, paused or playing: the profile whole, the keys whole.
        for network in Network.allCases {
            for cache in Cache.allCases {
                for launch in LaunchKind.allCases {
                    for (mode, speed) in [(StageStatus.Mode.playing, 0.25), (.paused, 1), (.ended, 1.5)] {
                        let scenario = Scenario.changing {
                            $0.platform = .android; $0.baselineProfile = .on
                            $0.network = network; $0.cache = cache; $0.launch = launch
                        }
                        let status = StageStatus(mode: mode, speed: speed, hint: keys)
                        let line = Stage(scenario: scenario, size: size, measured: false).render(at: .ms(1000), status: status).line(
                            size.height - 1)
                        #expect(line.contains(" · baseline profile") && line.contains(keys), "\(line)")
                        #expect(line.contains(launch.rawValue), "\(line)")
                    }
                }
            }
        }
    }

    @Test func theKnobIsOffByDefaultAndReadLikeAnyOther() throws {
        #expect(Scenario().baselineProfile == .off)
        var scenario = Scenario()
        try ScenarioSettings.named("baseline-profile")?.apply("on", to: &scenario)
        #expect(scenario.baselineProfile == .on)
        // Said only where it works: on Android.
        #expect(!scenario.summary.contains("baseline"))
        scenario.platform = .android
        #expect(scenario.summary.hasSuffix("· baseline profile"))
        #expect(!Scenario().summary.contains("baseline"))
    }
}
