/// What a script puts on screen at each moment of the talk, worked out once:
/// the scenario, the launch clock, the caption, the speed and the beat.
/// Pure; `record` samples it at its frame times and presenter mode plays
/// one beat of it at a time, so both show the same frames.
///
/// Talk time (`talkTime`) is milliseconds from the talk's start, as a recording
/// plays it: a Play lasts its duration over the speed, a Pause holds.
public struct ScriptTimeline: Sendable {
    /// Everything the stage needs from the script at one moment.
    public struct State: Hashable, Sendable {
        /// The scenario, shared by every state that shows the same one: a
        /// talk keeps a state for each segment, beat and marker, and copied
        /// inline a scenario with its two launch styles cost about 1 KB each.
        public var scenario: Scenario {
            get { shared.value }
            set { shared = SharedScenario(newValue) }
        }
        private var shared = SharedScenario(Scenario())
        /// The launch clock.
        public var time = LaunchTime.zero
        public var caption = ""
        public var speed = 1.0
        /// 1-based.
        public var beat = 1
        /// Whether the launch clock is moving (a Play), or holding.
        public var playing = false
    }

    /// A stretch of talk time: the clock moving from `from` to `to`
    /// (a Play) or standing (a Pause's hold).
    public struct Segment: Sendable {
        public var start: Int
        public var length: Int
        public var state: State
        public var to: LaunchTime

        /// The state `talkTime` milliseconds into the talk, within this segment.
        func state(atTalkTime talkTime: Int) -> State {
            var result = state
            guard length > 0 else { return result }
            let elapsed = min(max(0, talkTime - start), length)
            result.time = state.time + .ms((to - state.time).milliseconds * elapsed / length)
            return result
        }
    }

    /// A chapter: a Mark, labelled with its label, or a Pause, labelled with
    /// the caption then on screen; `state` is the screen at that point.
    /// A Pause's marker stands at the end of its hold, just before the next
    /// beat moves, so a player that stops at markers (`asciinema play -m`)
    /// moves the picture at once on the presenter's key. A beat gives one
    /// marker: a Mark in a beat that ends with a Pause names the Pause's
    /// marker (several Marks, joined) instead of adding one of its own.
    public struct Marker: Hashable, Sendable {
        public var talkTime: Int
        public var label: String
        public var state: State
    }

    /// The stretch between two Pauses (or the start, or the end): what
    /// presenter mode plays before it waits.
    public struct Beat: Hashable, Sendable {
        public var start: Int
        /// Where it stops: the Pause's talkTime (before its hold), or the end.
        public var end: Int
        /// The screen where it stops.
        public var endState: State
        /// The labels of its `Mark` lines, in order.
        public var marks: [String] = []
        /// Its `Note` lines, in order: the speaker's notes.
        public var notes: [String] = []
    }

    public let segments: [Segment]
    public let markers: [Marker]
    public let beats: [Beat]
    /// The talk's length in a recording, milliseconds.
    public let length: Int
    /// The screen before the first Play.
    public let startState: State

    /// `fps`: the frames a second the talk is recorded at (the script's
    /// `Set Fps` unless given): a Play's last frame, followed at once by
    /// another scene, is held one frame interval so that it is recorded.
    public init(_ script: Script, fps: Int? = nil) {
        let frameInterval = (1000 + max(1, fps ?? script.settings.fps) - 1) / max(1, fps ?? script.settings.fps)
        var segments: [Segment] = []
        var markers: [Marker] = []
        var beats: [Beat] = []
        var state = State()
        var talkTime = 0
        var beatStart = 0
        var openBeat = false
        var startState: State?
        /// A Play's last frame not held yet, and the labels of this beat's Marks.
        var unheldPlay = false
        var beatMarks: [String] = []
        var beatNotes: [String] = []
        let lastPause = script.actions.lastIndex { if case .pause = $0.value { true } else { false } }
        func advance(by launch: LaunchTime, playing: Bool, hold: Int? = nil) {
            let length = hold ?? Int((Double(launch.milliseconds) / state.speed).rounded(.up))
            if startState == nil { startState = state }
            guard length > 0 else { return }
            var moving = state
            moving.playing = playing
            segments.append(Segment(start: talkTime, length: length, state: moving, to: state.time + launch))
            talkTime += length
            state.time = state.time + launch
        }
        /// The next scene replaces the picture: the Play's last frame first stays a frame.
        func holdLastFrame() {
            if unheldPlay { advance(by: .zero, playing: false, hold: frameInterval) }
            unheldPlay = false
        }
        for (index, action) in script.actions.enumerated() {
            openBeat = true
            let talkTimeBefore = talkTime
            switch action.value {
            case .scenario(let assignments):
                holdLastFrame()
                state.scenario = assignments.reduce(state.scenario) { $1.applied(to: $0) }
                state.time = .zero
            case .caption(let text):
                state.caption = text
            case .play(let duration):
                advance(by: duration, playing: true)
                unheldPlay = unheldPlay || talkTime > talkTimeBefore
            case .playTo(let time):
                advance(by: time - state.time, playing: true)
                unheldPlay = unheldPlay || talkTime > talkTimeBefore
            case .speed(let speed):
                state.speed = speed
            case .pause(let hold):
                beats.append(Beat(start: beatStart, end: talkTime, endState: state, marks: beatMarks, notes: beatNotes))
                advance(by: .zero, playing: false, hold: (hold ?? ScriptParser.defaultPause).milliseconds)
                unheldPlay = false
                if !beatMarks.isEmpty {
                    markers.append(Marker(talkTime: talkTime, label: beatMarks.joined(separator: "; "), state: state))
                } else if talkTime > 0 {
                    let label = state.caption.isEmpty ? "Pause at \(state.time)" : state.caption
                    markers.append(Marker(talkTime: talkTime, label: label, state: state))
                }
                beatMarks = []
                beatNotes = []
                state.beat += 1
                beatStart = talkTime
                openBeat = false
            case .mark(let label):
                beatMarks.append(label)
                // A Mark in the last beat (no Pause after it) stands where it is written.
                if index > lastPause ?? -1 {
                    markers.append(Marker(talkTime: talkTime, label: label, state: state))
                }
            case .note(let text):
                beatNotes.append(text)
            case .restart:
                holdLastFrame()
                state.time = .zero
            }
        }
        if openBeat || beats.isEmpty {
            beats.append(Beat(start: beatStart, end: talkTime, endState: state, marks: beatMarks, notes: beatNotes))
        } else {
            // The talk ends on a Pause: what follows its hold is that beat's end.
            state.beat -= 1
        }
        segments.append(Segment(start: talkTime, length: 0, state: state, to: state.time))
        self.segments = segments
        self.markers = markers
        self.beats = beats
        self.length = talkTime
        self.startState = startState ?? state
    }

    /// The caption rows the talk needs at a stage `width` columns wide: two
    /// when any caption it shows wraps, else one.
    public func captionLines(forStage width: Int) -> Int {
        let columns = CaptionRows.width(forStage: width, beats: beats.count)
        let captions = Set(segments.map(\.state.caption) + [startState.caption])
        return captions.map { CaptionRows($0, width: columns).lines.count }.max().map { max(1, $0) } ?? 1
    }

    /// The screen `talkTime` milliseconds into the talk; at a segment's start
    /// the segment's own state (after every change written before it).
    public func state(atTalkTime talkTime: Int) -> State {
        if talkTime <= 0 { return segments.first.map { $0.state(atTalkTime: 0) } ?? startState }
        // The last segment starting at or before `talkTime`.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= talkTime { low = middle } else { high = middle - 1 }
        }
        return segments[low].state(atTalkTime: talkTime)
    }

    /// The first talk time after `talkTime` at which the screen may change: a
    /// segment's end, or (while the clock moves) the talk time at which the
    /// launch reaches `next(scenario, time)`, the stage's next change.
    public func nextChange(afterTalkTime talkTime: Int, next: (Scenario, LaunchTime) -> LaunchTime?) -> Int? {
        guard let index = segments.lastIndex(where: { $0.start <= talkTime }) else { return segments.first?.start }
        let segment = segments[index]
        let end = segment.start + segment.length
        guard talkTime < end else { return index + 1 < segments.count ? segments[index + 1].start : nil }
        let now = segment.state(atTalkTime: talkTime)
        guard segment.state.playing, let change = next(now.scenario, now.time), change < segment.to else { return end }
        let launched = (change - segment.state.time).milliseconds
        let span = (segment.to - segment.state.time).milliseconds
        // The first talkTime at which the segment's clock reaches `change`.
        let at = segment.start + (launched * segment.length + span - 1) / span
        return min(end, max(talkTime + 1, at))
    }
}

/// A scenario held once and shared by the states that show it (immutable,
/// so sharing it is safe across threads); compared and hashed by value.
final class SharedScenario: Hashable, Sendable {
    let value: Scenario

    init(_ value: Scenario) { self.value = value }

    static func == (lhs: SharedScenario, rhs: SharedScenario) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
