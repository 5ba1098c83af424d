import Scenes
import Testing

/// The animated launch: its street map's shortest paths, what is on screen
/// either side of each moment of the write-up's timeline, the breathing door,
/// a tap, the handover from the still launch screen, and what is measured.
@Suite struct AnimatedLaunchTests {
    static let phoneSize = Size(width: 33, height: 21)

    /// The pane at `milliseconds` after the tap, rendered as the stage draws it.
    static func pane(at milliseconds: Int, _ change: (inout Scenario) -> Void = { _ in }) -> ScreenBuffer {
        let timetable = LaunchStyle.animated.timetable(for: .changing(change))
        return Phone().render(timetable.state(at: .ms(milliseconds)), size: phoneSize)
    }

    /// The cells of `role`, optionally only those with `attribute`.
    static func count(_ role: Role, in buffer: ScreenBuffer, with attribute: Attributes? = nil) -> Int {
        buffer.cells.filter { $0.style.role == role && attribute.map($0.style.attributes.contains) ?? true }.count
    }

    // MARK: - The map

    /// One block with streets round it: the start on its left side, the door
    /// on its right. As the crow flies they are 100 points apart, straight
    /// through the block; along the streets, 200.
    @Test func shortestPathsGoRoundABlockNeverThroughIt() {
        let map = StreetMap(
            size: MapPoint(100, 100),
            roads: [
                Road(MapPoint(0, 0), MapPoint(100, 0)), Road(MapPoint(0, 100), MapPoint(100, 100)),
                Road(MapPoint(0, 0), MapPoint(0, 100)), Road(MapPoint(100, 0), MapPoint(100, 100))
            ],
            start: MapPoint(0, 50), door: MapPoint(100, 50))
        #expect(map.distance(to: map.door) == 200)
        #expect(map.distance(to: MapPoint(50, 0)) == 100)
        #expect(map.distance(to: MapPoint(100, 0)) == 150)
        #expect(map.routeLength == 200)
        #expect(map.route.first == map.start && map.route.last == map.door)
        // Nodes: the start, the door and the four corners (road ends and crossings at once).
        #expect(map.nodes.count == 6)
    }

    @Test func aCrossingIsANodeAndADeadEndIsOne() {
        let map = StreetMap(
            size: MapPoint(200, 200),
            roads: [Road(MapPoint(0, 100), MapPoint(200, 100)), Road(MapPoint(100, 0), MapPoint(100, 150))],
            start: MapPoint(0, 100), door: MapPoint(100, 0))
        #expect(map.nodes.contains(MapPoint(100, 100)))
        #expect(map.nodes.contains(MapPoint(100, 150)))
        #expect(map.route == [MapPoint(0, 100), MapPoint(100, 100), MapPoint(100, 0)])
        #expect(map.distance(to: MapPoint(100, 150)) == 150)
        #expect(map.distance(to: MapPoint(200, 100)) == 200)
        // The arrow's way: 150 points along, half way up the second leg.
        let place = map.pointOnRoute(at: 150)
        #expect(place.point == MapPoint(100, 50) && place.leg == Road(MapPoint(100, 100), MapPoint(100, 0)))
        #expect(map.pointOnRoute(at: 500).point == map.door)
    }

    /// The search finds the door just as the way is found: 225 points at 900 a second is 0.25 s.
    @Test func theLaunchMapsDoorIsAQuarterSecondOfSearchAway() {
        let map = StreetMap.launch
        #expect(map.routeLength == 225)
        #expect(map.distance(to: map.door) == 225)
        #expect(map.route.count == 4, "the route turns at two corners")
        #expect(map.dots.allSatisfy { $0.distance.isFinite }, "every street joins up")
    }

    // MARK: - The timeline, from the first frame at 0.4 s

    @Test func theSearchSpreadsUntilTheWayIsFoundThenTheRouteDraws() {
        let early = Self.pane(at: 400 + 100), before = Self.pane(at: 400 + 249), after = Self.pane(at: 400 + 270)
        #expect(Self.count(.searchDot, in: early) < Self.count(.searchDot, in: before))
        #expect(Self.count(.route, in: before) == 0)
        #expect(Self.count(.route, in: after) > 0)
        #expect(Self.count(.searchDot, in: before, with: .dim) == 0)
        #expect(Self.count(.searchDot, in: after) == Self.count(.searchDot, in: after, with: .dim), "the search fades")
    }

    @Test func theRouteIsDrawnByHalfASecond() {
        let before = Self.pane(at: 400 + 450), after = Self.pane(at: 400 + 510), later = Self.pane(at: 400 + 600)
        #expect(Self.count(.route, in: before) < Self.count(.route, in: after))
        // Whole by then: only the arrow, moving along it, covers a cell of it.
        #expect(Self.count(.route, in: after) == Self.count(.route, in: later))
        #expect(Self.count(.searchDot, in: after) == 0)
    }

    @Test func theArrowReachesTheDoorAtPointSeven() {
        let before = Self.pane(at: 400 + 690), after = Self.pane(at: 400 + 710)
        #expect(Self.count(.doorway, in: before, with: .dim) == Self.count(.doorway, in: before))
        #expect(Self.count(.doorway, in: after, with: .bold) == Self.count(.doorway, in: after))
        #expect(Self.count(.arrow, in: before) == 1 && Self.count(.arrow, in: after) == 1)
        #expect(Self.count(.street, in: after) == Self.count(.street, in: after, with: .dim), "the streets fade")
    }

    @Test func throughTheDoorByPointNineFiveThenItHolds() {
        let before = Self.pane(at: 400 + 940), after = Self.pane(at: 400 + 960), held = Self.pane(at: 400 + 1020)
        for buffer in [before, after] {
            #expect(Self.count(.street, in: buffer) == 0 && Self.count(.route, in: buffer) == 0)
            #expect(Self.count(.mark, in: buffer) > 0 && Self.count(.arrow, in: buffer) == 0)
        }
        #expect(after == held)
        let timetable = LaunchStyle.animated.timetable(for: .standard)
        #expect(timetable.nextChange(after: .ms(400 + 960)) == .ms(1430), "holding, nothing moves until the handover")
        #expect(timetable.nextChange(after: .ms(400 + 600)) == .ms(1001), "moving, it changes every frame")
    }

    @Test func atOnePointOhThreeTheAppsScreenAsContentFirstShowsIt() {
        let before = Self.pane(at: 1420), after = Self.pane(at: 1440)
        #expect(Self.count(.story, in: before) == 0 && Self.count(.mark, in: before) > 0)
        #expect(Self.count(.mark, in: after) == 0 && Self.count(.doorway, in: after) == 0)
        let contentFirst = LaunchStyle.contentFirst.timetable(for: .standard).state(at: .ms(1440))
        #expect(after == Phone().render(contentFirst, size: Self.phoneSize))
    }

    // MARK: - Waiting, and a tap

    /// With --build 1.5: at the door at 1.10, ready at 1.95, stories at 2.28.
    @Test func theDoorwayBreathesUntilTheAppIsReady() {
        let slow: (inout Scenario) -> Void = { $0.build = .ms(1500) }
        let breaths = [1120, 1320, 1520, 1720, 1920].map { Self.pane(at: $0, slow) }
        #expect(breaths[0] != breaths[1] && breaths[1] != breaths[2], "the picture changes while it waits")
        #expect(breaths[0] == breaths[4], "and comes back to the same picture each breath")
        #expect(breaths[1] == breaths[3])
        for buffer in breaths { #expect(Self.count(.arrow, in: buffer) == 1 && Self.count(.street, in: buffer, with: .dim) == 0) }
        #expect(Self.count(.story, in: Self.pane(at: 2270, slow)) == 0)
        #expect(Self.count(.story, in: Self.pane(at: 2280, slow)) > 0)
        let timetable = LaunchStyle.animated.timetable(for: .changing(slow))
        #expect(timetable.nextChange(after: .ms(1150)) == .ms(1300), "waiting, it changes at the next breath")
        #expect(timetable.phases.map(\.phase.name) == ["still", "animation", "breathing", "animation", "fresh"])
    }

    @Test func aTapHandsOverAtOnceWhenTheAppIsReadyElseAsSoonAsItIs() {
        // Ready at 0.4 + 0.05 + 0.4 = 0.85.
        #expect(Self.count(.story, in: Self.pane(at: 900) { $0.tapAt = .ms(900) }) > 0)
        #expect(Self.count(.story, in: Self.pane(at: 890) { $0.tapAt = .ms(900) }) == 0)
        #expect(Self.count(.story, in: Self.pane(at: 840) { $0.tapAt = .ms(600) }) == 0)
        #expect(Self.count(.story, in: Self.pane(at: 850) { $0.tapAt = .ms(600) }) > 0)
        // A tap after the animation ended changes nothing.
        #expect(Self.pane(at: 1420) { $0.tapAt = .ms(2000) } == Self.pane(at: 1420))
    }

    // MARK: - The handover from the system's still picture

    /// Where the app chooses its launch picture (iOS; Expo's native splash
    /// image), the launch screen is the animation's first frame, cell for
    /// cell: only who drew the background differs, which looks the same.
    @Test(arguments: [Platform.ios, .expo], [Appearance.light, .dark])
    func theLaunchScreenIsTheAnimationsFirstFrame(platform: Platform, appearance: Appearance) {
        let change: (inout Scenario) -> Void = {
            $0.platform = platform; $0.appearance = appearance
        }
        let still = Self.pane(at: 399, change), first = Self.pane(at: 400, change)
        #expect(still.cells.contains { $0.style.role == .launchScreen })
        #expect(first.cells.contains { $0.style.role == .screen })
        #expect(still.text == first.text)
        let drawnBySystem = first.cells.map { cell -> Cell in
            var cell = cell
            if cell.style.role == .screen { cell.style.role = .launchScreen }
            return cell
        }
        #expect(still.cells == drawnBySystem)
        #expect(Self.count(.street, in: still) > 0 && Self.count(.arrow, in: still) == 1)
    }

    /// Android's system splash can only show the icon: there the map is a visible change.
    @Test func onAndroidTheMapFollowsTheIconSplash() {
        let android: (inout Scenario) -> Void = { $0.platform = .android }
        let still = Self.pane(at: 399, android), first = Self.pane(at: 400, android)
        #expect(Self.count(.street, in: still) == 0 && Self.count(.street, in: first) > 0)
    }

    // MARK: - Measured from the frames

    static func metrics(_ change: (inout Scenario) -> Void = { _ in }) -> PaneMetrics {
        Stage(
            scenario: .changing {
                $0.left = .animated; change(&$0)
            }, size: Size(width: 100, height: 30)
        ).panes[0].metrics
    }

    @Test func measuredByDefault() {
        let metrics = Self.metrics()
        #expect(metrics.firstFrame == .ms(400))
        #expect(metrics.content == .ms(1430))
        // The map, the arrow and the door are animation: fully drawn when the banner fills its slot.
        #expect(metrics.fullyDrawn == .ms(1500))
        #expect(metrics.shifts.isEmpty)
    }

    @Test func measuredWhileTheAppBuildsSlowly() {
        let metrics = Self.metrics { $0.build = .ms(1500) }
        #expect(metrics.firstFrame == .ms(400))
        #expect(metrics.content == .ms(2280))
        #expect(metrics.fullyDrawn == .ms(2280), "the breathing door does not push it later")
        #expect(metrics.shifts.isEmpty)
    }

    @Test func measuredWithATap() {
        #expect(Self.metrics { $0.tapAt = .ms(900) }.content == .ms(900))
        #expect(Self.metrics { $0.tapAt = .ms(905) }.content == .ms(910), "within one frame of the tap")
    }

    @Test func aHotLaunchHasNoAnimation() {
        let metrics = Self.metrics { $0.launch = .hot }
        #expect(metrics.firstFrame == .zero && metrics.content == .zero)
    }
}
