/// One knob of a scenario, named once for every place a person sets it: the
/// command line (`--network slow`) and a talk's script (`network=slow`). Both
/// parse values through `apply`, and both help texts list the settings from
/// `ScenarioSettings.all`, so a value that works in one works in the other.
public struct ScenarioSetting: Sendable {
    /// The name: `network`, as in `--network` and `network=`.
    public let key: String
    /// What the value looks like in help: `typical|fast|slow|offline`, `S`.
    public let syntax: String
    /// The values it takes, when it is a choice (for suggestions); empty for times.
    public let choices: [String]
    /// What it does, as lines of help text (defaults first).
    public let help: [String]
    private let assign: @Sendable (inout Scenario, String, LaunchStyles) throws(ScenarioSettingError) -> Void

    init(key: String, syntax: String, choices: [String] = [], help: [String],
         assign: @escaping @Sendable (inout Scenario, String, LaunchStyles) throws(ScenarioSettingError) -> Void) {
        self.key = key
        self.syntax = syntax
        self.choices = choices
        self.help = help
        self.assign = assign
    }

    /// Sets this knob of `scenario` from the text of its value; a launch
    /// style is looked up by name among `styles`.
    public func apply(_ value: String, to scenario: inout Scenario, styles: LaunchStyles = .builtIn) throws(ScenarioSettingError) {
        try assign(&scenario, value, styles)
    }

    /// A setting that picks one case of an enumeration by its raw value.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ keyPath: WritableKeyPath<Scenario, Choice> & Sendable, help: [String]
    ) -> ScenarioSetting where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let syntax = names.joined(separator: "|")
        return ScenarioSetting(key: key, syntax: syntax, choices: names, help: help) { scenario, text, _ throws(ScenarioSettingError) in
            guard let choice = Choice(rawValue: text) else {
                throw ScenarioSettingError(expected: "takes \(syntax)", value: text,
                                           suggestion: Suggestion.nearest(to: text, among: names))
            }
            scenario[keyPath: keyPath] = choice
        }
    }

    /// A setting that picks a pane's launch style by its name, among the
    /// styles on offer (help lists the built-ins).
    static func style(_ key: String, _ keyPath: WritableKeyPath<Scenario, LaunchStyle> & Sendable, help: [String]) -> ScenarioSetting {
        let names = LaunchStyles.builtIn.names
        return ScenarioSetting(key: key, syntax: names.joined(separator: "|"), choices: names, help: help) {
            scenario, text, styles throws(ScenarioSettingError) in
            guard let style = styles.named(text) else {
                throw ScenarioSettingError(expected: "takes " + styles.names.joined(separator: "|"), value: text,
                                           suggestion: Suggestion.nearest(to: text, among: styles.names))
            }
            scenario[keyPath: keyPath] = style
        }
    }

    /// A setting that takes a time after the tap, at most `latest`.
    /// `duration`: the value is a length of time (how long the app
    /// builds), not a moment after the tap, and the error says so.
    static func time(
        _ key: String, latest: LaunchTime, duration: Bool = false, help: [String],
        _ assign: @escaping @Sendable (inout Scenario, LaunchTime) -> Void
    ) -> ScenarioSetting {
        ScenarioSetting(key: key, syntax: "S", help: help) { scenario, text, _ throws(ScenarioSettingError) in
            guard let time = LaunchTime(parsingTime: text) else {
                throw ScenarioSettingError(
                    expected: duration ? ScenarioSettings.durationExpected : ScenarioSettings.timeExpected, value: text)
            }
            guard time <= latest else {
                throw ScenarioSettingError(expected: "takes at most \(latest.secondsText) s", value: time.secondsText + " s",
                                           quoted: false)
            }
            assign(&scenario, time)
        }
    }
}

/// A value a scenario setting does not take; the caller names the setting
/// (`--network` or `network`) when it says so.
public struct ScenarioSettingError: Error, Equatable, Sendable {
    /// "takes typical|fast|slow|offline"
    public var expected: String
    /// The value as given.
    public var value: String
    /// Whether to quote the value ('dialup') or state it (61 s).
    public var quoted = true
    /// A known value close to the one given, when there is one.
    public var suggestion: String?

    /// "--network takes typical|fast|slow|offline, not 'dialup'".
    public func message(for name: String) -> String {
        let shown = quoted ? "'\(value.quotable)'" : value
        let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
        return "\(name) \(expected), not \(shown)\(hint)"
    }
}

/// Every scenario setting, in the order help lists them.
public enum ScenarioSettings {
    /// The latest app-ready time: a launch longer than a minute is no longer
    /// a launch, and the timeline would have little room for it.
    public static let latestAppReady = LaunchTime.ms(60_000)

    /// What a time value must look like, for error messages.
    public static let timeExpected =
        "takes seconds after the tap as a plain decimal, 0 or more, to the millisecond (e.g. 2.6, 0.125 or 400ms)"

    /// What a duration must look like, for error messages.
    public static let durationExpected =
        "takes a duration in seconds as a plain decimal, 0 or more, to the millisecond (e.g. 1.5, 0.4 or 400ms)"

    public static let all: [ScenarioSetting] = [
        .style("left", \.left, help: ["the left pane's launch style"]),
        .style("right", \.right, help: ["the right pane's launch style"]),
        .choice("network", \.network, help: [
            "stories/banner answer at 1.1/1.5 s,", "0.6/0.8 s, 4.0/4.4 s, or fail at 3 s",
        ]),
        .choice("cache", \.cache, help: ["stories saved last time, or a first", "launch with nothing saved"]),
        .choice("appearance", \.appearance, help: [
            "dark: both phones dark; a splash", "colour set only for light flashes", "white (Android, the splash app)",
        ]),
        .choice("platform", \.platform, help: [
            "ios: the launch screen until the", "app's first frame; android: the",
            "system splash (icon in a circle),", "then the splash app's own, second",
            "splash; expo: the native splash", "until the app calls hide()",
        ]),
        .choice("launch", \.launch, help: ["warm: content first reopens where", "people were; hot: both at once"]),
        .time("app-ready", latest: latestAppReady, help: ["when the app's first screen can draw (0.4)"]) {
            $0.appReady = $1
        },
        .time("build", latest: latestAppReady, duration: true, help: [
            "animated: how long the app builds its", "first screen under the animation (0.4)",
        ]) {
            $0.build = $1
        },
        .time("tap-at", latest: latestAppReady, help: ["a tap at this time: it ends the", "animated launch sooner (none)"]) {
            $0.tapAt = $1
        },
    ]

    /// The setting called `key`, if there is one.
    public static func named(_ key: String) -> ScenarioSetting? {
        all.first { $0.key == key }
    }

    /// Every key, for suggestions.
    public static var keys: [String] { all.map(\.key) }
}

extension String {
    /// The most columns of a value an error line repeats: enough to see
    /// which one it was, short enough that the line stays one line (a
    /// 120,000-character argument must not make a 120 KB message).
    public static let longestQuote = 48

    /// A value (an argument, a TERM, a word from a script) as an error line
    /// repeats it: control characters made harmless, so nothing reaches the
    /// terminal as a command, and cut to `longestQuote` columns with "…".
    public var quotable: String {
        // Cut first, so a huge value is never scanned whole.
        String(unicodeScalars.prefix(Self.longestQuote * 2)).withoutControlCharacters
            .truncated(toColumns: Self.longestQuote)
    }
}
