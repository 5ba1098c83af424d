import Scenes
import Testing

@testable import LaunchTUI

/// The demo's keys for the animated launch: each pane's style, and a tap.
@Suite struct FrontAnimatedTests {
    static let stage: Stage = {
        var scenario = Scenario()
        scenario.left = .animated
        return Stage(scenario: scenario, size: Size(width: 80, height: 24))
    }()

    func press(_ character: Character, _ player: inout Player, at time: Int) {
        player.update(.key(.character(character)), at: .milliseconds(time))
    }

    @Test func sAndShiftSCycleEachPanesStyle() {
        var player = Player(stage: FrontPlayerTests.stage, start: .milliseconds(0))
        press("s", &player, at: 100)
        #expect(player.stage.scenario.left == .contentFirst)
        press("s", &player, at: 200)
        #expect(player.stage.scenario.left == .animated)
        press("S", &player, at: 300)
        #expect(player.stage.scenario.right == .animated)
        #expect(player.time(at: .milliseconds(300)) == .zero, "a new launch starts from its tap")
    }

    @Test func aTapEndsTheAnimationSoonerAndTheClockGoesOn() {
        var player = Player(stage: Self.stage, start: .milliseconds(0))
        press("t", &player, at: 900)
        #expect(player.stage.scenario.tapAt == .ms(900))
        #expect(player.time(at: .milliseconds(950)) == .ms(950))
        player.settle()
        #expect(player.stage.panes[0].metrics.content == .ms(900))
        // The tap lasts until the launch starts again.
        press("r", &player, at: 2000)
        player.settle()
        #expect(player.stage.scenario.tapAt == nil)
        #expect(player.stage.panes[0].metrics.content == .ms(1430))
    }

    @Test func aBurstOfScenarioKeysIsMeasuredOnceAfterIt() {
        var player = Player(stage: Self.stage, start: .milliseconds(0))
        for (index, key) in [Character("n"), "n", "s", "c", "n"].enumerated() { press(key, &player, at: 100 + index) }
        #expect(player.awaitsMeasure, "laid out at once, measured later")
        #expect(player.stage.panes[0].metrics.content == nil)
        let measured = player.settle()
        let again = player.settle()
        #expect(measured && !again && !player.awaitsMeasure, "measured once")
        #expect(player.stage.scenario.network == .offline && player.stage.scenario.cache == .empty)
        let fresh = Stage(scenario: player.stage.scenario, size: player.stage.size)
        #expect(player.stage.panes.map(\.metrics) == fresh.panes.map(\.metrics))
    }

    @Test func whileTheMapMovesThePlayerWakesEveryFrame() {
        let player = Player(stage: Self.stage, start: .milliseconds(0))
        // 0.6 s: the search is spreading; the next change is the next millisecond,
        // which the run loop caps at its frame rate.
        #expect(player.nextWake(after: .milliseconds(600)) == .milliseconds(601))
    }

    @Test func theKeysAreInTheHelp() {
        #expect(KeyTable.action(for: .character("s")) == .cycle(.leftStyle))
        #expect(KeyTable.action(for: .character("S")) == .cycle(.rightStyle))
        #expect(KeyTable.action(for: .character("t")) == .tap)
        #expect(KeyTable.bindings.contains { $0.meaning.contains(LaunchStyles.builtIn.names.joined(separator: " ")) })
    }

    @Test func theCommandLineTakesTheStyleItsBuildTimeAndATap() throws {
        let parsed = try ArgumentParser.parse(["metrics", "--right", "animated", "--build", "1.5", "--tap-at", "0.9"])
        guard let options = parsed.options(of: MetricsCommand.self) else { Issue.record("not metrics: \(parsed)"); return }
        #expect(options.scenario.right == .animated)
        #expect(options.scenario.build == .ms(1500))
        #expect(options.scenario.tapAt == .ms(900))
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["metrics", "--build", "soon"]) }
    }

    @Test func theStylesHelpGivesTheSourcesCosts() throws {
        #expect(try ArgumentParser.parse(["help", "animated"]) == .help(topic: "animated"))
        let text = Usage.text(for: "animated")
        for figure in ["2.5 s", "1.4 s animation 3.7 s", "3.3 s", "900 points", "1.43", "2.28", "Android"] {
            #expect(text.replacingOccurrences(of: "\n", with: " ").contains(figure), "\(figure)")
        }
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["animated", "--help"]) }
    }

    /// Every built-in style with a page of help is a help topic, the page
    /// its own; the usage line and the man page name each one.
    @Test func everyStyleWithHelpIsATopic() throws {
        let styles = LaunchStyles.builtIn.withHelp
        #expect(styles.contains(.animated))
        for style in styles {
            #expect(try ArgumentParser.parse(["help", style.name]) == .help(topic: style.name))
            #expect(Usage.topics.contains(style.name))
            #expect(Usage.text(for: style.name) == style.help)
            #expect(Usage.main.contains("|\(style.name)|"))
            #expect(ManPage.text.contains(".SH THE \(style.title.uppercased()) LAUNCH"))
        }
        for style in LaunchStyles.builtIn.all where style.help == nil {
            #expect(!Usage.topics.contains(style.name))
            #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["help", style.name]) }
        }
    }

    /// The launch screen and the first frame differ only in who drew the
    /// background, which must look the same; the map's roles are told apart.
    @Test func theHandoverLooksTheSameAndTheMapHasItsColours() {
        for level in [ColorLevel.full, .eight, .none] {
            for scheme in [Scheme.phone(.light), .phone(.dark)] {
                #expect(
                    TerminalPalette.look(for: CellStyle(.screen, scheme: scheme), level: level)
                        == TerminalPalette.look(for: CellStyle(.launchScreen, scheme: scheme), level: level))
                let looks = [Role.street, .route, .arrow, .mark].map {
                    TerminalPalette.look(for: CellStyle($0, scheme: scheme), level: level)
                }
                #expect(Set(looks).count == looks.count, "\(level) \(scheme)")
                // Each of its roles has a look on the phone, never the terminal's own colours.
                for role in Role.animatedLaunch where level != .none {
                    let look = TerminalPalette.look(for: CellStyle(role, scheme: scheme), level: level)
                    #expect(look.foreground >= 0 && look.background >= 0, "\(role) \(level) \(scheme)")
                }
            }
        }
    }
}
