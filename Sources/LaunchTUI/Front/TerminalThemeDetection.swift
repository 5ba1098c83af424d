import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the terminal's background is light or dark, from what the
/// terminal says: `COLORFGBG` (set by rxvt, Konsole and others), else its
/// answer to xterm's background-colour query (OSC 11). The parsing is pure;
/// only `query` touches the terminal.
enum TerminalThemeDetection {
    /// How long the first frame waits for the terminal's answers. A terminal
    /// answers in a few milliseconds (more over a slow ssh link); the DA1
    /// answer after ours ends the wait early, so only a terminal that answers
    /// nothing, or answers late, waits this long. A late answer still counts:
    /// the run loop reads it among the keys and switches the palette then.
    static let timeoutMilliseconds: Int32 = 150

    /// What the terminal said by the time the first frame must be drawn.
    struct Detection: Equatable {
        /// From `COLORFGBG`, then from the terminal's answer; dark when neither says.
        var theme: TerminalTheme
        /// Whatever else arrived while the answer was awaited (keys pressed
        /// at once, typed ahead, part of a late answer): the front reads them
        /// first, so no key is lost to the query.
        var typed: [UInt8]
        /// Whether the query went out and its last answer (DA1) has not come
        /// yet: the rest will come among the keys.
        var awaitingAnswer: Bool
    }

    /// The theme `known` (`--theme`), else from `COLORFGBG`, then from the
    /// terminal's answer, in two steps: the query goes out now, and the
    /// answers are read when the detection is asked for
    /// (`Pending.detection`), so that the round trip to the terminal
    /// overlaps the work the caller does meanwhile (the demo starts curses,
    /// and its stage is measured). Every way out after this asks for the
    /// detection, so that no answer lands in the shell. `askingPictures`:
    /// the picture queries (`TerminalGraphics.queryBytes`) go in the same
    /// round trip, before the device attributes, whose answer ends the wait
    /// as it does without them; their answers are among `typed`, for the
    /// key decoder to report.
    static func ask(known: TerminalTheme? = nil, askingPictures: Bool = false) -> Pending {
        let given = known ?? theme(colorFGBG: Environment.variable("COLORFGBG"))
        if let given, !askingPictures { return Pending(given: given, asked: nil) }
        // A terminal that cannot move its cursor would print the query.
        let asked = (given == nil ? backgroundQuery : []) + (askingPictures ? TerminalGraphics.queryBytes : []) + attributesQuery
        guard let term = Environment.variable("TERM"), !term.isEmpty, term != "dumb" else {
            return Pending(given: given, asked: nil)
        }
        return Pending(given: given, asked: send(asked))
    }

    /// A query sent (or none), its answers read the first time the
    /// detection is asked for, and kept.
    final class Pending {
        private let given: TerminalTheme?
        private let asked: Asked?
        private var detected: Detection?

        init(given: TerminalTheme?, asked: Asked?) {
            self.given = given
            self.asked = asked
        }

        /// Reads the answers (up to the DA1 answer, or the timeout from when
        /// the query went out), once, and says what they tell.
        func detection() -> Detection {
            if let detected { return detected }
            let received = asked?.answers()
            let detection = Detection(
                theme: given ?? received.flatMap(theme(answer:)) ?? .dark, typed: received ?? [],
                awaitingAnswer: received.map { !isComplete($0) } ?? false)
            detected = detection
            return detection
        }
    }

    // MARK: - COLORFGBG

    /// "15;0" (white on black) is dark, "0;15" light, "12;default;0" dark: the
    /// last field is the background's colour number. As rxvt and vim read
    /// it, 0 to 6 and 8 are dark backgrounds, 7 and 9 to 15 light ones.
    /// Nil when it is unset or says "default".
    static func theme(colorFGBG: String?) -> TerminalTheme? {
        guard let colorFGBG, let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
            let background = Int(last), (0...15).contains(background)
        else { return nil }
        return background <= 6 || background == 8 ? .dark : .light
    }

    // MARK: - OSC 11

    /// Asks for the background colour (OSC 11), then for the device
    /// attributes (DA1), which every terminal answers: its answer, always
    /// after the first, says that nothing more is coming. Nil when either
    /// side is not a terminal, or no usable answer comes in time.
    static let queryBytes: [UInt8] = backgroundQuery + attributesQuery
    static let backgroundQuery: [UInt8] = Array("\u{1B}]11;?\u{1B}\\".utf8)
    static let attributesQuery: [UInt8] = Array("\u{1B}[c".utf8)

    /// The background's theme in what the terminal sent back: "ESC ] 11 ;
    /// rgb:RRRR/GGGG/BBBB" ended by BEL or ST (ESC \), each component 1 to 4
    /// hex digits (X11's colour syntax); "rgba:" with an alpha too. Light when
    /// black text would contrast with it more than white (WCAG 2's relative
    /// luminance above 0.179). Nil without a complete answer.
    static func theme(answer bytes: [UInt8]) -> TerminalTheme? {
        guard let start = end(of: Array("\u{1B}]11;".utf8), in: bytes) else { return nil }
        let rest = bytes[start...]
        guard let end = rest.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else { return nil }
        let text = String(decoding: rest[..<end], as: UTF8.self)
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0] == "rgb" || parts[0] == "rgba" else { return nil }
        let fields = parts[1].split(separator: "/", omittingEmptySubsequences: false)
        guard fields.count == (parts[0] == "rgb" ? 3 : 4) else { return nil }
        var channels: [Double] = []
        for field in fields.prefix(3) {
            guard (1...4).contains(field.count), let value = Int(field, radix: 16) else { return nil }
            channels.append(Double(value) / Double((1 << (4 * field.count)) - 1))
        }
        return XtermColor.luminance(red: channels[0], green: channels[1], blue: channels[2]) > 0.179 ? .light : .dark
    }

    /// Whether the DA1 answer ("ESC [ ?" ... "c") has arrived: the last answer to the query.
    static func isComplete(_ bytes: [UInt8]) -> Bool {
        guard let start = end(of: Array("\u{1B}[?".utf8), in: bytes) else { return false }
        return bytes[start...].contains(UInt8(ascii: "c"))
    }

    /// Where the first `needle` in `bytes` ends, or nil. Byte by byte: the
    /// standard library's `firstRange(of:)` is generic, and its first use
    /// searches the program's conformances, a tenth of a millisecond before
    /// the demo's first frame.
    static func end(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            var index = 1
            while index < needle.count, bytes[start + index] == needle[index] { index += 1 }
            if index == needle.count { return start + needle.count }
        }
        return nil
    }

    /// Sends the query and reads the answers, before curses starts, with
    /// input without echo or line editing. It leaves the input so: curses
    /// takes over at once, and an answer that comes in between must not be
    /// echoed (the caller saved the shell's modes first and puts them back
    /// on every way out). Reads up to the DA1 answer or the timeout; what
    /// comes after the timeout, the run loop reads.
    /// Returns every byte read (answers and keys alike; the front's key
    /// decoder takes the answers apart from the keys); nil when the query
    /// was not sent.
    /// `input` and `output` are the terminal's (standard input and output).
    static func query(
        _ queryBytes: [UInt8] = queryBytes, input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO
    ) -> [UInt8]? {
        send(queryBytes, input: input, output: output)?.answers()
    }

    /// `query`'s first half: input without echo or line editing, and the
    /// query written. Nil (the modes as they were) when it was not sent.
    static func send(_ queryBytes: [UInt8], input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Asked? {
        guard isatty(input) != 0, isatty(output) != 0 else { return nil }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        guard queryBytes.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == queryBytes.count else {
            _ = tcsetattr(input, TCSANOW, &saved)
            return nil
        }
        // The terminal, woken by the query, may be queued on this core
        // (where the scheduler puts a process the running one wakes) and
        // wait there for this one to block: given the core at once, it
        // answers while the first frame is made, rather than when it is read.
        sched_yield()
        return Asked(input: input, deadline: MonotonicTime.now() + Int(timeoutMilliseconds) * 1_000_000)
    }

    /// A query that went out: its answers are read from `input` until the
    /// DA1 answer or the deadline (`timeoutMilliseconds` after it was sent).
    struct Asked {
        let input: Int32
        let deadline: MonotonicTime

        /// Every byte read (answers and keys alike).
        func answers() -> [UInt8] {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while !isComplete(received) {
                let left = deadline - MonotonicTime.now()
                guard left > 0 else { break }
                var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32((left + 999_999) / 1_000_000))
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { break }
                let count = read(input, &buffer, buffer.count)
                guard count > 0 else { break }
                received += buffer[..<count]
            }
            return received
        }
    }
}
