/// What a measured launch brings besides its frames: the kind of launch it
/// was (the verdicts use it), where it ran, and where its figures came from.
public struct MeasuredLaunch: Hashable, Sendable {
    public var launch: LaunchKind
    public var platform: Platform
    /// "Macrobenchmark, median of 10 runs, Pixel 7"; nil when the file does not say.
    public var source: String?
    /// The conditions the report measured under, as it records them: a
    /// Lighthouse run's form factor, screen and throttling, a WebPageTest
    /// test's location and connectivity, a Macrobenchmark run's device and
    /// compilation mode. The status line says them for its pane, where the
    /// scenario's knobs (network, cache, appearance) mean nothing. Nil
    /// where the report records none (a DevTools trace).
    public var conditions: String?
    /// Whether `launch` was only assumed, because the report does not say
    /// which kind of launch it measured (MetricKit, Lighthouse, a
    /// Macrobenchmark run without `startupMode`): then the pane is held to
    /// the scenario's kind, as the built-ins are (`--launch`, the `l` key).
    public var launchIsAssumed: Bool
    /// Whether `platform` was only assumed, because the file does not say
    /// (a screen recording): then the pane is said to run on the
    /// scenario's platform (`--platform`, `platform=`, the `p` key).
    public var platformIsAssumed = false
    /// The report's own figures, for a launch read from one.
    public var report: ReportFigures?
    /// What it is drawn in: a phone, or a desktop page's browser window.
    public var device: Device
    /// Whether the pane shows the report's own frames (`--frames`): then it
    /// is the load they show, and the figures beside its numbers are what
    /// that load observed (`shownFigures`).
    public var fromFrames = false

    /// The report's figures the numbers under the pane are set beside: its
    /// own, or with `fromFrames` the observed load's.
    public var shownFigures: ReportFigures? { fromFrames ? report?.observedLoad : report }

    public init(
        launch: LaunchKind, platform: Platform, source: String?, launchIsAssumed: Bool = false,
        report: ReportFigures? = nil, device: Device = .phone
    ) {
        self.device = device
        self.launch = launch
        self.platform = platform
        self.source = source
        self.launchIsAssumed = launchIsAssumed
        self.report = report
    }
}

/// The name the readers of reports and launch files once had for
/// `Platform`, when the web was not one of the scenario's: one type now.
public typealias LaunchPlatform = Platform

/// A report's own figures for the launch it measured, as the report gives
/// them (milliseconds, or a score), carried beside the pane drawn from it:
/// `metrics --json` gives them as its `"report"`, and the numbers under the
/// phone show one beside the measured number where the two differ. Plain
/// values; the report readers fill them in.
public struct ReportFigures: Hashable, Sendable {
    /// The largest figure kept, in its unit (a billion ms is over eleven
    /// days): past it a number is no figure of a page load or a launch,
    /// and the readers and a launch file's `Report` line refuse it, so
    /// that every figure kept is a whole number of ms when rounded.
    public static let largest = 1e9

    /// The first frame (a web page's first contentful paint), ms.
    public var firstFrame: Double?
    /// The content (a web page's largest, or first meaningful, paint), ms.
    public var content: Double?
    /// The layout shift score (Lighthouse's CLS).
    public var layoutShift: Double?
    /// Why the report has no layout shift to judge, where it could not
    /// have one ("no CLS audit before Lighthouse 6"): the pane then gives
    /// no layout-shift verdict, and says this instead.
    public var layoutShiftMissing: String?
    /// Speed Index, ms.
    public var speedIndex: Double?
    /// Total blocking time, ms.
    public var totalBlockingTime: Double?
    /// Time to interactive, ms.
    public var interactive: Double?
    /// Lighthouse's performance score, 0 to 1 as the report writes it.
    public var performanceScore: Double?
    /// Whether the figures are simulated (Lighthouse's Lantern, from an
    /// unthrottled load: `throttlingMethod` `simulate`).
    public var simulated: Bool
    /// What the unthrottled load itself measured, when simulated.
    public var observed: Observed?
    /// The shifts that make up `layoutShift`, each where the pane draws it
    /// (a trace's at their times; a report's that gives no times after the
    /// content): the pane draws them as that many late inserts, fitted to
    /// the rows of the size it is drawn at. Empty without a layout shift.
    public var shifts: [ReportShift]

    public init(
        firstFrame: Double? = nil, content: Double? = nil, layoutShift: Double? = nil, speedIndex: Double? = nil,
        totalBlockingTime: Double? = nil, interactive: Double? = nil, performanceScore: Double? = nil,
        simulated: Bool = false, observed: Observed? = nil, shifts: [ReportShift] = []
    ) {
        self.shifts = shifts
        self.firstFrame = firstFrame
        self.content = content
        self.layoutShift = layoutShift
        self.speedIndex = speedIndex
        self.totalBlockingTime = totalBlockingTime
        self.interactive = interactive
        self.performanceScore = performanceScore
        self.simulated = simulated
        self.observed = observed
    }

    /// The figures of the load itself: a simulated report's observed ones
    /// where it has them (the rest it does not observe), else its own.
    public var observedLoad: ReportFigures {
        guard simulated, let observed else { return self }
        return ReportFigures(
            firstFrame: observed.firstFrame, content: observed.content, layoutShift: observed.layoutShift,
            speedIndex: observed.speedIndex)
    }

    /// The figures a throttled report simulates, as the load observed them.
    public struct Observed: Hashable, Sendable {
        public var firstFrame: Double?
        public var content: Double?
        public var layoutShift: Double?
        public var speedIndex: Double?

        public init(firstFrame: Double? = nil, content: Double? = nil, layoutShift: Double? = nil, speedIndex: Double? = nil) {
            self.firstFrame = firstFrame
            self.content = content
            self.layoutShift = layoutShift
            self.speedIndex = speedIndex
        }
    }
}

/// One layout shift of a report: when the pane draws it, and its score.
public struct ReportShift: Hashable, Sendable {
    public var at: LaunchTime
    public var score: Double

    public init(at: LaunchTime, score: Double) {
        self.at = at
        self.score = score
    }
}

/// Which thresholds a pane is held to (`Standard`, the verdicts): an app's
/// launch to Apple's goal and Android vitals' limit for its launch kind; a
/// web page (a Lighthouse report's pane) to web.dev's first contentful
/// paint instead, which knows no launch kind. Both to web.dev's LCP and
/// CLS for content and layout shift.
public enum Thresholds: Hashable, Sendable {
    case app(LaunchKind)
    case web

    /// The launch kind, for an app.
    public var launch: LaunchKind? {
        if case .app(let launch) = self { return launch }
        return nil
    }

    /// What the first row measures: an app's first frame, a page's first paint.
    public var firstLabel: String { self == .web ? "first paint" : "first frame" }

    /// As `metrics --json` names them: "app", "web".
    public var key: String { self == .web ? "web" : "app" }
}

/// What a pane is drawn in: a phone, or, for a page a desktop browser
/// loaded (a Lighthouse report's `formFactor` `desktop`), a browser window:
/// wider and shorter, an address bar where the phone has its status bar.
public enum Device: String, CaseIterable, Hashable, Sendable {
    case phone, browser
}
