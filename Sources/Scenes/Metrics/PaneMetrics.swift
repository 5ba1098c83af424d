/// A frame in which content already on screen moved, and its score.
public struct LayoutShift: Hashable, Sendable {
    public var at: LaunchTime
    public var score: Double
}

/// How a pane answers a tap, as probed from its rendered frames.
public struct TouchResponse: Hashable, Sendable {
    /// The first moment at which a tap on the pane is answered on screen;
    /// nil when none is within the measured window.
    public var responds: LaunchTime?

    public init(responds: LaunchTime?) { self.responds = responds }
}

/// What the observer measured in one pane.
public struct PaneMetrics: Hashable, Sendable {
    /// The app's own first frame, after any system launch screen or splash.
    public var firstFrame: LaunchTime?
    /// The first frame with story text on it.
    public var content: LaunchTime?
    /// After this, nothing in the pane changes but pure animation.
    public var fullyDrawn: LaunchTime?
    /// Every frame in which content moved.
    public var shifts: [LayoutShift]
    /// How complete the pane looked from the tap to fully drawn.
    public var progress = VisualProgress()
    /// When the pane first answers a tap, probed a tap at every frame step;
    /// nil where it was not probed (a launch measured elsewhere, whose
    /// answers to a tap no report or launch file says).
    public var touch: TouchResponse?

    /// The Speed Index in milliseconds; nil when never fully drawn.
    public var speedIndex: Int? { progress.speedIndex }

    public init(firstFrame: LaunchTime? = nil, content: LaunchTime? = nil, fullyDrawn: LaunchTime? = nil, shifts: [LayoutShift] = []) {
        self.firstFrame = firstFrame
        self.content = content
        self.fullyDrawn = fullyDrawn
        self.shifts = shifts
    }

    /// The layout shift score: the sum over every frame that moved content.
    public var layoutShift: Double { layoutShift(upTo: nil) }

    /// A score to three decimals: "0.153".
    public static func scoreText(_ value: Double) -> String { FixedDecimal.text(value, places: 3, trimmed: false) }

    /// The score summed over the shifts up to and including `time`.
    public func layoutShift(upTo time: LaunchTime?) -> Double {
        shifts.filter { time == nil || $0.at <= time! }.reduce(0) { $0 + $1.score }
    }
}
