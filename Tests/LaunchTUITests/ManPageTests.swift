import Foundation
import Scenes
import Testing

@testable import LaunchTUI

@Suite struct ManPageTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The copy in docs/ is what `launch-tui help man` writes now
    /// (`launch-tui help man > docs/launch-tui.1` makes it again).
    @Test func theCopyInDocsIsCurrent() throws {
        let copy = try String(contentsOf: Self.repository.appendingPathComponent("docs/launch-tui.1"), encoding: .utf8)
        #expect(copy == ManPage.text + "\n", "docs/launch-tui.1 is stale: launch-tui help man > docs/launch-tui.1")
    }

    /// A command's page ends with the scenario flags, and the man page says
    /// it takes them, exactly when its option table takes them.
    @Test func theScenarioFlagsFollowTheOptionTable() {
        #expect(Registry.commands.filter(\.help.takesScenarioFlags).map(\.name).contains("metrics"))
        #expect(!Registry.commands.filter(\.help.takesScenarioFlags).map(\.name).contains("check"))
        for command in Registry.commands {
            let help = command.help
            #expect(help.text.hasSuffix(HelpPage.scenarioFlags) == help.takesScenarioFlags, "\(command.name)")
            let section = ManPage.text.components(separatedBy: ".SS launch\\-tui ")
                .first { $0.hasPrefix(command.name + "\n") }
            #expect(section?.contains("It takes the scenario flags") == help.takesScenarioFlags, "\(command.name)")
        }
        #expect(Registry.demo.help.takesScenarioFlags)
    }

    /// The README's key table says the s and S keys cycle through the
    /// built-in styles without naming them, so a new built-in cannot leave
    /// it stale; `--help` names them from the registry.
    @Test func theReadmeNeverGoesStaleOnABuiltInStyle() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| s S |") })
        #expect(row.contains("each built-in in turn"), "\(row)")
        for name in LaunchStyles.builtIn.names { #expect(!row.contains(name), "README.md's s S row names \(name)") }
        for name in LaunchStyles.builtIn.names { #expect(Usage.main.contains(name)) }
    }

    /// The README's key table is the one `KeyTable` writes (`readmeTable`):
    /// a row for each of its rows, in order, and no other, so a key is one
    /// row there. `SNAPSHOT_RECORD=1` writes it into the README (and fails).
    @Test func theReadmeListsTheKeyTable() throws {
        let url = Self.repository.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let opening = try #require(readme.range(of: "swift test --filter theReadmeListsTheKeyTable -->\n\n"))
        let closing = try #require(readme.range(of: "\n<!-- the end of the key table -->", range: opening.upperBound..<readme.endIndex))
        let table = readme[opening.upperBound..<closing.lowerBound]
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1", table != KeyTable.readmeTable {
            try readme.replacingCharacters(in: opening.upperBound..<closing.lowerBound, with: KeyTable.readmeTable)
                .write(to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "wrote README.md's key table from KeyTable (SNAPSHOT_RECORD=1); read it, then run the tests without SNAPSHOT_RECORD")
            return
        }
        #expect(
            table == KeyTable.readmeTable, "README.md's key table is stale: SNAPSHOT_RECORD=1 swift test --filter theReadmeListsTheKeyTable"
        )
        let keys = table.split(separator: "\n").dropFirst(2).map { $0.dropFirst(2).components(separatedBy: " | ")[0] }
        #expect(keys == KeyTable.bindings.map(\.label))
    }

    /// Every flag of every command, every scenario flag and every key is on the page.
    @Test func namesEveryFlagAndKey() {
        let page = ManPage.text
        let tables: [[(name: String, help: [String])]] = [DemoCommand.table.helpRows] + Registry.commands.map(\.help.options)
        for row in tables.joined() { #expect(page.contains(".B " + Roff.escaped(row.name)), "\(row.name)") }
        for setting in ScenarioSettings.all { #expect(page.contains(".B " + Roff.escaped("--\(setting.key) \(setting.syntax)"))) }
        for binding in KeyTable.bindings { #expect(page.contains(".B " + Roff.escaped(binding.label)), "\(binding.label)") }
        for page in Registry.commands.map(\.help) { #expect(ManPage.text.contains(".SS launch\\-tui " + page.command)) }
    }

    /// No line of text can be read as a request, and only ASCII reaches roff.
    @Test func textIsEscaped() {
        #expect(Roff.escaped(".start") == "\\&.start")
        #expect(Roff.escaped("'quote") == "\\&'quote")
        #expect(Roff.escaped("a\\b --size ‖") == "a\\eb \\-\\-size \\[u2016]")
        #expect(ManPage.text.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func helpManPrintsIt() throws {
        let invocation = try ArgumentParser.parse(["help", "man"])
        #expect(invocation == .help(topic: "man"))
        #expect(Usage.text(for: "man") == ManPage.text)
    }

    /// The prose keeps its paragraphs, and indented rows stay as they are.
    @Test func proseKeepsParagraphsAndRows() {
        var roff = Roff()
        roff.prose("One line\nand its next.\n\n  first   a row\n  second  another\nAfter.")
        #expect(roff.text == ".PP\nOne line\nand its next.\n.PP\n.nf\n  first   a row\n  second  another\n.fi\n.PP\nAfter.\n")
    }
}
