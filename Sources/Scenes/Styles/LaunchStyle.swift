/// A way to launch the news app. A style says what the app itself draws from
/// its first frame on and what it ships for the system to show before that;
/// the platform (`SystemLaunch`) decides what the system shows and for how
/// long. Adding a style means one new type and one case in `style`.
public protocol LaunchStyle: Sendable {
    var kind: StyleKind { get }
    /// What the app ships for the system to draw before its first frame.
    var launchAssets: LaunchAssets { get }
    /// The app's own frames on the shared clock. Whatever it would draw before
    /// the system takes its picture away is never seen.
    func appTimetable(for scenario: Scenario) -> Timetable
    /// Expo: when the app calls `SplashScreen.hide()`; nil when it never does.
    func hidesNativeSplash(in scenario: Scenario) -> LaunchTime?
}

/// What an app ships for its launch, as the platforms read it.
public struct LaunchAssets: Hashable, Sendable {
    /// iOS: the launch screen named in Info.plist, drawn by the system.
    public var launchScreen: PhoneScreen
    /// The lane phase the launch screen belongs to.
    public var launchScreenPhase: Phase
    /// Expo: the native splash's image on its colour (expo-splash-screen).
    public var nativeSplash: PhoneScreen
    /// Android: whether the splash colour has a dark variant in values-night/.
    /// Without one the system splash stays light at night: the white flash
    /// (the Android splash-screen guide).
    public var nightSplashColour: Bool
}

extension LaunchStyle {
    /// The pane's whole launch: the system's picture, then the app's frames.
    public func timetable(for scenario: Scenario) -> Timetable {
        appTimetable(for: scenario).covered(by: SystemLaunch(for: self, in: scenario))
    }
}

extension StyleKind {
    /// The style that draws this kind of launch.
    public var style: any LaunchStyle {
        switch self {
        case .splash: SplashLaunch()
        case .contentFirst: ContentFirstLaunch()
        case .animated: AnimatedLaunch()
        }
    }
}

extension Scenario {
    /// The scheme the app draws in.
    var appScheme: Scheme { appearance == .dark ? .dark : .light }

    /// "Updated 2 h ago": the line under the title for cached stories.
    static let cachedUpdated = "Updated 2 h ago"
    /// "Updated just now": the line under the title for fresh stories.
    static let freshUpdated = "Updated just now"
}
