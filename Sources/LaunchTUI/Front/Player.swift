import Scenes

/// What the player can be told to do outright, by a key (through its
/// `KeyAction`) or by a talk's script (through the presenter).
enum PlayerCommand: Hashable, Sendable {
    /// Move the clock to this time, keeping play or pause.
    case seek(LaunchTime)
    /// Play at this speed (0.1 to 4) from here on.
    case setSpeed(Double)
    /// A new launch of this scenario, from the tap, at the same size.
    case load(Scenario)
    /// Stop the clock where it is.
    case pause
}

/// The interactive demo's state, and how keys, resizes and time change it.
/// Pure: the wall clock comes in as a `MonotonicTime` with every event, so tests
/// drive it without a terminal or a real clock.
///
/// The stage clock runs from an anchor: at wall moment `anchorWall` it read
/// `anchorTime`, and while playing it moves `speed` times as fast as the
/// wall clock. Pausing, seeking and changing speed move the anchor.
struct Player {
    enum Mode: Hashable, Sendable {
        case playing
        case paused
        /// Both panes have settled: the clock stopped at the end.
        case ended
    }

    /// The speeds `+` and `-` move between; `--speed` may start between them.
    static let speeds: [Double] = [0.1, 0.2, 0.3, 0.5, 1, 1.5, 2, 3, 4]
    /// While playing, `[` passes over an event this recent: pressed twice,
    /// it goes further back rather than to the same event again.
    static let eventLead = LaunchTime.ms(300)
    /// With `--loop`, how long the settled frame stays before the replay.
    static let loopHold = MonotonicTime.milliseconds(2000)

    private(set) var stage: Stage {
        didSet { picture = nil }
    }
    /// A picture of `stage` drawn ahead (the demo's first, drawn with the
    /// stage while curses started on the thread beside):
    /// the view brings a copy of it to the moment, drawing again only the
    /// parts that changed (`Stage.update`). Gone with the stage.
    private(set) var picture: StagePicture?
    /// Whether `stage` is laid out but not yet measured: after a scenario key or
    /// a resize, which lay the stage out at once and ask (`.measure`) for
    /// the measuring, the costly part, once the batch of events is handled.
    var awaitsMeasure: Bool { !stage.isMeasured }
    private(set) var mode: Mode = .playing
    private(set) var speed: Double
    let loops: Bool
    private(set) var showsHelp = false
    /// How a report's frames are drawn, once settled; nil without frames.
    private(set) var graphics: TerminalGraphics?

    /// The `?` overlay over the stage as laid out now (nil when it is too small).
    var helpOverlay: HelpOverlay? {
        stage.layout.map { HelpOverlay(glyphs: stage.glyphs, phones: $0.phones, graphics: graphics) }
    }
    private var anchorTime = LaunchTime.zero
    private var anchorWall: MonotonicTime
    /// When the clock reached the end (for `--loop`'s hold).
    private var endedAt: MonotonicTime?
    /// The scenario the launch started with (`--tap-at` its own tap): a tap
    /// key's tap lasts until the launch starts again.
    private var launchScenario: Scenario

    /// A word for the status line, in place of the key hints, for a moment.
    enum Notice: Hashable, Sendable {
        /// The tap key: how each pane, left first, answered the tap at that moment.
        case tapped(at: LaunchTime, [TapAnswer])
        /// The b key off Android, where it changes nothing: only Android runs
        /// a Baseline Profile. The platform the launch is on.
        case noBaselineProfile(on: Platform)
        /// The h key: whether shifts are marked now.
        case shiftRegions(ShiftRegions)
    }

    /// How long a notice stays on the status line, unless the launch starts
    /// again first (`restart`).
    static let noticeHold = MonotonicTime.milliseconds(2000)

    /// The notice shown, and the wall moment it goes away.
    private var notice: (notice: Notice, until: MonotonicTime)?

    /// The notice on the status line at `now`, if any.
    func notice(at now: MonotonicTime) -> Notice? {
        guard let notice, now < notice.until else { return nil }
        return notice.notice
    }

    /// A player at the start of the stage's launch, playing from `start`.
    /// What s and S cycle a pane through: the built-ins, and the launches
    /// the command line named.
    var styles = LaunchStyles.builtIn

    /// `picture`: one of `stage`, drawn ahead (any moment, any status).
    init(stage: Stage, picture: StagePicture? = nil, speed: Double = 1, loops: Bool = false, start: MonotonicTime) {
        self.stage = stage
        self.picture = picture?.buffer.size == stage.size ? picture : nil
        self.speed = PlaybackSpeed.clamped(speed)
        self.loops = loops
        anchorWall = start
        launchScenario = stage.scenario
    }

    // MARK: - Reading

    /// The stage time at wall moment `now`.
    func time(at now: MonotonicTime) -> LaunchTime {
        guard mode == .playing else { return anchorTime }
        let elapsed = Double(max(0, now - anchorWall)) * speed / 1_000_000
        // A hair of tolerance so the wall moment `wake` works out lands on its instant.
        return min(stage.duration, anchorTime + .ms(Int(elapsed + 1e-6)))
    }

    /// When the player next needs a `.tick`: the wall moment of the stage's
    /// next visible change, the end, or the replay. Nil when nothing will
    /// change until a key or a resize (paused, or ended without a loop).
    func nextWake(after now: MonotonicTime) -> MonotonicTime? {
        let change = nextChange(after: now)
        // A notice goes away on time, paused or not.
        guard let until = notice?.until, until > now else { return change }
        return min(change ?? until, until)
    }

    /// The wall moment of the stage's next visible change, the end, or the replay.
    private func nextChange(after now: MonotonicTime) -> MonotonicTime? {
        switch mode {
        case .paused:
            return nil
        case .ended:
            return loops ? endedAt.map { $0 + Self.loopHold.nanoseconds } : nil
        case .playing:
            // Too small to show the stage: only the end matters.
            let next = stage.layout == nil ? nil : stage.nextChange(after: time(at: now))
            return wall(at: next ?? stage.duration)
        }
    }

    /// The wall moment at which the playing clock reads `time`.
    private func wall(at time: LaunchTime) -> MonotonicTime {
        let milliseconds = Double((time - anchorTime).milliseconds)
        return anchorWall + Int((milliseconds * 1_000_000 / speed).rounded(.up))
    }

    // MARK: - Changing

    /// The player after `event` at `now`, and what the run loop must do:
    /// quit, repaint, or measure a stage laid out at once.
    @discardableResult
    mutating func update(_ event: FrontEvent, at now: MonotonicTime) -> [FrontEffect] {
        var effects: [FrontEffect] = []
        switch event {
        case .tick:
            tick(at: now)
        case .measure:
            settle()
        case .graphics(let graphics):
            self.graphics = graphics
        case .resize(let size):
            guard size != stage.size else { break }
            let time = time(at: now)
            layOut(stage.scenario, size: size)
            anchor(time, at: now)
        case .key(let key):
            tick(at: now)
            guard let action = KeyTable.action(for: key) else {
                // Bound to nothing, it does nothing but close the help, as
                // the help's footer says any key does.
                showsHelp = false
                break
            }
            // The help panel covers the stage: a key that would change what
            // is under it closes the panel instead (as in less or htop).
            switch (showsHelp, action) {
            case (false, _), (true, .toggleHelp), (true, .dismiss), (true, .quit), (true, .repaint):
                effects = perform(action, at: now)
            case (true, _):
                showsHelp = false
            }
        }
        return awaitsMeasure ? effects + [.measure] : effects
    }

    private mutating func tick(at now: MonotonicTime) {
        switch mode {
        case .playing:
            guard time(at: now) >= stage.duration else { return }
            endedAt = wall(at: stage.duration)
            anchorTime = stage.duration
            mode = .ended
        case .ended:
            if loops, let endedAt, now >= endedAt + Self.loopHold.nanoseconds {
                restart(at: endedAt + Self.loopHold.nanoseconds)
            }
        case .paused:
            break
        }
    }

    /// Carries out an absolute command.
    mutating func apply(_ command: PlayerCommand, at now: MonotonicTime) {
        switch command {
        case .seek(let time): seek(to: time, at: now)
        case .setSpeed(let newSpeed): setSpeed(newSpeed, at: now)
        case .pause: pause(at: now)
        case .load(let scenario):
            // Its tap (if any) is the launch's own, kept when it restarts.
            launchScenario = scenario
            relaunch(scenario)
            restart(at: now)
        }
    }

    private mutating func perform(_ action: KeyAction, at now: MonotonicTime) -> [FrontEffect] {
        let time = time(at: now)
        switch action {
        case .repaint:
            return [.repaint]
        case .playPause:
            switch mode {
            case .playing: pause(at: now)
            case .paused where time < stage.duration: play(from: time, at: now)
            case .paused, .ended: restart(at: now)
            }
        case .restart:
            restart(at: now)
        case .step(let delta):
            apply(.seek(time + delta), at: now)
        case .stepFrame(let forward):
            pause(at: now)
            seek(to: forward ? time + KeyTable.frame : time - KeyTable.frame, at: now)
        case .previousEvent:
            // While playing, the event just passed does not count (`eventLead`).
            let before = mode == .playing ? time - Self.eventLead : time
            apply(.seek(stage.events.last { $0 < before } ?? .zero), at: now)
        case .nextEvent:
            apply(.seek(stage.events.first { $0 > time } ?? stage.duration), at: now)
        case .faster:
            apply(.setSpeed(Self.speeds.first { $0 > speed + 1e-9 } ?? Self.speeds.last ?? speed), at: now)
        case .slower:
            apply(.setSpeed(Self.speeds.last { $0 < speed - 1e-9 } ?? Self.speeds.first ?? speed), at: now)
        case .normalSpeed:
            apply(.setSpeed(1), at: now)
        case .cycle(.baselineProfile) where launchScenario.platform != .android:
            // Nothing would change, so nothing is launched again: the status says why.
            notice = (.noBaselineProfile(on: launchScenario.platform), now + Self.noticeHold.nanoseconds)
        case .cycle(.shiftRegions):
            // A way of showing the launch, not a new launch: the clock goes on.
            launchScenario = ScenarioKnob.shiftRegions.cycled(launchScenario)
            relaunch(ScenarioKnob.shiftRegions.cycled(stage.scenario))
            notice = (.shiftRegions(stage.scenario.shiftRegions), now + Self.noticeHold.nanoseconds)
        case .cycle(let knob):
            apply(.load(knob.cycled(launchScenario, styles: styles)), at: now)
        case .tap:
            // A tap on both phones at this moment of the launch; the clock
            // goes on. The status line says for a moment how each pane
            // answered it (or that it did not); a style that takes notice of
            // a tap (the animated launch) is launched again with it.
            // The tap lands on the frame step it falls in, as every tap
            // `responds` and the web page try does (an answer at 0.85 s,
            // not 0.851 s for a key pressed 1 ms after a step).
            let step = LaunchObserver.frameStep.milliseconds
            let tap = LaunchTime.ms(time.milliseconds / step * step)
            notice = (.tapped(at: tap, stage.tapAnswers(at: tap)), now + Self.noticeHold.nanoseconds)
            guard stage.scenario.reactsToTap, mode != .ended else { return [] }
            relaunch(stage.scenario.tapped(at: tap))
        case .toggleHelp:
            showsHelp.toggle()
        case .quit:
            return [.quit]
        case .dismiss:
            if !showsHelp { return [.quit] }
            showsHelp = false
        }
        return []
    }

    /// A new stage for `scenario`, at the same size.
    private mutating func relaunch(_ scenario: Scenario) {
        layOut(scenario, size: stage.size)
    }

    /// The stage for `scenario` at `size`, measured later (`.measure`).
    private mutating func layOut(_ scenario: Scenario, size: Size) {
        stage = Stage(scenario: scenario, size: size, glyphs: stage.glyphs, measured: false)
    }

    /// Measures the stage laid out since the last call, if any; true when it did.
    /// (The run loop sends `.measure` for it; a test may call it directly.)
    @discardableResult
    mutating func settle() -> Bool {
        guard awaitsMeasure else { return false }
        stage = Stage(scenario: stage.scenario, size: stage.size, glyphs: stage.glyphs)
        return true
    }

    private mutating func pause(at now: MonotonicTime) {
        guard mode == .playing else { return }
        anchor(time(at: now), at: now)
        mode = .paused
    }

    private mutating func play(from time: LaunchTime, at now: MonotonicTime) {
        mode = .playing
        anchor(time, at: now)
    }

    /// The launch again from the tap (r, a scenario key, a talk's scenario,
    /// `--loop`'s replay). A notice was of the launch before: a tap that is
    /// gone, a platform b found no profile on. It goes, rather than stand
    /// beside a screen it no longer describes.
    private mutating func restart(at now: MonotonicTime) {
        endedAt = nil
        notice = nil
        if stage.scenario != launchScenario { relaunch(launchScenario) }
        play(from: .zero, at: now)
    }

    /// Moves the clock, keeping play or pause; leaving the end pauses.
    private mutating func seek(to time: LaunchTime, at now: MonotonicTime) {
        let clamped = min(max(.zero, time), stage.duration)
        if mode == .ended, clamped < stage.duration {
            mode = .paused
            endedAt = nil
        }
        anchor(clamped, at: now)
        tick(at: now)
    }

    private mutating func setSpeed(_ newSpeed: Double, at now: MonotonicTime) {
        anchor(time(at: now), at: now)
        speed = PlaybackSpeed.clamped(newSpeed)
    }

    private mutating func anchor(_ time: LaunchTime, at now: MonotonicTime) {
        anchorTime = time
        anchorWall = now
    }

}
