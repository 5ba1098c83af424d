import Scenes

/// Help text, written for the person at the keyboard.
enum Usage {
    static let version = "launch-tui 0.1.0"

    /// Subcommands with help of their own.
    static var commands: Set<String> { Set(pages.map(\.command)) }
    /// What `launch-tui help TOPIC` explains: the subcommands, the launch
    /// styles with a page of their own, and the man page.
    static let topics: Set<String> = commands.union(styleTopics).union(["man"])

    /// The built-in styles with a page of help, by name (`help animated`).
    static let styleTopics = LaunchStyles.builtIn.withHelp.map(\.name)

    /// The scenario flags, listed from the one table of scenario settings
    /// that a talk's script reads too (there they are written `key=value`).
    static let scenarioFlags: String =
        "Scenario flags (every command that draws or measures; defaults first):\n" +
        OptionTableHelp.lines(ScenarioSettings.all.map { ("--\($0.key) \($0.syntax)", $0.help) }, column: 41)

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

    static let main = """
    \(description)

    Usage:
    \(indented(CommandTables.interactive.synopsis()))
    \(indented(CommandTables.snapshot.synopsis()))
    \(indented(CommandTables.metrics.synopsis()))
    \(indented(CommandTables.filmstrip.synopsis()))
    \(indented(CommandTables.bench.synopsis()))
    \(indented(CommandTables.check.synopsis(positional: "FILE")))             report every error in a talk, a launch file or a report
    \(indented(CommandTables.importReport.synopsis()))
                                                    a report's launch as a launch file
    \(indented(CommandTables.play.synopsis()))
                                                    present a talk, beat by beat
    \(indented(CommandTables.notes.synopsis()))
                                                    its speaker's notes, following play
    \(indented(CommandTables.record.synopsis()))   record it (asciicast v2, an animated SVG, stills)
      launch-tui help [snapshot|metrics|filmstrip|bench|check|play|notes|record|import|\((styleTopics + ["man"]).joined(separator: "|"))]
      launch-tui --help | --version

    Interactive demo:
    \(CommandTables.interactive.help)
      Keys: space pause/play, r restart, left/right step 0.1 s, ,/. one frame
      (10 ms), [/] previous/next event, +/- speed, 1 normal speed, ? help,
      q or Esc quit. n, c, d, p, l cycle the network, cache, appearance,
      platform and launch kind, s and S the left and right pane's style, and
      launch again; t taps (it ends the animated launch sooner). The numeric
      keypad's keys act like their twins; Ctrl-Z suspends it, and fg goes on
      from there. Needs a terminal (80x24 or larger). Exit status: 0 on q, Esc
      or Ctrl-C (SIGINT); 128+N after signal N: 131 SIGQUIT (Ctrl-\\),
      143 SIGTERM, 129 SIGHUP, 138 SIGUSR1 and so on; 2 without a terminal.

    \(scenarioFlags)

    Times are seconds after the tap (e.g. 2.6, or 400ms). A value follows its
    flag as the next word or after = (--at 2.6, --at=2.6). Bad input exits
    with status 2.
    """

    static let snapshot = HelpPage(table: CommandTables.snapshot, prose: """
    Prints the stage at time S (seconds after the tap) as exactly H rows of at
    most W columns, trailing spaces trimmed. The default size is 100x30; the
    least is 20x10 (below 80x24 the stage says which size it needs).
    """, trailer: scenarioFlags)

    static let metrics = HelpPage(table: CommandTables.metrics, prose: """
    Prints what was measured from the rendered frames of each pane, every 10 ms:
      first_frame   the app's own first frame, after the system's launch screen
      content       the first frame with story text on it
      fully_drawn   after this nothing changes but pure animation
      layout_shift  for each frame where content moved: rows touched over the
                    pane's rows x rows moved over the pane's rows, summed
      speed_index   WebPageTest's area above the visual-progress curve, in ms:
                    the 10 ms frames up to fully drawn, each weighted by the
                    share of cells still unlike the frame at fully drawn
    and how each fares against the sources' thresholds:
      first_frame   Apple's goal, 400 ms; Android vitals, excessive at 5 s
                    cold, 2 s warm, 1.5 s hot
      content       good <= 2.5 s, poor > 4 s (web.dev LCP)
      layout_shift  good <= 0.1, poor > 0.25 (web.dev CLS)
    """, trailer: scenarioFlags)

    static let filmstrip = HelpPage(table: CommandTables.filmstrip, prose: """
    WebPageTest's filmstrip of the two launches: one lane per pane, a column
    every interval (each the phone as it is at that tick: the latest frame at
    or before it), the ticks across the top. A column that changed since the
    previous one has a 2-pixel orange border (#FEB301), the first column with
    content a red one, and a column where content moved since the previous
    one is marked "shift" with its score. Under the strip, the visual
    progress of both panes (per cent of the cells that look as they will at
    fully drawn) on one time axis, with each pane's Speed Index (see metrics).
    --format text prints the same strip as text, marks as * (changed),
    # (first content) and shift N. A bad value gets one line and exit 2; a
    failed write leaves an existing FILE whole.
    """, trailer: scenarioFlags)

    static let bench = HelpPage(table: CommandTables.bench, prose: """
    Plays the launch in 60 fps steps (looping over the stage's duration until
    N frames) and reports how fast the stage renders and what presenting it
    costs: the time to build the stage (both panes measured), frames per
    second of rendering, and, through the interactive front's own present path
    with curses writing to a counted file for TERM=xterm-256color instead of
    this terminal, the bytes per frame and the cells written versus skipped.
    The first full paint is reported apart from the frames after it, and
    so is a filmstrip every 0.1 s (the stage measured, the strip, its SVG).
    """, afterOptions: """
    Times vary with the machine and its load; run a release build
    (swift build -c release) for figures worth comparing. On a terminal,
    standard error shows how far it has come and how long each step has
    to go. SIGINT, SIGTERM, SIGHUP and SIGQUIT end it with 128+N (130, 143,
    129, 131) and print nothing.
    """, trailer: scenarioFlags)

    /// The script language, for the talk commands' help.
    static let scriptLanguage = """
    A talk's script: one command a line, # comments, UTF-8. Settings first:
      Set Size WxH        the terminal the talk is laid out for (default 100x30)
      Set Fps N           frames a second in a recording, 1 to 60 (default 30)
      Set Theme light|dark  the background the talk is shown on (default: play
                          asks the terminal; record and the pictures, dark)
    Then actions:
      Scenario key=value ...  set scenario knobs (the scenario flags' keys and
                          values, e.g. network=slow) and launch again from 0
      Caption "text"      the caption row until the next; "" clears it
      Play 1.5s | Play to 3.2s   advance the launch clock (also 500ms); a
                          time here always has its unit: Play 1.5 is an error
      Speed X             playback speed from here on, a plain factor from
                          0.1 to 4 (Speed 0.5; 0.5x is an error)
      Pause [2s]          presenter: wait for a key; recording: hold, with a
                          marker at the hold's end (named by the beat's Mark)
      Mark "label"        a chapter marker in a recording
      Note "text"         the speaker's notes for the beat it is in (launch-tui
                          notes shows them; never the stage or a recording)
      Restart             the same scenario again from 0
    Strings take \\" and \\\\.
    """

    static let check = HelpPage(table: CommandTables.check, prose: """
    Reads a talk's script without running it. A good script: nothing printed,
    exit status 0. Otherwise every error at once, each as FILE:LINE:COL:
    message, then the line and a caret under the spot; exit status 2. Every
    caption must fit on the caption rows at the script's Set Size: it wraps
    to at most two rows, in plain text (no tabs or control characters).
    A launch file (FILE.startup, or a file that starts with Title, Platform,
    Launch, Source, System or At) and a report (JSON) are checked as what
    they are, with their own errors (see launch-tui help import).
    --summary's first line gives the talk's size, fps and theme; a talk with
    no Set Theme is played in the terminal's (play asks it) and recorded dark.
    """, trailer: scriptLanguage)

    static let play = HelpPage(table: CommandTables.play, prose: """
    Presents a talk in the terminal, beat by beat (a beat ends at each Pause).
    The launch clock runs at real time times the speed during Play and waits
    at each Pause. Keys: space, right or Enter go on (during a beat: to its
    end), left goes back a beat, r restarts, q or Esc quits. A number then
    Enter goes to that beat (Backspace and Esc mend it), Home and End to the
    start and the last beat, b opens the list of beats (number, caption,
    marks: up/down, PgUp/PgDn, Home/End, Enter goes there, b or Esc closes).
    Every jump lands as stepping there would: the same screen, the same
    clock. The status line shows the time since the first beat started.
    The stage is laid out for the script's Set Size, centred in a larger
    terminal, so the figures on screen are the ones its captions quote; a
    smaller terminal says so and names both sizes, and on a key the stage
    is laid out for the terminal instead (80x24 at least).
    """, trailer: scriptLanguage)

    static let notes = HelpPage(table: CommandTables.notes, prose: """
    The speaker's side of a talk, for a second terminal: it follows
    launch-tui play TALK and shows the beat on the presenter's screen, its
    Note lines, the next beat's caption, and the time since the first beat
    started. play tells it where the talk is through a small file in the
    user's runtime directory ($XDG_RUNTIME_DIR, else /tmp/launch-tui-UID,
    mode 0700), never the network, so either may start first; until play
    runs (and after it ends) it waits, showing the first beat. q quits.
    """)

    static let record = HelpPage(table: CommandTables.record, prose: """
    Records a talk as an asciicast v2 file that asciinema plays: only the
    bytes that change from frame to frame. A Pause holds its duration (2 s
    if none), with a marker at the end of the hold, so that with asciinema
    play -m a key moves the picture at once; one marker a beat, named by
    the beat's Mark if it has one. A Play's last frame stays one frame
    (1/fps) before a new scene. The same script gives the same bytes. OUT
    is streamed into a file beside itself and renamed, so a failure leaves
    an existing OUT untouched; a read-only OUT is refused, as cp refuses
    it, unless --force is given. SIGINT, SIGTERM, SIGHUP and SIGQUIT end it
    with 128+N and nothing left behind; a temporary file a killed recording
    left beside OUT goes with the next one. On a terminal, a recording that
    takes more than a second shows its progress on stderr.
    OUT.svg (or --format svg) is one animated SVG instead, for a browser or
    a README: every frame on one strip that CSS keyframes step along,
    looping, each row and frame written once and reused. --stills DIR
    writes one SVG per Mark and Pause, the screen there, named by order and
    label (07-the-jump-at-3-0-s.svg).
    """, trailer: scriptLanguage)

    static let importReport = HelpPage(table: CommandTables.importReport, prose: """
    Writes the launch file a report gives, to edit and show beside the
    built-ins (--left FILE, or Scenario left=FILE in a talk). The report's
    kind is told from its content:
      Android Macrobenchmark  <package>-benchmarkData.json: the median of
                    timeToInitialDisplayMs is the first frame (the system
                    splash until then), timeToFullDisplayMs the content; the
                    launch kind from the startupMode parameter or the name
      Lighthouse    JSON report: first-contentful-paint is the first frame,
                    largest-contentful-paint the content, cumulative-layout-
                    shift a late insert sized to come as near as rows allow
      MetricKit     MXMetricPayload JSON: histogrammedTimeToFirstDrawKey is
                    the first frame, histogrammedExtendedLaunch the content,
                    each the midpoint of the bucket holding the median launch;
                    an array of payloads is read as one, the launches of each
                    bucket added up
    Comments in the file say which field gave which time, the device, the
    run count and what was assumed. FILE is written beside itself and
    renamed; a bad report writes nothing and exits 2.
    """, trailer: launchFileLanguage)

    /// The launch file language, for `import` and `check`.
    static let launchFileLanguage = """
    A launch file (FILE.startup) says one launch as phases on the clock, one
    statement a line, # comments, times with their unit (400ms, 1.5s):
      Title "Our app"         the heading over the phone
      Platform P              ios, android, expo or web (a browser's blank page)
      Launch K                cold, warm or hot: the verdicts use it
      Source "..."            where the figures came from (optional)
      System [logo] until T   the system's screen until the app's first frame
      At T PHASE              from T on: logo, spinner, skeleton, saved, fresh,
                              error, banner into slot, banner pushes N rows
      At T fully-drawn        nothing changes after T (checked)
    """

    /// A usage line set in two columns from the left, as the list shows it.
    private static func indented(_ synopsis: String) -> String {
        synopsis.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    static func text(for topic: String?) -> String {
        switch topic {
        case "man": ManPage.text
        case let name?: page(for: name)?.text ?? LaunchStyles.builtIn.named(name)?.help ?? main
        default: main
        }
    }

    /// Each command's help page, in the order the usage lists them.
    static let pages: [HelpPage] = [snapshot, metrics, filmstrip, bench, check, importReport, play, notes, record]

    static func page(for command: String) -> HelpPage? { pages.first { $0.command == command } }
}

/// One command's help in its parts: the usage line and the options come
/// from its option table, the prose is written here; `--help` and the man
/// page set the same parts.
struct HelpPage: Sendable {
    let command: String
    let synopsis: @Sendable (_ indent: Int) -> String
    let prose: String
    /// The options as help lists them: a name, then its lines.
    let options: [(name: String, help: [String])]
    /// What follows the options (bench's note on its figures).
    let afterOptions: String?
    /// What the page ends with: the scenario flags, or a file language.
    let trailer: String?

    init<Options>(table: OptionTable<Options>, prose: String, afterOptions: String? = nil, trailer: String? = nil) {
        command = table.command ?? ""
        synopsis = { table.synopsis(indent: $0) }
        self.prose = prose
        options = table.helpRows
        self.afterOptions = afterOptions
        self.trailer = trailer
    }

    /// The page as `launch-tui help COMMAND` prints it.
    var text: String {
        synopsis(4) + "\n\n" + prose + "\n" + OptionTableHelp.lines(options, column: OptionTableHelp.optionColumn)
            + (afterOptions.map { "\n" + $0 } ?? "") + (trailer.map { "\n\n" + $0 } ?? "")
    }
}
