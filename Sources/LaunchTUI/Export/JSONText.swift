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

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], markup: Bool) {
        // Byte by byte in UTF-8: C1 controls are C2 80-9F, the separators E2 80 A8-A9.
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, 0x6E]
            case 0x0D: out += [0x5C, 0x72]
            case 0x09: out += [0x5C, 0x74]
            case 0x3C where markup: escape(0x3C, into: &out)
            case 0..<0x20, 0x7F: escape(UInt32(byte), into: &out)
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                escape(UInt32(bytes[index + 1]), into: &out)
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, into: &out)
                index += 2
            default: out.append(byte)
            }
            index += 1
        }
    }

    /// `\u001b`: four lowercase hex digits.
    private static func escape(_ value: UInt32, into out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out += [0x5C, 0x75]
        for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
