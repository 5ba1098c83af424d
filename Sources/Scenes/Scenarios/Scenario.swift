/// A launch to watch: the conditions at the tap and the style in each
/// pane. Its conditions read as its own properties (`scenario.network`),
/// so the knobs are named once, in `LaunchConditions`.
@dynamicMemberLookup
public struct Scenario: Hashable, Sendable {
    public var conditions = LaunchConditions()
    public var left: LaunchStyle = .splash
    public var right: LaunchStyle = .contentFirst
    /// Whether the stage marks what moved in a layout shift (`ShiftRegion`):
    /// a way of showing the launch, not a condition of it.
    public var shiftRegions: ShiftRegions = .on

    public init() {}

    public subscript<Value>(dynamicMember path: WritableKeyPath<LaunchConditions, Value>) -> Value {
        get { conditions[keyPath: path] }
        set { conditions[keyPath: path] = newValue }
    }

    /// The default scenario: typical network, warm cache, light, iOS, cold.
    public static let standard = Scenario()

    /// The style of each pane, left first.
    public var styles: [LaunchStyle] { [left, right] }

    /// Whether a pane shows a report's own frames (`--frames`, `frames=on`).
    /// Only a launch measured elsewhere has any: a built-in style's
    /// timetable is not built to find none (the demo asks before it starts).
    public var showsReportFrames: Bool {
        styles.contains { $0.measured != nil && !$0.timetable(for: conditions).reportFrames.isEmpty }
    }

    /// Whether a style on the stage takes notice of a tap.
    public var reactsToTap: Bool { styles.contains(where: \.reactsToTap) }

    /// This scenario with a tap at `time` on the phones, as each pane's
    /// style takes it (a style in both panes, once).
    public func tapped(at time: LaunchTime) -> Scenario {
        var result = self
        for (index, style) in styles.enumerated() where !styles[..<index].contains(style) {
            result.conditions = style.tapped(at: time, in: result.conditions)
        }
        return result
    }

    /// "typical network · warm cache · light · ios · cold": for the status
    /// line, with "· baseline profile" when one is on and works (on Android:
    /// elsewhere it changes nothing, so it is not said).
    public var summary: String {
        [
            "\(conditions.network.rawValue) network", "\(conditions.cache.rawValue) cache", conditions.appearance.rawValue, platformLabel,
            launchLabel,
            conditions.baselineProfile == .on && conditions.platform == .android ? "baseline profile" : ""
        ]
        .filter { !$0.isEmpty }.concatenated(separator: " · ")
    }

    /// What the panes' launches run on: the scenario's platform, or for a
    /// launch measured elsewhere (a report, a launch file) its own, so that
    /// an Android report is never said to be iOS. One name when both panes
    /// share it, else the two, left first: "android/ios".
    public var platformLabel: String {
        Self.label(styles.map { $0.platform(in: conditions).rawValue })
    }

    /// The launch kinds the panes are held to, named as `platformLabel`
    /// names platforms: a measured pane's own (a warm Macrobenchmark run),
    /// else the scenario's; "warm/cold" when they differ.
    /// A web page has no launch kind: its panes name none, and without an
    /// app's pane the label is empty.
    public var launchLabel: String {
        Self.label(styles.compactMap { $0.thresholds(in: self).launch?.rawValue })
    }

    /// The panes' names for one thing, each once, left first: "ios", "android/ios".
    static func label(_ names: [String], separator: String = "/") -> String {
        var seen: [String] = []
        for name in names where !name.isEmpty && !seen.contains(name) { seen.append(name) }
        return seen.concatenated(separator: separator)
    }
}

/// Whether the stage marks content that moved, for a second after it moved
/// (Chrome DevTools' Layout Shift Regions): on, or off.
public enum ShiftRegions: String, CaseIterable, Sendable {
    case on, off
}

/// A style asked about a whole scenario answers for its conditions.
extension LaunchStyle {
    public func launchKind(in scenario: Scenario) -> LaunchKind { launchKind(in: scenario.conditions) }
    public func thresholds(in scenario: Scenario) -> Thresholds { thresholds(in: scenario.conditions) }
    public func appTimetable(for scenario: Scenario) -> Timetable { appTimetable(for: scenario.conditions) }
    public func hidesNativeSplash(in scenario: Scenario) -> LaunchTime? { hidesNativeSplash(in: scenario.conditions) }
    public func timetable(for scenario: Scenario) -> Timetable { timetable(for: scenario.conditions) }
}

extension LaunchDescription {
    public func timetable(in scenario: Scenario) -> Timetable { timetable(in: scenario.conditions) }
}
