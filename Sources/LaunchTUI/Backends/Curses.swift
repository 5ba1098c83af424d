import CNcurses
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The choices made about curses: how a session starts, the modes it runs
/// in, what terminfo says the terminal can do. (The C shim only exposes
/// what Swift cannot reach.)
enum Curses {
    /// Starts curses on standard output and input for $TERM. Unlike initscr,
    /// which exits the process when the terminal is unknown, nil then; nil
    /// too for a terminal that curses knows but that cannot address the
    /// cursor (TERM=dumb cannot show the demo). At most `most`: a larger
    /// terminal is driven in its top-left corner of that size.
    static func startOnStandardStreams(atMost most: Size) -> OpaquePointer? {
        // Esc must not wait a second for a sequence that never comes; 25 ms
        // is plenty for a terminal's own escape sequences. A user's setting stays.
        setenv("ESCDELAY", "25", 0)
        // curses keeps screens of the terminal's size, sized at newterm from
        // LINES and COLUMNS where they are set, else from the window: for a
        // terminal past `most`, they say `most` while it starts (10000x10000
        // would be gigabytes), and are put back after.
        var lines: Int32 = 0, columns: Int32 = 0
        _ = lt_window_size(&lines, &columns)
        let taken = (lines: number("LINES") ?? Int(lines), columns: number("COLUMNS") ?? Int(columns))
        var previous: [(name: String, value: String?)] = []
        if taken.lines > most.height || taken.columns > most.width {
            for (name, value) in [("LINES", min(taken.lines, most.height)), ("COLUMNS", min(taken.columns, most.width))] {
                previous.append((name, Environment.variable(name)))
                setenv(name, String(value), 1)
            }
        }
        defer {
            for (name, value) in previous {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        let started = directColourType().map { name in name.withCString { lt_newterm_named($0) } } ?? lt_newterm_stdio()
        guard let screen = started else { return nil }
        guard capability("cup") != nil else {
            endwin()
            delscreen(screen)
            return nil
        }
        // Coming back reads the window's size again: while LINES and COLUMNS still say `most`.
        sendFramesWhole()
        return screen
    }

    /// Makes curses keep a frame's bytes and send them whole, in a write
    /// or a few as its buffer fills. Until its screen has once been left
    /// and come back to (its "initial" state), ncurses sends what it has
    /// after every cursor move: a frame went out in a write for every
    /// move, eighty and more for the demo's first, each waking the
    /// terminal. So the screen is left and come back to at once, before
    /// anything is drawn and before any colour is set (coming back would
    /// then put the terminal's palette back). Leaving goes out in the same
    /// write as the start's entering, which a terminal reads whole: it never
    /// shows anything but the shell's screen before the first frame.
    static func sendFramesWhole() {
        endwin()
        doupdate()
    }

    /// The terminal type to start curses as when the terminal says it has
    /// direct colour (`COLORTERM` `truecolor` or `24bit`) but `TERM`'s
    /// terminfo entry does not: the same type's `-direct` entry
    /// (`xterm-256color` as `xterm-direct`), when terminfo has one that
    /// says RGB. Nil to start as `TERM`, which curses draws 256 colours on.
    static func directColourType() -> String? {
        guard let said = Environment.variable("COLORTERM")?.lowercased(), said == "truecolor" || said == "24bit",
            let term = Environment.variable("TERM"), !term.isEmpty, !term.contains("/"), lt_terminal_is_direct(nil) == 0
        else { return nil }
        var base = Substring(term)
        for suffix in ["-256color", "-88color", "-truecolor", "-24bit", "-direct"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
        }
        let candidate = base + "-direct"
        return candidate.withCString { lt_terminal_is_direct($0) } != 0 ? String(candidate) : nil
    }

    /// An environment variable's number, as curses reads it: nil unless above 0.
    private static func number(_ name: String) -> Int? {
        Environment.variable(name).flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The modes the front runs in: keys at once, no echo, reads that never
    /// block (the run loop reads raw bytes and decodes them itself), no
    /// cursor, and no update cut short by typeahead curses never reads.
    static func configure() {
        cbreak()
        noecho()
        nonl()
        intrflush(lt_stdscr(), false)
        // Keys are read as raw bytes and decoded by the front (application
        // keypad and cursor modes stay off; the decoder knows both forms).
        keypad(lt_stdscr(), false)
        nodelay(lt_stdscr(), true)
        leaveok(lt_stdscr(), true)
        scrollok(lt_stdscr(), false)
        // Curses never reads the keyboard here, so pending keys must not make
        // it cut an update short (the front's diff assumes every write landed).
        typeahead(-1)
        curs_set(0)
    }

    /// Whether the terminal has an alternate screen (smcup): without one (the
    /// Linux console, a VT100) the demo's last frame would stay on the screen
    /// the shell goes on writing to, so the front clears it before leaving.
    static var hasAlternateScreen: Bool { capability("smcup").map { !$0.isEmpty } ?? false }

    /// A string capability of the terminal curses drives; nil when it has none.
    static func capability(_ name: String) -> String? {
        guard let value = name.withCString({ tigetstr(UnsafeMutablePointer(mutating: $0)) }),
            Int(bitPattern: value) != -1
        else { return nil }
        return String(cString: value)
    }

    /// What standard input holds, without waiting: its bytes, none when
    /// there are none (or the read would block), nil at end of file or on
    /// an error (the terminal went away). Interrupted by a signal, it tries again.
    static func readStandardInput() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: 4096)
        while true {
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            var error: Int32 = 0
            let waiting = lt_poll(&ready, 1, 0, &error)
            if waiting < 0 && error == EINTR { continue }
            if waiting < 0 { return nil }
            if waiting == 0 { return [] }
            if ready.revents & Int16(POLLIN) == 0 { return nil }
            let count = bytes.withUnsafeMutableBytes { lt_read(STDIN_FILENO, $0.baseAddress, $0.count, &error) }
            if count < 0 && error == EINTR { continue }
            if count < 0 && (error == EAGAIN || error == EWOULDBLOCK) { return [] }
            guard count > 0 else { return nil }
            return Array(bytes[0..<count])
        }
    }
}
