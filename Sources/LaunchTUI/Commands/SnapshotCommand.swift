import Scenes

/// `launch-tui snapshot`: the stage at one moment, in one of the still formats.
enum SnapshotCommand: Command {
    /// The smallest size `snapshot` and `bench` accept: below the least
    /// stage, the stage says which size it needs.
    static let leastSize = Size(width: 20, height: 10)

    static let name = "snapshot"

    static let help = HelpPage(
        table: table,
        prose: """
            Prints the stage at time S (seconds after the tap) as exactly H rows of at
            most W columns, trailing spaces trimmed. The default size is \(Size.standard); the
            least is \(leastSize) (below \(StageLayout.minimumSize) the stage says which size it needs; below
            \(StageLayout.fullSize.width) columns it is compact).
            """)

    static func validate(_ options: SnapshotOptions) throws(CommandFailure) {
        if options.styles, let problem = StillFormat.stylesProblem(with: options.format) { throw .usage(problem) }
    }

    static func run(_ options: SnapshotOptions) throws(CommandFailure) { try Output.result(picture(options)) }

    /// The still's bytes, in its format.
    static func picture(_ options: SnapshotOptions) -> [UInt8] {
        let (screen, settings) = still(options)
        return options.format.picture(screen, settings)
    }

    /// The screen at the moment, and what its format draws it for.
    static func still(_ options: SnapshotOptions) -> (screen: ScreenBuffer, settings: StillSettings) {
        let stage = Stage(scenario: options.scenario, size: options.size)
        let status = StageStatus(mode: .still, hint: "snapshot \(options.size)")
        return (
            stage.render(at: options.at, status: status),
            StillSettings(styles: options.styles, theme: options.theme, frames: stage.shownFrames(at: options.at))
        )
    }

    /// The same, read as text (every format but a binary one is text).
    static func output(_ options: SnapshotOptions) -> String { String(decoding: picture(options), as: UTF8.self) }
}

/// Options of `launch-tui snapshot`.
struct SnapshotOptions: CommandOptions {
    @ScenarioFlags var scenario = Scenario()
    @Option(
        "--at", ScenarioSettings.time, missing: "snapshot needs --at S, the time in seconds (e.g. --at 2.6)",
        help: ["the time, e.g. 2.6 (required)"])
    var at = LaunchTime.zero
    @Option("--size", .size(least: SnapshotCommand.leastSize), help: ["the terminal size to lay out for (default {default})"])
    var size = Size.standard
    @Flag(
        "--styles",
        help: [
            "after the text, print the style form: for each row, runs",
            "of columns that share a role and attributes"
        ])
    var styles = false
    @Option(formats: StillFormat.all) var format = StillFormat.standard
    /// The terminal background an SVG is drawn for.
    @Option("--theme", .theme, help: ["svg: the background it is shown on, dark or light (default {default})"])
    var theme = TerminalTheme.dark
}
