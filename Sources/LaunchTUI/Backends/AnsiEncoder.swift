import Scenes

/// Turns a `ScreenDiff` into the bytes a terminal (or an asciicast player's
/// emulator) needs: cursor moves to each run, SGR colours from the `TerminalPalette`, and
/// the cells' text with every control character made harmless.
struct AnsiEncoder {
    let theme: TerminalPalette
    private var sequences: [CellStyle: String] = [:]

    /// `directColour`: a report's frames' pixels in their own colours
    /// (`38;2;R;G;B`), as asciicast players draw them; else in 256.
    init(level: ColorLevel = .full, theme: TerminalTheme = .dark, directColour: Bool = true) {
        self.theme = TerminalPalette(level: level, background: theme, directColour: directColour)
    }

    private static let escape = "\u{1B}["

    /// The bytes for `diff`. A full diff first resets the attributes, hides
    /// the cursor and clears the screen. Each call starts from no known SGR
    /// state, so the output of one diff stands on its own.
    mutating func encode(_ diff: ScreenDiff) -> String {
        var out = diff.isFull ? Self.escape + "0m" + Self.escape + "?25l" + Self.escape + "H" + Self.escape + "2J" : ""
        var current: CellStyle?
        for run in diff.runs {
            out += Self.escape + "\(run.y + 1);\(run.x + 1)H"
            for cell in run.cells where !cell.isContinuation {
                if cell.style != current {
                    out += sgr(for: cell.style)
                    current = cell.style
                }
                // Buffers already hold no controls (`put` replaces them); the
                // bytes must never carry one, whatever built the buffer.
                out += cell.grapheme == .empty ? " " : theme.text(of: cell).withoutControlCharacters
            }
        }
        return out
    }

    /// "ESC[0;1;38;5;75;48;5;234m": reset, then the look's attributes and colours.
    mutating func sgr(for style: CellStyle) -> String {
        if let known = sequences[style] { return known }
        let look = theme.look(for: style)
        var codes = ["0"]
        if look.attributes.contains(.bold) { codes.append("1") }
        if look.attributes.contains(.dim) { codes.append("2") }
        if look.attributes.contains(.underline) { codes.append("4") }
        if look.attributes.contains(.reverse) { codes.append("7") }
        if let pixels = look.pixels {
            codes += Self.color(pixels.top, extended: 38) + Self.color(pixels.bottom, extended: 48)
        } else if theme.level != .none {
            codes += Self.color(look.foreground, base: 30, extended: 38)
            codes += Self.color(look.background, base: 40, extended: 48)
        }
        let sequence = Self.escape + codes.joined(separator: ";") + "m"
        sequences[style] = sequence
        return sequence
    }

    /// SGR codes for a direct colour: `38;2;R;G;B`.
    private static func color(_ color: RGB, extended: Int) -> [String] {
        [String(extended), "2", String(color.red), String(color.green), String(color.blue)]
    }

    /// SGR codes for one colour: none for the terminal's own (-1), `30+N`
    /// for the first eight, `38;5;N` beyond.
    private static func color(_ color: Int, base: Int, extended: Int) -> [String] {
        if color < 0 { return [] }
        if color < 8 { return [String(base + color)] }
        return [String(extended), "5", String(color)]
    }
}
