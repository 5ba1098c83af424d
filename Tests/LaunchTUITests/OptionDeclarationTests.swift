import Scenes
import Testing

@testable import LaunchTUI

/// A flag is one declaration: the field of a command's options, read by the
/// table in the order declared, parsed into its field, its default said in
/// help from its value.
@Suite struct OptionDeclarationTests {
    private struct Frob: CommandOptions {
        @Positional("THING.txt", what: "a thing") var thing = ""
        @ScenarioFlags var scenario = Scenario()
        @Flag("--loud", help: ["louder"]) var loud = false
        @Option("--count", .whole(in: 1...9), help: ["how many (default {default})"]) var count = 3
        @Option("--at", ScenarioSettings.time, aliases: ["-t"], help: ["a moment"]) var at: LaunchTime? = nil
        @Option("-o", .output("FILE"), aliases: ["--output"], help: ["where (default: standard output)"]) var output: String? = nil
        @Option("--size", .size(least: Size(width: 80, height: 24)), missing: "frob needs --size", help: ["the size"])
        var size = Size.standard
        @Flag(forcing: "FILE") var force = false
        @GivenFlags var given: Set<String> = []
    }

    private static let table = OptionTable<Frob>(command: "frob")

    @Test func theTableIsTheDeclarationsInOrder() {
        let table = Self.table
        #expect(table.options.map(\.flag) == ["--loud", "--count", "--at", "-o", "--size", "--force"])
        #expect(table.options.map(\.field) == ["loud", "count", "at", "output", "size", "force"])
        #expect(table.options.map(\.value) == [nil, "N", "S", "FILE", "WxH", nil])
        #expect(table.positional?.name == "THING.txt" && table.positional?.isGiven == false)
        #expect(table.scenario == "scenario")
        #expect(
            table.synopsis(width: 200)
                == "launch-tui frob THING.txt [--loud] [--count N] [--at S] [-o FILE] --size WxH [--force] [scenario flags]")
        #expect(
            table.helpRows.map(\.name) == ["--loud", "--count N", "--at, -t S", "-o, --output FILE", "--size WxH", "--force"])
        #expect(table.helpRows[1].help == ["how many (default 3)"])
        #expect(
            table.helpRows[5].help == [
                "replace FILE even when it is read-only (without it, a", "read-only FILE is refused, as cp refuses it)"
            ])
    }

    @Test func parsingSetsEachKindOfField() throws {
        let words = ["x.txt", "--loud", "--count=7", "-t", "2.6", "--output", "out.svg", "--size", "90x30", "--force", "--network", "slow"]
        let (options, files) = try Self.table.parsed(words[...], from: Frob())
        var expected = Frob()
        expected.thing = "x.txt"
        expected.loud = true
        expected.count = 7
        expected.at = .ms(2600)
        expected.output = "out.svg"
        expected.size = Size(width: 90, height: 30)
        expected.force = true
        expected.scenario.network = .slow
        expected.given = ["--loud", "--count", "--at", "-o", "--size", "--force", "--network"]
        #expect(options == expected)
        #expect(files == PaneFiles())
        // `-` is standard output, as without the option.
        #expect(try Self.table.parsed(["x", "--size", "90x30", "-o", "-"], from: Frob()).options.output == nil)
    }

    @Test func aFieldNotNamedKeepsTheValueItWasReadInto() throws {
        var options = Frob()
        options.count = 5
        options.at = .ms(100)
        try Self.table.parse(["x", "--size", "90x30"], into: &options)
        #expect(options.count == 5 && options.at == .ms(100) && options.thing == "x")
    }

    @Test func theDeclarationsSayWhatIsWrong() {
        #expect(throws: CommandFailure.usage("--count takes a whole number from 1 to 9, not '0'")) {
            try Self.table.parsed(["x", "--size", "90x30", "--count", "0"], from: Frob())
        }
        #expect(throws: CommandFailure.usage("frob needs --size")) { try Self.table.parsed(["x"], from: Frob()) }
        #expect(throws: CommandFailure.usage("frob needs a thing: launch-tui frob THING.txt")) {
            try Self.table.parsed(["--size", "90x30"], from: Frob())
        }
        #expect(throws: CommandFailure.usage("--loud takes no value")) { try Self.table.parsed(["x", "--loud=1"], from: Frob()) }
    }

    /// A field that declares nothing is kept as it was, optional or not.
    @Test func aPlainFieldIsKept() throws {
        struct Plain: CommandOptions {
            @Flag("--loud", help: ["louder"]) var loud = false
            var note: Int? = nil
            var name = "plain"
        }
        var options = Plain()
        options.note = 4
        try OptionTable<Plain>(command: "plain").parse(["--loud"], into: &options)
        #expect(options.loud && options.note == 4 && options.name == "plain")
        options.note = nil
        try OptionTable<Plain>(command: "plain").parse([], into: &options)
        #expect(options.loud && options.note == nil)
    }

    /// Every command's options are built back from their own fields as
    /// they were, and each option of its table names a field it declares.
    @Test func everyCommandsOptionsAreTheirDeclarations() {
        func check<C: Command>(_ command: C.Type) {
            let fields = OptionFields(C.defaults)
            #expect(fields.options == C.defaults, "\(C.self)")
            #expect(C.table.options.allSatisfy { fields[$0.field] != nil }, "\(C.self)")
            #expect(!C.table.options.isEmpty, "\(C.self)")
        }
        check(DemoCommand.self)
        check(SnapshotCommand.self)
        check(MetricsCommand.self)
        check(FilmstripCommand.self)
        check(PageCommand.self)
        check(BenchCommand.self)
        check(CheckCommand.self)
        check(ImportCommand.self)
        check(PlayCommand.self)
        check(NotesCommand.self)
        check(RecordCommand.self)
        #expect(Registry.commands.count == 10, "a command added here is checked above too")
    }
}
