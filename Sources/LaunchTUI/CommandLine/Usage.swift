import Scenes

/// Help text, written for the person at the keyboard.
enum Usage {
    static let version = "launch-tui 0.1.0"

    /// What `launch-tui help TOPIC` explains besides the commands: a launch
    /// style, and the manual page.
    static let otherTopics = ["animated", "man"]

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
    0 when done: the demo on q, Esc or Ctrl-C (SIGINT). 2 for bad input (a
    flag, a value, a file: one line on standard error) and for the demo, play
    and notes without a terminal or with a TERM ncurses does not know. 1 when
    bench fails, or record cannot set up its signal handling. 128+N after
    signal N: 131 SIGQUIT (Ctrl-\\), 143 SIGTERM, 129 SIGHUP, 138 SIGUSR1 and
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



    static let animated = """
    The animated launch style (--left animated or --right animated)

    From the tap the system shows the app's still launch screen: a few streets,
    the doorway still dim, an arrow at the start. It is the animation's first
    frame, drawn from the same coordinates, so at the app's first frame (0.4 s,
    --app-ready) the picture simply starts to move. On the animation's clock,
    the phone taken as 390 points wide:
      0    - 0.25  search dots light along the streets, spreading outwards at
                   900 points a second round corners, never through a block
      0.25 - 0.50  the search fades and the route draws itself, periwinkle on
                   an ink casing
      0.28 - 0.70  a small white arrow follows the route to the door
      0.70 - 0.95  the arrow grows into the app's mark, the doorway lights
                   yellow and the streets fade; the picture holds to 1.03
    Then the app's first screen, as content first would show it then: stories
    at 0.4 + 1.03 = 1.43 s, nothing moving after.

    The app builds that screen underneath from 0.05 s after the animation's
    first frame, taking --build S (0.4, as measured in the write-up). If it is
    not ready when the arrow reaches the door, the doorway breathes until it
    is, then the arrow steps through (0.25) and the picture holds (0.08): with
    --build 1.5 the door at 1.10 s, ready at 1.95 s, stories at 2.28 s.
    A tap (--tap-at S, or t in the demo) shows the app's screen at once if it
    is ready, else as soon as it is.

    On iOS, and Expo's native splash image, the launch screen is the first
    frame: the handover cannot be seen. Android's system splash can only show
    the app's icon, so there the map appearing at the first frame is a
    visible change.

    What it costs: every moment the animation runs after the app is ready is
    added to every cold launch. In the write-up's measurements, from the tap
    to a usable app: with no animation 2.5 s; with a 1.4 s animation 3.7 s;
    with the shipped one of about 1 s, 3.3 s.

    The map, the arrow and the breathing door are animation: they are never
    layout shift and do not push fully_drawn past the handover.
    """

    /// A usage line set in two columns from the left, as the list shows it.
    private static func indented(_ synopsis: String) -> String {
        synopsis.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    static func text(for topic: String?) -> String {
        switch topic {
        case "man": ManPage.text
        case "animated": animated
        case let name?: Registry.command(named: name)?.help.text ?? main
        default: main
        }
    }
}
