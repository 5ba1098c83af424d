import Scenes
import Testing

@testable import LaunchTUI

@Suite struct ArgumentParserTests {
    @Test func noArgumentsIsTheInteractiveDemo() throws {
        #expect(try ArgumentParser.parse([]) == .command(DemoCommand.self, InteractiveOptions()))
    }

    @Test func themeIsAutoLightOrDark() throws {
        #expect(try ArgumentParser.parse(["--theme", "auto"]) == .command(DemoCommand.self, InteractiveOptions()))
        var light = InteractiveOptions()
        light.theme = .light
        #expect(try ArgumentParser.parse(["--theme", "light"]) == .command(DemoCommand.self, light))
    }

    @Test func theDemoCanStartPausedAtATime() throws {
        var paused = InteractiveOptions()
        paused.at = .ms(3100)
        #expect(try ArgumentParser.parse(["--at", "3.1"]) == .command(DemoCommand.self, paused))
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["--at", "soon"]) }
    }

    @Test func snapshotReadsTimeSizeAndStyles() throws {
        let invocation = try ArgumentParser.parse(["snapshot", "--at", "2.6", "--size", "80x24", "--styles"])
        var expected = SnapshotOptions(at: .ms(2600))
        expected.size = Size(width: 80, height: 24)
        expected.styles = true
        #expect(invocation == .command(SnapshotCommand.self, expected))
    }

    @Test func scenarioFlagsSetTheScenario() throws {
        let invocation = try ArgumentParser.parse(["metrics", "--network", "slow", "--cache", "empty", "--left", "content-first"])
        var scenario = Scenario()
        scenario.network = .slow
        scenario.cache = .empty
        scenario.left = .contentFirst
        #expect(invocation == .command(MetricsCommand.self, MetricsOptions(scenario: scenario)))
    }

    @Test func everyValueTakesTheFlagEqualsValueForm() throws {
        var snapshot = SnapshotOptions(at: .ms(3100))
        snapshot.size = Size(width: 80, height: 24)
        snapshot.format = .svg
        snapshot.theme = .light
        snapshot.scenario.network = .slow
        snapshot.scenario.appReady = .ms(250)
        #expect(
            try ArgumentParser.parse([
                "snapshot", "--at=3.1", "--size=80x24", "--format=svg", "--theme=light",
                "--network=slow", "--app-ready=250ms"
            ]) == .command(SnapshotCommand.self, snapshot))
        var interactive = InteractiveOptions()
        interactive.speed = 0.5
        interactive.theme = .dark
        interactive.scenario.left = .animated
        #expect(try ArgumentParser.parse(["--speed=0.5", "--theme=dark", "--left=animated"]) == .command(DemoCommand.self, interactive))
        #expect(try ArgumentParser.parse(["bench", "--count=5"]) == .command(BenchCommand.self, BenchOptions(count: 5)))
        var record = RecordOptions(script: "talk.launch", output: "out.cast")
        record.fps = 12
        #expect(
            try ArgumentParser.parse(["record", "talk.launch", "--output=out.cast", "--fps=12"]) == .command(RecordCommand.self, record))
        #expect(
            try ArgumentParser.parse(["metrics", "--size=120x40"])
                == .command(MetricsCommand.self, MetricsOptions(size: Size(width: 120, height: 40))))
        // A value may itself hold "=": only the first one splits.
        #expect(
            try ArgumentParser.parse(["record", "t", "-o", "a=b.cast"])
                == .command(RecordCommand.self, RecordOptions(script: "t", output: "a=b.cast")))
    }

    @Test func everyFlagIsInItsUsageLine() {
        #expect(
            SnapshotCommand.table.synopsis(width: 200)
                == "launch-tui snapshot --at S [--size WxH] [--styles] [--format \(StillFormat.parser().syntax)] [--theme dark|light] [scenario flags]"
        )
        // Every command's every flag, from its declaration alone: a new flag
        // needs no line here.
        for command in [Registry.demo] + Registry.commands {
            let synopsis = command.help.synopsis(6).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for option in command.help.options {
                let flag = String(option.name.prefix { $0 != "," && $0 != " " })
                #expect(synopsis.contains(flag + " ") || synopsis.contains(flag + "]"), "\(command.name): \(flag)")
            }
        }
        #expect(DemoCommand.table.synopsis().split(separator: "\n").allSatisfy { $0.count <= 78 })
    }

    @Test func benchReadsSizeCountAndScenario() throws {
        #expect(try ArgumentParser.parse(["bench"]) == .command(BenchCommand.self, BenchOptions()))
        let invocation = try ArgumentParser.parse(["bench", "--size", "200x60", "--count", "5", "--network", "slow"])
        var expected = BenchOptions(size: Size(width: 200, height: 60), count: 5)
        expected.scenario.network = .slow
        #expect(invocation == .command(BenchCommand.self, expected))
    }

    @Test(arguments: [
        (["bench", "--count", "0"], "--count takes a whole number"),
        (["bench", "--count", "many"], "--count takes a whole number"),
        (["bench", "--count"], "--count needs a value"),
        (["bench", "--size", "10x10"], "--size takes from 20x10 to 1000x500, not 10x10"),
        (["bench", "--size", "100000x100000"], "--size takes from 20x10 to 1000x500, not 100000x100000"),
        (["bench", "--json"], "unknown option '--json' (see 'launch-tui bench --help')"),
        (["snapshot", "--at", "-1"], "--at takes seconds after the tap"),
        (["snapshot", "--at", "soon"], "--at takes seconds after the tap"),
        (["snapshot"], "snapshot needs --at"),
        (["snapshot", "--at", "1", "--size", "19x10"], "--size takes from 20x10 to 1000x500, not 19x10"),
        (["snapshot", "--at", "1", "--size", "wide"], "WIDTHxHEIGHT"),
        (["metrics", "--network", "dialup"], "--network takes typical|fast|slow|offline"),
        (["metrics", "--frobnicate"], "unknown option '--frobnicate'"),
        (["launch"], "unknown command 'launch'"),
        (["--speed", "9"], "--speed takes a plain number from 0.1 to 4, not '9'"),
        (["--theme", "blue"], "--theme takes auto|dark|light, not 'blue'"),
        (["--theme", "-h"], "--theme takes auto|dark|light, not '-h'"),
        (["metrics", "--theme", "light"], "unknown option '--theme'"),
        (["snapshot", "--at"], "--at needs a value"),
        // The same values and messages as the script language.
        (["--speed", "0.5x"], "--speed takes a plain number from 0.1 to 4, not '0.5x' (did you mean '0.5'?)"),
        (["bench", "--size", "100x"], "--size takes WIDTHxHEIGHT, such as 100x30, not '100x'"),
        (["metrics", "--size", "40x20"], "--size takes from 64x24 to 1000x500, not 40x20"),
        (["record", "t", "-o", "x", "--fps", "61"], "--fps takes a whole number from 1 to 60, not '61'"),
        // Did you mean, for flags too.
        (["metrics", "--netwrok", "slow"], "unknown option '--netwrok' (did you mean '--network'? see 'launch-tui metrics --help')"),
        (["--lop"], "unknown option '--lop' (did you mean '--loop'?"),
        (["snapshot", "--at=1", "--sise=80x24"], "unknown option '--sise' (did you mean '--size'?"),
        // --flag=value.
        (["snapshot", "--at="], "--at takes seconds after the tap"),
        (["snapshot", "--at=1", "--styles=yes"], "--styles takes no value"),
        (["bench", "--count=0"], "--count takes a whole number from 1 to 100000, not '0'"),
        // An option given twice is refused, naming both, never taken last.
        (["snapshot", "--at", "2.6", "--at", "3"], "--at is given twice (--at 2.6, then --at 3): give it once"),
        (["record", "t", "-o", "a.cast", "--output=b.cast"], "-o is given twice (-o a.cast, then --output b.cast): give it once"),
        (["metrics", "--network", "slow", "--network", "fast"], "--network is given twice (--network slow, then --network fast)"),
        (["bench", "--size", "80x24", "--size=100x30"], "--size is given twice (--size 80x24, then --size 100x30)"),
        // record's OUT names a format it writes, or --format does.
        (["record", "t", "-o", "x.txt"], "-o x.txt: record writes .cast, .svg, .html, .htm, not .txt (or give --format cast|svg|html)"),
        (["record", "t", "-o", "out/x.SVGZ"], "not .SVGZ"),
        // A strip has a second column.
        (["filmstrip", "--until", "0"], "--until takes at least the interval (0.5 s), not 0 s: the strip's second column is at 0.5 s"),
        (["filmstrip", "--until", "0.9", "--interval", "1"], "--until takes at least the interval (1 s), not 0.9 s")
    ])
    func badInputIsAUsageError(arguments: [String], message: String) {
        do {
            _ = try ArgumentParser.parse(arguments)
            Issue.record("expected a usage error for \(arguments)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func whatStaysAllowedBesideTheRefusals() throws {
        // A switch twice is the same switch; an OUT with no extension is a cast; --format names any OUT's format.
        #expect(try ArgumentParser.parse(["--loop", "--loop"]).options(of: DemoCommand.self)?.loop == true)
        for words in [
            ["record", "t", "-o", "talk"], ["record", "t", "-o", "x.txt", "--format", "cast"],
            ["record", "t", "-o", "-"], ["record", "t", "-o", "./.hidden"], ["record", "t", "-o", "T.HTM"]
        ] {
            guard try ArgumentParser.parse(words).options(of: RecordCommand.self) != nil else { Issue.record("\(words)"); continue }
        }
        var strip = FilmstripOptions()
        strip.until = .ms(500)
        #expect(try ArgumentParser.parse(["filmstrip", "--until", "0.5"]) == .command(FilmstripCommand.self, strip))
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
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["help", "bogus"]) }
        #expect(LaunchTUIMain.run(["help", "bogus"]) == 2)
    }

    @Test func metricsNeedsAStageToMeasure() {
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["metrics", "--size", "63x24"]) }
        #expect((try? ArgumentParser.parse(["metrics", "--size", "64x24"])) != nil)
    }

    @Test(arguments: [["foo", "--help"], ["help", "snapshot", "extra"], ["-V", "extra"], ["metrics", "--app-ready", "-h"]])
    func helpAndVersionTakeNoStrayWords(arguments: [String]) {
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(arguments) }
    }

    @Test func helpMayComeAnywhereAsAFlag() throws {
        #expect(try ArgumentParser.parse(["--speed", "2", "--help"]) == .help(topic: nil))
        #expect(try ArgumentParser.parse(["metrics", "--network", "slow", "-h"]) == .help(topic: "metrics"))
    }
}
