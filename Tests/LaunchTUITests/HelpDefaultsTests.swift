import Scenes
import Testing

@testable import LaunchTUI

/// Help says each default from the value its declaration starts with, so a
/// default changed in one place changes in the help too.
@Suite struct HelpDefaultsTests {
    private struct Frob: CommandOptions {
        @Option("--frames", .whole(in: 1...9), help: ["how many (default {default})"]) var frames = 7
        @Option("--size", .size(least: Size(width: 80, height: 24)), help: ["the size (default {default})"])
        var size = Size(width: 120, height: 40)
        @Option("--theme", .themeOrAuto, help: ["the background: {default} unless said"]) var theme: TerminalTheme? = nil
        @Option("--at", ScenarioSettings.time, help: ["a moment ({default})"]) var at: LaunchTime? = nil
    }

    @Test func aDefaultIsSaidFromTheTablesDefaults() {
        #expect(
            OptionTable<Frob>(command: "frob").helpRows.map(\.help) == [
                ["how many (default 7)"], ["the size (default 120x40)"], ["the background: auto unless said"], ["a moment (none)"]
            ])
    }

    @Test func otherDefaultsSayOtherValues() {
        var other = Frob()
        other.frames = 3
        other.theme = .light
        other.at = .ms(2600)
        let table = OptionTable<Frob>(command: "frob", defaults: other)
        #expect(
            table.helpRows.map(\.help) == [
                ["how many (default 3)"], ["the size (default 120x40)"], ["the background: light unless said"], ["a moment (2.6)"]
            ])
    }

    /// No page of help, the man page or the scenario flags' lines leaves the token unsaid.
    @Test func everyDefaultIsSaid() {
        let pages =
            [Usage.main, ManPage.text, HelpPage.scenarioFlags, HelpPage.scriptLanguage]
            + Registry.commands.map(\.help.text)
        for page in pages { #expect(!page.contains(ValueParser<Int>.defaultToken), "\(page.prefix(60))") }
    }

    /// The scenario's own knobs and the styles' say theirs from the model's values.
    @Test func theScenarioFlagsSayTheModelsDefaults() {
        let appReady = ScenarioSettings.all.first { $0.key == "app-ready" }
        #expect(appReady?.help.joined().contains("(\(LaunchConditions().appReady.secondsText))") == true)
        let build = ScenarioSettings.all.first { $0.key == "build" }
        #expect(build?.help.joined().contains("(\(LaunchConditions().build.secondsText))") == true)
    }

    /// `--help` lists the demo's keys from the key table the overlay and the
    /// decoder read: each row's keys, then the start of its meaning.
    @Test func theDemosHelpListsTheKeyTable() {
        let lines = Usage.main.split(separator: "\n").map(String.init)
        for binding in KeyTable.bindings {
            let start = DisplayWidth.wrap(binding.meaning, toColumns: 78 - OptionTableHelp.optionColumn)[0]
            #expect(lines.contains { $0.hasPrefix("  " + binding.asciiLabel + " ") && $0.hasSuffix(start) }, "\(binding.label)")
        }
    }
}
