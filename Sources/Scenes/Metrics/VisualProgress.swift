/// How complete a pane looks over time, and its Speed Index: WebPageTest's
/// visual progress and "area above the curve", counted in cells instead of
/// pixels.
///
/// Two cells look the same when they hold the same character and, unless
/// both are blank, the same role (a blank cell's role only says whose
/// background it is). With F the pane's frame at fully drawn, N its cells and
/// C(t) the cells at t that look like F's, completeness is
/// VC(t) = (C(t) − C(0)) / (N − C(0)), clamped to [0, 1], and 1 when C(0) = N.
/// The Speed Index sums (1 − VC(t)) × 10 ms over the 10 ms frames from the
/// tap to fully drawn; a pane never fully drawn has none.
public struct VisualProgress: Hashable, Sendable {
    /// Completeness from a frame on, until the next point.
    public struct Point: Hashable, Sendable {
        public var time: LaunchTime
        /// 0 to 1.
        public var completeness: Double
    }

    /// One point per frame that changed, from the tap to fully drawn (where
    /// completeness is 1); empty when the pane is never fully drawn.
    public var points: [Point]
    /// The area above the curve in milliseconds, to the nearest one.
    public var speedIndex: Int?

    public init(points: [Point] = [], speedIndex: Int? = nil) {
        self.points = points
        self.speedIndex = speedIndex
    }

    /// The progress of a pane seen as `frames`, each shown from its time
    /// until the next one's, in time order; fully drawn at `fullyDrawn`.
    public init(frames: [(time: LaunchTime, frame: ScreenBuffer)], fullyDrawn: LaunchTime?) {
        guard let fullyDrawn, let start = frames.first,
            let final = frames.last(where: { $0.time <= fullyDrawn })?.frame
        else {
            self.init()
            return
        }
        let cells = final.cells.count
        let startMatching = Self.matching(start.frame, final)
        var points: [Point] = []
        var area = 0.0
        for (index, shown) in frames.enumerated() where shown.time < fullyDrawn {
            let completeness = Self.completeness(Self.matching(shown.frame, final), start: startMatching, cells: cells)
            let until = index + 1 < frames.count ? min(frames[index + 1].time, fullyDrawn) : fullyDrawn
            area += (1 - completeness) * Double((until - shown.time).milliseconds)
            points.append(Point(time: shown.time, completeness: completeness))
        }
        points.append(Point(time: fullyDrawn, completeness: 1))
        self.init(points: points, speedIndex: Int((area + 0.5).rounded(.down)))
    }

    /// Completeness at `time`: that of the latest point at or before it
    /// (0 before the first, 1 after fully drawn); nil when never fully drawn.
    public func completeness(at time: LaunchTime) -> Double? {
        guard let last = points.last else { return nil }
        if time >= last.time { return 1 }
        return points.last(where: { $0.time <= time })?.completeness ?? 0
    }

    static func completeness(_ matching: Int, start: Int, cells: Int) -> Double {
        guard start < cells else { return 1 }
        return min(1, max(0, Double(matching - start) / Double(cells - start)))
    }

    /// The cells of `frame` that look like `final`'s.
    static func matching(_ frame: ScreenBuffer, _ final: ScreenBuffer) -> Int {
        guard frame.size == final.size else { return 0 }
        var count = 0
        // Each cell read in place: a cell taken out of the array is copied first.
        frame.cells.withUnsafeBufferPointer { a in
            final.cells.withUnsafeBufferPointer { b in
                for index in a.indices
                where a[index].grapheme == b[index].grapheme
                    && (a[index].grapheme == .space || a[index].style.role == b[index].style.role)
                {
                    count += 1
                }
            }
        }
        return count
    }

    /// Same character and, unless both are blank, the same role.
    static func looksTheSame(_ a: Cell, _ b: Cell) -> Bool {
        guard a.grapheme == b.grapheme else { return false }
        return a.grapheme == .space || a.style.role == b.style.role
    }
}
