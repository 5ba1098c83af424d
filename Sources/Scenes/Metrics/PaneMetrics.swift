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

    /// The layout shift score, as web.dev's CLS counts it: the largest
    /// session window's sum (`SessionWindows`) over the frames that moved
    /// content; with one shift, its score.
    public var layoutShift: Double { layoutShift(upTo: nil) }

    /// A score to three decimals: "0.153".
    public static func scoreText(_ value: Double) -> String { FixedDecimal.text(value, places: 3, trimmed: false) }

    /// The score over the shifts up to and including `time`.
    public func layoutShift(upTo time: LaunchTime?) -> Double {
        let seen = shifts.filter { shift in time.map { shift.at <= $0 } ?? true }
        return SessionWindows.largest(times: seen.map { Double($0.at.milliseconds) }, scores: seen.map(\.score)).score
    }
}

/// web.dev's Cumulative Layout Shift: shifts less than 1 s apart fall in
/// one session window, which lasts at most 5 s; the score is the largest
/// window's sum. The same for a pane's measured shifts and a trace's.
public enum SessionWindows {
    /// A gap this long or longer starts a new window.
    public static let gap = 1000.0
    /// A window spans at most this long, first shift to last, in ms.
    public static let length = 5000.0

    /// For each shift (times in ms, in order), the number of its window from 0.
    public static func windows(_ times: [Double]) -> [Int] {
        var result: [Int] = []
        var window = -1
        var first = 0.0, last = 0.0
        for time in times {
            if window < 0 || time - last >= gap || time - first > length {
                window += 1
                first = time
            }
            last = time
            result.append(window)
        }
        return result
    }

    /// The largest window's sum, and the index of its first shift (nil
    /// when there is no shift of any score).
    public static func largest(times: [Double], scores: [Double]) -> (score: Double, first: Int?) {
        var sums: [Double] = [], firsts: [Int] = []
        for (index, window) in windows(times).enumerated() {
            if window == sums.count {
                sums.append(0)
                firsts.append(index)
            }
            sums[window] += scores[index]
        }
        var best: (score: Double, first: Int?) = (0, nil)
        for (sum, first) in zip(sums, firsts) where sum > best.score { best = (sum, first) }
        return best
    }
}
