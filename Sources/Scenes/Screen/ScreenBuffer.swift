/// An in-memory screen: a grid of cells that parts draw into and that the
/// front, the snapshot command and the tests read. It never knows a terminal.
public struct ScreenBuffer: Hashable, Sendable, CustomStringConvertible {
    public let size: Size
    public private(set) var cells: [Cell]

    public init(size: Size, fill: Cell = .blank()) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    /// The size and the text form: what a failed test shows of a buffer.
    public var description: String { "ScreenBuffer \(size)\n" + text }

    public var width: Int { size.width }
    public var height: Int { size.height }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    /// Writes one cell, keeping wide graphemes whole: a cell that overwrites
    /// half of a wide grapheme blanks its other half.
    mutating func set(x: Int, y: Int, _ cell: consuming Cell) {
        guard bounds.contains(x: x, y: y) else { return }
        let index = y * width + x
        // Only the old cell's width is read, in place.
        let old = cells[index].width
        if old == 0, x > 0, !cell.isContinuation {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if old == 2, x + 1 < width, cell.width != 2 {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Draws `text` from column `x` on row `y`, clipped to `clip` (the whole
    /// buffer by default). Control characters are replaced; a wide grapheme
    /// that would straddle the clip's right edge becomes a blank. Returns the
    /// column after the last one written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard y >= area.y, y < area.maxY else { return x + DisplayWidth.of(text.withoutControlCharacters) }
        // Most text on the stage: a scalar a grapheme and a column
        // (`isOneColumnAlone`), laid in one pass over its UTF-8, each cell's
        // bytes taken as they are. Text with any other scalar is laid again
        // from its start, a grapheme at a time, below: the cells laid before
        // it are the same ones, laid again.
        var laid = true
        var end = x
        var contiguous = text
        contiguous.withUTF8 { bytes in
            withRow(y) { row in
                var column = x
                var index = 0
                while index < bytes.count {
                    // A String's UTF-8 is well formed: the lead byte says how many follow.
                    let lead = bytes[index]
                    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
                    var bits = UInt64(lead)
                    for offset in 1..<length {
                        let byte = bytes[index + offset]
                        value = value << 6 | UInt32(byte & 0x3F)
                        bits |= UInt64(byte) << (8 * UInt64(offset))
                    }
                    guard DisplayWidth.isOneColumnAlone(value: value) else {
                        laid = false
                        return
                    }
                    // Past the clip, only whether the rest is all such scalars matters.
                    if column < area.maxX {
                        if column >= area.x { row.setNarrow(column, Cell(CellText(bits: bits), style: style)) }
                        column += 1
                    }
                    index += length
                }
                end = column
            }
        }
        if laid { return end }
        var column = x
        for character in text.withoutControlCharacters {
            let columns = DisplayWidth.of(character)
            if columns == 0 {
                // A lone combining mark: attach it to the cell before, if drawn.
                if column - 1 >= area.x, column - 1 < area.maxX, column - 1 < width {
                    var previous = self[column - 1, y]
                    if !previous.isContinuation && previous.grapheme != .space {
                        previous.text.append(character)
                        set(x: column - 1, y: y, previous)
                    }
                }
                continue
            }
            if column >= area.maxX { break }
            if column >= area.x {
                if columns == 2 && column + 1 >= area.maxX {
                    set(x: column, y: y, .blank(style))
                } else {
                    set(x: column, y: y, Cell(String(character), width: columns, style: style))
                    if columns == 2 { set(x: column + 1, y: y, Cell(CellText.empty, width: 0, style: style)) }
                }
            } else if columns == 2 && column + 1 == area.x {
                // The left half falls outside the clip: show a blank for the right half.
                set(x: column + 1, y: y, .blank(style))
            }
            column += columns
        }
        return column
    }

    /// One row's cells in place, for text laid a column at a time: through
    /// the buffer's memory, not an array's checks at every cell.
    private mutating func withRow(_ y: Int, _ body: (inout Row) -> Void) {
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let first = cells.baseAddress else { return }
            var row = Row(cells: first + y * width, width: width)
            body(&row)
        }
    }

    /// A row's cells in the buffer's memory (`withRow`).
    private struct Row {
        let cells: UnsafeMutablePointer<Cell>
        let width: Int

        /// `set(x:y:_:)` for a one-column cell at column `x`, in the row:
        /// half of a wide grapheme it overwrites is blanked as there.
        func setNarrow(_ x: Int, _ cell: consuming Cell) {
            let old = cells[x].width
            if old == 0, x > 0 {
                cells[x - 1] = .blank(cells[x - 1].style)
            } else if old == 2, x + 1 < width {
                cells[x + 1] = .blank(cells[x + 1].style)
            }
            cells[x] = cell
        }
    }

    /// Whether every cell of `rect` (what of it is in the buffer) is a
    /// blank in `style`: filling it with spaces in that style changes nothing.
    func isBlank(_ rect: Rect, style: CellStyle) -> Bool {
        let area = rect.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return true }
        let blank = Cell.blank(style)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where cells[y * width + x] != blank { return false }
        }
        return true
    }

    /// Fills a rectangle with one character (a space by default).
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if character == " " {
            // As `set` would write each cell, but for the wide graphemes cut
            // at the area's edges: set each cell in place, through the
            // buffer's memory.
            let width = width
            cells.withUnsafeMutableBufferPointer { cells in
                for y in area.y..<area.maxY {
                    let row = y * width
                    if area.x > 0, cells[row + area.x].width == 0 {
                        cells[row + area.x - 1] = .blank(cells[row + area.x - 1].style)
                    }
                    if area.maxX < width, cells[row + area.maxX - 1].width == 2 {
                        cells[row + area.maxX] = .blank(cells[row + area.maxX].style)
                    }
                    for index in (row + area.x)..<(row + area.maxX) { cells[index] = .blank(style) }
                }
            }
            return
        }
        let line = String(repeating: character, count: area.width / max(1, DisplayWidth.of(character)))
        for y in area.y..<area.maxY { put(line, x: area.x, y: y, style: style, clip: area) }
    }

    /// Changes the style of every cell in a rectangle, keeping its text.
    public mutating func restyle(_ rect: Rect, _ transform: (CellStyle) -> CellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { cells[y * width + x].style = transform(cells[y * width + x].style) }
        }
    }

    /// Copies another buffer in with its top-left cell at (x, y).
    public mutating func blit(_ other: ScreenBuffer, x: Int, y: Int) {
        paste(other, x: x, y: y)
        mendWidePairs()
    }

    /// Puts another buffer's cells in with its top-left cell at (x, y), as
    /// drawing them there would have: row by row, each run copied at once,
    /// and a wide grapheme on this buffer's side of an edge that the paste
    /// cut in half blanked.
    mutating func paste(_ other: ScreenBuffer, x: Int, y: Int) { paste(other, x: x, y: y, rows: 0..<other.height) }

    /// `paste(_:x:y:)` of `other`'s rows `rows` alone (its own, in order):
    /// the rest are taken to be there already.
    mutating func paste(_ other: ScreenBuffer, x: Int, y: Int, rows: some Sequence<Int>) {
        let area = Rect(x: x, y: y, width: other.width, height: other.height).intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        for own in rows where own + y >= area.y && own + y < area.maxY {
            let row = own + y
            let from = (row - y) * other.width + (area.x - x)
            cells.replaceSubrange(
                (row * width + area.x)..<(row * width + area.maxX),
                with: other.cells[from..<(from + area.width)])
            // The other half of a wide grapheme, outside, left alone by the paste.
            if area.x > 0, cells[row * width + area.x - 1].width == 2, cells[row * width + area.x].width != 0 {
                cells[row * width + area.x - 1] = .blank(cells[row * width + area.x - 1].style)
            }
            if area.maxX < width, cells[row * width + area.maxX].width == 0, cells[row * width + area.maxX - 1].width != 2 {
                cells[row * width + area.maxX] = .blank(cells[row * width + area.maxX].style)
            }
        }
    }

    /// Copies whole rows from a buffer of the same size.
    public mutating func copyRows(_ rows: [Int], from other: ScreenBuffer) {
        guard other.size == size else { return }
        for y in rows where y >= 0 && y < height {
            cells.replaceSubrange(y * width..<(y + 1) * width, with: other.cells[y * width..<(y + 1) * width])
        }
    }

    /// Row `y`'s cells, left first.
    public func row(_ y: Int) -> ArraySlice<Cell> {
        cells[(y * width)..<((y + 1) * width)]
    }

    /// Sets row `y` to `row`, a row of this buffer's width (as `row(_:)` gave it).
    mutating func setRow(_ y: Int, to row: [Cell]) {
        guard y >= 0, y < height, row.count == width else { return }
        cells.replaceSubrange(y * width..<(y + 1) * width, with: row)
    }

    /// A buffer of the cells inside `rect`.
    public func cropped(to rect: Rect) -> ScreenBuffer {
        let area = rect.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return ScreenBuffer(size: Size(width: area.width, height: area.height)) }
        // Row by row, each a run of cells copied at once.
        var cells: [Cell] = []
        cells.reserveCapacity(area.width * area.height)
        for y in area.y..<area.maxY { cells += self.cells[(y * width + area.x)..<(y * width + area.maxX)] }
        var result = ScreenBuffer(size: Size(width: area.width, height: area.height), cells: cells)
        result.mendWidePairs()
        return result
    }

    /// A buffer of `cells`, row after row (as many as the size holds).
    private init(size: Size, cells: [Cell]) {
        self.size = size
        self.cells = cells
    }

    /// Blanks the halves of wide graphemes that copying cut from their
    /// other half, at the edges of what was copied. Only the widths are
    /// read, in place.
    mutating func mendWidePairs() {
        let width = width, height = height
        // Through the buffer's memory: a read through the array checks its
        // bounds and its uniqueness at every cell, and most screens have no wide cell.
        cells.withUnsafeMutableBufferPointer { cells in
            for y in 0..<height {
                let row = y * width
                for x in 0..<width {
                    let index = row + x
                    if cells[index].width == 0, x == 0 || cells[index - 1].width != 2 {
                        cells[index] = .blank(cells[index].style)
                    } else if cells[index].width == 2, x + 1 >= width || cells[index + 1].width != 0 {
                        cells[index] = .blank(cells[index].style)
                    }
                }
            }
        }
    }

    /// The cells of one row as text, wide graphemes once.
    public func line(_ y: Int) -> String {
        var text: [UInt8] = []
        for x in 0..<width where !self[x, y].isContinuation { self[x, y].grapheme.appendUTF8(to: &text) }
        return String(decoding: text, as: UTF8.self)
    }
}
