import CNcurses
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The curses session on the user's terminal: started with `open`, ended by
/// `close`, the one cleanup every way out goes through (it leaves the
/// alternate screen, shows the cursor and puts back the terminal modes the
/// shell left). Frames go through a `CursesBackend`; the keyboard is read
/// as raw bytes (the front decodes them).
final class CursesTerminal: TerminalHost {
    private(set) var size: Size
    let display: Display
    /// The colours: as many as the terminal has, for its background.
    var theme: TerminalPalette { backend.theme }
    private let backend: CursesBackend
    private var screen: OpaquePointer?
    /// The signal pipe's read end, polled beside standard input.
    private let wakeDescriptor: Int32

    /// The largest stage the terminal shows, as `--size` and `Set Size`
    /// allow: on a larger terminal, curses drives (and keeps in memory) only
    /// its top-left corner of this size, and the stage is drawn there.
    static let largest = Size.largest

    /// Whether curses knows the terminal `TERM` names and can address its
    /// cursor: asked of terminfo alone, before anything is written to it.
    static var canDrive: Bool { lt_terminal_can_drive() != 0 }

    /// The size curses will find as it starts: the window's, at most
    /// `largest`; nil where the window does not say.
    static var windowSize: Size? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard lt_window_size(&rows, &columns) != 0 else { return nil }
        return Size(width: min(Int(columns), largest.width), height: min(Int(rows), largest.height))
    }

    /// Curses started on the user's terminal (`start`), for `open` to take:
    /// no screen when curses cannot drive the terminal `TERM` names.
    struct Started: @unchecked Sendable {
        fileprivate let screen: OpaquePointer?
    }

    /// Starts curses: its screens, keys at once and no echo, flow control
    /// off. Nothing else touches curses meanwhile: the front starts it on a
    /// thread of its own while its own does the first frame's work, and
    /// takes it once made. Signals must be installed first, and the shell's
    /// modes saved (`Signals.saveShellModes`), before anything changes them.
    static func start() -> Started {
        guard let screen = Curses.startOnStandardStreams(atMost: largest) else { return Started(screen: nil) }
        Curses.configure()
        turnFlowControlOff()
        return Started(screen: screen)
    }

    /// The session on curses as `start` left it; nil when curses could not
    /// start. With NO_COLOR, curses never touches the terminal's colours.
    /// `theme` is asked for now (curses started or not), before any colour
    /// is set up: the terminal's answer to the background query came meanwhile.
    static func open(
        _ started: Started, unicode: Bool, noColor: String?, wakeDescriptor: Int32, theme: () -> TerminalTheme
    ) -> CursesTerminal? {
        guard let screen = started.screen else {
            // Asked all the same: the answers are read before the shell's
            // modes come back, so none is echoed.
            _ = theme()
            Signals.restoreShellModes()
            return nil
        }
        let backend = CursesBackend.start(unicode: unicode, noColor: noColor, background: theme())
        let terminal = CursesTerminal(screen: screen, backend: backend, wakeDescriptor: wakeDescriptor)
        Signals.armCrash()
        return terminal
    }

    private init(screen: OpaquePointer, backend: CursesBackend, wakeDescriptor: Int32) {
        self.screen = screen
        self.backend = backend
        self.wakeDescriptor = wakeDescriptor
        display = Display(backend)
        size = Size(width: Int(lt_cols()), height: Int(lt_lines()))
    }

    deinit { close() }

    /// Software flow control (IXON) off while the program drives the
    /// terminal: on, Ctrl-S would stop all output until Ctrl-Q, and q or Esc
    /// would seem to do nothing. Ctrl-S and Ctrl-Q then reach the key decoder,
    /// which drops them. Saved as curses' program modes, so they come back
    /// after Ctrl-Z and `fg` and after a stop that was not ours; the shell's
    /// modes, saved before curses started, bring IXON back on every way out.
    private static func turnFlowControlOff() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        _ = def_prog_mode()
    }

    /// Leaves the alternate screen, shows the cursor, puts back the modes
    /// the shell left. Safe to call more than once.
    func close() {
        guard let screen else { return }
        Signals.disarmCrash()
        leaveCurses()
        delscreen(screen)
        self.screen = nil
        Signals.restoreShellModes()
    }

    /// Ends curses' modes. A terminal without an alternate screen is cleared
    /// first, so the shell does not write over the stage's last frame.
    private func leaveCurses() {
        if !Curses.hasAlternateScreen {
            erase()
            refresh()
        }
        endwin()
    }

    func now() -> MonotonicTime { MonotonicTime.now() }

    // MARK: - Signals

    func takeTerminating() -> Int32? { Signals.takeTerminating() }
    func takeSuspend() -> Bool { Signals.takeSuspend() }
    func takeContinued() -> Bool { Signals.takeContinued() }
    func takeResized() -> Bool { Signals.takeResized() }

    func suspend() -> Bool {
        // Where the kernel would discard the stop, leaving and coming back
        // would only flash the screen (a burst of Ctrl-Z: once per byte).
        guard !Signals.stopIsDiscarded else { return false }
        leaveCurses()
        Signals.restoreShellModes()
        Signals.stopSelf()
        // Going on: curses' modes again, and every cell repainted (the
        // shell, or whoever ran meanwhile, drew over it). The size may have
        // changed while stopped.
        refresh()
        _ = adoptWindowSize()
        return true
    }

    func reenterProgramModes() { _ = reset_prog_mode() }

    // MARK: - Input

    func readInput() -> [UInt8]? { Curses.readStandardInput() }

    func wait(milliseconds timeout: Int32) -> HostEnd? {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
        ]
        var error: Int32 = 0
        let count = lt_poll(&descriptors, nfds_t(descriptors.count), timeout, &error)
        if count < 0 {
            // A signal interrupted the wait: the loop looks at its flag next.
            return error == EINTR ? nil : .failure("waiting for input failed (errno \(error))")
        }
        if descriptors[1].revents != 0 { Signals.drain() }
        if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hangup }
        return nil
    }

    func adoptBackground(_ background: TerminalTheme) -> Bool { backend.adoptBackground(background) }

    func adoptWindowSize() -> Size {
        lt_adopt_window_size(Int32(Self.largest.height), Int32(Self.largest.width))
        size = Size(width: Int(lt_cols()), height: Int(lt_lines()))
        display.clear()
        return size
    }
}
