import Scenes

/// A launch measured from a screen recording's pixels alone: frames in (the
/// distinct ones, each shown from its time until the next one's, times in
/// ms from the tap), figures out. Nothing here knows what app it is.
///
/// - A *visible change* between two frames: more than `changedShare` of
///   their pixels differ by more than `pixelTolerance` in a channel (a
///   codec's noise is not a change; a spinner's few pixels are).
/// - *System screen*: the frame at the tap. When the picture is already
///   changing at the tap's next frame (the system zooms the app's window
///   open from its icon), or, after a tap shown on screen, its first change
///   is an animation, the system's part runs on to the first picture
///   held still for `stillFor`: the launch screen (iOS) or splash
///   (Android 12+), as Apple's launch-screen guidance and Android's
///   splash-screen guide describe them, drawn by the system, not the app.
/// - *First frame*: the first visible change after the system screen: the
///   app's own first frame, as Android's time to initial display.
/// - *Visual completeness*: each frame's colour histograms against the
///   system screen's and the last one's, as WebPageTest computes it from a video
///   (`HistogramRule.webPageTest`: near colours match, so a codec's shifted
///   flat colours still do); the *Speed Index* is the area above that
///   curve, from the tap.
/// - *Content*: the visible change with which completeness reaches
///   `contentShare` (at or after the first frame).
/// - *Visually complete*: the first frame from which every later one looks
///   like the last (no visible change from it).
/// - *Last visual change*: the last frame that changed visibly.
/// - *Layout shift*: between each two frames that differ visibly, rows of
///   pixels that changed in place but reappear whole, moved by the same
///   number of rows, are content that moved (`RowShift`); scored as
///   web.dev's CLS model scores a shift, impact fraction (the rows they
///   cover before and after, over the screen's) times distance fraction
///   (how far they moved, over the screen's height), and summed.
package struct RecordingMetrics: Equatable {
    package var firstFrame: LaunchTime?
    package var content: LaunchTime?
    package var visuallyComplete: LaunchTime
    package var lastChange: LaunchTime
    package var speedIndex: Int
    package var layoutShift: Double
    /// Each shift's time and score, for the panes' late inserts.
    package var shifts: [ReportShift]
    /// When the system's part (its launch screen or splash) ended: the tap's
    /// frame, or the still picture after its opening animation.
    package var systemScreen: LaunchTime

    /// A pixel differs when a channel differs by more than this.
    static let pixelTolerance = 24
    /// Two frames differ visibly when more than this share of pixels differ.
    static let changedShare = 0.0005
    /// The system's opening animation ends at a picture held this long.
    static let stillFor = LaunchTime.ms(100)
    /// The share of its final state the screen must reach for its content:
    /// half, since a late banner or image can hold much of the final
    /// colours (the content-first launch's reserved banner is about 40%).
    package static let contentShare = 0.5

    /// `frames` from the tap (the first at the tap), in time order, none
    /// empty, sampled every `interval` (the distinct ones of them); a
    /// change within `mark` alone (a tap shown on screen going away) is none.
    package init?(frames: [(time: LaunchTime, picture: Picture)], interval: LaunchTime, ignoring mark: PixelBox? = nil) {
        guard let first = frames.first, let last = frames.last else { return nil }
        let differs = { (a: Picture, b: Picture) in Self.differs(a, b, ignoring: mark) }
        // The frames that differ visibly from the one before (the tap's first).
        var changes: [Int] = [0]
        for index in frames.indices.dropFirst() where differs(frames[changes.last!].picture, frames[index].picture) {
            changes.append(index)
        }
        var system = 0
        // A tap shown on screen is the finger going down; the system opens
        // the app when it lifts, a moment later: an animation from then on
        // is the system's as well.
        let opening =
            changes.count > 1
            && (frames[changes[1]].time - first.time <= interval
                || (mark != nil && changes.count > 2 && frames[changes[2]].time - frames[changes[1]].time <= interval))
        if opening {
            // An opening animation: follow it to its first still picture.
            var position = 1
            while position < changes.count {
                let until = position + 1 < changes.count ? frames[changes[position + 1]].time : last.time + Self.stillFor
                if until - frames[changes[position]].time >= Self.stillFor { break }
                position += 1
            }
            system = min(position, changes.count - 1)
        }
        systemScreen = frames[changes[system]].time
        let appChanges = changes.filter { $0 > changes[system] }
        firstFrame = appChanges.first.map { frames[$0].time }
        lastChange = frames[changes.last!].time
        // Visually complete: past the last frame that still looks unlike the last one.
        let unlike = frames.indices.last(where: { differs(frames[$0].picture, last.picture) })
        let alike = unlike.map { frames[min($0 + 1, frames.count - 1)].time } ?? first.time
        visuallyComplete = changes.map { frames[$0].time }.last { $0 <= alike } ?? alike
        // Progress is counted from the system's picture, shown from the tap,
        // as a built-in's is from its system screen: the home screen under a
        // tap, and the window zooming open, are no part of the app's drawing
        // (their colours going would read as the content coming).
        let start = changes[system]
        let progress = VisualProgress(
            pictures: [(first.time, frames[start].picture)] + frames[(start + 1)...].map { ($0.time, $0.picture) }, rule: .webPageTest)
        speedIndex = progress.speedIndex ?? 0
        if let firstFrame {
            // A codec sharpens a picture over the frames after a change: what
            // reached the share is the visible change it came with.
            let reached = progress.points.first { $0.time >= firstFrame && $0.completeness >= Self.contentShare }?.time ?? visuallyComplete
            content = max(firstFrame, changes.map { frames[$0].time }.last { $0 <= reached } ?? reached)
        }
        var shifts: [ReportShift] = []
        for (before, after) in zip(changes, changes.dropFirst()) {
            let score = RowShift.score(from: frames[before].picture, to: frames[after].picture)
            if score > 0 { shifts.append(ReportShift(at: frames[after].time, score: score)) }
        }
        self.shifts = shifts
        layoutShift = shifts.reduce(0) { $0 + $1.score }
    }

    /// Whether `b` differs visibly from `a` (outside `box`, when given).
    package static func differs(_ a: Picture, _ b: Picture, ignoring box: PixelBox? = nil) -> Bool {
        guard a.width == b.width, a.height == b.height else { return true }
        let most = Int(Double(a.width * a.height) * changedShare)
        var count = 0
        let width = a.width
        return a.rgb.withUnsafeBufferPointer { x in
            b.rgb.withUnsafeBufferPointer { y in
                var index = 0
                while index < x.count {
                    if abs(Int(x[index]) - Int(y[index])) > pixelTolerance || abs(Int(x[index + 1]) - Int(y[index + 1])) > pixelTolerance
                        || abs(Int(x[index + 2]) - Int(y[index + 2])) > pixelTolerance,
                        box.map({ !$0.contains(x: index / 3 % width, y: index / 3 / width) }) ?? true
                    {
                        count += 1
                        if count > most { return true }
                    }
                    index += 3
                }
                return false
            }
        }
    }

    /// Whether a pixel of `a` and `b` at `offset` (into `rgb`) differs by more than `pixelTolerance` in a channel.
    static func differs(_ a: Picture, _ b: Picture, at offset: Int) -> Bool {
        (0..<3).contains { abs(Int(a.rgb[offset + $0]) - Int(b.rgb[offset + $0])) > pixelTolerance }
    }
}

/// A rectangle of a picture's pixels.
package struct PixelBox: Equatable {
    package var x: Int, y: Int, width: Int, height: Int

    package func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }

    /// The box grown by `margin` on every side, within `width` x `height`.
    func grown(by margin: Int, within limits: (width: Int, height: Int)) -> PixelBox {
        let left = max(0, x - margin), top = max(0, y - margin)
        return PixelBox(
            x: left, y: top, width: min(limits.width, x + width + margin) - left, height: min(limits.height, y + height + margin) - top)
    }
}

/// A tap shown on screen, as Android draws it with "show taps" on
/// (Settings › Developer options, `adb shell settings put system
/// show_touches 1`): a small translucent white or grey disc where the finger
/// went down, over the home screen, before anything of the launch. Found as
/// the first change between two frames that is all of one round, compact
/// spot (about as wide as tall, filling most of its box, a twentieth to a
/// quarter of the screen's width) whose pixels turned greyer, not more
/// colourful, and are light (a spinner's dark ink is none). A larger change
/// before it (the launch itself) means none is shown.
package struct TapMark: Equatable {
    /// When it appeared: the frame that first shows it.
    package var time: LaunchTime
    /// Where it is, grown by a margin: its going away is no change of the launch's.
    package var box: PixelBox

    /// The spot's side, as a share of the screen's width: Android's mark
    /// is about 40 dp on a screen of 360 to 480 dp, so about a tenth.
    static let sides = 0.05...0.25
    /// How square its box is (width over height).
    static let shapes = 0.7...1.4
    /// How much of its box it fills: a disc fills 79%.
    static let fills = 0.55...0.95
    /// A change over this share of the screen is no mark: the launch began.
    static let largest = 0.03
    /// How much more colourful (channels' spread, 0 to 255) a mark's pixels
    /// may be than what they cover: a grey veil makes them less.
    static let colourGain = 12
    /// How light its pixels are on average (luma, 0 to 255): Android's mark is white or light grey.
    static let leastLight = 150

    /// The first tap mark `frames` show, in time order.
    package static func find(in frames: [(time: LaunchTime, picture: Picture)]) -> TapMark? {
        for (before, after) in zip(frames, frames.dropFirst()) {
            let (a, b) = (before.picture, after.picture)
            guard a.width == b.width, a.height == b.height else { return nil }
            var count = 0, colourBefore = 0, colourAfter = 0, light = 0
            var left = a.width, right = -1, top = a.height, bottom = -1
            for offset in stride(from: 0, to: a.rgb.count, by: 3) where RecordingMetrics.differs(a, b, at: offset) {
                let x = offset / 3 % a.width, y = offset / 3 / a.width
                count += 1
                (left, right, top, bottom) = (min(left, x), max(right, x), min(top, y), max(bottom, y))
                colourBefore += spread(a, offset)
                colourAfter += spread(b, offset)
                light += (Int(b.rgb[offset]) * 299 + Int(b.rgb[offset + 1]) * 587 + Int(b.rgb[offset + 2]) * 114) / 1000
            }
            guard count > 0 else { continue }
            guard Double(count) <= largest * Double(a.width * a.height) else { return nil }
            let width = right - left + 1, height = bottom - top + 1
            let fill = Double(count) / Double(width * height)
            guard sides.contains(Double(width) / Double(a.width)), sides.contains(Double(height) / Double(a.width)),
                shapes.contains(Double(width) / Double(height)), fills.contains(fill),
                colourAfter <= colourBefore + colourGain * count, light >= leastLight * count
            else { continue }
            let box = PixelBox(x: left, y: top, width: width, height: height)
            return TapMark(time: after.time, box: box.grown(by: max(2, width / 4), within: (a.width, a.height)))
        }
        return nil
    }

    /// How colourful a pixel is: its channels' spread.
    static func spread(_ picture: Picture, _ offset: Int) -> Int {
        let r = Int(picture.rgb[offset]), g = Int(picture.rgb[offset + 1]), b = Int(picture.rgb[offset + 2])
        return max(r, g, b) - min(r, g, b)
    }
}

/// Content that moved between two frames, found in their rows of pixels:
/// each row summed into `columns` bands of brightness, a row that is
/// nearly one colour, or alike many others (a background), left out since
/// it matches anywhere.
/// A row that changed in place but is found again `d` rows away moved by
/// `d`; of all `d`, the one most rows moved by is the shift, when at least
/// `leastRows` of the screen's did.
enum RowShift {
    static let columns = 24
    /// Bands within this much brightness (0 to 255) are alike.
    static let tolerance = 12
    /// A row whose bands span less than this is one colour.
    static let plainSpan = 16
    /// The share of the screen's rows that must move together to count.
    static let leastRows = 0.02
    /// A row alike more than this share of the screen's rows is background.
    static let repeatedRows = 0.05

    /// The layout shift score from `before` to `after` (same size), 0 when nothing moved.
    static func score(from before: Picture, to after: Picture) -> Double {
        guard before.width == after.width, before.height == after.height, before.height > 1 else { return 0 }
        let old = signatures(before), new = signatures(after)
        let height = before.height
        // A row alike many others is background (a letterbox's bars beside
        // a plain stretch, a solid block): found anywhere, it says no move.
        let most = max(2, Int(Double(height) * repeatedRows))
        let candidates = (0..<height).filter { y in
            !isPlain(old[y]) && !alike(old[y], new[y]) && old.lazy.filter { alike($0, old[y]) }.prefix(most + 1).count <= most
        }
        guard Double(candidates.count) >= leastRows * Double(height) else { return 0 }
        var best: (distance: Int, rows: [Int]) = (0, [])
        for distance in -(height / 2)...(height / 2) where distance != 0 {
            var rows: [Int] = []
            for y in candidates {
                let to = y + distance
                if to >= 0, to < height, alike(old[y], new[to]) { rows.append(y) }
            }
            if rows.count > best.rows.count { best = (distance, rows) }
        }
        guard Double(best.rows.count) >= leastRows * Double(height) else { return 0 }
        // The rows the moved content covers, before and after, as web.dev's impact region.
        // A line's own spacing (plain rows between its rows) is part of it.
        var filled = best.rows
        for (row, next) in zip(best.rows, best.rows.dropFirst()) where next - row <= fill(height) { filled += (row + 1)..<next }
        let covered = Set(filled).union(filled.map { $0 + best.distance }.filter { $0 >= 0 && $0 < height })
        let impact = Double(covered.count) / Double(height)
        let distance = Double(abs(best.distance)) / Double(height)
        return impact * distance
    }

    /// Each row's brightness in `columns` bands.
    static func signatures(_ picture: Picture) -> [[Int]] {
        let width = picture.width
        return (0..<picture.height).map { y in
            var sums = [Int](repeating: 0, count: columns), counts = [Int](repeating: 0, count: columns)
            for x in 0..<width {
                let index = (y * width + x) * 3
                let band = x * columns / width
                sums[band] += (Int(picture.rgb[index]) * 299 + Int(picture.rgb[index + 1]) * 587 + Int(picture.rgb[index + 2]) * 114) / 1000
                counts[band] += 1
            }
            return zip(sums, counts).map { $1 == 0 ? 0 : $0 / $1 }
        }
    }

    /// The longest run of plain rows inside moved content that counts as
    /// part of it: a thirtieth of the screen, about a line of text's spacing.
    static func fill(_ height: Int) -> Int { max(2, height / 30) }

    static func isPlain(_ row: [Int]) -> Bool { (row.max() ?? 0) - (row.min() ?? 0) < plainSpan }

    static func alike(_ a: [Int], _ b: [Int]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
