@testable import LaunchTUI
import Scenes
import Testing

/// The tap key with no animated pane on the stage: nothing reacts to a tap,
/// and the status line says so for a moment, then shows its keys again.
@Suite struct FrontTapNoticeTests {
    /// The notice's two forms, each followed by help and quit: the short one
    /// up to 100 columns (the scenario keeps its room), the whole one wider.
    static let notice = "t: the animated launch only"
    static let whole = "t: only the animated launch reacts to a tap"

    func statusLine(_ player: Player, at time: Int) -> String {
        let buffer = PlayerView(player: player).render(at: .milliseconds(time))
        return buffer.line(buffer.height - 1)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 160, height: 40)])
    func aTapWithoutAnAnimatedPaneSaysSoForAMoment(size: Size) {
        var player = Player(stage: Stage(scenario: .standard, size: size), start: .milliseconds(0))
        player.update(.key(.character(" ")), at: .milliseconds(500))
        let before = statusLine(player, at: 900)
        #expect(!before.contains(Self.notice) && !before.contains(Self.whole))
        player.update(.key(.character("t")), at: .milliseconds(1000))
        #expect(player.stage.scenario.tapAt == nil && !player.awaitsMeasure, "no new launch for a tap nothing takes")
        #expect(player.time(at: .milliseconds(1000)) == .ms(500), "still paused where it was")
        let during = statusLine(player, at: 1500)
        #expect(during.contains((size.width >= 160 ? Self.whole : Self.notice) + "  ? help  q quit"), "help and quit stay: \(during)")
        #expect(during.contains("0.50 s"), "the clock stays on the line")
        // Paused, the player wakes only to take the notice away, 2 s after the key.
        #expect(player.nextWake(after: .milliseconds(1500)) == .milliseconds(3000))
        let after = statusLine(player, at: 3000)
        #expect(!after.contains(Self.notice) && !after.contains(Self.whole) && after.contains("? help  q quit"), "\(after)")
        #expect(after == before, "the line as before the key")
        #expect(player.nextWake(after: .milliseconds(3000)) == nil)
    }

    @Test func aTapWithAnAnimatedPaneIsTakenWithoutANotice() {
        var scenario = Scenario()
        scenario.right = .animated
        var player = Player(stage: Stage(scenario: scenario, size: Size(width: 100, height: 30)), start: .milliseconds(0))
        player.update(.key(.character("t")), at: .milliseconds(900))
        #expect(player.stage.scenario.tapAt == .ms(900))
        #expect(player.notice(at: .milliseconds(900)) == nil)
        #expect(!statusLine(player, at: 1000).contains("t: "))
    }

    /// A style of one's own that answers a tap, built with the public
    /// interface: the player asks the panes' styles what a tap does; it lasts
    /// until the launch starts again; and the notice names every style on
    /// offer that reacts to one.
    @Test func aStyleOfOnesOwnAnswersTheTap() {
        let tapped = StyleKnob<LaunchTime?>("tapped-at", default: nil)
        let ours = LaunchStyle(name: "ours", title: "Ours", launchAssets: LaunchStyle.contentFirst.launchAssets,
                               tap: { time, conditions in conditions[knob: tapped] = time },
                               hidesNativeSplash: { _ in nil },
                               appTimetable: { LaunchStyle.contentFirst.appTimetable(for: $0) })
        let size = Size(width: 100, height: 30)
        var scenario = Scenario()
        scenario.right = ours
        var player = Player(stage: Stage(scenario: scenario, size: size), start: .milliseconds(0))
        player.styles = LaunchStyles.builtIn.adding(ours)
        player.update(.key(.character("t")), at: .milliseconds(700))
        #expect(player.stage.scenario.conditions[knob: tapped] == .ms(700))
        #expect(player.stage.scenario.tapAt == nil, "the animated launch's knob is its own")
        #expect(player.notice(at: .milliseconds(700)) == nil)
        player.update(.key(.character("r")), at: .milliseconds(900))
        #expect(player.stage.scenario.conditions[knob: tapped] == nil, "gone when the launch starts again")

        var plain = Player(stage: Stage(scenario: .standard, size: size), start: .milliseconds(0))
        plain.styles = LaunchStyles.builtIn.adding(ours)
        plain.update(.key(.character("t")), at: .milliseconds(500))
        #expect(plain.notice(at: .milliseconds(500)) == .tapTakenOnlyBy(["animated", "ours"]))
        #expect(PlayerView.words(for: .tapTakenOnlyBy(["animated", "ours"])).first
                == "t: only the animated or ours launch reacts to a tap  ? help  q quit")
    }

    /// In the run loop: the notice shows at once and goes on time while paused, with no key.
    @Test func theLoopTakesTheNoticeAwayOnTime() {
        let size = Size(width: 80, height: 24)
        let terminal = TestTerminal(size: size, script: [TestTerminal.type(" ", at: 100), TestTerminal.type("t", at: 500),
                                                         TestTerminal.type("q", at: 4000)])
        var loop = RunLoop(terminal: terminal, model: Player(stage: Stage(scenario: .standard, size: size), start: .milliseconds(0)),
                           escapeDelay: 25)
        #expect(loop.run() == .quit)
        let shown = terminal.backend.draws.indices.filter {
            terminal.backend.draws[$0].screen.line(size.height - 1).contains(Self.notice)
        }
        #expect(shown.first.map { terminal.drawTimes[$0] } == .milliseconds(500))
        let gone = shown.last.map { $0 + 1 }.flatMap { terminal.drawTimes.indices.contains($0) ? terminal.drawTimes[$0] : nil }
        #expect(gone == .milliseconds(2500), "gone 2 s later, without a key")
        #expect(terminal.screen.map { !$0.line(size.height - 1).contains(Self.notice) } == true)
    }
}
