import Scenes

/// Presenter mode's state: where the talk is, beat by beat, and how keys and
/// time move it. Pure, like `Player`: the wall clock comes in with every event.
///
/// A beat is the stretch of the script up to a Pause (or the end). The talk
/// starts waiting before the first beat; going on plays the next beat at
/// real time (its Plays at their speed) and waits at its Pause; going back
/// shows the end of the beat before, exactly as it was. What is on screen
/// comes from the same `ScriptTimeline` a recording samples, and reaches
/// the `Player` as absolute commands: load the scenario, set the speed, seek.
struct Presenter {
    enum Position: Hashable, Sendable {
        /// Waiting after beat `boundary` (0: before the first).
        case waiting(boundary: Int)
        /// Playing beat `index` (0-based) since wall moment `since`.
        case playing(index: Int, since: WallTime)
    }

    /// What a key asks of the presenter.
    enum Step: Hashable, Sendable {
        case next, back, restart, quit
    }

    /// The presenter's keys: space, right and Enter go on; left goes back a
    /// beat; r restarts; q or Esc quits.
    static let keys: [Key: Step] = [
        .character(" "): .next, .right: .next, .enter: .next, .left: .back,
        .character("r"): .restart, .character("R"): .restart,
        .character("q"): .quit, .character("Q"): .quit, .escape: .quit,
    ]

    let timeline: ScriptTimeline
    private(set) var player: Player

    /// Measures a stage the player laid out since the last call (see `Player.settle`).
    @discardableResult
    mutating func settle() -> Bool { player.settle() }
    private(set) var position: Position
    /// Where the talk starts: before the first beat, or after it when it
    /// shows nothing new (a talk that opens with a Pause on its title).
    let firstBoundary: Int
    private(set) var wantsToQuit = false

    init(timeline: ScriptTimeline, size: Size, glyphs: Glyphs, start: WallTime) {
        self.timeline = timeline
        let opening = timeline.beats[0]
        firstBoundary = opening.start == opening.end && timeline.beats.count > 1 ? 1 : 0
        position = .waiting(boundary: firstBoundary)
        let first = timeline.state(atWall: 0)
        player = Player(stage: Stage(scenario: first.scenario, size: size, glyphs: glyphs), start: start)
        sync(at: start)
    }

    // MARK: - Reading

    /// How far into the talk (as a recording plays it) the screen is.
    func wall(at now: WallTime) -> Int {
        switch position {
        case .waiting(let boundary):
            return boundary == 0 ? 0 : timeline.beats[boundary - 1].end
        case .playing(let index, let since):
            let beat = timeline.beats[index]
            return min(beat.end, beat.start + max(0, now - since) / 1_000_000)
        }
    }

    /// The script's state on screen at `now`.
    func state(at now: WallTime) -> ScriptTimeline.State {
        switch position {
        case .waiting(let boundary):
            return boundary == 0 ? timeline.state(atWall: 0) : timeline.beats[boundary - 1].endState
        case .playing:
            return timeline.state(atWall: wall(at: now))
        }
    }

    /// When the screen next changes on its own: nil while waiting.
    func nextWake(after now: WallTime) -> WallTime? {
        guard case .playing(let index, let since) = position else { return nil }
        let beat = timeline.beats[index]
        let wall = wall(at: now)
        let stage = player.stage
        var next = timeline.nextChange(afterWall: wall) { scenario, time in
            // Past the stage's end its clock still turns each tenth of a second.
            guard scenario == stage.scenario else { return time + .ms(1) }
            return stage.nextChange(after: time) ?? .ms((time.milliseconds / 100 + 1) * 100)
        } ?? beat.end
        next = min(next, beat.end)
        return since + (next - beat.start) * 1_000_000
    }

    var isPlaying: Bool {
        if case .playing = position { return true }
        return false
    }

    // MARK: - Changing

    mutating func handle(_ event: PlayerEvent, at now: WallTime) {
        switch event {
        case .tick:
            break
        case .resize(let size):
            player.handle(.resize(size), at: now)
        case .key(let key):
            if let step = Self.keys[key] { perform(step, at: now) }
        }
        finishBeat(at: now)
        sync(at: now)
    }

    /// Lets wall time pass without moving the talk (time spent building a stage).
    mutating func hold(nanoseconds: Int) {
        guard nanoseconds > 0, case .playing(let index, let since) = position else { return }
        position = .playing(index: index, since: since + nanoseconds)
    }

    private mutating func perform(_ step: Step, at now: WallTime) {
        finishBeat(at: now)
        let count = timeline.beats.count
        switch (step, position) {
        case (.next, .waiting(let boundary)):
            if boundary < count { position = .playing(index: boundary, since: now) }
        case (.next, .playing(let index, _)):
            position = .waiting(boundary: index + 1)
        case (.back, .waiting(let boundary)):
            position = .waiting(boundary: max(firstBoundary, boundary - 1))
        case (.back, .playing(let index, _)):
            position = .waiting(boundary: max(firstBoundary, index))
        case (.restart, _):
            position = .waiting(boundary: firstBoundary)
        case (.quit, _):
            wantsToQuit = true
        }
    }

    /// At the end of a beat, wait.
    private mutating func finishBeat(at now: WallTime) {
        if case .playing(let index, let since) = position,
           since + (timeline.beats[index].end - timeline.beats[index].start) * 1_000_000 <= now {
            position = .waiting(boundary: index + 1)
        }
    }

    /// Tells the player what the script shows now, as absolute commands.
    private mutating func sync(at now: WallTime) {
        let state = state(at: now)
        if state.scenario != player.stage.scenario { player.apply(.load(state.scenario), at: now) }
        player.apply(.pause, at: now)
        player.apply(.setSpeed(state.speed), at: now)
        player.apply(.seek(state.time), at: now)
    }
}
