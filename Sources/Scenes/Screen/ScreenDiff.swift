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
    /// Whether every cell is written: no previous buffer, or another size.
    public let isFull: Bool
    /// The runs of a diff that is not full.
    private let changed: [Run]
    /// A full diff's buffer: its rows are the runs, read from it where they
    /// are asked for rather than copied (a full paint's cells are a copy of
    /// the whole screen, a first paint's largest cost after drawing it).
    private let whole: ScreenBuffer?

    /// The runs that turn `previous` into `next`; every cell when there is no
    /// previous buffer or its size differs. `rows` (in order) limits the
    /// comparison to the rows that may differ, when the caller knows them.
    public init(from previous: ScreenBuffer?, to next: ScreenBuffer, rows: [Int]? = nil) {
        size = next.size
        let old = previous?.size == next.size ? previous : nil
        isFull = old == nil
        guard let old else {
            // Every cell: each row is one run, with nothing to compare.
            whole = next
            changed = []
            return
        }
        whole = nil
        var runs: [Run] = []
        let width = next.width
        for y in rows ?? Array(0..<next.height) where y >= 0 && y < next.height {
            var changed = [Bool](repeating: false, count: width)
            for x in 0..<width where old.cells[y * width + x] != next.cells[y * width + x] { changed[x] = true }
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
        changed = runs
    }

    /// Consecutive cells of one row to write, starting at column `x`. A wide
    /// grapheme's two cells are always in the same run, lead first.
    public var runs: [Run] {
        var runs: [Run] = []
        forEachRun { x, y, cells in runs.append(Run(x: x, y: y, cells: Array(cells))) }
        return runs
    }

    /// Each run in order, its cells as they are held (a full diff's rows
    /// straight from its buffer, without a copy): what a surface drawing
    /// every run reads.
    public func forEachRun(_ body: (_ x: Int, _ y: Int, _ cells: ArraySlice<Cell>) throws -> Void) rethrows {
        guard let whole else {
            for run in changed { try body(run.x, run.y, run.cells[...]) }
            return
        }
        let width = whole.width
        guard width > 0 else { return }
        for y in 0..<whole.height { try body(0, y, whole.cells[y * width..<(y + 1) * width]) }
    }

    public var isEmpty: Bool { whole.map { $0.cells.isEmpty } ?? changed.isEmpty }

    /// How many cells the runs write.
    public var cellCount: Int { whole?.cells.count ?? changed.reduce(0) { $0 + $1.cells.count } }
}

extension ScreenBuffer {
    /// Writes `diff`'s runs over this buffer: after a full diff, the buffer
    /// is the one the diff was made to (what a surface fed diffs shows).
    public mutating func apply(_ diff: ScreenDiff) {
        if diff.isFull || size != diff.size { self = ScreenBuffer(size: diff.size) }
        diff.forEachRun { x, y, cells in
            for (offset, cell) in cells.enumerated() { set(x: x + offset, y: y, cell) }
        }
    }
}
