import Reports
import Scenes

/// `launch-tui import REPORT [--benchmark NAME] [--step N|NAME] [--launch KIND] [-o FILE]`:
/// the launch file a report gives, with comments on which field gave which
/// time, the device, the run count and what was assumed; `check` accepts it
/// and it measures as the report does. Written beside FILE and renamed.
enum ImportCommand: Command {
    static let name = "import"

    static var listedLastAmongTopics: Bool { true }
    static var usageLine: String { HelpPage.listed(table.synopsis(), below: "a report's launch as a launch file") }

    static let help = HelpPage(
        table: table,
        prose: """
            Writes the launch file a report gives, to edit and show beside the
            built-ins (--left FILE, or Scenario left=FILE in a talk). The report's
            kind is told from its content:
            \(ReportKind.all.map(\.importHelp).joined(separator: "\n"))
            Comments in the file say which field gave which time, the device, the
            run count and what was assumed. FILE is written beside itself and
            renamed; a bad report writes nothing and exits 2.
            """, trailer: HelpPage.launchFileLanguage)

    static func run(_ options: ImportOptions) throws(CommandFailure) {
        let text = try files { () throws(Files.Problem) in try launchFile(options) }
        guard let output = options.output else { return try Output.result(text) }
        try files { () throws(Files.Problem) in try Files.writeReplacing(output, with: text, force: options.force) }
    }

    /// The launch file's text for the report `options` names.
    static func launchFile(_ options: ImportOptions) throws(Files.Problem) -> String {
        var choices = ReportOptions(
            benchmark: options.benchmark, step: options.step, run: options.run, repeatView: options.repeatView,
            launch: options.launch)
        choices.tapAt = options.tapAt
        choices.platform = options.platform
        var report = Recording.isRecording(atPath: options.report) ? try Recording.loaded(options.report, choices: choices).report : nil
        // A launch file holds a recording's measured timeline, not its frames:
        // they are referenced (the Recording line), from the folder the file
        // is written to, and drawn over its phases when it is loaded; so it
        // is fully drawn where the recording is visually complete, which
        // can be after its last phase (the parser allows that with a Recording line).
        if report != nil {
            report?.launch.frames = []
            let folder = options.output.map { output in output.lastIndex(of: "/").map { String(output[..<$0]) } ?? "." } ?? "."
            report?.launch.recording = RecordingReference(path: Recording.path(options.report, from: folder), tapAt: options.tapAt)
        }
        if report == nil {
            report = try Files.withBytes(of: options.report, limit: LaunchFiles.largest) { bytes throws(Files.Problem) -> ReportLaunch? in
                guard LaunchFiles.isJSON(bytes) else {
                    if let problem = Recording.misnamed(options.report) { throw problem }
                    let name = options.report.withoutControlCharacters
                    if bytes.isEmpty { throw Files.Problem(message: "\(name): is empty, not a report or a screen recording") }
                    throw Files.Problem(
                        message:
                            "\(name): not a report (JSON) or a screen recording (MP4, MOV, WebM): launch-tui imports \(ReportKind.readList)"
                    )
                }
                return try LaunchFiles.loaded(from: bytes, path: options.report, choices: choices, quoting: true).report
            }
        }
        guard let report else {
            throw Files.Problem(message: "\(options.report.withoutControlCharacters): not a report")
        }
        let text = report.launch.fileText(notes: report.notes)
        // What is written reads back as the report's launch, its own figures
        // included (its `Report` line, to the decimals it keeps), or nothing
        // is written; the shifts it lists are the file's banners, drawn as written.
        guard case .success(let again) = LaunchFileParser.parse(text), again == report.launch.asWritten else {
            throw Files.Problem(
                message: "the launch file for \(options.report.withoutControlCharacters) would not read back as the report's launch")
        }
        return text
    }
}

/// Options of `launch-tui import REPORT`.
struct ImportOptions: CommandOptions {
    @Positional("REPORT", what: "a report", example: "REPORT [-o FILE]") var report = ""
    /// Which startup benchmark, when a Macrobenchmark report has several.
    @Option("--benchmark", .word("NAME"), help: ["a Macrobenchmark report's startup benchmark, when it has", "several"])
    var benchmark: String? = nil
    /// Which step of a Lighthouse user flow: its number or its name.
    @Option("--step", .word("N|NAME"), help: ["a Lighthouse user flow's step, by number from 1 or name", "(default: its first navigation)"])
    var step: String? = nil
    /// Which run of a WebPageTest result, from 1.
    @Option("--run", .run, help: ["a WebPageTest result's run, from 1 (default: its", "median run)"])
    var run: Int? = nil
    /// A WebPageTest result's repeat view.
    @Flag("--repeat-view", help: ["a WebPageTest result's repeat view (a warm load),", "not its first view"]) var repeatView = false
    /// The launch kind, when the report does not say.
    @Option("--launch", .choice, help: ["cold, warm or hot, when the report does not say (else cold)"])
    var launch: LaunchKind? = nil
    /// A screen recording's tap, this far into it.
    @Option(
        "--tap-at", ScenarioSettings.time,
        help: ["a screen recording's tap, this far into it (default: the", "tap it shows on screen, else its first frame)"])
    var tapAt: LaunchTime? = nil
    /// A screen recording's platform.
    @Option("--platform", .choice(Platform.apps.map { ($0.rawValue, $0) }), help: ["ios, android or expo: a screen recording's (else ios)"])
    var platform: Platform? = nil
    /// Where to write the launch file; standard output without it.
    @Option("-o", .output("FILE"), aliases: ["--output"], help: ["the launch file to write (default: standard output)"])
    var output: String? = nil
    /// Replace FILE even where it is read-only (as `cp -f` does).
    @Flag(forcing: "FILE") var force = false
}

extension ValueParser where Value == Int {
    /// A WebPageTest result's run, by its number from 1 (as `--left-run` reads it).
    fileprivate static var run: ValueParser {
        ValueParser(syntax: "N") { text throws(ValueError) in
            guard let run = LaunchFiles.run(text) else { throw ValueError(expected: "takes a run's number from 1", value: text) }
            return run
        }
    }
}
