/// What the stage's bottom lines say besides the time: set by whoever drives
/// the clock (the interactive front, presenter mode, a snapshot).
public struct StageStatus: Hashable, Sendable {
    public enum Mode: Hashable, Sendable {
        /// A still picture (snapshot, tests).
        case still
        case playing
        case paused
        /// Both panes have settled and the clock stopped.
        case ended
    }

    public var mode: Mode
    /// Playback speed, shown as "×0.5".
    public var speed: Double
    /// Keys or other hints, right-aligned on the status line.
    public var hint: String
    /// The caption line's text (a talk's caption); control characters never reach the buffer.
    public var caption: String

    public init(mode: Mode = .still, speed: Double = 1, hint: String = "", caption: String = "") {
        self.mode = mode
        self.speed = speed
        self.hint = hint
        self.caption = caption
    }

    /// "1", "0.5", "2.5": the speed to a tenth.
    public var speedText: String {
        let tenths = Int(speed * 10 + 0.5)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
