/// How fast the shared clock runs against real time: the demo's `--speed`
/// and a talk's `Speed`, both read by `ValueParser.speed`.
public enum PlaybackSpeed {
    /// From a tenth of real time to four times it.
    public static let range = 0.1...4.0
}
