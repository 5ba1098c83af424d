import Scenes

/// How many colours the surface gives us.
enum ColorLevel: Hashable, Sendable {
    /// NO_COLOR, or a terminal without colour: attributes carry the difference.
    case none
    /// 8 (or 16) colours.
    case eight
    /// 256 colours or more.
    case full

    /// The level for a terminal with `colors` colours and the user's wishes.
    /// NO_COLOR counts when set to anything but the empty string (no-color.org).
    static func choose(colors: Int, noColor: String?) -> ColorLevel {
        if let noColor, !noColor.isEmpty { return .none }
        if colors >= 256 { return .full }
        return colors >= 8 ? .eight : .none
    }
}

/// How a cell looks: colours as xterm palette indexes (-1 is the terminal's
/// own) and attributes.
struct Look: Hashable, Sendable {
    var foreground: Int
    var background: Int
    var attributes: Attributes
    /// A pixel cell's own colours in direct colour, its foreground the top
    /// pixel's and its background the bottom one's; `foreground` and
    /// `background` are then their nearest 256 colours, for a surface without direct colour.
    var pixels: PixelPair? = nil

    static let terminal = Look(foreground: -1, background: -1, attributes: [])
}

/// The one place where colours are decided. Every surface (curses on the
/// user's terminal, the ANSI bytes of a recording, an SVG still) asks it how
/// a cell's style looks, and what the terminal's own colours stand for where
/// the surface cannot say "the terminal's own"; each then only spells the
/// answer in its own terms (curses attributes and pairs, SGR codes, SVG
/// attributes).
struct TerminalPalette: Hashable, Sendable {
    /// How many colours there are to choose from.
    var level: ColorLevel
    /// The terminal's background, which the stage outside the phones is drawn on.
    var background: TerminalTheme
    /// Whether the surface draws any RGB colour (a report's frames' pixels):
    /// pictures and recordings do, a terminal when it says so.
    var directColour: Bool

    init(level: ColorLevel = .full, background: TerminalTheme = .dark, directColour: Bool = true) {
        self.level = level
        self.background = background
        self.directColour = directColour
    }

    /// The look of a cell in `style` (the palette's tables for the level and
    /// background; a pixel cell's own colours).
    func look(for style: CellStyle) -> Look {
        if let pixels = style.pixels { return look(for: pixels) }
        return TerminalPalette.look(for: style, level: level, theme: background)
    }

    // MARK: - The terminal's own colours

    /// What the terminal's own foreground and background (-1) stand for as
    /// sRGB, for surfaces that must name a colour: an SVG, and the theme an
    /// asciicast carries for its player. xterm's greys 252 on 234 for a
    /// dark terminal, 234 on white for a light one.
    var ownRGB: (foreground: String, background: String) {
        switch background {
        case .dark: ("#d0d0d0", "#1c1c1c")
        case .light: ("#1c1c1c", "#ffffff")
        }
    }

    /// What the terminal's own colours (-1) stand for on a terminal that
    /// cannot use them (curses without default colours): white on black, or
    /// black on white for a light terminal, as colour numbers.
    var ownColorNumbers: (foreground: Int, background: Int) {
        background == .dark ? (7, 0) : (0, 7)
    }

    /// The sRGB colours a look paints with: the terminal's own resolved,
    /// reverse applied; a nil background is the terminal's own, left unpainted.
    func paint(_ look: Look) -> (foreground: String, background: String?) {
        let own = ownRGB
        var foreground = look.pixels.map { Self.hex($0.top) } ?? (look.foreground < 0 ? own.foreground : Self.hex(look.foreground))
        var background = look.pixels.map { Self.hex($0.bottom) } ?? (look.background < 0 ? nil : Self.hex(look.background))
        if look.attributes.contains(.reverse) {
            (foreground, background) = (background ?? own.background, foreground)
        }
        return (foreground, background)
    }

    /// How a surface that names colours (an SVG, a web page) draws dim:
    /// at this opacity, as terminals draw it about half as bright.
    static let dimOpacity = "0.6"

    // MARK: - The filmstrip's chart

    /// Each pane's visual progress curve on the filmstrip, in pane order,
    /// as sRGB: blue and teal, darker on a light background.
    var curveRGB: [String] {
        background == .light ? ["#2563eb", "#0f766e"] : ["#60a5fa", "#2dd4bf"]
    }

    /// WebPageTest's filmstrip marks: the orange border of a column that
    /// changed since the one before, and the red one where content first shows.
    static let changedRGB = "#FEB301"
    static let firstContentRGB = "#FF0000"
    /// The dashed border of a column where content moved: the violet of
    /// the shift regions' tint (`Role.shifted`, xterm's 61).
    static let shiftedRGB = "#5F5FAF"

    /// xterm's first sixteen colours, "#rrggbb" joined by colons, as
    /// asciicast v2's theme wants its palette.
    static var systemPalette: String { (0..<16).map(hex).joined(separator: ":") }

    /// "#5fafff": an xterm 256-colour index as its RGB.
    static func hex(_ index: Int) -> String {
        let rgb = XtermColor.rgb(index)
        return "#" + [rgb.0, rgb.1, rgb.2].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
}
