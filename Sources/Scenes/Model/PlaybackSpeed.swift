/// How fast the shared clock runs against real time: the demo's `--speed`
/// and a talk's `Speed`, read by one piece so both take the same numbers.
public enum PlaybackSpeed {
    /// From a tenth of real time to four times it.
    public static let range = 0.1...4.0

    /// A plain decimal in `range` ("0.5", "2", "1.5x"): no signs, exponents
    /// or hexadecimal. Nil for anything else.
    public static func parse(_ text: String) -> Double? {
        let body = text.hasSuffix("x") ? String(text.dropLast()) : text
        guard !body.isEmpty, body.count <= 12, body.filter({ $0 == "." }).count <= 1,
              body.allSatisfy({ $0.isASCIIDigit || $0 == "." }), body.contains(where: \.isASCIIDigit),
              let value = Double(body), range.contains(value) else { return nil }
        return value
    }
}
