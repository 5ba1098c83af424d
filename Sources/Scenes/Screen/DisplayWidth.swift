/// How many terminal columns text takes, as a terminal following Unicode's
/// East Asian Width and emoji presentation draws it.
public enum DisplayWidth {
    /// Words on lines of at most `columns`; a word longer than that has a
    /// line of its own (and is cut where it is drawn).
    public static func wrap(_ text: String, toColumns columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= columns || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The columns one grapheme takes: 0, 1 or 2. Control characters count 0
    /// here; the buffer replaces them before they are stored.
    public static func of(_ character: Character) -> Int {
        // Printable ASCII, most of any screen, takes one column: no need to
        // look up its Unicode properties.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isControl(first) { return 0 }
        // An emoji variation selector asks for the two-column picture.
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        if isWide(first.value) { return 2 }
        if isZeroWidth(first) { return 0 }
        return 1
    }

    /// The columns a string takes, grapheme by grapheme.
    public static func of(_ text: String) -> Int {
        // Most text: a column a scalar, counted in the one pass that checks it.
        var count = 0
        for scalar in text.unicodeScalars {
            guard isOneColumnAlone(scalar) else { return text.reduce(0) { $0 + of($1) } }
            count += 1
        }
        return count
    }

    /// Printable ASCII and Latin-1, general punctuation up to the ellipsis,
    /// arrows, mathematical operators, box drawing, blocks and geometric
    /// shapes (short of the two that default to emoji), and the verdicts'
    /// check mark and ballot X (✓ ✗, in every numbers panel): each is a
    /// grapheme of its own among these, one column wide, with no Unicode
    /// properties to look up (a test holds this against `of`).
    public static func isOneColumnAlone(_ scalar: Unicode.Scalar) -> Bool { isOneColumnAlone(value: scalar.value) }

    /// `isOneColumnAlone` of the scalar of this value.
    static func isOneColumnAlone(value: UInt32) -> Bool {
        switch value {
        case 0x20..<0x7F, 0xA0...0xFF, 0x2010...0x2027, 0x2190...0x22FF, 0x2500...0x25FC, 0x2713, 0x2717: true
        default: false
        }
    }

    /// C0, DEL and C1 controls, and the characters that rearrange a line
    /// rather than show something (the line and paragraph separators, bidi
    /// marks, embeddings, overrides and isolates): never to reach a terminal
    /// as they are.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        // The soft hyphen is a format character that terminals draw anyway.
        case .nonspacingMark, .enclosingMark, .format: return scalar.value != 0xAD
        default: return false
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, the blocks that matter
    /// for text: Hangul, CJK, Kana, fullwidth forms, and the ideograph planes).
    /// Emoji are told by their presentation property instead: the emoji
    /// blocks also hold symbols that terminals draw one column wide.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension String {
    /// Whether every scalar is one `DisplayWidth.isOneColumnAlone` knows:
    /// most text on the stage, taken a scalar at a time.
    var isOneColumnScalars: Bool {
        unicodeScalars.allSatisfy(DisplayWidth.isOneColumnAlone)
    }

    /// This text with every control character replaced by U+FFFD, so that text
    /// read from files (captions, scripts) never reaches a terminal as a command.
    public var withoutControlCharacters: String {
        if isOneColumnScalars { return self }
        var result = ""
        result.unicodeScalars.reserveCapacity(unicodeScalars.count)
        for scalar in unicodeScalars {
            result.unicodeScalars.append(DisplayWidth.isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return result
    }

    /// The longest prefix that fits in `columns`, with "…" at the end when cut.
    public func truncated(toColumns columns: Int, ellipsis: String = "…") -> String {
        if DisplayWidth.of(self) <= columns { return self }
        guard columns > 0 else { return "" }
        let room = columns - DisplayWidth.of(ellipsis)
        var result = ""
        var used = 0
        for character in self {
            let width = DisplayWidth.of(character)
            if used + width > room { break }
            result.append(character)
            used += width
        }
        return room >= 0 ? result + ellipsis : result
    }
}
