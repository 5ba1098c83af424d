import Scenes
import Testing

/// Visual progress and Speed Index from a load's own frames, by their
/// colour histograms (WebPageTest's and speedline's way).
@Suite struct PictureProgressTests {
    /// A 10x10 picture: white, with its first `rows` rows blue.
    static func page(blueRows rows: Int) -> Picture {
        var rgb: [UInt8] = []
        for y in 0..<10 {
            for _ in 0..<10 { rgb += y < rows ? [20, 60, 200] : [255, 255, 255] }
        }
        return Picture(width: 10, height: 10, rgb: rgb)!
    }

    @Test func progressIsHowFarTheHistogramHasMoved() {
        let frames: [(time: LaunchTime, picture: Picture)] = [
            (.ms(0), Self.page(blueRows: 0)), (.ms(1000), Self.page(blueRows: 5)), (.ms(2000), Self.page(blueRows: 10))
        ]
        let progress = VisualProgress(pictures: frames)
        #expect(progress.points.map(\.completeness) == [0, 0.5, 1])
        // Blank for the first second, half drawn for the next: 1000 + 500 ms.
        #expect(progress.speedIndex == 1500)
    }

    @Test func aPageThatIsCompleteAtOnceHasTheLeastIndex() {
        let frames: [(time: LaunchTime, picture: Picture)] = [
            (.ms(0), Self.page(blueRows: 10)), (.ms(800), Self.page(blueRows: 10))
        ]
        #expect(VisualProgress(pictures: frames).speedIndex == 0)
    }

    @Test func aFrameOvershootingTheLastCountsAsComplete() {
        // Blue everywhere at 0.5 s, then its last frame has only 8 rows of it.
        let frames: [(time: LaunchTime, picture: Picture)] = [
            (.ms(0), Self.page(blueRows: 0)), (.ms(500), Self.page(blueRows: 10)), (.ms(900), Self.page(blueRows: 8))
        ]
        let progress = VisualProgress(pictures: frames)
        #expect(progress.points[1].completeness == 1)
        #expect(progress.speedIndex == 500)
    }

    @Test func framesOfOtherSizesCompareAsFractions() {
        let small = Self.page(blueRows: 4).areaAveraged(width: 5, height: 5)
        let frames: [(time: LaunchTime, picture: Picture)] = [
            (.ms(0), Self.page(blueRows: 0)), (.ms(100), small), (.ms(200), Self.page(blueRows: 10))
        ]
        #expect(VisualProgress(pictures: frames).points[1].completeness == 0.4)
    }

    /// As speedline counts them: white pixels (249 or more in every
    /// channel) are the page's background, left out; progress is in whole
    /// percent, rounded down.
    @Test func whiteIsLeftOutAndProgressIsInWholePercent() {
        func page(blueRows rows: Int, background: UInt8) -> Picture {
            var rgb: [UInt8] = []
            for y in 0..<10 { for _ in 0..<10 { rgb += y < rows ? [20, 60, 200] : [background, background, background] } }
            return Picture(width: 10, height: 10, rgb: rgb)!
        }
        let frames: [(time: LaunchTime, picture: Picture)] = [
            (.ms(0), page(blueRows: 0, background: 255)), (.ms(100), page(blueRows: 5, background: 250)),
            (.ms(200), page(blueRows: 3, background: 255)), (.ms(300), page(blueRows: 9, background: 255))
        ]
        let progress = VisualProgress(pictures: frames)
        // 5 of the last frame's 9 rows (on a background that counts as white): 55.6 %, counted as 55; 3 of 9: 33.
        #expect(progress.points.map(\.completeness) == [0, 0.55, 0.33, 1])
    }

    @Test func noFramesNoIndex() {
        #expect(VisualProgress(pictures: []).speedIndex == nil)
    }
}
