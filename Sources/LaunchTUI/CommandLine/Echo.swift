import Scenes

extension String {
    /// The most columns of an argument an error line repeats: enough to see
    /// which one it was, short enough that the line stays one line (a
    /// 120,000-character argument must not make a 120 KB message).
    static let longestEcho = 48

    /// An argument (or a TERM value) as an error line repeats it: control
    /// characters made harmless, so nothing reaches the terminal as a
    /// command, and cut to `longestEcho` columns with "…".
    var echoed: String {
        // Cut first, so a huge argument is never scanned whole.
        String(unicodeScalars.prefix(Self.longestEcho * 2)).withoutControlCharacters
            .truncated(toColumns: Self.longestEcho)
    }
}
