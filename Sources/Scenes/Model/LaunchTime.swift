/// A moment on the shared launch clock: whole milliseconds after the tap.
/// Exact, so that 2.6 s is 2600 and never 2599.999.
public struct LaunchTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var milliseconds: Int

    public init(milliseconds: Int) { self.milliseconds = milliseconds }

    /// The tap.
    public static let zero = LaunchTime(milliseconds: 0)

    /// The longest a launch may take: past a minute it is no longer a
    /// launch, and the timeline would have little room for it. The one
    /// limit on a launch's moments: a knob's time, a launch file's At, a
    /// report's figure, a filmstrip's last column, a recording's length.
    public static let longestLaunch = LaunchTime.ms(60_000)

    public static func ms(_ value: Int) -> LaunchTime { LaunchTime(milliseconds: value) }

    public static func < (lhs: LaunchTime, rhs: LaunchTime) -> Bool { lhs.milliseconds < rhs.milliseconds }
    public static func + (lhs: LaunchTime, rhs: LaunchTime) -> LaunchTime { .ms(lhs.milliseconds + rhs.milliseconds) }
    public static func - (lhs: LaunchTime, rhs: LaunchTime) -> LaunchTime { .ms(lhs.milliseconds - rhs.milliseconds) }

    /// "2.6 s", "0.45 s", "3 s": as few decimals as the value needs.
    public var description: String { secondsText + " s" }

    /// "2.6", "0.45", "3": the number without its unit.
    public var secondsText: String { FixedDecimal.text(units: milliseconds, places: 3, trimmed: true) }

    /// "2.6", "0.0": tenths, cut rather than rounded so the text turns over
    /// exactly at each tenth; for the status line, where the width must not jump.
    public var tenthsText: String {
        (milliseconds < 0 ? "-" : "") + FixedDecimal.text(units: abs(milliseconds) / 100, places: 1)
    }

    /// "2.95", "0.00": hundredths, cut, for a paused or still clock, where
    /// a frame step (10 ms) must show.
    public var hundredthsText: String {
        (milliseconds < 0 ? "-" : "") + FixedDecimal.text(units: abs(milliseconds) / 10, places: 2)
    }

    /// Parses seconds written in decimal ("2.6", "3", "0.125", "1.5s") exactly,
    /// to the millisecond. Nil for anything else, negatives included.
    public init?(parsingSeconds text: String) {
        var body = Substring(text.trimmingSpaces)
        if body.hasSuffix("s") { body = body.dropLast() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let wholePart = parts.first, !(wholePart.isEmpty && parts.count == 1) else { return nil }
        let fractionPart = parts.count == 2 ? parts[1] : ""
        guard wholePart.allSatisfy(\.isASCIIDigit), fractionPart.allSatisfy(\.isASCIIDigit),
            !(wholePart.isEmpty && fractionPart.isEmpty), wholePart.count <= 7, fractionPart.count <= 3
        else { return nil }
        let whole = Int(wholePart) ?? 0
        var fraction = String(fractionPart)
        while fraction.count < 3 { fraction += "0" }
        self.init(milliseconds: whole * 1000 + (Int(fraction) ?? 0))
    }

    /// Parses a time in seconds as `init(parsingSeconds:)` does ("2.6",
    /// "1.5s"), or in whole milliseconds ("500ms").
    public init?(parsingTime text: String) {
        let body = text.trimmingSpaces
        if body.hasSuffix("ms") {
            let digits = body.dropLast(2)
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy(\.isASCIIDigit),
                let milliseconds = Int(digits)
            else { return nil }
            self.init(milliseconds: milliseconds)
        } else {
            self.init(parsingSeconds: body)
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var text = String(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
