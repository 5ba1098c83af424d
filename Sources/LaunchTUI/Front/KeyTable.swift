import Scenes

/// A key the demo reacts to, decoded from the terminal's bytes by `KeyDecoder`.
enum Key: Hashable, Sendable {
    case character(Character)
    case left
    case right
    case up
    case down
    case home
    case end
    case pageUp
    case pageDown
    case backspace
    case escape
    /// Return, or Enter on the numeric keypad.
    case enter
    /// Tab (Ctrl-I): bound to nothing, it still closes the help.
    case tab
    /// Ctrl-L: repaint every cell, as in pagers and shells.
    case redraw
}

/// What a key asks the player to do (a key's action: not a subcommand
/// such as `record`, nor a `PlayerCommand`, which a script gives too).
enum KeyAction: Hashable, Sendable {
    case playPause
    case restart
    /// Move the clock by this much (negative: back).
    case step(LaunchTime)
    /// Pause, and move the clock by one frame.
    case stepFrame(forward: Bool)
    case previousEvent
    case nextEvent
    case faster
    case slower
    case normalSpeed
    /// Change one scenario parameter to its next value and launch again.
    case cycle(ScenarioKnob)
    /// Tap the phones now: it ends the animated launch sooner.
    case tap
    case toggleHelp
    case quit
    /// Esc: close the help if it is open, otherwise quit.
    case dismiss
    /// Ctrl-L: repaint every cell. The run loop does it; the player has nothing to change.
    case repaint
}

/// A scenario setting a key cycles through its values (the scenario keys
/// n, c, d, p, l, b, h, s and S): one of `ScenarioSettings.all`, by its
/// name, so the setting's one entry gives the key its values, its help and
/// its knob on the web page.
struct ScenarioKnob: Hashable, Sendable {
    /// The setting's name, as the command line has it (`network`).
    let key: String

    /// The knob of the setting called `key`, which must be one with values
    /// to step through (a test holds the key table to it). The setting is
    /// looked up when the knob is used, not when the table is made: the
    /// demo's first frame does not wait for every setting's help.
    init(_ key: String) { self.key = key }

    /// The knobs the player and the page treat apart: what they name.
    static let baselineProfile = ScenarioKnob("baseline-profile")
    static let shiftRegions = ScenarioKnob("shift-regions")
    static let leftStyle = ScenarioKnob("left")
    static let rightStyle = ScenarioKnob("right")

    var setting: ScenarioSetting {
        guard let setting = ScenarioSettings.named(key) else { preconditionFailure("no scenario setting '\(key)'") }
        return setting
    }

    /// Whether it sets a pane's launch style.
    var isStyle: Bool { self == .leftStyle || self == .rightStyle }

    /// The scenario with this setting moved to its next value, wrapping
    /// (a pane's style to the next of `styles`).
    func cycled(_ scenario: Scenario, styles: LaunchStyles = .builtIn) -> Scenario {
        setting.cycled(scenario, styles: styles)
    }

    /// "network: typical fast slow offline", for the help: the setting's
    /// name (or `said`) and its values, apart by `separator`.
    func summary(_ said: String? = nil, separator: String = " ") -> String {
        (said ?? key.replacing("-", with: " ")) + ": " + setting.values().joined(separator: separator)
    }
}

/// One row of the key table: its keys and what each does, how the help
/// names them, what the row means, and how the status line hints at it.
struct KeyBinding: Sendable {
    var actions: [(key: Key, action: KeyAction)]
    /// The keys as the help shows them, with Unicode arrows.
    var label: String
    /// The same for a terminal without UTF-8.
    var asciiLabel: String
    /// What the row does, as the help says it: made when asked for (a
    /// knob's from its setting), not when the table is.
    var meaning: String {
        get { said() }
        set { said = { newValue } }
    }
    private var said: @Sendable () -> String
    /// What the row does as the README's key table says it, which has the
    /// room the help overlay lacks: the meaning, where it says no more.
    var inFull: String { saidInFull?() ?? meaning }
    private var saidInFull: (@Sendable () -> String)?
    /// Its hint on the status line; nil: the row has none.
    var hint: KeyHint?

    /// - Parameter inFull: what the README says the row does, where it says
    ///   more than `meaning`.
    init(
        _ actions: [(Key, KeyAction)], _ label: String, ascii: String? = nil, _ meaning: @autoclosure @escaping @Sendable () -> String,
        inFull: (@Sendable () -> String)? = nil, hint: KeyHint? = nil
    ) {
        self.actions = actions.map { (key: $0.0, action: $0.1) }
        self.label = label
        self.asciiLabel = ascii ?? label
        self.said = meaning
        self.saidInFull = inFull
        self.hint = hint
    }

    /// A key that cycles the scenario setting called `key`, its meaning
    /// the setting's name (or `said`) and values; in full, the values
    /// apart by commas and `more` after them.
    static func cycling(_ character: Character, _ key: String, said: String? = nil, more: String = "") -> KeyBinding {
        let knob = ScenarioKnob(key)
        return KeyBinding(
            [(.character(character), .cycle(knob))], String(character), knob.summary(said),
            inFull: { knob.summary(said, separator: ", ") + more })
    }
}

/// How a row of the key table shows among the status line's hints: its
/// keys, short ("←/→"), a word or two for each mode of the player it shows
/// in, and how long it stays as the line narrows. The status line reads
/// its hints from the table in the table's order (`KeyTable.hints`).
struct KeyHint: Sendable {
    /// How long a hint stays as the status line narrows: each narrower
    /// line drops the hints of the lowest `keep` still shown; `always` stays.
    static let always = 4

    var keys: String
    var asciiKeys: String
    var playing: String?
    /// While paused; nil: as while playing.
    var paused: String?
    var ended: String?
    var keep: Int

    init(_ keys: String, ascii: String? = nil, playing: String? = nil, paused: String? = nil, ended: String? = nil, keep: Int) {
        self.keys = keys
        self.asciiKeys = ascii ?? keys
        self.playing = playing
        self.paused = paused
        self.ended = ended
        self.keep = keep
    }

    /// "space pause": the keys and the words for `mode`, or nil where the
    /// hint is not shown then. Playing and paused are padded alike (on the
    /// left, as the line is right-aligned), so the hints keep their place
    /// when play turns to pause.
    func said(in mode: Player.Mode, ascii: Bool) -> String? {
        let keys = ascii ? asciiKeys : keys
        func text(_ words: String?) -> String? { words.map { keys + " " + $0 } }
        switch mode {
        case .ended: return text(ended)
        case .playing, .paused:
            guard let playing = text(playing), let paused = text(paused ?? self.playing) else { return nil }
            let said = mode == .playing ? playing : paused
            let width = max(DisplayWidth.of(playing), DisplayWidth.of(paused))
            return String(repeating: " ", count: width - DisplayWidth.of(said)) + said
        }
    }
}

/// The keys of the interactive demo: the one table that decoding, the help
/// overlay, the status hints, the man page and the README's key table
/// (written from it: `readmeTable`) all read, so they cannot disagree.
enum KeyTable {
    /// One frame, for `,` and `.`: the step the metrics observer measures at
    /// (10 ms), so stepping lands on every frame a number was measured in.
    static let frame = LaunchObserver.frameStep
    /// One step of the arrow keys.
    static let step = LaunchTime.ms(100)

    static let bindings: [KeyBinding] = [
        KeyBinding(
            [(.character(" "), .playPause)], "space", "pause / play (at the end: replay)",
            hint: KeyHint("space", playing: "pause", paused: "play", keep: 3)),
        KeyBinding([(.character("r"), .restart)], "r", "restart the launch", hint: KeyHint("r", ended: "replay", keep: KeyHint.always)),
        KeyBinding(
            [(.left, .step(.zero - step)), (.right, .step(step))], "← →", ascii: "left right", "back / forward \(step)",
            hint: KeyHint("←/→", ascii: "<-/->", playing: "step", ended: "step back", keep: 2)),
        KeyBinding(
            [(.character(","), .stepFrame(forward: false)), (.character("."), .stepFrame(forward: true))],
            ", .", "back / forward one frame (\(frame.milliseconds) ms), paused",
            inFull: { "back / forward one frame (\(frame.milliseconds) ms, the step the numbers are measured at), pausing" }),
        KeyBinding(
            [(.character("["), .previousEvent), (.character("]"), .nextEvent)], "[ ]", "previous / next event",
            hint: KeyHint("[/]", playing: "events", keep: 1)),
        KeyBinding(
            [
                (.character("+"), .faster), (.character("="), .faster), (.character("-"), .slower),
                (.character("_"), .slower), (.character("1"), .normalSpeed)
            ],
            "+ - 1", "faster / slower / normal speed (\(PlaybackSpeed.rangeText))"),
        .cycling("n", "network"),
        .cycling("c", "cache"),
        .cycling("d", "appearance"),
        .cycling("p", "platform"),
        .cycling("l", "launch"),
        .cycling(
            "b", "baseline-profile", said: "baseline profile (android)",
            more: "; on iOS or Expo, where it changes nothing, the status line says so for a moment"),
        .cycling("h", "shift-regions", more: " (mark what moved in a layout shift for a second; the clock goes on)"),
        KeyBinding(
            [(.character("s"), .cycle(.leftStyle)), (.character("S"), .cycle(.rightStyle))], "s S",
            ScenarioKnob.leftStyle.summary("left / right style") + ", then your files",
            inFull: {
                "left / right pane's style: each built-in in turn (`launch-tui --help` names them), "
                    + "then each launch file or report named on the command line"
            },
            hint: KeyHint("s/S", playing: "style", keep: 0)),
        KeyBinding(
            [(.character("t"), .tap)], "t", "tap both phones: each one's answer, or none; it ends the animated launch sooner",
            hint: KeyHint("t", playing: "tap", keep: 0)),
        KeyBinding(
            [(.character("?"), .toggleHelp)], "?", "this help", inFull: { "help" },
            hint: KeyHint("?", playing: "help", ended: "help", keep: KeyHint.always)),
        KeyBinding([(.redraw, .repaint)], "Ctrl-L", "repaint the screen"),
        KeyBinding(
            [(.character("q"), .quit), (.character("Q"), .quit), (.escape, .dismiss)],
            "q Esc", "quit (Esc first closes this help)",
            inFull: { "quit (Esc first closes the help; any other key closes it too, and does nothing else)" },
            hint: KeyHint("q", playing: "quit", ended: "quit", keep: KeyHint.always))
    ]

    private static let byKey: [Key: KeyAction] = {
        var table: [Key: KeyAction] = [:]
        for binding in bindings {
            for entry in binding.actions { table[entry.key] = entry.action }
        }
        return table
    }()

    /// The status line's key hints for `mode`, longest first: every row's
    /// hint in the table's order, then, a line narrower each time, without
    /// those that go soonest (`KeyHint.keep`), down to those always kept.
    static func hints(in mode: Player.Mode, ascii: Bool) -> [String] {
        switch (mode, ascii) {
        case (.playing, false): playingHints
        case (.playing, true): playingASCIIHints
        case (.paused, false): pausedHints
        case (.paused, true): pausedASCIIHints
        case (.ended, false): endedHints
        case (.ended, true): endedASCIIHints
        }
    }

    // Made once each: the status line asks for them every frame.
    private static let playingHints = hints(in: .playing, ascii: false, bindings: bindings)
    private static let playingASCIIHints = hints(in: .playing, ascii: true, bindings: bindings)
    private static let pausedHints = hints(in: .paused, ascii: false, bindings: bindings)
    private static let pausedASCIIHints = hints(in: .paused, ascii: true, bindings: bindings)
    private static let endedHints = hints(in: .ended, ascii: false, bindings: bindings)
    private static let endedASCIIHints = hints(in: .ended, ascii: true, bindings: bindings)

    /// The hints of `bindings` for `mode`.
    static func hints(in mode: Player.Mode, ascii: Bool, bindings: [KeyBinding]) -> [String] {
        let shown = bindings.compactMap(\.hint).compactMap { hint in hint.said(in: mode, ascii: ascii).map { (said: $0, keep: hint.keep) } }
        // Two spaces between hints, so they read apart from the scenario's bullets.
        return Set(shown.map(\.keep)).sorted().map { least in
            shown.filter { $0.keep >= least }.map(\.said).concatenated(separator: "  ")
        }
    }

    /// The README's key table: a row for each row here, in order, its keys
    /// and what it does in full (a test writes it into the README).
    static var readmeTable: String {
        (["| key | what it does |", "| --- | --- |"] + bindings.map { "| \($0.label) | \($0.inFull) |" }).joined(separator: "\n") + "\n"
    }

    /// What a key does, or nil when it does nothing.
    static func action(for key: Key) -> KeyAction? { byKey[key] }
}
