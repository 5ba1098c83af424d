import Scenes

/// The `?` overlay: the key table on a panel over the middle of the stage,
/// drawn into the screen buffer like everything else, in the status line's
/// style (so it reads as the front's own, in colour or without).
struct HelpOverlay {
    var glyphs: Glyphs

    static let title = "launch-tui keys"
    static let footer = "? or Esc closes this help"

    /// The rows: keys on the left, what they do on the right.
    var rows: [(keys: String, meaning: String)] {
        KeyTable.bindings.map { (glyphs == .ascii ? $0.asciiLabel : $0.label, $0.meaning) }
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
        drawBorder(panel, into: &buffer)

        center(Self.title, y: inside.y, in: inside, style: Style(.status, .bold), into: &buffer)
        var y = inside.y + 2
        for row in rows where y < inside.maxY - 2 {
            buffer.put(row.keys, x: inside.x, y: y, style: Style(.status, .bold), clip: inside)
            buffer.put(row.meaning, x: inside.x + keyColumn, y: y, style: Style(.status), clip: inside)
            y += 1
        }
        center(Self.footer, y: inside.maxY - 1, in: inside, style: Style(.status, .dim), into: &buffer)
    }

    /// A frame round the panel, so it reads as one over the stage even
    /// where colour cannot set it apart.
    private func drawBorder(_ panel: Rect, into buffer: inout ScreenBuffer) {
        guard panel.width >= 2, panel.height >= 2 else { return }
        let style = Style(.status)
        let line = String(repeating: glyphs.horizontal, count: panel.width - 2)
        buffer.put(glyphs.topLeft + line + glyphs.topRight, x: panel.x, y: panel.y, style: style, clip: panel)
        buffer.put(glyphs.bottomLeft + line + glyphs.bottomRight, x: panel.x, y: panel.maxY - 1, style: style, clip: panel)
        for y in panel.y + 1..<panel.maxY - 1 {
            buffer.put(glyphs.vertical, x: panel.x, y: y, style: style, clip: panel)
            buffer.put(glyphs.vertical, x: panel.maxX - 1, y: y, style: style, clip: panel)
        }
    }

    private func center(_ text: String, y: Int, in rect: Rect, style: Style, into buffer: inout ScreenBuffer) {
        let fitted = text.truncated(toColumns: rect.width, ellipsis: glyphs.ellipsis)
        buffer.put(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: y, style: style, clip: rect)
    }
}
