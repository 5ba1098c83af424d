/// SHA-256 as FIPS 180-4 defines it, fed piece by piece: what a page's
/// Content-Security-Policy names its inline script and style by
/// (`'sha256-BASE64'`, as the CSP Level 3 specification hashes a block's
/// text). Linux's Foundation has no digest, and there is no CryptoKit there.
struct SHA256 {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
        0x5be0_cd19
    ]
    /// Bytes taken but not yet hashed: less than a block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
        0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
        0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
        0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
        0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
        0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
        0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
        0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
        0xc671_78f2
    ]

    init() { pending.reserveCapacity(64) }

    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = min(64 - pending.count, rest.count)
            pending += rest.prefix(taken)
            rest = rest.dropFirst(taken)
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress(UnsafeRawBufferPointer($0)) }
            pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: rest.prefix(64)))
            rest = rest.dropFirst(64)
        }
        pending += rest
    }

    /// The digest's 32 bytes; the hash is spent.
    mutating func finish() -> [UInt8] {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (55 &- pending.count) & 63)
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
        tail.withUnsafeBytes { update($0) }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) }
        }
    }

    /// One 64-byte block.
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                w[t] =
                    UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2])
                    << 8 | UInt32(block[4 * t + 3])
            }
            for t in 16..<64 {
                let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] >> 3)
                let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = state[0]
            var b = state[1]
            var c = state[2]
            var d = state[3]
            var e = state[4]
            var f = state[5]
            var g = state[6]
            var h = state[7]
            Self.constants.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let t1 =
                        h &+ (e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25))
                        &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                    let t2 =
                        (a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22))
                        &+ ((a & b) ^ (a & c) ^ (b & c))
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            state[0] &+= a
            state[1] &+= b
            state[2] &+= c
            state[3] &+= d
            state[4] &+= e
            state[5] &+= f
            state[6] &+= g
            state[7] &+= h
        }
    }

    /// `text`'s digest.
    static func digest(_ text: String) -> [UInt8] {
        var hash = SHA256()
        hash.update(text)
        return hash.finish()
    }

    /// `bytes` in base64 (RFC 4648, with padding), as a CSP source names a hash.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = bytes[start..<min(start + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) {
                $0 | UInt32($1.element) << (16 - 8 * $1.offset)
            }
            for index in 0..<4 {
                out.append(
                    index <= chunk.count ? alphabet[Int(value >> (18 - 6 * index) & 63)] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { self >> count | self << (32 - count) }
}
