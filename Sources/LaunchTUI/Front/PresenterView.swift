import Scenes

/// What presenter mode shows: the stage at the script's moment, with its
/// caption and beat, and the presenter's keys on the status line.
struct PresenterView {
    var presenter: Presenter

    func render(at now: WallTime) -> ScreenBuffer {
        let state = presenter.state(at: now)
        let stage = presenter.stage
        let mode: StageStatus.Mode
        switch presenter.position {
        case .playing: mode = .playing
        case .waiting(let boundary): mode = boundary == presenter.timeline.beats.count ? .ended : .paused
        }
        // Space and Enter go on too; the help names them.
        let arrows = stage.glyphs == .ascii ? "<-/-> beat" : "←/→ beat"
        let status = StageStatus(mode: mode, speed: state.speed, hint: "\(arrows)  r restart  q quit", caption: state.caption,
                                 beat: BeatCount(state.beat, of: presenter.timeline.beats.count))
        return stage.render(at: state.time, status: status)
    }
}
