/// How the network answers the app's requests (the launch model's scenario parameters).
public enum Network: String, CaseIterable, Sendable {
    case typical, fast, slow, offline

    /// How long the stories request takes, or nil when it never succeeds.
    public var storiesLatency: LaunchTime? {
        switch self {
        case .typical: .ms(1100)
        case .fast: .ms(600)
        case .slow: .ms(4000)
        case .offline: nil
        }
    }

    /// How long the banner request takes, or nil when it never succeeds.
    public var bannerLatency: LaunchTime? {
        switch self {
        case .typical: .ms(1500)
        case .fast: .ms(800)
        case .slow: .ms(4400)
        case .offline: nil
        }
    }

    /// Offline, a request fails after this long.
    public static let failureLatency = LaunchTime.ms(3000)
}

/// Whether the app has stories saved from last time.
public enum Cache: String, CaseIterable, Sendable {
    /// Stories saved last time ("Updated 2 h ago").
    case warm
    /// A first launch: nothing saved yet.
    case empty
}

/// Where a launch runs, which decides what the system draws first and how
/// it is taken away: an app on iOS, Android or Expo, or a page loading in a
/// browser (the web, as Lighthouse and DevTools measure one).
public enum Platform: String, CaseIterable, Hashable, Sendable {
    case ios, android, expo, web

    /// The platforms an app launches on: what the scenario's `--platform`
    /// and the p key choose among. The web comes only from a report or a
    /// launch file, which say it of their own pane.
    public static let apps: [Platform] = [.ios, .android, .expo]
}

/// How much of the app was still alive when it was tapped.
public enum LaunchKind: String, CaseIterable, Sendable {
    case cold, warm, hot
}

/// The world at the tap, everything a launch depends on besides time and
/// the styles in the panes: the parameters of the launch model's table,
/// with their defaults. Plain data; the styles read what they need.
public struct LaunchConditions: Hashable, Sendable {
    public var network: Network = .typical
    public var cache: Cache = .warm
    public var appearance: Appearance = .light
    public var platform: Platform = .ios
    public var launch: LaunchKind = .cold
    /// When the app's first screen can draw.
    public var appReady: LaunchTime = .ms(400)
    /// The knobs of one style only (the animated launch's build time), set
    /// away from their defaults; each style's file declares its own.
    private var styleKnobs = StyleKnobValues()

    public init() {}

    /// The scheme the app draws in.
    public var appScheme: Scheme { .phone(appearance) }

    /// A style's own knob: its value, or its default until one is set.
    /// Set to its default, it is as if never set, so the conditions compare
    /// equal either way.
    public subscript<Value>(knob knob: StyleKnob<Value>) -> Value {
        get { styleKnobs.values[knob.name].flatMap { $0.base as? Value } ?? knob.defaultValue }
        set { styleKnobs.values[knob.name] = newValue == knob.defaultValue ? nil : AnyHashable(newValue) }
    }
}

/// A knob of the conditions that one launch style declares and reads (the
/// animated launch's build time), where only that style needs it: its name,
/// as the command line and a script write it, and its value until one is
/// set. The conditions keep its value (`conditions[knob: …]`).
public struct StyleKnob<Value: Hashable & Sendable>: Sendable {
    /// "build": one word, as `--build` and `build=` write it.
    public let name: String
    public let defaultValue: Value

    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// The style knobs' values by name. Only a `StyleKnob`'s values, which are
/// `Sendable`, are ever put in, so the store is too.
private struct StyleKnobValues: Hashable, @unchecked Sendable {
    var values: [String: AnyHashable] = [:]
}
