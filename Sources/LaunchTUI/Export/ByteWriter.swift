/// Bytes written through a pointer into room made for them up front
/// (`bytes(atMost:_:)`): a page with the animated launch writes some ten
/// million digits, in its frames' lines and its moments' lists, and an
/// array's `append` checks its room and its owner at each byte.
struct ByteWriter {
    private let base: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    /// The most bytes `put(_: Int)` writes: 19 digits and a sign.
    static let numberLimit = 20

    private init(base: UnsafeMutablePointer<UInt8>) { self.base = base }

    mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// A whole number's decimal digits, `-` first where it is negative.
    mutating func put(_ number: Int) {
        if number < 0 { put(UInt8(ascii: "-")) }
        var digits = 1
        var probe = number.magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        // From the last digit back.
        var rest = number.magnitude
        var index = count + digits - 1
        repeat {
            base[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        } while rest > 0
        count += digits
    }

    /// Writes `write`'s bytes, which must be no more than `limit`, over
    /// the start of `room` (made that large first, and kept by the caller
    /// from one write to the next: an array made for each would look up
    /// its type's metadata each time); returns how many it wrote.
    static func write(atMost limit: Int, over room: inout [UInt8], _ write: (inout ByteWriter) -> Void) -> Int {
        if room.count < max(limit, 1) { room += repeatElement(0, count: max(limit, 1) - room.count) }
        return room.withUnsafeMutableBufferPointer { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!)
            write(&writer)
            precondition(writer.count <= limit, "a ByteWriter wrote past its room")
            return writer.count
        }
    }
}
