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
        var asked = TapsAsked()
        return answer(
            toTapAt: tap, style: style, conditions: conditions, timetable: timetable, phone: phone, size: size,
            until: end, memo: memo, asked: &asked)
    }

    /// What a tap that found nothing live led to: the timetable it set
    /// going and its outcome (`LaunchStyle.tapOutcome`), and the first
    /// moment from `from` (on the frame steps from there, until `end`) at
    /// which that showed otherwise than the untapped one; nil for none.
    struct TappedAnswer {
        var tapped: Timetable
        var outcome: LaunchTime
        var from: LaunchTime
        var end: LaunchTime
        var answer: LaunchTime?

        /// The answer to a later tap, on the same frame steps, that sets
        /// the same launch going (one with this outcome, or these steps),
        /// where this one says it: from `from` to the answer (or to `end`)
        /// the two timetables showed alike at every frame step, so they do
        /// from the later tap on too.
        func answer(toTapAt tap: LaunchTime, until end: LaunchTime) -> LaunchTime?? {
            guard from <= tap, (tap - from).milliseconds % frameStep.milliseconds == 0 else { return nil }
            guard let answer else { return end <= self.end ? .some(nil) : nil }
            guard answer >= tap else { return nil }
            return answer <= end ? answer : .some(nil)
        }
    }

    /// What taps asked in order on one pane keep for the next: what the
    /// tap before led to, and whether a tapped state looked other than the
    /// untapped one (each pair of states is drawn and compared once: a
    /// state draws the same screen whenever it is shown).
    struct TapsAsked {
        var last: TappedAnswer?
        var looks: [States: Bool] = [:]
        /// The untapped launch and what a tap shows from its outcome on,
        /// where the style says it (`LaunchStyle.afterTap(in:)`): worked
        /// out at the first tap, the same for the others (one pane, one
        /// set of conditions).
        var handover: (untapped: Timetable, after: Timetable)??

        /// The launch a tap at `tap` with `outcome` leaves: where the style
        /// says what a tap shows from its outcome on, the untapped launch
        /// handed over to that there; else built.
        mutating func tapped(
            at tap: LaunchTime, outcome: LaunchTime, style: LaunchStyle, conditions: LaunchConditions
        ) -> Timetable {
            if handover == nil {
                handover = .some(style.afterTap(in: conditions).map { (style.timetable(for: conditions), $0) })
            }
            if case (let untapped, let after)?? = handover { return untapped.handingOver(to: after, at: outcome) }
            return style.timetable(for: style.tapped(at: tap, in: conditions))
        }

        struct States: Hashable {
            var tapped: PaneState
            var untapped: PaneState
        }
    }

    /// `answer(toTapAt:...)`, for taps asked in order on one pane: `asked`
    /// keeps what the tap before led to. A tap that sets the same launch
    /// going (every tap on the animated launch before the app is ready:
    /// one outcome) is answered from it (`TappedAnswer.answer(toTapAt:until:)`),
    /// its timetable not built; one whose outcome is none changes nothing.
    /// The untapped pane's screens are taken from what the observer saw
    /// (`watch`) where it saw them, not drawn again.
    static func answer(
        toTapAt tap: LaunchTime, style: LaunchStyle, conditions: LaunchConditions,
        timetable: Timetable, phone: Phone, size: Size, until end: LaunchTime,
        memo: ScreenMemo?, asked: inout TapsAsked, seen: Seen = Seen()
    ) -> LaunchTime? {
        /// Whether `tapped` looks other than the untapped pane at `time`.
        func differs(_ tapped: PaneState, at time: LaunchTime) -> Bool {
            let untapped = timetable.state(at: time)
            guard tapped != untapped else { return false }
            func compared() -> Bool {
                phone.screen(tapped, size: size, memo: memo)
                    != (seen.screen(at: time) ?? phone.screen(untapped, size: size, memo: memo))
            }
            // Kept where taps are asked again and again of the same states
            // (a style that takes a tap, between its ready and its
            // hand-over); elsewhere the first answer ends the asking (and
            // the table of pairs, a kind of its own, would cost the demo's
            // first frame a search of the program's conformances).
            guard style.reactsToTap else { return compared() }
            let states = TapsAsked.States(tapped: tapped, untapped: untapped)
            if let known = asked.looks[states] { return known }
            let differs = compared()
            asked.looks[states] = differs
            return differs
        }
        guard tap <= end else { return nil }
        if let answer = timetable.state(at: tap).answeringTap, differs(answer, at: tap) { return tap }
        // Only a style's own rule answers a tap that found nothing live.
        guard let outcome = style.tapOutcome(at: tap, in: conditions) else { return nil }
        if let last = asked.last, last.outcome == outcome, let known = last.answer(toTapAt: tap, until: end) { return known }
        let tapped = asked.tapped(at: tap, outcome: outcome, style: style, conditions: conditions)
        if let last = asked.last, last.tapped.steps == tapped.steps, let known = last.answer(toTapAt: tap, until: end) {
            return known
        }
        let found = firstDifference(between: tapped, and: timetable, from: tap, until: end, differs: differs)
        asked.last = TappedAnswer(tapped: tapped, outcome: outcome, from: tap, end: end, answer: found)
        return found
    }

    /// The first frame step from `tap` (no later than `end`) at which
    /// `tapped` shows otherwise than `timetable` (`differs`, told the
    /// tapped state and the moment); nil for none.
    private static func firstDifference(
        between tapped: Timetable, and timetable: Timetable, from tap: LaunchTime, until end: LaunchTime,
        differs: (PaneState, LaunchTime) -> Bool
    ) -> LaunchTime? {
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
            if differs(tapped.state(at: time), time) { return time }
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
        var asked = TapsAsked()
        var tap = LaunchTime.zero
        // A tap after the earliest answer so far cannot answer sooner.
        while tap <= end, first.map({ tap < $0 }) ?? true {
            // Only an answer sooner than the earliest so far is worth finding.
            let until = first.map { .ms($0.milliseconds - frameStep.milliseconds) } ?? end
            if let answer = answer(
                toTapAt: tap, style: style, conditions: conditions, timetable: timetable,
                phone: phone, size: size, until: until, memo: memo, asked: &asked, seen: seen)
            {
                first = min(first ?? answer, answer)
            }
            if style.reactsToTap {
                tap = tap + frameStep
            } else {
                // A style that takes no notice of a tap is answered by what
                // its pane shows (`PaneState.answeringTap`: a feed's or an
                // error screen's control, on still screens), the same until
                // the pane next changes: the frame steps between are not asked.
                guard let next = nextLook(after: tap, at: timetable) else { break }
                tap = next
            }
        }
        return TouchResponse(responds: first)
    }
}
