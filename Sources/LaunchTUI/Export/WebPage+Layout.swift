import Scenes

/// How the page fits where it is shown: its stage's type is set from the
/// width of its container (page.css: `--cols` and `--rows` are the stage's
/// cells), down to `minimumFontPixels`; where the container cannot hold the
/// stage that readably, the page shows the same `Scenes` stage drawn at
/// `narrowSize` (`DATA.narrow`, chosen by layout.js), never a cropped one,
/// so what it shows still equals `snapshot --size 80x24`. And the page's own
/// palette: every run of text at WCAG 2's AA contrast (4.5:1) against what
/// it is drawn on, as axe-core checks a page (the terminal's palette is the
/// terminal's: a dim run there is the terminal's to draw).
extension WebPage {
    /// The least type the stage is set in, in CSS pixels, where the
    /// container allows it (page.css says it where it sets the type).
    static let minimumFontPixels = 8

    /// The smaller stage a page at `size` carries for narrow containers:
    /// the least the stage is laid out for (`StageLayout.minimumSize`); nil
    /// where the page is no wider.
    static func narrowSize(for size: Size) -> Size? {
        size.width > StageLayout.minimumSize.width ? StageLayout.minimumSize : nil
    }

    /// The style block's rules that tell page.css the stage's cells: its
    /// columns and the rows it shows, and the narrow stage's when there is one.
    static func stageRules(columns: Int, rows: Int, narrow: Size? = nil) -> String {
        var css = "#stage{--cols:\(columns);--rows:\(rows)}\n"
        if let narrow { css += "#stage.narrow{--cols:\(narrow.width);--rows:\(narrow.height - 1)}\n" }
        return css
    }

    /// Plays the page's scenarios at `size`, then, where there is a narrow
    /// size, again at it into the same numbering (its rows and frames are
    /// numbered with the others, so the page's one frame decoder serves
    /// both); returns the narrow size and its scenarios, taken out of
    /// `numbering.content.scenarios`. `progress` counts both passes.
    static func playAll<Failure: Error>(
        scenario start: Scenario, size: Size, knobs: [Knob], into numbering: inout Numbering,
        progress: (_ done: Int, _ total: Int) throws(Failure) -> Void
    )
        throws(Failure) -> (size: Size, scenarios: [ScenarioPlay])?
    {
        // The narrow stages are the wide ones' launches, measured once.
        var measured: [StageKey: Measured] = [:]
        guard let narrow = narrowSize(for: size) else {
            try play(scenario: start, size: size, knobs: knobs, into: &numbering, measured: &measured, progress: progress)
            return nil
        }
        try play(scenario: start, size: size, knobs: knobs, into: &numbering, measured: &measured) { (done, total) throws(Failure) in
            try progress(done, 2 * total)
        }
        let wide = numbering.content.scenarios.count
        try play(scenario: start, size: narrow, knobs: knobs, into: &numbering, measured: &measured) { (done, total) throws(Failure) in
            try progress(total + done, 2 * total)
        }
        let narrowScenarios = Array(numbering.content.scenarios[wide...])
        numbering.content.scenarios.removeSubrange(wide...)
        return (narrow, narrowScenarios)
    }

    /// One scenario as the page plays it (`Content.scenarios`' element).
    typealias ScenarioPlay = (name: String, duration: Int, times: [Int], frames: [Int], events: [Int], taps: [Int], said: Explanation)

    /// `scenarios:{...}` of `DATA` (or of `DATA.narrow`): each scenario's
    /// name and body as the page writes it; one that plays as one written
    /// before it names that one.
    static func writeScenarios<Failure: Error>(
        _ scenarios: [(name: String, body: String)],
        to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        try write("scenarios:{\n")
        var written: [String: String] = [:]
        for (name, body) in scenarios {
            if let same = written[body] {
                try write("\(scriptQuoted(name)):\(scriptQuoted(same)),\n")
            } else {
                written[body] = name
                try write("\(scriptQuoted(name)):\(body),\n")
            }
        }
        try write("}")
    }

    /// `DATA.narrow`, where the page carries a narrow stage: its size (the
    /// rows it shows) and its scenarios.
    static func writeNarrow<Failure: Error>(
        _ narrow: (size: Size, scenarios: [(name: String, body: String)])?,
        to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        guard let narrow else { return }
        try write(",\nnarrow:{size:[\(narrow.size.width),\(narrow.size.height - 1)],\n")
        try writeScenarios(narrow.scenarios, to: write)
        try write("}")
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
