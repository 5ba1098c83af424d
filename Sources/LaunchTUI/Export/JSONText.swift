/// JSON string literals, escaped for every character that needs it.
enum JSONText {
    /// `"…"`: quotes and backslashes escaped, every control character (C0,
    /// DEL, C1) and the line separators as `\uXXXX`, so the text is valid
    /// JSON, and valid JavaScript, whatever it holds.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
