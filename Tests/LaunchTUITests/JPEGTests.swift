import Foundation
@testable import LaunchTUI
import Scenes
import Testing

/// A report's frames are decoded by libjpeg-turbo; a frame it cannot read
/// is one message, never a crash.
@Suite struct JPEGTests {
    /// 32x12: its left half #d02020, its right half #2040e0 (made for this
    /// test with ImageMagick, quality 95).
    static let halves = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAMACADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYI/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABYBAQEBAAAAAAAAAAAAAAAAAAAJB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AMpsHVgAR65iFYCwQzXUAR65iFYD/9k=")!)

    @Test func aFrameDecodesToItsPixels() throws {
        let picture = try JPEG.decode(Self.halves)
        #expect(picture.width == 32 && picture.height == 12)
        let left = picture.pixel(x: 4, y: 6), right = picture.pixel(x: 27, y: 6)
        #expect(abs(Int(left.red) - 0xd0) <= 6 && abs(Int(left.green) - 0x20) <= 6 && abs(Int(left.blue) - 0x20) <= 6, "\(left)")
        #expect(abs(Int(right.red) - 0x20) <= 6 && abs(Int(right.green) - 0x40) <= 6 && abs(Int(right.blue) - 0xe0) <= 6, "\(right)")
    }

    @Test func aTruncatedOrForeignImageIsAMessage() {
        for bytes in [Array(Self.halves.prefix(40)), Array("not a picture".utf8), [0xFF, 0xD8, 0xFF], []] {
            #expect(throws: JPEG.Problem.self) { try JPEG.decode(bytes) }
            do { _ = try JPEG.decode(bytes) } catch {
                #expect(!error.message.isEmpty)
                #expect(!error.message.contains(where: { $0.isASCII && $0.asciiValue! < 0x20 }))
            }
        }
    }

    @Test func halvingAveragesEachPairOfPixels() throws {
        let picture = try #require(Picture(width: 4, height: 2, rgb: [
            0, 0, 0, 200, 100, 50, 10, 10, 10, 30, 30, 30,
            100, 100, 100, 0, 0, 0, 50, 50, 50, 70, 70, 70,
        ]))
        let half = picture.areaAveraged(width: 2, height: 1)
        #expect(half.rgb == [75, 50, 38, 40, 40, 40])
    }

    @Test func aThirdTakesPartsOfPixels() throws {
        // 3 pixels to 2: each new one is 1.5 old, the middle one split.
        let picture = try #require(Picture(width: 3, height: 1, rgb: [0, 0, 0, 90, 90, 90, 180, 180, 180]))
        #expect(picture.areaAveraged(width: 2, height: 1).rgb == [30, 30, 30, 150, 150, 150])
    }

    @Test func theDecodedFrameDownscalesToItsHalves() throws {
        let small = try JPEG.decode(Self.halves).areaAveraged(width: 2, height: 1)
        #expect(abs(Int(small.pixel(x: 0, y: 0).red) - 0xd0) <= 6)
        #expect(abs(Int(small.pixel(x: 1, y: 0).blue) - 0xe0) <= 6)
    }
}
