/// The names a pane's state had when "frame" also meant it.
extension Timetable.Step {
    @available(*, deprecated, renamed: "state")
    public var frame: PaneState {
        get { state }
        set { state = newValue }
    }

    @available(*, deprecated, renamed: "init(at:state:phase:)")
    public init(at: LaunchTime, frame: PaneState, phase: Phase) {
        self.init(at: at, state: frame, phase: phase)
    }
}

extension Timetable {
    @available(*, deprecated, renamed: "state(at:)")
    public func frame(at time: LaunchTime) -> PaneState { state(at: time) }
}
