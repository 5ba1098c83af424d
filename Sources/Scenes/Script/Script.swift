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
    public var size = Size(width: 100, height: 30)
    /// Frames a second in a recording.
    public var fps = 30
    /// The background of the terminal the talk is shown on.
    public var theme = TerminalTheme.dark

    public init() {}

    /// The least size a talk may set (the largest is `Size.largest`): below
    /// it the stage shows only a message naming the size it needs.
    public static let leastSize = StageLayout.minimumSize
    /// Fps from 1 to 60: more than a terminal recording player shows.
    public static let fpsRange = 1...60
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

/// A value and where in the script it was written (1-based line and column).
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

/// `network=slow`: one knob of a `Scenario` line, read by the shared table
/// of scenario settings (`ScenarioSetting.assignment`). Equal when the key
/// and the value's text are.
public struct ScenarioAssignment: Hashable, Sendable {
    public var key: String
    public var value: String
    /// The change the value makes, as it was read (a style looked up then).
    let set: @Sendable (inout Scenario) -> Void

    init(key: String, value: String, set: @escaping @Sendable (inout Scenario) -> Void) {
        self.key = key
        self.value = value
        self.set = set
    }

    /// `key=value` as the table reads it, a style among the built-ins; a
    /// value the table does not take changes nothing.
    public init(key: String, value: String) {
        self = (try? ScenarioSettings.named(key)?.assignment(value)) ?? ScenarioAssignment(key: key, value: value) { _ in }
    }

    /// `scenario` with this knob set.
    public func applied(to scenario: Scenario) -> Scenario {
        var result = scenario
        set(&result)
        return result
    }

    public static func == (lhs: ScenarioAssignment, rhs: ScenarioAssignment) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}

/// Why a style a talk names by path cannot be shown: one line.
public struct StyleLookupFailure: Error, Hashable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
