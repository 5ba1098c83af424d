import Scenes
import Testing

@Suite struct LaunchObserverTests {
    /// A pane of `rows` rows with story text at the given rows.
    func pane(rows: Int, stories: [Int: String], background: Role = .screen) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: 12, height: rows), fill: .blank(CellStyle(background)))
        for (row, text) in stories { buffer.put(text, x: 0, y: row, style: CellStyle(.story)) }
        return buffer
    }

    @Test func readsFirstFrameAndContentFromRoles() {
        var observer = LaunchObserver()
        observer.observe(pane(rows: 4, stories: [:], background: .launchScreen), at: .ms(0))
        observer.observe(pane(rows: 4, stories: [:]), at: .ms(10))
        observer.observe(pane(rows: 4, stories: [1: "news"]), at: .ms(20))
        observer.observe(pane(rows: 4, stories: [1: "news"]), at: .ms(30))
        #expect(observer.metrics.firstFrame == .ms(10))
        #expect(observer.metrics.content == .ms(20))
        #expect(observer.metrics.fullyDrawn == .ms(20))
        #expect(observer.metrics.shifts.isEmpty)
    }

    @Test func aMoveScoresImpactTimesDistance() {
        // Ten rows; stories at rows 2 and 3 move down 3 rows to 5 and 6.
        // Rows touched before and after: 2, 3, 5, 6 = 4 of 10; distance 3 of 10.
        var observer = LaunchObserver()
        observer.observe(pane(rows: 10, stories: [2: "one", 3: "two"]), at: .ms(0))
        observer.observe(pane(rows: 10, stories: [5: "one", 6: "two"]), at: .ms(10))
        #expect(observer.metrics.shifts.count == 1)
        #expect(abs(observer.metrics.layoutShift - 0.4 * 0.3) < 1e-9)
    }

    @Test func rowsWithTheSameTextAreFollowedInOrder() {
        // Two identical rows at 1 and 2 move to 4 and 5: rows 1, 2, 4, 5 of 8, distance 3 of 8.
        var observer = LaunchObserver()
        observer.observe(pane(rows: 8, stories: [1: "same", 2: "same"]), at: .ms(0))
        observer.observe(pane(rows: 8, stories: [4: "same", 5: "same"]), at: .ms(10))
        #expect(abs(observer.metrics.layoutShift - 4.0 / 8.0 * 3.0 / 8.0) < 1e-9)
    }

    @Test func contentReplacedInPlaceIsNotAShift() {
        var observer = LaunchObserver()
        observer.observe(pane(rows: 6, stories: [1: "cached", 2: "same"]), at: .ms(0))
        observer.observe(pane(rows: 6, stories: [1: "fresh", 2: "same"]), at: .ms(10))
        #expect(observer.metrics.layoutShift == 0)
        #expect(observer.metrics.fullyDrawn == .ms(10))
    }

    @Test func spinnerStepsDoNotCountAsDrawing() {
        var observer = LaunchObserver()
        var frame = pane(rows: 4, stories: [0: "news"])
        observer.observe(frame, at: .ms(0))
        frame.put("⠙", x: 5, y: 3, style: CellStyle(.spinner))
        observer.observe(frame, at: .ms(100))
        #expect(observer.metrics.fullyDrawn == .ms(0))
    }

    @Test func withoutContentNothingIsFullyDrawn() {
        var observer = LaunchObserver()
        observer.observe(pane(rows: 4, stories: [:]), at: .ms(0))
        #expect(observer.metrics.content == nil)
        #expect(observer.metrics.fullyDrawn == nil)
    }

    /// The banner jump worked out by hand. At 80x24 the phone is 32x15; its
    /// screen (inside the frame) has 13 rows: status bar, title, "Updated",
    /// nine content rows (3-11), tab bar. Before the banner, stories of two
    /// rows fill rows 3-11 (four, and the fifth's headline). The banner takes
    /// three rows (two of card, one of space), so the first three stories,
    /// rows 3-8, move down three rows to 6-11; the rest leave the screen.
    /// Rows touched before and after: 3-11, nine rows. Impact 9/13, distance
    /// 3/13: 27/169 = 0.160. That is what the observer measures on that
    /// phone; the stage at 80x24 measures on the reference phone, as at 100x30.
    @Test func theBannerJumpAt80x24() throws {
        let layout = try #require(StageLayout(size: Size(width: 80, height: 24)))
        let timetable = Scenario.standard.styles[0].timetable(for: Scenario.standard.conditions)
        let splash = LaunchObserver.measure(timetable, phone: Phone(), size: layout.phoneSize, until: .ms(4000))
        #expect(layout.phoneSize == Size(width: 32, height: 15))
        #expect(splash.shifts.map(\.at) == [.ms(3000)])
        #expect(abs(splash.layoutShift - 27.0 / 169.0) < 1e-9)
        let stage = Stage(size: Size(width: 80, height: 24))
        #expect(stage.panes[0].metrics.shifts.map(\.at) == [.ms(3000)])
        #expect(abs(stage.panes[0].metrics.layoutShift - 45.0 / 361.0) < 1e-9)
        #expect(stage.panes[1].metrics.shifts.isEmpty)
    }

    /// At 100x30, the reference phone, the phone is 33x21; 19 screen rows,
    /// content rows 3-17 (15). The banner moves rows 3-14 to 6-17. Touched:
    /// rows 3-17, 15 of 19; distance 3 of 19: 45/361 = 0.125.
    @Test func theBannerJumpAt100x30() {
        #expect(StageLayout.reference.phoneSize == Size(width: 33, height: 21))
        let splash = Stage(size: Size(width: 100, height: 30)).panes[0].metrics
        #expect(abs(splash.layoutShift - 45.0 / 361.0) < 1e-9)
    }

    @Test func theDefaultLaunchMeasuresAsTheSourcesTimeIt() {
        let panes = Stage(size: Size(width: 100, height: 30)).panes.map(\.metrics)
        #expect(panes[0].firstFrame == .ms(400))
        #expect(panes[0].content == .ms(2600))
        #expect(panes[0].fullyDrawn == .ms(3000))
        #expect(panes[1].firstFrame == .ms(400))
        #expect(panes[1].content == .ms(400))
        #expect(panes[1].fullyDrawn == .ms(1500))
    }

    /// What the observer looks at, a phone's screen drawn alone, is the
    /// phone rendered and cropped to its screen: at every frame step of
    /// each pane of a few scenarios, as a phone and as a browser window
    /// whose address is wider than its bar and has wide graphemes.
    @Test(arguments: [
        Scenario.standard,
        .changing {
            $0.network = .offline; $0.platform = .expo
        },
        .changing {
            $0.left = .animated; $0.platform = .android; $0.splashIcon = .animated
        },
        .changing {
            $0.network = .slow; $0.appearance = .dark
        }
    ])
    func aPhonesScreenAloneIsItsRenderCropped(scenario: Scenario) {
        let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
        let phones = [Phone(), Phone(glyphs: .ascii), Phone(device: .browser, address: "新闻.example.com/今日の記事/一覧/すべて")]
        for pane in stage.panes {
            for size in [Size(width: 30, height: 20), Size(width: 7, height: 5)] {
                for time in stride(from: 0, through: stage.duration.milliseconds, by: 10).map(LaunchTime.ms) {
                    let frame = pane.timetable.state(at: time)
                    for phone in phones {
                        let cropped = phone.render(frame, size: size).cropped(
                            to: Phone.screenRect(of: Rect(x: 0, y: 0, width: size.width, height: size.height)))
                        guard phone.screen(frame, size: size) == cropped else {
                            Issue.record("\(pane.style.title) at \(time), \(size)")
                            return
                        }
                    }
                }
            }
        }
    }
}
