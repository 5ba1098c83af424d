/// A named stretch of a launch, drawn as a segment of its lane in the timeline.
public struct Phase: Hashable, Sendable {
    public var name: String
    public var role: Role
    /// A wait for something else (a splash, a spinner): a lane that ends in
    /// one never got what it waited for, and the timeline says so.
    public var waiting: Bool

    public init(_ name: String, role: Role, waiting: Bool = false) {
        self.name = name
        self.role = role
        self.waiting = waiting
    }

    public static let logo = Phase("logo", role: .logo, waiting: true)
    public static let spinner = Phase("spinner", role: .spinner, waiting: true)
    public static let stories = Phase("stories", role: .story)
    public static let skeleton = Phase("skeleton", role: .skeleton, waiting: true)
    public static let cached = Phase("cached", role: .story)
    public static let fresh = Phase("fresh", role: .story)
    public static let error = Phase("error", role: .error)
    public static let offline = Phase("offline", role: .note)
    /// The animated launch's still launch screen: the animation's first frame.
    public static let stillMap = Phase("still", role: .launchScreen, waiting: true)
    /// The animation, from its first frame to the handover.
    public static let animation = Phase("animation", role: .route, waiting: true)
    /// The doorway breathing: the app is not ready yet.
    public static let breathing = Phase("breathing", role: .doorway, waiting: true)
    /// Android's system splash, before the app's first frame.
    public static let systemSplash = Phase("system", role: .launchScreen, waiting: true)
    /// The splash app's own splash activity after the system's: a second splash.
    public static let secondSplash = Phase("2nd splash", role: .logo, waiting: true)
    /// iOS's launch screen as a launch's own frames show it (a screen
    /// recording's), before the app's first frame.
    public static let launchScreen = Phase("launch screen", role: .launchScreen, waiting: true)
    /// Expo's native splash, up until the app calls hide().
    public static let nativeSplash = Phase("native splash", role: .launchScreen, waiting: true)
    /// A browser's blank page, before the page's first paint.
    public static let blankPage = Phase("blank", role: .launchScreen, waiting: true)
    /// Expo's native splash when the app never calls hide().
    public static let stuckSplash = Phase("native splash, never hidden", role: .launchScreen, waiting: true)
}

/// A phase over a span of time; `end` is nil when it lasts to the end.
public struct PhaseSpan: Hashable, Sendable {
    public var phase: Phase
    public var start: LaunchTime
    public var end: LaunchTime?
}
