import Scenes
import Testing

@testable import LaunchTUI

/// The front's run loop in-process: keys in, frames out, on an injected
/// clock, with no pseudo-terminal.
@Suite struct RunLoopTests {
    static let size = Size(width: 80, height: 24)
    static let stage = Stage(scenario: .standard, size: size)

    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

    func run(
        _ script: [(at: Int, event: TestTerminal.Event)], escapeDelay: Int = 25,
        model: (any FrontModel)? = nil
    ) -> (RunLoop.Outcome, TestTerminal) {
        let terminal = TestTerminal(size: Self.size, script: script)
        var loop = RunLoop(terminal: terminal, model: model ?? Player(stage: Self.stage, start: ms(0)), escapeDelay: escapeDelay)
        return (loop.run(), terminal)
    }

    @Test func spacePausesTheFrameOnScreenAndQQuits() {
        let (outcome, terminal) = run([TestTerminal.type(" ", at: 500), TestTerminal.type("q", at: 2000)])
        #expect(outcome == .quit)
        #expect(terminal.now() == ms(2000))
        // The stage as it stood at 0.5 s, paused: what the player shows then.
        var paused = Player(stage: Self.stage, start: ms(0))
        paused.update(.key(.character(" ")), at: ms(500))
        #expect(paused.time(at: ms(2000)) == .ms(500))
        #expect(terminal.screen == PlayerView(player: paused).render(at: ms(2000)))
    }

    @Test func whilePlayingFramesAreAtMostSixtyASecondAndPausedItSleeps() {
        let (_, terminal) = run([TestTerminal.type(" ", at: 1000), TestTerminal.type("q", at: 5000)])
        let times = terminal.drawTimes.map(\.nanoseconds)
        #expect(times.count > 10, "the launch moves in its first second")
        for (earlier, later) in zip(times, times.dropFirst()) where later <= 1_000_000_000 {
            #expect(later - earlier >= 1_000_000_000 / 60)
        }
        // Paused at 1 s: one frame, then a wait without a timeout until q.
        #expect(times.filter { $0 > 1_000_000_000 }.isEmpty)
        #expect(terminal.waits.last == -1)
    }

    /// The demo's first stage comes unmeasured: the loop paints it before
    /// anything else, waits a frame for the terminal to show it, then
    /// measures it (the numbers and the lanes' markers a frame later).
    @Test func aFirstStageNotMeasuredIsPaintedThenMeasuredAFrameLater() throws {
        let unmeasured = Stage(scenario: .standard, size: Self.size, measured: false)
        let terminal = TestTerminal(size: Self.size, script: [TestTerminal.type("q", at: 1000)])
        var loop = RunLoop(terminal: terminal, model: Player(stage: unmeasured, start: ms(0)), effects: [.measure], escapeDelay: 25)
        #expect(loop.run() == .quit)
        #expect(terminal.waits.first == Int32(RunLoop.frameInterval / 1_000_000))
        #expect(terminal.drawTimes.first == ms(0), "painted at once, before any input is read")
        #expect(terminal.drawTimes.count >= 2)
        // Measured: its numbers are on screen.
        let screen = try #require(terminal.screen)
        let text = (0..<screen.height).map(screen.line).joined(separator: "\n")
        #expect(text.contains("first frame 0.4 s"), "\(text)")
    }

    @Test func ctrlLRepaintsEveryCell() {
        let (_, terminal) = run([
            TestTerminal.type(" ", at: 100), TestTerminal.type("\u{0C}", at: 200),
            TestTerminal.type("q", at: 300)
        ])
        #expect(terminal.backend.clears == 1)
        #expect(terminal.backend.draws.first?.full == true)
        #expect(terminal.backend.draws.last?.full == true, "after Ctrl-L, every cell")
        #expect(terminal.backend.draws.dropFirst().dropLast().allSatisfy { !$0.full })
    }

    @Test func aLoneEscapeWaitsTheDelayThenQuits() {
        for delay in [25, 300] {
            let (outcome, terminal) = run([(at: 100, event: .type([0x1B]))], escapeDelay: delay)
            #expect(outcome == .quit)
            #expect(terminal.now() == ms(100 + delay))
        }
    }

    @Test func aResizeLaysTheStageOutAgainAndRepaintsIt() {
        let wide = Size(width: 100, height: 30)
        let (_, terminal) = run([
            TestTerminal.type(" ", at: 100), (at: 300, event: .resize(wide)),
            TestTerminal.type("q", at: 400)
        ])
        #expect(terminal.screen?.size == wide)
        #expect(terminal.backend.draws.last?.full == true)
        // The stage laid out and measured for the new size, still paused at 0.1 s.
        var paused = Player(stage: Stage(scenario: .standard, size: wide), start: ms(0))
        paused.update(.key(.character(" ")), at: ms(100))
        #expect(terminal.screen == PlayerView(player: paused).render(at: ms(400)))
    }

    @Test func timeStoppedByCtrlZDoesNotCountOnTheClock() {
        // Paused at 2 s after 0.5 s of play and 5 s stopped in between.
        let (_, terminal) = run([
            (at: 500, event: .stop(milliseconds: 5000)), TestTerminal.type(" ", at: 7000),
            TestTerminal.type("q", at: 8000)
        ])
        var paused = Player(stage: Self.stage, start: ms(0))
        paused.update(.key(.character(" ")), at: ms(2000))
        #expect(paused.time(at: ms(8000)) == .ms(2000))
        #expect(terminal.screen == PlayerView(player: paused).render(at: ms(8000)))
        #expect(terminal.backend.draws.contains { $0.full } && terminal.backend.clears >= 1, "fg repaints every cell")
    }

    @Test func aScenarioKeyMeasuresTheNewStageOnceForTheBatch() throws {
        // Three keys at once: one stage laid out per key, measured once, before the frame.
        let (_, terminal) = run([TestTerminal.type(" nnn", at: 100), TestTerminal.type("q", at: 200)])
        var relaunched = Player(stage: Self.stage, start: ms(0))
        for key in " nnn" { relaunched.update(.key(.character(key)), at: ms(100)) }
        relaunched.settle()
        // A scenario key launches again, playing: the last frame drawn before q.
        let last = try #require(terminal.drawTimes.last)
        #expect(terminal.screen == PlayerView(player: relaunched).render(at: last))
    }

    // MARK: - Escape sequences in pieces (ESCDELAY per sequence)

    /// The loop's player after `script`, and how the loop ended.
    func player(after script: [(at: Int, event: TestTerminal.Event)], escapeDelay: Int, speed: Double = 1) -> (RunLoop.Outcome, Player?) {
        let terminal = TestTerminal(size: Self.size, script: script)
        var loop = RunLoop(terminal: terminal, model: Player(stage: Self.stage, speed: speed, start: ms(0)), escapeDelay: escapeDelay)
        let outcome = loop.run()
        return (outcome, loop.model as? Player)
    }

    /// `ESC [`, then `C ESC [ M` (the right arrow's rest and a mouse report's
    /// start), then `q`, each two thirds of the delay apart (200 ms at
    /// ESCDELAY 300): the report's wait runs from when it began, so q is one
    /// of its bytes, never a key.
    @Test(arguments: [25, 300]) func aSequenceThatBeginsInAnothersTailIsTimedFromItsOwnStart(delay: Int) {
        let gap = delay * 2 / 3, pause = 2 * gap + delay + 10
        let (outcome, player) = self.player(
            after: [
                (at: 0, event: .type([0x1B, 0x5B])),
                (at: gap, event: .type([0x43, 0x1B, 0x5B, 0x4D])),
                TestTerminal.type("q", at: 2 * gap),
                TestTerminal.type(" ", at: pause)
            ], escapeDelay: delay)
        #expect(outcome == .hangup, "the mouse report's q quit")
        // The right arrow came whole: 0.1 s forward, then paused after the report's wait.
        #expect(player.map { $0.time(at: ms(pause)) } == .ms(pause + 100))
    }

    /// Ctrl-Right (`ESC [ 1 ; 5 C`, no binding) split after a split right
    /// arrow, pieces two thirds of the delay apart, at speed x2: its `1`
    /// must not reset the speed.
    @Test(arguments: [25, 300]) func aSplitCtrlRightKeepsTheSpeed(delay: Int) {
        let gap = delay * 2 / 3
        let (_, player) = self.player(
            after: [
                (at: 0, event: .type([0x1B, 0x5B])),
                (at: gap, event: .type([0x43, 0x1B, 0x5B])),
                TestTerminal.type("1;5C", at: 2 * gap)
            ], escapeDelay: delay, speed: 2)
        #expect(player?.speed == 2)
    }

    /// After the wait ran out, what comes is new input: `ESC [` and, after
    /// the delay, `q` quits (it is not the final byte of a CSI).
    @Test(arguments: [25, 300]) func whatComesAfterTheDelayIsNewInput(delay: Int) {
        let (outcome, _) = run(
            [(at: 0, event: .type([0x1B, 0x5B])), TestTerminal.type("q", at: delay + 50)],
            escapeDelay: delay)
        #expect(outcome == .quit)
    }

    @Test func aTerminatingSignalEndsTheLoopWithIt() {
        let (outcome, _) = run([(at: 200, event: .signal(15))])
        #expect(outcome == .signal(15))
    }

    @Test func withNothingMoreToComeTheTerminalHangsUp() {
        let (outcome, _) = run([TestTerminal.type(" ", at: 100)])
        #expect(outcome == .hangup)
    }
}
