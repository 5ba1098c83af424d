import Scenes

/// `play`'s presenter, telling `notes` where the talk is: after each event,
/// when the beat on screen or the timer has changed, the position goes to
/// `publish` (the runtime directory's file, in `play`; a list, in tests).
struct PublishingPresenter: FrontModel {
    var presenter: Presenter
    /// The presenter's process, as the position names it.
    let pid: Int32
    /// Now on the monotonic clock that every process shares; the presenter's
    /// own clock leaves out the time the program was stopped (Ctrl-Z).
    let realNow: () -> MonotonicTime
    let publish: (NotesChannel.Position) -> Void
    private(set) var published: NotesChannel.Position?

    init(presenter: Presenter, pid: Int32, realNow: @escaping () -> MonotonicTime, publish: @escaping (NotesChannel.Position) -> Void) {
        self.presenter = presenter
        self.pid = pid
        self.realNow = realNow
        self.publish = publish
    }

    mutating func update(_ event: FrontEvent, at now: MonotonicTime) -> [FrontEffect] {
        let effects = presenter.update(event, at: now)
        let started = presenter.elapsed(at: now).map { realNow() + -$0 }
        let position = NotesChannel.Position(
            pid: pid, beat: presenter.beat(at: now), beats: presenter.timeline.beats.count,
            started: started)
        // The timer's start moves only by a stop (Ctrl-Z); a few milliseconds are the clocks' reading.
        var drift = 0
        if let now = position.started, let before = published?.started { drift = abs(now - before) }
        if published == nil || position.beat != published?.beat || (position.started == nil) != (published?.started == nil)
            || drift > 200_000_000
        {
            publish(position)
            published = position
        }
        return effects
    }

    func view(at now: MonotonicTime) -> ScreenBuffer { presenter.view(at: now) }
    func nextWake(after now: MonotonicTime) -> MonotonicTime? { presenter.nextWake(after: now) }
    var isMoving: Bool { presenter.isMoving }
    func pictures(at now: MonotonicTime) -> [Stage.ShownFrame] { presenter.pictures(at: now) }
}

/// `launch-tui notes TALK`: the speaker's side of a talk, in a second
/// terminal. It follows `play` through `NotesChannel` and shows the beat on
/// the presenter's screen with its notes, the next beat's caption, and the
/// time since the first beat started; before `play` starts (or after it
/// ends) it waits, showing the first beat. Its clock is the shared
/// monotonic one, read by `read` with the position.
struct NotesFollower: FrontModel {
    let timeline: ScriptTimeline
    /// The talk's name, for the top row.
    let title: String
    let glyphs: Glyphs
    private(set) var size: Size
    /// Reads the position `play` published (nil: none) and the shared clock.
    let read: () -> (position: NotesChannel.Position?, now: MonotonicTime)
    private(set) var position: NotesChannel.Position?
    /// The timer as last read.
    private(set) var elapsed: Int?

    /// How often the file is read.
    static let interval = 250_000_000

    init(
        timeline: ScriptTimeline, title: String, size: Size, glyphs: Glyphs,
        read: @escaping () -> (position: NotesChannel.Position?, now: MonotonicTime)
    ) {
        self.timeline = timeline
        self.title = title
        self.size = size
        self.glyphs = glyphs
        self.read = read
        follow()
    }

    private mutating func follow() {
        let (position, now) = read()
        self.position = position
        elapsed = position?.started.map { max(0, now - $0) }
    }

    mutating func update(_ event: FrontEvent, at now: MonotonicTime) -> [FrontEffect] {
        switch event {
        case .key(.character("q")), .key(.character("Q")), .key(.escape): return [.quit]
        case .key(.redraw): follow(); return [.repaint]
        case .resize(let size): self.size = size
        default: break
        }
        follow()
        return []
    }

    func nextWake(after now: MonotonicTime) -> MonotonicTime? { now + Self.interval }
    var isMoving: Bool { false }

    /// The beat on the presenter's screen (1-based); the first before `play` starts.
    var beat: Int { min(max(1, position?.beat ?? 1), timeline.beats.count) }

    func view(at now: MonotonicTime) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.width >= 20, size.height >= 6 else {
            buffer.put("notes: 20x6 at least", x: 0, y: 0, style: CellStyle(.status), clip: buffer.bounds)
            return buffer
        }
        let beats = timeline.beats
        let ellipsis = glyphs.ellipsis
        // The top row: the talk, the beat, the timer.
        let top = Rect(x: 0, y: 0, width: size.width, height: 1)
        buffer.fill(top, style: CellStyle(.status))
        let timer = elapsed.map(Presenter.clockText) ?? (glyphs == .ascii ? "-:--" : "–:––")
        let right = "\(BeatCount(beat, of: beats.count).text)   \(timer) "
        buffer.put(right, x: size.width - DisplayWidth.of(right), y: 0, style: CellStyle(.status, .bold), clip: top)
        buffer.put(
            " " + title.withoutControlCharacters.truncated(toColumns: max(0, size.width - DisplayWidth.of(right) - 3), ellipsis: ellipsis),
            x: 0, y: 0, style: CellStyle(.status, .bold), clip: top)

        let width = size.width - 4
        var y = 2
        let bottom = size.height - 2
        func paragraph(_ text: String, style: CellStyle, indent: Int = 2) {
            for line in CaptionRows(text.withoutControlCharacters, width: max(1, width - indent + 2), rows: size.height).lines
            where y < bottom {
                buffer.put(line, x: indent, y: y, style: style, clip: Rect(x: 0, y: y, width: size.width, height: 1))
                y += 1
            }
        }
        func heading(_ text: String) {
            guard y < bottom else { return }
            buffer.put(text, x: 1, y: y, style: CellStyle(.heading, .bold), clip: buffer.bounds)
            y += 1
        }
        let current = beats[beat - 1]
        heading("Now")
        paragraph(current.endState.caption.isEmpty ? "-" : current.endState.caption, style: CellStyle(.caption))
        y += 1
        heading("Notes")
        if current.notes.isEmpty { paragraph("-", style: CellStyle(.status, .dim)) }
        for note in current.notes { paragraph((glyphs == .ascii ? "- " : "• ") + note, style: CellStyle(.caption, .bold)) }
        y += 1
        heading("Next")
        if beat < beats.count {
            let next = beats[beat].endState.caption
            paragraph(next.isEmpty ? "-" : next, style: CellStyle(.caption))
        } else {
            paragraph("the end of the talk", style: CellStyle(.status, .dim))
        }

        let status = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
        buffer.fill(status, style: CellStyle(.status))
        let following: String
        if let position {
            following =
                position.beats == beats.count
                ? "following play (pid \(position.pid))"
                : "play shows \(position.beats) beats, this talk has \(beats.count): the file changed; restart both"
        } else {
            following = "waiting for launch-tui play \(title.withoutControlCharacters)"
        }
        buffer.put(
            " " + following.truncated(toColumns: max(0, size.width - 10), ellipsis: ellipsis), x: 0, y: status.y,
            style: CellStyle(.status), clip: status)
        buffer.put("q quit ", x: size.width - 7, y: status.y, style: CellStyle(.status), clip: status)
        return buffer
    }
}
