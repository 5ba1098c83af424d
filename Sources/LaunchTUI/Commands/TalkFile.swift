import Scenes

/// A talk's script from a file, or every reason it is not one, rendered for
/// stderr (`FILE:LINE:COL: message`, the line, a caret).
enum TalkFile {
    static func load(_ path: String) throws(Files.Problem) -> Script {
        let bytes = try Files.read(path, limit: ScriptText.maximumBytes)
        let text: String
        switch ScriptText.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): throw Files.Problem(message: diagnostic.rendered(file: path))
        }
        switch ScriptParser.parse(text) {
        case .success(let script): return script
        case .failure(let diagnostics): throw Files.Problem(message: diagnostics.rendered(file: path))
        }
    }

    /// "talk" for "examples/talk.launch": a recording's title.
    static func title(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }
}
