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
        let rgb: (Int, Int, Int)
        switch index {
        case 0..<16:
            let base = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
            rgb = base[index]
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255], cube = index - 16
            rgb = (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
        default:
            let gray = 8 + 10 * (min(255, max(232, index)) - 232)
            rgb = (gray, gray, gray)
        }
        return "#" + [rgb.0, rgb.1, rgb.2].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
