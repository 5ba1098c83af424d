/// Columns `start..<end` of one row that share a style, with their text: the
/// piece every picture of a buffer draws at a time (the style form of a
/// snapshot, an SVG's `<text>`, a format still to come). A wide character's
/// continuation belongs to the run of the character it continues.
public struct StyleRun: Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var style: CellStyle
    public var text: String
}

extension ScreenBuffer {
    /// Row `y` as runs of one style each, left to right, covering every column.
    public func styleRuns(row y: Int) -> [StyleRun] {
        var runs: [StyleRun] = []
        // A run's text gathered as bytes, made a string when the run ends.
        var text: [UInt8] = []
        func end() {
            guard !runs.isEmpty else { return }
            runs[runs.count - 1].text = String(decoding: text, as: UTF8.self)
            text.removeAll(keepingCapacity: true)
        }
        for x in 0..<width {
            let cell = self[x, y]
            if let last = runs.last, last.style == cell.style || cell.isContinuation {
                runs[runs.count - 1].end = x + 1
                cell.grapheme.appendUTF8(to: &text)
            } else {
                end()
                runs.append(StyleRun(start: x, end: x + 1, style: cell.style, text: ""))
                if cell.isContinuation { text.append(UInt8(ascii: " ")) } else { cell.grapheme.appendUTF8(to: &text) }
            }
        }
        end()
        return runs
    }
}
