#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cell's grapheme as plain bytes, not a `String`: a cell is then plainly
/// copyable, with no reference to count and no call to copy or destroy one,
/// and two cells' texts are compared as two integers. Screens are made,
/// copied, compared and thrown away by the thousand cells (before the demo's
/// first frame, the observer draws and compares a pane's screen at each of
/// its changes).
///
/// Up to eight bytes of UTF-8 are kept in place, the first lowest, zero after
/// the last (UTF-8 has no zero byte but NUL's): every character the stage
/// draws, box drawing and blocks (three bytes), an emoji with its variation
/// selector or skin tone, a flag. A longer grapheme (a family emoji, a letter
/// with several marks, from people's captions and reports) is kept once in a
/// table all cells share, and the cell holds its number there, marked by a
/// lowest byte of 0xFF, which UTF-8 never has. Either way the text comes back
/// exactly as it went in.
///
/// Two texts are equal when their bytes are: a grapheme and its canonical
/// equivalent (a precomposed letter, the letter and its mark) differ, as
/// they do on a terminal, which is sent the bytes.
public struct CellText: Hashable, Sendable {
    @usableFromInline let bits: UInt64

    @inlinable init(bits: UInt64) { self.bits = bits }

    @inlinable public static func == (lhs: CellText, rhs: CellText) -> Bool { lhs.bits == rhs.bits }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(bits) }

    /// No text: the right half of a wide grapheme.
    public static let empty = CellText(bits: 0)
    /// A space, a blank cell's.
    public static let space = CellText(bits: 0x20)

    /// One ASCII character (`byte` under 0x80, not NUL).
    @inlinable init(ascii byte: UInt8) { bits = UInt64(byte) }

    /// One scalar other than NUL, its UTF-8 made here.
    init(_ scalar: Unicode.Scalar) {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        for byte in UTF8.encode(scalar)! {
            bits |= UInt64(byte) << shift
            shift += 8
        }
        self.bits = bits
    }

    public init(_ text: String) {
        let utf8 = text.utf8
        if utf8.count <= 8 {
            var bits: UInt64 = 0
            var shift: UInt64 = 0
            var inPlace = true
            for byte in utf8 {
                if byte == 0 {
                    inPlace = false
                    break
                }
                bits |= UInt64(byte) << shift
                shift += 8
            }
            if inPlace {
                self.bits = bits
                return
            }
        }
        bits = UInt64(LongGraphemes.number(of: text)) << 8 | 0xFF
    }

    /// The text as a string.
    public var string: String {
        if bits & 0xFF == 0xFF { return LongGraphemes.text(Int(bits >> 8)) }
        let count = (UInt64.bitWidth - bits.leadingZeroBitCount + 7) / 8
        return withUnsafeBytes(of: bits.littleEndian) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }

    /// Appends the text's UTF-8 to `bytes`: for text made of many cells,
    /// made a string once rather than a string a cell.
    public func appendUTF8(to bytes: inout [UInt8]) {
        if bits & 0xFF == 0xFF {
            bytes += string.utf8
            return
        }
        var rest = bits
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// The text's one scalar, when it is exactly one (most cells; not NUL,
    /// which a buffer never keeps and the table holds): read off
    /// its bytes, without making a string.
    @inlinable public var scalar: Unicode.Scalar? {
        let lead = UInt8(truncatingIfNeeded: bits)
        if lead < 0x80 { return lead == 0 || bits > 0xFF ? nil : Unicode.Scalar(lead) }
        // A lead byte of two to four (0xC0 on): the number of bytes, in its high bits.
        guard lead >= 0xC0, lead != 0xFF else { return nil }
        let count = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard bits >> (8 * UInt64(count)) == 0 else { return nil }
        var value = UInt32(lead) & (0x7F >> UInt32(count))
        for index in 1..<count {
            value = value << 6 | UInt32(truncatingIfNeeded: bits >> (8 * UInt64(index))) & 0x3F
        }
        return Unicode.Scalar(value)
    }
}

/// The graphemes too long to keep in a cell, each once, numbered in the order
/// they were first met; shared by every thread that draws (the web page
/// measures its stages on several).
enum LongGraphemes {
    private struct Table {
        /// Keyed by the bytes, so that a grapheme comes back as it went in,
        /// not as a canonical equivalent met before it.
        var numbers: [[UInt8]: Int] = [:]
        var texts: [String] = []
    }

    // The C library's lock (the layers keep this target to it).
    private nonisolated(unsafe) static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    private nonisolated(unsafe) static var table = Table()

    private static func withTable<Result>(_ body: (inout Table) -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&table)
    }

    /// The number of `text`, given it the first time.
    static func number(of text: String) -> Int {
        let bytes = Array(text.utf8)
        return withTable { table in
            if let known = table.numbers[bytes] { return known }
            table.texts.append(text)
            table.numbers[bytes] = table.texts.count - 1
            return table.texts.count - 1
        }
    }

    /// The text numbered `number`.
    static func text(_ number: Int) -> String {
        withTable { $0.texts[number] }
    }
}
