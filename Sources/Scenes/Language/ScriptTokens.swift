/// One word of a script line: a bare word or a quoted string, with the
/// column it starts at.
struct ScriptToken: Hashable, Sendable {
    var text: String
    /// 1-based, in characters.
    var column: Int
    var quoted: Bool
    /// The source column of each of `text`'s characters (a string's
    /// escapes take two columns for one character).
    var columns: [Int] = []

    /// The source column of `text`'s character at `index`; one past the end
    /// for an index past it.
    func column(ofCharacter index: Int) -> Int {
        if index < columns.count { return columns[index] }
        return (columns.last.map { $0 + 1 } ?? column + (quoted ? 1 : 0))
    }
}

/// Splits a line into words and strings: spaces and tabs separate them,
/// `#` outside a string starts a comment, strings take `\"` and `\\`.
enum ScriptTokenizer {
    static func tokens(_ line: String, lineNumber: Int) -> Result<[ScriptToken], ScriptDiagnostic> {
        let characters = Array(line)
        var tokens: [ScriptToken] = []
        var index = 0
        func failure(_ message: String, at column: Int) -> Result<[ScriptToken], ScriptDiagnostic> {
            .failure(ScriptDiagnostic(line: lineNumber, column: column, message: message, source: line))
        }
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\r" {
                index += 1
            } else if character == "#" {
                break
            } else if character == "\"" {
                let start = index
                var text = ""
                var columns: [Int] = []
                index += 1
                var closed = false
                while index < characters.count {
                    let inner = characters[index]
                    if inner == "\"" { closed = true; index += 1; break }
                    if inner == "\\" {
                        guard index + 1 < characters.count else { break }
                        let escaped = characters[index + 1]
                        guard escaped == "\"" || escaped == "\\" else {
                            return failure("unknown escape '\\\(String(escaped).quotable)': strings take \\\" and \\\\", at: index + 1)
                        }
                        text.append(escaped)
                        columns.append(index + 1)
                        index += 2
                        continue
                    }
                    text.append(inner)
                    columns.append(index + 1)
                    index += 1
                }
                guard closed else { return failure("this string has no closing quote", at: start + 1) }
                tokens.append(ScriptToken(text: text, column: start + 1, quoted: true, columns: columns))
                if index < characters.count, !" \t\r#".contains(characters[index]) {
                    return failure("put a space after the closing quote", at: index + 1)
                }
            } else {
                let start = index
                while index < characters.count, !" \t\r\"".contains(characters[index]) { index += 1 }
                tokens.append(
                    ScriptToken(
                        text: String(characters[start..<index]), column: start + 1, quoted: false,
                        columns: Array((start + 1)...index)))
            }
        }
        return .success(tokens)
    }
}
