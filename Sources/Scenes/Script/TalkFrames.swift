/// The stage for each moment of a talk. Building a stage measures both
/// panes, so it keeps one per scenario the talk shows; the frames are the
/// same as building afresh.
public struct TalkFrames: Sendable {
    public let timeline: ScriptTimeline
    public let size: Size
    public let glyphs: Glyphs
    /// One caption row, or two when a caption needs them.
    public let captionLines: Int
    private var stages: [Scenario: Stage] = [:]

    public init(timeline: ScriptTimeline, size: Size, glyphs: Glyphs = .unicode) {
        self.timeline = timeline
        self.size = size
        self.glyphs = glyphs
        captionLines = timeline.captionLines(forStage: size.width)
    }

    /// The stage for a scenario at this size.
    public mutating func stage(for scenario: Scenario) -> Stage {
        if let known = stages[scenario] { return known }
        let stage = Stage(scenario: scenario, size: size, glyphs: glyphs, captionLines: captionLines)
        stages[scenario] = stage
        return stage
    }

    /// The status a talk's frame carries: its caption and beat; the mode is
    /// the driver's (still in a recording, so a frame there reads as `snapshot`).
    public func status(for state: ScriptTimeline.State, mode: StageStatus.Mode = .still) -> StageStatus {
        StageStatus(
            mode: mode, speed: state.speed, caption: state.caption,
            beat: BeatCount(state.beat, of: timeline.beats.count))
    }

    /// The screen for a state of the talk.
    public mutating func render(_ state: ScriptTimeline.State, mode: StageStatus.Mode = .still) -> ScreenBuffer {
        stage(for: state.scenario).render(at: state.time, status: status(for: state, mode: mode))
    }
}
