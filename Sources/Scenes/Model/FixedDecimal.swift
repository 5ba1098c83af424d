/// Numbers written with a fixed number of decimals, exactly and without
/// Foundation: the one formatter for times ("2.6 s", "0.45"), the clock
/// ("2.6", "2.95"), scores ("0.153"), speeds ("0.5") and the figures of
/// `bench` and a recording's timestamps.
public enum FixedDecimal {
    /// `units` counted in 10^-`places` ("1234" at 3 places: "1.234"), with
    /// `places` decimals; `trimmed` drops the zeros at the end, and the
    /// point with them ("1.5", "3").
    public static func text(units: Int, places: Int, trimmed: Bool = false) -> String {
        // The code's: every caller gives its places as a literal.
        precondition((0...18).contains(places), "from 0 to 18 decimals")
        var scale: UInt = 1
        for _ in 0..<places { scale *= 10 }
        let magnitude = units.magnitude
        // The decimals as bytes, zeros in front, trimmed from the end:
        // a string trimmed a character at a time is slow, and the numbers
        // panel writes figures at each of its changes, on every page stage.
        var fraction = [UInt8](repeating: UInt8(ascii: "0"), count: places)
        var rest = magnitude % scale
        for index in fraction.indices.reversed() {
            fraction[index] += UInt8(rest % 10)
            rest /= 10
        }
        var kept = places
        if trimmed { while kept > 0 && fraction[kept - 1] == UInt8(ascii: "0") { kept -= 1 } }
        let whole = (units < 0 ? "-" : "") + String(magnitude / scale)
        return kept == 0 ? whole : whole + "." + String(decoding: fraction[..<kept], as: UTF8.self)
    }

    /// `value` rounded to `places` decimals (halves away from zero), as
    /// `text(units:places:trimmed:)` writes it; by default to the thousandth, trimmed.
    public static func text(_ value: Double, places: Int = 3, trimmed: Bool = true) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite, abs(value * scale) < 1e18 else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        return text(units: Int((value * scale).rounded()), places: places, trimmed: trimmed)
    }
}
