import Scenes

/// A stage of this package's own: the animated launch beside content first,
/// on a slow network, as the `Scenes` library draws it.
public enum SlowNetworkStage {
    public static var scenario: Scenario {
        var scenario = Scenario()
        scenario.network = .slow
        scenario.left = .animated
        scenario.right = .contentFirst
        return scenario
    }

    /// The whole stage (phones, numbers, timeline, status line) at one moment.
    public static func render(at time: LaunchTime, size: Size = Size(width: 80, height: 24)) -> ScreenBuffer {
        Stage(scenario: scenario, size: size).render(at: time)
    }
}

/// A part of this package's own, drawn with the buffer's primitives: a box
/// holding a label and a time.
public struct TimeBadge: Sendable {
    public var label: String
    public var time: LaunchTime

    public init(label: String, time: LaunchTime) {
        self.label = label
        self.time = time
    }

    public func draw(in rect: Rect, glyphs: Glyphs = .unicode, into buffer: inout ScreenBuffer) {
        buffer.drawBox(rect, glyphs: glyphs, style: CellStyle(.frame))
        let inside = rect.inset(dx: 1, dy: 1)
        buffer.putCentered(label, in: inside.row(0), style: CellStyle(.heading, .bold), ellipsis: glyphs.ellipsis)
        buffer.putCentered(time.description, in: inside.row(1), style: CellStyle(.metric), ellipsis: glyphs.ellipsis)
    }
}
