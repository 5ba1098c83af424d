import Scenes

/// `launch-tui import REPORT [--benchmark NAME] [--launch KIND] [-o FILE]`:
/// the launch file a report gives, with comments on which field gave which
/// time, the device, the run count and what was assumed; `check` accepts it
/// and it measures as the report does. Written beside FILE and renamed.
enum ImportCommand {
    static func run(_ options: ImportOptions) -> Int32 {
        do throws(Files.Problem) {
            let text = try launchFile(options)
            if let output = options.output {
                if Files.areSameFile(output, options.report) {
                    throw Files.Problem(message: "-o \(output.withoutControlCharacters) is the report itself: write the launch file elsewhere")
                }
                try Files.writeReplacing(output, with: text)
                return 0
            }
            return Output.printed(text)
        } catch {
            Output.error(error.line)
            return 2
        }
    }

    /// The launch file's text for the report `options` names.
    static func launchFile(_ options: ImportOptions) throws(Files.Problem) -> String {
        let choices = ReportChoices(benchmark: options.benchmark, launch: options.launch)
        let report = try Files.withBytes(of: options.report, limit: LaunchFiles.largest) { bytes throws(Files.Problem) -> ReportLaunch? in
            guard LaunchFiles.isJSON(bytes) else {
                throw Files.Problem(message: "\(options.report.withoutControlCharacters): not a report (JSON): launch-tui imports \(ReportKind.readList)")
            }
            return try LaunchFiles.loaded(from: bytes, path: options.report, choices: choices, quoting: true).report
        }
        guard let report else {
            throw Files.Problem(message: "\(options.report.withoutControlCharacters): not a report")
        }
        let text = report.launch.fileText(notes: report.notes)
        // What is written reads back as the report's launch, or nothing is written.
        guard case .success(let again) = LaunchFileParser.parse(text), again == report.launch else {
            throw Files.Problem(message: "the launch file for \(options.report.withoutControlCharacters) would not read back as the report's launch")
        }
        return text
    }
}
