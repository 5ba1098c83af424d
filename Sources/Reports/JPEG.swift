import CJPEG
import Scenes

/// A report's frame decoded by libjpeg-turbo: its bytes as they are in the
/// report (base64 decoded), to a `Picture`. Each limit is checked before
/// libjpeg allocates for what it bounds (see `jpeg_shim.h`): at most
/// `mostSide` pixels a side, from the header; at most `mostScans` scans; at
/// most `mostMemory` bytes of libjpeg's own; and within a `Budget`.
package enum JPEG {
    static let mostSide = Int(LT_JPEG_MOST_SIDE), mostScans = Int(LT_JPEG_MOST_SCANS)
    static let mostMemory = Int(LT_JPEG_MOST_MEMORY)

    /// Why a frame could not be decoded: libjpeg's own words or a limit's,
    /// or that it would take more than is left of its `Budget`.
    package struct Problem: Error, Equatable {
        enum Kind: Equatable {
            /// libjpeg cannot read it: corrupt, cut short, not a JPEG.
            case image
            /// Past one of the limits of a frame: its sides, its scans, its memory.
            case overLimit
            /// Its pixels would take more bytes than are left.
            case overBytes(width: Int, height: Int)
            /// Decoding it would take more pixels than are left.
            case overPixels
        }

        var kind = Kind.image
        let message: String
    }

    /// What frames may take together, lowered by each one decoded.
    struct Budget: Sendable {
        /// The bytes of their decoded pixels (3 a pixel).
        var bytes: Int
        /// The pixels libjpeg decodes, each scan of a progressive image
        /// counted as its image's pixels: the work, whatever the bytes.
        var pixels: UInt64

        static let unlimited = Budget(bytes: .max, pixels: .max)
    }

    /// `box`: decoded smaller (by halves, to an eighth) as far as keeps it
    /// at least as large as it is drawn fitted into that many pixels, and
    /// of at least `leastPixels` (or all it has); nil for every pixel.
    package static func decode(_ bytes: [UInt8], box: Size? = nil, leastPixels: Int = 0) throws(Problem) -> Picture {
        var budget = Budget.unlimited
        return try decode(bytes, box: box, leastPixels: leastPixels, budget: &budget)
    }

    /// As `decode(_:box:leastPixels:)`, within `budget`, which is lowered by the frame.
    static func decode(_ bytes: [UInt8], box: Size?, leastPixels: Int, budget: inout Budget) throws(Problem) -> Picture {
        guard !bytes.isEmpty else { throw Problem(message: "the image is empty") }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        var pixelsLeft = budget.pixels
        let mostBytes = budget.bytes
        let status = bytes.withUnsafeBufferPointer { data in
            lt_jpeg_decode(
                data.baseAddress, data.count, Int32(clamping: box?.width ?? 0), Int32(clamping: box?.height ?? 0),
                leastPixels, mostBytes, &pixelsLeft, &pixels, &width, &height, &message, message.count)
        }
        budget.pixels = pixelsLeft
        switch status {
        case LT_JPEG_OVER_BUDGET: throw Problem(kind: .overBytes(width: Int(width), height: Int(height)), message: "")
        case LT_JPEG_OVER_WORK: throw Problem(kind: .overPixels, message: "")
        default: break
        }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Problem(
                kind: status == LT_JPEG_OVER_LIMIT ? .overLimit : .image,
                message: text.isEmpty ? "not a JPEG image" : text.withoutControlCharacters)
        }
        defer { lt_jpeg_free(pixels) }
        let count = Int(width) * Int(height) * 3
        let rgb = Array(UnsafeBufferPointer(start: pixels, count: count))
        guard let picture = Picture(width: Int(width), height: Int(height), rgb: rgb) else {
            throw Problem(message: "a \(width)x\(height) image is not a frame")
        }
        budget.bytes -= count
        return picture
    }
}

extension JPEG {
    /// The quality a recording's frames are encoded at: libjpeg's default,
    /// a phone's screen at a pane's size indistinguishable from the frame.
    static let recordingQuality = 75

    /// `picture` as baseline JPEG bytes, encoded by libjpeg-turbo; nil only
    /// when libjpeg cannot (a side past `mostSide`, out of memory).
    package static func encode(_ picture: Picture, quality: Int = recordingQuality) -> [UInt8]? {
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = picture.rgb.withUnsafeBufferPointer { rgb in
            lt_jpeg_encode(rgb.baseAddress, Int32(picture.width), Int32(picture.height), Int32(quality), &jpeg, &size)
        }
        guard status == 0, let jpeg else { return nil }
        defer { lt_jpeg_free(jpeg) }
        return Array(UnsafeBufferPointer(start: jpeg, count: Int(size)))
    }
}
