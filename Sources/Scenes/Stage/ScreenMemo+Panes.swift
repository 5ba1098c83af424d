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

    /// The pane's measurements, worked out by `measure` the first time.
    func metrics(_ key: PaneKey, _ measure: () -> PaneMetrics) -> PaneMetrics {
        kept(Measured(pane: key), measure)
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
