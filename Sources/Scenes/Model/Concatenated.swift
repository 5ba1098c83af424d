extension Array where Element == String {
    /// The strings with `separator` between them, as `joined(separator:)`
    /// gives them, appended in turn: the standard library's `joined` is
    /// generic, and its first use looks up the program's conformances (a
    /// tenth of a millisecond), which the demo's first frame would wait for.
    public func concatenated(separator: String) -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
