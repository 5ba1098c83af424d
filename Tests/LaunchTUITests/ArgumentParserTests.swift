@testable import LaunchTUI
import Scenes
import Testing

@Suite struct ArgumentParserTests {
    @Test func noArgumentsIsTheInteractiveDemo() throws {
        #expect(try ArgumentParser.parse([]) == .interactive(InteractiveOptions()))
    }

    @Test func themeIsAutoLightOrDark() throws {
        #expect(try ArgumentParser.parse(["--theme", "auto"]) == .interactive(InteractiveOptions()))
        var light = InteractiveOptions()
        light.theme = .light
        #expect(try ArgumentParser.parse(["--theme", "light"]) == .interactive(light))
    }

    @Test func theDemoCanStartPausedAtATime() throws {
        var paused = InteractiveOptions()
        paused.at = .ms(3100)
        #expect(try ArgumentParser.parse(["--at", "3.1"]) == .interactive(paused))
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["--at", "soon"]) }
    }

    @Test func snapshotReadsTimeSizeAndStyles() throws {
        let invocation = try ArgumentParser.parse(["snapshot", "--at", "2.6", "--size", "80x24", "--styles"])
        var expected = SnapshotOptions(at: .ms(2600))
        expected.size = Size(width: 80, height: 24)
        expected.styles = true
        #expect(invocation == .snapshot(expected))
    }

    @Test func scenarioFlagsSetTheScenario() throws {
        let invocation = try ArgumentParser.parse(["metrics", "--network", "slow", "--cache", "empty", "--left", "content-first"])
        var scenario = Scenario()
        scenario.network = .slow
        scenario.cache = .empty
        scenario.left = .contentFirst
        #expect(invocation == .metrics(MetricsOptions(scenario: scenario)))
    }

    @Test func benchReadsSizeFramesAndScenario() throws {
        #expect(try ArgumentParser.parse(["bench"]) == .bench(BenchOptions()))
        let invocation = try ArgumentParser.parse(["bench", "--size", "200x60", "--frames", "5", "--network", "slow"])
        var expected = BenchOptions(size: Size(width: 200, height: 60), frames: 5)
        expected.scenario.network = .slow
        #expect(invocation == .bench(expected))
    }

    @Test(arguments: [
        (["bench", "--frames", "0"], "--frames takes a whole number"),
        (["bench", "--frames", "many"], "--frames takes a whole number"),
        (["bench", "--frames"], "--frames needs a value"),
        (["bench", "--size", "10x10"], "too small"),
        (["bench", "--json"], "unknown option '--json' (see 'launch-tui bench --help')"),
        (["snapshot", "--at", "-1"], "--at takes seconds after the tap"),
        (["snapshot", "--at", "soon"], "--at takes seconds after the tap"),
        (["snapshot"], "snapshot needs --at"),
        (["snapshot", "--at", "1", "--size", "19x10"], "too small"),
        (["snapshot", "--at", "1", "--size", "wide"], "WIDTHxHEIGHT"),
        (["metrics", "--network", "dialup"], "--network takes typical|fast|slow|offline"),
        (["metrics", "--frobnicate"], "unknown option '--frobnicate'"),
        (["launch"], "unknown command 'launch'"),
        (["--speed", "9"], "--speed takes a number from 0.1 to 4"),
        (["--theme", "blue"], "--theme takes auto, light or dark"),
        (["--theme", "-h"], "--theme takes auto, light or dark"),
        (["metrics", "--theme", "light"], "unknown option '--theme'"),
        (["snapshot", "--at"], "--at needs a value"),
    ])
    func badInputIsAUsageError(arguments: [String], message: String) {
        do {
            _ = try ArgumentParser.parse(arguments)
            Issue.record("expected a usage error for \(arguments)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func controlCharactersInBadInputAreNotEchoed() {
        do {
            _ = try ArgumentParser.parse(["metrics", "--network", "\u{1B}[2J"])
            Issue.record("expected a usage error")
        } catch {
            #expect(!error.message.unicodeScalars.contains { $0.value == 0x1B })
        }
    }

    @Test func helpAfterASubcommandIsItsHelp() throws {
        #expect(try ArgumentParser.parse(["snapshot", "--help"]) == .help(topic: "snapshot"))
        #expect(try ArgumentParser.parse(["bench", "--help"]) == .help(topic: "bench"))
        #expect(try ArgumentParser.parse(["--help"]) == .help(topic: nil))
        #expect(try ArgumentParser.parse(["--version"]) == .version)
    }
}

@Suite struct MoreArgumentTests {
    @Test func helpOnAnUnknownTopicIsAnError() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["help", "bogus"]) }
        #expect(LaunchTUIMain.run(["help", "bogus"]) == 2)
    }

    @Test func metricsNeedsAStageToMeasure() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["metrics", "--size", "79x24"]) }
        #expect((try? ArgumentParser.parse(["metrics", "--size", "80x24"])) != nil)
    }

    @Test(arguments: [["foo", "--help"], ["help", "snapshot", "extra"], ["-V", "extra"], ["metrics", "--app-ready", "-h"]])
    func helpAndVersionTakeNoStrayWords(arguments: [String]) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments) }
    }

    @Test func helpMayComeAnywhereAsAFlag() throws {
        #expect(try ArgumentParser.parse(["--speed", "2", "--help"]) == .help(topic: nil))
        #expect(try ArgumentParser.parse(["metrics", "--network", "slow", "-h"]) == .help(topic: "metrics"))
    }
}
