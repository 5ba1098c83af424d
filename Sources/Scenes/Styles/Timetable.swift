/// A launch as a list of steps: from each step's time on, the pane shows that
/// step's frame. Styles build one from a scenario; everything else (the frame
/// at a time, when it next changes, the timeline's phases) is read off it.
public struct Timetable: Sendable {
    /// One change of picture.
    public struct Step: Hashable, Sendable {
        public var at: LaunchTime
        public var state: PaneState
        public var phase: Phase

        public init(at: LaunchTime, state: PaneState, phase: Phase) {
            self.at = at
            self.state = state
            self.phase = phase
        }
    }

    /// The steps, in time order; the first is at zero.
    public let steps: [Step]

    /// The steps must be in time order, the first at zero (the tap). The
    /// code's rule, not the input's: a launch file's or a report's steps
    /// reach a timetable through `TimetableBuilder`, which orders them,
    /// starts at zero and merges equal times, and through merges that keep
    /// that (`handingOver`, `fading`, a report's frames' sorted times); the
    /// fuzz tests feed them steps out of order, repeated and at the tap.
    public init(steps: [Step]) {
        precondition(steps.first?.at == .zero, "a timetable starts at the tap")
        precondition(zip(steps, steps.dropFirst()).allSatisfy { $0.at < $1.at }, "a timetable's steps are in time order")
        self.steps = steps
    }

    /// The step in force at `time` (the first one before the tap).
    public func step(at time: LaunchTime) -> Step { steps[stepIndex(at: time)] }

    /// Where in `steps` the step in force at `time` is.
    public func stepIndex(at time: LaunchTime) -> Int {
        var low = 0, high = steps.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if steps[mid].at <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The pane's picture at `time`: the step in force, with whatever moves
    /// on its screen (a spinner, an animation) moved on to that moment.
    public func state(at time: LaunchTime) -> PaneState {
        let current = step(at: time)
        return current.state.advanced(by: max(.zero, time - current.at))
    }

    /// The times at which a new step starts (what moves within a step aside):
    /// the events `[` and `]` move between.
    public var changes: [LaunchTime] { steps.dropFirst().map(\.at) }

    /// The first moment after `time` at which this pane's picture changes:
    /// the next step, or sooner when its screen moves; nil when it never
    /// changes again.
    public func nextChange(after time: LaunchTime) -> LaunchTime? {
        let nextStep = steps.first { $0.at > time }?.at
        let current = step(at: time)
        let elapsed = max(.zero, time - current.at)
        guard let moved = current.state.screen.nextChange(after: elapsed).map({ current.at + $0 }) else { return nextStep }
        return nextStep.map { min($0, moved) } ?? moved
    }

    /// This launch until `time`, then `next` from the picture it shows at
    /// that moment on: a system's launch screen covering the app, or an
    /// animation covering the screen the app builds underneath.
    public func handingOver(to next: Timetable, at time: LaunchTime) -> Timetable {
        guard time > .zero else { return next }
        let handover = Step(at: time, state: next.state(at: time), phase: next.step(at: time).phase)
        return Timetable(steps: steps.filter { $0.at < time } + [handover] + next.steps.filter { $0.at > time })
    }

    /// The phases for the timeline: consecutive steps of one phase merged.
    public var phases: [PhaseSpan] {
        var spans: [PhaseSpan] = []
        for step in steps {
            if let last = spans.last, last.phase == step.phase { continue }
            if !spans.isEmpty { spans[spans.count - 1].end = step.at }
            spans.append(PhaseSpan(phase: step.phase, start: step.at, end: nil))
        }
        return spans
    }

    /// The report's own frames the pane shows (`--frames`), in time order;
    /// empty for every other pane. Before the first, the page was as blank
    /// as it: the first is taken to stand from the navigation's start.
    public var reportFrames: [ReportFrame] {
        var frames: [ReportFrame] = []
        for step in steps {
            if case .reportFrame(let frame, _) = step.state.screen, frames.last != frame { frames.append(frame) }
        }
        return frames
    }

    /// The moment after which nothing but pure animation changes.
    public var lastChange: LaunchTime { steps.last?.at ?? .zero }
}

/// Builds a timetable from events in any order: each event changes the
/// pane's state from its time on. Events at the same time apply in the order
/// they were added.
public struct TimetableBuilder {
    private var initial: Timetable.Step
    private var events: [(at: LaunchTime, order: Int, phase: Phase?, change: (inout PaneState) -> Void)] = []

    public init(_ state: PaneState, phase: Phase) {
        initial = Timetable.Step(at: .zero, state: state, phase: phase)
    }

    /// From `time` on, `change` applies; `phase`, if given, starts there.
    public mutating func at(_ time: LaunchTime, phase: Phase? = nil, _ change: @escaping (inout PaneState) -> Void) {
        events.append((max(.zero, time), events.count, phase, change))
    }

    public func build() -> Timetable {
        let ordered = events.sorted { ($0.at, $0.order) < ($1.at, $1.order) }
        var steps = [initial]
        for event in ordered {
            var next = steps[steps.count - 1]
            next.at = event.at
            event.change(&next.state)
            if let phase = event.phase { next.phase = phase }
            if next.at == steps[steps.count - 1].at {
                steps[steps.count - 1] = next
            } else if next.state != steps[steps.count - 1].state || next.phase != steps[steps.count - 1].phase {
                steps.append(next)
            }
        }
        return Timetable(steps: steps)
    }
}

extension PaneState {
    /// The feed on screen, for events that change part of it; a frame that
    /// does not show the feed yet starts from `base`.
    public mutating func updateFeed(from base: Feed, _ change: (inout Feed) -> Void) {
        var feed = base
        if case .feed(let current) = screen { feed = current }
        change(&feed)
        screen = .feed(feed)
    }
}
