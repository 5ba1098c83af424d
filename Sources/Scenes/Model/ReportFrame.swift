/// One of a report's own frames of the load: a Lighthouse thumbnail or its
/// final screenshot, a DevTools trace's `Screenshot` event. From `time` on
/// (milliseconds after the navigation started) the page looked like
/// `picture`, until the next frame.
public struct ReportFrame: Hashable, Sendable {
    public var time: LaunchTime
    public var picture: Picture
    /// The image as the report carries it, base64 JPEG text: what a picture
    /// that embeds the frame writes, never encoded again.
    public var base64: String

    public init(time: LaunchTime, picture: Picture, base64: String) {
        self.time = time
        self.picture = picture
        self.base64 = base64
    }

    public static func == (lhs: ReportFrame, rhs: ReportFrame) -> Bool {
        lhs.time == rhs.time && lhs.picture == rhs.picture
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(picture)
    }
}

extension Array where Element == ReportFrame {
    /// The latest frame at or before `time`; nil before the first.
    public func frame(at time: LaunchTime) -> ReportFrame? {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : self[low - 1]
    }
}
