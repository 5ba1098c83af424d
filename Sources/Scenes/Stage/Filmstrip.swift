/// WebPageTest's filmstrip of a stage's two launches: one lane per pane, one
/// column per tick (every 0.1, 0.25, 0.5 or 1 s), each column the phone as
/// it is at its tick (the latest frame at or before it; a desktop page's
/// browser window, as the stage draws it), marked where it
/// changed since the previous column, where content first shows, and where
/// content moved (the frame before a shift and the one after it are always
/// columns, what moved tinted in the one after, as WebPageTest's "Highlight
/// Layout Shifts" draws it; or a column at every visual change); with each
/// pane's visual progress for the curve under it.
/// Pure: the text form is what the snapshot tests hold, the SVG backend
/// draws the same columns.
public struct Filmstrip: Sendable {
    /// The intervals WebPageTest's filmstrip offers below 5 s.
    public static let intervals: [LaunchTime] = [.ms(100), .ms(250), .ms(500), .ms(1000)]

    /// One column of one lane.
    public struct Column: Sendable {
        public var time: LaunchTime
        /// The whole phone, frame included, at the size the stage draws
        /// it; for a desktop page, its browser window.
        public var phone: ScreenBuffer
        /// It differs from the previous column (never for the first).
        public var changed: Bool
        /// The first column with content on it.
        public var firstContent: Bool
        /// The layout shift since the previous column (0: none).
        public var shift: Double
        /// With `--frames`, the report's own frame the column shows, where
        /// its pixels are in `phone`: for a picture that shows the image.
        public var frame: Stage.ShownFrame? = nil
    }

    /// One pane's row.
    public struct Lane: Sendable {
        public var title: String
        public var columns: [Column]
        public var metrics: PaneMetrics
    }

    public let scenario: Scenario
    public let size: Size
    /// The time between the regular columns; at visual changes, the
    /// step of the chart's time labels.
    public let interval: LaunchTime
    /// A column at every visual change (WebPageTest's "frames at visual
    /// changes") instead of every interval.
    public let atChanges: Bool
    public let until: LaunchTime
    public let ticks: [LaunchTime]
    public let lanes: [Lane]

    /// `until` nil: the later fully drawn plus one interval (the stage's end
    /// when neither pane is ever fully drawn), up to a whole interval.
    /// Besides its ticks, the strip has the last frame before each layout
    /// shift and the first after it, as WebPageTest's "Highlight Layout
    /// Shifts" shows them: the state before a jump is never skipped.
    /// `atChanges`: a column at the tap and at every change of either
    /// pane's picture (its spinner's steps aside), `interval` only spacing
    /// the chart's time labels.
    public init(stage: Stage, interval: LaunchTime = .ms(500), atChanges: Bool = false, until: LaunchTime? = nil) {
        scenario = stage.scenario
        size = stage.size
        self.interval = interval
        self.atChanges = atChanges
        let step = max(1, interval.milliseconds)
        let drawn = stage.panes.compactMap(\.metrics.fullyDrawn).max()
        let end = until ?? drawn.map { $0 + interval } ?? stage.duration
        let last = until ?? .ms((end.milliseconds + step - 1) / step * step)
        self.until = last
        var ticks = Set(atChanges ? [.zero] + stage.events : stride(from: 0, through: last.milliseconds, by: step).map(LaunchTime.ms))
        for shift in stage.panes.flatMap(\.metrics.shifts) {
            ticks.formUnion([shift.at - LaunchObserver.frameStep, shift.at])
        }
        let sorted = ticks.filter { $0 >= .zero && $0 <= last }.sorted()
        self.ticks = sorted
        lanes = stage.panes.indices.map { index in
            let pane = stage.panes[index]
            // As the stage draws it: a phone, or a desktop page's browser window.
            let (phone, rect) = stage.drawn(index)
            var columns: [Column] = []
            var previous: (time: LaunchTime, phone: ScreenBuffer, picture: Picture?)?
            for tick in sorted {
                var buffer = ScreenBuffer(size: Size(width: rect.width, height: rect.height))
                let state = pane.timetable.state(at: tick)
                phone.draw(state, in: buffer.bounds, into: &buffer)
                var shown: Stage.ShownFrame?
                if case .reportFrame(let frame, _) = state.screen,
                    let place = ScreenshotView.cells(of: frame.picture, inPhone: buffer.bounds)
                {
                    shown = Stage.ShownFrame(frame: frame, cells: place.cells, screen: place.screen)
                }
                // The first column at or after the frame content came in.
                var firstContent = false
                if let content = pane.metrics.content { firstContent = content <= tick && (previous.map { $0.time < content } ?? true) }
                let since = previous?.time ?? .ms(-1)
                let shift = pane.metrics.shifts.filter { $0.at > since && $0.at <= tick }.reduce(0) { $0 + $1.score }
                // A report's or a recording's frame is drawn as cells of one
                // glyph and role whatever its pixels: a column showing
                // another frame than the previous column changed, though
                // its cells look the same.
                let changed =
                    previous.map { !Self.looksTheSame($0.phone, buffer) || $0.picture != shown?.frame.picture } ?? false
                previous = (tick, buffer, shown?.frame.picture)
                // The frame after a shift: what moved tinted, as the stage marks it.
                if let region = pane.shiftRegions.last(where: { $0.at > since && $0.at <= tick }) {
                    Stage.drawShift(region, fading: false, in: buffer.bounds, margin: nil, glyphs: stage.glyphs, into: &buffer)
                }
                columns.append(
                    Column(
                        time: tick, phone: buffer, changed: changed,
                        firstContent: firstContent, shift: shift, frame: shown))
            }
            return Lane(title: pane.style.title, columns: columns, metrics: pane.metrics)
        }
    }

    /// ", with the frames before and after each layout shift" where a
    /// pane shifts: the columns besides the regular ones.
    public var aroundShifts: String {
        lanes.contains { !$0.metrics.shifts.isEmpty } ? ", with the frames before and after each layout shift" : ""
    }

    /// "every 0.5s", "at every visual change": how the columns are spaced.
    public var spacing: String { atChanges ? "at every visual change" : "every \(Self.label(interval))" }

    /// A lane's visual progress on the strip's time axis: its points to
    /// `until`, each holding until the next, the last to the axis's end. A
    /// report's own frames (`--frames`) run on past its fully drawn, and
    /// an `--until` can end the strip before a pane is done: the curve
    /// stops where the strip does.
    public func progress(of lane: Lane) -> [VisualProgress.Point] {
        Array(lane.metrics.progress.points.prefix { $0.time <= until })
    }

    /// Whether two pictures look the same, cell for cell, as visual progress
    /// counts it (a blank's role only says whose background it is).
    static func looksTheSame(_ a: ScreenBuffer, _ b: ScreenBuffer) -> Bool {
        a.size == b.size && zip(a.cells, b.cells).allSatisfy(VisualProgress.looksTheSame)
    }

    /// "0.5s", "1s", "0.25s": a tick's label.
    public static func label(_ time: LaunchTime) -> String { time.secondsText + "s" }

    /// The strip as text: the ticks across the top, each lane's marks and
    /// phones side by side, the visual progress and Speed Index of each.
    public var text: String {
        // A browser window is wider than the phone beside it: the columns take the wider.
        let pitch = (lanes.compactMap { $0.columns.first?.phone.width }.max() ?? 0) + 2
        let labelWidth = max(6, (lanes.map { DisplayWidth.of($0.title) }.max() ?? 0) + 2)
        func row(_ cells: [String]) -> String {
            var line = ""
            for (index, cell) in cells.enumerated() {
                line += index == 0 ? cell.padding(toColumns: labelWidth) : cell.padding(toColumns: pitch)
            }
            return line.trimmingTrailingSpaces
        }
        var lines = [
            "filmstrip of \(scenario.summary) at \(size), \(spacing) to \(Self.label(until))\(aroundShifts)",
            "marks: * looks changed since the previous column, # first content, shift N: layout shift since the previous column",
            "",
            row([""] + ticks.map(Self.label))
        ]
        for lane in lanes {
            lines.append("")
            lines.append(row([lane.title] + lane.columns.map(Self.marks)))
            let height = lane.columns.first?.phone.height ?? 0
            for y in 0..<height {
                lines.append(row([""] + lane.columns.map { $0.phone.line(y) }))
            }
        }
        lines.append("")
        lines.append("visual progress (cells like the frame at fully drawn)")
        for lane in lanes {
            let progress = lane.metrics.progress
            // Where the completeness changes.
            var points: [String] = []
            var last: Double?
            for point in progress.points where point.completeness != last {
                points.append("\(Int((point.completeness * 100).rounded(.down)))% at \(Self.label(point.time))")
                last = point.completeness
            }
            let index = progress.speedIndex.map { "Speed Index \($0) ms" } ?? "never fully drawn, no Speed Index"
            lines.append("\(lane.title): " + (points.isEmpty ? "" : points.joined(separator: ", ") + "; ") + index)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "* #  shift 0.125": a column's marks.
    static func marks(_ column: Column) -> String {
        var marks: [String] = []
        if column.changed { marks.append("*") }
        if column.firstContent { marks.append("#") }
        if column.shift > 0 { marks.append("shift " + PaneMetrics.scoreText(column.shift)) }
        return marks.joined(separator: " ")
    }
}

extension String {
    /// Padded with spaces to `columns` display columns.
    func padding(toColumns columns: Int) -> String {
        self + String(repeating: " ", count: max(0, columns - DisplayWidth.of(self)))
    }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
