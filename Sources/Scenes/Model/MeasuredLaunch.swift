/// What a measured launch brings besides its frames: the kind of launch it
/// was (the verdicts use it), where it ran, and where its figures came from.
public struct MeasuredLaunch: Hashable, Sendable {
    public var launch: LaunchKind
    public var platform: Platform
    /// "Macrobenchmark, median of 10 runs, Pixel 7"; nil when the file does not say.
    public var source: String?
    /// Whether `launch` was only assumed, because the report does not say
    /// which kind of launch it measured (MetricKit, Lighthouse, a
    /// Macrobenchmark run without `startupMode`): then the pane is held to
    /// the scenario's kind, as the built-ins are (`--launch`, the `l` key).
    public var launchIsAssumed: Bool

    public init(launch: LaunchKind, platform: Platform, source: String?, launchIsAssumed: Bool = false) {
        self.launch = launch
        self.platform = platform
        self.source = source
        self.launchIsAssumed = launchIsAssumed
    }
}

/// The name the readers of reports and launch files once had for
/// `Platform`, when the web was not one of the scenario's: one type now.
public typealias LaunchPlatform = Platform
