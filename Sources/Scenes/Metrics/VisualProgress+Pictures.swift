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
    public init(pictures frames: [(time: LaunchTime, picture: Picture)]) {
        guard let first = frames.first, let last = frames.last else {
            self.init()
            return
        }
        let start = Histogram(first.picture), final = Histogram(last.picture)
        var points: [Point] = []
        var area = 0.0
        for (index, shown) in frames.enumerated() where index < frames.count - 1 {
            // In whole percent, as speedline rounds it (down).
            let completeness = (Histogram(shown.picture).progress(from: start, to: final) * 100 + 1e-9).rounded(.down) / 100
            let until = frames[index + 1].time
            area += (1 - completeness) * Double((until - shown.time).milliseconds)
            points.append(Point(time: shown.time, completeness: completeness))
        }
        points.append(Point(time: last.time, completeness: 1))
        self.init(points: points, speedIndex: Int((area + 0.5).rounded(.down)))
    }
}

/// How many pixels of a picture have each value, channel by channel; as
/// speedline counts them, white pixels (249 or more in every channel: a
/// page's background) are left out, so that a page's own content is what
/// its progress is measured by.
struct Histogram: Hashable, Sendable {
    /// 3 × 256 counts: red's, green's, blue's, each a fraction of the picture's pixels.
    let counts: [Double]

    init(_ picture: Picture) {
        var counts = [Int](repeating: 0, count: 3 * 256)
        let pixels = Double(picture.width * picture.height)
        // Every pixel of every frame: counted without bounds checks.
        picture.rgb.withUnsafeBufferPointer { rgb in
            counts.withUnsafeMutableBufferPointer { counts in
                var index = 0
                while index < rgb.count {
                    if rgb[index] >= 249, rgb[index + 1] >= 249, rgb[index + 2] >= 249 {
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
    func progress(from start: Histogram, to final: Histogram) -> Double {
        var total = 0.0, match = 0.0
        for value in counts.indices {
            let moved = abs(counts[value] - start.counts[value])
            let target = abs(final.counts[value] - start.counts[value])
            match += min(moved, target)
            total += target
        }
        return total == 0 ? 1 : match / total
    }
}
