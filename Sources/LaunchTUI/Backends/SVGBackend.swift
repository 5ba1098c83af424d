import Scenes

/// A still's surface: the screen the diffs drew, as a standalone SVG
/// (`SVGWriter`) for the terminal background it is shown on.
final class SVGBackend: Backend {
    let background: TerminalTheme
    /// What the diffs drew so far.
    private(set) var shown: ScreenBuffer?

    init(background: TerminalTheme) { self.background = background }

    func draw(_ diff: ScreenDiff) {
        var screen = shown ?? ScreenBuffer(size: diff.size)
        screen.apply(diff)
        shown = screen
    }

    func clear() {}

    /// The SVG of what is shown.
    var svg: String { SVGWriter.svg(shown ?? ScreenBuffer(size: Size(width: 0, height: 0)), theme: background) }
}
