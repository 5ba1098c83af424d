/// What changed from one screen buffer to the next, as runs of cells to
/// write (ratatui's two buffers and `Backend::draw(diff)`): the one input of
/// every output path, the curses front's and the recorder's. Pure.
public struct ScreenDiff: Hashable, Sendable {
    /// Consecutive cells of one row to write, starting at column `x`. A wide
    /// grapheme's two cells are always in the same run, lead first.
    public struct Run: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public var cells: [Cell]
    }

    public let size: Size
    public let runs: [Run]
    /// Whether every cell is written: no previous buffer, or another size.
    public let isFull: Bool

    /// The runs that turn `previous` into `next`; every cell when there is no
    /// previous buffer or its size differs. `rows` (in order) limits the
    /// comparison to the rows that may differ, when the caller knows them.
    public init(from previous: ScreenBuffer?, to next: ScreenBuffer, rows: [Int]? = nil) {
        size = next.size
        let old = previous?.size == next.size ? previous : nil
        isFull = old == nil
        var runs: [Run] = []
        let width = next.width
        for y in old == nil ? Array(0..<next.height) : rows ?? Array(0..<next.height) where y >= 0 && y < next.height {
            // Every cell: each row is one run, with nothing to compare.
            if old == nil {
                if width > 0 { runs.append(Run(x: 0, y: y, cells: Array(next.cells[y * width..<(y + 1) * width]))) }
                continue
            }
            var changed = [Bool](repeating: old == nil, count: width)
            if let old {
                for x in 0..<width where old.cells[y * width + x] != next.cells[y * width + x] { changed[x] = true }
            }
            // Keep wide graphemes whole: a changed half takes its other half along.
            for x in 0..<width where changed[x] {
                if next[x, y].isContinuation, x > 0 { changed[x - 1] = true }
                if next[x, y].width == 2, x + 1 < width { changed[x + 1] = true }
            }
            var x = 0
            while x < width {
                guard changed[x] else { x += 1; continue }
                let start = x
                while x < width, changed[x] { x += 1 }
                runs.append(Run(x: start, y: y, cells: Array(next.cells[y * width + start..<y * width + x])))
            }
        }
        self.runs = runs
    }

    public var isEmpty: Bool { runs.isEmpty }

    /// How many cells the runs write.
    public var cellCount: Int { runs.reduce(0) { $0 + $1.cells.count } }
}

extension ScreenBuffer {
    /// Writes `diff`'s runs over this buffer: after a full diff, the buffer
    /// is the one the diff was made to (what a surface fed diffs shows).
    public mutating func apply(_ diff: ScreenDiff) {
        if diff.isFull || size != diff.size { self = ScreenBuffer(size: diff.size) }
        for run in diff.runs {
            for (offset, cell) in run.cells.enumerated() { set(x: run.x + offset, y: run.y, cell) }
        }
    }
}
