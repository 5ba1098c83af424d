/// A mistake in a script, for the person who wrote it: where, what, and the
/// line with a caret under the spot, as compilers print them.
public struct ScriptDiagnostic: Hashable, Sendable, Error {
    /// 1-based; 0 for the file as a whole (empty, not text).
    public var line: Int
    /// 1-based, in characters; 0 for the file or the line as a whole.
    public var column: Int
    public var message: String
    /// The line as written, for the quote under the message.
    public var source: String
    /// Whether the line is quoted under the message: not a line of binary
    /// garbage, which would show as replacement characters.
    public var quotesLine: Bool

    public init(line: Int, column: Int, message: String, source: String = "", quotesLine: Bool = true) {
        self.line = line
        self.column = column
        self.message = message
        self.source = source
        self.quotesLine = quotesLine
    }

    /// How much of a long line a diagnostic quotes, around the spot.
    static let quoteWidth = 100

    /// `FILE:LINE:COL: message`, then the line and a caret under the spot.
    /// Control characters in the quote are made harmless, and a long line
    /// is quoted around the spot only.
    public func rendered(file: String) -> String {
        let name = file.withoutControlCharacters
        guard line > 0 else { return "\(name): \(message)" }
        guard column > 0 else { return "\(name):\(line): \(message)" }
        guard quotesLine else { return "\(name):\(line):\(column): \(message)" }
        var characters = Array(source)
        var caretAt = column - 1
        var prefix = "", suffix = ""
        if characters.count > Self.quoteWidth {
            let start = max(0, min(caretAt - Self.quoteWidth / 2, characters.count - Self.quoteWidth))
            let end = min(characters.count, start + Self.quoteWidth)
            if start > 0 { prefix = "…" }
            if end < characters.count { suffix = "…" }
            characters = Array(characters[start..<end])
            caretAt -= start
        }
        // Tabs stay, so the caret line's tabs line up with them.
        let quote =
            prefix
            + String(characters).split(separator: "\t", omittingEmptySubsequences: false)
            .map { String($0).withoutControlCharacters }.joined(separator: "\t") + suffix
        // The caret lines up under the spot: tabs stay tabs, other characters
        // become as many spaces as they take columns.
        var pad = prefix.isEmpty ? "" : " "
        for character in characters.prefix(max(0, caretAt)) {
            pad += character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(String(character).withoutControlCharacters))
        }
        // A spot past the end of the line (a value missing there).
        pad += String(repeating: " ", count: max(0, caretAt - characters.count))
        return "\(name):\(line):\(column): \(message)\n\(quote)\n\(pad)^"
    }
}

/// Every mistake found in a script, in the order of the lines.
public struct ScriptDiagnostics: Error, Hashable, Sendable {
    public var all: [ScriptDiagnostic]

    public init(_ all: [ScriptDiagnostic]) { self.all = all }

    /// At most this many are listed; a file of garbage says how many more.
    public static let listed = 50

    /// Every diagnostic rendered, one after the other, for stderr.
    public func rendered(file: String) -> String {
        var parts = all.prefix(Self.listed).map { $0.rendered(file: file) }
        if all.count > Self.listed {
            parts.append("\(file.withoutControlCharacters): \(all.count - Self.listed) more errors not shown")
        }
        return parts.joined(separator: "\n")
    }
}
