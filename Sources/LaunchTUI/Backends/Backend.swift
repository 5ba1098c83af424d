import Scenes

/// A live surface a screen buffer is shown on, frame after frame, as
/// ratatui's `Backend`: it is fed the pure `ScreenDiff` of two buffers
/// (every cell after a full one, only what changed otherwise) and shows it.
/// One implementation per surface: `CursesBackend` for the interactive
/// front, `AnsiBackend` for a recording's bytes. Each asks the `TerminalPalette` how a
/// style looks and spells the answer in its own terms. A picture of one
/// buffer is a `StillFormat` instead.
protocol Backend: AnyObject {
    /// Draws the runs of `diff` and shows the result. After a full diff the
    /// surface shows exactly the buffer it came from.
    func draw(_ diff: ScreenDiff)
    /// The surface cannot be trusted to show what was drawn (Ctrl-L, a
    /// resize): the next draw, a full one, repaints every cell of it.
    func clear()
}

/// A backend and the buffer it shows, as ratatui's `Terminal`: `present`
/// diffs the next buffer against the last and hands the backend only that.
final class Display {
    let backend: any Backend
    /// The buffer shown, to compare the next one with; nil at first and
    /// after `clear`, when every cell must be written.
    private(set) var presented: ScreenBuffer?
    /// Cells written and cells skipped as unchanged, over every present so
    /// far (the bench reads them).
    private(set) var cellsWritten = 0
    private(set) var cellsSkipped = 0

    init(_ backend: any Backend) { self.backend = backend }

    /// Shows `buffer`, drawing only the cells that differ from the last
    /// one; returns what was drawn (pictures over the cells look at it).
    @discardableResult
    func present(_ buffer: ScreenBuffer) -> ScreenDiff {
        let diff = ScreenDiff(from: presented, to: buffer)
        backend.draw(diff)
        cellsWritten += diff.cellCount
        cellsSkipped += buffer.cells.count - diff.cellCount
        presented = buffer
        return diff
    }

    /// Forgets what is shown: the next present writes every cell, and the
    /// backend repaints the whole surface.
    func clear() {
        presented = nil
        backend.clear()
    }
}
