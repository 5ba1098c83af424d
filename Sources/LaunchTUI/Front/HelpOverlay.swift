import Scenes

/// The `?` overlay: the key table on a panel over the middle of the stage,
/// drawn into the screen buffer like everything else, in the status line's
/// style (so it reads as the front's own, in colour or without).
struct HelpOverlay {
    var glyphs: Glyphs

    static let title = "launch-tui keys"
    static let footer = "any key closes this help, q quits"

    /// The rows: keys on the left, what they do on the right; last, the
    /// timeline's two markers, read the same way.
    var rows: [(keys: String, meaning: String)] {
        KeyTable.bindings.map { (glyphs == .ascii ? $0.asciiLabel : $0.label, $0.meaning) } + [markers]
    }

    /// "◆ ↯   timeline: content lands / jumps (layout shift)": where a
    /// pane's first story showed, and where content on screen moved, as measured.
    var markers: (keys: String, meaning: String) {
        (glyphs.contentMarker + " " + glyphs.jumpMarker, "timeline: content lands / jumps (layout shift)")
    }

    func draw(into buffer: inout ScreenBuffer) {
        let keyColumn = rows.map { DisplayWidth.of($0.keys) }.max()! + 3
        let textWidth = max(rows.map { keyColumn + DisplayWidth.of($0.meaning) }.max()!, DisplayWidth.of(Self.footer))
        // A margin of two columns and one row; title, blank, rows, blank, footer.
        let width = min(buffer.width, textWidth + 4)
        let height = min(buffer.height, rows.count + 6)
        let panel = Rect(x: (buffer.width - width) / 2, y: (buffer.height - height) / 2, width: width, height: height)
        let inside = panel.inset(dx: 2, dy: 1)
        buffer.fill(panel, style: Style(.status))
        // A frame round the panel, so it reads as one over the stage even
        // where colour cannot set it apart.
        buffer.drawBox(panel, glyphs: glyphs, style: Style(.status))

        buffer.putCentered(Self.title, in: inside.row(0), style: Style(.status, .bold), ellipsis: glyphs.ellipsis)
        var y = inside.y + 2
        for row in rows where y < inside.maxY - 2 {
            buffer.put(row.keys, x: inside.x, y: y, style: Style(.status, .bold), clip: inside)
            buffer.put(row.meaning, x: inside.x + keyColumn, y: y, style: Style(.status), clip: inside)
            y += 1
        }
        buffer.putCentered(Self.footer, in: inside.row(inside.height - 1), style: Style(.status, .dim), ellipsis: glyphs.ellipsis)
    }
}
