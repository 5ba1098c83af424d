import Scenes

/// Turns the bytes a terminal sends into keys. Pure: the run loop feeds it
/// what it read, with the moment it read it, and, when the sequence waiting
/// has waited `escapeDelay` since it began without its rest coming, asks it
/// to `flush`. The wait is per sequence: one that begins in the bytes that
/// finish another is timed from when it began.
///
/// Terminals and multiplexers send the same key in different forms (CSI
/// `ESC [ D` or SS3 `ESC O D` for an arrow, whatever terminfo says; the
/// numeric keypad as SS3 `ESC O k` in application mode, as tmux does), and
/// Alt+letter as `ESC` + the letter. Every escape sequence is read whole,
/// following the ECMA-48 shapes (CSI: parameters, intermediates, a final
/// byte; SS3: one final byte; OSC, DCS and their kin: up to ST or BEL), and
/// what the key table does not know is dropped: only an Esc on its own, with
/// nothing after it within the delay, is the Esc key. The terminal's answers
/// to the background query (OSC 11), to the device attributes (DA1) and to
/// the picture queries (`TerminalGraphics`) are never keys: the decoder
/// keeps them in `reports` for the run loop.
struct KeyDecoder {
    /// How long a lone Esc waits for the rest of a sequence, in milliseconds:
    /// ncurses' ESCDELAY, with the 25 ms the demo sets for it by default.
    static func escapeDelay(environment value: String?) -> Int {
        guard let value, let milliseconds = Int(value), milliseconds >= 0 else { return 25 }
        return min(milliseconds, 1000)
    }

    /// A sequence longer than this is not a key: it is dropped.
    static let longestSequence = 64

    /// Bytes of a sequence or a character whose end has not come yet.
    private(set) var pending: [UInt8] = []

    /// When the unfinished sequence (or character) waiting began to arrive;
    /// nil when nothing waits.
    private(set) var waitingSince: MonotonicTime?

    /// Whether bytes wait for more (the run loop then wakes after the delay).
    var isWaiting: Bool { !pending.isEmpty }

    /// Whether what waits is an escape sequence begun (Esc and the byte
    /// after it), not a lone Esc or an unfinished character: the start of a
    /// terminal's answer, when one is awaited.
    var sequenceIsWaiting: Bool { pending.count >= 2 && pending[0] == 0x1B }

    /// The answers decoded since `takeReports`, in order.
    private(set) var reports: [TerminalReport] = []

    /// The answers decoded so far; afterwards, none.
    mutating func takeReports() -> [TerminalReport] {
        defer { reports = [] }
        return reports
    }

    /// Decodes what can be decoded; an unfinished sequence waits for more,
    /// timed from `now` unless it is the one that was waiting already.
    mutating func feed(_ bytes: [UInt8], at now: MonotonicTime = MonotonicTime(nanoseconds: 0)) -> [Key] {
        let keys = decode(bytes)
        if pending.isEmpty {
            waitingSince = nil
        } else if waitingSince == nil || continuesWaiting == false {
            waitingSince = now
        }
        return keys
    }

    /// Whether the last `decode` left the sequence that was waiting before
    /// it still waiting (its rest has not all come), rather than a new one.
    private var continuesWaiting = false

    private mutating func decode(_ bytes: [UInt8]) -> [Key] {
        continuesWaiting = !pending.isEmpty
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            switch Self.decode(pending, at: index) {
            case .key(let key, let length):
                keys.append(key)
                index += length
            case .ignored(let length):
                index += length
            case .report(let report, let length):
                reports.append(report)
                index += length
            case .incomplete:
                if index > 0 { continuesWaiting = false }
                pending.removeFirst(index)
                return keys
            }
        }
        pending = []
        return keys
    }

    /// The delay passed with bytes still waiting: a lone Esc is the Esc key,
    /// and an unfinished sequence is dropped (never read as Esc and letters).
    mutating func flush() -> [Key] {
        defer {
            pending = []
            waitingSince = nil
        }
        return pending == [0x1B] ? [.escape] : []
    }

    private enum Decoded {
        case key(Key, length: Int)
        case ignored(length: Int)
        case report(TerminalReport, length: Int)
        case incomplete
    }

    private static func decode(_ bytes: [UInt8], at start: Int) -> Decoded {
        let byte = bytes[start]
        switch byte {
        case 0x1B:
            return escape(bytes, at: start)
        case 0x0C:
            return .key(.redraw, length: 1)
        case 0x0D, 0x0A:
            return .key(.enter, length: 1)
        case 0x09:
            return .key(.tab, length: 1)
        case 0x7F, 0x08:
            // DEL, as most terminals send Backspace; ^H, as some do.
            return .key(.backspace, length: 1)
        case 0x00..<0x20:
            return .ignored(length: 1)
        case 0x20..<0x7F:
            return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default:
            return utf8(bytes, at: start)
        }
    }

    /// One UTF-8 character; a malformed byte is dropped on its own.
    private static func utf8(_ bytes: [UInt8], at start: Int) -> Decoded {
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .ignored(length: 1)
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard start + offset < bytes.count else { return .incomplete }
            let next = bytes[start + offset]
            guard next & 0xC0 == 0x80 else { return .ignored(length: offset) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), value >= [0, 0, 0x80, 0x800, 0x10000][length] else {
            return .ignored(length: length)
        }
        return .key(.character(Character(scalar)), length: length)
    }

    private static func escape(_ bytes: [UInt8], at start: Int) -> Decoded {
        guard start + 1 < bytes.count else { return .incomplete }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            return controlSequence(bytes, from: start + 2, start: start)
        case UInt8(ascii: "O"):
            return singleShift(bytes, from: start + 2, start: start)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return controlString(bytes, from: start + 2, start: start)
        case 0x1B:
            // Esc pressed twice: the first one is the key; the second starts over.
            return .key(.escape, length: 1)
        case 0x20..<0x7F:
            // Alt+key (ESC n, ESC x): no binding.
            return .ignored(length: 2)
        case 0x80...:
            // Alt+ a non-ASCII character: drop the whole character.
            switch utf8(bytes, at: start + 1) {
            case .incomplete: return .incomplete
            case .key(_, let length), .ignored(let length), .report(_, let length): return .ignored(length: 1 + length)
            }
        default:
            // Esc and then a control character: two keys pressed, not a sequence.
            return .key(.escape, length: 1)
        }
    }

    /// CSI: parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, one
    /// final byte 0x40-0x7E (ECMA-48). The arrows, Home, End, Page Up and
    /// Page Down are keys; the device attributes (`ESC [ ?` ... `c`) are a
    /// report; the rest (F-keys, modified keys, mouse reports, focus) is dropped.
    private static func controlSequence(_ bytes: [UInt8], from first: Int, start: Int) -> Decoded {
        let index: Int
        switch finalByte(bytes, from: first, start: start, body: 0x20...0x3F) {
        case .found(let found): index = found
        case .decoded(let decoded): return decoded
        }
        let length = index + 1 - start
        // X10 mouse report: three more bytes, whatever they are.
        if bytes[index] == UInt8(ascii: "M"), index == first {
            return index + 3 < bytes.count ? .ignored(length: length + 3) : .incomplete
        }
        if bytes[index] == UInt8(ascii: "c"), index > first, bytes[first] == UInt8(ascii: "?") {
            // Attribute 4: the terminal draws sixel (DEC's VT340 and those after it).
            let attributes = String(decoding: bytes[(first + 1)..<index], as: UTF8.self).split(separator: ";")
            return .report(.deviceAttributes(sixel: attributes.contains("4")), length: length)
        }
        // The cell's size in pixels, the answer to `CSI 16 t`: `CSI 6 ; height ; width t`.
        if bytes[index] == UInt8(ascii: "t") {
            let fields = String(decoding: bytes[first..<index], as: UTF8.self).split(separator: ";").map { Int($0) }
            if fields.count == 3, fields[0] == 6, let height = fields[1], let width = fields[2], width > 0, height > 0 {
                return .report(.cellSize(Size(width: width, height: height)), length: length)
            }
            return .ignored(length: length)
        }
        if bytes[index] == UInt8(ascii: "~") {
            return editingKeys[Array(bytes[first..<index])].map { .key($0, length: length) } ?? .ignored(length: length)
        }
        return arrow(final: bytes[index], modified: index > first).map { .key($0, length: length) }
            ?? .ignored(length: length)
    }

    /// SS3: one final byte, after optional parameters (`ESC O 2 P` from some
    /// terminals). The numeric keypad in application mode sends its keys so.
    private static func singleShift(_ bytes: [UInt8], from first: Int, start: Int) -> Decoded {
        let index: Int
        switch finalByte(bytes, from: first, start: start, body: 0x30...0x3F) {
        case .found(let found): index = found
        case .decoded(let decoded): return decoded
        }
        let key = arrow(final: bytes[index], modified: index > first) ?? keypad[bytes[index]]
        return key.map { .key($0, length: index + 1 - start) } ?? .ignored(length: index + 1 - start)
    }

    private enum Scan {
        /// The final byte is at this index.
        case found(Int)
        case decoded(Decoded)
    }

    /// Finds a sequence's final byte (0x40-0x7E) after bytes in `body`. A
    /// byte that belongs to neither (an Esc starting a new sequence) ends the
    /// sequence unfinished: what came before it is dropped.
    private static func finalByte(_ bytes: [UInt8], from first: Int, start: Int, body: ClosedRange<UInt8>) -> Scan {
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) { return .found(index) }
            guard body.contains(byte) else { return .decoded(.ignored(length: index - start)) }
            index += 1
            if index - start > longestSequence { return .decoded(.ignored(length: index - start)) }
        }
        return .decoded(.incomplete)
    }

    /// OSC, DCS, SOS, PM, APC (answers to queries, never keys): up to ST
    /// (`ESC \`) or BEL, read whole. The background colour's answer is a
    /// report; the rest is dropped.
    private static func controlString(_ bytes: [UInt8], from first: Int, start: Int) -> Decoded {
        var index = first
        while index < bytes.count {
            var end: Int?
            if bytes[index] == 0x07 { end = index + 1 }
            if bytes[index] == 0x1B {
                guard index + 1 < bytes.count else { return .incomplete }
                end = index + (bytes[index + 1] == UInt8(ascii: "\\") ? 2 : 0)
            }
            if let end {
                let string = Array(bytes[start..<end])
                if bytes[start + 1] == UInt8(ascii: "_"), TerminalGraphics.kittyAnswered(string) {
                    return .report(.kittyGraphics, length: end - start)
                }
                guard bytes[start + 1] == UInt8(ascii: "]"),
                    let theme = TerminalThemeDetection.theme(answer: string)
                else { return .ignored(length: end - start) }
                return .report(.background(theme), length: end - start)
            }
            index += 1
            if index - start > 4096 { return .ignored(length: index - start) }
        }
        return .incomplete
    }

    /// The arrows, Home and End, plain (a modifier such as Shift or Ctrl: no binding).
    private static func arrow(final: UInt8, modified: Bool) -> Key? {
        guard !modified else { return nil }
        switch final {
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }

    /// `ESC [ N ~`, the VT220's editing keys: Home and End as xterm, the
    /// Linux console (1, 4) and rxvt (7, 8) send them; Page Up and Page Down.
    static let editingKeys: [[UInt8]: Key] = [
        Array("1".utf8): .home, Array("7".utf8): .home, Array("4".utf8): .end, Array("8".utf8): .end,
        Array("5".utf8): .pageUp, Array("6".utf8): .pageDown
    ]

    /// The numeric keypad in application mode (VT100's SS3 keys), as its
    /// main-keyboard twins.
    static let keypad: [UInt8: Key] = {
        var keys: [UInt8: Key] = [
            UInt8(ascii: "k"): .character("+"), UInt8(ascii: "m"): .character("-"),
            UInt8(ascii: "j"): .character("*"), UInt8(ascii: "o"): .character("/"),
            UInt8(ascii: "n"): .character("."), UInt8(ascii: "l"): .character(","),
            UInt8(ascii: "X"): .character("="), UInt8(ascii: "M"): .enter
        ]
        for digit in 0..<10 {
            keys[UInt8(ascii: "p") + UInt8(digit)] = .character(Character(String(digit)))
        }
        return keys
    }()
}

/// What a terminal sends that is not a key: its answers to the program's
/// queries (see `TerminalThemeDetection`).
enum TerminalReport: Hashable, Sendable {
    /// The answer to the background-colour query (OSC 11), read as the theme it gives.
    case background(TerminalTheme)
    /// The answer to the device attributes (DA1), which comes after the
    /// others: whether it lists sixel (attribute 4).
    case deviceAttributes(sixel: Bool)
    /// The kitty graphics protocol's answer OK to its query: it draws pictures so.
    case kittyGraphics
    /// A cell's size in pixels (the answer to `CSI 16 t`).
    case cellSize(Size)
}
