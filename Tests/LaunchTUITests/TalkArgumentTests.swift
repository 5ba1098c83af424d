import Scenes
import Testing

@testable import LaunchTUI

@Suite struct TalkArgumentTests {
    @Test func talkCommandsTakeAScript() throws {
        #expect(try ArgumentParser.parse(["check", "talk.launch"]) == .command(CheckCommand.self, CheckOptions(script: "talk.launch")))
        #expect(
            try ArgumentParser.parse(["check", "--summary", "talk.launch"])
                == .command(CheckCommand.self, CheckOptions(script: "talk.launch", summary: true)))
        #expect(try ArgumentParser.parse(["play", "talk.launch"]) == .command(PlayCommand.self, PlayOptions(script: "talk.launch")))
        #expect(
            try ArgumentParser.parse(["record", "t.launch", "-o", "out.cast"])
                == .command(RecordCommand.self, RecordOptions(script: "t.launch", output: "out.cast", fps: nil)))
        #expect(
            try ArgumentParser.parse(["record", "--fps", "12", "-o", "out.cast", "t.launch"])
                == .command(RecordCommand.self, RecordOptions(script: "t.launch", output: "out.cast", fps: 12)))
        #expect(
            try ArgumentParser.parse(["record", "t.launch", "-o", "-"])
                == .command(RecordCommand.self, RecordOptions(script: "t.launch", output: OutputFile.standardOutput, fps: nil)),
            "- is standard output")
        #expect(try ArgumentParser.parse(["record", "--help"]) == .help(topic: "record"))
    }

    @Test(
        arguments: [
            (["check"], "check needs a script: launch-tui check TALK.talk"),
            (["check", "--summary"], "check needs a script: launch-tui check TALK.talk"),
            (["check", "a", "b"], "unexpected argument 'b'"),
            (["record", "t.launch"], "record needs -o OUT.cast, the file to write (or --stills DIR)"),
            (["record", "-o", "x.cast"], "record needs a script: launch-tui record TALK.talk -o OUT.cast"),
            (["record"], "record needs a script: launch-tui record TALK.talk -o OUT.cast"),
            (["import"], "import needs a report: launch-tui import REPORT [-o FILE]"),
            (["import", "a.json", "b.json"], "unexpected argument 'b.json' (see 'launch-tui import --help')"),
            (["record", "t", "-o", "x", "--fps", "0"], "--fps takes a whole number from 1 to 60, not '0'"),
            (["snapshot", "--at", "1", "--format", "pdf"], "--format takes \(StillFormat.parser().syntax), not 'pdf'"),
            (["snapshot", "--at", "1", "--format", "svg", "--styles"], "--styles goes with --format text"),
            (["snapshot", "--at", "1", "--theme", "drak"], "(did you mean 'dark'?)"),
            (["play", "t.launch", "--theme", "lihgt"], "--theme takes auto|dark|light, not 'lihgt' (did you mean 'light'?)"),
            (["play", "t.launch", "--clean=yes"], "--clean takes no value"),
            (["play", "--clean"], "play needs a script: launch-tui play TALK.talk"),
            (["play", "a", "b"], "unexpected argument 'b'"),
            (["notes"], "notes needs a script: launch-tui notes TALK.talk"),
            (["notes", "a", "b"], "unexpected argument 'b'"),
            (["notes", "a", "--clean"], "unknown option '--clean'"),
            (["page", "a.talk"], "a talk is written to a page, cast or SVG by 'launch-tui record a.talk -o FILE'"),
            (["filmstrip", "a.talk"], "by 'launch-tui record a.talk -o FILE' (see 'launch-tui filmstrip --help')")
        ] as [([String], String)])
    func mistakesAreNamed(arguments: [String], message: String) {
        do {
            _ = try ArgumentParser.parse(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func playTakesATheme() throws {
        func play(_ words: String...) throws -> PlayOptions? {
            try ArgumentParser.parse(["play"] + words).options(of: PlayCommand.self)
        }
        #expect(try play("t.launch")?.theme == .script, "the script's Set Theme unless told otherwise")
        #expect(try play("t.launch", "--theme", "light")?.theme == .theme(.light))
        #expect(try play("--theme=dark", "t.launch")?.theme == .theme(.dark))
        #expect(try play("t.launch", "--theme", "auto")?.theme == .auto)
        #expect(try play("t.launch", "--clean")?.clean == true)
        #expect(try play("t.launch")?.clean == false)
        #expect(try play("t.launch", "--from", "the jump")?.from == "the jump")
        #expect(try play("t.launch", "--from=7")?.from == "7")
        #expect(try play("t.launch")?.from == nil)
        #expect(try ArgumentParser.parse(["notes", "t.launch"]) == .command(NotesCommand.self, NotesOptions(script: "t.launch")))
        #expect(
            try ArgumentParser.parse(["notes", "--theme", "light", "t.launch"])
                == .command(NotesCommand.self, NotesOptions(script: "t.launch", theme: .light)))
        #expect(try ArgumentParser.parse(["notes", "--help"]) == .help(topic: "notes"))
        #expect(ThemeChoice.script.resolved(scripted: .light) == .light)
        #expect(ThemeChoice.theme(.dark).resolved(scripted: .light) == .dark)
        #expect(ThemeChoice.auto.resolved(scripted: .light) == nil, "auto asks the terminal")
        #expect(ThemeChoice.script.resolved(scripted: nil) == nil, "a script without Set Theme asks the terminal")
        #expect(ThemeChoice.theme(.light).resolved(scripted: nil) == .light)
        #expect(throws: CommandFailure.self, "-h is --theme's value, not help") {
            try ArgumentParser.parse(["play", "t.launch", "--theme", "-h"])
        }
    }

    @Test func snapshotTakesFormatAndTheme() throws {
        var expected = SnapshotOptions(at: .ms(1000))
        expected.format = .svg
        expected.theme = .light
        #expect(
            try ArgumentParser.parse(["snapshot", "--at", "1", "--format", "svg", "--theme", "light"])
                == .command(SnapshotCommand.self, expected))
    }

    @Test func helpNamesTheTalkCommands() {
        for word in ["check FILE", "play TALK.talk", "record TALK.talk [-o OUT.cast]", "--format " + StillFormat.parser().syntax] {
            #expect(Usage.main.contains(word))
        }
        #expect(RecordCommand.help.text.contains("Pause [2s]"))
    }
}

@Suite struct CommandTableTests {
    @Test func helpListsEveryOptionOfEveryTable() {
        let tables: [(String, String)] = [
            (Usage.main, DemoCommand.table.help), (SnapshotCommand.help.text, SnapshotCommand.table.help),
            (MetricsCommand.help.text, MetricsCommand.table.help), (BenchCommand.help.text, BenchCommand.table.help),
            (RecordCommand.help.text, RecordCommand.table.help), (PlayCommand.help.text, PlayCommand.table.help),
            (NotesCommand.help.text, NotesCommand.table.help)
        ]
        for (usage, help) in tables { #expect(usage.contains(help)) }
        for flag in ["--at", "--size", "--format", "--theme", "--speed", "--count", "--fps", "-o", "--output", "--network", "--from"] {
            #expect(Registry.flagsWithValues.contains(flag))
        }
        #expect(!Registry.flagsWithValues.contains("--styles"))
        // --frames is a switch (a report's pane drawn from its frames), bench's count is --count.
        #expect(!Registry.flagsWithValues.contains("--frames"))
    }

    @Test func aValueThatLooksLikeHelpIsAValue() throws {
        #expect(
            try ArgumentParser.parse(["record", "t", "-o", "-h"]) == .command(RecordCommand.self, RecordOptions(script: "t", output: "-h")))
        #expect(throws: CommandFailure.usage("--theme takes dark|light, not '-h'")) {
            try ArgumentParser.parse(["snapshot", "--at", "1", "--theme", "-h"])
        }
    }
}

/// A command's one bare word is declared in its option table, and the table
/// says when it is missing or given twice.
@Suite struct PositionalTests {
    struct Options: CommandOptions {
        @Positional("THING.txt", what: "a thing", example: "THING.txt --loud") var thing: String? = nil
        @Flag("--loud", help: ["louder"]) var loud = false
    }

    static let table = OptionTable<Options>(command: "frob")

    @Test func theTableSaysWhenThePositionalIsMissingOrTwice() throws {
        var options = Options()
        #expect(throws: CommandFailure.usage("frob needs a thing: launch-tui frob THING.txt --loud")) {
            try Self.table.parse(["--loud"], into: &options)
        }
        options = Options()
        try Self.table.parse(["--loud", "x.txt"], into: &options)
        #expect(options == Options(thing: "x.txt", loud: true))
        options = Options()
        #expect(throws: CommandFailure.usage("unexpected argument 'y.txt' (see 'launch-tui frob --help')")) {
            try Self.table.parse(["x.txt", "y.txt"], into: &options)
        }
        #expect(Self.table.synopsis() == "launch-tui frob THING.txt [--loud]")
        #expect(Self.table.synopsis(positional: "FILE") == "launch-tui frob FILE [--loud]")
    }
}

@Suite struct CheckSummaryTests {
    @Test func summaryListsBeatsLengthAndMarkers() throws {
        let script = try ScriptParser.script(
            """
            Set Size 80x24
            Caption "Hello"
            Play 1s
            Mark "one"
            Pause 3s
            Speed 0.5
            Caption ""
            Play 1s
            """)
        // Beat 1: 1 s of Play, then the 3 s hold; beat 2: 1 s of launch at half speed.
        // The beat's Mark names its Pause's marker, at the end of the hold.
        #expect(
            CheckCommand.summary(of: script, file: "dir/talk.launch") == """
                talk: 2 beats, 6.000 s, 1 marker (80x24, 30 fps, theme from the terminal)
                no Set Theme: play asks the terminal, record draws dark
                beat     start    length  caption
                   1     0.000     4.000  "Hello"
                   2     4.000     2.000  -
                            at  marker
                         4.000  "one"

                """)
    }

    @Test func aThemeTheTalkSetsIsNamed() throws {
        for theme in ["dark", "light"] {
            let script = try ScriptParser.script("Set Theme \(theme)\nSet Fps 12\nPlay 2s\n")
            #expect(
                CheckCommand.summary(of: script, file: "t.launch") == """
                    t: 1 beat, 2.000 s, 0 markers (100x30, 12 fps, \(theme))
                    beat     start    length  caption
                       1     0.000     2.000  -
                                at  marker

                    """)
        }
    }

    @Test func summaryLinesFitIn80Columns() throws {
        for path in Examples.paths {
            let summary = CheckCommand.summary(of: try TalkFile.load(path), file: path)
            #expect(summary.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
            #expect(summary.split(separator: "\n").count > 10)
        }
    }
}
