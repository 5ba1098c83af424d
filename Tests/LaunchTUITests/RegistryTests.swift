import Foundation
import Testing

@testable import LaunchTUI

/// The registry is what parsing, help, the usage list and the man page read:
/// each registered command is reached by its name everywhere.
@Suite struct RegistryTests {
    @Test func everyCommandIsRegisteredOnceByName() {
        let names = Registry.commands.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(!names.contains("") && Registry.demo.name == "")
        // The commands the README's tour and the docs lean on are among them.
        #expect(
            Set(["snapshot", "metrics", "filmstrip", "bench", "check", "import", "play", "notes", "record", "page"]).isSubset(of: names))
    }

    @Test(arguments: Registry.commands.map(\.name))
    func parsingReadsTheCommandsOwnTable(name: String) throws {
        let command = try #require(Registry.command(named: name))
        #expect(try ArgumentParser.parse([name, "--help"]) == .help(topic: name))
        #expect(try ArgumentParser.parse([name, "-h"]) == .help(topic: name))
        // An unknown flag is told against this command's own flags and help.
        #expect(throws: CommandFailure.usage("unknown option '--no-such-flag' (see 'launch-tui \(name) --help')")) {
            try ArgumentParser.parse([name, "--no-such-flag"])
        }
        #expect(command.flagsWithValues.isSubset(of: Registry.flagsWithValues))
    }

    @Test(arguments: Registry.commands.map(\.name))
    func helpTheUsageListAndTheManPageShowEachCommand(name: String) throws {
        let command = try #require(Registry.command(named: name))
        #expect(try ArgumentParser.parse(["help", name]) == .help(topic: name))
        #expect(Usage.text(for: name) == command.help.text)
        #expect(command.help.text.hasPrefix("launch-tui \(name)"))
        #expect(Usage.main.contains(command.usageLine.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")))
        #expect(Usage.listedTopics.contains(name))
        #expect(ManPage.text.contains(".SS launch\\-tui " + Roff.escaped(name)))
        #expect(ManPage.text.contains(Roff.escaped(String(command.help.synopsis(6).split(separator: "\n")[0]))))
    }

    @Test func theTopicsAreTheCommandsAndTheOthers() throws {
        #expect(Usage.topics == Set(Registry.commands.map(\.name) + Usage.otherTopics))
        #expect(Usage.listedTopics.count == Usage.topics.count)
        #expect(Usage.main.contains("launch-tui help [" + Usage.listedTopics.joined(separator: "|") + "]"))
        for topic in Usage.otherTopics { #expect(try ArgumentParser.parse(["help", topic]) == .help(topic: topic)) }
    }

    @Test func noCommandIsTheDemo() throws {
        #expect(try ArgumentParser.parse([]).options(of: DemoCommand.self) == DemoCommand.defaults)
        // What the demo alone skips its table for: the table would read no words into its defaults.
        #expect(try DemoCommand.parse([]) == DemoCommand.defaults)
        #expect(try ArgumentParser.parse([]) == .run(Registry.demo.parse([])))
        #expect(try ArgumentParser.parse(["--loop"]).options(of: DemoCommand.self)?.loop == true)
        #expect(try ArgumentParser.parse(["--loop"]).options(of: SnapshotCommand.self) == nil)
        #expect(Usage.main.contains(Registry.demo.help.optionLines + "\n" + Registry.demo.help.prose))
    }

    /// Only the demo and the commands with a terminal to put back, a file
    /// to take back or a long build to stop between its steps (page) catch
    /// signals.
    @Test func theCommandsThatCatchSignals() throws {
        let catching = ([Registry.demo] + Registry.commands).filter(\.catchesSignals).map(\.name)
        #expect(catching == ["", "page", "bench", "play", "notes", "record"])
        #expect(LaunchTUIMain.catchesSignals(try ArgumentParser.parse(["bench"])))
        #expect(!LaunchTUIMain.catchesSignals(try ArgumentParser.parse(["metrics"])))
        #expect(!LaunchTUIMain.catchesSignals(try ArgumentParser.parse(["--help"])))
    }
}

/// A failure is a value: `main` prints its line (the program's name before
/// it, save the mistakes inside a file and what is already said) and exits
/// with its status.
@Suite struct CommandFailureTests {
    @Test func theLineAndTheStatus() {
        #expect(CommandFailure.usage("bad").line == "launch-tui: bad")
        #expect(CommandFailure.usage("bad").status == 2)
        #expect(CommandFailure.failed("broke").status == 1)
        #expect(CommandFailure.stopped(by: 15).status == 143)
        #expect(CommandFailure.stopped(by: 15).line == nil)
        #expect(CommandFailure.exited(2).line == nil)
        #expect(CommandFailure(Files.Problem(message: "x: no such file")).line == "launch-tui: x: no such file")
        #expect(Output.named("x") == "launch-tui: x", "the one place the program's name is put")
        #expect(CommandFailure(Files.Problem(diagnostics: "t.launch:1:1: oops")).line == "t.launch:1:1: oops")
    }

    @Test func mainEndsWithTheFailuresStatus() {
        #expect(LaunchTUIMain.status { () throws(CommandFailure) in } == 0)
        #expect(LaunchTUIMain.status { () throws(CommandFailure) in throw .stopped(by: 2) } == 130)
        #expect(LaunchTUIMain.status { () throws(CommandFailure) in throw .failed("the bench broke") } == 1)
        #expect(LaunchTUIMain.run(["check"]) == 2)
    }
}

@Suite struct ProgramNameTests {
    /// No message of the program's own spells its name: `Output.named` is
    /// the one place that puts it before a message (the help's own first
    /// line, and the usage lines that name commands, aside).
    @Test func theNameIsPutBeforeAMessageInOnePlace() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LaunchTUI")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var spelled: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("\"launch-tui: ") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                spelled.append("\(file):\(number + 1)")
            }
        }
        #expect(spelled.count == 1 && spelled.allSatisfy { $0.hasPrefix("System/Output.swift:") }, "\(spelled)")
    }
}
