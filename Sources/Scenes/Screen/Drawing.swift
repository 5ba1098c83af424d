extension ScreenBuffer {
    /// Draws `text` centred in `row`, cut with `ellipsis` where it does not fit.
    public mutating func putCentered(_ text: String, in row: Rect, style: CellStyle, ellipsis: String) {
        let fitted = text.truncated(toColumns: row.width, ellipsis: ellipsis)
        put(fitted, x: row.x + max(0, (row.width - DisplayWidth.of(fitted)) / 2), y: row.y, style: style, clip: row)
    }

    /// Draws a box along the edges of `rect` with the glyphs' corners and lines.
    public mutating func drawBox(_ rect: Rect, glyphs: Glyphs, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let line = String(copies: glyphs.horizontal, count: rect.width - 2)
        put(glyphs.topLeft + line + glyphs.topRight, x: rect.x, y: rect.y, style: style, clip: rect)
        for y in rect.y + 1..<rect.maxY - 1 {
            put(glyphs.vertical, x: rect.x, y: y, style: style, clip: rect)
            put(glyphs.vertical, x: rect.maxX - 1, y: y, style: style, clip: rect)
        }
        put(glyphs.bottomLeft + line + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style, clip: rect)
    }
}

extension String {
    /// `text` `count` times over (none for a count under one), its bytes
    /// copied at once: `String(repeating:count:)` appends one copy at a
    /// time, and the parts make such lines (a box's edge, a skeleton's
    /// bar) for every screen they draw.
    init(copies text: String, count: Int) {
        var text = text
        self = text.withUTF8 { bytes in
            guard count > 0, let first = bytes.baseAddress else { return "" }
            return String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
                for index in 0..<count { (buffer.baseAddress! + index * bytes.count).initialize(from: first, count: bytes.count) }
                return bytes.count * count
            }
        }
    }
}
