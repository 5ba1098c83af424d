/// The whole picture: two phones side by side on one clock, the timeline
/// under them, the measured numbers, a caption and a status line. Built once
/// for a scenario and a size (that is when the panes are measured, on the
/// reference phone, `StageLayout.reference`, whatever the size), then
/// rendered at any time: the same time always gives the same buffer.
public struct Stage: Sendable {
    /// One launch on the stage.
    public struct Pane: Sendable {
        public var style: LaunchStyle
        public var timetable: Timetable
        /// Measured from this pane's rendered frames on the reference phone
        /// (`StageLayout.reference`), the same at every stage size.
        public var metrics: PaneMetrics
        /// For a report's pane whose drawn layout shift could not reach the
        /// band of the report's CLS on the reference phone (`ReportShifts`),
        /// or come within `drawnNearEnough` of it: the
        /// report's CLS, which the stage says it cannot draw here, and
        /// whose verdict the pane shows; nil otherwise.
        public var shiftOutOfReach: Double?
        /// What moved in each of the pane's measured shifts, read from its
        /// frames at the size it is drawn (`ShiftRegion`), for the marks the
        /// stage draws after each; none when `Scenario.shiftRegions` is off.
        public var shiftRegions: [ShiftRegion] = []

        init(style: LaunchStyle, timetable: Timetable, metrics: PaneMetrics, measured: Bool) {
            self.style = style
            self.timetable = timetable
            self.metrics = metrics
            // Only a pane whose shifts are fitted to the size (`ReportShifts`) could have drawn otherwise:
            // where no rows reach the report's band, or come within 0.01 of its figure, the pane says its figure.
            if measured, let report = style.measured?.report, let cls = report.layoutShift, !report.shifts.isEmpty,
                Standard.layoutShift.judge(score: metrics.layoutShift).grade != Standard.layoutShift.judge(score: cls).grade
                    || abs(metrics.layoutShift - cls) > Self.drawnNearEnough
            {
                shiftOutOfReach = cls
            }
        }

        /// How far a report's drawn CLS may be from its figure and still be
        /// shown as drawn: two figures a hundredth apart read alike to two
        /// places. Past it the rows could not reach the figure (a report's
        /// shifts are fitted as near as the rows allow, `ReportShifts`),
        /// and the pane says the report's own.
        public static let drawnNearEnough = 0.01

        /// The pane's verdicts against `thresholds`: the measured ones,
        /// but for a layout shift out of reach, the report's own.
        public func verdicts(for thresholds: Thresholds) -> [Verdict] {
            // A report that could not measure a layout shift is not judged on one.
            let missing = style.measured?.report?.layoutShiftMissing != nil
            return metrics.verdicts(for: thresholds).filter { !missing || $0.standard != .layoutShift }.map { verdict in
                guard verdict.standard == .layoutShift, let shiftOutOfReach else { return verdict }
                return Standard.layoutShift.judge(score: shiftOutOfReach)
            }
        }
    }

    public let scenario: Scenario
    public let size: Size
    public let glyphs: Glyphs
    /// Nil when the size is below `StageLayout.minimumSize`.
    public let layout: StageLayout?
    public let panes: [Pane]
    /// How much time the timeline shows, and the window the panes are
    /// measured over: past the last change, to a whole second; for a pane
    /// that never stops waiting, until its verdicts are settled.
    public let duration: LaunchTime
    /// Whether the panes were measured (see `init`).
    public let isMeasured: Bool
    /// The caption rows the layout keeps (see `init`).
    public let captionLines: Int
    /// Each numbers panel's `changes()`, which do not depend on the time:
    /// worked out once, not at every `nextChange` and picture.
    private(set) var numbersChanges: [[LaunchTime]] = []

    /// `measured: false` leaves every pane's metrics empty (numbers show a
    /// dash, the lanes no markers): a sketch that draws at once, for a
    /// stage the demo lays out anew (a resize, a scenario key) while the
    /// real one is measured.
    /// `captionLines: 2` lays the stage out with two caption rows, for a
    /// talk whose captions need them (see `CaptionRows`).
    /// `memo` draws each of the panes' screens once for a caller that
    /// builds many stages alike (see `ScreenMemo`).
    /// `measuring` runs the panes' measurements, one job a pane, where no
    /// memo is given (`PaneMeasuring`): in order unless the caller runs
    /// them at once.
    public init(
        scenario: Scenario = .standard, size: Size, glyphs: Glyphs = .unicode, measured: Bool = true,
        captionLines: Int = 1, memo: ScreenMemo? = nil, measuring: PaneMeasuring = Stage.inOrder
    ) {
        self.scenario = scenario
        self.size = size
        self.glyphs = glyphs
        isMeasured = measured
        self.captionLines = captionLines
        let layout = StageLayout(size: size, captionLines: captionLines)
        self.layout = layout
        // Measured on the reference phone, whatever the size the stage is
        // drawn at (`StageLayout.reference`): the figures are the launch's,
        // not the terminal's. A desktop page is measured in its browser window there.
        let reference = scenario.styles.indices.map { Self.reference(scenario.styles[$0], at: $0) }
        let sizes = reference.map { Size(width: $0.rect.width, height: $0.rect.height) }
        // A report's shifts are drawn fitted to the reference's rows, once.
        let timetables = zip(scenario.styles, sizes).map { $0.timetable(for: scenario.conditions, size: $1) }
        let last = timetables.map(\.lastChange).max() ?? .zero
        var end = Self.duration(after: last)
        // A pane still waiting at its end (a splash never hidden) could yet
        // draw for all anyone watching knows: the window runs on until no
        // arrival could pass any of its verdicts, so that "never" is said
        // only when it is settled (not at 4 s, when a cold launch still has
        // Android vitals' 5 s).
        for (style, timetable) in zip(scenario.styles, timetables) where timetable.phases.last?.phase.waiting == true {
            let settled = NumbersPanel.allDecided(style.thresholds(in: scenario))
            end = max(end, .ms((settled.milliseconds + 999) / 1000 * 1000))
        }
        duration = end
        // Each pane measured on its own (nothing one finds is asked by the
        // other): through the memo where there is one, else as jobs that
        // `measuring` may run at once.
        let conditions = scenario.conditions, until = end
        let jobs: [@Sendable () -> PaneMetrics] =
            measured && memo == nil
            ? scenario.styles.indices.map { index in
                let (style, timetable, phone, size) = (scenario.styles[index], timetables[index], reference[index].phone, sizes[index])
                return {
                    Self.measure(style, conditions: conditions, timetable: timetable, phone: phone, size: size, until: until, memo: nil)
                        .metrics
                }
            } : []
        let found = jobs.isEmpty ? [] : measuring(jobs)
        panes = scenario.styles.indices.map { index in
            let style = scenario.styles[index], timetable = timetables[index]
            let phone = reference[index].phone
            guard measured else {
                // A sketch: nothing measured yet, but a built-in's numbers keep the tap's place.
                var sketch = PaneMetrics()
                if style.measured == nil { sketch.touch = TouchResponse(responds: nil) }
                return Pane(style: style, timetable: timetable, metrics: sketch, measured: false)
            }
            let size = sizes[index]
            let metrics =
                memo.map { memo in
                    memo.measurement(memo.paneKey(style, conditions, timetable, phone: phone, size: size, until: end)) {
                        Self.measure(style, conditions: conditions, timetable: timetable, phone: phone, size: size, until: end, memo: memo)
                    }.metrics
                } ?? found[index]
            var pane = Pane(style: style, timetable: timetable, metrics: metrics, measured: true)
            if scenario.shiftRegions == .on {
                pane.shiftRegions = Self.shiftRegions(pane, at: index, in: layout, captionLines: captionLines, glyphs: glyphs, memo: memo)
            }
            return pane
        }
        numbersChanges = panes.indices.map { numbersPanel($0, at: .zero).changes() }
    }

    /// Runs a stage's pane measurements, one job a pane, and gives what
    /// each found in the jobs' order. Each job is pure and asks nothing of
    /// the others, so they may run at once (the demo runs the first on its
    /// own thread and the second on another, before its first frame);
    /// `inOrder` runs them one after the other.
    public typealias PaneMeasuring = ([@Sendable () -> PaneMetrics]) -> [PaneMetrics]

    /// The jobs run one after the other, on the caller's thread.
    public static func inOrder(_ jobs: [@Sendable () -> PaneMetrics]) -> [PaneMetrics] { jobs.map { $0() } }

    /// What a pane shows, measured as a person would: its screens watched
    /// at every change, then, for a launch the program drew, tapped until
    /// it answers (the taps compare with the screens the observer saw).
    static func measure(
        _ style: LaunchStyle, conditions: LaunchConditions, timetable: Timetable, phone: Phone, size: Size,
        until end: LaunchTime, memo: ScreenMemo?
    ) -> PaneMeasurement {
        let watched = LaunchObserver.watch(timetable, phone: phone, size: size, until: end, memo: memo)
        var metrics = watched.metrics
        // A launch measured elsewhere is not tapped: nothing says how it answers.
        let tapped = style.measured == nil
        if tapped {
            metrics.touch = LaunchObserver.touch(
                style: style, conditions: conditions, timetable: timetable,
                phone: phone, size: size, until: end, memo: memo, seen: watched.seen)
        }
        return PaneMeasurement(metrics: metrics, end: end, settled: watched.seen.settled, tapped: tapped)
    }

    /// `stage` drawn at `size`: the same launch, its panes' timetables and
    /// measurements taken from `stage` (both are the reference phone's, the
    /// same at every size) rather than worked out again; only what depends
    /// on the size drawn is: the layout, what moved in each shift as drawn,
    /// the numbers' changes. The stage `init(scenario:size:...)` would build
    /// at `size`, for a caller that draws one launch at two sizes (the web
    /// page's wide and narrow stages).
    public init(_ stage: Stage, size: Size, memo: ScreenMemo? = nil) {
        scenario = stage.scenario
        self.size = size
        glyphs = stage.glyphs
        isMeasured = stage.isMeasured
        captionLines = stage.captionLines
        let layout = StageLayout(size: size, captionLines: captionLines)
        self.layout = layout
        duration = stage.duration
        var panes = stage.panes
        if stage.isMeasured && scenario.shiftRegions == .on {
            for index in panes.indices {
                panes[index].shiftRegions = Self.shiftRegions(
                    panes[index], at: index, in: layout, captionLines: captionLines, glyphs: glyphs, memo: memo)
            }
        }
        self.panes = panes
        numbersChanges = panes.indices.map { numbersPanel($0, at: .zero).changes() }
    }

    /// What moved in each of `pane`'s shifts, marked on the phone as
    /// drawn in `layout` (the smallest stage's when there is none),
    /// compared at its size: the shifts are measured on the reference phone.
    static func shiftRegions(
        _ pane: Pane, at index: Int, in layout: StageLayout?, captionLines: Int, glyphs: Glyphs, memo: ScreenMemo?
    ) -> [ShiftRegion] {
        let drawing = layout ?? StageLayout(size: StageLayout.minimumSize, captionLines: captionLines)!
        let drawn = Self.drawn(pane.style, at: index, in: drawing, glyphs: glyphs)
        return shiftRegions(
            pane.metrics.shifts, timetable: pane.timetable, phone: drawn.phone,
            size: Size(width: drawn.rect.width, height: drawn.rect.height), memo: memo)
    }

    /// What moved in each shift: the pane's screen at the frame before it
    /// and at its frame, compared as the observer compares them. Two
    /// screens a shift, drawn once with the stage.
    static func shiftRegions(
        _ shifts: [LayoutShift], timetable: Timetable, phone: Phone, size: Size,
        memo: ScreenMemo?
    ) -> [ShiftRegion] {
        shifts.compactMap { shift in
            let before = phone.screen(timetable.state(at: shift.at - LaunchObserver.frameStep), size: size, memo: memo)
            let after = phone.screen(timetable.state(at: shift.at), size: size, memo: memo)
            return ShiftRegion.between(before, after, at: shift.at)
        }
    }

    /// The shift a pane marks at a moment: the index of its latest region
    /// shown then (`ShiftRegion.shown` from its frame), and whether it fades.
    struct ShiftMark: Hashable, Sendable {
        var region: Int
        var fading: Bool
    }

    func shiftMark(_ index: Int, at time: LaunchTime) -> ShiftMark? { Self.shiftMark(panes[index].shiftRegions, at: time) }

    /// The mark of a pane's shifts `regions` at `time`: the last shift's
    /// until it has been shown for `ShiftRegion.shown`, fading from `fadesAt`.
    static func shiftMark(_ regions: [ShiftRegion], at time: LaunchTime) -> ShiftMark? {
        guard let last = regions.lastIndex(where: { $0.at <= time }), time < regions[last].at + ShiftRegion.shown else { return nil }
        return ShiftMark(region: last, fading: time >= regions[last].at + ShiftRegion.fadesAt)
    }

    /// Marks a shift on a pane drawn in `rect`, as Chrome DevTools' Layout
    /// Shift Regions and its Performance panel's before and after
    /// rectangles do: the moved rows in their new place tinted
    /// (`Role.shifted`, `shiftFading` as it fades), the frame's edges
    /// dashed where they were (the ghost), and in `margin`, beside the
    /// rows where they were, how far they moved ("↓3").
    static func drawShift(
        _ region: ShiftRegion, fading: Bool, in rect: Rect, margin: Rect?, glyphs: Glyphs,
        into buffer: inout ScreenBuffer
    ) {
        let role: Role = fading ? .shiftFading : .shifted
        let screen = Phone.screenRect(of: rect)
        for y in region.newRows where y < screen.height {
            buffer.restyle(Rect(x: screen.x, y: screen.y + y, width: screen.width, height: 1)) { style in
                var marked = style
                marked.role = role
                return marked
            }
        }
        for y in region.oldRows where y < screen.height {
            for x in [rect.x, rect.maxX - 1] {
                let scheme = buffer[x, screen.y + y].style.scheme
                buffer.put(glyphs.ghost, x: x, y: screen.y + y, style: CellStyle(role, scheme: scheme), clip: rect)
            }
        }
        if let margin, let top = region.oldRows.first, margin.width > 0 {
            let distance = region.distance
            let label = (distance < 0 ? glyphs.shiftUp : glyphs.shiftDown) + String(abs(distance))
            let width = DisplayWidth.of(label)
            buffer.put(label, x: max(margin.x, margin.maxX - width), y: screen.y + top, style: CellStyle(role), clip: margin)
        }
    }

    /// The columns left of pane `index`'s frame the distance is written in:
    /// up to three, clear of the other pane.
    func shiftMargin(_ index: Int, beside rect: Rect) -> Rect {
        let bound = index == 0 ? 0 : size.width / 2
        let x = max(bound, rect.x - 3)
        return Rect(x: x, y: rect.y, width: max(0, rect.x - x), height: rect.height)
    }

    /// Pane `index` alone at `time`, frame included, as the stage draws it
    /// (its shift marked, but for the distance, which the stage writes
    /// beside it): a filmstrip's column.
    public func paneFrame(_ index: Int, at time: LaunchTime) -> ScreenBuffer {
        let (phone, rect) = drawn(index)
        var buffer = ScreenBuffer(size: Size(width: rect.width, height: rect.height))
        phone.draw(panes[index].timetable.state(at: time), in: buffer.bounds, into: &buffer)
        if let mark = shiftMark(index, at: time) {
            Self.drawShift(
                panes[index].shiftRegions[mark.region], fading: mark.fading, in: buffer.bounds, margin: nil,
                glyphs: glyphs, into: &buffer)
        }
        return buffer
    }

    /// For each pane, when a tap at `time` shows its answer on its screen
    /// (measured as `responds` is, `LaunchObserver.answer(toTapAt:)`); nil
    /// where it shows none before the end, or the pane is a launch measured
    /// elsewhere: what the demo's t key says.
    public func answers(toTapAt time: LaunchTime) -> [LaunchTime?] {
        panes.map { pane in
            guard pane.style.measured == nil else { return nil }
            let (phone, size) = Self.measuring(pane.style)
            return LaunchObserver.answer(
                toTapAt: time, style: pane.style, conditions: scenario.conditions,
                timetable: pane.timetable, phone: phone, size: size, until: duration)
        }
    }

    /// How each pane answers a tap at `time`, under its title: what the
    /// demo's t key says (a launch measured elsewhere is not tapped).
    public func tapAnswers(at time: LaunchTime) -> [TapAnswer] {
        zip(panes, answers(toTapAt: time)).map { pane, answer in
            TapAnswer(title: pane.style.title, reply: pane.style.measured != nil ? nil : TapReply(tap: time, answer: answer))
        }
    }

    /// The layout the panes are drawn in: the stage's, or the smallest
    /// stage's when this one is too small to draw (which always has one).
    var drawingLayout: StageLayout {
        layout ?? StageLayout(size: StageLayout.minimumSize, captionLines: captionLines)!
    }

    /// What pane `index` is drawn in, and where, in the layout it is
    /// drawn in: a phone, or for a desktop page a browser window.
    func drawn(_ index: Int) -> (phone: Phone, rect: Rect) {
        Self.drawn(panes[index].style, at: index, in: drawingLayout, glyphs: glyphs)
    }

    /// What pane `index` of `style` is measured in, and its place, on the
    /// reference stage (`StageLayout.reference`): the reference phone, or
    /// for a desktop page the reference browser window, in Unicode glyphs,
    /// whatever the stage's size and glyphs.
    public static func reference(_ style: LaunchStyle, at index: Int = 0) -> (phone: Phone, rect: Rect) {
        drawn(style, at: index, in: .reference, glyphs: .unicode)
    }

    /// What a pane of `style` is measured in, and the size of its screen
    /// with the frame (`reference`): for the measurements, the taps and a
    /// report's fitted shifts alike.
    public static func measuring(_ style: LaunchStyle) -> (phone: Phone, size: Size) {
        let (phone, rect) = reference(style)
        return (phone, Size(width: rect.width, height: rect.height))
    }

    /// A report's own frame on the stage at a moment (`--frames`): the
    /// frame, the cells its pixels take and the screen that holds them, for
    /// a picture that shows the frame itself instead of its cells.
    public struct ShownFrame: Sendable {
        public var frame: ReportFrame
        public var cells: Rect
        public var screen: Rect
    }

    /// The report frames the panes show at `time`, left first.
    public func shownFrames(at time: LaunchTime) -> [ShownFrame] {
        guard let layout else { return [] }
        return panes.indices.compactMap { index in
            guard case .reportFrame(let frame, _) = panes[index].timetable.state(at: time).screen else { return nil }
            let rect = Self.drawn(panes[index].style, at: index, in: layout, glyphs: glyphs).rect
            return ScreenshotView.cells(of: frame.picture, inPhone: rect).map {
                ShownFrame(frame: frame, cells: $0.cells, screen: $0.screen)
            }
        }
    }

    /// What draws a pane: a phone, or for a desktop page a browser window
    /// with its host in the address bar.
    static func phone(for style: LaunchStyle, glyphs: Glyphs) -> Phone {
        Phone(glyphs: glyphs, device: style.measured?.device ?? .phone, address: style.title)
    }

    /// What pane `index` of `style` is drawn in and its place in `layout`:
    /// the phone in the phone's place, or the browser window in the window's.
    /// The one place that says so, for the stage, the filmstrip and a
    /// report's reader, which measures a pane as the stage will draw it.
    public static func drawn(_ style: LaunchStyle, at index: Int, in layout: StageLayout, glyphs: Glyphs) -> (phone: Phone, rect: Rect) {
        let phone = phone(for: style, glyphs: glyphs)
        return (phone, layout.frame(index, device: phone.device))
    }

    /// Half a second past the last change, rounded up to a whole second.
    static func duration(after last: LaunchTime) -> LaunchTime {
        .ms((last.milliseconds + 500 + 999) / 1000 * 1000)
    }

    /// The times at which either pane's picture changes (spinner steps
    /// aside), in order: the events `[` and `]` move between.
    public var events: [LaunchTime] {
        Array(Set(panes.flatMap(\.timetable.changes))).sorted()
    }

    /// The first moment after `time` at which the stage's picture changes:
    /// a pane's next step or spinner tick, the playhead's next column, a
    /// change of its numbers, or
    /// the status line's clock turning to the next tenth of a second.
    /// Nil when nothing changes again before the end.
    public func nextChange(after time: LaunchTime) -> LaunchTime? {
        var candidates = panes.compactMap { $0.timetable.nextChange(after: time) }
        // A shift's mark comes, fades and goes.
        for pane in panes {
            for region in pane.shiftRegions {
                candidates += [region.at, region.at + ShiftRegion.fadesAt, region.at + ShiftRegion.shown]
            }
        }
        candidates.append(.ms((max(0, time.milliseconds) / 100 + 1) * 100))
        if let layout { candidates.append(Timeline.nextPlayheadMove(after: time, duration: duration, layout: layout)) }
        // A verdict decided by lateness alone (the tap's, at 401 ms, for a
        // pane that answers later) changes the numbers between the others.
        if layout != nil {
            candidates += numbersChanges.compactMap { changes in changes.first { $0 > time } }
        }
        return candidates.filter { $0 > time && $0 <= duration }.min()
    }

    /// The moments `nextChange(after:)` gives from zero to the end (the
    /// end among them), found in one go, but
    /// a moving screen's only where its phone looks different
    /// (`ScreenMemo.lookChanges`): an animated launch's map moves each
    /// millisecond and looks different some tenth as often, so a caller
    /// that keeps a frame per change (the web page, for hundreds of stages)
    /// skips the moments at which `update` would draw nothing new. Each
    /// pane's steps and the looks of its screens as they move, the shifts'
    /// marks, the playhead's columns and the numbers' changes; the status
    /// line's clock's tenths only with `statusLine` (a picture without it
    /// changes nothing there).
    /// Without `playhead`, the playhead's columns are left out (but where
    /// something else changes then): what a caller that draws the playhead
    /// on its own (`timelineRows(at:over:into:)`) plays through.
    public func moments(memo: ScreenMemo, statusLine: Bool = true, playhead: Bool = true) -> [LaunchTime] {
        guard let layout else { return momentsWithoutLayout() }
        return moments(of: changes(memo: memo, layout: layout), layout: layout, statusLine: statusLine, playhead: playhead)
    }

    /// What a caller that keeps a frame per change and draws the playhead
    /// on its own (the web page) plays a stage by, without its status
    /// line: `all` its moments (`moments(memo:statusLine: false)`), those
    /// at which more than the playhead moves (`changes`, the same without
    /// `playhead`), and those at which the phones' pictures alone change
    /// (`looks`, `lookMoments(memo:)`), the panes gone over once for the
    /// three; each in order, none twice (a caller walks them beside `all`,
    /// hundreds of stages of a hundred moments and more).
    public func pageMoments(memo: ScreenMemo) -> (all: [LaunchTime], changes: [LaunchTime], looks: [LaunchTime]) {
        guard let layout else {
            let times = momentsWithoutLayout()
            return (times, times, [])
        }
        let parts = changes(memo: memo, layout: layout)
        return (
            moments(of: parts, layout: layout, statusLine: false, playhead: true),
            moments(of: parts, layout: layout, statusLine: false, playhead: false),
            Self.phonesAlone(parts)
        )
    }

    /// A stage too small for its parts' layout changes where its panes do.
    private func momentsWithoutLayout() -> [LaunchTime] {
        var times: [LaunchTime] = [.zero]
        while let next = nextChange(after: times[times.count - 1]) { times.append(next) }
        return times
    }

    /// `moments(memo:statusLine:playhead:)` from the panes' changes (`changes(memo:layout:)`).
    private func moments(
        of parts: Changes, layout: StageLayout, statusLine: Bool, playhead: Bool
    ) -> [LaunchTime] {
        var times = statusLine ? stride(from: 100, through: duration.milliseconds, by: 100).map { LaunchTime.ms($0) } : []
        times += parts.looks
        times += parts.steps
        times += parts.others
        var column = LaunchTime.zero
        while playhead && column < duration {
            let next = Timeline.nextPlayheadMove(after: column, duration: duration, layout: layout)
            guard next > column else { break }
            times.append(next)
            column = next
        }
        let inside = Self.ordered(times.filter { $0 > .zero && $0 <= duration })
        return [.zero] + inside + (statusLine || inside.last == duration ? [] : [duration])
    }

    /// `times` in order, each once.
    private static func ordered(_ times: [LaunchTime]) -> [LaunchTime] {
        var result: [LaunchTime] = []
        result.reserveCapacity(times.count)
        for time in times.sorted() where result.last != time { result.append(time) }
        return result
    }

    /// The times of `times` (in order, each once) that are not in `other` (the same).
    private static func leaving(_ other: [LaunchTime], outOf times: [LaunchTime]) -> [LaunchTime] {
        var result: [LaunchTime] = []
        var index = 0
        for time in times {
            while index < other.count && other[index] < time { index += 1 }
            if index < other.count && other[index] == time { continue }
            result.append(time)
        }
        return result
    }

    /// The moments of `moments(memo:statusLine:playhead:)` after the
    /// first at which nothing changes but the phones' pictures: a pane's
    /// step or a moving screen's look (the animated launch's map), no
    /// shift's mark, no number. At such a moment the stage changes on its
    /// phones' rows alone (`phoneRows`; the timeline's lanes are drawn
    /// whole from the start, the playhead apart), and those show what its
    /// phones' looks and what is written on their frames give
    /// (`phoneBands()`). In order.
    public func lookMoments(memo: ScreenMemo) -> [LaunchTime] {
        guard let layout else { return [] }
        return Self.phonesAlone(changes(memo: memo, layout: layout))
    }

    /// See `lookMoments(memo:)`.
    private static func phonesAlone(_ parts: Changes) -> [LaunchTime] {
        leaving(parts.others, outOf: ordered(parts.looks + parts.steps)).filter { $0 > .zero }
    }

    /// The moments the stage's panes change at but the playhead and the
    /// status line, each in order, none twice.
    private struct Changes {
        /// Where a moving screen looks different.
        var looks: [LaunchTime] = []
        /// Where a pane steps on.
        var steps: [LaunchTime] = []
        /// Where a shift's mark comes, fades or goes, or the numbers change.
        var others: [LaunchTime] = []
    }

    /// See `Changes`.
    private func changes(memo: ScreenMemo, layout: StageLayout) -> Changes {
        var looks: [LaunchTime] = [], steps: [LaunchTime] = [], others: [LaunchTime] = []
        for (index, pane) in panes.enumerated() {
            let (phone, rect) = Self.drawn(pane.style, at: index, in: layout, glyphs: glyphs)
            let size = Size(width: rect.width, height: rect.height)
            let paneSteps = pane.timetable.steps
            for (number, step) in paneSteps.enumerated() {
                steps.append(step.at)
                let end = min(number + 1 < paneSteps.count ? paneSteps[number + 1].at : duration, duration)
                guard step.at < end else { continue }
                for change in memo.lookChanges(phone, step.state, size: size, before: end - step.at) {
                    looks.append(step.at + change)
                }
            }
            for region in pane.shiftRegions {
                others += [region.at, region.at + ShiftRegion.fadesAt, region.at + ShiftRegion.shown]
            }
        }
        for changes in numbersChanges { others += changes }
        return Changes(looks: Self.ordered(looks), steps: Self.ordered(steps), others: Self.ordered(others))
    }

    /// The rows the phones stand on, top first (none below the least size).
    public var phoneRows: [Int] {
        guard let layout else { return [] }
        let rows = panes.indices.flatMap { index in
            let rect = Self.drawn(panes[index].style, at: index, in: layout, glyphs: glyphs).rect
            return Array(rect.y..<rect.maxY)
        }
        return Set(rows).sorted()
    }

    /// What each phone's frame says, and where it stands.
    public struct Frames: Hashable, Sendable {
        var said: [[String]] = []
        var rects: [Rect] = []
    }

    /// What the phones' rows show at the moments of this stage, but where
    /// a shift is marked: each phone's look in a memo (`looks(at:memo:)`)
    /// and what its frame says (its title, where a source's credit), which
    /// stays all through the stage (`frames`). Two moments, of this stage
    /// or another of its size, with the same looks and frames draw those
    /// rows alike. Nil for a stage too small for phones.
    public func phoneBands() -> PhoneBands? {
        guard let layout else { return nil }
        var bands = PhoneBands(timetables: panes.map(\.timetable))
        for index in panes.indices {
            let (phone, rect) = Self.drawn(panes[index].style, at: index, in: layout, glyphs: glyphs)
            bands.phones.append(phone)
            bands.sizes.append(Size(width: rect.width, height: rect.height))
            bands.frames.said.append(
                [panes[index].style.title, panes[index].style.measured?.source ?? "", panes[index].shiftOutOfReach.map { "\($0)" } ?? ""])
            bands.frames.rects.append(rect)
            bands.shiftRegions.append(panes[index].shiftRegions)
        }
        return bands
    }

    /// See `phoneBands()`.
    public struct PhoneBands {
        /// The panes' timetables (not the stage: a copy of it at each look).
        let timetables: [Timetable]
        /// Each pane's phone and its size, apart: a phone taken out of a
        /// pair is copied, some forty strings retained and released.
        var phones: [Phone] = []
        var sizes: [Size] = []
        /// The stage's frames, the same in every band of it.
        public var frames = Frames()
        /// Each pane's shifts, whose marks no band holds (`shiftMark`).
        var shiftRegions: [[ShiftRegion]] = []
        /// The phones' numbers in the memo last asked (`ScreenMemo.number`),
        /// found once: a phone is a few dozen glyphs to compare.
        var numbersMemo: ObjectIdentifier?
        var numbers: [Int] = []

        /// Each phone's state and look when last asked: a phone that stands
        /// still beside a moving one is looked up once, not at each moment
        /// (the same state draws the same cells, whatever its number).
        /// (Kept apart and compared in place: a tuple taken out is copied.)
        var lastStates: [PaneState?] = []
        var lastLooks: [Int] = []
        /// Each phone's looks as its screen moves through the step it was
        /// last asked in (`ScreenMemo.lookRun`), and that step: the map's
        /// look at each of its moments read off them, its state at each
        /// neither made nor hashed.
        var runs: [(first: Int, changes: [LaunchTime], looks: [Int], until: LaunchTime?)?] = []
        var runSteps: [Int] = []

        /// Each phone's still look in the step it was last asked in
        /// (`runSteps`), once looked up: a still screen (a feed, a logo
        /// without its spinner) shows one state all through its step, so
        /// beside a moving one it is neither made nor compared at each moment.
        var stillLooks: [Int?] = []
        var stills: [Bool] = []

        /// Each phone's look in `memo` at `time`, in the panes' order; nil
        /// where a shift is marked then.
        public mutating func looks(at time: LaunchTime, memo: ScreenMemo) -> [Int]? {
            var looks: [Int] = []
            return self.looks(at: time, memo: memo, into: &looks) ? looks : nil
        }

        /// `looks(at:memo:)` put into `looks` (emptied first, its room
        /// kept), for a caller that asks at every moment of hundreds of
        /// stages (the web page) and makes no array at each; false, and
        /// `looks` empty, where a shift is marked then.
        public mutating func looks(at time: LaunchTime, memo: ScreenMemo, into looks: inout [Int]) -> Bool {
            looks.removeAll(keepingCapacity: true)
            for regions in shiftRegions where Stage.shiftMark(regions, at: time) != nil { return false }
            if lastStates.count != phones.count {
                lastStates = Array(repeating: nil, count: phones.count)
                lastLooks = Array(repeating: 0, count: phones.count)
            }
            if numbersMemo != ObjectIdentifier(memo) {
                numbersMemo = ObjectIdentifier(memo)
                numbers = phones.map { memo.number($0) }
                runs = Array(repeating: nil, count: phones.count)
                runSteps = Array(repeating: -1, count: phones.count)
                stillLooks = Array(repeating: nil, count: phones.count)
                stills = Array(repeating: false, count: phones.count)
            }
            looks.reserveCapacity(phones.count)
            for index in phones.indices {
                let step = timetables[index].stepIndex(at: time)
                if runSteps[index] != step {
                    runSteps[index] = step
                    runs[index] = memo.lookRun(numbered: numbers[index], timetables[index].steps[step].state, size: sizes[index])
                    stills[index] = timetables[index].steps[step].state.screen.nextChange(after: .zero) == nil
                    stillLooks[index] = nil
                }
                if stills[index], let look = stillLooks[index] {
                    looks.append(look)
                    continue
                }
                let elapsed = max(.zero, time - timetables[index].steps[step].at)
                if let run = runs[index], run.until.map({ elapsed < $0 }) ?? true {
                    // The changes at or before `elapsed`.
                    var low = 0, high = run.changes.count
                    while low < high {
                        let middle = (low + high) / 2
                        if run.changes[middle] <= elapsed { low = middle + 1 } else { high = middle }
                    }
                    looks.append(low == 0 ? run.first : run.looks[low - 1])
                    continue
                }
                let state = timetables[index].state(at: time)
                if lastStates[index] == state {
                    looks.append(lastLooks[index])
                    if stills[index] { stillLooks[index] = lastLooks[index] }
                    continue
                }
                let look = memo.phoneLook(numbered: numbers[index], state, size: sizes[index])
                lastStates[index] = state
                lastLooks[index] = look
                if stills[index] { stillLooks[index] = look }
                looks.append(look)
            }
            return true
        }
    }

    /// The stage at `time`.
    public func render(at time: LaunchTime, status: StageStatus = StageStatus()) -> ScreenBuffer {
        picture(at: time, status: status).buffer
    }

    /// The stage at `time`, with what each part was drawn from, for `update`.
    /// `statusLine: false` leaves the status line's row blank, in this
    /// picture and every update of it, for a caller that shows the rest
    /// alone (the web page): its clock turns at every moment, so it is the
    /// one part drawn again at each.
    public func picture(
        at time: LaunchTime, status: StageStatus = StageStatus(), statusLine: Bool = true, playhead: Bool = true,
        memo: ScreenMemo? = nil
    ) -> StagePicture {
        var buffer = ScreenBuffer(size: size)
        guard let layout else {
            drawTooSmall(into: &buffer)
            return StagePicture(
                buffer: buffer, changedRows: Array(0..<size.height), inputs: nil, statusLine: statusLine, playhead: playhead)
        }
        let inputs = self.inputs(at: time, status: status, layout: layout)
        var unmarked: [[Cell]] = []
        var looks: [Int?] = []
        draw(
            inputs, over: nil, layout: layout, statusLine: statusLine, playhead: playhead, unmarked: &unmarked, looks: &looks,
            memo: memo, into: &buffer)
        if let y = layout.legendRow {
            let row = Rect(x: layout.numbers[0].x, y: y, width: size.width - 1 - layout.numbers[0].x, height: 1)
            buffer.put(
                NumbersPanel.legend(
                    panes.map { $0.style.thresholds(in: scenario) },
                    tap: panes.contains { $0.metrics.touch != nil }, width: row.width,
                    glyphs: glyphs, short: layout.isCompact),
                x: row.x, y: y, style: CellStyle(.heading), clip: row)
        }
        return StagePicture(
            buffer: buffer, changedRows: Array(0..<size.height), inputs: inputs, statusLine: statusLine, playhead: playhead,
            timeline: unmarked, looks: looks)
    }

    /// Turns a picture of this stage into the one at `time`, redrawing only
    /// the parts whose inputs changed (a recording's frames mostly differ in
    /// the clock alone); `changedRows` then names the rows that may differ.
    /// The buffer is always the one `render(at:status:)` gives.
    /// `memo` draws each phone once for a caller that plays many stages alike.
    public func update(
        _ picture: inout StagePicture, to time: LaunchTime, status: StageStatus = StageStatus(),
        memo: ScreenMemo? = nil
    ) {
        guard let layout, let before = picture.inputs, picture.buffer.size == size else {
            picture = self.picture(at: time, status: status, statusLine: picture.statusLine, playhead: picture.playhead, memo: memo)
            return
        }
        let inputs = self.inputs(at: time, status: status, layout: layout)
        picture.changedRows = draw(
            inputs, over: before, layout: layout, statusLine: picture.statusLine, playhead: picture.playhead,
            unmarked: &picture.timeline,
            looks: &picture.looks, memo: memo, into: &picture.buffer)
        picture.inputs = inputs
    }

    /// The timeline's rows at `time`, over `picture` (a picture of this
    /// stage at a moment from which to `time` nothing but the playhead
    /// moves: the moments `moments(memo:statusLine:playhead:)` leaves out
    /// without the playhead): its axis and lanes as drawn without the
    /// playhead, put into `scratch` (a buffer the caller keeps from call to
    /// call, made the stage's size here when it is not), and the playhead
    /// at `time`'s column over them. Returns the rows drawn, axis first;
    /// every other row at `time` is the picture's. Nil for a picture with
    /// no timeline (the stage too small for one). The picture is left as
    /// it is: a caller that keeps a frame per moment (the web page, for
    /// hundreds of stages) makes a playhead's frame from a few rows.
    /// With `time` nil, the rows without the playhead.
    public func timelineRows(at time: LaunchTime?, over picture: StagePicture, into scratch: inout ScreenBuffer) -> [Int]? {
        let rows = layout.map { [$0.axisRow] + $0.laneRows } ?? []
        guard let layout, picture.inputs != nil, picture.timeline.count == rows.count, picture.buffer.size == size else {
            return nil
        }
        if scratch.size != size { scratch = ScreenBuffer(size: size) }
        for (y, cells) in zip(rows, picture.timeline) { scratch.setRow(y, to: cells) }
        if let time {
            let timeline = Timeline(stage: self, layout: layout)
            timeline.drawPlayhead(timeline.column(time), into: &scratch)
        }
        return rows
    }

    /// The timeline's column the playhead stands at at `time` (0 without a timeline).
    public func playheadColumn(at time: LaunchTime) -> Int {
        layout.map { Timeline.column(time, duration: duration, layout: $0) } ?? 0
    }

    /// Everything the parts of the picture at `time` are drawn from.
    private func inputs(at time: LaunchTime, status: StageStatus, layout: StageLayout) -> StagePicture.Inputs {
        StagePicture.Inputs(
            time: time, status: status,
            states: panes.map { $0.timetable.state(at: time) },
            marks: panes.indices.map { shiftMark($0, at: time) },
            // Which stretch between the panel's changes the time is in.
            numbers: numbersChanges.map { changes in changes.lastIndex { $0 <= time } ?? -1 },
            playhead: Timeline.column(time, duration: duration, layout: layout))
    }

    func numbersPanel(_ index: Int, at time: LaunchTime) -> NumbersPanel {
        let style = panes[index].style
        return NumbersPanel(
            metrics: panes[index].metrics, thresholds: style.thresholds(in: scenario), report: style.measured?.shownFigures,
            shiftOutOfReach: panes[index].shiftOutOfReach, time: time, end: duration,
            glyphs: glyphs, names: layout?.legendRow == nil, short: layout?.isCompact ?? false)
    }

    /// Draws the parts whose inputs differ from `before` (all of them
    /// without it), each over a cleared area; returns the rows drawn, in order.
    /// `unmarked` holds the timeline's rows without the playhead, axis
    /// first: set when drawn whole, then put back when the playhead moves
    /// (nothing else on them changes with the time). `looks` holds each
    /// phone's look in `memo` as drawn (nil where not looked up), so that
    /// an update looks up the new state's alone.
    @discardableResult
    private func draw(
        _ inputs: StagePicture.Inputs, over before: StagePicture.Inputs?, layout: StageLayout, statusLine: Bool,
        playhead: Bool, unmarked: inout [[Cell]], looks: inout [Int?], memo: ScreenMemo? = nil, into buffer: inout ScreenBuffer
    ) -> [Int] {
        // Gathered as they come, put in order once (a set hashes each).
        var rows: [Int] = []
        let clear = CellStyle.plain
        if looks.count != panes.count { looks = Array(repeating: nil, count: panes.count) }
        for index in panes.indices {
            let (phone, rect) = Self.drawn(panes[index].style, at: index, in: layout, glyphs: glyphs)
            var phoneChanged = inputs.states[index] != before?.states[index] || inputs.marks[index] != before?.marks[index]
            // A phone whose new state draws as the one before (the animated
            // launch's map from one millisecond to the next, most often) is
            // left as it is, its rows not drawn again.
            // A look a memo that forgot gives again is a new number: the
            // phone is then drawn again, the same cells.
            // A phone that turns from one look to another with no shift
            // marked beside it (an animated launch's map, most of its
            // changes) differs in some of its rows alone: those are
            // pasted, and said to have changed; the rest stand as drawn.
            var differing: (rows: [Int], picture: ScreenBuffer)?
            if phoneChanged, let memo, let before, inputs.marks[index] == before.marks[index] {
                let size = Size(width: rect.width, height: rect.height), number = memo.number(phone)
                let look = memo.phoneLook(numbered: number, inputs.states[index], size: size)
                let drawnLook = looks[index] ?? memo.phoneLook(numbered: number, before.states[index], size: size)
                phoneChanged = look != drawnLook
                looks[index] = look
                if phoneChanged, inputs.marks[index] == nil { differing = memo.rowsDiffering(from: drawnLook, to: look) }
            } else if phoneChanged {
                looks[index] = nil
            }
            if let differing, buffer.isBlank(shiftMargin(index, beside: rect), style: clear) {
                buffer.paste(differing.picture, x: rect.x, y: rect.y, rows: differing.rows)
                rows += differing.rows.map { rect.y + $0 }
            } else if phoneChanged {
                phone.draw(inputs.states[index], in: rect, into: &buffer, memo: memo)
                let margin = shiftMargin(index, beside: rect)
                if before != nil { buffer.fill(margin, style: clear) }
                if let mark = inputs.marks[index] {
                    Self.drawShift(
                        panes[index].shiftRegions[mark.region], fading: mark.fading, in: rect, margin: margin,
                        glyphs: glyphs, into: &buffer)
                }
                rows += rect.y..<rect.maxY
            }
            // The title, over the phone or set in its frame (drawn again with the frame).
            if before == nil || (layout.titlesInFrames && phoneChanged) {
                drawTitle(panes[index].style.title, over: rect, layout: layout, into: &buffer)
            }
            if before == nil || phoneChanged {
                let note = panes[index].shiftOutOfReach.map(Self.outOfReachNote)
                if let credit = Self.credit(panes[index].style.measured?.source, note: note) {
                    drawSource(credit, note: note, under: rect, into: &buffer)
                }
            }
            if inputs.numbers[index] != before?.numbers[index] {
                let rect = layout.numbers[index]
                if before != nil { buffer.fill(rect, style: clear) }
                let panel = numbersPanel(index, at: inputs.time)
                NumbersPanel.draw(memo?.rows(of: panel, width: rect.width) ?? panel.rows(width: rect.width), in: rect, into: &buffer)
                rows += rect.y..<rect.maxY
            }
        }
        if inputs.playhead != before?.playhead {
            let timeline = Timeline(stage: self, layout: layout)
            let timelineRows = [layout.axisRow] + layout.laneRows
            if before != nil, unmarked.count == timelineRows.count {
                // Without the playhead (`playhead: false`), they stay as drawn.
                if playhead {
                    for (y, cells) in zip(timelineRows, unmarked) { buffer.setRow(y, to: cells) }
                    timeline.drawPlayhead(inputs.playhead, into: &buffer)
                    rows += timelineRows
                }
            } else {
                if before != nil {
                    for y in timelineRows { buffer.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: clear) }
                }
                timeline.drawAxis(playhead: nil, into: &buffer)
                timeline.drawLanes(into: &buffer)
                unmarked = timelineRows.map { Array(buffer.row($0)) }
                if playhead { timeline.drawPlayhead(inputs.playhead, into: &buffer) }
                rows += timelineRows
            }
        }
        let status = inputs.status
        if status.caption != before?.status.caption || status.beat != before?.status.beat {
            let captionRows = Set(layout.captionRows + [layout.captionRow]).sorted()
            if before != nil {
                for y in captionRows { buffer.fill(Rect(x: 1, y: y, width: size.width - 2, height: 1), style: clear) }
            }
            drawCaption(status, layout: layout, into: &buffer)
            rows += captionRows
        }
        // The status line fills its row; its clock turns every 10 ms.
        if statusLine {
            StatusLine(status: status, time: inputs.time, scenario: scenario, glyphs: glyphs)
                .draw(in: Rect(x: 0, y: layout.statusRow, width: size.width, height: 1), into: &buffer)
            rows.append(layout.statusRow)
        }
        var ordered: [Int] = []
        for y in rows.sorted() where ordered.last != y { ordered.append(y) }
        return ordered
    }

    /// A pane's title centred over its phone, or in the phone's top frame
    /// row with a space each side ("╭── Logo splash ──╮").
    private func drawTitle(_ title: String, over phone: Rect, layout: StageLayout, into buffer: inout ScreenBuffer) {
        let style = CellStyle(.heading, .bold)
        guard layout.titlesInFrames else {
            let row = Rect(x: phone.x, y: layout.titleRow, width: phone.width, height: 1)
            buffer.putCentered(title, in: row, style: style, ellipsis: glyphs.ellipsis)
            return
        }
        // Inside the corners and a stretch of the frame's line on each side.
        let room = Rect(x: phone.x + 3, y: phone.y, width: max(0, phone.width - 6), height: 1)
        let text = " " + title.truncated(toColumns: max(1, room.width - 2), ellipsis: glyphs.ellipsis) + " "
        buffer.putCentered(text, in: room, style: style, ellipsis: glyphs.ellipsis)
    }

    /// Where a measured pane's figures came from, in its phone's bottom
    /// frame row like a photograph's credit ("╰─ Macrobenchmark, Pixel 7 ─╯"):
    /// whole where it fits, else shortened (`credit(_:toColumns:ellipsis:)`).
    private func drawSource(_ source: String, note: String?, under phone: Rect, into buffer: inout ScreenBuffer) {
        let room = Rect(x: phone.x + 2, y: phone.maxY - 1, width: max(0, phone.width - 4), height: 1)
        let text =
            " "
            + Self.credit(
                source.withoutControlCharacters, toColumns: max(1, room.width - 2), ellipsis: glyphs.ellipsis,
                note: note) + " "
        buffer.putCentered(text, in: room, style: CellStyle(.axis), ellipsis: glyphs.ellipsis)
    }

    /// What a pane says in its frame where it cannot draw its report's
    /// CLS at this size: "cannot draw CLS 0.42 here".
    static func outOfReachNote(_ cls: Double) -> String {
        "cannot draw CLS \(FixedDecimal.text(cls, places: 3, trimmed: true)) here"
    }

    /// The source, with the note after it as its last part (which
    /// `credit(_:toColumns:ellipsis:)` keeps) where there is one.
    static func credit(_ source: String?, note: String?) -> String? {
        let parts = [source, note].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A source cut to `columns`: whole where it fits; else its first and
    /// last comma-separated parts kept and those between dropped, last first
    /// ("Macrobenchmark, median of 10 runs, Pixel 7" → "Macrobenchmark,
    /// Pixel 7"); else cut with an ellipsis.
    /// A note that must be read whole (`outOfReachNote`) is the last part:
    /// where not even the first and last fit, the note alone.
    static func credit(_ source: String, toColumns columns: Int, ellipsis: String, note: String? = nil) -> String {
        guard DisplayWidth.of(source) > columns else { return source }
        var parts = source.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 2 {
            parts.remove(at: parts.count - 2)
            let text = parts.joined(separator: ", ")
            if DisplayWidth.of(text) <= columns { return text }
        }
        return (note ?? source).truncated(toColumns: columns, ellipsis: ellipsis)
    }

    /// The caption, centred on its rows (a short one on the last), and the
    /// beat counter at the last row's right end. The caption keeps clear of
    /// the widest counter the talk has on both sides, so it neither shifts
    /// when the count gains a digit nor differs from what `check` measured.
    private func drawCaption(_ status: StageStatus, layout: StageLayout, into buffer: inout ScreenBuffer) {
        let row = Rect(x: 1, y: layout.captionRow, width: size.width - 2, height: 1)
        if let beat = status.beat {
            let counter = beat.text
            buffer.put(counter, x: row.maxX - DisplayWidth.of(counter), y: row.y, style: CellStyle(.axis), clip: row)
        }
        let width = CaptionRows.width(forStage: size.width, beats: status.beat?.count)
        var caption = CaptionRows(status.caption.withoutControlCharacters, width: width, rows: layout.captionRows.count)
        if caption.cut != nil, let last = caption.lines.popLast() {
            caption.lines.append((last + " " + glyphs.ellipsis).truncated(toColumns: width, ellipsis: glyphs.ellipsis))
        }
        let rows = layout.captionRows.suffix(caption.lines.count)
        for (line, y) in zip(caption.lines, rows) {
            let rect = Rect(x: (size.width - width) / 2, y: y, width: width, height: 1)
            buffer.putCentered(line, in: rect, style: CellStyle(.caption, .bold), ellipsis: glyphs.ellipsis)
        }
    }

    /// Below the least size: say which size is needed and which there is,
    /// wrapped to the width so that the whole message shows even at 20x10.
    private func drawTooSmall(into buffer: inout ScreenBuffer) {
        let need = StageLayout.minimumSize
        let paragraphs: [(text: String, style: CellStyle)] = [
            ("launch-tui needs a terminal of at least \(need.width)x\(need.height)", CellStyle(.heading, .bold)),
            ("this one is \(size.width)x\(size.height)", CellStyle(.status))
        ]
        let lines = paragraphs.flatMap { paragraph in
            DisplayWidth.wrap(paragraph.text, toColumns: size.width).map { (text: $0, style: paragraph.style) }
        }
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            buffer.putCentered(
                line.text, in: Rect(x: 0, y: top + offset, width: size.width, height: 1),
                style: line.style, ellipsis: glyphs.ellipsis)
        }
    }
}

/// A picture of a stage and what its parts were drawn from (see `Stage.update`).
public struct StagePicture: Sendable {
    public internal(set) var buffer: ScreenBuffer
    /// The rows the last render or update drew, in order: every other row is
    /// as it was.
    public internal(set) var changedRows: [Int]
    var inputs: Inputs?
    /// Whether the status line is drawn (`Stage.picture(at:status:statusLine:)`).
    let statusLine: Bool
    /// Whether the playhead is drawn: without it, the timeline's rows stay
    /// as drawn without it, for a caller that draws it on its own
    /// (`Stage.timelineRows(at:over:into:)`).
    public let playhead: Bool
    /// The timeline's rows without the playhead, axis first (see `Stage.draw`).
    var timeline: [[Cell]] = []
    /// Whether it has a timeline drawn (`Stage.timelineRows(at:over:into:)`).
    public var hasTimeline: Bool { inputs != nil && !timeline.isEmpty }
    /// Each phone's look in the memo as drawn, where it was looked up (see `Stage.draw`).
    var looks: [Int?] = []

    struct Inputs: Sendable {
        var time: LaunchTime
        var status: StageStatus
        var states: [PaneState]
        /// Each pane's shift mark (`Stage.shiftMark`).
        var marks: [Stage.ShiftMark?]
        /// For each panel, the last of its changes at or before the time.
        var numbers: [Int]
        var playhead: Int
    }
}

extension Stage {
    /// For each pane, how it answers a tap at each frame step from the tap
    /// on the icon to the stage's end, as runs (`LaunchObserver.replies`);
    /// nil for a launch measured elsewhere, which is not tapped. What the
    /// t key says at any moment, for a player that cannot ask the stage.
    public func tapReplies(memo: ScreenMemo? = nil) -> [[TapReplyRun]?] {
        panes.map { pane in
            guard pane.style.measured == nil else { return nil }
            let (phone, size) = Self.measuring(pane.style)
            let answer = { (earlier: TapReplies?) in
                LaunchObserver.replies(
                    style: pane.style, conditions: scenario.conditions, timetable: pane.timetable,
                    phone: phone, size: size, until: duration, memo: memo, from: earlier)
            }
            guard let memo else { return answer(nil) }
            return memo.replies(
                memo.paneKey(pane.style, scenario.conditions, pane.timetable, phone: phone, size: size, until: duration), answer)
        }
    }
}
