/// JSON string literals, escaped for every character that needs it.
enum JSONText {
    /// `"…"`: quotes and backslashes escaped, every control character (C0,
    /// DEL, C1) and the line separators as `\uXXXX`, so the text is valid
    /// JSON, and valid JavaScript, whatever it holds.
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        quote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quoted(text)`, appended to `out` as UTF-8; with `markup`, `<` as
    /// `\u003c` too (for a string in an HTML page's script, which no text
    /// may close).
    static func quote(_ text: String, into out: inout [UInt8], markup: Bool = false) {
        out.append(0x22)
        appendEscaped(text, into: &out, markup: markup)
        out.append(0x22)
    }

    /// What goes between the quotes of `quote(text)`, appended to `out`.
    static func appendEscaped(_ text: String, into out: inout [UInt8], markup: Bool = false) {
        var text = text
        text.withUTF8 { bytes in appendEscaped(bytes, into: &out, markup: markup) }
    }

    /// Whether any of `bytes` (UTF-8) would be escaped by `appendEscaped`:
    /// a caller that appended them as they are takes them back only then.
    static func needsEscape(_ bytes: ArraySlice<UInt8>, markup: Bool = false) -> Bool {
        bytes.indices.contains { escape(at: $0, of: bytes, markup: markup) != nil }
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], markup: Bool) {
        var index = 0
        while index < bytes.count {
            if let (escaped, length) = escape(at: index, of: bytes, markup: markup) {
                out += escaped
                index += length
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
    }

    /// The escape for the character whose UTF-8 starts at `index` of
    /// `bytes`, and how many bytes it stands for; nil for one kept as it is.
    /// Byte by byte in UTF-8: C1 controls are C2 80-9F, the separators E2 80 A8-A9.
    private static func escape<Bytes: RandomAccessCollection<UInt8>>(
        at index: Int, of bytes: Bytes, markup: Bool
    ) -> (escaped: [UInt8], length: Int)? where Bytes.Index == Int {
        let byte = bytes[index]
        func next(_ offset: Int) -> UInt8? { index + offset < bytes.endIndex ? bytes[index + offset] : nil }
        switch byte {
        case 0x22: return ([0x5C, 0x22], 1)
        case 0x5C: return ([0x5C, 0x5C], 1)
        case 0x0A: return ([0x5C, 0x6E], 1)
        case 0x0D: return ([0x5C, 0x72], 1)
        case 0x09: return ([0x5C, 0x74], 1)
        case 0x3C where markup: return (unicode(0x3C), 1)
        case 0..<0x20, 0x7F: return (unicode(UInt32(byte)), 1)
        case 0xC2 where (0x80...0x9F).contains(next(1) ?? 0): return (unicode(UInt32(next(1) ?? 0)), 2)
        case 0xE2 where next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9):
            return (unicode(next(2) == 0xA8 ? 0x2028 : 0x2029), 3)
        default: return nil
        }
    }

    /// `\u001b`: four lowercase hex digits.
    private static func unicode(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return [0x5C, 0x75] + stride(from: 12, through: 0, by: -4).map { digits[Int((value >> UInt32($0)) & 0xF)] }
    }
}
