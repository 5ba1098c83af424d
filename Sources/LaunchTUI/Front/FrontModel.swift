import Scenes

/// Something that happens to a front model: a key, a new terminal size,
/// the clock reaching the time the model asked to be woken at, or the loop
/// getting round to measuring a stage the model laid out (`.measure`).
enum FrontEvent: Hashable, Sendable {
    case key(Key)
    case resize(Size)
    case tick
    /// Measure the stage laid out but not yet measured (the loop sends it
    /// once after a batch of events that asked for it, off the clock).
    case measure
    /// How a report's frames are drawn, once it is settled (the terminal
    /// answered, or `--graphics` chose): the help names it.
    case graphics(TerminalGraphics)
}

/// What an update asks the run loop to do (bubbletea's commands): the loop
/// reads nothing else from the model afterwards.
enum FrontEffect: Hashable, Sendable {
    case quit
    /// Write every cell again (Ctrl-L).
    case repaint
    /// Send `.measure` once this batch of events is handled: a stage was
    /// laid out at once and its measuring (the costly part) can wait, so a
    /// burst of keys or resizes measures once.
    case measure
}

/// What the run loop drives: the demo's `Player` or a talk's `Presenter`.
/// Bubbletea's shape: an event in, the effects out, a view of the model at a
/// moment. The moments come from the loop's clock, which does not move while
/// the program is stopped (Ctrl-Z) or the loop is busy with an event.
protocol FrontModel {
    /// The model after `event` at `now`, and what the loop must do.
    mutating func update(_ event: FrontEvent, at now: MonotonicTime) -> [FrontEffect]
    /// The screen at `now`.
    func view(at now: MonotonicTime) -> ScreenBuffer
    /// When to wake for the next visible change; nil: only a key or a resize.
    func nextWake(after now: MonotonicTime) -> MonotonicTime?
    /// Whether the picture is moving (the loop then draws at most 60 frames a second).
    var isMoving: Bool { get }
    /// A report's frames on screen at `now`, for a terminal that draws
    /// them as pictures over their cells; none where nothing covers them.
    func pictures(at now: MonotonicTime) -> [Stage.ShownFrame]
}

extension FrontModel {
    func pictures(at now: MonotonicTime) -> [Stage.ShownFrame] { [] }
}

extension Player: FrontModel {
    func view(at now: MonotonicTime) -> ScreenBuffer { PlayerView(player: self).render(at: now) }

    var isMoving: Bool { mode == .playing }

    func pictures(at now: MonotonicTime) -> [Stage.ShownFrame] {
        let frames = stage.shownFrames(at: time(at: now))
        guard showsHelp, let help = helpOverlay else { return frames }
        // The help's panel covers a picture it overlaps: that one is not drawn.
        let panel = help.placement(in: stage.size).panel
        return frames.filter { $0.cells.intersection(panel).isEmpty }
    }
}

extension Presenter: FrontModel {
    func view(at now: MonotonicTime) -> ScreenBuffer { PresenterView(presenter: self).render(at: now) }

    var isMoving: Bool { isPlaying }

    /// The stage's frames where `PresenterView` puts the stage (centred in
    /// a larger terminal); none under the size notice or the beat list.
    func pictures(at now: MonotonicTime) -> [Stage.ShownFrame] {
        guard !showsSizeNotice, list == nil else { return [] }
        let dx = (terminalSize.width - stage.size.width) / 2, dy = (terminalSize.height - stage.size.height) / 2
        return stage.shownFrames(at: state(at: now).time).map { shown in
            var moved = shown
            moved.cells.x += dx
            moved.cells.y += dy
            moved.screen.x += dx
            moved.screen.y += dy
            return moved
        }
    }
}
