/// A talk's caption on the caption rows: wrapped at spaces to the rows'
/// width, on at most `maximum` rows. The stage draws what this gives, and
/// `check` reports a caption that does not fit at the character where it
/// would be cut, so what passes `check` is what shows.
public struct CaptionRows: Hashable, Sendable {
    /// A caption takes one row, or two when it is long.
    public static let maximum = 2

    /// The rows' text, at most `maximum`.
    public var lines: [String]
    /// The index (in characters) of the first character that does not fit;
    /// nil when the whole caption shows.
    public var cut: Int?

    /// `text` wrapped to `width` columns on at most `rows` rows. A word
    /// wider than a row is broken where the row ends.
    public init(_ text: String, width: Int, rows: Int = CaptionRows.maximum) {
        let characters = Array(text)
        var lines: [String] = []
        var index = 0
        // Leading spaces are the caption's own; a row after a break starts at the next word.
        while index < characters.count, lines.count < rows {
            if !lines.isEmpty { while index < characters.count, characters[index] == " " { index += 1 } }
            guard index < characters.count else { break }
            var end = index, columns = 0, lastBreak: Int?
            while end < characters.count {
                let next = columns + DisplayWidth.of(characters[end])
                if next > width { break }
                if characters[end] == " " { lastBreak = end }
                columns = next
                end += 1
            }
            if end < characters.count, characters[end] != " ", let lastBreak, lastBreak > index {
                end = lastBreak
            }
            // A row too narrow for even one character takes one anyway.
            if end == index { end = index + 1 }
            var line = String(characters[index..<end])
            while line.last == " " { line.removeLast() }
            lines.append(line)
            index = end
        }
        while index < characters.count, characters[index] == " " { index += 1 }
        self.lines = lines
        self.cut = index < characters.count ? index : nil
    }

    /// The columns a caption has on each row at a terminal's width, for a
    /// talk of `beats` beats: the stage less a column each side, and the
    /// beat counter's room ("beat 9/9" and two spaces) on both sides, so the
    /// caption stays centred.
    public static func width(forStage width: Int, beats: Int?) -> Int {
        guard let beats else { return width - 2 }
        let counter = DisplayWidth.of(BeatCount(beats, of: beats).text) + 2
        return width - 2 - 2 * counter
    }
}
