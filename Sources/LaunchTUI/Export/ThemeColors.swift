import Scenes

/// The colours of a terminal the stage is shown on, as RGB for writers that
/// cannot say "the terminal's own colour": the SVG, and the theme an
/// asciicast carries for its player.
struct ThemeColors {
    /// What -1 (the terminal's own colour) stands for.
    var foreground: String
    var background: String

    init(_ theme: TerminalTheme) {
        switch theme {
        case .dark: (foreground, background) = ("#d0d0d0", "#1c1c1c")
        case .light: (foreground, background) = ("#1c1c1c", "#ffffff")
        }
    }

    /// xterm's first sixteen colours, "#rrggbb" joined by colons, as
    /// asciicast v2's theme wants its palette.
    static var palette: String { (0..<16).map(hex).joined(separator: ":") }

    /// "#5fafff": an xterm 256-colour index as its RGB.
    static func hex(_ index: Int) -> String {
        let rgb = XtermColor.rgb(index)
        return "#" + [rgb.0, rgb.1, rgb.2].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
