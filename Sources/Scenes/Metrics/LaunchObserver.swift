/// Watches one pane frame by frame, as a person with a stopwatch would, and
/// measures its launch from what is drawn: it reads the cells' roles and
/// text, never the timetable that produced them.
public struct LaunchObserver: Sendable {
    /// The observer looks at a frame every 10 ms.
    public static let frameStep = LaunchTime.ms(10)

    /// Roles that count as content: what moves when content shifts. A
    /// switch, not a set: it is asked of every cell of every frame.
    static func isContent(_ role: Role) -> Bool {
        switch role {
        case .story, .banner, .note: true
        default: false
        }
    }

    private var measured = PaneMetrics()
    private var previous: ScreenBuffer?
    /// The previous frame's `contentRows`, once worked out: a frame whose
    /// content cells are all as they were has the same rows.
    private var previousRows: [String]?
    private var lastChange: LaunchTime?
    /// Every frame that differed from the one before, for the visual progress.
    private var frames: [(time: LaunchTime, frame: ScreenBuffer)] = []

    /// What the frames so far measure; the visual progress is worked out
    /// from them when asked for, against the frame at fully drawn.
    public var metrics: PaneMetrics {
        var metrics = measured
        metrics.progress = VisualProgress(frames: frames, fullyDrawn: metrics.fullyDrawn)
        return metrics
    }

    public init() {}

    /// Takes the next frame of the pane's screen (inside the phone's frame).
    /// Frames must come in time order.
    public mutating func observe(_ frame: ScreenBuffer, at time: LaunchTime) {
        // A scan, not a set of the roles: every cell of every frame is looked at.
        if measured.firstFrame == nil, frame.cells.contains(where: { $0.style.role == .screen }) { measured.firstFrame = time }
        if measured.content == nil, frame.cells.contains(where: { $0.style.role == .story }) { measured.content = time }
        var same = false
        if let previous {
            let (difference, content) = Self.difference(previous, frame)
            same = difference == .none
            if difference == .beyondAnimation { lastChange = time }
            // Content can have moved only where a content cell changed (the
            // same frame again, or a spinner's step, shifts nothing): then
            // the rows are read, each frame's once.
            if content, previous.size == frame.size, frame.height > 0 {
                let before = previousRows ?? Self.contentRows(previous), after = Self.contentRows(frame)
                let score = Self.shiftScore(from: before, to: after)
                if score > 0 { measured.shifts.append(LayoutShift(at: time, score: score)) }
                previousRows = after
            } else if previous.size != frame.size {
                previousRows = nil
            }
        } else {
            lastChange = time
        }
        measured.fullyDrawn = measured.content == nil ? nil : lastChange
        if !same { frames.append((time, frame)) }
        previous = frame
    }

    /// Renders the pane at every frame step from the tap to `end` and measures it.
    public static func measure(
        _ timetable: Timetable, phone: Phone, size: Size, until end: LaunchTime,
        memo: ScreenMemo? = nil
    ) -> PaneMetrics {
        watch(timetable, phone: phone, size: size, until: end, memo: memo).metrics
    }

    /// `measure`, and the screens seen: each that differed from the one
    /// before, from its time on (`Seen`), for the taps to look at again.
    static func watch(
        _ timetable: Timetable, phone: Phone, size: Size, until end: LaunchTime,
        memo: ScreenMemo? = nil
    ) -> (metrics: PaneMetrics, seen: Seen) {
        var observer = LaunchObserver()
        var time = LaunchTime.zero
        var last: PaneState?
        var settled: LaunchTime?
        while time <= end {
            // A frame is a pure function of the pane's state: where the state
            // has not changed, neither has the picture, and there is nothing new to see.
            let frame = timetable.state(at: time)
            if frame != last {
                observer.observe(phone.screen(frame, size: size, memo: memo), at: time)
                last = frame
            }
            // Nor until the pane's next change: the observer's next look is
            // the first frame step at or after it, not every step on the way.
            guard let next = nextLook(after: time, at: timetable) else {
                settled = time
                break
            }
            time = next
        }
        var metrics = observer.metrics
        // A pane of a report's own frames: its progress is theirs, by their
        // colours, from the blank page the browser shows until the first
        // one; nothing counts as drawn before the pane's first paint.
        let frames = timetable.reportFrames
        if let first = frames.first {
            let blank = Picture.blank(like: first.picture), paint = metrics.firstFrame ?? .zero
            let start = first.time > .zero ? [(LaunchTime.zero, blank)] : []
            // (A frame is first seen at the frame step at or after its time.)
            let step = frameStep.milliseconds
            func seen(_ time: LaunchTime) -> LaunchTime { .ms((time.milliseconds + step - 1) / step * step) }
            metrics.progress = VisualProgress(pictures: start + frames.map { (seen($0.time), seen($0.time) < paint ? blank : $0.picture) })
        }
        return (metrics, Seen(frames: observer.frames, until: end, settled: settled))
    }

    /// The first frame step after `time` at or after the pane's next
    /// change (`Timetable.nextChange(after:)`), nil when it never changes
    /// again: between two, its picture is the same.
    static func nextLook(after time: LaunchTime, at timetable: Timetable) -> LaunchTime? {
        guard let next = timetable.nextChange(after: time) else { return nil }
        let step = frameStep.milliseconds
        return max(time + frameStep, .ms((next.milliseconds + step - 1) / step * step))
    }

    /// The screens the observer saw of a pane, up to `until`: the one at a
    /// frame step is the last seen at or before it (between two it saw, the
    /// pane's picture did not change).
    struct Seen {
        var frames: [(time: LaunchTime, frame: ScreenBuffer)] = []
        var until = LaunchTime.zero
        /// The frame step of the observer's last look where the pane
        /// changes no more after it (nil: it was still changing at `until`):
        /// from there on, watching longer sees nothing new.
        var settled: LaunchTime?

        /// The screen at frame step `time`, nil past what was seen.
        func screen(at time: LaunchTime) -> ScreenBuffer? {
            guard time <= until else { return nil }
            return frames.last { $0.time <= time }?.frame
        }
    }

    /// The layout shift from one frame of a pane's screen to the next, as
    /// `observe` scores it: for a caller that tries many next frames after
    /// one (a banner of every height, to match a report's score).
    public static func layoutShift(from before: ScreenBuffer, to after: ScreenBuffer) -> Double {
        shiftScore(from: before, to: after)
    }

    /// How two frames differ: not at all, only in cells that are animation,
    /// before or after (a spinner's step, a moving map that fades away), or beyond.
    enum Difference { case none, animation, beyondAnimation }

    /// How `a` and `b` differ, and whether any cell that differs is
    /// content in either (`isContent`), found in one pass over their
    /// cells, each read in place.
    static func difference(_ a: ScreenBuffer, _ b: ScreenBuffer) -> (Difference, content: Bool) {
        guard a.size == b.size else { return (.beyondAnimation, true) }
        var difference = Difference.none
        var content = false
        a.cells.withUnsafeBufferPointer { x in
            b.cells.withUnsafeBufferPointer { y in
                // Field by field: a cell compared whole is copied first.
                for index in x.indices
                where x[index].width != y[index].width || x[index].style != y[index].style
                    || x[index].grapheme != y[index].grapheme
                {
                    if !content, isContent(x[index].style.role) || isContent(y[index].style.role) { content = true }
                    if x[index].style.role.isAnimation || y[index].style.role.isAnimation {
                        if difference == .none { difference = .animation }
                    } else {
                        difference = .beyondAnimation
                    }
                    if content, difference == .beyondAnimation { return }
                }
            }
        }
        return (difference, content)
    }

    /// The layout shift score between two frames (web.dev's model, in rows):
    /// content rows that stay on screen but at another row have moved; the
    /// impact fraction is the rows they touch, before and after, over the
    /// pane's rows; the distance fraction is the longest move over the pane's
    /// rows; the score is their product.
    static func shiftScore(from before: ScreenBuffer, to after: ScreenBuffer) -> Double {
        guard before.size == after.size, before.height > 0 else { return 0 }
        return shiftScore(from: contentRows(before), to: contentRows(after))
    }

    /// The score between two frames' `contentRows` (of one height): for a
    /// caller that scores many pairs of a few frames.
    static func shiftScore(from old: [String], to new: [String]) -> Double {
        guard old.count == new.count, !old.isEmpty else { return 0 }
        // The moves, as the stage marks them (`ShiftRegion`).
        var touched = Set<Int>()
        var distance = 0
        for move in ShiftRegion.moves(from: old, to: new) {
            touched.insert(move.from)
            touched.insert(move.to)
            distance = max(distance, abs(move.to - move.from))
        }
        let paneRows = Double(old.count)
        return Double(touched.count) / paneRows * Double(distance) / paneRows
    }

    /// For each row, its content: the text and role of its content cells, or "".
    static func contentRows(_ buffer: ScreenBuffer) -> [String] {
        let width = buffer.width
        // Each cell read in place: a cell taken out of the buffer is copied
        // first, and most of a screen's cells are not content.
        return buffer.cells.withUnsafeBufferPointer { cells in
            (0..<buffer.height).map { y in
                var key: [UInt8] = []
                for index in (y * width)..<((y + 1) * width) {
                    guard isContent(cells[index].style.role), !cells[index].isContinuation else { continue }
                    cells[index].grapheme.appendUTF8(to: &key)
                }
                // Spaces trimmed as bytes where a space is a character of
                // its own (no mark after it); else as characters.
                var start = 0, end = key.count
                while end > start, key[end - 1] == UInt8(ascii: " ") { end -= 1 }
                while start < end, key[start] == UInt8(ascii: " "), start + 1 == end || key[start + 1] < 0x80 { start += 1 }
                guard start < end else { return "" }
                let text = String(decoding: key[start..<end], as: UTF8.self)
                return key[start] == UInt8(ascii: " ") ? text.trimmingSpaces : text
            }
        }
    }
}
