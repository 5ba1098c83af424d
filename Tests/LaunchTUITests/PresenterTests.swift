@testable import LaunchTUI
import Scenes
import Testing

/// Presenter mode's beats, driven by keys and wall moments alone.
@Suite struct PresenterTests {
    static let script = """
    Set Size 80x24
    Caption "a"
    Play 1s
    Pause
    Caption "b"
    Play 2s
    Pause 1s
    Scenario network=slow
    Caption "c"
    Play to 0.5s
    """

    func ms(_ value: Int) -> WallTime { .milliseconds(value) }

    func presenter() throws -> Presenter {
        let script = try ScriptParser.script(Self.script)
        return Presenter(timeline: ScriptTimeline(script), size: script.settings.size, glyphs: .unicode, start: ms(0))
    }

    func press(_ key: Key, _ presenter: inout Presenter, at time: Int) {
        presenter.update(.key(key), at: ms(time))
    }

    @Test func startsWaitingBeforeTheFirstBeat() throws {
        let presenter = try presenter()
        #expect(presenter.position == .waiting(boundary: 0))
        #expect(presenter.state(at: ms(5000)).time == .zero)
        #expect(presenter.state(at: ms(5000)).caption == "a")
        #expect(presenter.nextWake(after: ms(5000)) == nil, "waiting: no wakeups at all")
        #expect(presenter.timeline.beats.count == 3)
    }

    @Test func forwardPlaysABeatInRealTimeAndWaitsAtItsPause() throws {
        var presenter = try presenter()
        press(.character(" "), &presenter, at: 1000)
        #expect(presenter.isPlaying)
        #expect(presenter.state(at: ms(1500)).time == .ms(500))
        #expect(presenter.nextWake(after: ms(1500)) != nil)
        presenter.update(.tick, at: ms(2000))
        #expect(presenter.position == .waiting(boundary: 1))
        #expect(presenter.state(at: ms(9000)).time == .ms(1000))
        #expect(presenter.stage.scenario == Scenario())
        // Enter goes on too; the second beat starts where the first stopped.
        press(.enter, &presenter, at: 10000)
        #expect(presenter.state(at: ms(10000)).time == .ms(1000))
        #expect(presenter.state(at: ms(10000)).caption == "b")
        #expect(presenter.state(at: ms(11000)).time == .ms(2000))
        // Right during a beat jumps to its end.
        press(.right, &presenter, at: 11000)
        #expect(presenter.position == .waiting(boundary: 2))
        #expect(presenter.state(at: ms(11000)).time == .ms(3000))
        press(.character(" "), &presenter, at: 12000)
        presenter.update(.tick, at: ms(12500))
        #expect(presenter.position == .waiting(boundary: 3))
        #expect(presenter.stage.scenario.network == .slow)
        #expect(presenter.state(at: ms(12500)).time == .ms(500))
        // At the end, going on does nothing.
        press(.character(" "), &presenter, at: 13000)
        #expect(presenter.position == .waiting(boundary: 3))
    }

    @Test func backGoesBackABeatExactly() throws {
        var presenter = try presenter()
        press(.character(" "), &presenter, at: 0)
        presenter.update(.tick, at: ms(1000))
        let endOfFirst = PresenterView(presenter: presenter).render(at: ms(1000))
        press(.character(" "), &presenter, at: 2000)
        press(.left, &presenter, at: 2700)
        #expect(presenter.position == .waiting(boundary: 1))
        #expect(PresenterView(presenter: presenter).render(at: ms(2700)) == endOfFirst)
        press(.left, &presenter, at: 3000)
        #expect(presenter.position == .waiting(boundary: 0))
        press(.left, &presenter, at: 3100)
        #expect(presenter.position == .waiting(boundary: 0))
    }

    @Test func restartAndQuit() throws {
        var presenter = try presenter()
        press(.character(" "), &presenter, at: 0)
        press(.right, &presenter, at: 100)
        press(.character("r"), &presenter, at: 200)
        #expect(presenter.position == .waiting(boundary: 0))
        #expect(presenter.update(.key(.redraw), at: ms(300)) == [.repaint])
        #expect(presenter.update(.key(.character("q")), at: ms(300)) == [.quit])
    }

    @Test func theScreenIsTheRecordingsWithTheKeysOnTheStatusLine() throws {
        var presenter = try presenter()
        press(.character(" "), &presenter, at: 0)
        presenter.update(.tick, at: ms(1000))
        let shown = PresenterView(presenter: presenter).render(at: ms(1000))
        let timeline = presenter.timeline
        var frames = TalkFrames(timeline: timeline, size: Size(width: 80, height: 24))
        let recorded = frames.render(timeline.markers[0].state)
        for y in 0..<23 { #expect(shown.line(y) == recorded.line(y)) }
        #expect(shown.line(22).contains("beat 1/3"))
        #expect(shown.line(23).contains("←/→ beat"))
    }

    @Test func aTalkThatOpensWithAPauseStartsAtIt() throws {
        let script = try ScriptParser.script("Caption \"Title\"\nPause\nPlay 1s\n")
        var presenter = Presenter(timeline: ScriptTimeline(script), size: Size(width: 80, height: 24), glyphs: .unicode, start: ms(0))
        #expect(presenter.position == .waiting(boundary: 1))
        press(.character(" "), &presenter, at: 0)
        #expect(presenter.position == .playing(index: 1, since: ms(0)))
        press(.left, &presenter, at: 10)
        press(.left, &presenter, at: 20)
        #expect(presenter.position == .waiting(boundary: 1))
        #expect(presenter.state(at: ms(20)).caption == "Title")
    }

    @Test func pastTheStagesEndTheClockStillTurns() throws {
        let script = try ScriptParser.script("Play 10s\n")
        var presenter = Presenter(timeline: ScriptTimeline(script), size: Size(width: 80, height: 24), glyphs: .unicode, start: ms(0))
        press(.character(" "), &presenter, at: 0)
        #expect(presenter.nextWake(after: ms(6050)) == ms(6100))
        presenter.update(.tick, at: ms(10000))
        #expect(presenter.nextWake(after: ms(10000)) == nil)
    }
}
