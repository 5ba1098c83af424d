import CNcurses
import Scenes

/// The curses session on the user's terminal: started with `open`, ended by
/// `close`, the one cleanup every way out goes through (it leaves the
/// alternate screen, shows the cursor and puts back the terminal modes the
/// shell left). It presents screen buffers by writing only the cells that
/// changed, and reads the keyboard as raw bytes (the front decodes them).
final class Terminal {
    /// The colours: as many as the terminal has, for its background.
    let theme: Theme
    /// Whether the locale is UTF-8; without it, only ASCII reaches the terminal.
    let unicode: Bool
    private(set) var size: Size
    private var screen: OpaquePointer?
    /// The buffer on screen, to compare the next one with; nil after a
    /// resize or a repaint, when every cell must be written.
    private var presented: ScreenBuffer?
    private var looks: [Style: (attributes: attr_t, pair: Int16)] = [:]
    /// The style put last and its look.
    private var lastLook: (style: Style, look: (attributes: attr_t, pair: Int16))?
    private var pairs: [Look: Int16] = [:]
    private let defaultColors: Bool
    private let armsCrash: Bool
    /// Cells written to curses and cells skipped as unchanged, over every
    /// present so far (the bench reads them).
    private(set) var cellsWritten = 0
    private(set) var cellsSkipped = 0

    /// Starts curses; nil when curses cannot drive the terminal `TERM` names.
    static func open(unicode: Bool, noColor: String?, theme: TerminalTheme = .dark) -> Terminal? {
        Signals.saveShellModes()
        guard let screen = lt_newterm() else {
            Signals.restoreShellModes()
            return nil
        }
        lt_configure_screen()
        let terminal = Terminal(screen: screen, unicode: unicode, noColor: noColor, theme: theme, armsCrash: true)
        Signals.armCrash()
        return terminal
    }

    /// Takes over a curses screen that writes somewhere other than the
    /// user's terminal (the bench's counted pipe), already configured. The
    /// crash cleanup stays as it is: the user's terminal is not in curses' modes.
    static func adopt(screen: OpaquePointer, unicode: Bool) -> Terminal {
        Terminal(screen: screen, unicode: unicode, noColor: nil, theme: .dark, armsCrash: false)
    }

    /// Starts colour; with NO_COLOR, curses never touches the terminal's colours.
    private init(screen: OpaquePointer, unicode: Bool, noColor: String?, theme: TerminalTheme, armsCrash: Bool) {
        let wantsColor = ColorLevel.choose(colors: 256, noColor: noColor) != .none
        let colors = wantsColor ? Int(lt_start_color()) : 0
        self.screen = screen
        self.theme = Theme(level: ColorLevel.choose(colors: colors, noColor: noColor), background: theme)
        self.unicode = unicode
        self.defaultColors = colors > 0 && lt_use_default_colors() != 0
        self.armsCrash = armsCrash
        size = Size(width: Int(lt_cols()), height: Int(lt_lines()))
    }

    deinit { close() }

    /// Leaves the alternate screen, shows the cursor, puts back the modes
    /// the shell left. Safe to call more than once.
    func close() {
        guard let screen else { return }
        if armsCrash { Signals.disarmCrash() }
        leaveCurses()
        delscreen(screen)
        self.screen = nil
        if armsCrash { Signals.restoreShellModes() }
    }

    /// Before the process stops (Ctrl-Z): the terminal as the shell left it.
    func suspend() {
        leaveCurses()
        Signals.restoreShellModes()
    }

    /// Ends curses' modes. A terminal without an alternate screen is cleared
    /// first, so the shell does not write over the stage's last frame.
    private func leaveCurses() {
        if lt_has_alternate_screen() == 0 {
            erase()
            refresh()
        }
        endwin()
    }

    /// After the process goes on: curses' modes again, and every cell
    /// repainted (the shell, or whoever ran meanwhile, drew over it). The
    /// size may have changed while stopped.
    func resume() {
        refresh()
        adoptWindowSize()
        repaintAll()
    }

    /// After a stop that was not ours (SIGSTOP, then SIGCONT): whoever had
    /// the terminal meanwhile may have changed its modes; curses' again.
    /// (The run loop then adopts the size and repaints every cell.)
    func reenterProgramModes() { _ = reset_prog_mode() }

    // MARK: - Input

    /// The bytes waiting on standard input, without blocking (empty when
    /// there are none); nil when the input has ended (the terminal went away).
    func readInput() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBufferPointer { lt_read_input($0.baseAddress, $0.count) }
        if count < 0 { return nil }
        return Array(bytes[0..<count])
    }

    /// Reads the window's size (after SIGWINCH) and forgets what is on
    /// screen: a terminal or multiplexer may have reflowed or cleared it, so
    /// the next present repaints every cell, whether the size changed or not.
    @discardableResult
    func adoptWindowSize() -> Size {
        lt_adopt_window_size()
        size = Size(width: Int(lt_cols()), height: Int(lt_lines()))
        repaintAll()
        return size
    }

    /// Forgets what is on screen: the next present writes every cell, and
    /// curses repaints the whole terminal.
    func repaintAll() {
        presented = nil
        lt_clear_on_next_refresh()
    }

    // MARK: - Drawing

    /// Writes the cells that differ from the last buffer presented (the
    /// pure `ScreenDiff` the recorder writes from too), then updates the
    /// terminal once.
    func present(_ buffer: ScreenBuffer) {
        let diff = ScreenDiff(from: presented, to: buffer)
        // Every cell anew: from a blank window, where blanks in the
        // terminal's own colours (most of the stage) need no writing.
        let skipsBlanks = diff.isFull
        if skipsBlanks { werase(lt_stdscr()) }
        for run in diff.runs {
            for (offset, cell) in run.cells.enumerated() {
                // A run holds a wide grapheme's lead before its continuation,
                // so the lead covers it; without UTF-8 the lead was drawn
                // narrow, so blank the continuation.
                if cell.isContinuation {
                    if !unicode { put(Cell.blank(cell.style), x: run.x + offset, y: run.y, skipsBlanks: skipsBlanks) }
                    continue
                }
                put(cell, x: run.x + offset, y: run.y, skipsBlanks: skipsBlanks)
            }
        }
        cellsWritten += diff.cellCount
        cellsSkipped += buffer.cells.count - diff.cellCount
        refresh()
        presented = buffer
    }

    private func put(_ cell: Cell, x: Int, y: Int, skipsBlanks: Bool) {
        // Neighbouring cells mostly share a style: no hashing for those.
        let look: (attributes: attr_t, pair: Int16)
        if let last = lastLook, last.style == cell.style {
            look = last.look
        } else {
            look = self.look(for: cell.style)
            lastLook = (cell.style, look)
        }
        // On a window just erased, such a blank is there already.
        if skipsBlanks, look.attributes == lt_a_normal(), look.pair == 0, cell.text == " " { return }
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
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "\u{A0}": " ",
    ]

    private func look(for style: Style) -> (attributes: attr_t, pair: Int16) {
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

    /// The colour pair for a look's colours, made the first time it is asked for.
    private func pair(for look: Look) -> Int16 {
        var colors = Look(foreground: look.foreground, background: look.background, attributes: [])
        if !defaultColors {
            // The terminal cannot say "its own colour": the theme says what it stands for.
            let own = theme.ownColorNumbers
            if colors.foreground < 0 { colors.foreground = own.foreground }
            if colors.background < 0 { colors.background = own.background }
        }
        if colors.foreground < 0 && colors.background < 0 { return 0 }
        if let known = pairs[colors] { return known }
        let next = pairs.count + 1
        guard next < min(Int(lt_color_pairs()), Int(Int16.max)) else { return 0 }
        _ = lt_init_pair(Int16(next), Int16(colors.foreground), Int16(colors.background))
        pairs[colors] = Int16(next)
        return Int16(next)
    }
}
