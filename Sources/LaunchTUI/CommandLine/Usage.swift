/// Help text, written for the person at the keyboard.
enum Usage {
    static let version = "launch-tui 0.1.0"

    /// Subcommands with help of their own.
    static let topics: Set<String> = ["snapshot", "metrics", "bench"]

    static let scenarioFlags = """
    Scenario flags (every command that draws or measures; defaults first):
      --left, --right splash|content-first   the style of each pane
      --network typical|fast|slow|offline    stories/banner answer at 1.1/1.5 s,
                                             0.6/0.8 s, 4.0/4.4 s, or fail at 3 s
      --cache warm|empty                     stories saved last time, or a first
                                             launch with nothing saved
      --appearance light|dark                dark: both phones dark; a splash
                                             colour set only for light flashes
                                             white (Android, the splash app)
      --platform ios|android|expo            ios: the launch screen until the
                                             app's first frame; android: the
                                             system splash (icon in a circle),
                                             then the splash app's own, second
                                             splash; expo: the native splash
                                             until the app calls hide()
      --launch cold|warm|hot                 warm: content first reopens where
                                             people were; hot: both at once
      --app-ready S                          when the app's first screen can draw (0.4)
    """

    static let main = """
    launch-tui: the same news app launched two ways, side by side on one clock.
    On the left a logo splash; on the right content first.

    Usage:
      launch-tui [--loop] [--speed X] [scenario flags]   the interactive demo
      launch-tui snapshot --at S [--size WxH] [--styles] [scenario flags]
      launch-tui metrics [--json] [scenario flags]
      launch-tui bench [--size WxH] [--frames N] [scenario flags]
      launch-tui help [snapshot|metrics|bench]
      launch-tui --help | --version

    Interactive demo:
      --loop        replay on its own once both launches have settled
      --speed X     playback speed, 0.1 to 4 (default 1)
      Keys: space pause/play, r restart, left/right step 0.1 s, ,/. one frame
      (10 ms), [/] previous/next event, +/- speed, 1 normal speed, ? help,
      q or Esc quit. n, c, d, p, l cycle the network, cache, appearance,
      platform and launch kind, and launch again. The numeric keypad's keys
      act like their twins; Ctrl-Z suspends it, and fg goes on from there.
      Needs a terminal (80x24 or larger). Exit status: 0 on q, Esc or Ctrl-C
      (SIGINT); 128+N after signal N: 131 SIGQUIT (Ctrl-\\), 143 SIGTERM,
      129 SIGHUP; 2 without a terminal.

    \(scenarioFlags)

    Times are seconds after the tap (e.g. 2.6). Bad input exits with status 2.
    """

    static let snapshot = """
    launch-tui snapshot --at S [--size WxH] [--styles] [scenario flags]

    Prints the stage at time S (seconds after the tap) as exactly H rows of at
    most W columns, trailing spaces trimmed. The default size is 100x30; the
    least is 20x10 (below 80x24 the stage says which size it needs).
      --at S        the time, e.g. 2.6 (required)
      --size WxH    the terminal size to lay out for (default 100x30)
      --styles      after the text, print the style form: for each row, runs
                    of columns that share a role and attributes

    \(scenarioFlags)
    """

    static let metrics = """
    launch-tui metrics [--json] [--size WxH] [scenario flags]

    Prints what was measured from the rendered frames of each pane, every 10 ms:
      first_frame   the app's own first frame, after the system's launch screen
      content       the first frame with story text on it
      fully_drawn   after this nothing changes but pure animation
      layout_shift  for each frame where content moved: rows touched over the
                    pane's rows x rows moved over the pane's rows, summed
    and how each fares against the sources' thresholds:
      first_frame   Apple's goal, 400 ms; Android vitals, excessive at 5 s
                    cold, 2 s warm, 1.5 s hot
      content       good <= 2.5 s, poor > 4 s (web.dev LCP)
      layout_shift  good <= 0.1, poor > 0.25 (web.dev CLS)
      --json        {"panes": [...]}, left pane first; null where it never
                    happens; each pane's "verdicts" name the threshold used
      --size WxH    the stage size the phones are measured at (default 100x30)

    \(scenarioFlags)
    """

    static let bench = """
    launch-tui bench [--size WxH] [--frames N] [scenario flags]

    Plays the launch in 60 fps steps (looping over the stage's duration until
    N frames) and reports how fast the stage renders and what presenting it
    costs: the time to build the stage (both panes measured), frames per
    second of rendering, and, through the interactive front's own present path
    with curses writing to a counted pipe for TERM=xterm-256color instead of
    this terminal, the bytes per frame and the cells written versus skipped.
    The first full paint is reported apart from the frames after it.
      --size WxH    the terminal size (default 100x30)
      --frames N    how many frames (default 600: ten seconds of the clock)
    Times vary with the machine and its load; run a release build
    (swift build -c release) for figures worth comparing. On a terminal,
    standard error shows how far it has come and how long each step has
    to go. SIGINT, SIGTERM, SIGHUP and SIGQUIT end it with 128+N (130, 143,
    129, 131) and print nothing.

    \(scenarioFlags)
    """

    static func text(for topic: String?) -> String {
        switch topic {
        case "snapshot": snapshot
        case "metrics": metrics
        case "bench": bench
        default: main
        }
    }
}
