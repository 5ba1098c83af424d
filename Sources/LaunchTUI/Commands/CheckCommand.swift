import Reports
import Scenes

/// `launch-tui check FILE [--summary]`: nothing and exit 0 for a good script
/// (or, with `--summary`, its beats, length and markers); every mistake and
/// exit 2 otherwise.
enum CheckCommand: Command {
    static let name = "check"

    static var usageLine: String {
        HelpPage.listed(table.synopsis(positional: "FILE"), beside: "report every error in a talk, a launch file or a report", gap: 13)
    }

    static let help = HelpPage(
        table: table,
        prose: """
            Reads a talk's script without running it. A good script: nothing printed,
            exit status 0. Otherwise every error at once, each as FILE:LINE:COL:
            message, then the line and a caret under the spot; exit status 2. Every
            caption must fit on the caption rows at the script's Set Size: it wraps
            to at most two rows, in plain text (no tabs or control characters).
            A launch file (FILE.startup, or a file that starts with Title, Platform,
            Launch, Source, System or At) and a report (JSON) are checked as what
            they are, with their own errors (see launch-tui help import); a file
            named .json that holds no JSON is said to be so, not read as a talk.
            --summary's first line gives the talk's size, fps and theme; a talk with
            no Set Theme is played in the terminal's (play asks it) and recorded dark.
            """, trailer: HelpPage.scriptLanguage)

    static func run(_ options: CheckOptions) throws(CommandFailure) {
        let path = options.script ?? ""
        // A launch file or a report is checked as what it is.
        let text = try files { () throws(Files.Problem) -> String? in
            if let launch = try launch(at: path) { return options.summary ? summary(of: launch, file: path) : nil }
            let script = try TalkFile.load(path)
            return options.summary ? summary(of: script, file: path) : nil
        }
        if let text { try Output.result(text) }
    }

    /// The launch at `path` when it holds a launch file (by its `.startup`
    /// ending or its first statement) or a report (JSON); nil for a talk.
    static func launch(at path: String) throws(Files.Problem) -> LaunchDescription? {
        if Recording.isRecording(atPath: path) { return try Recording.loaded(path, choices: ReportOptions()).launch }
        return try Files.withBytes(of: path, limit: LaunchFiles.largest) { bytes throws(Files.Problem) -> LaunchDescription? in
            if LaunchFiles.isJSON(bytes) { return try LaunchFiles.loaded(from: bytes, path: path, quoting: true).launch }
            // Too large for a talk or a launch file, and no report either.
            if bytes.count > ScriptText.maximumBytes { throw LaunchFiles.tooLargeForText(path, not: "a talk, a launch file or a report") }
            let text = String(decoding: bytes.prefix(ScriptText.maximumBytes), as: UTF8.self)
            if LaunchFiles.isLaunchFile(path, text: text) { return try LaunchFiles.launchFile(Array(bytes), path: path) }
            // Named for a report or a recording but neither: said so, never read as a talk.
            if let problem = notJSON(path, bytes: Array(bytes), text: text) ?? Recording.misnamed(path) { throw problem }
            return nil
        }
    }

    /// Why a file named `.json` that holds no JSON is not checked, in one
    /// line that quotes none of it: empty, binary, a talk, or other text.
    static func notJSON(_ path: String, bytes: [UInt8], text: String) -> Files.Problem? {
        guard path.lowercased().hasSuffix(".json") else { return nil }
        let what: String
        if bytes.isEmpty {
            what = "is empty"
        } else if bytes.contains(0) {
            what = "is binary data"
        } else if String(validating: bytes, as: UTF8.self) == nil {
            what = "is not UTF-8 text"
        } else {
            // Text, whatever its lines' lengths: what kind it reads as.
            what =
                switch LaunchFileParser.firstStatement(of: text) {
                case nil: "is blank (comments at most)"
                case let word? where ScriptText.commands.contains(word): "reads as a talk (name it .talk to check it as one)"
                default: "is text of another kind"
                }
        }
        return Files.Problem(message: "\(path.withoutControlCharacters): named .json but not JSON: \(what), not \(ReportKind.shortList)")
    }

    /// A launch file in one line: its title, platform, kind and phases.
    static func summary(of launch: LaunchDescription, file: String) -> String {
        let phases = launch.steps.count
        return "\(TalkFile.title(of: file).withoutControlCharacters): \"\(launch.title.withoutControlCharacters)\", "
            + "\(launch.platform.rawValue), \(launch.launch.rawValue) launch, first frame \(launch.firstFrame), "
            + "\(phases) phase\(phases == 1 ? "" : "s"), last change \(launch.lastChange)\n"
    }

    /// The widest a summary line gets: an 80-column terminal.
    static let width = 80

    /// The talk as a recording plays it: a line for the whole, then each
    /// beat (its start and length in seconds of talk, and the caption it
    /// waits on), then each marker (its time and label). A talk without
    /// `Set Theme` is shown in the terminal's own (play asks it) and only a
    /// recording takes dark: the summary says both.
    static func summary(of script: Script, file: String) -> String {
        let timeline = ScriptTimeline(script)
        let settings = script.settings
        let beats = timeline.beats
        let theme = settings.declaredTheme?.rawValue ?? "theme from the terminal"
        var lines = [
            "\(TalkFile.title(of: file).withoutControlCharacters): \(beats.count) beat\(beats.count == 1 ? "" : "s"), "
                + "\(CastRecorder.seconds(timeline.length)) s, \(timeline.markers.count) marker"
                + "\(timeline.markers.count == 1 ? "" : "s") (\(settings.size), \(settings.fps) fps, \(theme))"
        ]
        if settings.declaredTheme == nil { lines.append(unsetTheme) }
        lines.append("beat     start    length  caption")
        for (index, beat) in beats.enumerated() {
            let end = index + 1 < beats.count ? beats[index + 1].start : timeline.length
            let front =
                pad("\(index + 1)", 4) + pad(CastRecorder.seconds(beat.start), 10) + pad(CastRecorder.seconds(end - beat.start), 10) + "  "
            lines.append(front + fitted(beat.endState.caption, after: front))
        }
        lines.append(pad("at", 14) + "  marker")
        for marker in timeline.markers {
            let front = pad(CastRecorder.seconds(marker.talkTime), 14) + "  "
            lines.append(front + fitted(marker.label, after: front))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The summary's line for a talk without `Set Theme`.
    static let unsetTheme = "no Set Theme: play asks the terminal, record draws \(ScriptSettings().theme.rawValue)"

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func fitted(_ text: String, after front: String) -> String {
        let shown = text.isEmpty ? "-" : "\"\(text)\""
        return shown.withoutControlCharacters.truncated(toColumns: width - front.count)
    }
}

/// Options of `check`.
struct CheckOptions: CommandOptions {
    @Positional("TALK.talk", what: "a script") var script: String? = nil
    /// Print the beats, the length and the markers of a good script.
    @Flag(
        "--summary",
        help: [
            "a good script: print its beats (when each starts, how long",
            "it lasts, its caption), the total length and the markers"
        ])
    var summary = false
}
