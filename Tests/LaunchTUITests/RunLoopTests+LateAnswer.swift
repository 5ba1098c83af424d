import Scenes
import Testing

@testable import LaunchTUI

/// The terminal's answers to the background query arriving after the first
/// frame, as over a slow ssh link: the palette switches in place with one
/// repaint, and no byte of an answer is ever a key.
extension RunLoopTests {
    /// A white background, then the device attributes, as xterm answers.
    static let whiteAnswer = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
    static let attributesAnswer = "\u{1B}[?62;22c"

    func runAwaiting(_ script: [(at: Int, event: TestTerminal.Event)], awaiting: Bool = true)
        -> (RunLoop.Outcome, TestTerminal, Player?)
    {
        let terminal = TestTerminal(size: Self.size, script: script)
        var loop = RunLoop(
            terminal: terminal, model: Player(stage: Self.stage, start: ms(0)),
            awaitingAnswer: awaiting, escapeDelay: 25)
        let outcome = loop.run()
        return (outcome, terminal, loop.model as? Player)
    }

    /// The stage paused at 0.1 s, as the player shows it: what the screen
    /// must hold if no byte of an answer acted as a key (`]` would jump to
    /// the next event, `1` reset the speed, `c` change the cache).
    func pausedAtATenth(at now: Int) -> ScreenBuffer {
        var paused = Player(stage: Self.stage, start: ms(0))
        paused.update(.key(.character(" ")), at: ms(100))
        return PlayerView(player: paused).render(at: ms(now))
    }

    @Test func aLateAnswerSwitchesThePaletteInPlaceWithOneRepaint() {
        let (outcome, terminal, player) = runAwaiting([
            TestTerminal.type(" ", at: 100),
            TestTerminal.type(Self.whiteAnswer + Self.attributesAnswer, at: 400),
            TestTerminal.type("q", at: 1000)
        ])
        #expect(outcome == .quit)
        #expect(terminal.drawTimes.first == ms(0), "the first frame did not wait for the answer")
        #expect(terminal.backgroundChanges == [.light])
        #expect(terminal.backend.clears == 1, "one repaint")
        let full = terminal.backend.draws.enumerated().filter(\.element.full).map(\.offset)
        #expect(full.count == 2, "the first frame, and the one after the answer")
        #expect(full.last.map { terminal.drawTimes[$0] } == ms(400))
        #expect(player?.time(at: ms(1000)) == .ms(100), "still paused where it was")
        #expect(terminal.screen == pausedAtATenth(at: 1000))
    }

    /// Over a slow link one answer may come in pieces further apart than the
    /// escape delay: each piece waits for the rest, and none becomes keys.
    @Test func anAnswerInPiecesIsStillOneAnswerAndNoKeys() {
        let (outcome, terminal, player) = runAwaiting([
            TestTerminal.type(" ", at: 100),
            TestTerminal.type("\u{1B}]11;rgb:ff", at: 400),
            TestTerminal.type("ff/ffff/ffff\u{1B}\\\u{1B}[?6", at: 500),
            TestTerminal.type("2;22c", at: 700),
            TestTerminal.type("q", at: 1000)
        ])
        #expect(outcome == .quit)
        #expect(terminal.backgroundChanges == [.light])
        #expect(player?.speed == 1)
        #expect(terminal.screen == pausedAtATenth(at: 1000))
    }

    /// While the answer is awaited, Esc pressed on its own still quits after the escape delay.
    @Test func aLoneEscStillQuitsWhileTheAnswerIsAwaited() {
        let (outcome, terminal, _) = runAwaiting([(at: 100, event: .type([0x1B]))])
        #expect(outcome == .quit)
        #expect(terminal.now() == ms(125))
    }

    /// The device attributes answer last: an answer after them is not ours,
    /// and a palette the flag or COLORFGBG chose never changes.
    @Test func noAnswerChangesThePaletteOnceTheWaitIsOver() {
        let afterTheLast = runAwaiting([
            TestTerminal.type(Self.attributesAnswer, at: 100),
            TestTerminal.type(Self.whiteAnswer, at: 400),
            TestTerminal.type("q", at: 500)
        ])
        #expect(afterTheLast.0 == .quit)
        #expect(afterTheLast.1.backgroundChanges.isEmpty)
        let notAsked = runAwaiting(
            [
                TestTerminal.type(Self.whiteAnswer + Self.attributesAnswer, at: 400),
                TestTerminal.type("q", at: 500)
            ], awaiting: false)
        #expect(notAsked.0 == .quit)
        #expect(notAsked.1.backgroundChanges.isEmpty)
        #expect(notAsked.1.backend.clears == 0)
    }

    /// An answer that says the background the palette is for already needs no repaint.
    @Test func anAnswerForThePaletteInUseRepaintsNothing() {
        let (_, terminal, _) = runAwaiting([
            TestTerminal.type("\u{1B}]11;rgb:0000/0000/0000\u{07}" + Self.attributesAnswer, at: 400),
            TestTerminal.type("q", at: 500)
        ])
        #expect(terminal.backgroundChanges.isEmpty)
        #expect(terminal.backend.clears == 0)
    }
}
