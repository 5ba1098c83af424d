/// Base64 (RFC 4648's alphabet, padding optional, no line breaks): a
/// report's images read, and pictures sent to a terminal that draws them.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (index, byte) in alphabet.enumerated() {
            table[Int(byte)] = Int8(index)
        }
        return table
    }()

    /// The bytes `text` encodes; nil when it is not base64.
    package static func decode(_ text: String) -> [UInt8]? {
        var utf8 = Array(text.utf8)
        while utf8.last == UInt8(ascii: "=") { utf8.removeLast() }
        guard utf8.count % 4 != 1 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count * 3 / 4)
        var bits: UInt32 = 0, count = 0
        for byte in utf8 {
            let value = values[Int(byte)]
            guard value >= 0 else { return nil }
            bits = bits << 6 | UInt32(value)
            count += 1
            if count == 4 {
                out.append(UInt8(bits >> 16 & 0xFF))
                out.append(UInt8(bits >> 8 & 0xFF))
                out.append(UInt8(bits & 0xFF))
                bits = 0
                count = 0
            }
        }
        if count == 3 {
            out.append(UInt8(bits >> 10 & 0xFF))
            out.append(UInt8(bits >> 2 & 0xFF))
        } else if count == 2 {
            out.append(UInt8(bits >> 4 & 0xFF))
        }
        return out
    }

    /// `bytes` as base64 text, padded.
    package static func encode<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next(), third = iterator.next()
            let bits = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            out.append(alphabet[Int(bits >> 18 & 0x3F)])
            out.append(alphabet[Int(bits >> 12 & 0x3F)])
            out.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(bits >> 6 & 0x3F)])
            out.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(bits & 0x3F)])
        }
        return out
    }
}
