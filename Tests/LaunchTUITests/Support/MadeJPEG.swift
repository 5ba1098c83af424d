/// JPEGs made byte by byte for the tests of a report's frames: an even
/// grey (every coefficient 0, so 128 everywhere) of any size, baseline or
/// progressive with any number of empty scans, as hostile reports carry
/// them. One component, one quantization table of ones, Huffman tables of
/// the few symbols used: a DC difference of category 0 is the code `0`; an
/// end of block is `0` in a baseline scan, and in a progressive AC scan a
/// run of ends of blocks (EOBn, n = 0 to 14) is a 4-bit code and n bits.
enum MadeJPEG {
    /// `width` x `height` grey; progressive: a DC scan and `scans` AC
    /// scans (1 to 63, none refining), each coding every block as empty.
    /// `comment`: a COM segment, which tells apart two otherwise the same.
    static func grey(width: Int, height: Int, progressive: Bool = false, scans: Int = 0, comment: String? = nil) -> [UInt8] {
        let blocks = (width + 7) / 8 * ((height + 7) / 8)
        var bytes: [UInt8] = [0xFF, 0xD8]
        if let comment { bytes += segment(0xFE, Array(comment.utf8)) }
        bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        bytes += segment(progressive ? 0xC2 : 0xC0, [8] + big(height) + big(width) + [1, 1, 0x11, 0])
        // DC table 0: one symbol (category 0), code 0.
        bytes += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        if progressive {
            // AC table 0: EOB0 to EOB14, 4-bit codes 0000 to 1110 in that order.
            bytes += segment(0xC4, [0x10, 0, 0, 0, 15] + [UInt8](repeating: 0, count: 12) + (0..<15).map { UInt8($0 << 4) })
            bytes += scan(from: 0, to: 0) + Bits.zeros(blocks)
            for _ in 0..<scans { bytes += scan(from: 1, to: 63) + endsOfBlocks(blocks) }
        } else {
            // AC table 0: one symbol (EOB), code 0.
            bytes += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
            bytes += scan(from: 0, to: 63) + Bits.zeros(blocks * 2)
        }
        return bytes + [0xFF, 0xD9]
    }

    /// `jpeg` with the sides its frame header (SOF0 or SOF2) gives changed.
    static func claiming(width: Int, height: Int, _ jpeg: [UInt8]) -> [UInt8] {
        var bytes = jpeg
        guard let at = (0..<(bytes.count - 1)).first(where: { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        else { return bytes }
        bytes.replaceSubrange((at + 5)..<(at + 9), with: big(height) + big(width))
        return bytes
    }

    private static func big(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + big(payload.count + 2) + payload
    }

    /// A scan of component 1, tables 0, of coefficients `from` to `to`.
    private static func scan(from start: UInt8, to end: UInt8) -> [UInt8] {
        segment(0xDA, [1, 1, 0x00, start, end, 0])
    }

    /// `count` blocks ended at once: runs of at most 32767 (EOB14).
    private static func endsOfBlocks(_ count: Int) -> [UInt8] {
        var bits = Bits()
        var left = count
        while left > 0 {
            let run = min(left, 32767)
            let n = Int.bitWidth - 1 - run.leadingZeroBitCount
            bits.append(n, width: 4)
            bits.append(run - (1 << n), width: n)
            left -= run
        }
        return bits.padded
    }

    /// Entropy-coded bits, most significant first, padded with ones to a
    /// byte; a 0xFF byte is stuffed with a 0, as the standard has it.
    struct Bits {
        private(set) var bytes: [UInt8] = []
        private var current = 0, used = 0

        static func zeros(_ count: Int) -> [UInt8] {
            [UInt8](repeating: 0, count: count / 8) + (count % 8 == 0 ? [] : [UInt8(0xFF >> (count % 8))])
        }

        mutating func append(_ value: Int, width: Int) {
            for shift in stride(from: width - 1, through: 0, by: -1) {
                current = current << 1 | (value >> shift & 1)
                used += 1
                if used == 8 { flush() }
            }
        }

        private mutating func flush() {
            bytes.append(UInt8(current))
            // A 0xFF in entropy-coded data is followed by a stuffed 0.
            if current == 0xFF { bytes.append(0) }
            current = 0
            used = 0
        }

        var padded: [UInt8] {
            var copy = self
            if copy.used > 0 { copy.append(0xFF, width: 8 - copy.used) }
            return copy.bytes
        }
    }
}
