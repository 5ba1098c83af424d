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
    /// Where a talk is: "beat 3/9" at the caption row's right end; nil outside a talk.
    public var beat: BeatCount?
    /// Columns at the right end of the status line kept clear for what the
    /// driver writes there itself (the demo's key hints): the scenario text
    /// gives way first.
    public var reserved: Int

    public init(
        mode: Mode = .still, speed: Double = 1, hint: String = "", caption: String = "", beat: BeatCount? = nil,
        reserved: Int = 0
    ) {
        self.mode = mode
        self.speed = speed
        self.hint = hint
        self.caption = caption
        self.beat = beat
        self.reserved = reserved
    }

    /// "1", "0.5", "0.25": the speed as set (to the thousandth, which is
    /// finer than any step a person would set).
    public var speedText: String { FixedDecimal.text(speed) }
}

/// Which beat of a talk is on screen, and how many there are.
public struct BeatCount: Hashable, Sendable {
    public var number: Int
    public var count: Int

    public init(_ number: Int, of count: Int) {
        self.number = number
        self.count = count
    }

    /// "beat 3/9".
    public var text: String { "beat \(number)/\(count)" }
}
