import Scenes
import ScenesTesting
import Testing

/// The stage at the moments that matter, at the least size (compact), the
/// least with every part in its full form (80x24) and the default one: text
/// and styles, compared with reviewed files.
@Suite struct StageSnapshotTests {
    static let sizes = [StageLayout.minimumSize, Size(width: 80, height: 24), Size(width: 100, height: 30)]
    /// Logo, launch screen, cached, still spinning... fresh, spinner, stories,
    /// jump, after the jump, and the end of the timeline (4 s).
    static let moments: [Int] = [0, 200, 500, 1000, 1600, 2600, 3000, 3100, 4000]

    @Test(arguments: sizes, moments)
    func stage(size: Size, milliseconds: Int) {
        let stage = Stage(size: size)
        #expect(stage.duration == .ms(4000))
        let buffer = stage.render(at: .ms(milliseconds), status: StageStatus(hint: "snapshot \(size)"))
        assertSnapshot(buffer, named: "stage-\(size)-t\(LaunchTime.ms(milliseconds).secondsText)")
    }

    @Test func belowTheLeastSizeTheStageSaysWhatItNeeds() {
        let buffer = Stage(size: Size(width: 60, height: 20)).render(at: .ms(1000))
        assertSnapshot(buffer, named: "too-small-60x20")
        #expect(buffer.text.contains("at least \(StageLayout.minimumSize)"))
        #expect(buffer.text.contains("60x20"))
    }

    /// Even at the least size a command accepts, and at the sizes a
    /// shrinking window passes through, the message is whole: wrapped, not cut.
    @Test(arguments: [Size(width: 20, height: 10), Size(width: 40, height: 12), Size(width: 25, height: 10)])
    func theSizeMessageIsWholeEvenWhenNarrow(size: Size) {
        let buffer = Stage(size: size).render(at: .ms(1000))
        if size == Size(width: 20, height: 10) { assertSnapshot(buffer, named: "too-small-20x10") }
        let words = buffer.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words == "launch-tui needs a terminal of at least \(StageLayout.minimumSize) this one is \(size)")
    }

    @Test func withoutUTF8TheStageDrawsInASCII() {
        let buffer = Stage(size: Size(width: 80, height: 24), glyphs: .ascii).render(at: .ms(2000))
        assertSnapshot(buffer, named: "ascii-80x24-t2")
        #expect(buffer.cells.allSatisfy { $0.text.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func thePanesCanBeSwapped() {
        var scenario = Scenario()
        scenario.left = .contentFirst
        scenario.right = .splash
        let stage = Stage(scenario: scenario, size: Size(width: 80, height: 24))
        let buffer = stage.render(at: .ms(3500))
        assertSnapshot(buffer, named: "swapped-80x24-t3.5")
        // The numbers under the left phone keep two columns clear of the right one's.
        let numbers = stage.layout!.numbers
        #expect(numbers[0].maxX + 2 <= numbers[1].x)
        for y in numbers[0].y..<numbers[0].maxY { #expect(buffer[39, y].text == " " && buffer[40, y].text == " ") }
    }
}
