/// The bottom line: play state, time, speed and scenario on the left, the
/// driver's hint (keys, usually) on the right.
struct StatusLine {
    var status: StageStatus
    var time: LaunchTime
    var scenario: Scenario
    var glyphs: Glyphs

    func draw(in row: Rect, into buffer: inout ScreenBuffer) {
        let style = CellStyle(.status)
        buffer.fill(row, style: style)
        let mode: String
        switch status.mode {
        case .still: mode = ""
        case .playing: mode = glyphs == .ascii ? "|> " : "▶ "
        case .paused: mode = glyphs == .ascii ? "|| " : "‖ "
        case .ended: mode = glyphs == .ascii ? "[] " : "■ "
        }
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
        let left = front + scenarioText(room: max(0, room)) + speed
        buffer.put(left, x: row.x, y: row.y, style: style.with(.bold), clip: row)
        if !hint.isEmpty {
            buffer.put(hint, x: row.maxX - 1 - DisplayWidth.of(hint), y: row.y, style: style, clip: row)
        }
    }

    /// The scenario in `room` columns. "warm" is both a cache and a launch
    /// kind, so both are named ("warm cache · cold launch"); where that is
    /// too wide (80 columns), the appearance goes first (the phones show
    /// it), then the word "launch" (the kind still comes last, after the
    /// platform), and only then is the text cut. A Baseline Profile, on
    /// and on Android, is named at 80 columns too: on Android (every pane's) the
    /// platform gives way to it, the profile saying Android, then commas
    /// stand between the rest, and where even that is too wide the rest is
    /// cut before it, never the profile.
    func scenarioText(room: Int) -> String {
        if scenario.styles.contains(where: { $0.measured != nil }) { return measuredText(room: room) }
        let bullet = " " + glyphs.bullet + " "
        let network = scenario.network.rawValue, cache = scenario.cache.rawValue + " cache"
        let platform = scenario.platformLabel, launch = scenario.launchLabel
        // A web page has no launch kind: without an app's pane, none is named.
        let kind = launch.isEmpty ? [] : [launch + " launch"], shortKind = launch.isEmpty ? [] : [launch]
        let lists = [
            [network, cache, scenario.appearance.rawValue, platform] + kind,
            [network, cache, platform] + kind,
            [network, cache, platform] + shortKind
        ]
        var candidates = lists.map { $0.concatenated(separator: bullet) }
        // Last, commas between them (a compact stage's 64 columns, on
        // Android); where even that is too wide, the bullets' form is cut.
        let commas = lists[2].concatenated(separator: ", ")
        // Named only where it runs: on iOS or Expo it changes nothing.
        if scenario.baselineProfile == .on, scenario.platform == .android {
            let profile = bullet + "baseline profile"
            // Where every pane is Android's, the profile says the platform;
            // last, commas between the rest (80 columns, a speed such as ×0.25).
            let rest = platform == Platform.android.rawValue ? [network, cache] + shortKind : [network, cache, platform] + shortKind
            let tightest = rest.concatenated(separator: ", ")
            candidates = candidates.map { $0 + profile } + [rest.concatenated(separator: bullet) + profile, tightest + profile]
            let before = room - DisplayWidth.of(profile)
            if !candidates.contains(where: { DisplayWidth.of($0) <= room }), before >= 8 {
                // Even that too wide: the rest is cut, never the profile.
                return tightest.truncated(toColumns: before, ellipsis: glyphs.ellipsis) + profile
            }
        }
        return (candidates + [commas]).first { DisplayWidth.of($0) <= room }
            ?? candidates[candidates.count - 1].truncated(toColumns: room, ellipsis: glyphs.ellipsis)
    }

    /// The scenario in `room` columns where a pane shows a launch measured
    /// elsewhere (a report, a launch file): the scenario's knobs mean
    /// nothing for it, so its own conditions are said instead (a report's
    /// device, form factor and throttling, as it records them), left pane
    /// first; the knobs (network, cache, appearance) only where a built-in
    /// pane follows them, after a bar. The platforms and launch kinds last,
    /// as always. Where that is too wide the knobs shorten as above, then
    /// the report's conditions are cut, never the knobs.
    func measuredText(room: Int) -> String {
        let bullet = " " + glyphs.bullet + " ", bar = " | "
        // Each report's once, left first.
        let own = Scenario.label(scenario.styles.compactMap { $0.measured?.conditions?.withoutControlCharacters }, separator: bullet)
        let platform = scenario.platformLabel, launch = scenario.launchLabel
        let kind = launch.isEmpty ? [] : [launch + " launch"], shortKind = launch.isEmpty ? [] : [launch]
        guard scenario.styles.contains(where: { $0.measured == nil }) else {
            let whole = ([own].filter { !$0.isEmpty } + [platform] + kind).concatenated(separator: bullet)
            if DisplayWidth.of(whole) <= room { return whole }
            let tail = bullet + ([platform] + shortKind).concatenated(separator: bullet)
            guard !own.isEmpty, room - DisplayWidth.of(tail) >= 8 else {
                return whole.truncated(toColumns: room, ellipsis: glyphs.ellipsis)
            }
            return shortened(own, to: room - DisplayWidth.of(tail)) + tail
        }
        let network = scenario.network.rawValue, cache = scenario.cache.rawValue + " cache"
        let knobs = [
            [network, cache, scenario.appearance.rawValue, platform] + kind,
            [network, cache, platform] + kind,
            [network, cache, platform] + shortKind
        ].map { $0.concatenated(separator: bullet) }
        guard !own.isEmpty else {
            return knobs.first { DisplayWidth.of($0) <= room }
                ?? knobs[knobs.count - 1].truncated(toColumns: room, ellipsis: glyphs.ellipsis)
        }
        if let whole = knobs.map({ own + bar + $0 }).first(where: { DisplayWidth.of($0) <= room }) { return whole }
        let tail = bar + knobs[knobs.count - 1]
        guard room - DisplayWidth.of(tail) >= 8 else {
            return (own + tail).truncated(toColumns: room, ellipsis: glyphs.ellipsis)
        }
        return shortened(own, to: room - DisplayWidth.of(tail)) + tail
    }

    /// `text` in `room` columns: whole where it fits, else its first parts
    /// (a report's conditions, a comma between each) that fit, then cut.
    func shortened(_ text: String, to room: Int) -> String {
        guard DisplayWidth.of(text) > room else { return text }
        // Foundation stays out of Scenes: split by hand on ", ".
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).enumerated().map {
            $0.offset == 0 ? String($0.element) : String($0.element.dropFirst())
        }
        while parts.count > 1 {
            parts.removeLast()
            let shorter = parts.concatenated(separator: ", ") + glyphs.ellipsis
            if DisplayWidth.of(shorter) <= room { return shorter }
        }
        return text.truncated(toColumns: room, ellipsis: glyphs.ellipsis)
    }
}
