/// The bytes of a script file as text, or the one reason they are not a
/// script: empty, binary, not UTF-8, a line or a file too long. Pure: the
/// caller reads the file (at most `maximumBytes` + 1 of it).
public enum ScriptText {
    /// A talk is a page or two; a megabyte is not a talk.
    public static let maximumBytes = 1 << 20
    /// Longer lines are not written by hand.
    public static let maximumLineBytes = 4096

    /// A talk's commands: a launch file that uses one is told it is not a talk.
    public static let commands = ["Set", "Scenario", "Caption", "Play", "Speed", "Pause", "Mark", "Note", "Restart"]

    /// The lines of a script, ended by LF or CRLF (a file saved on Windows;
    /// Swift takes CRLF as one character, so it is named here).
    public static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    /// The text in `bytes`, or the reason it is not `what` ("a script", "a
    /// launch file"), at the line and column (in characters) of the spot,
    /// with the line for the quote under the message. `kind` is the text
    /// whose lines are too long ("a launch file" where `what` lists the
    /// reports too, which are JSON and have no such limit).
    public static func decode(
        _ bytes: [UInt8], as what: String = "a script",
        kind: String? = nil
    ) -> Result<String, ScriptDiagnostic> {
        guard !bytes.isEmpty else {
            return .failure(ScriptDiagnostic(line: 0, column: 0, message: "the file is empty: a script needs at least one action"))
        }
        guard bytes.count <= maximumBytes else {
            return .failure(
                ScriptDiagnostic(
                    line: 0, column: 0,
                    message: "is larger than \(maximumBytes / 1024) KiB: not \(what)"))
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // A NUL anywhere is a binary file, whatever else is wrong before it
        // (a binary's first "line" is often longer than any line of text).
        if let nul = body.firstIndex(of: 0) {
            let start = body[..<nul].lastIndex(of: 0x0A).map { $0 + 1 } ?? body.startIndex
            let end = body[nul...].firstIndex(of: 0x0A) ?? body.endIndex
            return .failure(
                located(
                    "a NUL byte: a binary file, not \(what)", line: body[start..<end],
                    number: body[..<nul].count { $0 == 0x0A } + 1, at: nul))
        }
        var lineNumber = 1
        var lineStart = body.startIndex
        var index = body.startIndex
        while index <= body.endIndex {
            let atEnd = index == body.endIndex
            if atEnd || body[index] == 0x0A {
                let line = body[lineStart..<index]
                func failure(at spot: Int, _ message: String) -> Result<String, ScriptDiagnostic> {
                    .failure(located(message, line: line, number: lineNumber, at: spot))
                }
                if line.count > maximumLineBytes {
                    // At the character the first byte too many is in.
                    var spot = lineStart + maximumLineBytes
                    while spot > lineStart, line[spot] & 0xC0 == 0x80 { spot -= 1 }
                    return failure(
                        at: spot,
                        "the line is \(line.count) bytes long; " + "the lines of \(kind ?? what) are at most \(maximumLineBytes) bytes")
                }
                if let bad = firstInvalidUTF8(line) {
                    return failure(at: bad, "a byte that is not UTF-8 text: \(what) must be UTF-8")
                }
                if atEnd { break }
                lineNumber += 1
                lineStart = index + 1
            }
            index += 1
        }
        return .success(String(decoding: body, as: UTF8.self))
    }

    /// A diagnostic at the byte `spot` of `line`: its column counts the
    /// characters before the spot, and the line is kept for the quote, bad
    /// bytes shown as U+FFFD (a quote makes control characters harmless).
    private static func located(_ message: String, line: ArraySlice<UInt8>, number: Int, at spot: Int) -> ScriptDiagnostic {
        let column = String(decoding: line[line.startIndex..<spot], as: UTF8.self).count + 1
        return ScriptDiagnostic(
            line: number, column: column, message: message, source: String(decoding: line, as: UTF8.self),
            quotesLine: isText(line, apartFrom: spot))
    }

    /// Whether `line` is text but for the one bad byte (and its trailing
    /// bytes) at `spot`: then a quote shows where it is. Binary garbage has
    /// more: another NUL, a byte that is not UTF-8, a control character.
    static func isText(_ line: ArraySlice<UInt8>, apartFrom spot: Int) -> Bool {
        var end = spot + 1
        while end < line.endIndex, end < spot + 4, line[end] & 0xC0 == 0x80 { end += 1 }
        return [line[line.startIndex..<spot], line[end...]].allSatisfy { part in
            firstInvalidUTF8(part) == nil && !part.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0D) || $0 == 0x7F }
        }
    }

    /// The index of the first byte that does not belong to well-formed UTF-8.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= bytes.endIndex else { return index }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= min, byte <= max else { return index }
            }
            index += length
        }
        return nil
    }
}
