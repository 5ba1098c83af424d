import Scenes

/// Presenter mode's state: where the talk is, beat by beat, and how keys and
/// time move it. Pure, like `Player`: the wall clock comes in with every event.
///
/// A beat is the stretch of the script up to a Pause (or the end). The talk
/// starts waiting before the first beat; going on plays the next beat at
/// real time (its Plays at their speed) and waits at its Pause; going back
/// shows the end of the beat before, exactly as it was. What is on screen
/// comes from the same `ScriptTimeline` a recording samples: the stage for
/// the script's scenario, drawn at the script's time.
///
/// The stage is laid out for the talk's `Set Size` whenever the terminal is
/// at least that big (centred in it), so that the figures on screen are the
/// ones the captions quote; a smaller terminal first says so, naming both
/// sizes, and on any key the stage is laid out for the terminal instead.
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
    /// The stage for the scenario on screen, at `stageSize`.
    private(set) var stage: Stage
    private(set) var position: Position
    /// Where the talk starts: before the first beat, or after it when it
    /// shows nothing new (a talk that opens with a Pause on its title).
    let firstBoundary: Int
    /// The size the talk is laid out for: its `Set Size`.
    let talkSize: Size
    /// The terminal's size.
    private(set) var terminalSize: Size
    /// The terminal size at which the presenter last put the notice that
    /// it is smaller than the talk's away.
    private var noticeDismissed: Size?
    /// `play --clean`: no status line, no key hints; the caption row stays.
    let clean: Bool

    /// `talkSize` nil: the stage fills the terminal, whatever its size.
    init(timeline: ScriptTimeline, size: Size, glyphs: Glyphs, start: WallTime, talkSize: Size? = nil, clean: Bool = false) {
        self.timeline = timeline
        let opening = timeline.beats[0]
        firstBoundary = opening.start == opening.end && timeline.beats.count > 1 ? 1 : 0
        position = .waiting(boundary: firstBoundary)
        self.talkSize = talkSize ?? size
        terminalSize = size
        self.clean = clean
        let first = timeline.state(atWall: 0)
        let stageSize = Self.stageSize(talk: self.talkSize, terminal: size)
        stage = Stage(scenario: first.scenario, size: stageSize, glyphs: glyphs,
                      captionLines: timeline.captionLines(forStage: stageSize.width))
    }

    /// The talk's size when the terminal holds it, else the terminal's.
    static func stageSize(talk: Size, terminal: Size) -> Size {
        terminal.width >= talk.width && terminal.height >= talk.height ? talk : terminal
    }

    /// Whether the screen says that the terminal is smaller than the talk's size.
    var showsSizeNotice: Bool {
        stage.size != talkSize && noticeDismissed != terminalSize
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
        let stage = stage
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

    /// The presenter after `event` at `now`, and what the run loop must do.
    @discardableResult
    mutating func update(_ event: FrontEvent, at now: WallTime) -> [FrontEffect] {
        var effects: [FrontEffect] = []
        switch event {
        case .tick:
            break
        case .measure:
            if !stage.isMeasured {
                stage = Stage(scenario: stage.scenario, size: stage.size, glyphs: stage.glyphs, captionLines: stage.captionLines)
            }
        case .resize(let size):
            terminalSize = size
            let stageSize = Self.stageSize(talk: talkSize, terminal: size)
            if stageSize != stage.size { layOut(stage.scenario, size: stageSize) }
        case .key(.redraw):
            effects = [.repaint]
        case .key(let key) where showsSizeNotice:
            // Any key but quit puts the notice away; it does nothing else.
            if Self.keys[key] == .quit { return [.quit] }
            noticeDismissed = terminalSize
        case .key(let key):
            if let step = Self.keys[key] {
                if step == .quit { return [.quit] }
                perform(step, at: now)
            }
        }
        finishBeat(at: now)
        // The stage for the scenario the script shows now.
        let scenario = state(at: now).scenario
        if scenario != stage.scenario { layOut(scenario, size: stage.size) }
        return stage.isMeasured ? effects : effects + [.measure]
    }

    /// The stage for `scenario` at `size`, laid out at once and measured later (`.measure`).
    private mutating func layOut(_ scenario: Scenario, size: Size) {
        stage = Stage(scenario: scenario, size: size, glyphs: stage.glyphs, measured: false,
                      captionLines: timeline.captionLines(forStage: size.width))
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
            break
        }
    }

    /// At the end of a beat, wait.
    private mutating func finishBeat(at now: WallTime) {
        if case .playing(let index, let since) = position,
           since + (timeline.beats[index].end - timeline.beats[index].start) * 1_000_000 <= now {
            position = .waiting(boundary: index + 1)
        }
    }
}
