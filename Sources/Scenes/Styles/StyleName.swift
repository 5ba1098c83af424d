/// A launch style's name: one word, as the command line (`--left NAME`), a
/// talk (`Scenario left=NAME`) and the page's fragment write it. It is never
/// empty and holds no space or other blank, no `=` and no control character,
/// so that it reads back as the one word it was written as. The type keeps
/// that rule: text from a file or a flag becomes a name through `init?(_:)`,
/// which refuses what breaks it, or `init(making:)`, which mends it; a
/// built-in's name is a literal in the code (`"splash"`).
public struct StyleName: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as written.
    public let text: String

    /// `text` as a name; nil when it is empty, or holds a blank, a `=` or a
    /// control character.
    public init?(_ text: String) {
        guard !text.isEmpty, text.unicodeScalars.allSatisfy(Self.allowed) else { return nil }
        self.text = text
    }

    /// `text` made into a name: each character a name cannot hold (a blank,
    /// `=`, a control character) made into `_`; `_` for no text at all. For
    /// a name made from a path (`--left "my report.json"`), which names
    /// the same file each time it is made.
    public init(making text: String) {
        var made = ""
        made.unicodeScalars.append(contentsOf: text.unicodeScalars.map { Self.allowed($0) ? $0 : "_" })
        self.text = made.isEmpty ? "_" : made
    }

    /// A name written in the code, a built-in's. Literals are code, not
    /// input: one that broke the rule would stop the program the first time
    /// its style is made (any test that reads `LaunchStyles.builtIn`).
    public init(stringLiteral value: String) {
        guard let name = StyleName(value) else {
            preconditionFailure("a style's name is one word: '\(value)' is not")
        }
        self = name
    }

    /// Whether a name may hold `scalar`.
    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "=" && !scalar.properties.isWhitespace && !DisplayWidth.isControl(scalar)
    }

    public var description: String { text }
}
