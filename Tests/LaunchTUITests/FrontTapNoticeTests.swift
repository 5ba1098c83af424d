import Scenes
import Testing

@testable import LaunchTUI

/// The tap key taps both phones: the status line says for a moment how each
/// pane answered (content first from its first frame, the logo splash only
/// once its stories are there), then shows its keys again; a style that
/// takes notice of a tap (the animated launch) is launched again with it.
@Suite struct FrontTapNoticeTests {
    /// The notice's three forms, each followed by help and quit: the whole
    /// one where there is room, shorter ones narrower.
    static let whole = "t at 0.50 s: Logo splash no answer, Content first answers"
    static let middle = "t: Logo splash no answer, Content first answers"
    static let short = "t: Logo splash no, Content first yes"

    func statusLine(_ player: Player, at time: Int) -> String {
        let buffer = PlayerView(player: player).render(at: .milliseconds(time))
        return buffer.line(buffer.height - 1)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 160, height: 40)])
    func aTapSaysHowEachPaneAnsweredForAMoment(size: Size) {
        var player = Player(stage: Stage(scenario: .standard, size: size), start: .milliseconds(0))
        player.update(.key(.character(" ")), at: .milliseconds(500))
        let before = statusLine(player, at: 900)
        #expect(!before.contains("t: ") && !before.contains("t at "))
        player.update(.key(.character("t")), at: .milliseconds(1000))
        #expect(player.stage.scenario.tapAt == nil && !player.awaitsMeasure, "no new launch for a tap no style takes")
        #expect(player.time(at: .milliseconds(1000)) == .ms(500), "still paused where it was")
        #expect(
            player.notice(at: .milliseconds(1000))
                == .tapped(
                    at: .ms(500),
                    [
                        TapAnswer(title: "Logo splash", reply: .lost), TapAnswer(title: "Content first", reply: .atOnce)
                    ]))
        let during = statusLine(player, at: 1500)
        let form = [Self.whole, Self.middle, Self.short].first { during.contains($0 + "  ? help  q quit") }
        #expect(form != nil, "help and quit stay: \(during)")
        if size.width >= 160 { #expect(form == Self.whole) }
        if size.width == 80 { #expect(form == Self.short, "\(during)") }
        #expect(during.contains("0.50 s"), "the clock stays on the line")
        // Paused, the player wakes only to take the notice away, 2 s after the key.
        #expect(player.nextWake(after: .milliseconds(1500)) == .milliseconds(3000))
        let after = statusLine(player, at: 3000)
        #expect(!after.contains("t: ") && !after.contains("t at ") && after.contains("? help  q quit"), "\(after)")
        #expect(after == before, "the line as before the key")
        #expect(player.nextWake(after: .milliseconds(3000)) == nil)
    }

    /// On a compact stage (64 columns) the shortest notice does not fit
    /// beside help and quit: it is said alone for its moment, the clock and
    /// the scenario's start kept, and help and quit come back after it.
    @Test func aCompactStageSaysTheTapAlone() {
        var player = Player(stage: Stage(scenario: .standard, size: Size(width: 64, height: 24)), start: .milliseconds(0))
        player.update(.key(.character(" ")), at: .milliseconds(500))
        let before = statusLine(player, at: 900)
        player.update(.key(.character("t")), at: .milliseconds(1000))
        let during = statusLine(player, at: 1500)
        #expect(during.hasSuffix(Self.short + " ") || during.hasSuffix(Self.short), "\(during)")
        #expect(during.contains("0.50 s") && during.contains("typical"), "\(during)")
        #expect(statusLine(player, at: 3000) == before)
    }

    /// Once the logo splash shows its stories (2.6 s) it answers too.
    @Test func theLogoSplashAnswersOnceItsStoriesAreThere() {
        let stage = Stage(scenario: .standard, size: Size(width: 100, height: 30))
        #expect(stage.answers(toTapAt: .ms(2590)) == [nil, .ms(2590)])
        #expect(stage.answers(toTapAt: .ms(2600)) == [.ms(2600), .ms(2600)])
        #expect(stage.answers(toTapAt: .ms(390)) == [nil, nil], "a tap on the launch screen is lost")
    }

    /// The animated launch's tap is taken as before (it hands over as soon
    /// as the app is ready, 0.85 s), and the notice says when it answered.
    /// A key pressed between two frame steps taps at the step it falls in,
    /// as `responds` and the web page's taps do: 0.85 s, not 0.851 s.
    @Test(arguments: [(key: 500, tap: 500), (key: 601, tap: 600)])
    func aTapWithAnAnimatedPaneIsTakenAndItsAnswerSaid(key: Int, tap: Int) {
        var scenario = Scenario()
        scenario.right = .animated
        var player = Player(stage: Stage(scenario: scenario, size: Size(width: 100, height: 30)), start: .milliseconds(0))
        player.update(.key(.character("t")), at: .milliseconds(key))
        #expect(player.stage.scenario.tapAt == .ms(tap))
        #expect(
            player.notice(at: .milliseconds(key))
                == .tapped(
                    at: .ms(tap),
                    [
                        TapAnswer(title: "Logo splash", reply: .lost), TapAnswer(title: "Animated", reply: .later(.ms(850)))
                    ]))
        #expect(statusLine(player, at: key + 100).contains("Animated at 0.85 s"))
        player.settle()
        #expect(player.stage.panes[1].metrics.content == .ms(850), "handed over as soon as the app was ready")
    }

    /// A style of one's own that answers a tap, built with the public
    /// interface: the player asks the panes' styles what a tap does, and it
    /// lasts until the launch starts again.
    @Test func aStyleOfOnesOwnAnswersTheTap() {
        let tapped = StyleKnob<LaunchTime?>("tapped-at", default: nil)
        let ours = LaunchStyle(
            name: "ours", title: "Ours", launchAssets: LaunchStyle.contentFirst.launchAssets,
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
        #expect(
            player.notice(at: .milliseconds(700))
                == .tapped(
                    at: .ms(700),
                    [
                        TapAnswer(title: "Logo splash", reply: .lost), TapAnswer(title: "Ours", reply: .atOnce)
                    ]), "its feed's tab bar is live from its first frame")
        player.update(.key(.character("r")), at: .milliseconds(900))
        #expect(player.stage.scenario.conditions[knob: tapped] == nil, "gone when the launch starts again")
    }

    /// The notice is of the launch it tapped: a key that launches again (a
    /// scenario key, r) takes it away, as the tap is gone; keys that only
    /// move the clock or pause keep it, for its answers still hold.
    @Test func aNewLaunchTakesTheTapNoticeAway() {
        var player = Player(stage: Stage(scenario: .standard, size: Size(width: 100, height: 30)), start: .milliseconds(0))
        player.update(.key(.character("t")), at: .milliseconds(500))
        player.update(.key(.character(" ")), at: .milliseconds(600))
        player.update(.key(.right), at: .milliseconds(700))
        #expect(player.notice(at: .milliseconds(700)) != nil, "pausing and stepping keep it")
        player.update(.key(.character("n")), at: .milliseconds(800))
        player.settle()
        #expect(player.stage.scenario.network != Scenario.standard.network)
        #expect(player.notice(at: .milliseconds(800)) == nil, "a new scenario: the answers were the old launch's")
        #expect(!statusLine(player, at: 900).contains("t: ") && !statusLine(player, at: 900).contains("t at "))
        player.update(.key(.character(" ")), at: .milliseconds(900))
        #expect(player.nextWake(after: .milliseconds(900)) == nil, "paused: no wake for a notice that is gone")
        player.update(.key(.character("t")), at: .milliseconds(1000))
        player.update(.key(.character("r")), at: .milliseconds(1100))
        #expect(player.notice(at: .milliseconds(1100)) == nil, "restarted: the tap is gone, and its notice")
    }

    /// In the run loop: the notice shows at once and goes on time while paused, with no key.
    @Test func theLoopTakesTheNoticeAwayOnTime() {
        let size = Size(width: 80, height: 24)
        let terminal = TestTerminal(
            size: size,
            script: [
                TestTerminal.type(" ", at: 100), TestTerminal.type("t", at: 500),
                TestTerminal.type("q", at: 4000)
            ])
        var loop = RunLoop(
            terminal: terminal, model: Player(stage: Stage(scenario: .standard, size: size), start: .milliseconds(0)),
            escapeDelay: 25)
        #expect(loop.run() == .quit)
        let shown = terminal.backend.draws.indices.filter {
            terminal.backend.draws[$0].screen.line(size.height - 1).contains("t: Logo splash")
        }
        #expect(shown.first.map { terminal.drawTimes[$0] } == .milliseconds(500))
        let gone = shown.last.map { $0 + 1 }.flatMap { terminal.drawTimes.indices.contains($0) ? terminal.drawTimes[$0] : nil }
        #expect(gone == .milliseconds(2500), "gone 2 s later, without a key")
        #expect(terminal.screen.map { !$0.line(size.height - 1).contains("t: Logo splash") } == true)
    }
}

/// The b key where a Baseline Profile changes nothing (iOS, Expo) says why
/// on the status line for a moment, as the tap key's notice does, and
/// launches nothing again; on Android it turns the profile on, and the
/// status names it at 80x24 too.
@Suite struct BaselineProfileKeyTests {
    static let size = Size(width: 80, height: 24)

    func statusLine(_ player: Player, at time: Int) -> String {
        let buffer = PlayerView(player: player).render(at: .milliseconds(time))
        return buffer.line(buffer.height - 1)
    }

    @Test(arguments: [Platform.ios, .expo])
    func offAndroidTheKeySaysWhyNothingChanged(platform: Platform) {
        var scenario = Scenario()
        scenario.platform = platform
        var player = Player(stage: Stage(scenario: scenario, size: Self.size), start: .milliseconds(0))
        #expect(player.update(.key(.character("b")), at: .milliseconds(100)) == [])
        #expect(player.stage.scenario == scenario && !player.awaitsMeasure, "nothing launched again")
        #expect(player.notice(at: .milliseconds(100)) == .noBaselineProfile(on: platform))
        let during = statusLine(player, at: 200)
        #expect(during.contains("b: Android's only, no change on \(platform.rawValue)  ? help  q quit"), "\(during)")
        var widePlayer = Player(stage: Stage(scenario: scenario, size: Size(width: 160, height: 40)), start: .milliseconds(0))
        widePlayer.update(.key(.character("b")), at: .milliseconds(100))
        #expect(statusLine(widePlayer, at: 200).contains("b: a Baseline Profile is Android's: no change on \(platform.rawValue)"))
        #expect(!statusLine(player, at: 2100).contains("b: "), "gone after the notice's hold")
    }

    /// b on iOS, then p (to Android) and b again, quickly: the notice that
    /// nothing changed on iOS goes with the platform, and does not stand
    /// beside the baseline profile the second b turned on.
    @Test func aNewScenarioTakesTheNoticeAway() {
        var player = Player(stage: Stage(scenario: Scenario(), size: Self.size), start: .milliseconds(0))
        player.update(.key(.character("b")), at: .milliseconds(100))
        #expect(statusLine(player, at: 150).contains("b: Android's only, no change on ios"))
        player.update(.key(.character("p")), at: .milliseconds(200))
        player.settle()
        #expect(player.stage.scenario.platform == .android)
        #expect(player.notice(at: .milliseconds(200)) == nil)
        #expect(!statusLine(player, at: 250).contains("b: "), "\(statusLine(player, at: 250))")
        player.update(.key(.character("b")), at: .milliseconds(300))
        player.settle()
        let line = statusLine(player, at: 350)
        #expect(player.stage.scenario.baselineProfile == .on)
        #expect(line.contains("baseline profile") && !line.contains("b: ") && line.hasSuffix("? help  q quit "), "\(line)")
    }

    @Test func onAndroidTheKeyTurnsItOnAndTheStatusSaysSoAt80x24() {
        var scenario = Scenario()
        scenario.platform = .android
        var player = Player(stage: Stage(scenario: scenario, size: Self.size), start: .milliseconds(0))
        #expect(!statusLine(player, at: 0).contains("baseline"))
        player.update(.key(.character("b")), at: .milliseconds(100))
        player.settle()
        #expect(player.stage.scenario.baselineProfile == .on && player.notice(at: .milliseconds(100)) == nil)
        let line = statusLine(player, at: 100)
        #expect(line.contains("baseline profile") && line.hasSuffix("? help  q quit "), "\(line)")
    }
}
