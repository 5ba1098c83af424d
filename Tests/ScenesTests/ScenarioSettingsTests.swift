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

    /// A choice steps through its values in the order help lists them,
    /// wrapping; a style through the styles on offer; a time has none.
    @Test func aKeyStepsAChoiceThroughItsValues() throws {
        let network = try #require(ScenarioSettings.named("network"))
        #expect(network.values() == ["typical", "fast", "slow", "offline"])
        var scenario = Scenario()
        for expected in ["fast", "slow", "offline", "typical"] {
            scenario = network.cycled(scenario)
            #expect(network.value(of: scenario) == expected)
        }
        let platform = try #require(ScenarioSettings.named("platform"))
        #expect(platform.values() == Platform.apps.map(\.rawValue))
        let left = try #require(ScenarioSettings.named("left"))
        #expect(left.values() == LaunchStyles.builtIn.names)
        #expect(left.cycled(Scenario()).left == LaunchStyles.builtIn.after(Scenario().left))
        let appReady = try #require(ScenarioSettings.named("app-ready"))
        #expect(!appReady.isCyclable && appReady.values().isEmpty)
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

    /// A style's own knobs are scenario settings like the rest, after the
    /// scenario's own, in the styles' order: the command line and a script
    /// take them, and help lists them, from the one table.
    @Test func eachBuiltInStylesKnobsAreSettingsAfterTheScenariosOwn() throws {
        let ownKeys = LaunchStyles.builtIn.settings.map(\.key)
        #expect(Array(ScenarioSettings.keys.suffix(ownKeys.count)) == ownKeys)
        for style in LaunchStyles.builtIn.all {
            for setting in style.settings {
                let shared = try #require(ScenarioSettings.named(setting.key))
                #expect(shared.syntax == setting.syntax && shared.help == setting.help, "\(style.name): \(setting.key)")
            }
        }
        #expect(LaunchStyle.animated.settings.map(\.key) == ["build", "tap-at"])
        var scenario = Scenario()
        try ScenarioSettings.named("build")!.apply("1.5", to: &scenario)
        try ScenarioSettings.named("tap-at")!.apply("900ms", to: &scenario)
        #expect(scenario.build == .ms(1500) && scenario.tapAt == .ms(900))
        #expect(ScenarioAssignment(key: "build", value: "1.5").applied(to: .standard).build == .ms(1500))
    }

    /// A style's knob set to its default is as if never set.
    @Test func aKnobAtItsDefaultLeavesTheConditionsEqual() {
        var scenario = Scenario()
        scenario.build = .ms(1500)
        #expect(scenario != .standard && scenario.conditions.hashValue != Scenario.standard.conditions.hashValue)
        scenario.build = .ms(400)
        #expect(scenario == .standard && scenario.conditions.hashValue == Scenario.standard.conditions.hashValue)
        let knob = StyleKnob("ours", default: 3)
        var conditions = LaunchConditions()
        #expect(conditions[knob: knob] == 3)
        conditions[knob: knob] = 5
        #expect(conditions[knob: knob] == 5 && conditions != LaunchConditions())
    }

    /// The styles say what a tap does: the animated launch keeps the
    /// earliest; the others take no notice, and a scenario without one that
    /// reacts is not changed by it.
    @Test func aTapIsTheStylesToAnswer() {
        #expect(LaunchStyle.animated.reactsToTap && !LaunchStyle.splash.reactsToTap && !LaunchStyle.contentFirst.reactsToTap)
        #expect(!Scenario.standard.reactsToTap)
        #expect(Scenario.standard.tapped(at: .ms(900)) == .standard)
        var scenario = Scenario()
        scenario.left = .animated
        scenario.right = .animated
        #expect(scenario.reactsToTap)
        #expect(scenario.tapped(at: .ms(900)).tapAt == .ms(900))
        #expect(scenario.tapped(at: .ms(900)).tapped(at: .ms(1200)).tapAt == .ms(900), "the earliest tap holds")
        #expect(scenario.tapped(at: .ms(1200)).tapped(at: .ms(900)).tapAt == .ms(900))
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
