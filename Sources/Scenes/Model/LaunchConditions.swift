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

/// The appearance people are in.
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}

/// Which system draws the first picture, and how it is dismissed.
public enum Platform: String, CaseIterable, Sendable {
    case ios, android, expo
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
    /// The animated launch only: how long the app takes to build its first
    /// screen under the animation (the animated launch write-up measured 0.4 s).
    public var build: LaunchTime = .ms(400)
    /// A tap at this time, if any: it ends the animated launch sooner.
    public var tapAt: LaunchTime? = nil

    public init() {}

    /// The scheme the app draws in.
    public var appScheme: Scheme { appearance == .dark ? .dark : .light }
}
