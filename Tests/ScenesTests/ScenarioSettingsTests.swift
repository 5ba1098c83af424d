import Scenes
import Testing

@Suite struct ScenarioSettingsTests {
    @Test func everyChoiceOfEverySettingApplies() throws {
        for setting in ScenarioSettings.all {
            for choice in setting.syntax.split(separator: "|").map(String.init) where setting.syntax.contains("|") {
                var scenario = Scenario()
                try setting.apply(choice, to: &scenario)
            }
        }
        var scenario = Scenario()
        try ScenarioSettings.named("network")!.apply("slow", to: &scenario)
        try ScenarioSettings.named("left")!.apply("content-first", to: &scenario)
        try ScenarioSettings.named("app-ready")!.apply("250ms", to: &scenario)
        #expect(scenario.network == .slow && scenario.left == .contentFirst && scenario.appReady == .ms(250))
    }

    @Test func aBadValueSaysWhatItTakesAndSuggests() {
        var scenario = Scenario()
        #expect(throws: ValueError.self) { try ScenarioSettings.named("network")!.apply("slw", to: &scenario) }
        do {
            try ScenarioSettings.named("network")!.apply("slw", to: &scenario)
        } catch {
            #expect(error.message(for: "network") == "network takes typical|fast|slow|offline, not 'slw' (did you mean 'slow'?)")
        }
        do {
            try ScenarioSettings.named("app-ready")!.apply("61", to: &scenario)
        } catch {
            #expect(error.message(for: "--app-ready") == "--app-ready takes at most 60 s, not 61 s")
        }
    }

    @Test func everySettingHasHelpAndAUniqueKey() {
        #expect(Set(ScenarioSettings.keys).count == ScenarioSettings.all.count)
        #expect(ScenarioSettings.all.allSatisfy { !$0.help.isEmpty && !$0.syntax.isEmpty })
    }

    @Test func suggestionsAreNearMissesOnly() {
        #expect(Suggestion.nearest(to: "Paly", among: ["Play", "Pause", "Speed"]) == "Play")
        #expect(Suggestion.nearest(to: "caption", among: ["Caption", "Mark"]) == "Caption")
        #expect(Suggestion.nearest(to: "Frobnicate", among: ["Play", "Pause"]) == nil)
        #expect(Suggestion.nearest(to: "", among: ["Play"]) == nil)
        #expect(Suggestion.nearest(to: "Play", among: ["Play"]) == nil)
        // Among numbers, the nearest by value; the lower on a tie.
        #expect(Suggestion.nearest(to: "0.3", among: ["0.1", "0.25", "0.5", "1"]) == "0.25")
        #expect(Suggestion.nearest(to: "0.75", among: ["0.1", "0.25", "0.5", "1"]) == "0.5")
        #expect(Suggestion.nearest(to: "7", among: ["0.1", "0.25", "0.5", "1"]) == "1")
        #expect(Suggestion.nearest(to: "0.5", among: ["0.1", "0.25", "0.5", "1"]) == nil)
        #expect(Suggestion.nearest(to: "0.3", among: ["0.1", "fast"]) == "0.1", "not all numbers: by letters")
    }

    @Test func quotingCutsLongTextAndControlCharacters() {
        #expect(String(repeating: "x", count: 120_000).quotable.count == String.longestQuote)
        #expect("a\u{1B}[2Jb".quotable == "a\u{FFFD}[2Jb")
    }

    @Test func timesTakeSecondsOrMilliseconds() {
        #expect(LaunchTime(parsingTime: "500ms") == .ms(500))
        #expect(LaunchTime(parsingTime: "1.5s") == .ms(1500))
        #expect(LaunchTime(parsingTime: "2.6") == .ms(2600))
        #expect(LaunchTime(parsingTime: "ms") == nil)
        #expect(LaunchTime(parsingTime: "1.5ms") == nil)
        #expect(LaunchTime(parsingTime: "-5ms") == nil)
    }
}

@Suite struct PlaybackSpeedTests {
    @Test func plainDecimalsInRangeOnly() throws {
        #expect(try ValueParser.speed.parse("0.5") == 0.5)
        #expect(try ValueParser.speed.parse("4") == 4)
        for text in ["0x2", "0x1p1", "1e-1", "-1", "+1", "5", "0.05", ".", "", "x", "1..2", " 1", "inf", "nan", "2x"] {
            #expect(throws: ValueError.self, "\(text)") { try ValueParser.speed.parse(text) }
        }
    }
}
