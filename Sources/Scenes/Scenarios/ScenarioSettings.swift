/// One knob of a scenario, named once for every place a person sets it: the
/// command line (`--network slow`) and a talk's script (`network=slow`). Both
/// parse values through `apply`, and both help texts list the settings from
/// `ScenarioSettings.all`, so a value that works in one works in the other.
public struct ScenarioSetting: Sendable {
    /// The name: `network`, as in `--network` and `network=`.
    public let key: String
    /// What the value looks like in help: `typical|fast|slow|offline`, `S`.
    public let syntax: String
    /// What it does, as lines of help text (defaults first).
    public var help: [String] { helpLines() }
    /// Made when help asks, not when the knobs are listed to parse a flag.
    private let helpLines: @Sendable () -> [String]
    /// Reads a value's text into the change it makes.
    private let read: @Sendable (String, LaunchStyles) throws(ValueError) -> @Sendable (inout Scenario) -> Void
    /// How a key steps it through its values; nil: it has no list of
    /// values to step through (a time, say).
    private let steps: Steps?

    /// A knob's values in order, the one a scenario has, and the scenario
    /// with the next, wrapping: what a key that cycles it does.
    private struct Steps: Sendable {
        var values: @Sendable (LaunchStyles) -> [String]
        var value: @Sendable (Scenario) -> String
        var next: @Sendable (Scenario, LaunchStyles) -> Scenario
    }

    /// A knob that reads its value with `parser` and stores it at `keyPath`.
    static func value<Value>(
        _ key: String, _ parser: ValueParser<Value>, _ keyPath: WritableKeyPath<Scenario, Value> & Sendable,
        help: [String]
    ) -> ScenarioSetting {
        // A choice is stepped through its names in order.
        let steps = parser.choices.map { names in
            Steps(
                values: { _ in names }, value: { parser.written($0[keyPath: keyPath]) ?? "" },
                next: { scenario, _ in
                    let index = names.firstIndex(of: parser.written(scenario[keyPath: keyPath]) ?? "") ?? 0
                    var next = scenario
                    if let value = try? parser.parse(names[(index + 1) % names.count]) { next[keyPath: keyPath] = value }
                    return next
                })
        }
        return ScenarioSetting(
            key: key, syntax: parser.syntax, help: { parser.help(help, default: Scenario()[keyPath: keyPath]) }, steps: steps
        ) { text, _ throws(ValueError) in
            let value = try parser.parse(text)
            return { $0[keyPath: keyPath] = value }
        }
    }

    /// A pane's launch style, by name among the styles on offer (help lists the built-ins).
    static func style(_ key: String, _ keyPath: WritableKeyPath<Scenario, LaunchStyle> & Sendable, help: [String]) -> ScenarioSetting {
        // Stepped through the styles on offer (`LaunchStyles.after`).
        let steps = Steps(
            values: { $0.names }, value: { $0[keyPath: keyPath].name },
            next: { scenario, styles in
                var next = scenario
                next[keyPath: keyPath] = styles.after(scenario[keyPath: keyPath])
                return next
            })
        return ScenarioSetting(key: key, syntax: ValueParser.style(in: .builtIn).syntax, help: { help }, steps: steps) {
            text, styles throws(ValueError) in
            let style = try ValueParser.style(in: styles).parse(text)
            return { $0[keyPath: keyPath] = style }
        }
    }

    /// A knob a launch style declares, set on the scenario's conditions.
    init(_ setting: StyleSetting) {
        self.init(key: setting.key, syntax: setting.syntax, help: { setting.help }, steps: nil) { text, _ throws(ValueError) in
            let set = try setting.read(text)
            return { set(&$0.conditions) }
        }
    }

    private init(
        key: String, syntax: String, help: @escaping @Sendable () -> [String], steps: Steps?,
        read: @escaping @Sendable (String, LaunchStyles) throws(ValueError) -> @Sendable (inout Scenario) -> Void
    ) {
        self.key = key
        self.syntax = syntax
        helpLines = help
        self.steps = steps
        self.read = read
    }

    /// Whether a key can step this knob through its values (`cycled`).
    public var isCyclable: Bool { steps != nil }

    /// The values a key steps this knob through, in order (a style's among
    /// `styles`); empty where it has no list of values.
    public func values(among styles: LaunchStyles = .builtIn) -> [String] { steps?.values(styles) ?? [] }

    /// The value `scenario` has, as the command line writes it; empty
    /// where the knob has no list of values.
    public func value(of scenario: Scenario) -> String { steps?.value(scenario) ?? "" }

    /// `scenario` with this knob at its next value, wrapping (a style at
    /// the next of `styles`, one not on offer at the first); as it is
    /// where the knob has no list of values.
    public func cycled(_ scenario: Scenario, styles: LaunchStyles = .builtIn) -> Scenario {
        steps?.next(scenario, styles) ?? scenario
    }

    /// Sets this knob of `scenario` from the text of its value; a launch
    /// style is looked up by name among `styles`.
    public func apply(_ value: String, to scenario: inout Scenario, styles: LaunchStyles = .builtIn) throws(ValueError) {
        try assignment(value, styles: styles).set(&scenario)
    }

    /// `network=slow` read once, to be applied to any scenario later (a
    /// script's `Scenario` line, each time the timeline passes it).
    public func assignment(_ value: String, styles: LaunchStyles = .builtIn) throws(ValueError) -> ScenarioAssignment {
        ScenarioAssignment(key: key, value: value, set: try read(value, styles))
    }
}

/// Every scenario setting, in the order help lists them.
public enum ScenarioSettings {
    /// The latest app-ready time: a launch longer than a minute is no longer
    /// a launch, and the timeline would have little room for it.
    public static let latestAppReady = LaunchTime.longestLaunch

    /// A moment after the tap, as a scenario knob takes it: seconds unless it says ms.
    public static let time = StyleSetting.time

    /// The scenario's own knobs, then each built-in style's (`build`, `tap-at`).
    public static let all: [ScenarioSetting] = {
        let all = shared + LaunchStyles.builtIn.settings.map(ScenarioSetting.init)
        // The code's: the list is the built-in settings.
        precondition(Set(all.map(\.key)).count == all.count, "two scenario settings share a key")
        return all
    }()

    /// The knobs every style reads.
    private static let shared: [ScenarioSetting] = [
        .style("left", \.left, help: ["the left pane's launch style, or the", "PATH of a launch file or a report"]),
        .style("right", \.right, help: ["the right pane's launch style, or a", "PATH (see launch-tui help import)"]),
        .value("network", .choice, \.network, help: Network.answerHelp),
        .value("cache", .choice, \.cache, help: ["stories saved last time, or a first", "launch with nothing saved"]),
        .value(
            "appearance", .choice, \.appearance,
            help: [
                "dark: both phones dark; a splash", "colour set only for light flashes", "white (Android, the splash app)"
            ]),
        .value(
            "platform", .choice(Platform.apps.map { ($0.rawValue, $0) }), \.platform,
            help: [
                "ios: the launch screen until the", "app's first frame; android: the",
                "system splash (icon in a circle),", "then the splash app's own, second",
                "splash; expo: the native splash", "until the app calls hide()"
            ]),
        .value(
            "splash-icon", .choice, \.splashIcon,
            help: [
                "android: the system splash's icon, a",
                "\(SplashIcon.circleDp) dp circle of a \(SplashIcon.iconDp) dp icon; an",
                "animated one fills it in at most \(SplashIcon.longest)"
            ]),
        .value(
            "launch", .choice, \.launch,
            help: [
                "warm: content first reopens the tab,", "screen and scroll people were on, the",
                "splash app its first tab; hot: both", "at once"
            ]),
        .value(
            "app-ready", time, \.appReady,
            help: [
                "when the app's first screen can draw",
                "({default}): the system's ~\(LaunchConditions.systemShare), then the",
                "app's own ~\(LaunchConditions().appReady - LaunchConditions.systemShare) (views, content, draw)"
            ]),
        .value(
            "baseline-profile", .choice, \.baselineProfile,
            help: [
                "android: a Baseline Profile runs the", "app's own code ~\(LaunchConditions.baselineProfileSaving)% faster from the",
                "first launch (no interpretation or", "JIT); the system's share is the same"
            ]),
        .value(
            "expo-build", .choice, \.expoBuild,
            help: [
                "expo: a release build (Hermes", "bytecode, loaded without parsing) or",
                "Expo Go, which shows the app's icon", "instead of its splash (same times: the",
                "sources give no figure for Expo Go)"
            ]),
        .value(
            "expo-os", .choice, \.expoSystem,
            help: [
                "expo: with fade: true the native", "splash fades out on ios only; android",
                "cuts. The fade's \(SystemLaunch.expoFade) is the demo's", "choice (expo-splash-screen's default",
                "duration): the sources give none"
            ]),
        .value(
            "shift-regions", .choice, \.shiftRegions,
            help: [
                "on: content that moved is tinted for", "a second, the frame dashed where it",
                "was and the distance beside it", "(DevTools' Layout Shift Regions)"
            ])
    ]

    /// The setting called `key`, if there is one.
    public static func named(_ key: String) -> ScenarioSetting? {
        all.first { $0.key == key }
    }

    /// Every key, for suggestions.
    public static var keys: [String] { all.map(\.key) }
}

/// `network=slow`: one knob of a `Scenario` line, read by the shared table
/// of scenario settings (`ScenarioSetting.assignment`). Equal when the key
/// and the value's text are.
public struct ScenarioAssignment: Hashable, Sendable {
    public var key: String
    public var value: String
    /// The change the value makes, as it was read (a style looked up then).
    let set: @Sendable (inout Scenario) -> Void

    init(key: String, value: String, set: @escaping @Sendable (inout Scenario) -> Void) {
        self.key = key
        self.value = value
        self.set = set
    }

    /// `key=value` as the table reads it, a style among the built-ins; a
    /// value the table does not take changes nothing.
    public init(key: String, value: String) {
        self = (try? ScenarioSettings.named(key)?.assignment(value)) ?? ScenarioAssignment(key: key, value: value) { _ in }
    }

    /// `scenario` with this knob set.
    public func applied(to scenario: Scenario) -> Scenario {
        var result = scenario
        set(&result)
        return result
    }

    public static func == (lhs: ScenarioAssignment, rhs: ScenarioAssignment) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}

extension Network {
    /// "stories/banner answer at 1.1/1.5 s, 0.6/0.8 s, 4.0/4.4 s, or fail
    /// at 3 s": the networks' answer times as the model has them, for help.
    static var answerHelp: [String] {
        let tenths = { (time: LaunchTime) in FixedDecimal.text(units: time.milliseconds / 100, places: 1) }
        let answers = allCases.compactMap { network -> String? in
            guard let stories = network.storiesLatency, let banner = network.bannerLatency else { return nil }
            return "\(tenths(stories))/\(tenths(banner)) s"
        }
        return DisplayWidth.wrap(
            "stories/banner answer at " + answers.joined(separator: ", ")
                + ", or fail at \(failureLatency.secondsText) s", toColumns: 36)
    }
}
