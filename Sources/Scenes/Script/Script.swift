/// A talk: a short script of beats and captions that a presenter steps
/// through live (`launch-tui play`) or records (`launch-tui record`).
/// Modelled on VHS tapes: settings first, then actions, one a line.
public struct Script: Sendable {
    /// What the talk is shown on, set before the first action.
    public var settings = ScriptSettings()
    /// The actions in order, each with where it was written.
    public var actions: [Located<ScriptAction>] = []

    public init(settings: ScriptSettings = ScriptSettings(), actions: [Located<ScriptAction>] = []) {
        self.settings = settings
        self.actions = actions
    }
}

/// `Set Size`, `Set Fps`, `Set Theme`.
public struct ScriptSettings: Hashable, Sendable {
    /// The terminal the talk is laid out for.
    public var size = Size.standard
    /// Frames a second in a recording.
    public var fps = 30
    /// The background `Set Theme` names; nil when the talk does not say
    /// (presenting, the terminal is then asked).
    public var declaredTheme: TerminalTheme?
    /// The background of the terminal the talk is shown on: as set, else
    /// dark (a recording must name one).
    public var theme: TerminalTheme {
        get { declaredTheme ?? .dark }
        set { declaredTheme = newValue }
    }

    public init() {}

    /// The least size a talk may set (the largest is `Size.largest`): below
    /// it the stage shows only a message naming the size it needs.
    public static let leastSize = StageLayout.minimumSize
    /// Fps from 1 to 60: more than a terminal recording player shows.
    public static let fpsRange = 1...60
    /// "1 to 60", as help and messages say the range.
    public static var fpsText: String { "\(fpsRange.lowerBound) to \(fpsRange.upperBound)" }
}

/// One line's action.
public enum ScriptAction: Hashable, Sendable {
    /// Sets the scenario's knobs named on the line (the others keep their
    /// values) and starts a new launch from 0.
    case scenario([ScenarioAssignment])
    /// The caption row's text until the next caption; "" clears it.
    case caption(String)
    /// Advances the shared clock by this long.
    case play(LaunchTime)
    /// Advances the shared clock to this time after the tap.
    case playTo(LaunchTime)
    /// The playback speed from here on, 0.1 to 4.
    case speed(Double)
    /// Presenter mode waits for a key; a recording holds this long (2 s by
    /// default) with a marker.
    case pause(LaunchTime?)
    /// A chapter marker in a recording.
    case mark(String)
    /// Speaker notes for the beat it is written in: `launch-tui notes`
    /// shows them beside the talk; never the stage or a recording.
    case note(String)
    /// The same scenario launched again from 0.
    case restart
}

/// What of a report a talk's pane draws, named beside its path on the
/// same `Scenario` line: `left-benchmark="…"` (a Macrobenchmark report of
/// several), `right-step=2` (a Lighthouse user flow's step), `left-run=3`
/// and `left-repeat-view=on` (a WebPageTest result's run and view),
/// `left-tap-at=1.2` (a screen recording's tap, this far into it).
public struct ReportPart: Hashable, Sendable {
    public var benchmark: String?
    public var step: String?
    /// A WebPageTest run's number, as written (the reader checks it).
    public var run: String?
    /// A WebPageTest result's repeat view.
    public var repeatView = false
    /// A screen recording's tap, this far into it (its first frame, or the
    /// tap it shows, without).
    public var tapAt: LaunchTime?
    /// `frames=on`: the report's pane drawn from its own frames.
    public var frames = false

    public init(benchmark: String? = nil, step: String? = nil, frames: Bool = false) {
        self.benchmark = benchmark
        self.step = step
        self.frames = frames
    }

    /// `choice` with `frames` as given.
    public init(_ choice: ReportPart, frames: Bool) {
        self = choice
        self.frames = frames
    }

    /// Whether a benchmark or a step is chosen: what only a report has.
    public var choosesPart: Bool { benchmark != nil || step != nil || run != nil || repeatView || tapAt != nil }

    /// The keys a Scenario line names them by: `left-benchmark`,
    /// `left-step`, `left-run`, `left-repeat-view`, `left-tap-at`, and the
    /// same for `right`.
    public static let keys = ["left", "right"].flatMap {
        ["\($0)-benchmark", "\($0)-step", "\($0)-run", "\($0)-repeat-view", "\($0)-tap-at"]
    }

    /// Sets the choice `key` names (one of `keys`) to `value`; the line
    /// that says why it cannot be, if it cannot.
    public mutating func set(_ key: String, _ value: String) -> String? {
        if key.hasSuffix("-tap-at") {
            do throws(ValueError) { tapAt = try StyleSetting.time.parse(value) } catch { return error.message(for: key) }
        } else if key.hasSuffix("-step") {
            step = value
        } else if key.hasSuffix("-run") {
            run = value
        } else if key.hasSuffix("-repeat-view") {
            guard value == "on" || value == "off" else { return "\(key) takes on or off, not '\(value.quotable)'" }
            repeatView = value == "on"
        } else {
            benchmark = value
        }
        return nil
    }
}

/// Why a style a talk names by path cannot be shown: one line.
public struct StyleLookupFailure: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
