/// The bottom line: play state, time, speed and scenario on the left, the
/// driver's hint (keys, usually) on the right.
struct StatusLine {
    var status: StageStatus
    var time: LaunchTime
    var scenario: Scenario
    var glyphs: Glyphs

    func draw(in row: Rect, into buffer: inout ScreenBuffer) {
        let style = Style(.status)
        buffer.fill(row, style: style)
        let mode: String
        switch status.mode {
        case .still: mode = ""
        case .playing: mode = glyphs == .ascii ? "|> " : "▶ "
        case .paused: mode = glyphs == .ascii ? "|| " : "⏸ "
        case .ended: mode = glyphs == .ascii ? "[] " : "■ "
        }
        // "warm" is both a cache and a launch kind: name both.
        let scenarioText = [scenario.network.rawValue, scenario.cache.rawValue + " cache", scenario.appearance.rawValue,
                            scenario.platformLabel, scenario.launchLabel + " launch"].joined(separator: " " + glyphs.bullet + " ")
        // Tenths while playing (padded to the same width), hundredths when
        // paused or still, where a 10 ms frame step must show.
        let clock = status.mode == .playing ? time.tenthsText + " s " : time.hundredthsText + " s"
        // The speed after the scenario, so that the scenario stays put when
        // the speed's width changes (×1, ×0.25).
        let front = " \(mode)\(clock) "
        let speed = "  \(glyphs.times)\(status.speedText)"
        // The hint (a snapshot's size, the presenter's keys) and the reserved
        // columns are kept whole, three columns apart: the scenario is cut instead.
        let fixed = DisplayWidth.of(front) + DisplayWidth.of(speed)
        let hint = status.hint.truncated(toColumns: max(0, row.width - fixed - 4), ellipsis: glyphs.ellipsis)
        let right = max(status.reserved, DisplayWidth.of(hint))
        let room = row.width - fixed - (right > 0 ? right + 4 : 1)
        let left = front + scenarioText.truncated(toColumns: max(0, room), ellipsis: glyphs.ellipsis) + speed
        buffer.put(left, x: row.x, y: row.y, style: style.with(.bold), clip: row)
        if !hint.isEmpty {
            buffer.put(hint, x: row.maxX - 1 - DisplayWidth.of(hint), y: row.y, style: style, clip: row)
        }
    }
}
