extension ScreenBuffer {
    /// The snapshot form: the text form, a `--- styles ---` line and the style
    /// form, each ending in a newline. Snapshot files (ScenesTesting's
    /// `assertSnapshot`) and `launch-tui snapshot --styles` hold this.
    public var snapshotText: String {
        text + "\n--- styles ---\n" + styleText + "\n"
    }

    /// The text form: one line a row, trailing spaces trimmed. Snapshot files
    /// and `launch-tui snapshot` print this.
    public var text: String {
        (0..<height).map { trimmedLine($0) }.joined(separator: "\n")
    }

    func trimmedLine(_ y: Int) -> String {
        var line = self.line(y)
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The style form: for each row, runs of columns that share a style,
    /// written `first-last name`. Rows where everything is plain are left out,
    /// so that a colour regression shows in a snapshot as plainly as a text one.
    public var styleText: String {
        var lines: [String] = []
        for y in 0..<height {
            let runs = styleRuns(row: y).filter { $0.style != .plain }.map { "\($0.start)-\($0.end - 1) \($0.style.name)" }
            if !runs.isEmpty {
                let label = String(y).count < 2 ? " \(y)" : "\(y)"
                lines.append("\(label): " + runs.joined(separator: ", "))
            }
        }
        return lines.joined(separator: "\n")
    }
}
