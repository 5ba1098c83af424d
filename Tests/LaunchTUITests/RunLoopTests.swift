@testable import LaunchTUI
import Scenes
import Testing

/// The front's run loop in-process: keys in, frames out, on an injected
/// clock, with no pseudo-terminal.
@Suite struct RunLoopTests {
    static let size = Size(width: 80, height: 24)
    static let stage = Stage(scenario: .standard, size: size)

    func ms(_ value: Int) -> WallTime { .milliseconds(value) }

    func run(_ script: [(at: Int, event: TestTerminal.Event)], escapeDelay: Int = 25,
             model: (any FrontModel)? = nil) -> (RunLoop.Outcome, TestTerminal) {
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
        paused.handle(.key(.character(" ")), at: ms(500))
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

    @Test func ctrlLRepaintsEveryCell() {
        let (_, terminal) = run([TestTerminal.type(" ", at: 100), TestTerminal.type("\u{0C}", at: 200),
                                 TestTerminal.type("q", at: 300)])
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
        let (_, terminal) = run([TestTerminal.type(" ", at: 100), (at: 300, event: .resize(wide)),
                                 TestTerminal.type("q", at: 400)])
        #expect(terminal.screen?.size == wide)
        #expect(terminal.backend.draws.last?.full == true)
        // The stage laid out and measured for the new size, still paused at 0.1 s.
        var paused = Player(stage: Stage(scenario: .standard, size: wide), start: ms(0))
        paused.handle(.key(.character(" ")), at: ms(100))
        #expect(terminal.screen == PlayerView(player: paused).render(at: ms(400)))
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
