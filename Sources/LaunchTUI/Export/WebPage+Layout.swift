import Scenes

/// How the page fits where it is shown: its stage's type is set from the
/// width of its container (page.css: `--cols` and `--rows` are the stage's
/// cells), down to `minimumFontPixels`; where the container cannot hold the
/// stage that readably, the page shows the same `Scenes` stage drawn
/// smaller (`smallerStages`: at 80x24, and compact at 64x24; `DATA.smaller`,
/// chosen by layout.js), never a cropped one, so what it shows still equals
/// `snapshot --size` at that size. And the page's own
/// palette: every run of text at WCAG 2's AA contrast (4.5:1) against what
/// it is drawn on, as axe-core checks a page (the terminal's palette is the
/// terminal's: a dim run there is the terminal's to draw).
extension WebPage {
    /// The least type the stage is set in, in CSS pixels, where the
    /// container allows it (page.css says it where it sets the type): the
    /// compact stage's 64 columns hold it from a 320 px phone up.
    static let minimumFontPixels = 8

    /// The type a stage wider than `StageLayout.fullSize` is shown from
    /// where the page carries a smaller one: below it the 80-column stage
    /// reads better than 100 columns of small type (a phone, a 680 px
    /// article column).
    static let wideFontPixels = 11

    /// A smaller stage a page carries: the class layout.js gives `#stage`
    /// where it shows, and its size.
    struct SmallerStage: Hashable, Sendable {
        var name: String
        var size: Size
    }

    /// The smaller stages a page at `size` carries for narrow containers,
    /// widest first: the stage at 80x24 (`StageLayout.fullSize`, every part
    /// in its full form) and the compact one at the least size
    /// (`StageLayout.minimumSize`), each where the page is wider.
    static func smallerStages(for size: Size) -> [SmallerStage] {
        [SmallerStage(name: "narrow", size: StageLayout.fullSize), SmallerStage(name: "compact", size: StageLayout.minimumSize)]
            .filter { size.width > $0.size.width }
    }

    /// The least type a stage of `size` is shown at while a smaller one is
    /// carried (layout.js takes the first that reads at its own, else the
    /// smallest): `wideFontPixels` above 80 columns, else `minimumFontPixels`.
    static func fontFrom(_ size: Size) -> Int {
        size.width > StageLayout.fullSize.width ? wideFontPixels : minimumFontPixels
    }

    /// The style block's rules that tell page.css the stage's cells: its
    /// columns and the rows it shows, and each smaller stage's (`smaller`,
    /// with the rows each shows).
    static func stageRules(columns: Int, rows: Int, smaller: [(stage: SmallerStage, rows: Int)] = []) -> String {
        var css = "#stage{--cols:\(columns);--rows:\(rows)}\n"
        for (stage, rows) in smaller { css += "#stage.\(stage.name){--cols:\(stage.size.width);--rows:\(rows)}\n" }
        return css
    }

    /// Plays the page's scenarios at `size`, then at each smaller stage's
    /// size (`smallerStages`) into the same numbering (their rows and
    /// frames are numbered with the others, so the page's one frame decoder
    /// serves all); returns each smaller stage and its scenarios, taken out
    /// of `numbering.content.scenarios`. `progress` counts every pass.
    static func playAll<Failure: Error>(
        scenario start: Scenario, size: Size, knobs: [Knob], into numbering: inout Numbering, workers: Int? = nil,
        progress: (_ done: Int, _ total: Int) throws(Failure) -> Void
    )
        throws(Failure) -> [(stage: SmallerStage, scenarios: [ScenarioPlay])]
    {
        let smaller = smallerStages(for: size)
        let passes = 1 + smaller.count
        // The smaller stages are the page's own launches, measured once.
        var measured: [Measured?] = []
        // The same scenarios and stages at every size, found once.
        let scenarios = reachable(from: start, knobs: knobs)
        let stages = Stages(scenarios.map { StageKey($0.scenario) })
        try play(
            scenario: start, size: size, knobs: knobs, into: &numbering, measured: &measured, scenarios: scenarios,
            stages: stages, workers: workers
        ) {
            (done, total) throws(Failure) in
            try progress(done, passes * total)
        }
        let own = numbering.content.scenarios.count
        var played: [(stage: SmallerStage, scenarios: [ScenarioPlay])] = []
        for (pass, stage) in smaller.enumerated() {
            try play(
                scenario: start, size: stage.size, knobs: knobs, into: &numbering, measured: &measured, scenarios: scenarios,
                stages: stages, workers: workers
            ) {
                (done, total) throws(Failure) in
                try progress((pass + 1) * total + done, passes * total)
            }
            played.append((stage, Array(numbering.content.scenarios[own...])))
            numbering.content.scenarios.removeSubrange(own...)
        }
        return played
    }

    /// One scenario as the page plays it (`Content.scenarios`' element).
    typealias ScenarioPlay = (name: String, duration: Int, times: [Int], frames: [Int], events: [Int], taps: [Int], said: Explanation)

    /// `scenarios:{...}` of `DATA` (or of a smaller stage's `data`): each scenario's
    /// name and body as the page writes it; one that plays as one written
    /// before it names that one.
    static func scenariosText(_ scenarios: [(name: String, body: String)]) -> String {
        var text = "scenarios:{\n"
        var written: [String: String] = [:]
        for (name, body) in scenarios {
            if let same = written[body] {
                text += "\(scriptQuoted(name)):\(scriptQuoted(same)),\n"
            } else {
                written[body] = name
                text += "\(scriptQuoted(name)):\(body),\n"
            }
        }
        return text + "}"
    }

    /// `DATA.smaller`, where the page carries smaller stages: the type
    /// its own stage of `size` shows from (`fontFrom`), then for each its
    /// class, size (the columns and the rows it shows), the type it shows
    /// from and, in `data`, what it puts in `DATA` where it shows (the
    /// demo's `scenarios`, a talk's `t`, `f` and `c`), written by `body`.
    static func writeSmaller<Failure: Error>(
        _ smaller: [(stage: SmallerStage, rows: Int)], size: Size, from: (Size) -> Int = fontFrom,
        to write: (String) throws(Failure) -> Void, body: (Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard !smaller.isEmpty else { return }
        try write(",\nsmaller:{from:\(from(size)),stages:[\n")
        for (index, (stage, rows)) in smaller.enumerated() {
            try write(
                "{name:\(scriptQuoted(stage.name)),size:[\(stage.size.width),\(rows)],from:\(from(stage.size)),data:{\n")
            try body(index)
            try write("}},\n")
        }
        try write("]}")
    }

    // MARK: - The page's palette

    /// `foreground` as the page draws it on `background` (both `#rrggbb`):
    /// dim blended in at `TerminalPalette.dimOpacity` (a solid colour, so
    /// that what is measured is what is seen), then, where it is below
    /// WCAG 2's 4.5:1 against the background, moved toward black or white,
    /// whichever the background is further from, until it reaches it.
    static func readable(_ foreground: String, on background: String, dim: Bool) -> String {
        let back = rgb(background)
        var fore = rgb(foreground)
        if dim, let opacity = Double(TerminalPalette.dimOpacity) { fore = mix(fore, back, opacity) }
        let target = XtermColor.contrast((0, 0, 0), back) > XtermColor.contrast((255, 255, 255), back) ? (0, 0, 0) : (255, 255, 255)
        var share = 1.0
        var out = fore
        // 4.6: a margin over 4.5 against rounding to whole channels.
        while XtermColor.contrast(out, back) < 4.6 && share > 0 {
            share = max(0, share - 0.05)
            out = mix(fore, target, share)
        }
        return hex(out)
    }

    /// `a` at `share`, over `b` at the rest.
    private static func mix(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ share: Double) -> (Int, Int, Int) {
        func channel(_ x: Int, _ y: Int) -> Int { Int((Double(x) * share + Double(y) * (1 - share)).rounded()) }
        return (channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
    }

    private static func rgb(_ hex: String) -> (Int, Int, Int) {
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 else { return (0, 0, 0) }
        let parts = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0 }
        return (parts[0], parts[1], parts[2])
    }

    private static func hex(_ c: (Int, Int, Int)) -> String {
        "#" + RGB(UInt8(clamping: c.0), UInt8(clamping: c.1), UInt8(clamping: c.2)).hex
    }
}
