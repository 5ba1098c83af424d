import Scenes

/// What presenter mode shows: the stage at the script's moment, with its
/// caption and beat, and the presenter's keys on the status line; centred
/// in a terminal larger than the talk's size; a notice instead in a smaller one.
struct PresenterView {
    var presenter: Presenter

    func render(at now: MonotonicTime) -> ScreenBuffer {
        let terminal = presenter.terminalSize
        if presenter.showsSizeNotice { return sizeNotice() }
        let stage = stageScreen(at: now)
        guard stage.size != terminal else { return stage }
        var buffer = ScreenBuffer(size: terminal)
        buffer.blit(stage, x: (terminal.width - stage.width) / 2, y: (terminal.height - stage.height) / 2)
        return buffer
    }

    /// The stage alone, at its own size.
    func stageScreen(at now: MonotonicTime) -> ScreenBuffer {
        let state = presenter.state(at: now)
        let stage = presenter.stage
        let mode: StageStatus.Mode
        switch presenter.position {
        case .playing: mode = .playing
        case .waiting(let boundary): mode = boundary == presenter.timeline.beats.count ? .ended : .paused
        }
        let status = StageStatus(
            mode: mode, speed: state.speed, hint: hint(at: now), caption: state.caption,
            beat: BeatCount(state.beat, of: presenter.timeline.beats.count))
        var buffer = stage.render(at: state.time, status: status)
        // A clean stage shows the status line only while a beat's number is typed.
        if presenter.clean, presenter.typed.isEmpty, let layout = stage.layout {
            buffer.fill(Rect(x: 0, y: layout.statusRow, width: buffer.width, height: 1), style: .plain)
        }
        if let list = presenter.list, stage.layout != nil {
            list.draw(into: &buffer, timeline: presenter.timeline, current: state.beat, glyphs: stage.glyphs)
        }
        return buffer
    }

    /// The status line's right end: the talk's timer and the keys, or the
    /// number being typed. Space and Enter go on too, r restarts: the help names them.
    func hint(at now: MonotonicTime) -> String {
        let ascii = presenter.stage.glyphs == .ascii
        // The count of beats beside the number: Enter on a number past it goes to the last.
        if !presenter.typed.isEmpty {
            return "go to beat \(presenter.typed)\(ascii ? "_" : "▏") of \(presenter.timeline.beats.count)  Enter  Esc cancels"
        }
        let timer = presenter.elapsed(at: now).map { Presenter.clockText($0) + "  " } ?? ""
        return timer + (ascii ? "<-/-> beat" : "←/→ beat") + "  b beats  q quit"
    }

    /// A terminal smaller than the talk's size: which size the talk is laid
    /// out for, which this one is, and what a key does.
    func sizeNotice() -> ScreenBuffer {
        let talk = presenter.talkSize, terminal = presenter.terminalSize
        var buffer = ScreenBuffer(size: terminal)
        let least = StageLayout.minimumSize
        let fallback =
            terminal.width >= least.width && terminal.height >= least.height
            ? "any key lays it out for \(terminal) instead, where its figures may differ from those its captions quote; q quits"
            : "launch-tui needs at least \(least); q quits"
        let paragraphs: [(text: String, style: CellStyle)] = [
            ("this talk is laid out for \(talk)", CellStyle(.heading, .bold)),
            ("this terminal is \(terminal): make it larger", CellStyle(.status)),
            ("", CellStyle(.status)),
            (fallback, CellStyle(.status))
        ]
        let lines = paragraphs.flatMap { paragraph in
            paragraph.text.isEmpty
                ? [(text: "", style: paragraph.style)]
                : CaptionRows(paragraph.text, width: max(1, terminal.width - 2), rows: terminal.height).lines.map {
                    (text: $0, style: paragraph.style)
                }
        }
        let top = max(0, (terminal.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < terminal.height {
            buffer.putCentered(
                line.text, in: Rect(x: 0, y: top + offset, width: terminal.width, height: 1),
                style: line.style, ellipsis: presenter.stage.glyphs.ellipsis)
        }
        return buffer
    }
}
