/// How a pane answers a tap, found as a person would find it: by tapping
/// and watching the screen. A tap at a moment is answered when the pane's
/// rendered screen then differs from the one without the tap: at once, by a
/// live control on what the app draws (`PaneState.answeringTap`), or later
/// by the style's own rule for a tap (the animated launch hands over as soon
/// as the app is ready). A tap on a picture with nothing live on it is lost.
extension LaunchObserver {
    /// When a tap at `tap` shows its answer on the pane's screen, no later
    /// than `end`; nil when it shows none by then.
    public static func answer(
        toTapAt tap: LaunchTime, style: LaunchStyle, conditions: LaunchConditions,
        timetable: Timetable, phone: Phone, size: Size, until end: LaunchTime,
        memo: ScreenMemo? = nil
    ) -> LaunchTime? {
        answer(
            toTapAt: tap, style: style, conditions: conditions, timetable: timetable,
            phone: phone, size: size, until: end, memo: memo, seen: Seen())
    }

    /// `answer(toTapAt:...)`, the untapped pane's screens taken from what
    /// the observer saw (`watch`) where it saw them, not drawn again.
    static func answer(
        toTapAt tap: LaunchTime, style: LaunchStyle, conditions: LaunchConditions,
        timetable: Timetable, phone: Phone, size: Size, until end: LaunchTime,
        memo: ScreenMemo?, seen: Seen
    ) -> LaunchTime? {
        /// Whether `tapped` looks other than the untapped pane at `time`.
        func differs(_ tapped: PaneState, from time: LaunchTime) -> Bool {
            let untapped = timetable.state(at: time)
            return tapped != untapped
                && phone.screen(tapped, size: size, memo: memo)
                    != (seen.screen(at: time) ?? phone.screen(untapped, size: size, memo: memo))
        }
        guard tap <= end else { return nil }
        if let answer = timetable.state(at: tap).answeringTap, differs(answer, from: tap) { return tap }
        // Only a style's own rule answers a tap that found nothing live.
        guard style.reactsToTap else { return nil }
        let tapped = style.timetable(for: style.tapped(at: tap, in: conditions))
        var time = tap
        while time <= end {
            // In one and the same step, the two show the same at every
            // moment until either steps on: the frame steps before that
            // need no look.
            if tapped.step(at: time) == timetable.step(at: time) {
                let nextSteps = [tapped, timetable].compactMap { table in table.steps.first { $0.at > time }?.at }
                guard let next = nextSteps.min() else { return nil }
                let steps = (next.milliseconds - tap.milliseconds + frameStep.milliseconds - 1) / frameStep.milliseconds
                time = tap + .ms(steps * frameStep.milliseconds)
                continue
            }
            if differs(tapped.state(at: time), from: time) { return time }
            time = time + frameStep
        }
        return nil
    }

    /// The first moment at which the pane answers a tap on screen: a tap at
    /// every frame step from the tap on the icon to `end`, the earliest
    /// answer of any (content first answers from its first frame, the logo
    /// splash once its stories are there, the animated launch as soon as
    /// the app is ready).
    public static func touch(
        style: LaunchStyle, conditions: LaunchConditions, timetable: Timetable,
        phone: Phone, size: Size, until end: LaunchTime, memo: ScreenMemo? = nil
    ) -> TouchResponse {
        touch(style: style, conditions: conditions, timetable: timetable, phone: phone, size: size, until: end, memo: memo, seen: Seen())
    }

    /// `touch(...)`, the untapped pane's screens taken from what the
    /// observer saw where it saw them (`answer(toTapAt:...seen:)`).
    static func touch(
        style: LaunchStyle, conditions: LaunchConditions, timetable: Timetable,
        phone: Phone, size: Size, until end: LaunchTime, memo: ScreenMemo?, seen: Seen
    ) -> TouchResponse {
        var first: LaunchTime?
        var tap = LaunchTime.zero
        // A tap after the earliest answer so far cannot answer sooner.
        while tap <= end, first.map({ tap < $0 }) ?? true {
            // Only an answer sooner than the earliest so far is worth finding.
            let until = first.map { .ms($0.milliseconds - frameStep.milliseconds) } ?? end
            if let answer = answer(
                toTapAt: tap, style: style, conditions: conditions, timetable: timetable,
                phone: phone, size: size, until: until, memo: memo, seen: seen)
            {
                first = min(first ?? answer, answer)
            }
            tap = tap + frameStep
        }
        return TouchResponse(responds: first)
    }
}
