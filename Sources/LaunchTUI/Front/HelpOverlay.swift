import Scenes

/// The `?` overlay: the key table in a box over the middle of the stage,
/// drawn into the screen buffer like everything else.
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
        // Border, a column of space each side; title, blank, rows, blank, footer.
        let width = min(buffer.width, textWidth + 4)
        let height = min(buffer.height, rows.count + 6)
        let box = Rect(x: (buffer.width - width) / 2, y: (buffer.height - height) / 2, width: width, height: height)
        let inside = box.inset(dx: 2, dy: 1)
        buffer.fill(box, style: .plain)
        drawBorder(box, into: &buffer)

        var y = inside.y
        center(Self.title, y: y, in: inside, style: Style(.heading, .bold), into: &buffer)
        y += 2
        for row in rows where y < inside.maxY - 2 {
            buffer.put(row.keys, x: inside.x, y: y, style: Style(.heading, .bold), clip: inside)
            buffer.put(row.meaning, x: inside.x + keyColumn, y: y, style: .plain, clip: inside)
            y += 1
        }
        center(Self.footer, y: inside.maxY - 1, in: inside, style: Style(.axis), into: &buffer)
    }

    private func center(_ text: String, y: Int, in rect: Rect, style: Style, into buffer: inout ScreenBuffer) {
        let fitted = text.truncated(toColumns: rect.width, ellipsis: glyphs.ellipsis)
        buffer.put(fitted, x: rect.x + (rect.width - DisplayWidth.of(fitted)) / 2, y: y, style: style, clip: rect)
    }

    private func drawBorder(_ box: Rect, into buffer: inout ScreenBuffer) {
        let style = Style(.heading)
        let line = String(repeating: glyphs.horizontal, count: max(0, box.width - 2))
        buffer.put(glyphs.topLeft + line + glyphs.topRight, x: box.x, y: box.y, style: style, clip: box)
        for y in box.y + 1..<max(box.y + 1, box.maxY - 1) {
            buffer.put(glyphs.vertical, x: box.x, y: y, style: style, clip: box)
            buffer.put(glyphs.vertical, x: box.maxX - 1, y: y, style: style, clip: box)
        }
        buffer.put(glyphs.bottomLeft + line + glyphs.bottomRight, x: box.x, y: box.maxY - 1, style: style, clip: box)
    }
}
