import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// A report's frames are decoded by libjpeg-turbo; a frame it cannot read
/// is one message, never a crash.
@Suite struct JPEGTests {
    /// 32x12: its left half #d02020, its right half #2040e0 (made for this
    /// test with ImageMagick, quality 95).
    static let halves = [UInt8](
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAMACADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYI/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABYBAQEBAAAAAAAAAAAAAAAAAAAJB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AMpsHVgAR65iFYCwQzXUAR65iFYD/9k="
        )!)

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
        let picture = try #require(
            Picture(
                width: 4, height: 2,
                rgb: [
                    0, 0, 0, 200, 100, 50, 10, 10, 10, 30, 30, 30,
                    100, 100, 100, 0, 0, 0, 50, 50, 50, 70, 70, 70
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

/// What a frame may cost is bounded before libjpeg allocates for it: its
/// sides from its header, its scans as they come, its pixels to the size
/// it is drawn at; a frame cut short is refused, not filled with grey.
@Suite struct JPEGLimitsTests {
    /// A thumbnail that claims 65500x65500 (a 2 KB report took 12.5 GB):
    /// refused from its header, naming the limit, baseline or progressive,
    /// made by ImageMagick or here; 8192 a side is read.
    @Test func aFrameClaimingHugeSidesIsRefusedFromItsHeader() throws {
        let claims = [
            MadeJPEG.claiming(width: 65500, height: 65500, JPEGTests.halves),
            MadeJPEG.claiming(width: 65500, height: 65500, MadeJPEG.grey(width: 16, height: 16)),
            MadeJPEG.claiming(width: 65500, height: 65500, MadeJPEG.grey(width: 16, height: 16, progressive: true, scans: 2)),
            MadeJPEG.claiming(width: 8193, height: 16, MadeJPEG.grey(width: 16, height: 16))
        ]
        for bytes in claims {
            do {
                let picture = try JPEG.decode(bytes, box: ReportFrames.box)
                Issue.record("decoded at \(picture.width)x\(picture.height)")
            } catch {
                #expect(error.kind == .overLimit)
                #expect(error.message.hasSuffix("image is not a frame (at most 8192 pixels a side)"), "\(error.message)")
            }
        }
        let widest = try JPEG.decode(MadeJPEG.grey(width: 8192, height: 16), box: ReportFrames.box)
        #expect(widest.width == 1024 && widest.height == 2)
    }

    /// A progressive frame of thousands of empty scans (374 KB took 89 s):
    /// refused at its 501st; 500 are read.
    @Test func aFrameOfMoreScansThanTheLimitIsRefused() throws {
        do {
            _ = try JPEG.decode(MadeJPEG.grey(width: 64, height: 64, progressive: true, scans: 3000))
            Issue.record("3001 scans decoded")
        } catch {
            #expect(error.kind == .overLimit)
            #expect(error.message == "the image has more than 500 scans (at most 500 a frame)")
        }
        let most = try JPEG.decode(MadeJPEG.grey(width: 64, height: 64, progressive: true, scans: JPEG.mostScans - 1))
        #expect(most.width == 64 && most.height == 64)
        #expect(most.pixel(x: 30, y: 30) == (128, 128, 128))
    }

    /// A progressive image keeps all its coefficients while it is read:
    /// one that needs more than libjpeg may take is refused when libjpeg
    /// asks for them, before they are allocated.
    @Test func aProgressiveFramePastTheMemoryLimitIsRefused() throws {
        do {
            _ = try JPEG.decode(MadeJPEG.grey(width: 8000, height: 8000, progressive: true), box: ReportFrames.box)
            Issue.record("decoded")
        } catch {
            #expect(error.kind == .overLimit)
            #expect(error.message == "a 8000x8000 image takes more than 64 MB to decode (at most 64 MB a frame)")
        }
        let within = try JPEG.decode(MadeJPEG.grey(width: 4000, height: 4000, progressive: true, scans: 2), box: ReportFrames.box)
        #expect(within.width == 500)
    }

    /// The pixels the largest pane's screen has for a frame: a phone's 54
    /// across, a browser window's 496; a phone's 114 down.
    @Test func theBoxIsTheLargestPanesScreen() {
        #expect(ReportFrames.box == Size(width: 496, height: 114))
    }

    /// A frame is decoded by halves, to an eighth, as far as keeps it at
    /// least as large as it is drawn fitted into the box and of at least
    /// 200x200 pixels (the histograms'), and no further: 159x8192 (300 of
    /// them took 1.16 GB) at a quarter, 40x2048; the box alone would take
    /// it to an eighth.
    @Test func aLargeFrameIsDecodedAtTheSizeItIsDrawnAt() throws {
        let box = ReportFrames.box, least = ReportFrames.leastPixels
        let tall = try JPEG.decode(MadeJPEG.grey(width: 159, height: 8192), box: box, leastPixels: least)
        #expect(tall.width == 40 && tall.height == 2048)
        let drawn = try JPEG.decode(MadeJPEG.grey(width: 159, height: 8192), box: box)
        #expect(drawn.width == 20 && drawn.height == 1024)
        for (width, height, denominator) in [
            (412, 823, 2), (1350, 940, 4), (90, 180, 1), (8192, 8192, 8), (3000, 100, 2), (496, 114, 1), (992, 228, 2)
        ] {
            let picture = try JPEG.decode(MadeJPEG.grey(width: width, height: height), box: box, leastPixels: least)
            #expect(
                picture.width == (width + denominator - 1) / denominator && picture.height == (height + denominator - 1) / denominator,
                "\(width)x\(height) at \(picture.width)x\(picture.height)")
            // As large as it is drawn, at least.
            let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height))
            #expect(
                Double(picture.width) >= (Double(width) * scale).rounded(.down)
                    && Double(picture.height) >= (Double(height) * scale).rounded(.down))
            #expect(picture.width * picture.height >= min(least, width * height))
        }
        // Without a box, every pixel.
        #expect(try JPEG.decode(MadeJPEG.grey(width: 159, height: 8192)).height == 8192)
    }

    /// A frame cut short in its image data (the rest would be grey) is
    /// refused as a corrupt one is: libjpeg's warning is the failure.
    @Test func aFrameCutShortInItsDataIsRefused() {
        for whole in [MadeJPEG.grey(width: 256, height: 256), JPEGTests.halves] {
            let cut = Array(whole.dropLast(6))
            do {
                _ = try JPEG.decode(cut)
                Issue.record("a frame cut short was decoded")
            } catch {
                #expect(error.kind == .image)
                #expect(error.message == "Premature end of JPEG file", "\(error.message)")
            }
        }
    }
}
