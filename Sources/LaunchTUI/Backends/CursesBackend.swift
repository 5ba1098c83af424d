import CNcurses
import Scenes

/// The interactive front's surface: cells written to the current curses
/// screen with the attributes and colour pairs the `TerminalPalette` gives their
/// styles, then one refresh (curses works out the bytes for the terminal).
final class CursesBackend: Backend {
    private(set) var theme: TerminalPalette
    /// Whether the locale is UTF-8; without it, only ASCII reaches the terminal.
    let unicode: Bool
    /// Whether -1 may stand for the terminal's own colours (use_default_colors).
    private let defaultColors: Bool
    /// Whether the terminal's colours are direct (0xRRGGBB, terminfo's RGB
    /// flag): a report's frames are drawn in their own colours, and the
    /// palette's 256 colours are given as the RGB xterm draws them.
    private let direct: Bool
    private var looks: [CellStyle: (attributes: attr_t, pair: Int32)] = [:]
    /// The style put last and its look.
    private var lastLook: (style: CellStyle, look: (attributes: attr_t, pair: Int32))?
    private var pairs: [Look: Int32] = [:]
    /// Each colour pair's background, by pair number (pair 0, the
    /// terminal's own colours: -1; a report's pixels: nil, never alike).
    private var pairBackgrounds: [Int?] = [-1]

    init(theme: TerminalPalette, unicode: Bool, defaultColors: Bool, direct: Bool = false) {
        self.theme = theme
        self.theme.directColour = direct
        self.unicode = unicode
        self.defaultColors = defaultColors
        self.direct = direct
        // Room for a stage's looks from the start: the first frame meets
        // them all, and growing the tables as it does cost a tenth of drawing it.
        looks.reserveCapacity(128)
        pairs.reserveCapacity(128)
    }

    /// Starts colour on the current curses screen, as many colours as it
    /// has (none with NO_COLOR: curses then never touches the terminal's colours).
    static func start(unicode: Bool, noColor: String?, background: TerminalTheme) -> CursesBackend {
        let wantsColor = ColorLevel.choose(colors: 256, noColor: noColor) != .none
        let colors = wantsColor ? Int(lt_start_color()) : 0
        return CursesBackend(
            theme: TerminalPalette(level: ColorLevel.choose(colors: colors, noColor: noColor), background: background),
            unicode: unicode, defaultColors: colors > 0 && lt_use_default_colors() != 0,
            direct: colors > 0 && lt_direct_colour() != 0)
    }

    func draw(_ diff: ScreenDiff) {
        // Every cell anew: from a blank window, where blanks in the
        // terminal's own colours (most of the stage) need no writing.
        let skipsBlanks = diff.isFull
        if skipsBlanks { werase(lt_stdscr()) }
        // Read once for the frame, not at every cell (a property of the
        // backend is checked for exclusive access at every read and write).
        let drawsPixels = theme.level != .none
        var recent = RecentLooks()
        // Neighbouring cells of one character and one look go to curses in
        // one call (most of a frame); the others a cell at a time. A run
        // is at most a row.
        var pending = PendingRun(capacity: diff.size.width)
        defer { pending.characters.deallocate() }
        // The last cell put, put once more at the end as a cell alone: curses'
        // cursor is then where writing cell by cell left it, and so are the bytes.
        var last: (cell: Cell, x: Int, y: Int)?
        diff.forEachRun { runX, y, cells in
            var lastIndex: Int?
            // Each cell read in place: a cell taken out of the run is copied first.
            cells.withUnsafeBufferPointer { run in
                for offset in run.indices {
                    let x = runX + offset
                    // A run holds a wide grapheme's lead before its continuation,
                    // so the lead covers it; without UTF-8 the lead was drawn
                    // narrow, so blank the continuation.
                    let continuation = run[offset].isContinuation
                    if continuation, unicode { continue }
                    let style = run[offset].style
                    let look = recent.look(of: style) { self.look(for: $0) }
                    // On a window just erased, such a blank is there already.
                    if skipsBlanks, look.attributes == lt_a_normal(), look.pair == 0, continuation || run[offset].grapheme == .space {
                        continue
                    }
                    lastIndex = offset
                    // A space looks the same in any look of its background
                    // (no underline or reverse): it goes on with the run
                    // before, and curses changes the terminal's colours the
                    // fewer times (each change is an escape worked out and sent).
                    if !continuation, run[offset].grapheme == .space, style.pixels == nil,
                        pending.continues(x: x, y: y), blankAlike(look, pending.look)
                    {
                        pending.append(wchar_t(UInt8(ascii: " ")))
                        continue
                    }
                    if continuation || run[offset].width == 1, style.pixels == nil || drawsPixels,
                        let character = continuation ? wchar_t(UInt8(ascii: " ")) : single(run[offset].grapheme)
                    {
                        if !pending.continues(x: x, y: y, look: look) {
                            flush(&pending)
                            pending.start(x: x, y: y, look: look)
                        }
                        pending.append(character)
                    } else {
                        flush(&pending)
                        put(continuation ? Cell.blank(style) : run[offset], x: x, y: y, skipsBlanks: skipsBlanks)
                    }
                }
            }
            if let lastIndex {
                let shown = cells[cells.startIndex + lastIndex]
                last = (shown.isContinuation ? Cell.blank(shown.style) : shown, runX + lastIndex, y)
            }
        }
        flush(&pending)
        if let last { put(last.cell, x: last.x, y: last.y, skipsBlanks: false) }
        refresh()
    }

    /// The looks of the last few styles put, found without hashing: a row
    /// goes back and forth between a few (a phone's frame, its screen, the
    /// stage around it), and most cells share the style of the cell before.
    private struct RecentLooks {
        typealias Entry = (style: CellStyle, look: (attributes: attr_t, pair: Int32))
        var entries: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
        /// The entry the next new style takes, in turn.
        var next = 0
        /// The style asked for last, and its look.
        var last: Entry?

        mutating func look(of style: CellStyle, making: (CellStyle) -> (attributes: attr_t, pair: Int32)) -> (
            attributes: attr_t, pair: Int32
        ) {
            if let last, last.style == style { return last.look }
            let look = recentOrMade(style, making: making)
            last = (style, look)
            return look
        }

        private mutating func recentOrMade(_ style: CellStyle, making: (CellStyle) -> (attributes: attr_t, pair: Int32)) -> (
            attributes: attr_t, pair: Int32
        ) {
            if let entry = entries.0, entry.style == style { return entry.look }
            if let entry = entries.1, entry.style == style { return entry.look }
            if let entry = entries.2, entry.style == style { return entry.look }
            if let entry = entries.3, entry.style == style { return entry.look }
            let entry = (style, making(style))
            switch next {
            case 0: entries.0 = entry
            case 1: entries.1 = entry
            case 2: entries.2 = entry
            default: entries.3 = entry
            }
            next = (next + 1) % 4
            return entry.1
        }
    }

    /// Characters of one look in consecutive columns of one row, waiting to
    /// be put in one call; held in memory of a row's length, made once a frame.
    private struct PendingRun {
        var x = 0
        var y = 0
        var look: (attributes: attr_t, pair: Int32) = (0, 0)
        let characters: UnsafeMutablePointer<wchar_t>
        let capacity: Int
        var count = 0

        init(capacity: Int) {
            self.capacity = max(1, capacity)
            characters = .allocate(capacity: self.capacity)
        }

        /// Whether a cell at (x, y) in `look` goes on the end of this run.
        func continues(x: Int, y: Int, look: (attributes: attr_t, pair: Int32)) -> Bool {
            continues(x: x, y: y) && look == self.look
        }

        /// Whether a cell at (x, y) is the next on this run's row, with room for it.
        func continues(x: Int, y: Int) -> Bool {
            count > 0 && count < capacity && y == self.y && x == self.x + count
        }

        mutating func start(x: Int, y: Int, look: (attributes: attr_t, pair: Int32)) {
            self.x = x
            self.y = y
            self.look = look
        }

        mutating func append(_ character: wchar_t) {
            characters[count] = character
            count += 1
        }
    }

    private func flush(_ pending: inout PendingRun) {
        guard pending.count > 0 else { return }
        lt_put_run(Int32(pending.y), Int32(pending.x), pending.characters, Int32(pending.count), pending.look.attributes, pending.look.pair)
        pending.count = 0
    }

    /// The one character a cell shows, when it is a single one curses can
    /// take as it is: ASCII, or any single scalar with UTF-8. Read off the
    /// cell's bytes; asked of every cell of a frame.
    private func single(_ grapheme: CellText) -> wchar_t? {
        if let byte = grapheme.ascii { return wchar_t(byte) }
        guard let scalar = grapheme.scalar, unicode || scalar.isASCII else { return nil }
        return wchar_t(bitPattern: scalar.value)
    }

    /// The next refresh repaints the whole terminal.
    func clear() { lt_clear_on_next_refresh() }

    /// The palette for another background: every look and colour pair is
    /// made again as it is next drawn (the caller repaints every cell).
    /// False when the background is the one in use.
    func adoptBackground(_ background: TerminalTheme) -> Bool {
        guard background != theme.background else { return false }
        theme.background = background
        looks.removeAll(keepingCapacity: true)
        lastLook = nil
        pairs.removeAll(keepingCapacity: true)
        pairBackgrounds = [-1]
        return true
    }

    /// A style's look, the last one's without hashing: neighbouring cells mostly share a style.
    private func look(of style: CellStyle) -> (attributes: attr_t, pair: Int32) {
        if let last = lastLook, last.style == style { return last.look }
        let look = self.look(for: style)
        lastLook = (style, look)
        return look
    }

    private func put(_ cell: Cell, x: Int, y: Int, skipsBlanks: Bool) {
        let look = look(of: cell.style)
        // On a window just erased, such a blank is there already.
        if skipsBlanks, look.attributes == lt_a_normal(), look.pair == 0, cell.grapheme == .space { return }
        // Without colour, a frame's pixel is a character of the luminance ramp.
        if cell.style.pixels != nil, theme.level == .none {
            _ = lt_put_character(
                Int32(y), Int32(x), wchar_t(theme.text(of: cell).utf8.first ?? UInt8(ascii: " ")), look.attributes, look.pair)
            return
        }
        // Writing the bottom-right cell cannot move the cursor past it; curses
        // reports that as an error, but the cell is drawn.
        let utf8 = cell.text.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
            // One ASCII character, most cells: nothing to build.
            _ = lt_put_character(Int32(y), Int32(x), wchar_t(byte), look.attributes, look.pair)
            return
        }
        let scalars = cell.text.unicodeScalars
        if unicode, let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            // One character without marks (a box-drawing line, a block).
            _ = lt_put_character(Int32(y), Int32(x), wchar_t(bitPattern: first.value), look.attributes, look.pair)
            return
        }
        var characters = Self.wideCharacters(cell.text, unicode: unicode)
        _ = lt_put_cell(Int32(y), Int32(x), &characters, look.attributes, look.pair)
    }

    /// A grapheme as curses wants it: a base character and its combining
    /// marks, NUL-terminated. Without UTF-8, anything beyond ASCII becomes
    /// its nearest ASCII character, or "?".
    static func wideCharacters(_ text: String, unicode: Bool) -> [wchar_t] {
        // One ASCII character, most cells: one small array, not three.
        if text.utf8.count == 1, let byte = text.utf8.first { return [wchar_t(byte), 0] }
        var scalars = Array(text.unicodeScalars.prefix(5))
        if scalars.isEmpty { scalars = [" "] }
        if !unicode {
            scalars = [scalars[0].isASCII ? scalars[0] : asciiFallback[scalars[0]] ?? "?"]
        }
        return scalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    private static let asciiFallback: [Unicode.Scalar: Unicode.Scalar] = [
        "–": "-", "—": "-", "×": "x", "…": "~", "·": "-", "•": "*", "→": ">", "←": "<",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "\u{A0}": " "
    ]

    private func look(for style: CellStyle) -> (attributes: attr_t, pair: Int32) {
        if let known = looks[style] { return known }
        let look = theme.look(for: style)
        var attributes = lt_a_normal()
        if look.attributes.contains(.bold) { attributes |= lt_a_bold() }
        if look.attributes.contains(.dim) { attributes |= lt_a_dim() }
        if look.attributes.contains(.reverse) { attributes |= lt_a_reverse() }
        if look.attributes.contains(.underline) { attributes |= lt_a_underline() }
        let result = (attributes, theme.level == .none ? 0 : pair(for: look))
        looks[style] = result
        return result
    }

    /// The colour pair for a look's colours, made the first time it is asked
    /// for; none (the terminal's own) once the terminal's pairs run out.
    private func pair(for look: Look) -> Int32 {
        var colors = Look(foreground: look.foreground, background: look.background, attributes: [], pixels: direct ? look.pixels : nil)
        if !defaultColors {
            // The terminal cannot say "its own colour": the theme says what it stands for.
            let own = theme.ownColorNumbers
            if colors.foreground < 0 { colors.foreground = own.foreground }
            if colors.background < 0 { colors.background = own.background }
        }
        if colors.foreground < 0 && colors.background < 0 && colors.pixels == nil { return 0 }
        if let known = pairs[colors] { return known }
        let next = pairs.count + 1
        guard next < Int(lt_color_pairs()) else { return 0 }
        let (foreground, background) = direct ? Self.directValues(colors) : (Int32(colors.foreground), Int32(colors.background))
        _ = lt_init_extended_pair(Int32(next), foreground, background)
        pairs[colors] = Int32(next)
        pairBackgrounds.append(colors.pixels == nil ? colors.background : nil)
        return Int32(next)
    }

    /// Whether a space in `look` shows as one in `other`: the same
    /// background, and neither underlined nor reversed (bold and dim
    /// change only a character's strokes, which a space has none of).
    private func blankAlike(_ look: (attributes: attr_t, pair: Int32), _ other: (attributes: attr_t, pair: Int32)) -> Bool {
        if look == other { return true }
        let showing = lt_a_reverse() | lt_a_underline()
        guard look.attributes & showing == 0, other.attributes & showing == 0 else { return false }
        let backgrounds = (Int(look.pair), Int(other.pair))
        guard backgrounds.0 < pairBackgrounds.count, backgrounds.1 < pairBackgrounds.count,
            let one = pairBackgrounds[backgrounds.0], let two = pairBackgrounds[backgrounds.1]
        else { return false }
        return one == two
    }

    /// A look's colours as a direct-colour terminal takes them: 0xRRGGBB,
    /// below 8 the ANSI colours (xterm-direct's setaf), -1 the terminal's own.
    static func directValues(_ look: Look) -> (Int32, Int32) {
        func packed(_ colour: RGB) -> Int32 {
            // Values under 8 would name ANSI colours: the darkest blues become the next one up.
            max(8, Int32(colour.red) << 16 | Int32(colour.green) << 8 | Int32(colour.blue))
        }
        func value(_ index: Int) -> Int32 {
            guard index >= 8 else { return Int32(index) }
            let (r, g, b) = XtermColor.rgb(index)
            return packed(RGB(UInt8(r), UInt8(g), UInt8(b)))
        }
        guard let pixels = look.pixels else { return (value(look.foreground), value(look.background)) }
        return (packed(pixels.top), packed(pixels.bottom))
    }
}
