import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `launch-tui` with no subcommand: both launches playing side by side in
/// the terminal, until the user quits.
enum DemoCommand: Command {
    /// None: it is what runs when no command is named.
    static let name = ""

    /// Its help is the program's (`launch-tui --help`): its options, then this.
    static let help = HelpPage(
        table: table,
        prose: "\nKeys (as the ? overlay lists them):\n" + keyLines + """


              The timeline's lanes: on iOS each starts shaded (: in ASCII) for the
              system's share of Apple's \(Standard.apple.bandsText), about \(LaunchConditions.systemShare); from there to the first
              frame is the app's own, about \(LaunchConditions().appReady - LaunchConditions.systemShare) to create views, load content and
              draw, while the system still shows the launch screen. After the first
              frame all of it is the app's.

              The numeric keypad's keys act like their twins; Ctrl-Z suspends it,
              and fg goes on from there. Needs a terminal (\(StageLayout.minimumSize) or larger). Exit
              status: 0 on q, Esc or Ctrl-C (SIGINT); \(CommandFailure.signalStatusBase)+N after signal N: \(CommandFailure.status(after: SIGQUIT))
              SIGQUIT (Ctrl-\\), \(CommandFailure.status(after: SIGTERM)) SIGTERM, \(CommandFailure.status(after: SIGHUP)) SIGHUP, \(CommandFailure.status(after: SIGUSR1)) SIGUSR1 and so on; \(CommandFailure.badInputStatus)
              without a terminal.
            """)

    /// The key table as `--help` lists it, in ASCII, each meaning wrapped
    /// to 78 columns: the rows the `?` overlay and the man page show.
    private static var keyLines: String {
        let column = OptionTableHelp.optionColumn
        return OptionTableHelp.lines(
            KeyTable.bindings.map { binding in
                (name: binding.asciiLabel, help: DisplayWidth.wrap(binding.meaning, toColumns: 78 - column))
            }, column: column)
    }

    static var catchesSignals: Bool { true }

    /// Runs the demo; the exit status is `FrontSession.run`'s.
    static func run(_ options: InteractiveOptions) throws(CommandFailure) {
        // The shared clock starts when the program starts: the tap.
        let tap = MonotonicTime.now()
        // Measured before the first frame, so that its lanes' markers and
        // numbers are right from the start: while the terminal answers the
        // background query, the second pane on the thread beside, before
        // curses starts there, and at the window's size (the
        // measurements are the reference phone's whatever the size; the
        // stage is laid out again only where curses finds another). Its
        // first picture is drawn then too, for the first frame to bring to
        // its moment.
        var made: (stage: Stage, picture: StagePicture)?
        let scenario = options.scenario
        try ended(
            FrontSession.run(
                // Pictures only for a pane with a report's frames: no other run asks the terminal for them.
                theme: options.theme, graphics: options.scenario.showsReportFrames ? options.graphics : nil,
                prepare: { glyphs, beside in
                    made = CursesTerminal.windowSize.map { size in
                        let stage = Stage(scenario: scenario, size: size, glyphs: glyphs, measuring: beside.each)
                        return (stage, stage.picture(at: .zero))
                    }
                    // The status line's hints, made once for the program.
                    _ = KeyTable.hints(in: options.at == nil ? .playing : .paused, ascii: glyphs == .ascii)
                }
            ) { terminal, glyphs in
                var stage = made?.stage ?? Stage(scenario: scenario, size: terminal.size, glyphs: glyphs)
                if stage.size != terminal.size { stage = Stage(stage, size: terminal.size) }
                var player = Player(
                    stage: stage, picture: made?.picture, speed: options.speed, loops: options.loop, start: tap)
                player.styles = LaunchFiles.cycle(for: options.scenario)
                if let at = options.at {
                    player.apply(.pause, at: tap)
                    player.apply(.seek(at), at: tap)
                }
                return (player, [])
            })
    }
}

/// Options of the interactive demo (`launch-tui` with no subcommand).
struct InteractiveOptions: CommandOptions {
    @ScenarioFlags var scenario = Scenario()
    /// Replay on its own once both panes have settled.
    @Flag("--loop", help: ["replay on its own once both launches have settled"]) var loop = false
    /// Playback speed, 0.1 to 4.
    @Option("--speed", .speed, help: ["playback speed, \(PlaybackSpeed.rangeText) (default {default})"]) var speed = 1.0
    /// The terminal's background; nil: ask the terminal (`--theme auto`).
    @Option(
        "--theme", .themeOrAuto,
        help: [
            "the terminal's background: {default} (default: COLORFGBG, else",
            "ask the terminal), light or dark"
        ])
    var theme: TerminalTheme? = nil
    /// Start paused at this time (`--at`); nil: play from the tap.
    @Option("--at", ScenarioSettings.time, help: ["start paused at this time, e.g. 3.1 (space plays on)"])
    var at: LaunchTime? = nil
    /// How a report's frames are drawn (`--graphics`).
    @Option(
        "--graphics", TerminalGraphics.Choice.parser,
        help: [
            "how --frames draws a report's frames: {default} (default: ask the",
            "terminal; kitty, sixel or iterm pictures where it draws them,",
            "else symbols), or one of them; off asks the terminal nothing"
        ])
    var graphics = TerminalGraphics.Choice.auto
}
