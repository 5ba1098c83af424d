/// A pane as `Stage` measures it, kept in the stage's `ScreenMemo`: what
/// `LaunchObserver` works out from its timetable on its phone, until the
/// stage's end. Many stages hold the same pane (an animated launch beside
/// each of the other styles, and beside itself): each is measured, and its
/// taps answered, once. Here, beside `Stage`, because the memo sits below
/// the styles and metrics it would otherwise have to know.
extension ScreenMemo {
    struct PaneKey: Hashable, Sendable {
        var style: LaunchStyle
        var conditions: LaunchConditions
        var steps: [Timetable.Step]
        /// The phone itself, not its number in this memo: memos on other
        /// threads share what is kept by this key (`SharedKeeping`).
        var phone: Phone
        var size: Size
        var end: LaunchTime

        /// Hashed by what tells a page's panes apart at little cost: the
        /// style, the conditions' main knobs by their cases (not their
        /// names), when each step comes, the size and the end; compared
        /// whole, the cheap fields first. Hashed whole, the phone's glyphs
        /// and the steps' states (some hundred strings) were hashed at each
        /// look, here and where shared.
        func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            withUnsafeBytes(of: conditions.network) { hasher.combine(bytes: $0) }
            withUnsafeBytes(of: conditions.cache) { hasher.combine(bytes: $0) }
            withUnsafeBytes(of: conditions.appearance) { hasher.combine(bytes: $0) }
            withUnsafeBytes(of: conditions.platform) { hasher.combine(bytes: $0) }
            withUnsafeBytes(of: conditions.launch) { hasher.combine(bytes: $0) }
            hasher.combine(conditions.appReady)
            hasher.combine(steps.count)
            for step in steps { hasher.combine(step.at) }
            hasher.combine(size)
            hasher.combine(end)
        }

        static func == (one: PaneKey, other: PaneKey) -> Bool {
            one.end == other.end && one.size == other.size && one.style == other.style
                && one.conditions == other.conditions && one.steps == other.steps && one.phone == other.phone
        }
    }

    /// The two things kept for a pane, told apart as keys of their own.
    private struct Measured: Hashable, Sendable { var pane: PaneKey }
    private struct Replies: Hashable, Sendable { var pane: PaneKey }

    func paneKey(
        _ style: LaunchStyle, _ conditions: LaunchConditions, _ timetable: Timetable, phone: Phone, size: Size,
        until end: LaunchTime
    ) -> PaneKey {
        PaneKey(
            style: style, conditions: conditions, steps: timetable.steps, phone: phone, size: size,
            end: end)
    }

    /// The pane's measurements until its key's end, worked out by
    /// `measure` unless those kept for the same pane until another end hold
    /// until this one too (`PaneMeasurement.holds(until:)`: a pane measured
    /// in stages of several lengths, as a page's are, is watched once).
    func measurement(_ key: PaneKey, _ measure: () -> PaneMeasurement) -> PaneMeasurement {
        var pane = key
        pane.end = .zero
        let id = Measured(pane: pane)
        if let known = keptValues(id, as: PaneMeasurement.self).first(where: { $0.holds(until: key.end) }) { return known }
        let made = measure()
        keep(made, for: id)
        return made
    }

    /// The pane's replies to a tap at each frame step until its key's end,
    /// worked out by `answer` from those kept for the same pane until the
    /// latest other end (nil: none kept), which it is told; kept in their
    /// place when they reach later.
    func replies(_ key: PaneKey, _ answer: (TapReplies?) -> [TapReplyRun]) -> [TapReplyRun] {
        var pane = key
        pane.end = .zero
        let id = Replies(pane: pane)
        let known = keptValues(id, as: TapReplies.self).max { $0.end < $1.end }
        if let known, known.end == key.end { return known.runs }
        let runs = answer(known)
        if known.map({ $0.end < key.end }) ?? true { keep(TapReplies(end: key.end, runs: runs), for: id) }
        return runs
    }
}

/// A pane's measurements until `end`, and how far they hold.
struct PaneMeasurement: Sendable {
    var metrics: PaneMetrics
    var end: LaunchTime
    /// The observer's last look, where the pane changed no more after it
    /// (`LaunchObserver.Seen.settled`; nil: it was still changing at `end`).
    var settled: LaunchTime?
    /// Whether the pane was tapped (a launch measured elsewhere is not).
    var tapped: Bool

    /// Whether measuring until `other` gives these measurements: where the
    /// pane settled by then (the observer looks at the same frames, then
    /// no more), and a tapped pane answered by then (every tap before its
    /// answer found none by `end`, nor so by any end; the answering tap
    /// finds the same first difference).
    func holds(until other: LaunchTime) -> Bool {
        if other == end { return true }
        guard let settled, settled <= other else { return false }
        guard tapped else { return true }
        return metrics.touch?.responds.map { $0 <= other } ?? false
    }
}
