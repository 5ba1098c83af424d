/// One launch described as data: what a launch file says (or a report gives),
/// phase by phase on the clock, drawn with the same parts as the built-in
/// styles. Plain values; `timetable(in:)` turns it into frames.
public struct LaunchDescription: Hashable, Sendable {
    /// The heading over the phone.
    public var title: String
    /// Which system draws the first picture; the verdicts use it too.
    public var platform: LaunchPlatform
    /// Cold, warm or hot; Android vitals' threshold depends on it.
    public var launch: LaunchKind
    /// Where the figures came from ("Macrobenchmark, median of 10 runs, Pixel 7").
    public var source: String?
    /// The conditions a report measured under (`MeasuredLaunch.conditions`);
    /// nil for a launch file, and for a report that records none.
    public var conditions: String?
    /// The system's picture until the app's first frame; nil when the app
    /// draws from the tap (a hot launch).
    public var system: SystemScreen?
    /// The app's phases, in time order.
    public var steps: [LaunchStep]
    /// When the file says the launch is fully drawn: nothing but animation
    /// changes after it. The parser checks it against the steps.
    public var fullyDrawn: LaunchTime?
    /// The report's own figures, for a launch read from one (a launch
    /// file keeps them on its `Report` line, but for the shifts).
    public var report: ReportFigures?
    /// A phone, or a desktop page's browser window.
    public var device: Device
    /// The report's own frames of the load, in time order (`--frames`):
    /// when there are any, the pane shows them, the latest at or before
    /// each moment, instead of the app's screens.
    public var frames: [ReportFrame] = []
    /// The screen recording whose frames the pane shows (a launch file's
    /// `Recording` line, as `import` writes it): they are read from it when
    /// the file is loaded, never copied into the file.
    public var recording: RecordingReference?

    public init(
        title: String, platform: LaunchPlatform, launch: LaunchKind, source: String? = nil,
        system: SystemScreen?, steps: [LaunchStep], fullyDrawn: LaunchTime? = nil, report: ReportFigures? = nil,
        device: Device = .phone, recording: RecordingReference? = nil
    ) {
        self.recording = recording
        self.device = device
        self.title = title
        self.platform = platform
        self.launch = launch
        self.source = source
        self.system = system
        self.steps = steps
        self.fullyDrawn = fullyDrawn
        self.report = report
    }

    /// The app's first frame: when the system's picture goes.
    public var firstFrame: LaunchTime { system?.until ?? .zero }

    /// The last moment the picture changes (a phase starts or the system's picture goes).
    public var lastChange: LaunchTime { max(firstFrame, steps.map(\.at).max() ?? .zero) }

    /// Whether its feed is drawn as a report's stand-in page (blocks, no
    /// app's words): a report's launch, which is someone's page or app,
    /// never the news app. A launch file of one's own is drawn as the app.
    var standIn: Bool { report != nil }

    /// Whether a banner fills a slot kept for it: then every feed shows the slot until it does.
    var reservesSlot: Bool { steps.contains { $0.phase == .banner(.slot) } }
}

/// A screen recording a launch file names (`Recording "PATH" tap-at TIME`):
/// the path as written (read from the launch file's folder), and the tap,
/// when given (without: the tap it shows on screen, else its first frame).
public struct RecordingReference: Hashable, Sendable {
    public var path: String
    public var tapAt: LaunchTime?

    public init(path: String, tapAt: LaunchTime? = nil) {
        self.path = path
        self.tapAt = tapAt
    }
}

/// What the system shows from the tap until the app's first frame.
public struct SystemScreen: Hashable, Sendable {
    /// On iOS, what the launch screen shows; Android always shows its system
    /// splash (the app's icon in a circle), Expo its native splash image, a
    /// browser a blank page.
    public var picture: LaunchPicture
    /// The app's first frame.
    public var until: LaunchTime

    public init(_ picture: LaunchPicture, until: LaunchTime) {
        self.picture = picture
        self.until = until
    }
}

/// An iOS launch screen: the app's first screen emptied (Apple's
/// launch-screen guidance), or its logo (what that guidance advises against).
public enum LaunchPicture: String, CaseIterable, Hashable, Sendable {
    case firstScreen = "first-screen"
    case logo
}

/// From `at` on, the app shows `phase`.
public struct LaunchStep: Hashable, Sendable {
    public var at: LaunchTime
    public var phase: LaunchPhase

    public init(at: LaunchTime, _ phase: LaunchPhase) {
        self.at = at
        self.phase = phase
    }
}

/// What an app shows during one stretch of its launch.
public enum LaunchPhase: Hashable, Sendable {
    /// A logo or branded splash.
    case logo
    /// A spinner under the logo.
    case spinner
    /// The first screen's shape with skeleton rows where stories go.
    case skeleton
    /// The stories saved last time ("Updated 2 h ago").
    case saved
    /// Fresh stories ("Updated just now"), put in place of what showed.
    case fresh
    /// An error screen.
    case error
    /// A late insert above the stories.
    case banner(BannerPlacement)

    /// The words a launch file names it by, for suggestions and help.
    public static let words = ["logo", "spinner", "skeleton", "saved", "fresh", "error", "banner"]
}

/// Where a late banner goes.
public enum BannerPlacement: Hashable, Sendable {
    /// Into a slot kept for it from the first frame: nothing moves.
    case slot
    /// Above the stories, pushing them down this many rows.
    case pushes(rows: Int)

    /// The most rows a banner may push the stories down.
    public static let mostRows = 20
}

extension LaunchDescription {
    /// The pane's frames in `scenario` (its appearance only: the platform and
    /// launch kind are the description's own), with the same screens and
    /// lane phases as the built-in styles draw.
    public func timetable(in conditions: LaunchConditions) -> Timetable {
        let scheme = conditions.appScheme
        let top: FeedTop = reservesSlot ? .slot : .none
        var builder: TimetableBuilder?
        var showedFeed = false
        for step in steps {
            var phase: Phase?
            let change: (inout PaneState) -> Void
            switch step.phase {
            case .logo:
                // After Android's own splash, an app's logo screen is a second one.
                phase = platform.hasSystemSplash ? .secondSplash : .logo
                change = { $0.screen = .logo(spinnerStep: nil) }
            case .spinner:
                phase = .spinner
                change = { $0.screen = .logo(spinnerStep: 0) }
            case .skeleton:
                phase = .skeleton
                change = {
                    $0.updateFeed(from: Feed(updated: nil, top: top, rows: .skeleton)) {
                        $0.updated = "Updating..."
                        $0.rows = .skeleton
                    }
                }
            case .saved:
                phase = .cached
                change = {
                    $0.updateFeed(from: Feed(updated: nil, top: top, rows: .cached)) {
                        $0.updated = Feed.cachedUpdated
                        $0.rows = .cached
                    }
                }
            case .fresh:
                // Put in place of a feed already on screen; else the first stories.
                phase = showedFeed ? .fresh : .stories
                change = {
                    $0.updateFeed(from: Feed(updated: nil, top: top, rows: .fresh)) {
                        $0.updated = Feed.freshUpdated
                        $0.rows = .fresh
                    }
                }
            case .error:
                phase = .error
                change = { $0.screen = .error }
            case .banner(let placement):
                change = {
                    $0.updateFeed(from: Feed(updated: nil, top: top, rows: .fresh)) {
                        $0.top = .banner
                        if case .pushes(let rows) = placement { $0.topRows = rows }
                    }
                }
            }
            if case .banner = step.phase {} else { showedFeed = [.skeleton, .saved, .fresh].contains(step.phase) }
            if builder == nil {
                var frame = PaneState(.logo(spinnerStep: nil), drawer: .app, scheme: scheme)
                change(&frame)
                frame.screen = frame.screen.standingIn(standIn)
                builder = TimetableBuilder(frame, phase: phase ?? .stories)
            } else {
                builder?.at(step.at, phase: phase) { [standIn] in
                    change(&$0)
                    $0.screen = $0.screen.standingIn(standIn)
                }
            }
        }
        let app =
            builder?.build()
            ?? Timetable(steps: [Timetable.Step(at: .zero, state: PaneState(.error, drawer: .app, scheme: scheme), phase: .error)])
        guard let system else { return framed(app) }
        let still = Timetable(steps: [
            Timetable.Step(
                at: .zero, state: systemState(system, scheme: scheme, top: top),
                phase: systemPhase(system))
        ])
        return framed(still.handingOver(to: app, at: system.until))
    }

    /// `drawn` with the report's own frames on its screen, when it has
    /// any: at each moment the latest frame at or before it (before the
    /// first, what `drawn` shows), who drew it and the lanes' phases as
    /// `drawn` says, its content from where `drawn` shows stories.
    private func framed(_ drawn: Timetable) -> Timetable {
        guard !frames.isEmpty else { return drawn }
        let times = Set(drawn.steps.map(\.at) + frames.map(\.time).filter { $0 >= .zero }).sorted()
        var steps: [Timetable.Step] = []
        for time in times {
            let step = drawn.step(at: time)
            var state = drawn.state(at: time)
            if let frame = frames.frame(at: time) {
                var content = false
                if case .feed(let feed) = state.screen { content = feed.rows.stories != nil }
                state.screen = .reportFrame(frame, content: content)
            }
            let next = Timetable.Step(at: time, state: state, phase: step.phase)
            if let last = steps.last, last.state == next.state, last.phase == next.phase { continue }
            steps.append(next)
        }
        return Timetable(steps: steps)
    }

    private func systemState(_ system: SystemScreen, scheme: Scheme, top: FeedTop) -> PaneState {
        if let first = platform.systemFirstScreen { return PaneState(first.screen, drawer: .system, scheme: scheme) }
        switch platform {
        case .ios:
            switch system.picture {
            case .logo: return PaneState(.logo(spinnerStep: nil), drawer: .system, scheme: scheme)
            case .firstScreen:
                let screen = PhoneScreen.feed(Feed(updated: nil, top: top, rows: .skeleton, tabLabels: false))
                return PaneState(screen.standingIn(standIn), drawer: .system, scheme: scheme)
            }
        case .expo, .android, .web: return PaneState(.logo(spinnerStep: nil), drawer: .system, scheme: scheme)
        }
    }

    private func systemPhase(_ system: SystemScreen) -> Phase {
        if let first = platform.systemFirstScreen { return first.phase }
        // Drawn from its own frames (a screen recording's), the launch
        // screen is whatever the system showed, not a skeleton of the app's:
        // the lane names it, apart from the app's first phase.
        if platform == .ios, !frames.isEmpty { return .launchScreen }
        return platform == .ios ? (system.picture == .logo ? .logo : .skeleton) : .nativeSplash
    }
}

extension PhoneScreen {
    /// This screen, its feed a report's stand-in page when `standIn`.
    func standingIn(_ standIn: Bool) -> PhoneScreen {
        guard standIn, case .feed(var feed) = self else { return self }
        feed.standIn = true
        return .feed(feed)
    }
}
