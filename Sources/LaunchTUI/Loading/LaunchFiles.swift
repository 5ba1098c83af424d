import Reports
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A launch named by a path, wherever a style is accepted (`--left PATH`,
/// `Scenario left=PATH`, `import`): a launch file or a report, told apart
/// by what is in it.
enum LaunchFiles {
    /// Reports run to megabytes (Lighthouse keeps its screenshots in them);
    /// past this a file is not a report.
    static let largest = 128 << 20

    /// What a path holds: a launch, and the report it came from if it was one.
    struct Loaded {
        var launch: LaunchDescription
        var report: ReportLaunch?

        /// The style that draws it, named `name`.
        func style(named name: StyleName) -> LaunchStyle {
            launch.style(
                named: name, launchIsAssumed: report?.launchIsAssumed == true, platformIsAssumed: report?.platformIsAssumed == true)
        }
    }

    /// What is read at a path another file or a flag names, for messages.
    static let expected = "a launch file or " + ReportKind.shortList

    /// The launch at `path`, named by a talk or a flag (`--left`), or the one
    /// line that says why there is none. The line never quotes the file: it
    /// says what the file is and what was expected, and, for a launch file
    /// or a report with mistakes in it, how to see them (`launch-tui check`).
    static func load(_ path: String, choices: ReportOptions = ReportOptions()) throws(Files.Problem) -> Loaded {
        // A recording is told by its first bytes and decoded from its path, never read whole.
        if Recording.isRecording(atPath: path) { return try Recording.loaded(path, choices: choices) }
        // Mapped, not read: a report runs to megabytes, and only a few of its
        // members are looked at (see `Files.withBytes`).
        return try Files.withBytes(of: path, limit: largest, expecting: expected) { bytes throws(Files.Problem) in
            try loaded(from: bytes, path: path, choices: choices, quoting: false)
        }
    }

    /// The launch in `bytes`, the contents of `path` (read at most
    /// `largest` + 1 of them), as `load` gives it; `quoting`: for the person
    /// who checks or imports that very file, the mistakes in full, as they
    /// stand in it.
    static func loaded(
        from bytes: UnsafeBufferPointer<UInt8>, path: String,
        choices: ReportOptions = ReportOptions(), quoting: Bool
    ) throws(Files.Problem) -> Loaded {
        let name = path.withoutControlCharacters
        if Recording.isRecording(bytes) { return try Recording.loaded(path, choices: choices) }
        if let problem = Recording.misnamed(path) { throw problem }
        if choices.tapAt != nil || choices.platform != nil {
            let what = choices.tapAt != nil ? "a tap (tap-at) is chosen in" : "a platform (--platform) is given for"
            throw Files.Problem(message: "\(name): \(what) a screen recording, and this is not one")
        }
        guard bytes.count <= largest else { throw Files.Problem(message: "\(name): is larger than \(largest >> 20) MB, not \(expected)") }
        if isJSON(bytes) {
            var choices = choices
            choices.fileName = String(path.split(separator: "/").last ?? "")
            do throws(ReportProblem) {
                let report = try Reports.read(bytes, choices: choices)
                return Loaded(launch: report.launch, report: report)
            } catch {
                throw Files.Problem(message: quoting ? error.rendered(file: name) : error.renderedPlainly(file: name))
            }
        }
        guard bytes.count <= ScriptText.maximumBytes else { throw tooLargeForText(path, not: expected) }
        let text = Array(bytes)
        if quoting { return Loaded(launch: try launchFile(text, path: path), report: nil) }
        return Loaded(launch: try namedLaunchFile(text, path: path), report: nil)
    }

    /// A file too large for a talk or a launch file that is not JSON either:
    /// not `expected` ("a launch file or a ... report").
    static func tooLargeForText(_ path: String, not expected: String) -> Files.Problem {
        Files.Problem(
            message: "\(path.withoutControlCharacters): is over \(ScriptText.maximumBytes >> 20) MB and not JSON, not \(expected)")
    }

    /// A launch file's launch, or every mistake in it, as it stands in the file.
    static func launchFile(_ bytes: [UInt8], path: String) throws(Files.Problem) -> LaunchDescription {
        guard !bytes.isEmpty else {
            throw Files.Problem(
                message:
                    "\(path.withoutControlCharacters): the file is empty: a launch file needs a Title, a Platform, a Launch and its phases")
        }
        let text: String
        switch ScriptText.decode(bytes, as: "a launch file") {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): throw Files.Problem(ScriptDiagnostics([diagnostic]), file: path)
        }
        switch LaunchFileParser.parse(text) {
        case .success(let launch): return try Recording.attached(launch, file: path)
        case .failure(let diagnostics): throw Files.Problem(diagnostics, file: path)
        }
    }

    /// A launch file named by a talk or a flag: its launch, or one line that
    /// says what the file is instead, without a word of what is in it.
    private static func namedLaunchFile(_ bytes: [UInt8], path: String) throws(Files.Problem) -> LaunchDescription {
        let name = path.withoutControlCharacters
        guard !bytes.isEmpty else { throw Files.Problem(message: "\(name): is empty, not \(expected)") }
        let text: String
        switch ScriptText.decode(bytes, as: expected, kind: "a launch file") {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic):
            // Where and what, without the line's quote.
            throw Files.Problem(message: "\(name):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message)")
        }
        guard isLaunchFile(path, text: text) else {
            let what =
                switch LaunchFileParser.firstStatement(of: text) {
                case nil: "is blank (comments at most)"
                case let word? where ScriptText.commands.contains(word): "is a talk"
                default: "is text of another kind"
                }
            throw Files.Problem(message: "\(name): \(what), not \(expected)")
        }
        switch LaunchFileParser.parse(text) {
        case .success(let launch): return try Recording.attached(launch, file: path)
        case .failure(let diagnostics):
            let count = diagnostics.all.count, line = diagnostics.all.first?.line ?? 0
            throw Files.Problem(
                message: "\(name): a launch file with \(count) mistake\(count == 1 ? "" : "s"), the first on line \(line) "
                    + "(launch-tui check \(name) shows \(count == 1 ? "it" : "them"))")
        }
    }

    /// Whether the bytes are JSON: their first character, past a byte-order
    /// mark and spaces, opens an object or an array (no launch file can).
    static func isJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Whether `path` names a launch file rather than a talk: by its ending
    /// (`.startup`), else by its first statement.
    static func isLaunchFile(_ path: String, text: String) -> Bool {
        path.hasSuffix("." + LaunchFileParser.fileExtension) || LaunchFileParser.looksLikeLaunchFile(text)
    }

    /// The style that draws the launch at `path`, named `name` (the path as
    /// it was written, so that `left=PATH` finds it again).
    static func style(_ path: String, named name: StyleName, choices: ReportOptions = ReportOptions()) throws(Files.Problem) -> LaunchStyle
    {
        try load(path, choices: choices).style(named: name)
    }

    /// A style name for a path: the path, with what a name cannot hold
    /// (blanks, `=`, control characters) made into `_`.
    static func styleName(for path: String) -> StyleName { StyleName(making: path) }

    /// `path` read from the folder of `base` (a talk's), unless it is absolute.
    static func relative(_ path: String, to base: String) -> String {
        guard !path.hasPrefix("/"), let slash = base.lastIndex(of: "/") else { return path }
        return String(base[...slash]) + path
    }

    /// The keys whose value is a launch style.
    static let styleKeys: Set<String> = ["left", "right"]

    /// For `--left VALUE`: the name to look up and the styles to find it
    /// among. A built-in's name stands for itself; anything else that looks
    /// like a path (it has a `/` or a `.`, or a file is there) is loaded.
    /// With the warning for a file drawn from its frames that has none, for
    /// the command to give (nothing here prints).
    static func styles(
        forSetting key: String, _ value: String,
        choices: ReportOptions = ReportOptions()
    ) throws(Files.Problem) -> (name: String, styles: LaunchStyles, warning: String?) {
        guard isPath(forSetting: key, value) else { return (value, .builtIn, nil) }
        let name = styleName(for: value, choices: choices)
        let loaded = try load(value, choices: choices)
        let warning = choices.frames && loaded.launch.frames.isEmpty ? noFramesLine(value, loaded) : nil
        return (name.text, LaunchStyles.builtIn.adding(loaded.style(named: name)), warning)
    }

    /// The style name for a report's pane: two panes of one report, each
    /// its own benchmark or step, or one drawn from its frames, are two
    /// styles ("r.json#startupCold", "r.json#frames").
    static func styleName(for path: String, choices: ReportOptions) -> StyleName {
        let chosen =
            [
                choices.benchmark, choices.step.map { "step-" + $0 }, choices.run.map { "run-\($0)" },
                choices.repeatView ? "repeat-view" : nil, choices.tapAt.map { "tap-at-" + $0.secondsText }
            ]
            .compactMap { $0 } + (choices.frames ? ["frames"] : [])
        return styleName(for: ([path] + chosen).joined(separator: "#"))
    }

    /// What `--frames` (`frames=on`) says of a file at `path` without frames of its own.
    static func noFramesLine(_ path: String, _ loaded: Loaded) -> String {
        loaded.report.map { ReportFrames.noneLine(file: path, kind: $0.kind) }
            ?? "\(path.withoutControlCharacters): a launch file has no frames of its own: its pane is drawn as without \(framesFlag)"
    }

    /// `--frames`: each pane read from a report is drawn from the report's own frames.
    static let framesFlag = "--frames"
    static let framesHelp = ["a report's pane drawn from its own frames", "(the observed load), as pixels"]
    /// `--frames-folder DIR`: as `--frames`, a WebPageTest result's frames
    /// (links to its server) read from the images saved in DIR.
    static let framesFolderFlag = "--frames-folder"
    static let framesFolderHelp = ["as --frames, a WebPageTest result's video", "frames read from DIR, by the names it links"]

    /// Whether `--left VALUE` names a file to load rather than a built-in.
    static func isPath(forSetting key: String, _ value: String) -> Bool {
        styleKeys.contains(key) && LaunchStyles.builtIn.named(value) == nil && looksLikePath(value)
    }

    /// The flags that choose, for one pane, what of its report it draws:
    /// `--left-benchmark NAME` (a Macrobenchmark report of several),
    /// `--right-step N|NAME` (a Lighthouse user flow), `--left-run N` and
    /// `--left-repeat-view` (a WebPageTest result), `--left-tap-at S` (a
    /// screen recording's tap), so that two benchmarks, steps or runs of one
    /// report stand side by side.
    struct ReportPartFlag: Sendable {
        enum What: Sendable, CaseIterable { case benchmark, step, run, repeatView, tapAt }
        let pane: String
        let what: What
        var flag: String { "--\(pane)-" + name }
        /// The choice's name, as a flag and a talk's key end in it.
        var name: String {
            switch what {
            case .benchmark: "benchmark";
            case .step: "step";
            case .run: "run";
            case .repeatView: "repeat-view"
            case .tapAt: "tap-at"
            }
        }
        /// What the flag takes; nil for a switch.
        var value: String? {
            switch what {
            case .benchmark: "NAME";
            case .step: "N|NAME";
            case .run: "N";
            case .repeatView: nil
            case .tapAt: "S"
            }
        }
        var help: [String] {
            switch what {
            case .step: ["the \(pane) pane's step of a Lighthouse", "user flow (the first navigation)"]
            case .benchmark: ["the \(pane) pane's benchmark, when its", "Macrobenchmark report has several"]
            case .run: ["the \(pane) pane's run of a WebPageTest", "result, from 1 (its median run)"]
            case .repeatView: ["the \(pane) pane's WebPageTest repeat", "view (a warm load), not its first"]
            case .tapAt: ["the tap in the \(pane) pane's screen", "recording, this far into it (its first", "frame, or the tap it shows)"]
            }
        }

        /// Sets the choice; the line that says why `value` is none, if it is not.
        func set(_ value: String, in choices: inout ReportOptions) -> String? {
            switch what {
            case .step: choices.step = value
            case .benchmark: choices.benchmark = value
            case .repeatView: choices.repeatView = true
            case .run:
                guard let run = LaunchFiles.run(value) else { return "\(flag) takes a run's number from 1, not '\(value.quotable)'" }
                choices.run = run
            case .tapAt:
                do throws(ValueError) { choices.tapAt = try ScenarioSettings.time.parse(value) } catch { return error.message(for: flag) }
            }
            return nil
        }
    }

    /// A WebPageTest run's number: a whole number from 1.
    static func run(_ text: String) -> Int? { Int(text).flatMap { $0 >= 1 ? $0 : nil } }

    static let reportPartFlags = styleKeys.sorted().flatMap { pane in
        ReportPartFlag.What.allCases.map { ReportPartFlag(pane: pane, what: $0) }
    }

    /// Whether a style's value is meant as a path rather than a style's name.
    static func looksLikePath(_ value: String) -> Bool {
        if value.contains("/") || value.contains(".") { return true }
        var info = stat()
        return !value.isEmpty && stat(value, &info) == 0
    }

    /// The styles the s/S keys cycle through: the built-ins, then every
    /// measured launch a scenario names (the files on the command line).
    static func cycle(for scenario: Scenario) -> LaunchStyles {
        scenario.styles.reduce(LaunchStyles.builtIn) { styles, style in
            style.measured == nil || styles.named(style.name) != nil ? styles : styles.adding(style)
        }
    }
}
