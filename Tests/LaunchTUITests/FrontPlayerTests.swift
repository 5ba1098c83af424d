import Scenes
import Testing

@testable import LaunchTUI

/// The player's state machine, driven by events and wall moments alone.
@Suite struct FrontPlayerTests {
    /// Building a stage measures its panes, so the tests share one.
    static let stage = Stage(scenario: .standard, size: Size(width: 80, height: 24))

    func player(speed: Double = 1, loops: Bool = false) -> Player {
        Player(stage: Self.stage, speed: speed, loops: loops, start: ms(0))
    }

    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

    func press(_ character: Character, _ player: inout Player, at time: Int) {
        player.update(.key(.character(character)), at: ms(time))
    }

    @Test func playsFromTheStartInRealTime() {
        let player = player()
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(0)) == .zero)
        #expect(player.time(at: ms(2600)) == .ms(2600))
    }

    @Test func spacePausesAndPlays() {
        var player = player()
        press(" ", &player, at: 1000)
        #expect(player.mode == .paused)
        #expect(player.time(at: ms(9000)) == .ms(1000))
        #expect(player.nextWake(after: ms(9000)) == nil, "paused: no wakeups at all")
        press(" ", &player, at: 9000)
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(9500)) == .ms(1500))
    }

    @Test func arrowsStepATenthOfASecondAndKeepPlaying() {
        var player = player()
        player.update(.key(.right), at: ms(1000))
        #expect(player.time(at: ms(1000)) == .ms(1100))
        #expect(player.mode == .playing)
        press(" ", &player, at: 1000)
        player.update(.key(.left), at: ms(2000))
        player.update(.key(.left), at: ms(2000))
        #expect(player.time(at: ms(2000)) == .ms(900))
        for _ in 0..<20 { player.update(.key(.left), at: ms(2000)) }
        #expect(player.time(at: ms(2000)) == .zero)
    }

    @Test func framesStepTenMillisecondsAndPause() {
        var player = player()
        press(".", &player, at: 1000)
        #expect(player.mode == .paused)
        #expect(player.time(at: ms(5000)) == .ms(1010))
        press(",", &player, at: 5000)
        press(",", &player, at: 5000)
        #expect(player.time(at: ms(5000)) == .ms(990))
    }

    @Test func speedKeysChangeSpeedWithoutMovingTheClock() {
        var player = player()
        press("+", &player, at: 1000)
        #expect(player.speed == 1.5)
        #expect(player.time(at: ms(1000)) == .ms(1000))
        #expect(player.time(at: ms(2000)) == .ms(2500))
        for _ in 0..<20 { press("+", &player, at: 2000) }
        #expect(player.speed == 4)
        for _ in 0..<20 { press("-", &player, at: 2000) }
        #expect(player.speed == 0.1)
        press("1", &player, at: 2000)
        #expect(player.speed == 1)
        #expect(player.time(at: ms(2000)) == .ms(2500))
    }

    @Test func speedFromTheCommandLineIsClampedAndStepsToTheLadder() {
        var player = player(speed: 0.25)
        press("+", &player, at: 0)
        #expect(player.speed == 0.3)
        #expect(self.player(speed: 9).speed == 4)
    }

    @Test func wakesAtTheNextChangeScaledBySpeed() {
        let next = Self.stage.nextChange(after: .zero)!
        #expect(player().nextWake(after: ms(0)) == ms(next.milliseconds))
        let fast = player(speed: 2)
        #expect(fast.nextWake(after: ms(0)) == MonotonicTime(nanoseconds: next.milliseconds * 1_000_000 / 2))
        // At the wake, the clock has reached the change.
        let wake = fast.nextWake(after: ms(0))!
        #expect(fast.time(at: wake) == next)
    }

    @Test func holdsTheLastFrameAtTheEnd() {
        var player = player()
        let end = Self.stage.duration.milliseconds
        player.update(.tick, at: ms(end + 700))
        #expect(player.mode == .ended)
        #expect(player.time(at: ms(end + 5000)) == Self.stage.duration)
        #expect(player.nextWake(after: ms(end + 5000)) == nil)
        press(" ", &player, at: end + 5000)
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(end + 5000)) == .zero)
    }

    @Test func wakesAtTheEndWhenNothingElseChanges() {
        let player = player()
        let end = Self.stage.duration
        let last = Self.stage.events.last!
        #expect(player.nextWake(after: ms(last.milliseconds)).map { $0 <= ms(end.milliseconds) } == true)
    }

    @Test func restartGoesBackToTheTap() {
        var player = player()
        press(" ", &player, at: 2000)
        press("r", &player, at: 3000)
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(3500)) == .ms(500))
    }

    @Test func loopReplaysAfterAHold() {
        var player = player(loops: true)
        let end = Self.stage.duration.milliseconds
        player.update(.tick, at: ms(end + 100))
        #expect(player.mode == .ended)
        let hold = Player.loopHold.nanoseconds / 1_000_000
        #expect(player.nextWake(after: ms(end + 100)) == ms(end + hold))
        player.update(.tick, at: ms(end + hold + 300))
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(end + hold + 300)) == .ms(300))
    }

    @Test func bracketsMoveBetweenEvents() {
        let events = Self.stage.events
        #expect(events.count >= 3)
        var player = player()
        press(" ", &player, at: 0)
        press("]", &player, at: 0)
        #expect(player.time(at: ms(0)) == events[0])
        press("]", &player, at: 0)
        #expect(player.time(at: ms(0)) == events[1])
        press("[", &player, at: 0)
        #expect(player.time(at: ms(0)) == events[0])
        press("[", &player, at: 0)
        #expect(player.time(at: ms(0)) == .zero)
        for _ in 0...events.count { press("]", &player, at: 0) }
        #expect(player.time(at: ms(0)) == Self.stage.duration)
    }

    @Test func bracketWhilePlayingSkipsTheEventJustPassed() {
        let events = Self.stage.events
        var player = player()
        // Just after the second event, playing: `[` goes to the first.
        let justAfter = events[1].milliseconds + 100
        press("[", &player, at: justAfter)
        #expect(player.time(at: ms(justAfter)) == events[0])
    }

    @Test func steppingBackFromTheEndPauses() {
        var player = player()
        let end = Self.stage.duration.milliseconds
        player.update(.tick, at: ms(end))
        player.update(.key(.left), at: ms(end + 1000))
        #expect(player.mode == .paused)
        #expect(player.time(at: ms(end + 2000)) == Self.stage.duration - .ms(100))
    }

    @Test func resizeLaysOutAgainAndKeepsTheClock() {
        var player = player()
        player.update(.resize(Size(width: 60, height: 20)), at: ms(1500))
        #expect(player.stage.size == Size(width: 60, height: 20))
        #expect(player.stage.layout == nil)
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(1500)) == .ms(1500))
        // Too small to draw the stage: it only needs waking at the end.
        #expect(player.nextWake(after: ms(1500)) == ms(Self.stage.duration.milliseconds))
        press(" ", &player, at: 2000)
        player.update(.resize(Size(width: 100, height: 30)), at: ms(3000))
        #expect(player.stage.layout != nil)
        #expect(player.mode == .paused)
        #expect(player.time(at: ms(3000)) == .ms(2000))
    }

    @Test func scenarioKeysCycleAParameterAndLaunchAgain() {
        var player = player()
        press("n", &player, at: 2000)
        #expect(player.stage.scenario.network == .fast)
        #expect(player.stage.size == Self.stage.size)
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(2000)) == .zero)
        press("d", &player, at: 2000)
        #expect(player.stage.scenario.appearance == .dark)
        #expect(player.stage.scenario.network == .fast)
    }

    @Test func everyKnobWrapsAround() {
        var scenario = Scenario.standard
        scenario = ScenarioKnob("network").cycled(scenario)
        #expect(scenario.network == .fast)
        for _ in 1..<Network.allCases.count { scenario = ScenarioKnob("network").cycled(scenario) }
        #expect(scenario.network == .typical)
        #expect(ScenarioKnob("cache").cycled(.standard).cache == .empty)
        #expect(ScenarioKnob("platform").cycled(.standard).platform == .android)
        #expect(ScenarioKnob("launch").cycled(.standard).launch == .warm)
        #expect(ScenarioKnob("appearance").cycled(.standard).appearance == .dark)
    }

    @Test func helpOpensAndEscClosesItBeforeQuitting() {
        var player = player()
        press("?", &player, at: 0)
        #expect(player.showsHelp)
        #expect(player.update(.key(.escape), at: ms(0)) == [])
        #expect(!player.showsHelp)
        #expect(player.update(.key(.escape), at: ms(0)) == [.quit])
    }

    @Test func aKeyUnderTheHelpClosesItAndChangesNothing() {
        var player = player()
        press("?", &player, at: 0)
        press("n", &player, at: 10)
        #expect(!player.showsHelp)
        #expect(player.stage.scenario.network == .typical, "n closed the help, not the network")
        press("?", &player, at: 20)
        #expect(player.update(.key(.character("q")), at: ms(30)) == [.quit], "q still quits")
    }

    @Test func aKeyBoundToNothingClosesTheHelpAsItsFooterSays() {
        // "any key closes this help": x, z, a, 5, Enter, Tab, w are bound to nothing.
        let unbound: [Key] = [
            .character("x"), .character("z"), .character("a"), .character("5"),
            .enter, .tab, .character("w"), .backspace, .up, .pageDown
        ]
        for key in unbound {
            #expect(KeyTable.action(for: key) == nil, "\(key) is bound")
            var player = player()
            press("?", &player, at: 0)
            #expect(player.update(.key(key), at: ms(10)) == [])
            #expect(!player.showsHelp, "\(key) left the help up")
            #expect(player.mode == .playing && player.stage.scenario == .standard)
            // Without the help it still does nothing.
            #expect(player.update(.key(key), at: ms(20)) == [])
            #expect(!player.showsHelp)
        }
    }

    @Test func qQuitsAndCtrlLRepaints() {
        var player = player()
        #expect(player.update(.key(.redraw), at: ms(0)) == [.repaint])
        #expect(player.update(.key(.character("q")), at: ms(0)) == [.quit])
    }

    @Test func aScenarioKeyLaysOutAtOnceAndAsksToMeasureLater() {
        var player = player()
        #expect(player.update(.key(.character("n")), at: ms(100)) == [.measure])
        #expect(player.awaitsMeasure)
        #expect(player.update(.measure, at: ms(100)) == [])
        #expect(!player.awaitsMeasure)
    }

    @Test func unknownKeysChangeNothing() {
        var player = player()
        press("z", &player, at: 1000)
        #expect(player.mode == .playing)
        #expect(player.time(at: ms(1000)) == .ms(1000))
    }
}
