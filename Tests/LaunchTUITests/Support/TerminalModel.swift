import Scenes

/// A small model of an xterm-like terminal: enough of ECMA-48 and xterm's
/// control sequences to follow what ncurses writes for xterm-256color
/// (cursor moves, erases, repeats, scroll regions, the alternate screen), so
/// an end-to-end test can compare the picture on screen, cell for cell, with
/// another. Colours and attributes are not kept: the text is compared.
struct TerminalModel {
    private(set) var width: Int
    private(set) var height: Int
    private var cells: [String]
    private var x = 0, y = 0
    /// xterm's deferred wrap: the last column was written, the next character wraps.
    private var wrapPending = false
    private var top = 0, bottom: Int
    private var saved = (x: 0, y: 0)
    private var pending: [UInt8] = []
    /// Whether the alternate screen is on (1049h), as a full-screen program left it.
    private(set) var alternate = false
    /// Whether the cursor is shown (25h / 25l).
    private(set) var cursorShown = true

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bottom = height - 1
        cells = Array(repeating: " ", count: width * height)
    }

    /// The screen's rows, trailing spaces trimmed.
    var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width where cells[row * width + column] != "" { line += cells[row * width + column] }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    var text: String { lines.joined(separator: "\n") }

    /// The terminal window changes size: as xterm, keep what fits, top left.
    mutating func resize(width newWidth: Int, height newHeight: Int) {
        var resized = Array(repeating: " ", count: newWidth * newHeight)
        for row in 0..<min(height, newHeight) {
            for column in 0..<min(width, newWidth) { resized[row * newWidth + column] = cells[row * width + column] }
        }
        (width, height, cells) = (newWidth, newHeight, resized)
        otherScreen = Array(repeating: " ", count: newWidth * newHeight)
        (top, bottom) = (0, newHeight - 1)
        x = min(x, newWidth - 1)
        y = min(y, newHeight - 1)
        wrapPending = false
    }

    mutating func feed(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            guard let used = step(at: index) else { break }
            index += used
        }
        pending.removeFirst(index)
    }

    /// Handles what starts at `index`; the bytes used, or nil when it is unfinished.
    private mutating func step(at index: Int) -> Int? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            guard index + 1 < pending.count else { return nil }
            return escape(at: index)
        case 0x0D: x = 0; wrapPending = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: x = max(0, x - 1); wrapPending = false
        case 0x09: x = min(width - 1, (x / 8 + 1) * 8); wrapPending = false
        case 0x00..<0x20, 0x7F: break
        default:
            let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            guard byte >= 0x80 else { print(String(UnicodeScalar(byte))); return 1 }
            guard index + length <= pending.count else { return nil }
            print(String(decoding: pending[index..<index + length], as: UTF8.self))
            return length
        }
        return 1
    }

    private mutating func escape(at index: Int) -> Int? {
        let kind = pending[index + 1]
        switch kind {
        case UInt8(ascii: "["):
            var end = index + 2
            while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
            guard end < pending.count else { return nil }
            controlSequence(String(decoding: pending[index + 2..<end], as: UTF8.self), final: pending[end])
            return end + 1 - index
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            return index + 2 < pending.count ? 3 : nil
        case UInt8(ascii: "]"):
            // OSC: up to BEL or ST.
            var end = index + 2
            while end < pending.count, pending[end] != 0x07, pending[end] != 0x1B { end += 1 }
            guard end < pending.count else { return nil }
            return end + (pending[end] == 0x07 ? 1 : 2) - index
        case UInt8(ascii: "7"): saved = (x, y)
        case UInt8(ascii: "8"): (x, y) = saved; wrapPending = false
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"): x = 0; lineFeed()
        case UInt8(ascii: "M"):
            if y == top { scroll(down: 1) } else { y = max(0, y - 1) }
        case UInt8(ascii: "c"):
            self = TerminalModel(width: width, height: height)
        default: break
        }
        return 2
    }

    private mutating func controlSequence(_ body: String, final: UInt8) {
        let isPrivate = body.hasPrefix("?")
        let numbers = body.drop { !$0.isNumber && $0 != ";" }.split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        func argument(_ position: Int, _ fallback: Int = 1) -> Int {
            position < numbers.count && numbers[position] != 0 ? numbers[position] : fallback
        }
        wrapPending = false
        switch Character(UnicodeScalar(final)) {
        case "H", "f": y = min(height - 1, argument(0) - 1); x = min(width - 1, argument(1) - 1)
        case "A": y = max(y >= top ? top : 0, y - argument(0))
        case "B": y = min(y <= bottom ? bottom : height - 1, y + argument(0))
        case "C": x = min(width - 1, x + argument(0))
        case "D": x = max(0, x - argument(0))
        case "G", "`": x = min(width - 1, argument(0) - 1)
        case "d": y = min(height - 1, argument(0) - 1)
        case "K": erase(line: argument(0, 0))
        case "J": erase(screen: argument(0, 0))
        case "X": for column in x..<min(width, x + argument(0)) { cells[y * width + column] = " " }
        case "b": if let last { for _ in 0..<argument(0) { print(last) } }
        case "r":
            top = argument(0) - 1
            bottom = min(height - 1, argument(1, height) - 1)
            (x, y) = (0, 0)
        case "S": scroll(up: argument(0))
        case "T": scroll(down: argument(0))
        case "L": if (top...bottom).contains(y) { scroll(down: argument(0), from: y) }
        case "M": if (top...bottom).contains(y) { scroll(up: argument(0), from: y) }
        case "@":
            let row = y * width
            for _ in 0..<min(argument(0), width - x) {
                cells.remove(at: row + width - 1)
                cells.insert(" ", at: row + x)
            }
        case "P":
            let row = y * width
            for _ in 0..<min(argument(0), width - x) {
                cells.remove(at: row + x)
                cells.insert(" ", at: row + width - 1)
            }
        case "h", "l":
            guard isPrivate else { break }
            let on = final == UInt8(ascii: "h")
            for mode in numbers {
                if mode == 25 { cursorShown = on }
                if mode == 1049 || mode == 47 || mode == 1047, on != alternate {
                    // The alternate screen starts clear; leaving it shows the main one again.
                    alternate = on
                    let shown = cells
                    cells = otherScreen
                    otherScreen = shown
                    if on { cells = Array(repeating: " ", count: width * height) }
                }
            }
        default: break
        }
    }

    /// The screen not shown (the main one while the alternate is on).
    private lazy var otherScreen: [String] = Array(repeating: " ", count: width * height)

    /// The last character written, for REP.
    private var last: String?

    private mutating func print(_ text: String) {
        let columns = DisplayWidth.of(text)
        if columns == 0 {
            // A combining mark joins the character before it.
            let at = y * width + max(0, wrapPending ? x : x - 1)
            cells[at] += text
            return
        }
        if wrapPending || x + columns > width {
            x = 0
            lineFeed()
        }
        cells[y * width + x] = text
        if columns == 2, x + 1 < width { cells[y * width + x + 1] = "" }
        last = text
        if x + columns >= width {
            x = width - 1
            wrapPending = true
        } else {
            x += columns
        }
    }

    private mutating func lineFeed() {
        wrapPending = false
        if y == bottom { scroll(up: 1) } else { y = min(height - 1, y + 1) }
    }

    private mutating func scroll(up count: Int, from first: Int? = nil) {
        let start = first ?? top
        for _ in 0..<count {
            cells.removeSubrange(start * width..<(start + 1) * width)
            cells.insert(contentsOf: Array(repeating: " ", count: width), at: bottom * width)
        }
    }

    private mutating func scroll(down count: Int, from first: Int? = nil) {
        let start = first ?? top
        for _ in 0..<count {
            cells.removeSubrange(bottom * width..<(bottom + 1) * width)
            cells.insert(contentsOf: Array(repeating: " ", count: width), at: start * width)
        }
    }

    private mutating func erase(line mode: Int) {
        let range = mode == 0 ? x..<width : mode == 1 ? 0..<(x + 1) : 0..<width
        for column in range { cells[y * width + column] = " " }
    }

    private mutating func erase(screen mode: Int) {
        let here = y * width + x
        let range = mode == 0 ? here..<cells.count : mode == 1 ? 0..<(here + 1) : 0..<cells.count
        for index in range { cells[index] = " " }
    }
}

extension TerminalModel: CustomStringConvertible {
    var description: String { text }
}
