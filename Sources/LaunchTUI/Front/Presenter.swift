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
        case playing(index: Int, since: MonotonicTime)
    }

    /// What a key asks of the presenter.
    enum Step: Hashable, Sendable {
        case next, back, restart, quit
        /// Home and End: the talk's start, the last beat's end.
        case first, last
        /// `b`: open or close the list of beats.
        case beats
    }

    /// The presenter's keys: space, right and Enter go on; left goes back a
    /// beat; Home and End go to the first and the last; b lists the beats;
    /// r restarts; q or Esc quits. Digits then Enter go to that beat.
    static let keys: [Key: Step] = [
        .character(" "): .next, .right: .next, .enter: .next, .left: .back,
        .home: .first, .end: .last, .character("b"): .beats, .character("B"): .beats,
        .character("r"): .restart, .character("R"): .restart,
        .character("q"): .quit, .character("Q"): .quit, .escape: .quit
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
    /// The digits typed so far of a beat to go to (Enter goes there).
    private(set) var typed = ""
    /// The list of beats (`b`), when it is open.
    private(set) var list: BeatList?
    /// When the first beat began to play: the talk's timer. Nil before.
    private(set) var timerStart: MonotonicTime?

    /// `talkSize` nil: the stage fills the terminal, whatever its size.
    /// `from`: the beat to start at (see `go(toBeat:)`); nil: the start.
    init(
        timeline: ScriptTimeline, size: Size, glyphs: Glyphs, start: MonotonicTime, talkSize: Size? = nil, clean: Bool = false,
        from: Int? = nil
    ) {
        self.timeline = timeline
        let opening = timeline.beats[0]
        let firstBoundary = opening.start == opening.end && timeline.beats.count > 1 ? 1 : 0
        self.firstBoundary = firstBoundary
        position = .waiting(
            boundary: from.map { Self.boundary(forBeat: $0, first: firstBoundary, count: timeline.beats.count) }
                ?? firstBoundary)
        self.talkSize = talkSize ?? size
        terminalSize = size
        self.clean = clean
        let first = Self.state(of: position, in: timeline, at: start)
        let stageSize = Self.stageSize(talk: self.talkSize, terminal: size)
        stage = Stage(
            scenario: first.scenario, size: stageSize, glyphs: glyphs,
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
    func talkTime(at now: MonotonicTime) -> Int { Self.talkTime(of: position, in: timeline, at: now) }

    private static func talkTime(of position: Position, in timeline: ScriptTimeline, at now: MonotonicTime) -> Int {
        switch position {
        case .waiting(let boundary):
            return boundary == 0 ? 0 : timeline.beats[boundary - 1].end
        case .playing(let index, let since):
            let beat = timeline.beats[index]
            return min(beat.end, beat.start + max(0, now - since) / 1_000_000)
        }
    }

    /// The script's state on screen at `now`.
    func state(at now: MonotonicTime) -> ScriptTimeline.State {
        Self.state(of: position, in: timeline, at: now)
    }

    private static func state(of position: Position, in timeline: ScriptTimeline, at now: MonotonicTime) -> ScriptTimeline.State {
        switch position {
        case .waiting(let boundary):
            return boundary == 0 ? timeline.state(atTalkTime: 0) : timeline.beats[boundary - 1].endState
        case .playing:
            return timeline.state(atTalkTime: talkTime(of: position, in: timeline, at: now))
        }
    }

    /// The beat on screen, 1-based, as the caption row counts it.
    func beat(at now: MonotonicTime) -> Int { state(at: now).beat }

    /// The talk's timer at `now`: time since the first beat began to play.
    func elapsed(at now: MonotonicTime) -> Int? { timerStart.map { max(0, now - $0) } }

    /// "0:42", "12:05", "1:02:07": a timer's nanoseconds, whole seconds.
    static func clockText(_ nanoseconds: Int) -> String {
        let seconds = max(0, nanoseconds) / 1_000_000_000
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return seconds >= 3600 ? "\(seconds / 3600):\(two(seconds / 60 % 60)):\(two(seconds % 60))" : "\(seconds / 60):\(two(seconds % 60))"
    }

    /// The beat `--from` names: a beat number (1 to the count), or the
    /// label of a `Mark` (its beat, the one the recording's marker ends).
    static func beat(named text: String, in timeline: ScriptTimeline) throws(ValueError) -> Int {
        let count = timeline.beats.count
        if !text.isEmpty, text.allSatisfy(Self.isDigit) {
            return try ValueParser.whole(in: 1...count).parse(text)
        }
        let labels = timeline.beats.map(\.marks)
        if let index = labels.firstIndex(where: { $0.contains(text) })
            ?? labels.firstIndex(where: { $0.contains { $0.lowercased() == text.lowercased() } })
        {
            return index + 1
        }
        throw ValueError(
            expected: "takes a beat from 1 to \(count) or a Mark's label", value: text,
            suggestion: Suggestion.nearest(to: text, among: labels.flatMap { $0 }))
    }

    /// When the screen next changes on its own: nil while waiting, but for
    /// the timer's next second once it runs (not shown on a clean stage).
    func nextWake(after now: MonotonicTime) -> MonotonicTime? {
        let tick = clean ? nil : timerStart.map { start in start + (max(0, now - start) / 1_000_000_000 + 1) * 1_000_000_000 }
        guard let playing = playingWake(after: now) else { return tick }
        return min(playing, tick ?? playing)
    }

    private func playingWake(after now: MonotonicTime) -> MonotonicTime? {
        guard case .playing(let index, let since) = position else { return nil }
        let beat = timeline.beats[index]
        let talkTime = talkTime(at: now)
        let stage = stage
        var next =
            timeline.nextChange(afterTalkTime: talkTime) { scenario, time in
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
    mutating func update(_ event: FrontEvent, at now: MonotonicTime) -> [FrontEffect] {
        var effects: [FrontEffect] = []
        switch event {
        case .tick, .graphics:
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
            if type(key, at: now) { break }
            let count = timeline.beats.count
            if let outcome = list?.handle(key, count: count, rows: BeatList.visibleRows(in: stage.size, count: count)) {
                switch outcome {
                case .stay, .passOn: break
                case .close: list = nil
                case .go(let beat): go(toBeat: beat)
                }
                if outcome != .passOn { break }
            }
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

    /// The stage for `scenario` at `size`, laid out at once and measured later
    /// (`.measure`). The caption rows depend on the width alone: the talk's
    /// captions are wrapped again only when it changes.
    private mutating func layOut(_ scenario: Scenario, size: Size) {
        let captionLines = size.width == stage.size.width ? stage.captionLines : timeline.captionLines(forStage: size.width)
        stage = Stage(scenario: scenario, size: size, glyphs: stage.glyphs, measured: false, captionLines: captionLines)
    }

    /// Digits, Backspace, and Enter or Esc after digits: a beat to go to.
    /// Whether the key was one of them.
    private mutating func type(_ key: Key, at now: MonotonicTime) -> Bool {
        switch key {
        case .character(let character) where Self.isDigit(character):
            // More digits than the count has make no beat.
            if typed.count < String(timeline.beats.count).count { typed.append(character) }
            if let number = Int(typed) { list?.select(beat: number, of: timeline.beats.count) }
        case .backspace where !typed.isEmpty:
            typed.removeLast()
        case .enter where !typed.isEmpty:
            go(toBeat: Int(typed) ?? 0)
        case .escape where !typed.isEmpty:
            typed = ""
        default:
            if !typed.isEmpty, key != .redraw { typed = "" }
            return false
        }
        return true
    }

    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// Where beat `number` ends, as `go(toBeat:)` says: the talk's start
    /// (`first`) at most, the last of `count` beats at least.
    private static func boundary(forBeat number: Int, first: Int, count: Int) -> Int { min(max(number, first), count) }

    /// Waiting at the end of beat `number` (1-based), exactly as stepping
    /// leaves it there (the same screen, the same clock); 0 or before the
    /// talk's start: the start; past the last beat: the last.
    mutating func go(toBeat number: Int) {
        position = .waiting(boundary: Self.boundary(forBeat: number, first: firstBoundary, count: timeline.beats.count))
        typed = ""
        list = nil
    }

    private mutating func perform(_ step: Step, at now: MonotonicTime) {
        finishBeat(at: now)
        let count = timeline.beats.count
        switch (step, position) {
        case (.next, .waiting(let boundary)):
            if boundary < count {
                position = .playing(index: boundary, since: now)
                timerStart = timerStart ?? now
            }
        case (.next, .playing(let index, _)):
            position = .waiting(boundary: index + 1)
        case (.back, .waiting(let boundary)):
            position = .waiting(boundary: max(firstBoundary, boundary - 1))
        case (.back, .playing(let index, _)):
            position = .waiting(boundary: max(firstBoundary, index))
        case (.restart, _):
            position = .waiting(boundary: firstBoundary)
            timerStart = nil
        case (.first, _):
            go(toBeat: firstBoundary)
        case (.last, _):
            go(toBeat: count)
        case (.beats, _):
            list = list == nil ? BeatList(selected: beat(at: now) - 1) : nil
        case (.quit, _):
            break
        }
    }

    /// At the end of a beat, wait.
    private mutating func finishBeat(at now: MonotonicTime) {
        if case .playing(let index, let since) = position,
            since + (timeline.beats[index].end - timeline.beats[index].start) * 1_000_000 <= now
        {
            position = .waiting(boundary: index + 1)
        }
    }
}
