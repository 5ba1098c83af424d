/// One kind of value (a size, a whole number, a decimal, a time, a speed, a
/// choice), read from text the same way wherever a person writes it: the
/// command line (`--size 100x30`) and a talk's script (`Set Size 100x30`)
/// use the same parser, so they take the same values within the same limits
/// and say the same thing about a bad one.
public struct ValueParser<Value: Sendable>: Sendable {
    /// How help shows the value: `WxH`, `N`, `S`, `X`, `dark|light`.
    public let syntax: String
    /// A value as a person would write it (`0.4`, `100x30`, `dark`), for
    /// help's defaults; nil where the parser cannot say.
    public let written: @Sendable (Value) -> String?
    /// The names a choice takes, in order (what a key steps through); nil
    /// for a parser of another kind.
    public let choices: [String]?
    private let read: @Sendable (String) throws(ValueError) -> Value

    public init(
        syntax: String, written: @escaping @Sendable (Value) -> String? = { _ in nil }, choices: [String]? = nil,
        _ read: @escaping @Sendable (String) throws(ValueError) -> Value
    ) {
        self.syntax = syntax
        self.written = written
        self.choices = choices
        self.read = read
    }

    /// The value `text` writes, or what is wrong with it.
    public func parse(_ text: String) throws(ValueError) -> Value { try read(text) }

    /// The same text read into another type (nil for an optional field, say).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> ValueParser<Other> {
        ValueParser<Other>(syntax: syntax) { text throws(ValueError) in transform(try self.read(text)) }
    }

    /// The same, into a field that is nil until a value is given: help writes nil as "none".
    public var optional: ValueParser<Value?> {
        ValueParser<Value?>(syntax: syntax, written: { $0.map(self.written) ?? "none" }) { text throws(ValueError) in
            try self.read(text)
        }
    }

    /// Help's lines with `{default}` written as `value` is: a default is
    /// said from the value a declaration starts with, never typed beside it.
    public func help(_ lines: [String], default value: Value) -> [String] {
        ValueParsers.help(lines, saying: written(value))
    }

    /// Where help says a default.
    public static var defaultToken: String { ValueParsers.defaultToken }
}

/// What every `ValueParser` shares, whatever its value.
public enum ValueParsers {
    /// Where help says a default.
    public static let defaultToken = "{default}"

    /// Help's lines with `{default}` written as `text`; as they are without it.
    public static func help(_ lines: [String], saying text: String?) -> [String] {
        guard let text else { return lines }
        // Most lines have no token: a byte's look is far cheaper than a search.
        return lines.map { $0.utf8.contains(UInt8(ascii: "{")) ? $0.replacing(defaultToken, with: text) : $0 }
    }
}

/// A value a parser does not take: what it takes, what was given, and a
/// likely reading. The caller names where it was written (`--size`,
/// `Set Size`, `network`) when it says so.
public struct ValueError: Error, Equatable, Sendable {
    /// "takes a whole number from 1 to 60"
    public var expected: String
    /// The value as given.
    public var value: String
    /// Whether to quote the value ('dialup') or state it (61 s).
    public var quoted = true
    /// A likely reading of the value, when there is one.
    public var suggestion: String?

    public init(expected: String, value: String, quoted: Bool = true, suggestion: String? = nil) {
        self.expected = expected
        self.value = value
        self.quoted = quoted
        self.suggestion = suggestion
    }

    /// "--network takes typical|fast|slow|offline, not 'dialup' (did you mean 'slow'?)".
    public func message(for name: String) -> String {
        let shown = quoted ? "'\(value.quotable)'" : value
        let hint = suggestion.map { " (did you mean '\($0.quotable)'?)" } ?? ""
        return "\(name) \(expected), not \(shown)\(hint)"
    }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`, in plain digits.
    public static func whole(in range: ClosedRange<Int>) -> ValueParser {
        ValueParser(syntax: "N", written: { String($0) }) { text throws(ValueError) in
            let expected = "takes a whole number from \(range.lowerBound) to \(range.upperBound)"
            guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCIIDigit), let number = Int(text) else {
                throw ValueError(expected: expected, value: text)
            }
            guard range.contains(number) else { throw ValueError(expected: expected, value: text) }
            return number
        }
    }
}

extension ValueParser where Value == Double {
    /// A plain decimal in `range` ("0.5", "2", "1.25"): no signs, exponents,
    /// units or hexadecimal. A number with a unit after it gets the bare
    /// number as its suggestion.
    public static func decimal(in range: ClosedRange<Double>) -> ValueParser {
        ValueParser(syntax: "X", written: { FixedDecimal.text($0) }) { text throws(ValueError) in
            let expected = "takes a plain number from \(FixedDecimal.text(range.lowerBound)) to \(FixedDecimal.text(range.upperBound))"
            guard let value = Self.plainDecimal(text) else {
                // "0.5x", "2×": a factor written as the screen shows it.
                let number = String(text.dropLast())
                let likely = ["x", "X", "×"].contains(text.last) && Self.plainDecimal(number).map(range.contains) == true
                throw ValueError(expected: expected, value: text, suggestion: likely ? number : nil)
            }
            guard range.contains(value) else { throw ValueError(expected: expected, value: text) }
            return value
        }
    }

    /// Playback speed: a factor of real time, from a tenth to four times
    /// (the demo's `--speed` and a talk's `Speed`). `0.5x` is refused with
    /// `0.5` as the suggestion: the factor is written plain.
    public static let speed = decimal(in: PlaybackSpeed.range)

    private static func plainDecimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.count <= 12, text.filter({ $0 == "." }).count <= 1,
            text.allSatisfy({ $0.isASCIIDigit || $0 == "." }), text.contains(where: \.isASCIIDigit)
        else { return nil }
        return Double(text)
    }
}

extension ValueParser where Value == Size {
    /// `WIDTHxHEIGHT`, from `least` to the largest stage there is (1000x500).
    public static func size(least: Size) -> ValueParser {
        ValueParser(syntax: "WxH", written: { $0.description }) { text throws(ValueError) in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else {
                throw ValueError(expected: "takes WIDTHxHEIGHT, such as 100x30", value: text)
            }
            // Well formed, however many digits: a number too large for Int is out of range too.
            let most = Size.largest
            guard let width = Int(parts[0]), let height = Int(parts[1]),
                width >= least.width, height >= least.height, width <= most.width, height <= most.height
            else {
                throw ValueError(expected: "takes from \(least) to \(most)", value: parts.joined(separator: "x").quotable, quoted: false)
            }
            return Size(width: width, height: height)
        }
    }
}

extension Size {
    /// The largest terminal anything here lays out for: more is a mistake
    /// (and a huge buffer).
    public static let largest = Size(width: 1000, height: 500)
}

/// How a time must carry its unit.
public enum TimeUnits: Sendable {
    /// Seconds unless it says `ms`: `2.6`, `2.6s` and `2600ms` (the command
    /// line's `--at` and the scenario knobs).
    case secondsByDefault
    /// Always `s` or `ms`: `1.5s`, `500ms` (a talk's Play and Pause, where
    /// `Play 1500` is a slip that would record 25 minutes).
    case required
}

extension ValueParser where Value == LaunchTime {
    /// A time to the millisecond, at most `latest`. `duration`: a length of
    /// time (Play 1.5s, how long the app builds), not a moment after the tap,
    /// and the message says so.
    public static func time(units: TimeUnits, latest: LaunchTime, duration: Bool = false) -> ValueParser {
        ValueParser(syntax: units == .required ? "T" : "S", written: { $0.secondsText }) { text throws(ValueError) in
            let what = duration ? "a duration" : "a time after the tap"
            let expected =
                switch units {
                case .required: "takes \(what) with its unit, such as \(duration ? "1.5s" : "3.2s") or 500ms"
                case .secondsByDefault:
                    "takes \(duration ? "a duration in seconds" : "seconds after the tap") as a plain decimal, 0 or more, "
                        + "to the millisecond (e.g. \(duration ? "1.5, 0.4" : "2.6, 0.125") or 400ms)"
                }
            let body = text.trimmingSpaces
            if units == .required, !body.hasSuffix("s"), LaunchTime(parsingSeconds: body) != nil {
                throw ValueError(expected: expected, value: text, suggestion: Self.likelyUnit(of: body))
            }
            guard let time = LaunchTime(parsingTime: body) else { throw ValueError(expected: expected, value: text) }
            guard time <= latest else {
                throw ValueError(expected: "takes at most \(latest)", value: time.description, quoted: false)
            }
            return time
        }
    }

    /// "1500" most likely means 1500ms, "1.5" and "2" seconds.
    private static func likelyUnit(of number: String) -> String {
        !number.contains(".") && (Int(number) ?? 0) >= 100 ? number + "ms" : number + "s"
    }
}

extension ValueParser {
    /// One of the `names`, each standing for a value; a near miss gets the
    /// nearest name as its suggestion.
    public static func choice(_ choices: [(name: String, value: Value)]) -> ValueParser where Value: Equatable {
        let names = choices.map(\.name)
        let syntax = names.joined(separator: "|")
        return ValueParser(syntax: syntax, written: { value in choices.first { $0.value == value }?.name }, choices: names) {
            text throws(ValueError) in
            guard let match = choices.first(where: { $0.name == text }) else {
                throw ValueError(expected: "takes \(syntax)", value: text, suggestion: Suggestion.nearest(to: text, among: names))
            }
            return match.value
        }
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable & Equatable, Value.RawValue == String {
    /// One case of an enumeration, by its raw value.
    public static var choice: ValueParser { choice(Value.allCases.map { ($0.rawValue, $0) }) }
}

extension ValueParser where Value == TerminalTheme {
    /// The terminal's background: dark or light.
    public static let theme = ValueParser.choice
}

extension ValueParser where Value == TerminalTheme? {
    /// The terminal's background, or `auto`: ask the terminal (nil).
    public static let themeOrAuto = ValueParser.choice([("auto", nil)] + TerminalTheme.allCases.map { ($0.rawValue, $0) })
}

extension String {
    /// The most columns of a value an error line repeats: enough to see
    /// which one it was, short enough that the line stays one line (a
    /// 120,000-character argument must not make a 120 KB message).
    public static let longestQuote = 48

    /// A value (an argument, a TERM, a word from a script) as an error line
    /// repeats it: control characters made harmless, so nothing reaches the
    /// terminal as a command, and cut to `longestQuote` columns with "…".
    public var quotable: String {
        // Cut first, so a huge value is never scanned whole.
        String(unicodeScalars.prefix(Self.longestQuote * 2)).withoutControlCharacters
            .truncated(toColumns: Self.longestQuote)
    }
}
