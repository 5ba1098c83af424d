import Scenes

/// The demo as one self-contained HTML page: for every scenario the demo's
/// scenario keys reach from the one given, the stage's frames at each moment
/// it changes (all but the status line), drawn by a small script as text
/// cells with their roles' colours. As in the animated SVG, each distinct
/// row and frame is written once and referenced by its number.
enum WebPage {
    /// A knob a key cycles, as the page names it: the command line's key,
    /// the key that cycles it, its values in the order the key steps them.
    struct Knob {
        var key: String
        var character: Character
        var values: [String]
        var value: (Scenario) -> String
        /// The scenario with this knob at its next value.
        var cycled: (Scenario) -> Scenario
    }

    /// Every scenario the scenario keys reach from `start`, by its knobs' text.
    static func reachable(from start: Scenario, knobs: [Knob]) -> [(name: String, scenario: Scenario)] {
        var scenarios: [(name: String, scenario: Scenario)] = []
        var seen: Set<String> = []
        var queue = [start]
        while let scenario = queue.popLast() {
            let name = self.name(of: scenario, knobs)
            guard seen.insert(name).inserted else { continue }
            scenarios.append((name, scenario))
            for knob in knobs { queue.append(knob.cycled(scenario)) }
        }
        return scenarios.sorted { $0.name < $1.name }
    }

    static func name(of scenario: Scenario, _ knobs: [Knob]) -> String {
        knobs.map { "\($0.key)=\($0.value(scenario))" }.joined(separator: "&")
    }

    /// The moments the stage (but its status line) may change, from 0 to its end.
    static func moments(of stage: Stage) -> [LaunchTime] {
        var times: [LaunchTime] = [.zero]
        while let next = stage.nextChange(after: times[times.count - 1]) { times.append(next) }
        return times
    }

    /// What the page holds, before it is written.
    struct Content {
        var styles: [Style] = []
        var rows: [String] = []
        /// Each row's text, as `snapshot` prints it (trailing spaces kept).
        var rowTexts: [String] = []
        var frames: [[Int]] = []
        /// Per scenario name: its duration, and its moments with their frames.
        var scenarios: [(name: String, duration: Int, times: [Int], frames: [Int])] = []
    }

    /// The stage's rows at `time` in the scenario called `name`, as the page draws them.
    static func rows(of content: Content, scenario name: String, at time: LaunchTime) -> [String]? {
        guard let item = content.scenarios.first(where: { $0.name == name }) else { return nil }
        guard let index = item.times.lastIndex(where: { $0 <= time.milliseconds }) else { return nil }
        return content.frames[item.frames[index]].map { content.rowTexts[$0] }
    }

    static func content(scenario start: Scenario, size: Size, knobs: [Knob]) -> Content {
        var content = Content()
        var styleIDs: [Style: Int] = [:]
        var rowIDs: [String: Int] = [:]
        var frameIDs: [[Int]: Int] = [:]
        for (name, scenario) in reachable(from: start, knobs: knobs) {
            let stage = Stage(scenario: scenario, size: size)
            var times: [Int] = [], frames: [Int] = []
            var picture = stage.picture(at: .zero)
            for time in moments(of: stage) {
                stage.update(&picture, to: time)
                let buffer = picture.buffer
                var ids: [Int] = []
                for y in 0..<(buffer.height - 1) {
                    var row = "", text = ""
                    for run in buffer.styleRuns(row: y) {
                        let styleID: Int
                        if let known = styleIDs[run.style] { styleID = known } else {
                            styleID = content.styles.count
                            styleIDs[run.style] = styleID
                            content.styles.append(run.style)
                        }
                        text += run.text
                        row += (row.isEmpty ? "" : ",") + "\(run.end - run.start),\(styleID)," + JSONText.quoted(run.text)
                    }
                    if let known = rowIDs[row] { ids.append(known) } else {
                        rowIDs[row] = content.rows.count
                        ids.append(content.rows.count)
                        content.rows.append(row)
                        content.rowTexts.append(text)
                    }
                }
                let frame: Int
                if let known = frameIDs[ids] { frame = known } else {
                    frame = content.frames.count
                    frameIDs[ids] = frame
                    content.frames.append(ids)
                }
                if frames.last == frame { continue }
                times.append(time.milliseconds)
                frames.append(frame)
            }
            content.scenarios.append((name, stage.duration.milliseconds, times, frames))
        }
        return content
    }

    /// The page for `scenario` at `size`, written piece by piece.
    /// `help` is the keys' help, as the page's `?` shows it.
    static func write<Failure: Error>(scenario: Scenario, size: Size, knobs: [Knob], help: String,
                                      to write: (String) throws(Failure) -> Void) throws(Failure) {
        let content = content(scenario: scenario, size: size, knobs: knobs)
        var css = ""
        for (scheme, theme) in [("light", TerminalTheme.light), ("dark", TerminalTheme.dark)] {
            let palette = TerminalPalette(level: .full, background: theme)
            let own = palette.ownRGB
            css += "body.\(scheme){background:\(own.background);color:\(own.foreground)}\n"
            for (index, style) in content.styles.enumerated() {
                let look = palette.look(for: style)
                let (foreground, background) = palette.paint(look)
                var rule = "color:\(foreground)"
                if let background { rule += ";background:\(background)" }
                if look.attributes.contains(.bold) { rule += ";font-weight:bold" }
                if look.attributes.contains(.dim) { rule += ";opacity:\(TerminalPalette.dimOpacity)" }
                if look.attributes.contains(.underline) { rule += ";text-decoration:underline" }
                css += "body.\(scheme) .s\(index){\(rule)}\n"
            }
        }
        try write("""
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>launch-tui: the launch demo</title>
            <style>
            \(pageCSS)\(css)</style></head>
            <body class="dark">
            <main>
            <pre id="stage" aria-live="off" tabindex="0" aria-label="the launch stage"></pre>
            <div id="controls">
            <button id="play" aria-label="play or pause">play</button>
            <button id="restart" aria-label="restart the launch">restart</button>
            <button id="back" aria-label="back one frame">,</button>
            <button id="forward" aria-label="forward one frame">.</button>
            <input id="scrub" type="range" min="0" max="1000" step="10" value="0" aria-label="moment after the tap">
            <output id="clock" aria-label="time after the tap">0.0 s</output>

            """)
        for knob in knobs {
            try write("<button class=\"knob\" data-knob=\"\(knob.key)\" aria-label=\"cycle \(knob.key) (key \(knob.character))\">"
                + "\(knob.key)</button>\n")
        }
        try write("""
            <button id="slower" aria-label="slower">-</button><button id="faster" aria-label="faster">+</button>
            <button id="theme" aria-label="switch light and dark page">theme</button>
            <button id="helpButton" aria-label="show the keys">?</button>
            </div>
            <p id="status"></p>
            <pre id="help" hidden></pre>
            </main>
            <script>
            const DATA={size:[\(size.width),\(size.height)],
            knobs:[\(knobs.map { "{key:\(JSONText.quoted($0.key)),char:\(JSONText.quoted(String($0.character))),values:[\($0.values.map(JSONText.quoted).joined(separator: ","))]}" }.joined(separator: ","))],
            start:\(JSONText.quoted(name(of: scenario, knobs))),
            help:\(JSONText.quoted(help)),
            rows:[

            """)
        for row in content.rows { try write("[\(row)],\n") }
        try write("],\nframes:[\n")
        // A frame that differs from the one written before it in a few rows
        // is written as those rows: -1, then each row's line and number.
        var previous: [Int] = []
        for frame in content.frames {
            let changed = frame.indices.filter { previous.count != frame.count || previous[$0] != frame[$0] }
            let numbers = changed.count * 2 + 1 < frame.count ? [-1] + changed.flatMap { [$0, frame[$0]] } : frame
            try write("[\(numbers.map(String.init).joined(separator: ","))],\n")
            previous = frame
        }
        try write("],\nscenarios:{\n")
        for item in content.scenarios {
            try write("\(JSONText.quoted(item.name)):{d:\(item.duration),t:[\(item.times.map(String.init).joined(separator: ","))],"
                + "f:[\(item.frames.map(String.init).joined(separator: ","))]},\n")
        }
        try write("}};\n\(pageScript)</script>\n</body></html>\n")
    }

    static func page(scenario: Scenario, size: Size, knobs: [Knob], help: String) -> String {
        var out = ""
        write(scenario: scenario, size: size, knobs: knobs, help: help) { out += $0 }
        return out
    }
}
