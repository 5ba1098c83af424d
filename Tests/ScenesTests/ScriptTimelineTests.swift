import Scenes
import ScenesTesting
import Testing

@Suite struct ScriptTimelineTests {
    private func timeline(_ text: String) throws -> ScriptTimeline {
        guard case .success(let script) = ScriptParser.parse(text) else {
            Issue.record("the script does not parse")
            throw CancellationError()
        }
        return ScriptTimeline(script)
    }

    @Test func playAdvancesTheClockAtTheSpeed() throws {
        let line = try timeline("Play 1s\nSpeed 0.5\nPlay to 1.5s\n")
        #expect(line.length == 2000)
        #expect(line.state(atTalkTime: 0).time == .zero)
        #expect(line.state(atTalkTime: 500).time == .ms(500))
        #expect(line.state(atTalkTime: 1000).time == .ms(1000))
        #expect(line.state(atTalkTime: 1500).time == .ms(1250))
        #expect(line.state(atTalkTime: 1500).speed == 0.5)
        #expect(line.state(atTalkTime: 9999).time == .ms(1500))
    }

    @Test func captionsAndScenariosChangeBetweenPlays() throws {
        let line = try timeline(
            """
            Caption "one"
            Play 1s
            Caption "two"
            Scenario network=slow
            Play 1s
            Scenario cache=empty
            Restart
            Caption ""
            """)
        #expect(line.state(atTalkTime: 0).caption == "one")
        #expect(line.state(atTalkTime: 999).caption == "one")
        // The Play's last frame (1 s) holds one frame interval (1/30 s, 34 ms
        // rounded up) before the new scene, with the caption written before it.
        #expect(line.state(atTalkTime: 1000).caption == "two")
        #expect(line.state(atTalkTime: 1000).time == .ms(1000) && line.state(atTalkTime: 1033).scenario.network == .typical)
        #expect(line.state(atTalkTime: 1034).scenario.network == .slow)
        #expect(line.state(atTalkTime: 1034).time == .zero)
        // The Restart after the second Play holds its last frame too.
        #expect(line.length == 2068)
        let end = line.state(atTalkTime: 2068)
        #expect(end.caption == "" && end.time == .zero && end.scenario.network == .slow && end.scenario.cache == .empty)
    }

    @Test func pausesHoldAndMarkAndEndBeats() throws {
        let line = try timeline(
            """
            Caption "first"
            Play 1s
            Pause
            Mark "m"
            Play 1s
            Pause 500ms
            Caption "last"
            """)
        #expect(line.length == 1000 + 2000 + 1000 + 500)
        // Each Pause's marker at the end of its hold; the Mark names its beat's.
        #expect(line.markers.map(\.talkTime) == [3000, 4500])
        #expect(line.markers.map(\.label) == ["first", "m"])
        #expect(line.markers[1].state.time == .ms(2000))
        #expect(line.beats.count == 3)
        #expect(line.beats.map(\.start) == [0, 3000, 4500])
        #expect(line.beats.map(\.end) == [1000, 4000, 4500])
        #expect(line.beats[1].endState.time == .ms(2000))
        #expect(line.beats[2].endState.caption == "last")
        #expect(line.state(atTalkTime: 2000).time == .ms(1000) && !line.state(atTalkTime: 2000).playing)
        #expect(line.state(atTalkTime: 2000).beat == 1)
        #expect(line.state(atTalkTime: 3500).beat == 2)
    }

    @Test func oneMarkerABeatAndNoneAtTheStartUnlessMarked() throws {
        // A Pause on the title: its marker at the end of the hold, not at 0.
        let title = try timeline("Caption \"Hi\"\nPause 4s\nPlay 1s\nMark \"a\"\nMark \"b\"\nPause 1s\nPlay 1s\n")
        #expect(title.markers.map(\.talkTime) == [4000, 6000])
        #expect(title.markers.map(\.label) == ["Hi", "a; b"])
        #expect(title.markers.first?.state.time == .zero)
        // A Pause of nothing at the start gives no marker; a Mark there does.
        #expect(try timeline("Pause 0s\nPlay 1s\n").markers.isEmpty)
        let marked = try timeline("Mark \"start\"\nPlay 1s\nMark \"end\"\n")
        #expect(marked.markers.map(\.talkTime) == [0, 1000] && marked.markers.map(\.label) == ["start", "end"])
    }

    @Test func aPlaysLastFrameHoldsOneFrameBeforeTheNextScene() throws {
        let script = try ScriptParser.script("Set Fps 10\nPlay to 3.2s\nMark \"x\"\nScenario network=slow\nPlay 1s\n")
        let line = ScriptTimeline(script)
        // One frame at 10 fps: 100 ms of the 3.2 s frame, the marker at its start.
        #expect(line.markers.map(\.talkTime) == [3200])
        #expect(line.state(atTalkTime: 3299).time == .ms(3200) && line.state(atTalkTime: 3299).scenario.network == .typical)
        #expect(line.state(atTalkTime: 3300).scenario.network == .slow && line.state(atTalkTime: 3300).time == .zero)
        #expect(line.length == 4300)
        // At a recording's own fps.
        #expect(ScriptTimeline(script, fps: 50).length == 4220)
        // Between two Plays of one scene, or before a Pause, nothing is added.
        #expect(try timeline("Play 1s\nPlay 1s\nPause 1s\nScenario cache=empty\nPlay 1s\n").length == 4000)
    }

    @Test func aPauseWithoutCaptionIsLabelledWithItsTime() throws {
        let line = try timeline("Play 2.6s\nPause\n")
        #expect(line.markers.first?.label == "Pause at 2.6 s")
        #expect(line.beats.count == 1)
    }

    @Test func nextChangeFindsTheStagesNextStepOnTheTalksClock() throws {
        let line = try timeline("Speed 0.5\nPlay 2s\nPause 1s\n")
        // The stage changes at launch 1.5 s: talk time 3 s at half speed.
        let next = line.nextChange(afterTalkTime: 0) { _, time in time < .ms(1500) ? .ms(1500) : nil }
        #expect(next == 3000)
        #expect(line.nextChange(afterTalkTime: 3500) { _, _ in nil } == 4000)
        #expect(line.nextChange(afterTalkTime: 5000) { _, _ in nil } == nil)
    }
}

@Suite struct ScreenDiffTests {
    @Test func noPreviousIsFull() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 2))
        buffer.put("ab", x: 0, y: 0, style: .plain)
        let diff = ScreenDiff(from: nil, to: buffer)
        #expect(diff.isFull && diff.cellCount == 8 && diff.runs.count == 2)
    }

    @Test func onlyChangedRunsAndWideGraphemesWhole() {
        let size = Size(width: 10, height: 2)
        var before = ScreenBuffer(size: size)
        before.put("hello", x: 0, y: 0, style: .plain)
        var after = before
        after.put("J", x: 0, y: 0, style: .plain)
        after.put("日", x: 4, y: 1, style: .plain)
        after.put("o", x: 4, y: 0, style: CellStyle(.story))
        let diff = ScreenDiff(from: before, to: after)
        #expect(!diff.isFull)
        #expect(diff.runs.map { [$0.x, $0.y, $0.cells.count] } == [[0, 0, 1], [4, 0, 1], [4, 1, 2]])
        #expect(ScreenDiff(from: after, to: after).isEmpty)
        // Changing only the continuation's style still writes from the lead.
        var restyled = after
        restyled.restyle(Rect(x: 5, y: 1, width: 1, height: 1)) { _ in CellStyle(.story) }
        let wide = ScreenDiff(from: after, to: restyled)
        #expect(wide.runs.map { [$0.x, $0.cells.count] } == [[4, 2]])
    }

    @Test func anotherSizeIsFull() {
        let diff = ScreenDiff(from: ScreenBuffer(size: Size(width: 3, height: 3)), to: ScreenBuffer(size: Size(width: 4, height: 3)))
        #expect(diff.isFull && diff.cellCount == 12)
    }
}

@Suite struct StageCaptionRowTests {
    @Test func theStageDrawsTheCaptionAndTheBeatCounter() throws {
        let stage = Stage(size: Size(width: 100, height: 30))
        let buffer = stage.render(at: .ms(1000), status: StageStatus(caption: "Hello \u{1B}[31m", beat: BeatCount(3, of: 9)))
        let row = buffer.line(28)
        #expect(row.hasSuffix("beat 3/9 "))
        #expect(row.contains("Hello \u{FFFD}[31m"))
        #expect(!buffer.text.unicodeScalars.contains { $0.value == 0x1B })
        // A part-level picture of a talk's frame: its caption row and counter.
        let timeline = ScriptTimeline(
            try ScriptParser.script("Caption \"2.6 s: the splash app finally shows stories\"\nPlay 2.7s\nPause\nPlay 1s\n"))
        var frames = TalkFrames(timeline: timeline, size: Size(width: 80, height: 24))
        let talk = frames.render(timeline.markers[0].state)
        assertSnapshot(talk.cropped(to: Rect(x: 0, y: 21, width: 80, height: 3)), named: "talk-caption-row-80x24")
        // Without a beat the row is the caption alone, centred.
        let plain = stage.render(at: .ms(1000), status: StageStatus(caption: "Hi"))
        #expect(plain.line(28).trimmingCharacters(in: " ") == "Hi")
    }

    @Test func aLongCaptionTakesTwoRowsAndThePhonesGiveUpOne() throws {
        // 80 - 2 - 2 x ("beat 2/2" + 2) = 58 columns a row: this caption needs two.
        let long = "Content first draws its first screen from the stories it saved last time, at once"
        let timeline = ScriptTimeline(try ScriptParser.script("Set Size 80x24\nCaption \"\(long)\"\nPlay 1s\nPause\nPlay 1s\n"))
        #expect(timeline.captionLines(forStage: 80) == 2)
        #expect(timeline.captionLines(forStage: 200) == 1)
        var frames = TalkFrames(timeline: timeline, size: Size(width: 80, height: 24))
        let buffer = frames.render(timeline.markers[0].state)
        // The rows above the status line: the caption's first words, then the rest and the counter.
        #expect(buffer.line(21).trimmingCharacters(in: " ") == "Content first draws its first screen from the stories it")
        // Centred in columns 11-68 (24 of 58: from column 28 to 51), the counter at 71-78.
        #expect(
            buffer.line(22).trimmingCharacters(in: " ") == "saved last time, at once" + String(repeating: " ", count: 71 - 52) + "beat 1/2")
        let layout = try #require(StageLayout(size: Size(width: 80, height: 24), captionLines: 2))
        #expect(layout.captionRows == [21, 22] && layout.laneRows == [19, 20] && layout.axisRow == 18)
        #expect(layout.phoneSize.height == StageLayout(size: Size(width: 80, height: 24))!.phoneSize.height - 1)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var text = self
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return text
    }
}
