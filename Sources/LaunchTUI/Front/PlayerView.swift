import Scenes

/// What the player shows at a moment: the stage at the player's time, the
/// key hints that fit on the status line, and the help when it is open.
struct PlayerView {
    var player: Player

    func render(at now: MonotonicTime) -> ScreenBuffer {
        let stage = player.stage
        let compact = stage.layout?.isCompact ?? false
        let notice = player.notice(at: now).map { Self.words(for: $0, glyphs: stage.glyphs, compact: compact) } ?? []
        // A notice is kept whole: the scenario gives up room for it for the moment.
        let reserved = max(keptHintWidth, notice.last.map { DisplayWidth.of($0) } ?? 0)
        let status = StageStatus(mode: mode, speed: player.speed, reserved: reserved)
        var buffer: ScreenBuffer
        if var picture = player.picture {
            stage.update(&picture, to: player.time(at: now), status: status)
            buffer = picture.buffer
        } else {
            buffer = stage.render(at: player.time(at: now), status: status)
        }
        // Too small, the stage says which size it needs: nothing covers that.
        guard let layout = stage.layout else { return buffer }
        drawHint(notice + hints, onRow: layout.statusRow, into: &buffer)
        if player.showsHelp {
            player.helpOverlay?.draw(into: &buffer)
        }
        return buffer
    }

    private var mode: StageStatus.Mode {
        switch player.mode {
        case .playing: .playing
        case .paused: .paused
        case .ended: .ended
        }
    }

    /// The least hint, which the stage's status line keeps room for: help
    /// and quit (and replay at the end).
    var keptHintWidth: Int { hints.last.map { DisplayWidth.of($0) } ?? 0 }

    /// The key hints, longest first: the status line shows the longest that fits.
    var hints: [String] { KeyTable.hints(in: player.mode, ascii: player.stage.glyphs == .ascii) }

    /// A notice's words, longest first, as the hints are; each ends with
    /// help and quit, which the status line always shows, but on a compact
    /// stage's line (under 80 columns), where the shortest form does not fit
    /// beside them: there help and quit give way to it for the moment it is said.
    static func words(for notice: Player.Notice, glyphs: Glyphs = .unicode, compact: Bool = false) -> [String] {
        let kept = KeyTable.hints(in: .playing, ascii: glyphs == .ascii).last ?? ""
        let forms = said(notice, glyphs: glyphs)
        return forms.map { $0 + "  " + kept } + (compact ? forms.suffix(1) : [])
    }

    /// What a notice says, longest first, without the hints after it.
    static func said(_ notice: Player.Notice, glyphs: Glyphs = .unicode) -> [String] {
        let words: [String]
        switch notice {
        case .tapped(let time, let answers):
            // "t at 1.00 s: Logo splash no answer, Content first answers",
            // then shorter, titles cut, so that the least fits at 80 columns.
            func list(short: Bool, titles: Int) -> String {
                TapAnswer.said(answers, short: short, titles: titles, ellipsis: glyphs.ellipsis)
            }
            words = [
                TapAnswer.prefix(at: time) + list(short: false, titles: 20), "t: " + list(short: false, titles: 14),
                "t: " + list(short: true, titles: 14)
            ]
        case .noBaselineProfile(let platform):
            words = [
                "b: a Baseline Profile is Android's: no change on \(platform.rawValue)",
                "b: Android's only, no change on \(platform.rawValue)"
            ]
        case .shiftRegions(let shown):
            words =
                shown == .on
                ? ["h: shift regions on: what moves is marked for a second", "h: shift regions on"]
                : ["h: shift regions off: nothing marks what moves", "h: shift regions off"]
        }
        return words
    }

    /// Puts the first of `hints` that fits right-aligned on the status line,
    /// after what the stage wrote there, with the stage's spacing.
    private func drawHint(_ hints: [String], onRow y: Int, into buffer: inout ScreenBuffer) {
        var end = 0
        for x in 0..<buffer.width where buffer[x, y].grapheme != .space { end = x + 1 }
        let room = buffer.width - end - 3
        guard let hint = hints.first(where: { DisplayWidth.of($0) <= room }) else { return }
        buffer.put(hint, x: buffer.width - 1 - DisplayWidth.of(hint), y: y, style: CellStyle(.status))
    }
}
