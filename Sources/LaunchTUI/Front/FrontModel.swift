import Scenes

/// What an update asks the run loop to do (bubbletea's commands), instead
/// of flags the loop reads afterwards.
enum FrontEffect: Hashable, Sendable {
    case quit
    /// Write every cell again (Ctrl-L).
    case repaint
}

/// What the run loop drives: the demo's `Player` or a talk's `Presenter`.
/// Bubbletea's shape: events in, effects out, a view of the model at a moment.
protocol FrontModel {
    /// The model after `event` at wall moment `now`.
    mutating func handle(_ event: PlayerEvent, at now: WallTime)
    /// Set by q or Esc.
    var wantsToQuit: Bool { get }
    /// The screen at `now`.
    func view(at now: WallTime) -> ScreenBuffer
    /// When to wake for the next visible change; nil: only a key or a resize.
    func nextWake(after now: WallTime) -> WallTime?
    /// Whether the picture is moving (the loop then draws at most 60 frames a second).
    var isMoving: Bool { get }
    /// The size the stage is laid out for.
    var size: Size { get }
    /// Lets wall time pass without moving the clock (time spent measuring a
    /// stage, or stopped by Ctrl-Z).
    mutating func hold(nanoseconds: Int)
    /// Does the work that events left for later (measuring a new stage):
    /// the loop calls it once after a batch of keys or a resize, off the
    /// clock. True when there was work.
    mutating func settle() -> Bool
}

extension FrontModel {
    /// Hands the model an event and says what the loop must do: repaint
    /// on Ctrl-L whatever the model, quit when the model wants to.
    mutating func update(_ event: PlayerEvent, at now: WallTime) -> [FrontEffect] {
        handle(event, at: now)
        return (event == .key(.redraw) ? [.repaint] : []) + (wantsToQuit ? [.quit] : [])
    }
}

extension Player: FrontModel {
    func view(at now: WallTime) -> ScreenBuffer { PlayerView(player: self).render(at: now) }

    var isMoving: Bool { mode == .playing }

    var size: Size { stage.size }
}

extension Presenter: FrontModel {
    func view(at now: WallTime) -> ScreenBuffer { PresenterView(presenter: self).render(at: now) }

    var isMoving: Bool { isPlaying }

    var size: Size { player.stage.size }
}
