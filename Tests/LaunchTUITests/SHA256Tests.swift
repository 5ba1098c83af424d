import Testing

@testable import LaunchTUI

/// SHA-256 against the examples of FIPS 180-4 (NIST's "SHA256.pdf" example
/// values, and the million a's of its test vectors), fed whole and in pieces.
struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map {
            String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
        }.joined()
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        )
    ])
    func theStandardsExamples(text: String, digest: String) {
        #expect(Self.hex(SHA256.digest(text)) == digest)
        // The same, fed a byte at a time.
        var hash = SHA256()
        for byte in text.utf8 { hash.update(String(decoding: [byte], as: UTF8.self)) }
        #expect(Self.hex(hash.finish()) == digest)
    }

    @Test func aMillionAsInPiecesOfEveryLength() {
        var hash = SHA256()
        var fed = 0
        var piece = 1
        while fed < 1_000_000 {
            let count = min(piece, 1_000_000 - fed)
            hash.update(String(repeating: "a", count: count))
            fed += count
            piece = piece % 130 + 1
        }
        #expect(
            Self.hex(hash.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func base64AsRFC4648Says() {
        #expect(
            ["", "f", "fo", "foo", "foob", "fooba", "foobar"].map { SHA256.base64(Array($0.utf8)) }
                == ["", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy"])
        #expect(SHA256.base64(SHA256.digest("abc")) == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    }
}
