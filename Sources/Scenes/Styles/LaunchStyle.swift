/// A way to launch the news app: given a scenario, the timetable of what its
/// pane shows. Adding a style means one new type and one case in `launch(for:)`.
public protocol LaunchStyle: Sendable {
    var kind: StyleKind { get }
    func timetable(for scenario: Scenario) -> Timetable
}

extension StyleKind {
    /// The style that draws this kind of launch.
    public var style: any LaunchStyle {
        switch self {
        case .splash: SplashLaunch()
        case .contentFirst: ContentFirstLaunch()
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
