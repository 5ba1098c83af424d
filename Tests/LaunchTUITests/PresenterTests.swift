import Scenes
import Testing

@testable import LaunchTUI

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

    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

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
        // Seen when the timer (started at 0) shows the same second.
        let endOfFirst = PresenterView(presenter: presenter).render(at: ms(2700))
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
        #expect(presenter.nextWake(after: ms(10000)) == ms(11000), "at the end, only the talk's timer turns, each second")
    }
}

/// The stage at the talk's `Set Size` in any terminal that holds it, a
/// notice in one that does not, and `--clean`.
@Suite struct PresenterSizeTests {
    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

    func make(_ text: String = PresenterTests.script, terminal: Size, clean: Bool = false) throws -> Presenter {
        let script = try ScriptParser.script(text)
        var presenter = Presenter(
            timeline: ScriptTimeline(script), size: terminal, glyphs: .unicode, start: ms(0),
            talkSize: script.settings.size, clean: clean)
        presenter.update(.measure, at: ms(0))
        return presenter
    }

    func example(_ name: String) throws -> String {
        try String(contentsOf: Examples.folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aLargerTerminalShowsTheTalkAtItsSizeInTheMiddle() throws {
        let exact = try make(terminal: Size(width: 80, height: 24))
        let large = try make(terminal: Size(width: 100, height: 30))
        #expect(large.stage.size == Size(width: 80, height: 24))
        let inner = PresenterView(presenter: exact).render(at: ms(0))
        let outer = PresenterView(presenter: large).render(at: ms(0))
        #expect(outer.size == Size(width: 100, height: 30))
        // 10 columns each side, 3 rows above and below.
        #expect(outer.cropped(to: Rect(x: 10, y: 3, width: 80, height: 24)) == inner)
        for y in [0, 1, 2, 27, 28, 29] { #expect(outer.line(y).allSatisfy { $0 == " " }, "row \(y)") }
        for y in 3..<27 {
            #expect(outer.line(y).prefix(10).allSatisfy { $0 == " " })
            #expect(outer.line(y).dropFirst(90).allSatisfy { $0 == " " })
        }
    }

    /// The one-minute talk quotes a layout shift of 0.125, and the stage
    /// shows it at every size the talk is presented at: the figures are
    /// measured on the reference phone, not on the phones as drawn.
    @Test func theFiguresOnScreenAreTheOnesTheCaptionsQuote() throws {
        let talk = try example("launch-in-a-minute.talk")
        func figures(terminal: Size) throws -> String {
            var presenter = try make(talk, terminal: terminal)
            presenter.update(.key(.character(" ")), at: ms(0))  // puts a notice away, if there is one
            var now = 0
            while !presenter.state(at: ms(now)).caption.contains("layout shift 0.125") {
                now += 10
                presenter.update(.key(.right), at: ms(now))
                presenter.update(.measure, at: ms(now))
                try #require(now < 1000, "no caption quotes the shift")
            }
            // The end of the beat, where it waits.
            presenter.update(.key(.right), at: ms(now))
            presenter.update(.measure, at: ms(now))
            // The caption quotes it too: the rows above the caption.
            let screen = PresenterView(presenter: presenter).render(at: ms(now))
            let caption = try #require((0..<screen.height).first { screen.line($0).contains("Content at 2.6 s") })
            return (0..<caption).map(screen.line).joined(separator: "\n")
        }
        // Measured on the reference phone, the figure is the same at every
        // size, 80x24 included (the stage is laid out for it there).
        for terminal in [
            Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 200, height: 60)
        ] {
            #expect(try figures(terminal: terminal).contains("layout shift 0.125"), "at \(terminal)")
        }
    }

    @Test func aSmallerTerminalSaysSoAndNamesBothSizes() throws {
        let talk = "Set Size 100x30\nCaption \"a\"\nPlay 1s\nPause\nPlay 1s\n"
        var presenter = try make(talk, terminal: Size(width: 90, height: 26))
        #expect(presenter.showsSizeNotice)
        let notice = PresenterView(presenter: presenter).render(at: ms(0)).text
        #expect(notice.contains("100x30") && notice.contains("90x26"), "\(notice)")
        #expect(!notice.contains("beat 1/2"), "no stage behind it")
        // A key puts it away and does nothing else; the stage fills the terminal.
        presenter.update(.key(.character(" ")), at: ms(100))
        #expect(!presenter.showsSizeNotice)
        #expect(presenter.position == .waiting(boundary: 0))
        #expect(presenter.stage.size == Size(width: 90, height: 26))
        #expect(PresenterView(presenter: presenter).render(at: ms(100)).text.contains("beat 1/2"))
        // Large enough again: the talk's size; smaller again: the notice again.
        presenter.update(.resize(Size(width: 120, height: 40)), at: ms(200))
        #expect(presenter.stage.size == Size(width: 100, height: 30))
        #expect(!presenter.showsSizeNotice)
        presenter.update(.resize(Size(width: 99, height: 30)), at: ms(300))
        #expect(presenter.showsSizeNotice)
        #expect(presenter.update(.key(.character("q")), at: ms(400)) == [.quit], "q quits from the notice")
        // Below the least stage, the notice says what is needed.
        let tiny = try make(talk, terminal: Size(width: 60, height: 20))
        let text = PresenterView(presenter: tiny).render(at: ms(0)).text
        #expect(text.contains("100x30") && text.contains("60x20") && text.contains("\(StageLayout.minimumSize)"), "\(text)")
    }

    @Test func cleanHidesTheStatusLineAndKeepsTheCaption() throws {
        let plain = PresenterView(presenter: try make(terminal: Size(width: 80, height: 24))).render(at: ms(0))
        let clean = PresenterView(presenter: try make(terminal: Size(width: 80, height: 24), clean: true)).render(at: ms(0))
        #expect(plain.line(23).contains("←/→ beat"))
        #expect(clean.line(23).allSatisfy { $0 == " " })
        for x in 0..<80 { #expect(clean[x, 23].style == .plain) }
        #expect(clean.line(22).contains("beat 1/3") && clean.line(22).contains("a"))
        for y in 0..<23 { #expect(clean.line(y) == plain.line(y)) }
    }
}
