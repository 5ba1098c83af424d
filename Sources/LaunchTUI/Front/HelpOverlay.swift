import Scenes

/// The `?` overlay: the key table on a panel over the middle of the stage,
/// drawn into the screen buffer like everything else, in the status line's
/// style (so it reads as the front's own, in colour or without).
struct HelpOverlay {
    var glyphs: Glyphs
    /// The phones on the stage: where the gap between them holds the panel
    /// (meanings wrapped if need be), it goes there, a column clear of both
    /// frames; otherwise over the middle of the stage.
    var phones: [Rect] = []
    /// The rows of keys it lists: the key table's.
    var bindings: [KeyBinding] = KeyTable.bindings
    /// How a report's frames are drawn (`--frames`); nil: no pane has them.
    var graphics: TerminalGraphics?

    /// The least width a meaning is wrapped to, to fit between the phones.
    static let leastMeaningWidth = 30

    static let title = "launch-tui keys"
    static let footer = "any key closes this help, q quits"

    /// The rows: keys on the left, what they do on the right; last, the
    /// timeline's two markers, read the same way.
    var rows: [(keys: String, meaning: String)] {
        bindings.map { (glyphs == .ascii ? $0.asciiLabel : $0.label, $0.meaning) } + [markers]
            + (graphics.map { [("--frames", "the report's frames drawn as \($0.said)")] } ?? [])
    }

    /// "◆ ↯   timeline: content lands / jumps (layout shift)": where a
    /// pane's first story showed, and where content on screen moved, as measured.
    var markers: (keys: String, meaning: String) {
        (glyphs.contentMarker + " " + glyphs.jumpMarker, "timeline: content lands / jumps (layout shift)")
    }

    /// The panel as it is laid out on a screen (`placement`).
    struct Layout {
        var panel: Rect
        /// Where the meanings start, from a column's left.
        var keyColumn: Int
        /// The rows of each column: one, or two side by side.
        var columns: [[(keys: String, meaning: String)]]
        var columnWidth: Int
        /// Whether a blank row sets off the title and the footer.
        var spaced: Bool

        /// The rows of the first column, then those of the second.
        var lines: [(keys: String, meaning: String)] { columns.flatMap { $0 } }
    }

    /// Where the panel goes on a screen of `size`, the rows it shows (a
    /// meaning wrapped to more than one row has its key on the first), and
    /// whether a blank row sets off the title and the footer. In order: the
    /// gap between the phones, as it is or wrapped; else the middle of the
    /// stage, as it is, wrapped to the screen's width, and without the blank
    /// rows where the screen is too short for them, and in two columns side
    /// by side where it is shorter still, so a longer table (keys more,
    /// styles more) still shows whole at 80x24. `lines` are the rows of the
    /// first column, then those of the second.
    func placement(in size: Size) -> Layout {
        let keyColumn = (rows.map { DisplayWidth.of($0.keys) }.max() ?? 0) + 3
        let footer = DisplayWidth.of(Self.footer)
        // A margin of two columns and one row; title, blank, rows, blank, footer.
        func panel(meaningWidth: Int?) -> (width: Int, lines: [(keys: String, meaning: String)]) {
            let lines = rows.flatMap { row -> [(keys: String, meaning: String)] in
                guard let meaningWidth else { return [row] }
                let wrapped = CaptionRows(row.meaning, width: meaningWidth, rows: 9).lines
                return wrapped.enumerated().map { (index, line) in (index == 0 ? row.keys : "", line) }
            }
            let text = max(lines.map { keyColumn + DisplayWidth.of($0.meaning) }.max() ?? 0, footer)
            return (text + 4, lines)
        }
        let least = max(Self.leastMeaningWidth, footer - keyColumn)
        let whole = panel(meaningWidth: nil)
        /// The frame, the title and the footer, with or without the blank rows.
        func chrome(_ spaced: Bool) -> Int { spaced ? 6 : 4 }
        if phones.count == 2 {
            // The gap, less a column clear of each frame.
            let gap = Rect(x: phones[0].maxX + 1, y: 0, width: phones[1].x - phones[0].maxX - 2, height: size.height)
            for fit in [whole, panel(meaningWidth: max(least, gap.width - 4 - keyColumn))]
            where fit.width <= gap.width && fit.lines.count + chrome(true) <= size.height {
                let rect = Rect(
                    x: gap.x + (gap.width - fit.width) / 2, y: (size.height - fit.lines.count - 6) / 2,
                    width: fit.width, height: fit.lines.count + 6)
                return Layout(panel: rect, keyColumn: keyColumn, columns: [fit.lines], columnWidth: fit.width, spaced: true)
            }
        }
        let fit = whole.width <= size.width ? whole : panel(meaningWidth: max(least, size.width - 4 - keyColumn))
        var columns = [fit.lines], columnWidth = fit.width - 4
        if fit.lines.count + chrome(false) > size.height {
            // Two columns, two apart, a row's wrapped lines kept together.
            columnWidth = (size.width - 4 - 2) / 2
            let lines = panel(meaningWidth: max(1, columnWidth - keyColumn)).lines
            let starts = lines.indices.filter { !lines[$0].keys.isEmpty }
            let split = starts.first { $0 >= (lines.count + 1) / 2 } ?? lines.count
            columns = [Array(lines[..<split]), Array(lines[split...])]
        }
        let tallest = columns.map(\.count).max() ?? 0
        let spaced = tallest + chrome(true) <= size.height
        let width = min(size.width, columns.count == 1 ? fit.width : columnWidth * 2 + 2 + 4)
        let height = min(size.height, tallest + chrome(spaced))
        return Layout(
            panel: Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height),
            keyColumn: keyColumn, columns: columns, columnWidth: columnWidth, spaced: spaced)
    }

    func draw(into buffer: inout ScreenBuffer) {
        let laid = placement(in: buffer.size)
        let (panel, keyColumn, columns, columnWidth, spaced) = (laid.panel, laid.keyColumn, laid.columns, laid.columnWidth, laid.spaced)
        let inside = panel.inset(dx: 2, dy: 1)
        buffer.fill(panel, style: CellStyle(.status))
        // A frame round the panel, so it reads as one over the stage even
        // where colour cannot set it apart.
        buffer.drawBox(panel, glyphs: glyphs, style: CellStyle(.status))

        buffer.putCentered(Self.title, in: inside.row(0), style: CellStyle(.status, .bold), ellipsis: glyphs.ellipsis)
        let gap = spaced ? 1 : 0
        for (index, lines) in columns.enumerated() {
            let x = inside.x + index * (columnWidth + 2)
            let clip = Rect(x: x, y: inside.y, width: min(columnWidth, inside.maxX - x), height: inside.height)
            var y = inside.y + 1 + gap
            for row in lines where y < inside.maxY - 1 - gap {
                buffer.put(row.keys, x: x, y: y, style: CellStyle(.status, .bold), clip: clip)
                buffer.put(row.meaning, x: x + keyColumn, y: y, style: CellStyle(.status), clip: clip)
                y += 1
            }
        }
        buffer.putCentered(Self.footer, in: inside.row(inside.height - 1), style: CellStyle(.status, .dim), ellipsis: glyphs.ellipsis)
    }
}
