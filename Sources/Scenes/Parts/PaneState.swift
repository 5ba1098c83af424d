/// Who drew the picture in a phone: the system (a launch screen or system
/// splash, before the app's first frame) or the app itself.
public enum Drawer: String, Hashable, Sendable {
    case system, app
}

/// What the top of the feed holds, above the stories.
public enum FeedTop: Hashable, Sendable {
    /// Nothing: the stories start at the top (the splash app before its banner).
    case none
    /// A reserved banner slot, still empty.
    case slot
    /// The banner, loaded.
    case banner
    /// A note in the reserved slot: the request failed.
    case offlineNote
}

/// What the story rows show.
public enum FeedRows: Hashable, Sendable {
    case skeleton
    case cached
    case fresh
    /// Nothing to show and nothing coming: a first launch that failed.
    case none

    public var stories: [Story]? {
        switch self {
        case .skeleton, .none: nil
        case .cached: Stories.cached
        case .fresh: Stories.fresh
        }
    }
}

/// The app's tabs, in the tab bar's order.
public enum FeedTab: Int, CaseIterable, Hashable, Sendable {
    /// The first tab: the feed, with its banner slot, fetched fresh.
    case today
    case search
    /// The stories people saved, kept on the phone: nothing to fetch.
    case saved

    /// "Today": its label in the tab bar and its title in the nav bar.
    public var title: String { ["Today", "Search", "Saved"][rawValue] }
}

/// The app's first screen: nav bar, a top slot, story rows, tab bar.
public struct Feed: Hashable, Sendable {
    /// "Updated 2 h ago": the line under the title for cached stories.
    static let cachedUpdated = "Updated 2 h ago"
    /// "Updated just now": the line under the title for fresh stories.
    static let freshUpdated = "Updated just now"

    /// The line under the fixed title ("Updated 2 h ago"); nil on a launch screen.
    public var updated: String?
    public var top: FeedTop
    public var rows: FeedRows
    /// Tab labels are text, so a launch screen (never localized) leaves them out.
    public var tabLabels: Bool
    /// Story rows scrolled past, restored on warm and hot launches.
    public var scroll: Int
    /// Rows the top card and the space under it take: how far a banner
    /// inserted above the stories pushes them down.
    public var topRows: Int
    /// The tab on screen: the first (Today) unless a launch restores another.
    public var tab: FeedTab = .today
    /// A report's page, which has no frames of its own: drawn as a neutral
    /// stand-in that says it is one (blocks where its content is, a late
    /// insert where it shifts), never the news app's stories under a real
    /// page's title. Its rows are where the app's would be, so that it
    /// measures as they would.
    public var standIn = false

    /// Rows the top card takes unless told otherwise: two of card, one of space.
    public static let standardTopRows = 3

    public init(
        updated: String?, top: FeedTop, rows: FeedRows, tabLabels: Bool = true, scroll: Int = 0,
        topRows: Int = Feed.standardTopRows
    ) {
        self.updated = updated
        self.top = top
        self.rows = rows
        self.tabLabels = tabLabels
        self.scroll = scroll
        self.topRows = topRows
    }
}

/// What a phone's screen shows at one moment.
public enum PhoneScreen: Hashable, Sendable {
    /// The splash: the app's logo, with a spinner under it once it fetches
    /// (the spinner's step counts 100 ms ticks since it appeared).
    case logo(spinnerStep: Int?)
    /// The app's feed screen.
    case feed(Feed)
    /// An error screen: the request failed.
    case error
    /// Android's system splash: the app icon centred in a circle on the
    /// splash colour (the Android splash-screen guide; never like the first screen).
    case systemSplash
    /// Android's system splash with an animated icon: its circle fills from
    /// the bottom up, one tenth every 100 ms (`step` of `SplashIcon.steps`),
    /// then holds: at most 1,000 ms on phones (the Android splash-screen guide).
    case animatedSystemSplash(step: Int)
    /// The animated launch: streets, a search, a route, an arrow and a door.
    case map(MapScene)
    /// Nothing under the status bar: a browser before a page's first paint.
    case blank
    /// A report's own frame of the page, as pixels (`--frames`); `content`
    /// from the moment the report says the content is there (its largest
    /// paint), which is what its cells then mean.
    case reportFrame(ReportFrame, content: Bool)
}

/// One pane's picture at one moment, as a style describes it: what is on the
/// screen, who drew it, and in which scheme.
public struct PaneState: Hashable, Sendable {
    public var screen: PhoneScreen
    public var drawer: Drawer
    public var scheme: Scheme
    /// Coming up through a native splash that fades out (Expo on iOS with
    /// `fade: true`): the screen drawn dim until the fade is over.
    public var fading = false

    public init(_ screen: PhoneScreen, drawer: Drawer, scheme: Scheme = .phone(.light)) {
        self.screen = screen
        self.drawer = drawer
        self.scheme = scheme
    }
}

extension PaneState {
    /// This pane `elapsed` after its screen appeared, its screen moved on (`PhoneScreen.advanced(by:)`).
    func advanced(by elapsed: LaunchTime) -> PaneState {
        var state = self
        state.screen = screen.advanced(by: elapsed)
        return state
    }
}

extension PhoneScreen {
    /// This screen `elapsed` after it appeared: whatever moves on it (the
    /// spinner, an animation) moved on to that moment. A still screen stays as it is.
    public func advanced(by elapsed: LaunchTime) -> PhoneScreen {
        switch self {
        case .logo(let step?): .logo(spinnerStep: step + Spinner.steps(in: elapsed))
        case .map(let scene): .map(scene.advanced(by: elapsed))
        case .animatedSystemSplash(let step): .animatedSystemSplash(step: min(SplashIcon.steps, step + Spinner.steps(in: elapsed)))
        case .logo(nil), .feed, .error, .systemSplash, .blank, .reportFrame: self
        }
    }

    /// The first moment after `elapsed` (counted, as there, from when the
    /// screen appeared) at which it looks different; nil for a still screen.
    public func nextChange(after elapsed: LaunchTime) -> LaunchTime? {
        switch self {
        case .logo(.some): Spinner.nextStep(after: elapsed)
        case .map(let scene): scene.nextChange(after: elapsed)
        case .animatedSystemSplash(let step):
            step + Spinner.steps(in: elapsed) < SplashIcon.steps ? Spinner.nextStep(after: elapsed) : nil
        case .logo(nil), .feed, .error, .systemSplash, .blank, .reportFrame: nil
        }
    }
}

/// The name `PaneState` had before "frame" was kept for a rendered frame.
@available(*, deprecated, renamed: "PaneState")
public typealias PaneFrame = PaneState

extension PaneState {
    /// The picture at once after a tap on the screen's live control, or nil
    /// when nothing on it answers one. Only what the app draws itself can
    /// answer ("the frame can have placeholders, but it has to respond to
    /// touch"): its feed's tab bar (the tap opens Saved, or Today from
    /// Saved), and its error screen's Try again (it asks again, its spinner
    /// under the logo). A system's picture, a logo and an animation's map
    /// have no control to tap: a style may still take notice of the tap
    /// (`LaunchStyle.tapped`), as the animated launch does.
    public var answeringTap: PaneState? {
        guard drawer == .app else { return nil }
        var answer = self
        switch screen {
        case .feed(var feed):
            feed.tab = feed.tab == .saved ? .today : .saved
            answer.screen = .feed(feed)
        case .error:
            answer.screen = .logo(spinnerStep: 0)
        // A report's own frame is a picture of someone else's page: nothing says how it answers.
        case .logo, .systemSplash, .animatedSystemSplash, .map, .blank, .reportFrame:
            return nil
        }
        return answer
    }
}
