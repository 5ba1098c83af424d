import Scenes

/// The front's loop: read keys and signals, let the model act (the demo's
/// player or a talk's presenter), draw, then sleep until the model's next
/// visible change or the next key. Paused, settled or waiting at a talk's
/// Pause, it sleeps without a timeout: no CPU at all (a talk's timer, once
/// started, turns once a second).
struct RunLoop {
    /// How the loop ended.
    enum Outcome: Equatable {
        case quit
        case signal(Int32)
        /// The terminal went away without a SIGHUP reaching us.
        case hangup
        case failure(String)
    }

    /// At most 60 frames a second while something moves.
    static let frameInterval = 1_000_000_000 / 60

    let terminal: any TerminalHost
    var model: any FrontModel
    /// Input that arrived before curses started (while the terminal's
    /// background was asked for): its keys come first.
    var typedAhead: [UInt8] = []
    private var decoder = KeyDecoder()
    /// Wall time the model's clock does not count: spent stopped (Ctrl-Z)
    /// or handling events (laying out and measuring a stage takes a moment,
    /// and a launch must not skip ahead for it).
    private var held = 0
    /// Whether an update asked for `.measure` after the batch in hand.
    private var measureLater = false

    /// How long a lone Esc waits for the rest of a sequence (ESCDELAY).
    let escapeDelay: Int

    /// A report's frames as pictures over their cells (`--frames` in a
    /// terminal that draws them); nil when no pane has frames.
    let pictures: TerminalPictures?
    /// The way of drawing them the model was told of.
    private var announced: TerminalGraphics?

    /// Whether the terminal's answers to the background query are still to
    /// come: over a slow link they arrive after the first frame, which never
    /// waits for them. Until the last of them (the device attributes), a
    /// background answer switches the palette in place, and a sequence begun
    /// waits `answerDelay` for its rest, so an answer split in transit is
    /// never read as Esc and letters.
    private(set) var awaitingAnswer: Bool

    /// How long, in milliseconds, a sequence begun waits for its rest while
    /// an answer is awaited: the pieces of one answer come within a round trip.
    static let answerDelay = 1000

    /// A loop for `model`, which starts with `effects` to carry out (a
    /// model whose first stage is painted before it is measured asks for `.measure`).
    init(
        terminal: any TerminalHost, model: any FrontModel, effects: [FrontEffect] = [], typedAhead: [UInt8] = [],
        awaitingAnswer: Bool = false, pictures: TerminalPictures? = nil,
        escapeDelay: Int = KeyDecoder.escapeDelay(environment: Environment.variable("ESCDELAY"))
    ) {
        self.terminal = terminal
        self.model = model
        self.typedAhead = typedAhead
        self.awaitingAnswer = awaitingAnswer
        self.escapeDelay = escapeDelay
        self.pictures = pictures
        measureLater = effects.contains(.measure)
    }

    /// Now on the model's clock: the terminal's, less the time held.
    private func clock() -> MonotonicTime { MonotonicTime(nanoseconds: terminal.now().nanoseconds - held) }

    mutating func run() -> Outcome {
        // A first stage not measured yet is painted at once, and given a
        // frame's time to show before measuring it takes the CPU from the
        // terminal drawing it (keys that come meanwhile end the wait).
        if measureLater {
            draw(at: clock())
            switch terminal.wait(milliseconds: Int32(Self.frameInterval / 1_000_000)) {
            case nil: break
            case .hangup: return .hangup
            case .failure(let message): return .failure(message)
            }
        }
        while true {
            if let signal = terminal.takeTerminating() { return .signal(signal) }
            if terminal.takeSuspend() { suspend() }
            let continued = terminal.takeContinued()
            if continued { terminal.reenterProgramModes() }
            if terminal.takeResized() || continued { adoptWindowSize() }

            guard let input = terminal.readInput() else { return .hangup }
            let read = terminal.now()
            // Past the escape delay, the sequence waiting ends unfinished
            // before the bytes just read are decoded: they start new input,
            // never the middle of the old one.
            var keys = flushIfDue(at: read)
            keys += decoder.feed(typedAhead + input, at: read)
            typedAhead = []
            keys += flushIfDue(at: read)
            adoptReports()
            if let pictures, pictures.isSettled, pictures.graphics != announced {
                announced = pictures.graphics
                handle(.graphics(pictures.graphics))
            }
            for key in keys where handle(.key(key)).contains(.quit) { return .quit }
            // Measure a new stage once for the whole batch, off the clock.
            if measureLater {
                measureLater = false
                handle(.measure)
            }

            let drawn = clock()
            if model.update(.tick, at: drawn).contains(.measure) { measureLater = true }
            draw(at: drawn)

            var timeout: Int32 = -1
            if var wake = model.nextWake(after: drawn) {
                if model.isMoving { wake = max(wake, drawn + Self.frameInterval) }
                timeout = milliseconds(until: wake + held)
            }
            if let since = decoder.waitingSince {
                let flush = milliseconds(until: since + flushDelay * 1_000_000)
                timeout = timeout < 0 ? flush : min(timeout, flush)
            }
            switch terminal.wait(milliseconds: timeout) {
            case nil: break
            case .hangup: return .hangup
            case .failure(let message): return .failure(message)
            }
        }
    }

    /// Presents the model's view at `now`, then the pictures over it: a
    /// sixel or iTerm2 picture that moved or went away needs every cell
    /// written again first, as only text written over it takes it off.
    private func draw(at now: MonotonicTime) {
        let view = model.view(at: now)
        guard let pictures else {
            terminal.display.present(view)
            return
        }
        let frames = pictures.graphics.drawsPictures ? model.pictures(at: now) : []
        if pictures.clearsFirst(frames) { terminal.display.clear() }
        pictures.show(frames, after: terminal.display.present(view))
    }

    /// The keys of a sequence whose wait ran out at `now` (a lone Esc is
    /// the Esc key; anything else unfinished is dropped); none otherwise.
    private mutating func flushIfDue(at now: MonotonicTime) -> [Key] {
        guard let since = decoder.waitingSince, now - since >= flushDelay * 1_000_000 else { return [] }
        return decoder.flush()
    }

    /// How long, in milliseconds, what waits in the decoder may wait for its rest.
    private var flushDelay: Int {
        awaitingAnswer && decoder.sequenceIsWaiting ? max(escapeDelay, Self.answerDelay) : escapeDelay
    }

    /// The terminal's answers that came with the input: while they are
    /// awaited, a background the palette is not for switches it, and every
    /// cell is painted again in the new one; the device attributes end the wait.
    private mutating func adoptReports() {
        for report in decoder.takeReports() {
            // What the picture queries asked, whenever it comes.
            pictures?.heard(report)
            guard awaitingAnswer else { continue }
            switch report {
            case .background(let background):
                if terminal.adoptBackground(background) { terminal.display.clear() }
            case .deviceAttributes:
                awaitingAnswer = false
            case .kittyGraphics, .cellSize:
                break
            }
        }
    }

    /// Whole milliseconds from now until `moment`, rounded up; 0 when it has passed.
    private func milliseconds(until moment: MonotonicTime) -> Int32 {
        let nanoseconds = moment - terminal.now()
        return nanoseconds <= 0 ? 0 : Int32(clamping: (nanoseconds + 999_999) / 1_000_000)
    }

    /// Ctrl-Z: the terminal as the shell left it, stop, and on `fg` the whole
    /// stage again. The stopped time does not count on the clock: the launch
    /// goes on from where it was.
    private mutating func suspend() {
        // Where the kernel would discard the stop, leaving and coming back
        // would only flash the screen (a burst of Ctrl-Z: once per byte).
        let start = terminal.now()
        // No picture is left on the shell's screen; on `fg` (or at once,
        // when the stop is discarded) they are drawn anew.
        pictures?.remove()
        guard terminal.suspend() else { return }
        held += terminal.now() - start
        // The terminal may have changed size while the program was stopped.
        handle(.resize(terminal.size))
    }

    /// Lays the stage out for the terminal's size after SIGWINCH; every cell
    /// is repainted, whether the size changed or not.
    private mutating func adoptWindowSize() {
        handle(.resize(terminal.adoptWindowSize()))
    }

    /// Hands the model an event and carries out the effects it returns. A
    /// scenario key or a resize lays out a new stage, which takes a moment:
    /// that moment does not count on the clock, so a new launch starts from
    /// its tap and a resize skips nothing (nor does measuring it, in `run`).
    @discardableResult
    private mutating func handle(_ event: FrontEvent) -> [FrontEffect] {
        let start = terminal.now()
        let effects = model.update(event, at: clock())
        held += max(0, terminal.now() - start)
        if effects.contains(.repaint) { terminal.display.clear() }
        if effects.contains(.measure) { measureLater = true }
        return effects
    }
}
