import Scenes

/// A small terminal emulator for the subset of ANSI the recorder writes:
/// printing graphemes (wide ones take two columns), CSI row;col H, CSI 2J,
/// CSI ... m, CSI ? 25 l and h, carriage return and line feed (scrolling at
/// the bottom, as a recording's last line does). Anything else fails the test that feeds it, so
/// an encoder that starts writing more must teach this too. Independent of
/// the encoder: it knows nothing of cells or styles.
struct TerminalInterpreter {
    let width: Int
    let height: Int
    private(set) var rows: [[String]]
    private var x = 0
    private var y = 0
    private(set) var unknown: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    mutating func feed(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "\u{1B}" {
                guard characters.popFirst() == "[" else { unknown.append("ESC without ["); continue }
                var body = ""
                while let next = characters.popFirst() {
                    if let ascii = next.asciiValue, (0x40...0x7E).contains(ascii) {
                        perform(body, final: next)
                        break
                    }
                    body.append(next)
                }
                continue
            }
            // Swift reads CR LF as one character.
            if character == "\r" || character == "\r\n" { x = 0 }
            if character == "\n" || character == "\r\n" {
                if y == height - 1 {
                    rows.removeFirst()
                    rows.append(Array(repeating: " ", count: width))
                } else {
                    y += 1
                }
            }
            if character == "\r" || character == "\n" || character == "\r\n" { continue }
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) }) {
                unknown.append("control \(character.unicodeScalars.map(\.value))")
                continue
            }
            let columns = max(1, DisplayWidth.of(character))
            guard y < height, x + columns <= width else { continue }
            rows[y][x] = String(character)
            if columns == 2 { rows[y][x + 1] = "" }
            x += columns
        }
    }

    private mutating func perform(_ body: String, final: Character) {
        switch final {
        case "H":
            let parts = body.split(separator: ";").map { Int($0) ?? 1 }
            y = (parts.first ?? 1) - 1
            x = (parts.count > 1 ? parts[1] : 1) - 1
        case "J" where body == "2":
            rows = Array(repeating: Array(repeating: " ", count: width), count: height)
        case "m":
            break
        case "l" where body == "?25", "h" where body == "?25":
            break
        default:
            unknown.append("CSI \(body)\(final)")
        }
    }

    /// The screen as `ScreenBuffer.text` writes it: trailing spaces trimmed.
    var text: String {
        rows.map { row in
            var line = row.joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
