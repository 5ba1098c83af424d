/// How a pane answers a tap on its screen, as the demo's t key says it.
public enum TapReply: Hashable, Sendable {
    /// On screen in the frame of the tap.
    case atOnce
    /// On screen later, at this time (the animated launch, once the app is ready).
    case later(LaunchTime)
    /// Nothing on screen answers it: the tap is lost.
    case lost

    /// The reply to a tap at `tap` whose answer shows at `answer` (nil: never).
    public init(tap: LaunchTime, answer: LaunchTime?) {
        if let answer { self = answer == tap ? .atOnce : .later(answer) } else { self = .lost }
    }
}

/// How one pane answered a tap, under the pane's title: its reply, or nil
/// for a launch measured elsewhere, which is not tapped.
public struct TapAnswer: Hashable, Sendable {
    public var title: String
    public var reply: TapReply?

    public init(title: String, reply: TapReply?) {
        self.title = title
        self.reply = reply
    }

    /// "Logo splash no answer, Content first answers" (short: "yes", "at
    /// 0.85 s", "no", "-"), each title cut to `titles` columns: what the t
    /// key says, in the demo and on the web page.
    public static func said(_ answers: [TapAnswer], short: Bool = false, titles: Int = 20, ellipsis: String = "…") -> String {
        answers.map { answer in
            let said =
                switch answer.reply {
                case .atOnce?: short ? "yes" : "answers"
                case .later(let at)?: short ? "at \(at)" : "answers at \(at)"
                case .lost?: short ? "no" : "no answer"
                case nil: short ? "-" : "not tapped"
                }
            return answer.title.truncated(toColumns: titles, ellipsis: ellipsis) + " " + said
        }.joined(separator: ", ")
    }

    /// "t at 1.00 s: ", what the t key's words start with.
    public static func prefix(at time: LaunchTime) -> String { "t at \(time.hundredthsText) s: " }
}

/// A run of taps that get the same reply: every tap at a frame step from
/// `from` until the next run's `from`.
public struct TapReplyRun: Hashable, Sendable {
    public var from: LaunchTime
    public var reply: TapReply
}

extension LaunchObserver {
    /// How the pane answers a tap at each frame step from the tap on the
    /// icon to `end`, as runs: what `answer(toTapAt:)` gives for each of
    /// those taps. A pane that takes no notice of a tap answers one from
    /// the picture it shows, so each distinct picture is asked once.
    public static func replies(
        style: LaunchStyle, conditions: LaunchConditions, timetable: Timetable,
        phone: Phone, size: Size, until end: LaunchTime, memo: ScreenMemo? = nil
    ) -> [TapReplyRun] {
        var runs: [TapReplyRun] = []
        var known: [PaneState: TapReply] = [:]
        var asked = TapsAsked()
        var tap = LaunchTime.zero
        while tap <= end {
            let reply: TapReply
            let shown = timetable.state(at: tap)
            if !style.reactsToTap, let seen = known[shown] {
                reply = seen
            } else {
                reply = TapReply(
                    tap: tap,
                    answer: answer(
                        toTapAt: tap, style: style, conditions: conditions,
                        timetable: timetable, phone: phone, size: size, until: end,
                        memo: memo, asked: &asked))
                if !style.reactsToTap { known[shown] = reply }
            }
            if runs.last?.reply != reply { runs.append(TapReplyRun(from: tap, reply: reply)) }
            tap = tap + frameStep
        }
        return runs
    }
}
