/// The timeline under the phones: an axis in seconds, one lane per pane with
/// its phases, markers where content landed and where it jumped (as
/// measured), and the playhead. The stage draws the axis and lanes once
/// without the playhead and puts them back as it moves (`Stage.draw`),
/// then the playhead over them.
struct Timeline {
    var stage: Stage
    var layout: StageLayout

    /// The column that stands for `time`.
    func column(_ time: LaunchTime) -> Int { Self.column(time, duration: stage.duration, layout: layout) }

    /// The column that stands for `time` on a stage of `duration` laid out
    /// as `layout`: all the playhead needs, asked at every moment of a
    /// page's stages without a timeline (and its stage) made for it.
    static func column(_ time: LaunchTime, duration: LaunchTime, layout: StageLayout) -> Int {
        let span = max(1, duration.milliseconds)
        let clamped = min(max(0, time.milliseconds), span)
        return layout.barStart + clamped * (layout.barWidth - 1) / span
    }

    /// When the playhead next moves to another column (`column(_:duration:layout:)`).
    static func nextPlayheadMove(after time: LaunchTime, duration: LaunchTime, layout: StageLayout) -> LaunchTime {
        let span = max(1, duration.milliseconds)
        let steps = max(1, layout.barWidth - 1)
        let next = column(time, duration: duration, layout: layout) - layout.barStart + 1
        // The least t with t * steps / span >= next.
        return .ms((next * span + steps - 1) / steps)
    }

    /// Each pane's lane with its label, without the playhead: the same at
    /// every time.
    func drawLanes(into buffer: inout ScreenBuffer) {
        let glyphs = stage.glyphs
        for (index, pane) in stage.panes.enumerated() {
            let y = layout.laneRows[index]
            let label = pane.style.title.truncated(toColumns: StageLayout.labelWidth - 2, ellipsis: glyphs.ellipsis)
            buffer.put(label, x: 1, y: y, style: CellStyle(.heading, .bold))
            drawLane(pane, row: y, into: &buffer)
            drawOpenEnd(pane, row: y, into: &buffer)
        }
    }

    /// The playhead at column `x`, over the axis and lanes as drawn without
    /// it: its mark on the axis (the axis drawn again where that moves a
    /// label), the lanes' cells under it reversed.
    func drawPlayhead(_ x: Int, into buffer: inout ScreenBuffer) {
        if labels().contains(where: { x >= $0.start && x < $0.start + DisplayWidth.of($0.text) }) {
            buffer.fill(Rect(x: 0, y: layout.axisRow, width: buffer.width, height: 1), style: .plain)
            drawAxis(playhead: x, into: &buffer)
        } else {
            buffer.put(stage.glyphs.playhead, x: x, y: layout.axisRow, style: CellStyle(.playhead, .bold))
        }
        for y in layout.laneRows {
            buffer.restyle(Rect(x: x, y: y, width: 1, height: 1)) { $0.with(.reverse) }
        }
    }

    /// Seconds between labelled ticks: the least of 1, 2, 5, 10, 20, 50...
    /// that leaves every label two columns of room.
    func tickStep() -> Int {
        let seconds = max(1, stage.duration.milliseconds / 1000)
        let widest = DisplayWidth.of("\(seconds)s") + 2
        var step = 1
        while Double(layout.barWidth - 1) * Double(step) / Double(seconds) < Double(widest) {
            step = String(step).hasPrefix("2") ? step / 2 * 5 : step * 2
        }
        return step
    }

    /// The axis's second labels, each starting at its tick; one that would
    /// pass the end ends there.
    private func labels() -> [(start: Int, text: String)] {
        let end = layout.barStart + layout.barWidth
        let seconds = stage.duration.milliseconds / 1000
        return stride(from: 0, through: seconds, by: tickStep()).map { second in
            let x = column(.ms(second * 1000))
            let label = "\(second)s"
            let width = DisplayWidth.of(label)
            return (x + width > end ? x - width + 1 : x, label)
        }
    }

    /// The axis with its second labels; a label under the playhead moves
    /// beside it, so the playhead always shows. Without a playhead, the
    /// axis it is drawn over (`drawPlayhead`).
    func drawAxis(playhead: Int?, into buffer: inout ScreenBuffer) {
        let glyphs = stage.glyphs
        let style = CellStyle(.axis)
        let y = layout.axisRow
        let end = layout.barStart + layout.barWidth
        buffer.put(String(repeating: glyphs.axis, count: layout.barWidth), x: layout.barStart, y: y, style: style)
        for (home, label) in labels() {
            let width = DisplayWidth.of(label)
            var start = home
            if let playhead, playhead >= start && playhead < start + width {
                // Beside the playhead: after it, or before it at the end.
                start = playhead + 1 + width <= end ? playhead + 1 : playhead - width
            }
            buffer.put(label, x: start, y: y, style: style.with(.bold))
        }
        if let playhead { buffer.put(glyphs.playhead, x: playhead, y: y, style: CellStyle(.playhead, .bold)) }
    }

    /// A lane still waiting at its end (a splash never hidden) runs on past
    /// the axis: an open arrow says it never ends.
    private func drawOpenEnd(_ pane: Stage.Pane, row y: Int, into buffer: inout ScreenBuffer) {
        guard let last = pane.timetable.phases.last, last.phase.waiting else { return }
        buffer.put(stage.glyphs.openEnd, x: layout.barStart + layout.barWidth, y: y, style: CellStyle(last.phase.role, .bold))
    }

    private func drawLane(_ pane: Stage.Pane, row y: Int, into buffer: inout ScreenBuffer) {
        let glyphs = stage.glyphs
        let end = layout.barStart + layout.barWidth
        let markers = laneMarkers(pane)
        let system = systemShare(pane)
        for (index, span) in pane.timetable.phases.enumerated() {
            let from = column(span.start)
            let to = span.end.map(column) ?? end
            guard to > from else { continue }
            let style = CellStyle(span.phase.role)
            let segment = Rect(x: from, y: y, width: to - from, height: 1)
            buffer.put(String(repeating: glyphs.laneFill, count: to - from), x: from, y: y, style: style, clip: segment)
            // The system's share, shaded: at least a column, and the app's
            // share of the launch screen after it, however narrow.
            var shaded = from
            if index == 0, let system {
                shaded = min(max(from + 1, column(system)), to - 1)
                buffer.put(
                    String(repeating: glyphs.systemShare, count: shaded - from), x: from, y: y,
                    style: style.with(.dim), clip: segment)
            }
            // The phase's name at its start (after the system's share),
            // shortened if need be to fit before the next marker. Carried
            // past a later marker it would name that moment instead, so a
            // name that does not fit is left out.
            let start = max(from + 1, shaded)
            let gapEnd = markers.map(\.column).filter { $0 >= start && $0 < to }.min() ?? to
            let gap = gapEnd - start
            let label = span.phase.name.truncated(toColumns: gap, ellipsis: glyphs.ellipsis)
            if gap >= 4 || label == span.phase.name, !label.isEmpty {
                buffer.put(label, x: start, y: y, style: style.with(.bold), clip: segment)
            }
        }
        for marker in markers {
            buffer.put(marker.glyph, x: marker.column, y: y, style: CellStyle(.marker, .bold))
        }
    }

    /// On iOS, the end of the system's share of Apple's 400 ms (about 100
    /// ms of it; the app has the rest to create views, load content and
    /// draw), for a pane whose launch starts on the system's launch screen;
    /// nil elsewhere (Android's and Expo's splashes, a hot launch, a launch
    /// measured elsewhere).
    private func systemShare(_ pane: Stage.Pane) -> LaunchTime? {
        guard stage.scenario.platform == .ios, pane.style.measured == nil,
            pane.timetable.steps.first?.state.drawer == .system,
            let launchScreen = pane.timetable.phases.first?.end
        else { return nil }
        return min(LaunchConditions.systemShare, launchScreen)
    }

    /// Where content landed and where it jumped, as measured from the frames.
    private func laneMarkers(_ pane: Stage.Pane) -> [(column: Int, glyph: String)] {
        var markers: [(column: Int, glyph: String)] = []
        if let content = pane.metrics.content { markers.append((column(content), stage.glyphs.contentMarker)) }
        for shift in pane.metrics.shifts { markers.append((column(shift.at), stage.glyphs.jumpMarker)) }
        return markers
    }
}
