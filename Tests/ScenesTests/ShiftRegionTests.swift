import Scenes
import ScenesTesting
import Testing

/// The marks of a layout shift (Chrome DevTools' Layout Shift Regions), held
/// to the launch model: the logo splash's banner loads at 3 s above stories
/// it shows from 2.6 s and pushes them three rows down (`Feed.standardTopRows`);
/// content first moves nothing.
@Suite struct ShiftRegionTests {
    static let size = Size(width: 100, height: 30)
    static let stage = Stage(size: size)

    static func stage(
        _ change: (inout Scenario) -> Void, size: Size = size, glyphs: Glyphs = .unicode
    ) -> Stage {
        var scenario = Scenario.standard
        change(&scenario)
        return Stage(scenario: scenario, size: size, glyphs: glyphs)
    }

    /// The roles of the cells in `rect` of a picture.
    static func roles(_ buffer: ScreenBuffer, in rect: Rect) -> Set<Role> {
        Set(buffer.cropped(to: rect).cells.map(\.style.role))
    }

    @Test func theJumpMovesTheSplashsStoriesThreeRowsDown() throws {
        let splash = Self.stage.panes[0]
        let region = try #require(splash.shiftRegions.first)
        #expect(splash.shiftRegions.count == 1)
        #expect(region.at == .ms(3000))
        #expect(region.distance == 3)
        #expect(!region.moves.isEmpty && region.moves.allSatisfy { $0.to == $0.from + 3 })
        // Content first moves nothing: no region.
        #expect(Self.stage.panes[1].shiftRegions.isEmpty)
    }

    /// The moves the stage marks are those the observer scores: their
    /// rows, before and after, over the pane's rows, times the distance.
    @Test func theRegionIsWhatTheObserverScores() throws {
        let splash = Self.stage.panes[0]
        let region = try #require(splash.shiftRegions.first)
        let rows = Double(Self.stage.layout!.phoneSize.height - 2)
        let touched = Double(Set(region.oldRows + region.newRows).count)
        let score = touched / rows * Double(abs(region.distance)) / rows
        #expect(abs(score - splash.metrics.shifts[0].score) < 1e-12)
    }

    @Test(arguments: [
        Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 173, height: 51)
    ])
    func atThreePointOneTheTwoPhonesDiffer(size: Size) throws {
        let stage = Stage(size: size)
        let layout = try #require(stage.layout)
        let picture = stage.render(at: .ms(3100))
        let left = layout.phones[0]
        let right = layout.phones[1]
        // The moved rows, tinted, in the left phone alone.
        #expect(Self.roles(picture, in: left).contains(.shifted))
        #expect(!Self.roles(picture, in: right).contains(.shifted))
        #expect(!Self.roles(picture, in: right).contains(.shiftFading))
        // In the text: the left phone's edges dashed where the stories were, "↓3" beside it.
        let region = try #require(stage.panes[0].shiftRegions.first)
        let oldTop = left.y + 1 + region.oldRows[0]
        let line = picture.line(oldTop)
        #expect(line.contains("↓\(region.distance)┊"))
        #expect(
            picture.line(oldTop).filter { $0 == "┊" }.count == 2,
            "both edges of the left phone, none of the right")
        #expect(picture.cropped(to: right).cells.allSatisfy { $0.text != "┊" })
        // The style layer names the role.
        #expect(picture.styleText.contains("shifted@light"))
    }

    @Test func theMarkFadesThenGoes() {
        let stage = Self.stage
        let left = stage.layout!.phones[0]
        #expect(
            Self.roles(stage.render(at: .ms(2990)), in: left).isDisjoint(with: [.shifted, .shiftFading]))
        #expect(Self.roles(stage.render(at: .ms(3000)), in: left).contains(.shifted))
        #expect(Self.roles(stage.render(at: .ms(3490)), in: left).contains(.shifted))
        let fading = Self.roles(stage.render(at: .ms(3500)), in: left)
        #expect(fading.contains(.shiftFading) && !fading.contains(.shifted))
        // A second after the shift, the stage is as it is without marks.
        let unmarked = Self.stage { $0.shiftRegions = .off }
        #expect(stage.render(at: .ms(4000)) == unmarked.render(at: .ms(4000)))
        #expect(stage.render(at: .ms(2990)) == unmarked.render(at: .ms(2990)))
        // Each step is a change of the picture, so the demo draws it on time.
        #expect(stage.nextChange(after: .ms(2995)) == .ms(3000))
        #expect(stage.nextChange(after: .ms(3490)) == .ms(3500))
        #expect(stage.nextChange(after: .ms(3990)) == .ms(4000))
    }

    @Test func updatingAPictureDrawsAndClearsTheMarks() {
        let stage = Self.stage
        var picture = stage.picture(at: .ms(2900))
        for time in [2990, 3000, 3100, 3500, 3600, 4000, 4100].map(LaunchTime.ms) {
            stage.update(&picture, to: time)
            #expect(picture.buffer == stage.render(at: time), "at \(time)")
        }
    }

    @Test func offWithTheSettingAsATalkOrTheCommandLineSetsIt() throws {
        var scenario = Scenario.standard
        try #require(ScenarioSettings.named("shift-regions")).apply("off", to: &scenario)
        #expect(scenario.shiftRegions == .off)
        let stage = Stage(scenario: scenario, size: Self.size)
        #expect(stage.panes.allSatisfy { $0.shiftRegions.isEmpty })
        let picture = stage.render(at: .ms(3100))
        #expect(
            !picture.cells.contains { $0.style.role == .shifted || $0.text == "┊" || $0.text == "↓" })
        // The jump is still measured and on the timeline.
        #expect(stage.panes[0].metrics.layoutShift > 0.1)
        #expect(throws: ValueError.self) {
            try ScenarioSettings.named("shift-regions")!.apply("maybe", to: &scenario)
        }
    }

    @Test func contentFirstShowsNoneInAnyScenario() {
        for network in Network.allCases {
            for cache in Cache.allCases {
                let stage = Self.stage {
                    $0.network = network
                    $0.cache = cache
                }
                #expect(stage.panes[1].shiftRegions.isEmpty, "\(network) \(cache)")
            }
        }
    }

    @Test func withoutUTF8TheMarksAreASCII() throws {
        let stage = Self.stage({ _ in }, glyphs: .ascii)
        let left = stage.layout!.phones[0]
        let region = try #require(stage.panes[0].shiftRegions.first)
        let line = stage.render(at: .ms(3100)).line(left.y + 1 + region.oldRows[0])
        #expect(line.contains("v3:"))
        #expect(!line.contains("┊") && !line.contains("↓"))
    }

    /// A desktop page's shifts, as the report's pane draws them fitted to
    /// the window, are marked as the built-ins' are.
    @Test func aReportsShiftsAreMarkedTheSameWay() throws {
        let stage = BrowserWindowTests.stage(Self.size)
        let pane = stage.panes[0]
        let region = try #require(pane.shiftRegions.first)
        #expect(pane.shiftRegions.count == pane.metrics.shifts.count)
        let window = stage.layout!.browser(0)
        #expect(Self.roles(stage.render(at: region.at), in: window).contains(.shifted))
        #expect(!Self.roles(stage.render(at: region.at - .ms(10)), in: window).contains(.shifted))
    }

    /// The stage at 3.1 s, text then styles: the README's first picture.
    @Test func theJumpAtThreePointOne() {
        assertSnapshot(Self.stage.render(at: .ms(3100)), named: "jump-3.1")
    }
}
