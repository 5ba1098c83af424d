import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Help text, written for the person at the keyboard.
enum Usage {
    static let version = "launch-tui 0.1.0"

    /// What `launch-tui help TOPIC` explains besides the commands: the
    /// launch styles with a page of their own (`help animated`), and the
    /// manual page.
    static var otherTopics: [String] { LaunchStyles.builtIn.withHelp.map(\.name) + ["man"] }

    /// What `launch-tui help TOPIC` explains: every command, and the others.
    static var topics: Set<String> { Set(Registry.commands.map(\.name) + otherTopics) }

    /// The topics as help lists them: the commands (in the usage list's
    /// order, those listed last after), then the others.
    static var listedTopics: [String] {
        Registry.commands.filter { !$0.listedLastAmongTopics }.map(\.name)
            + Registry.commands.filter { $0.listedLastAmongTopics }.map(\.name) + otherTopics
    }

    /// What the program is, as help and the man page open.
    static let description = """
        launch-tui: the same news app launched two ways, side by side on one clock.
        On the left a logo splash; on the right content first. A third style,
        animated, shows in either pane (--left animated; launch-tui help animated).
        """

    /// The exit statuses of every command, for the man page.
    static let exitStatus = """
        0 when done: the demo on q, Esc or Ctrl-C (SIGINT). \(CommandFailure.badInputStatus) for bad input (a
        flag, a value, a file: one line on standard error) and for the demo, play
        and notes without a terminal or with a TERM ncurses does not know. \(CommandFailure.failedStatus) when
        bench fails, or record cannot set up its signal handling. \(CommandFailure.signalStatusBase)+N after
        signal N: \(CommandFailure.status(after: SIGQUIT)) SIGQUIT (Ctrl-\\), \(CommandFailure.status(after: SIGTERM)) SIGTERM, \(CommandFailure.status(after: SIGHUP)) SIGHUP, \(CommandFailure.status(after: SIGUSR1)) SIGUSR1 and
        so on, with any file being written left as it was.
        """

    /// `launch-tui --help`: what it is, every command's usage line, the
    /// demo's options and keys, the scenario flags.
    static var main: String {
        let demo = Registry.demo.help
        return """
            \(description)

            Usage:
            \(([Registry.demo] + Registry.commands).map { indented($0.usageLine) }.joined(separator: "\n"))
              launch-tui help [\(listedTopics.joined(separator: "|"))]
              launch-tui --help | --version

            Interactive demo:
            \(demo.optionLines)
            \(demo.prose)

            \(HelpPage.scenarioFlags)

            Times are seconds after the tap (e.g. 2.6, or 400ms). A value follows its
            flag as the next word or after = (--at 2.6, --at=2.6). Bad input exits
            with status 2.
            """
    }

    /// A usage line set in two columns from the left, as the list shows it.
    private static func indented(_ synopsis: String) -> String {
        synopsis.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    static func text(for topic: String?) -> String {
        switch topic {
        case "man": ManPage.text
        case let name?: Registry.command(named: name)?.help.text ?? LaunchStyles.builtIn.named(name)?.help ?? main
        default: main
        }
    }
}
