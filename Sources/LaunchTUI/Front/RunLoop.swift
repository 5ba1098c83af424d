import Scenes

/// The front's loop: read keys and signals, let the model act (the demo's
/// player or a talk's presenter), draw, then sleep until the model's next
/// visible change or the next key. Paused, settled or waiting at a talk's
/// Pause, it sleeps without a timeout: no CPU at all.
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

    /// How long a lone Esc waits for the rest of a sequence (ESCDELAY).
    let escapeDelay: Int

    init(terminal: any TerminalHost, model: any FrontModel, typedAhead: [UInt8] = [],
         escapeDelay: Int = KeyDecoder.escapeDelay(environment: Environment.variable("ESCDELAY"))) {
        self.terminal = terminal
        self.model = model
        self.typedAhead = typedAhead
        self.escapeDelay = escapeDelay
    }

    mutating func run() -> Outcome {
        /// When the decoder started waiting for the rest of a sequence.
        var awaitingSince: WallTime?
        while true {
            if let signal = terminal.takeTerminating() { return .signal(signal) }
            if terminal.takeSuspend() { suspend() }
            let continued = terminal.takeContinued()
            if continued { terminal.reenterProgramModes() }
            if terminal.takeResized() || continued { adoptWindowSize() }

            guard let input = terminal.readInput() else { return .hangup }
            var keys = decoder.feed(typedAhead + input)
            typedAhead = []
            if decoder.isWaiting {
                let since = awaitingSince ?? terminal.now()
                awaitingSince = since
                if terminal.now() - since >= escapeDelay * 1_000_000 {
                    keys += decoder.flush()
                    awaitingSince = nil
                }
            } else {
                awaitingSince = nil
            }
            for key in keys where handle(.key(key)).contains(.quit) { return .quit }
            // Measure a new stage once for the whole batch, off the clock.
            let settling = terminal.now()
            if model.settle() { model.hold(nanoseconds: terminal.now() - settling) }

            let drawn = terminal.now()
            _ = model.update(.tick, at: drawn)
            terminal.display.present(model.view(at: drawn))

            var timeout: Int32 = -1
            if var wake = model.nextWake(after: drawn) {
                if model.isMoving { wake = max(wake, drawn + Self.frameInterval) }
                timeout = milliseconds(until: wake)
            }
            if let awaitingSince {
                let flush = milliseconds(until: awaitingSince + escapeDelay * 1_000_000)
                timeout = timeout < 0 ? flush : min(timeout, flush)
            }
            switch terminal.wait(milliseconds: timeout) {
            case nil: break
            case .hangup: return .hangup
            case .failure(let message): return .failure(message)
            }
        }
    }

    /// Whole milliseconds from now until `moment`, rounded up; 0 when it has passed.
    private func milliseconds(until moment: WallTime) -> Int32 {
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
        guard terminal.suspend() else { return }
        model.hold(nanoseconds: terminal.now() - start)
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
    private mutating func handle(_ event: PlayerEvent) -> [FrontEffect] {
        let start = terminal.now()
        let effects = model.update(event, at: start)
        model.hold(nanoseconds: terminal.now() - start)
        if effects.contains(.repaint) { terminal.display.clear() }
        return effects
    }
}
