import Scenes

/// What the front's run loop runs on: the user's terminal through curses
/// (`CursesTerminal`), or a test's, in-process, with a clock of its own. It
/// shows frames through its `display` (a `Backend` behind it), gives the
/// bytes typed, tells which signals came, and sleeps until something happens.
protocol TerminalHost: AnyObject {
    /// The size the terminal had when last read.
    var size: Size { get }
    /// Where frames go.
    var display: Display { get }
    /// Now, on the host's clock (the monotonic clock for a real terminal).
    func now() -> MonotonicTime
    /// The bytes typed since the last call, without blocking (empty when
    /// none); nil when the input has ended (the terminal went away).
    func readInput() -> [UInt8]?
    /// Sleeps until input, a signal or the timeout (-1: none); nil when one
    /// of them came, else how the wait ended the loop.
    func wait(milliseconds timeout: Int32) -> HostEnd?
    /// The terminating signal that arrived since the last call, if any.
    func takeTerminating() -> Int32?
    /// Whether Ctrl-Z (SIGTSTP) asked for a stop since the last call.
    func takeSuspend() -> Bool
    /// Whether the program was continued by someone else (SIGCONT) since the last call.
    func takeContinued() -> Bool
    /// Whether the window changed size (SIGWINCH) since the last call.
    func takeResized() -> Bool
    /// Ctrl-Z: the terminal as the shell left it, stopped until `fg`, then
    /// the program's modes again and every cell repainted. False, with
    /// nothing done, where the stop would be discarded (no shell could continue it).
    func suspend() -> Bool
    /// After a stop that was not ours: whoever had the terminal may have
    /// changed its modes; the program's again.
    func reenterProgramModes()
    /// Reads the window's size and forgets what is on screen (the next
    /// present repaints every cell, whether the size changed or not).
    func adoptWindowSize() -> Size
    /// Takes the palette for a terminal with this background (its answer to
    /// the background query came late); false when that is the palette in
    /// use already. The caller repaints.
    func adoptBackground(_ background: TerminalTheme) -> Bool
}

/// How waiting on a terminal can end the run loop.
enum HostEnd: Equatable, Sendable {
    /// The terminal went away without a SIGHUP reaching us.
    case hangup
    case failure(String)
}
