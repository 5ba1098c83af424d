import Scenes
import Testing

/// "Apple's goal is the first frame within 400 ms of the tap. The system
/// takes about 100 ms of that, leaving you about 300 ms to create views,
/// load content and draw": on iOS each lane starts with the system's share,
/// shaded, and the app's share runs on from there to its first frame.
@Suite struct SystemShareTests {
    func lane(_ scenario: Scenario, size: Size, pane: Int) -> (text: String, runs: [StyleRun], stage: Stage) {
        let stage = Stage(scenario: scenario, size: size)
        let buffer = stage.render(at: stage.duration)
        let y = stage.layout!.laneRows[pane]
        return (buffer.line(y), buffer.styleRuns(row: y), stage)
    }

    /// The lane's first columns, as many as 100 ms of the bar, at least one.
    static func shareColumns(_ stage: Stage) -> Int {
        let layout = stage.layout!
        return max(1, 100 * (layout.barWidth - 1) / stage.duration.milliseconds)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 250, height: 70)])
    func iOSShowsTheSystemsHundredMilliseconds(size: Size) {
        for pane in 0..<2 {
            let (text, runs, stage) = lane(.standard, size: size, pane: pane)
            let bar = Array(text).dropFirst(StageLayout.labelWidth)
            let shaded = bar.prefix { $0 == "▒" }.count
            #expect(shaded == Self.shareColumns(stage), "\(size) pane \(pane): \(text)")
            #expect(bar.filter { $0 == "▒" }.count == shaded, "only at the start")
            // Dim, so that it shows without colour too.
            #expect(runs.contains { $0.start == StageLayout.labelWidth && $0.style.attributes.contains(.dim) })
        }
        // At 250 columns 100 ms is 5 columns of the 4 s bar; the app's 300 ms to the first frame follows, unshaded.
        #expect(Self.shareColumns(Stage(size: Size(width: 250, height: 70))) == 5)
    }

    @Test func withoutUTF8ItIsColons() {
        let stage = Stage(scenario: .standard, size: Size(width: 100, height: 30), glyphs: .ascii)
        let lane = stage.render(at: .ms(1000)).line(stage.layout!.laneRows[1])
        #expect(Array(lane).dropFirst(StageLayout.labelWidth).prefix { $0 == ":" }.count == Self.shareColumns(stage), "\(lane)")
    }

    @Test func notOnAndroidExpoOrAHotLaunch() {
        for change: (inout Scenario) -> Void in [{ $0.platform = .android }, { $0.platform = .expo }, { $0.launch = .hot }] {
            var scenario = Scenario.standard
            change(&scenario)
            for pane in 0..<2 {
                #expect(!lane(scenario, size: Size(width: 100, height: 30), pane: pane).text.contains("▒"))
            }
        }
    }

    @Test func aSlowAppHasALongerShareNotTheSystem() {
        var scenario = Scenario.standard
        scenario.appReady = .ms(1500)
        let (text, _, stage) = lane(scenario, size: Size(width: 250, height: 70), pane: 1)
        // Still 100 ms of the system's: the app's share is longer, not the system's.
        #expect(
            Array(text).dropFirst(StageLayout.labelWidth).prefix { $0 == "▒" }.count
                == 100 * (stage.layout!.barWidth - 1) / stage.duration.milliseconds)
    }
}
