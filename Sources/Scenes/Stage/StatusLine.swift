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
                            scenario.platform.rawValue, scenario.launch.rawValue + " launch"].joined(separator: " " + glyphs.bullet + " ")
        // Tenths while playing (padded to the same width), hundredths when
        // paused or still, where a 10 ms frame step must show.
        let clock = status.mode == .playing ? time.tenthsText + " s " : time.hundredthsText + " s"
        let left = " \(mode)\(clock) \(glyphs.times)\(status.speedText)  \(scenarioText)"
        let end = buffer.put(left, x: row.x, y: row.y, style: style.with(.bold), clip: row)
        let room = row.width - (end - row.x) - 3
        if room > 0, !status.hint.isEmpty {
            let hint = status.hint.truncated(toColumns: room, ellipsis: glyphs.ellipsis)
            buffer.put(hint, x: row.maxX - 1 - DisplayWidth.of(hint), y: row.y, style: style, clip: row)
        }
    }
}
