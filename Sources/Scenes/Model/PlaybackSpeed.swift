/// How fast the shared clock runs against real time: the demo's `--speed`
/// and a talk's `Speed`, both read by `ValueParser.speed`.
public enum PlaybackSpeed {
    /// From a tenth of real time to four times it.
    public static let range = 0.1...4.0

    /// `speed` brought into `range`.
    public static func clamped(_ speed: Double) -> Double { min(range.upperBound, max(range.lowerBound, speed)) }

    /// "0.1 to 4": the range as help and messages say it.
    public static let rangeText = FixedDecimal.text(range.lowerBound) + " to " + FixedDecimal.text(range.upperBound)
}
