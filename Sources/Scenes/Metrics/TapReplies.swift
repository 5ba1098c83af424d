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

/// A pane's replies to a tap at each frame step from the tap on the icon
/// to `end` (`LaunchObserver.replies`). Kept for a pane, they give its
/// replies until any earlier end (`cut(to:)`), and most of those until a
/// later one (`replies(...from:)`): many stages show the same pane and
/// differ only in how long they last (an animated launch beside each of
/// the other styles).
public struct TapReplies: Hashable, Sendable {
    public var end: LaunchTime
    public var runs: [TapReplyRun]

    public init(end: LaunchTime, runs: [TapReplyRun]) {
        self.end = end
        self.runs = runs
    }

    /// The replies until `end`, no later than this one's: every tap's as
    /// here, but an answer after `end`, which is then none (a tap is
    /// answered at the first moment its screen shows it, looked for no
    /// later than the end).
    public func cut(to end: LaunchTime) -> [TapReplyRun] {
        var cut: [TapReplyRun] = []
        for run in runs where run.from <= end {
            var reply = run.reply
            if case .later(let answer) = reply, answer > end { reply = .lost }
            if cut.last?.reply != reply { cut.append(TapReplyRun(from: run.from, reply: reply)) }
        }
        return cut
    }

    /// The reply here to a tap at `tap` (no later than `end`), the runs
    /// walked from `run`, which is left at the tap's.
    fileprivate func reply(at tap: LaunchTime, walking run: inout Int) -> TapReply {
        while run + 1 < runs.count && runs[run + 1].from <= tap { run += 1 }
        return runs[run].reply
    }
}

extension LaunchObserver {
    /// How the pane answers a tap at each frame step from the tap on the
    /// icon to `end`, as runs: what `answer(toTapAt:)` gives for each of
    /// those taps. A pane that takes no notice of a tap answers one from
    /// the picture it shows, so each distinct picture is asked once.
    /// `earlier`: the same pane's replies until another end, which give
    /// these: until an earlier end, cut there; until a later one, every
    /// tap up to its end whose answer it found is answered the same here
    /// (found no later than there, it is found so here), and only those
    /// without (a pane that takes a tap may answer it after that end), and
    /// the taps after it, are asked.
    public static func replies(
        style: LaunchStyle, conditions: LaunchConditions, timetable: Timetable,
        phone: Phone, size: Size, until end: LaunchTime, memo: ScreenMemo? = nil, from earlier: TapReplies? = nil
    ) -> [TapReplyRun] {
        if let earlier, earlier.end >= end { return earlier.cut(to: end) }
        var runs: [TapReplyRun] = []
        var known: [PaneState: TapReply] = [:]
        var asked = TapsAsked()
        var tap = LaunchTime.zero
        var run = 0
        while tap <= end {
            let reply: TapReply
            // A style that takes no notice of a tap answers at once or never.
            if let earlier, tap <= earlier.end,
                case let before = earlier.reply(at: tap, walking: &run), before != .lost || !style.reactsToTap
            {
                reply = before
            } else {
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
            }
            if runs.last?.reply != reply { runs.append(TapReplyRun(from: tap, reply: reply)) }
            tap = tap + frameStep
        }
        return runs
    }
}
