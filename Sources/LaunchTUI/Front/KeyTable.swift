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

/// A scenario parameter a key cycles through (the scenario keys n, c, d, p, l, b).
enum ScenarioKnob: CaseIterable, Sendable {
    case network, cache, appearance, platform, launch, baselineProfile
    /// Whether what moved in a layout shift is marked: no new launch.
    case shiftRegions
    /// The launch style of the left or the right pane.
    case leftStyle, rightStyle

    /// The scenario with this parameter moved to its next value, wrapping
    /// (a pane's style to the next of `styles`).
    func cycled(_ scenario: Scenario, styles: LaunchStyles = .builtIn) -> Scenario {
        var next = scenario
        switch self {
        case .network: next.network = Self.after(scenario.network)
        case .cache: next.cache = Self.after(scenario.cache)
        case .appearance: next.appearance = Self.after(scenario.appearance)
        case .platform: next.platform = Self.after(scenario.platform, in: Platform.apps)
        case .launch: next.launch = Self.after(scenario.launch)
        case .baselineProfile: next.baselineProfile = Self.after(scenario.baselineProfile)
        case .shiftRegions: next.shiftRegions = Self.after(scenario.shiftRegions)
        case .leftStyle: next.left = styles.after(scenario.left)
        case .rightStyle: next.right = styles.after(scenario.right)
        }
        return next
    }

    /// "network: typical fast slow offline", for the help.
    var summary: String {
        switch self {
        case .network: Self.summary("network", Network.self)
        case .cache: Self.summary("cache", Cache.self)
        case .appearance: Self.summary("appearance", Appearance.self)
        case .platform: "platform: " + Platform.apps.map(\.rawValue).joined(separator: " ")
        case .launch: Self.summary("launch", LaunchKind.self)
        case .baselineProfile: Self.summary("baseline profile (android)", BaselineProfile.self)
        case .shiftRegions: Self.summary("shift regions", ShiftRegions.self)
        case .leftStyle, .rightStyle: "left / right style: " + LaunchStyles.builtIn.names.joined(separator: " ") + ", then your files"
        }
    }

    private static func after<Value: CaseIterable & Equatable>(_ value: Value, in all: [Value] = Array(Value.allCases)) -> Value {
        let index = all.firstIndex(of: value) ?? 0
        return all[(index + 1) % all.count]
    }

    private static func summary<Value: CaseIterable & RawRepresentable>(_ name: String, _: Value.Type) -> String
    where Value.RawValue == String {
        name + ": " + Value.allCases.map(\.rawValue).joined(separator: " ")
    }
}

/// One row of the key table: its keys and what each does, how the help
/// names them, and what the row means.
struct KeyBinding: Sendable {
    var actions: [(key: Key, action: KeyAction)]
    /// The keys as the help shows them, with Unicode arrows.
    var label: String
    /// The same for a terminal without UTF-8.
    var asciiLabel: String
    var meaning: String

    init(_ actions: [(Key, KeyAction)], _ label: String, ascii: String? = nil, _ meaning: String) {
        self.actions = actions.map { (key: $0.0, action: $0.1) }
        self.label = label
        self.asciiLabel = ascii ?? label
        self.meaning = meaning
    }
}

/// The keys of the interactive demo: the one table that decoding and the
/// help overlay both read, so they cannot disagree.
enum KeyTable {
    /// One frame, for `,` and `.`: the step the metrics observer measures at
    /// (10 ms), so stepping lands on every frame a number was measured in.
    static let frame = LaunchObserver.frameStep
    /// One step of the arrow keys.
    static let step = LaunchTime.ms(100)

    static let bindings: [KeyBinding] = [
        KeyBinding([(.character(" "), .playPause)], "space", "pause / play (at the end: replay)"),
        KeyBinding([(.character("r"), .restart)], "r", "restart the launch"),
        KeyBinding([(.left, .step(.zero - step)), (.right, .step(step))], "← →", ascii: "left right", "back / forward 0.1 s"),
        KeyBinding(
            [(.character(","), .stepFrame(forward: false)), (.character("."), .stepFrame(forward: true))],
            ", .", "back / forward one frame (10 ms), paused"),
        KeyBinding([(.character("["), .previousEvent), (.character("]"), .nextEvent)], "[ ]", "previous / next event"),
        KeyBinding(
            [
                (.character("+"), .faster), (.character("="), .faster), (.character("-"), .slower),
                (.character("_"), .slower), (.character("1"), .normalSpeed)
            ],
            "+ - 1", "faster / slower / normal speed (\(PlaybackSpeed.rangeText))"),
        KeyBinding([(.character("n"), .cycle(.network))], "n", ScenarioKnob.network.summary),
        KeyBinding([(.character("c"), .cycle(.cache))], "c", ScenarioKnob.cache.summary),
        KeyBinding([(.character("d"), .cycle(.appearance))], "d", ScenarioKnob.appearance.summary),
        KeyBinding([(.character("p"), .cycle(.platform))], "p", ScenarioKnob.platform.summary),
        KeyBinding([(.character("l"), .cycle(.launch))], "l", ScenarioKnob.launch.summary),
        KeyBinding([(.character("b"), .cycle(.baselineProfile))], "b", ScenarioKnob.baselineProfile.summary),
        KeyBinding([(.character("h"), .cycle(.shiftRegions))], "h", ScenarioKnob.shiftRegions.summary),
        KeyBinding(
            [(.character("s"), .cycle(.leftStyle)), (.character("S"), .cycle(.rightStyle))],
            "s S", ScenarioKnob.leftStyle.summary),
        KeyBinding([(.character("t"), .tap)], "t", "tap both phones: each one's answer, or none; it ends the animated launch sooner"),
        KeyBinding([(.character("?"), .toggleHelp)], "?", "this help"),
        KeyBinding([(.redraw, .repaint)], "Ctrl-L", "repaint the screen"),
        KeyBinding(
            [(.character("q"), .quit), (.character("Q"), .quit), (.escape, .dismiss)],
            "q Esc", "quit (Esc first closes this help)")
    ]

    private static let byKey: [Key: KeyAction] = {
        var table: [Key: KeyAction] = [:]
        for binding in bindings {
            for entry in binding.actions { table[entry.key] = entry.action }
        }
        return table
    }()

    /// What a key does, or nil when it does nothing.
    static func action(for key: Key) -> KeyAction? { byKey[key] }
}
