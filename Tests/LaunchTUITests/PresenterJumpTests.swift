import Scenes
import Testing

@testable import LaunchTUI

/// Finding any beat: `--from`, a number then Enter, Home and End, and the
/// list of beats, each landing exactly where stepping lands.
@Suite struct PresenterJumpTests {
    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

    static func talk(_ name: String) throws -> Script {
        let path = Examples.folder.appendingPathComponent(name).path
        return try TalkFile.load(path)
    }

    func make(_ script: Script, from: Int? = nil, clean: Bool = false) -> Presenter {
        var presenter = Presenter(
            timeline: ScriptTimeline(script), size: script.settings.size, glyphs: .unicode, start: ms(0),
            talkSize: script.settings.size, clean: clean, from: from)
        presenter.update(.measure, at: ms(0))
        return presenter
    }

    func press(_ keys: [Key], _ presenter: inout Presenter, at time: Int) {
        for key in keys {
            presenter.update(.key(key), at: ms(time))
            presenter.update(.measure, at: ms(time))
        }
    }

    func digits(_ number: Int) -> [Key] { String(number).map { .character($0) } }

    /// The screen after stepping with → from the start until beat `number`
    /// (1-based) has played and waits; the timer started at 0 by a first →
    /// (and ← back to the start).
    func stepped(_ script: Script, to number: Int, clean: Bool = false) -> Presenter {
        var presenter = make(script, clean: clean)
        press([.right, .left], &presenter, at: 0)
        var time = 0
        while presenter.position != .waiting(boundary: number) {
            press([.right], &presenter, at: 0)
            time += 1
            if time > 1000 { break }
        }
        return presenter
    }

    @Test(arguments: ["launch-in-a-minute.talk", "scenarios.talk", "our-app.talk"])
    func everyJumpLandsAsSteppingDoes(name: String) throws {
        let script = try Self.talk(name)
        let count = ScriptTimeline(script).beats.count
        for number in 1...count {
            let reference = stepped(script, to: number)
            let screen = PresenterView(presenter: reference).render(at: ms(61_000))
            // A number, then Enter (the timer started by a first key at 0, as stepping's).
            var typed = make(script)
            press([.right], &typed, at: 0)
            press(digits(number) + [.enter], &typed, at: 0)
            #expect(typed.position == reference.position, "beat \(number)")
            #expect(typed.state(at: ms(61_000)) == reference.state(at: ms(61_000)), "the same clock and caption at beat \(number)")
            #expect(PresenterView(presenter: typed).render(at: ms(61_000)) == screen, "the same screen at beat \(number)")
            #expect(PresenterView(presenter: typed).render(at: ms(61_000)).text.contains("1:01"), "the timer runs on")
            // --from: no timer yet, so compared on a clean stage.
            let from = make(script, from: number, clean: true)
            #expect(
                PresenterView(presenter: from).render(at: ms(5000))
                    == PresenterView(presenter: stepped(script, to: number, clean: true)).render(at: ms(5000)), "--from \(number)")
            // The list: open it, go to the beat from the first, Enter.
            var listed = make(script)
            press([.right, .character("b"), .home] + Array(repeating: .down, count: number - 1) + [.enter], &listed, at: 0)
            #expect(listed.list == nil)
            #expect(PresenterView(presenter: listed).render(at: ms(61_000)) == screen, "the list's beat \(number)")
        }
        // Going on from a jump plays the next beat, as from stepping.
        var jumped = make(script)
        press(digits(2) + [.enter], &jumped, at: 0)
        var reference = stepped(script, to: 2)
        press([.character(" ")], &jumped, at: 1000)
        press([.character(" ")], &reference, at: 1000)
        #expect(jumped.state(at: ms(1300)) == reference.state(at: ms(1300)))
    }

    @Test func homeAndEndGoToTheFirstAndTheLastBeat() throws {
        let script = try Self.talk("launch-in-a-minute.talk")
        let count = ScriptTimeline(script).beats.count
        var presenter = make(script)
        press([.end], &presenter, at: 0)
        #expect(presenter.position == .waiting(boundary: count))
        #expect(presenter.state(at: ms(0)) == stepped(script, to: count).state(at: ms(0)))
        #expect(presenter.state(at: ms(0)).beat == count)
        press([.home], &presenter, at: 0)
        var restarted = make(script)
        press([.right, .right, .character("r")], &restarted, at: 0)
        #expect(presenter.position == restarted.position, "Home is where r starts over")
        #expect(presenter.state(at: ms(0)) == make(script).state(at: ms(0)))
    }

    @Test func aMarkNamesItsBeatAsTheRecordingsMarkerDoes() throws {
        let script = try Self.talk("launch-in-a-minute.talk")
        let timeline = ScriptTimeline(script)
        let number = try Presenter.beat(named: "the jump at 3.0 s", in: timeline)
        let marker = try #require(timeline.markers.first { $0.label == "the jump at 3.0 s" })
        #expect(make(script, from: number).state(at: ms(0)) == marker.state, "the screen at the recording's marker")
        #expect(try Presenter.beat(named: "THE JUMP AT 3.0 S", in: timeline) == number, "any case")
        #expect(try Presenter.beat(named: "3", in: timeline) == 3)
        #expect(throws: ValueError.self) { try Presenter.beat(named: "0", in: timeline) }
        #expect(throws: ValueError.self) { try Presenter.beat(named: "11", in: timeline) }
        do {
            _ = try Presenter.beat(named: "the jmup at 3.0 s", in: timeline)
            Issue.record("no such mark")
        } catch {
            #expect(
                error.message(for: "--from")
                    == "--from takes a beat from 1 to 10 or a Mark's label, not 'the jmup at 3.0 s' (did you mean 'the jump at 3.0 s'?)")
        }
    }

    @Test func typingANumberShowsItAndEscOrAnotherKeyDropsIt() throws {
        let script = try Self.talk("launch-in-a-minute.talk")
        var presenter = make(script)
        press([.character("1"), .character("2")], &presenter, at: 0)
        #expect(presenter.typed == "12")
        #expect(PresenterView(presenter: presenter).render(at: ms(0)).line(29).contains("go to beat 12▏ of 10  Enter  Esc cancels"))
        press([.backspace], &presenter, at: 0)
        #expect(presenter.typed == "1")
        press([.escape], &presenter, at: 0)
        #expect(presenter.typed == "", "Esc drops the number, and does not quit")
        press([.character("7"), .left], &presenter, at: 0)
        #expect(presenter.typed == "")
        // A number past the last beat goes to the last.
        press(digits(99) + [.enter], &presenter, at: 0)
        #expect(presenter.position == .waiting(boundary: 10))
        press(digits(0) + [.enter], &presenter, at: 0)
        #expect(presenter.position == .waiting(boundary: presenter.firstBoundary))
    }

    @Test func theListShowsEveryBeatAndCanBeNavigated() throws {
        // 40 beats, each with a caption, every fifth with a Mark.
        var text = "Set Size 80x24\n"
        for beat in 1...40 {
            text += "Caption \"caption \(beat)\"\nPlay 100ms\n" + (beat % 5 == 0 ? "Mark \"mark \(beat)\"\n" : "") + "Pause\n"
        }
        let script = try ScriptParser.script(text)
        var presenter = make(script)
        press(digits(12) + [.enter, .character("b")], &presenter, at: 0)
        let list = try #require(presenter.list)
        #expect(list.selected == 11, "it opens on the beat on screen")
        var screen = PresenterView(presenter: presenter).render(at: ms(0))
        let row = try #require((0..<24).first { screen.line($0).contains("caption 12") })
        #expect(screen.line(row).contains("▸12  caption 12"), "\(screen.line(row))")
        #expect((0..<80).contains { screen[$0, row].style.attributes.contains(.reverse) }, "the selected row stands out")
        #expect(!(0..<80).contains { screen[$0, row + 1].style.attributes.contains(.reverse) })
        let marked = try #require((0..<24).first { screen.line($0).contains("caption 10") })
        #expect(screen.line(marked).contains("mark 10"))
        // Only so many rows fit: Page Down and End bring the rest.
        #expect(!screen.text.contains("caption 40"))
        press([.end], &presenter, at: 0)
        screen = PresenterView(presenter: presenter).render(at: ms(0))
        #expect(screen.text.contains("caption 40") && screen.text.contains("mark 40"))
        #expect(presenter.list?.selected == 39)
        press([.pageUp, .up, .character("k"), .down], &presenter, at: 0)
        let selected = try #require(presenter.list?.selected)
        #expect(selected < 39 && selected > 20)
        // Esc closes it where it was; b too.
        press([.escape], &presenter, at: 0)
        #expect(presenter.list == nil)
        #expect(presenter.position == .waiting(boundary: 12))
        press([.character("b"), .down, .down, .enter], &presenter, at: 0)
        #expect(presenter.position == .waiting(boundary: 14))
        press([.character("b"), .character("b")], &presenter, at: 0)
        #expect(presenter.list == nil)
        // Digits with the list open select that beat; Enter goes.
        press([.character("b"), .character("3"), .character("3")], &presenter, at: 0)
        #expect(presenter.list?.selected == 32)
        press([.enter], &presenter, at: 0)
        #expect(presenter.position == .waiting(boundary: 33) && presenter.list == nil)
        // q still quits.
        press([.character("b")], &presenter, at: 0)
        #expect(presenter.update(.key(.character("q")), at: ms(0)) == [.quit])
    }

    @Test func theTimerStartsWithTheFirstBeatAndTicksEverySecond() throws {
        let script = try ScriptParser.script("Caption \"a\"\nPlay 1s\nPause\nPlay 1s\n")
        var presenter = make(script)
        #expect(presenter.elapsed(at: ms(5000)) == nil)
        #expect(!PresenterView(presenter: presenter).render(at: ms(5000)).line(29).contains("0:0"))
        press([.character(" ")], &presenter, at: 2000)
        presenter.update(.tick, at: ms(3000))
        #expect(presenter.position == .waiting(boundary: 1))
        #expect(presenter.nextWake(after: ms(3000)) == ms(4000), "waiting, the timer's next second")
        #expect(PresenterView(presenter: presenter).render(at: ms(64_500)).line(29).contains("1:02"))
        #expect(Presenter.clockText(3_725_000_000_000) == "1:02:05")
        #expect(Presenter.clockText(59_999_000_000) == "0:59")
        // A clean stage shows no timer: no wakeups for it.
        var clean = make(script, clean: true)
        press([.character(" ")], &clean, at: 0)
        clean.update(.tick, at: ms(1000))
        #expect(clean.nextWake(after: ms(1000)) == nil)
        // r starts the talk, and its timer, over.
        press([.character("r")], &presenter, at: 70_000)
        #expect(presenter.elapsed(at: ms(70_000)) == nil)
    }
}
