import Scenes

/// A talk as one self-contained animated SVG that plays in a browser and in
/// a GitHub README, as svg-term makes them from an asciicast: every frame
/// side by side on one long strip, a CSS `@keyframes` animation stepping the
/// strip along by a screen's width at each frame's time, looping. A row that
/// shows again (most of them, from frame to frame) is written once and
/// reused with `<use>`, and so is a whole frame that shows again.
enum AnimatedSVG {
    /// The most frames a talk's SVG holds: a frame at the start and one at
    /// every 1/60 s for 10 minutes. Past that the file passes 50 MB, more
    /// than a browser or a README shows well; a cast has no such limit.
    static let frameLimit = limitMinutes * 60 * limitFPS + 1
    private static let limitMinutes = 10, limitFPS = 60

    /// "36,001 frames (10 minutes at 60 fps)": the limit as messages say it.
    static let frameLimitText =
        "\(frameLimit / 1000),\(String(frameLimit % 1000 + 1000).dropFirst()) frames "
        + "(\(limitMinutes) minutes at \(limitFPS) fps)"

    static func svg(of script: Script, fps: Int? = nil) -> String {
        var out = ""
        write(script, fps: fps) { out += $0 }
        return out
    }

    /// Writes the SVG piece by piece through `write`.
    static func write<Failure: Error>(_ script: Script, fps: Int? = nil, to write: (String) throws(Failure) -> Void) throws(Failure) {
        let settings = script.settings
        let palette = TerminalPalette(level: .full, background: settings.theme)
        let width = SVGWriter.x(settings.size.width), screenWidth = Double(settings.size.width * SVGWriter.cellWidthTenths) / 10
        let height = String(settings.size.height * SVGWriter.cellHeight)
        try write(SVGWriter.header(width: width, height: height, background: palette.ownRGB.background) + "<g id=\"film\">\n")
        var written = Written()
        var times: [Int] = []
        let background = "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(palette.ownRGB.background)\"/>"
        // A report drawn from its frames (frames=on): each of its images, where
        // the stage shows it, written once and used by every frame that shows it.
        let timeline = ScriptTimeline(script, fps: fps ?? settings.fps)
        var stages = TalkFrames(timeline: timeline, size: settings.size)
        let length = try CastRecorder.play(script, fps: fps) { (screen, _, talkTime) throws(Failure) in
            // A frame at the same time as the one before takes its place (and covers it).
            if times.last == talkTime { times.removeLast() }
            let index = times.count
            times.append(talkTime)
            var ids: [Int] = []
            var defs = ""
            for y in 0..<screen.height {
                let (id, isNew) = written.row(screen.cells[y * screen.width..<(y + 1) * screen.width])
                ids.append(id)
                if isNew {
                    defs += "<g id=\"r\(id)\">" + SVGWriter.row(of: screen, y, palette: palette, top: 0) + "</g>\n"
                }
            }
            let state = timeline.state(atTalkTime: talkTime)
            var images: [Int] = []
            // Only a scenario with a pane drawn from its frames builds its stage a second time here.
            let framed = state.scenario.styles.contains { $0.measured?.fromFrames == true }
            for shown in framed ? stages.stage(for: state.scenario).shownFrames(at: state.time) : [] {
                let (id, isNew) = written.image(shown)
                images.append(id)
                if isNew { defs += "<g id=\"i\(id)\">" + SVGWriter.image(shown, id: id) + "</g>\n" }
            }
            let (frame, isNew) = written.frame(ids + images.map { -1 - $0 })
            if isNew {
                defs +=
                    "<g id=\"f\(frame)\">" + background
                    + ids.enumerated().map { "<use href=\"#r\($1)\" y=\"\($0 * SVGWriter.cellHeight)\"/>" }.joined()
                    + images.map { "<use href=\"#i\($0)\"/>" }.joined() + "</g>\n"
            }
            try write(
                (defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n")
                    + "<use href=\"#f\(frame)\" x=\"\(number(Double(index) * screenWidth))\"/>\n")
        } marker: { (_) throws(Failure) in
        }
        // Each frame's place on the strip from its time on, looping.
        var keyframes = ""
        for (index, talkTime) in times.enumerated() {
            let percent = length > 0 ? FixedDecimal.text(units: talkTime * 1_000_000 / length, places: 4, trimmed: true) : "0"
            keyframes += "\(percent)%{transform:translateX(-\(number(Double(index) * screenWidth))px)}\n"
        }
        keyframes += "100%{transform:translateX(-\(number(Double(max(0, times.count - 1)) * screenWidth))px)}\n"
        try write(
            """
            </g>
            <style>
            #film{animation:play \(max(1, length))ms steps(1,end) infinite}
            @keyframes play{
            \(keyframes)}
            </style>
            </svg>

            """)
    }

    static func number(_ value: Double) -> String { FilmstripSVG.number(value) }

    /// The rows and frames written so far, each numbered in the order it was
    /// first written, so that one showing again is reused. A row is held as
    /// the numbers of its cells (each distinct cell held once), never as a
    /// slice of its screen, which would keep that whole screen alive; so what
    /// is held grows with the rows and frames that differ, a few numbers a cell.
    struct Written {
        private var cells: [Cell: UInt32] = [:]
        private var rows: [[UInt32]: Int] = [:]
        private var frames: [[Int]: Int] = [:]
        private var images: [ImageKey: Int] = [:]

        /// A report's image where the stage shows it.
        private struct ImageKey: Hashable {
            var base64: String
            var x: Int, y: Int, width: Int, height: Int
            var screen: [Int]
        }

        /// The image's number, and whether it is new.
        mutating func image(_ shown: Stage.ShownFrame) -> (id: Int, isNew: Bool) {
            let cells = shown.cells, screen = shown.screen
            let key = ImageKey(
                base64: shown.frame.base64, x: cells.x, y: cells.y, width: cells.width, height: cells.height,
                screen: [screen.x, screen.y, screen.width, screen.height])
            return Self.number(key, in: &images)
        }

        /// The row's number, and whether it is new (not written before).
        mutating func row(_ row: ArraySlice<Cell>) -> (id: Int, isNew: Bool) {
            var key: [UInt32] = []
            key.reserveCapacity(row.count)
            for cell in row {
                if let known = cells[cell] {
                    key.append(known)
                } else {
                    let id = UInt32(cells.count)
                    cells[cell] = id
                    key.append(id)
                }
            }
            return Self.number(key, in: &rows)
        }

        /// The frame's number (by the numbers of its rows, then of its images
        /// as -1 - number), and whether it is new.
        mutating func frame(_ rows: [Int]) -> (id: Int, isNew: Bool) { Self.number(rows, in: &frames) }

        /// What is held: the distinct cells, rows and frames.
        var counts: (cells: Int, rows: Int, frames: Int) { (cells.count, rows.count, frames.count) }

        private static func number<Key: Hashable>(_ key: Key, in table: inout [Key: Int]) -> (id: Int, isNew: Bool) {
            if let known = table[key] { return (known, false) }
            let id = table.count
            table[key] = id
            return (id, true)
        }
    }
}
