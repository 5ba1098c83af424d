import Reports
import Scenes

/// A talk's script from a file, or every reason it is not one, rendered for
/// stderr (`FILE:LINE:COL: message`, the line, a caret).
enum TalkFile {
    static func load(_ path: String) throws(Files.Problem) -> Script {
        let bytes = try Files.read(path, limit: ScriptText.maximumBytes)
        let text: String
        switch ScriptText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): throw Files.Problem(ScriptDiagnostics([diagnostic]), file: path)
        }
        let named = NamedFiles()
        let parsed = ScriptParser.parse(text, lookUpStyle: { value, choice in lookUpStyle(value, choice, talk: path, in: named) })
        if let line = named.withoutFramesLine(talk: path) { Output.error(Output.named(line)) }
        switch parsed {
        case .success(let script): return script
        case .failure(let diagnostics): throw Files.Problem(diagnostics, file: path)
        }
    }

    /// The files one talk names, each read once however often it is named
    /// (once for each benchmark or step of it that a pane draws).
    final class NamedFiles {
        private var loaded: [String: Result<LaunchFiles.Loaded, Files.Problem>] = [:]
        /// The files a pane is to be drawn from the frames of that have
        /// none (`frames=on`), each once however it is named, in the order
        /// named: its path, and what `noFramesLine` says of it.
        private(set) var withoutFrames: [(path: String, line: String)] = []
        private var withoutFramesFiles: Set<String> = []

        func load(_ path: String, choices: ReportOptions = ReportOptions()) -> Result<LaunchFiles.Loaded, Files.Problem> {
            let key = LaunchFiles.styleName(for: path, choices: choices).text + "\u{0}" + path
            if let known = loaded[key] { return known }
            let result = Result { () throws(Files.Problem) in try LaunchFiles.load(path, choices: choices) }
            if choices.frames, case .success(let file) = result, file.launch.frames.isEmpty,
                withoutFramesFiles.insert(Files.identity(of: path)).inserted
            {
                withoutFrames.append((path, LaunchFiles.noFramesLine(path, file)))
            }
            loaded[key] = result
            return result
        }

        /// What a talk at `talk` says of `withoutFrames`: the one file's
        /// line, or for several one line with their count and the first
        /// few names; nil for none.
        func withoutFramesLine(talk: String) -> String? {
            guard withoutFrames.count > 1 else { return withoutFrames.first?.line }
            let names = withoutFrames.prefix(3).map(\.path.withoutControlCharacters).joined(separator: ", ")
            let more = withoutFrames.count > 3 ? " and \(withoutFrames.count - 3) more" : ""
            return "\(talk.withoutControlCharacters): \(withoutFrames.count) files it draws from their frames have no frames of their own "
                + "(\(names)\(more)): their panes are drawn as without frames=on"
        }
    }

    /// A style a talk names by path (`Scenario left=ours.startup`), read from
    /// the talk's folder: nil when the value does not look like a path. Why
    /// it cannot be shown is told without a word of the file's content (see
    /// `LaunchFiles.load`): a talk's messages land in CI logs.
    /// A pane's `left-benchmark=` or `left-step=` (`choice`) picks what of
    /// the report it draws, as `--left-benchmark` does; the style is then
    /// named for the path and the choice, so that two benchmarks of one
    /// report stand side by side.
    static func lookUpStyle(
        _ value: String, _ choice: ReportPart = ReportPart(), talk: String,
        in named: NamedFiles = NamedFiles()
    ) -> Result<LaunchStyle, StyleLookupFailure>? {
        let path = LaunchFiles.relative(value, to: talk)
        guard LaunchFiles.looksLikePath(value) || LaunchFiles.looksLikePath(path) else {
            if choice.choosesPart {
                return .failure(StyleLookupFailure("a benchmark, step, run or tap is chosen of a report, and this is no file"))
            }
            return nil
        }
        guard !value.contains("=") else { return .failure(StyleLookupFailure("a path with '=' in it cannot be named in a talk")) }
        var choices = ReportOptions()
        choices.benchmark = choice.benchmark
        choices.step = choice.step
        choices.repeatView = choice.repeatView
        choices.tapAt = choice.tapAt
        if let run = choice.run {
            guard let number = LaunchFiles.run(run) else {
                return .failure(StyleLookupFailure("a run is a number from 1, not '\(run.quotable)'"))
            }
            choices.run = number
        }
        choices.frames = choice.frames
        let name = LaunchFiles.styleName(for: value, choices: choices)
        return named.load(path, choices: choices).map { $0.style(named: name) }.mapError { StyleLookupFailure($0.message) }
    }

    /// "talk" for "examples/talk.talk": a recording's title.
    static func title(of path: String) -> String { Files.nameWithoutExtension(of: path) }
}
