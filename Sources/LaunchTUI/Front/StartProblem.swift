import Scenes

/// Why the interactive demo cannot start: one line for stderr (exit status
/// 2) that names the problem and points to the commands that need no terminal.
enum StartProblem: Error, Equatable {
    case notATerminal(stream: String)
    case unknownTerminal(String?)
    /// curses knows the terminal, but could not start on it (out of memory).
    case cursesFailed(String?)

    static let alternatives =
        "without one use 'launch-tui snapshot --at 2.6', 'launch-tui metrics', or for a talk 'launch-tui record TALK -o OUT.cast'"

    var message: String {
        switch self {
        case .notATerminal(let stream):
            "the demo and presenter mode need a terminal, and \(stream) is not one; " + Self.alternatives
        case .unknownTerminal(nil), .unknownTerminal(""):
            "TERM is not set, so the terminal cannot be driven; set it (e.g. TERM=xterm-256color), or "
                + Self.alternatives
        case .unknownTerminal(let name?):
            "ncurses cannot drive the terminal type '\(name.quotable)' (TERM); "
                + "set TERM to one it knows (e.g. xterm-256color), or " + Self.alternatives
        case .cursesFailed(let name):
            "ncurses knows the terminal type '\((name ?? "").quotable)' (TERM) but could not start on this terminal; "
                + Self.alternatives
        }
    }

    /// The problem with standard input and output, if either is not a terminal.
    static func check(inputIsTerminal: Bool, outputIsTerminal: Bool) -> StartProblem? {
        if !inputIsTerminal { return .notATerminal(stream: "standard input") }
        if !outputIsTerminal { return .notATerminal(stream: "standard output") }
        return nil
    }
}
