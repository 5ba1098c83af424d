extension VisualProgress {
    /// The progress of a load seen as the report's own frames (Lighthouse's
    /// thumbnails, a trace's screenshots), each shown from its time until the
    /// next one's, in time order, as WebPageTest and speedline compute it:
    /// each frame's colour histogram against the first frame's and the last
    /// one's. For every channel and value, a frame has come as far as its
    /// count has moved from the first frame's, up to as far as the last
    /// frame's has: completeness is the sum of those over the sum of the last
    /// frame's moves (1 when the first and last frames are alike). The Speed
    /// Index is the area above that curve, from the first frame's time (the
    /// start of the load) to the last one's, where the page is complete.
    /// `rule` says whose histograms: speedline's (Lighthouse's) by default.
    public init(pictures frames: [(time: LaunchTime, picture: Picture)], rule: HistogramRule = .speedline) {
        guard let first = frames.first, let last = frames.last else {
            self.init()
            return
        }
        let start = Histogram(first.picture, rule: rule), final = Histogram(last.picture, rule: rule)
        var points: [Point] = []
        var area = 0.0
        for (index, shown) in frames.enumerated() where index < frames.count - 1 {
            // In whole percent, as speedline rounds it (down).
            let completeness =
                (Histogram(shown.picture, rule: rule).progress(from: start, to: final, slop: rule.slop) * 100 + 1e-9).rounded(.down) / 100
            let until = frames[index + 1].time
            area += (1 - completeness) * Double((until - shown.time).milliseconds)
            points.append(Point(time: shown.time, completeness: completeness))
        }
        points.append(Point(time: last.time, completeness: 1))
        self.init(points: points, speedIndex: Int((area + 0.5).rounded(.down)))
    }
}

/// Whose colour histograms measure a frame's progress. The two differ in
/// what is white and in how near a colour must be to count:
/// - speedline's (Lighthouse's Speed Index): white is 249 or more in every
///   channel, and a value matches only itself;
/// - WebPageTest's (visualmetrics): white is 250 or more in every channel,
///   and a frame's count at one value matches the final frame's at values
///   up to `slop` (5) away, "for slight colour variations": a video codec's
///   colours, which shift a flat colour by a few levels, still match.
public struct HistogramRule: Hashable, Sendable {
    /// A pixel this bright or more in every channel is white, and left out.
    public var white: UInt8
    /// How many values away a count may match, below and (one fewer) above.
    public var slop: Int

    public static let speedline = HistogramRule(white: 249, slop: 0)
    public static let webPageTest = HistogramRule(white: 250, slop: 5)
}

/// How many pixels of a picture have each value, channel by channel; as
/// speedline and WebPageTest count them, white pixels (a page's
/// background, see `HistogramRule`) are left out, so that a page's own
/// content is what its progress is measured by.
struct Histogram: Hashable, Sendable {
    /// 3 × 256 counts: red's, green's, blue's, each a fraction of the picture's pixels.
    let counts: [Double]

    init(_ picture: Picture, rule: HistogramRule = .speedline) {
        let white = rule.white
        var counts = [Int](repeating: 0, count: 3 * 256)
        let pixels = Double(picture.width * picture.height)
        // Every pixel of every frame: counted without bounds checks.
        picture.rgb.withUnsafeBufferPointer { rgb in
            counts.withUnsafeMutableBufferPointer { counts in
                var index = 0
                while index < rgb.count {
                    if rgb[index] >= white, rgb[index + 1] >= white, rgb[index + 2] >= white {
                        index += 3
                        continue
                    }
                    counts[Int(rgb[index])] &+= 1
                    counts[256 + Int(rgb[index + 1])] &+= 1
                    counts[512 + Int(rgb[index + 2])] &+= 1
                    index += 3
                }
            }
        }
        // As fractions, so pictures of other sizes compare alike.
        self.counts = counts.map { Double($0) / pixels }
    }

    /// How far this picture has come from `start` towards `final`, 0 to 1.
    /// With `slop`, as WebPageTest's visualmetrics matches: for each value
    /// in turn, what the final frame moved there is matched from what this
    /// frame moved at the values from `slop` below to `slop` − 1 above, each
    /// moved count used once.
    func progress(from start: Histogram, to final: Histogram, slop: Int = 0) -> Double {
        var total = 0.0, match = 0.0
        guard slop > 0 else {
            for value in counts.indices {
                let moved = abs(counts[value] - start.counts[value])
                let target = abs(final.counts[value] - start.counts[value])
                match += min(moved, target)
                total += target
            }
            return total == 0 ? 1 : match / total
        }
        for channel in 0..<3 {
            let base = channel * 256
            var available = (0..<256).map { abs(counts[base + $0] - start.counts[base + $0]) }
            for value in 0..<256 {
                var target = abs(final.counts[base + value] - start.counts[base + value])
                guard target > 0 else { continue }
                total += target
                for near in max(0, value - slop)..<min(256, value + slop) where target > 0 {
                    let taken = min(target, available[near])
                    available[near] -= taken
                    match += taken
                    target -= taken
                }
            }
        }
        return total == 0 ? 1 : match / total
    }
}
