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
        switch ScriptParser.parse(text, lookUpStyle: { value in lookUpStyle(value, talk: path) }) {
        case .success(let script): return script
        case .failure(let diagnostics): throw Files.Problem(diagnostics, file: path)
        }
    }

    /// A style a talk names by path (`Scenario left=ours.startup`), read from
    /// the talk's folder: nil when the value does not look like a path.
    static func lookUpStyle(_ value: String, talk: String) -> Result<LaunchStyle, StyleLookupFailure>? {
        let path = LaunchFiles.relative(value, to: talk)
        guard LaunchFiles.looksLikePath(value) || LaunchFiles.looksLikePath(path) else { return nil }
        guard !value.contains("=") else { return .failure(StyleLookupFailure("a path with '=' in it cannot be named in a talk")) }
        do throws(Files.Problem) {
            return .success(try LaunchFiles.style(path, named: value))
        } catch {
            let first = error.message.split(separator: "\n").first.map(String.init) ?? error.message
            return .failure(StyleLookupFailure(first + " (launch-tui check \(path.withoutControlCharacters))"))
        }
    }

    /// "talk" for "examples/talk.launch": a recording's title.
    static func title(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
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
