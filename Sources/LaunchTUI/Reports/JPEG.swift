import CJPEG
import Scenes

/// A report's frame decoded by libjpeg-turbo: its bytes as they are in the
/// report (base64 decoded), to a `Picture`.
enum JPEG {
    /// Why a frame could not be decoded: libjpeg's own words, or the size limit's.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// `leastSide`: decoded smaller (by halves, to an eighth) as far as
    /// keeps both sides at least that many pixels; 0 for every pixel.
    static func decode(_ bytes: [UInt8], leastSide: Int = 0) throws(Problem) -> Picture {
        guard !bytes.isEmpty else { throw Problem(message: "the image is empty") }
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { data in
            lt_jpeg_decode(data.baseAddress, data.count, &pixels, &width, &height, &message, message.count, Int32(clamping: leastSide))
        }
        guard status == 0, let pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Problem(message: text.isEmpty ? "not a JPEG image" : text.withoutControlCharacters)
        }
        defer { lt_jpeg_free(pixels) }
        let count = Int(width) * Int(height) * 3
        let rgb = Array(UnsafeBufferPointer(start: pixels, count: count))
        guard let picture = Picture(width: Int(width), height: Int(height), rgb: rgb) else {
            throw Problem(message: "a \(width)x\(height) image is not a frame")
        }
        return picture
    }
}
