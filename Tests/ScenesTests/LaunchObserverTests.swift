import Scenes
import Testing

@Suite struct LaunchObserverTests {
    /// A pane of `rows` rows with story text at the given rows.
    func pane(rows: Int, stories: [Int: String], background: Role = .screen) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: 12, height: rows), fill: .blank(Style(background)))
        for (row, text) in stories { buffer.put(text, x: 0, y: row, style: Style(.story)) }
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
        frame.put("⠙", x: 5, y: 3, style: Style(.spinner))
        observer.observe(frame, at: .ms(100))
        #expect(observer.metrics.fullyDrawn == .ms(0))
    }

    @Test func withoutContentNothingIsFullyDrawn() {
        var observer = LaunchObserver()
        observer.observe(pane(rows: 4, stories: [:]), at: .ms(0))
        #expect(observer.metrics.content == nil)
        #expect(observer.metrics.fullyDrawn == nil)
    }

    /// The banner jump worked out by hand. At 80x24 the phone is 32x16; its
    /// screen (inside the frame) has 14 rows: status bar, title, "Updated",
    /// ten content rows (3-12), tab bar. Before the banner, five stories of two
    /// rows fill rows 3-12. The banner takes three rows (two of card, one of
    /// space), so the first three stories and the fourth headline, rows 3-9,
    /// move down three rows to 6-12; the fourth story's source line and the
    /// fifth story leave the screen. Rows touched before and after: 3-12, ten
    /// rows. Impact 10/14, distance 3/14: 30/196 = 0.153.
    @Test func theBannerJumpAt80x24() {
        let stage = Stage(size: Size(width: 80, height: 24))
        let splash = stage.panes[0].metrics
        #expect(splash.shifts.map(\.at) == [.ms(3000)])
        #expect(abs(splash.layoutShift - 30.0 / 196.0) < 1e-9)
        #expect(stage.panes[1].metrics.shifts.isEmpty)
    }

    /// At 100x30 the phone is 35x22; 20 screen rows, content rows 3-18 (16).
    /// Eight stories fill them; the banner moves rows 3-15 to 6-18. Touched:
    /// rows 3-18, 16 of 20; distance 3 of 20: 0.8 x 0.15 = 0.12.
    @Test func theBannerJumpAt100x30() {
        let splash = Stage(size: Size(width: 100, height: 30)).panes[0].metrics
        #expect(abs(splash.layoutShift - 0.12) < 1e-9)
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
}
