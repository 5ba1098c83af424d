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
        switch ScriptParser.parse(text, lookUpFramedStyle: { value, frames in lookUpStyle(value, talk: path, in: named, frames: frames) }) {
        case .success(let script): return script
        case .failure(let diagnostics): throw Files.Problem(diagnostics, file: path)
        }
    }

    /// The files one talk names, each read once however often it is named.
    final class NamedFiles {
        private var loaded: [String: Result<LaunchFiles.Loaded, Files.Problem>] = [:]

        /// `frames`: with the report's own frames (`frames=on`), read once apart.
        func load(_ path: String, frames: Bool = false) -> Result<LaunchFiles.Loaded, Files.Problem> {
            let key = (frames ? "frames:" : "") + path
            if let known = loaded[key] { return known }
            var choices = ReportChoices()
            choices.frames = frames
            let result = Result { () throws(Files.Problem) in try LaunchFiles.load(path, choices: choices) }
            if frames, case .success(let file) = result, file.launch.frames.isEmpty {
                Output.error(Output.named(LaunchFiles.noFramesLine(path, file)))
            }
            loaded[key] = result
            return result
        }
    }

    /// A style a talk names by path (`Scenario left=ours.startup`), read from
    /// the talk's folder: nil when the value does not look like a path. Why
    /// it cannot be shown is told without a word of the file's content (see
    /// `LaunchFiles.load`): a talk's messages land in CI logs.
    static func lookUpStyle(_ value: String, talk: String, in named: NamedFiles = NamedFiles(),
                            frames: Bool = false) -> Result<LaunchStyle, StyleLookupFailure>? {
        let path = LaunchFiles.relative(value, to: talk)
        guard LaunchFiles.looksLikePath(value) || LaunchFiles.looksLikePath(path) else { return nil }
        guard !value.contains("=") else { return .failure(StyleLookupFailure("a path with '=' in it cannot be named in a talk")) }
        return named.load(path, frames: frames).map { $0.style(named: value) }.mapError { StyleLookupFailure($0.message) }
    }

    /// "talk" for "examples/talk.talk": a recording's title.
    static func title(of path: String) -> String { Files.nameWithoutExtension(of: path) }
}

extension Files.Problem {
    /// The mistakes in the talk or launch file at `file`: kept in the
    /// compiler's form (`FILE:LINE:COL`, the line, a caret) when any names a
    /// line; one about the file as a whole (empty, too large) is a file's
    /// problem, its line starting with the program's name.
    init(_ diagnostics: ScriptDiagnostics, file: String) {
        let rendered = diagnostics.rendered(file: file)
        self = diagnostics.all.contains { $0.line > 0 } ? Files.Problem(diagnostics: rendered) : Files.Problem(message: rendered)
    }
}
