import Scenes

/// What the page says in words, written from what was measured on the
/// stage's frames (never typed): a heading naming the two launches, a
/// caption saying what to watch for (as the source article's demo does:
/// "Launch, then watch for the content: 2.6 s in, and it jumps at 3 s"),
/// what to watch for next at each moment, and a text alternative to the
/// stage that says what each phone shows and the numbers measured so far.
/// The legend names every mark the stage draws and the thresholds of every
/// verdict, from the glyphs and the standards that draw and judge them.
extension WebPage {
    struct Explanation: Equatable {
        /// "Logo splash vs Content first".
        var heading: String
        /// What is compared and what to watch for, with the measured times.
        var caption: String
        /// From each time (ms) on, what comes next (or how it ended).
        var watch: [Said]
        /// From each time (ms) on, what each phone shows and its numbers so far.
        var described: [Said]
    }

    struct Said: Equatable {
        var at: Int
        var text: String
    }

    /// A measured moment of one pane, as the caption and the watch say it.
    private struct Happening {
        var at: LaunchTime
        var text: String
    }

    static func explanation(of stage: Stage) -> Explanation {
        let titles = stage.panes.map(\.style.title)
        let heading = titles.joined(separator: " vs ")
        let caption =
            "Launch, then watch for the content: "
            + stage.panes.map { pane in
                let metrics = pane.metrics
                let content = metrics.content.map { "shows it \($0) in" } ?? "never shows it"
                let shifts = metrics.shifts.map(\.at.description)
                let moves = shifts.isEmpty ? "nothing moves" : "it jumps at " + shifts.joined(separator: " and ")
                return "\(pane.style.title) \(content), and \(moves)"
            }.joined(separator: "; ") + "."
        var happenings: [Happening] = []
        for pane in stage.panes {
            let title = pane.style.title, metrics = pane.metrics
            if let first = metrics.firstFrame { happenings.append(Happening(at: first, text: "\(title) draws its first frame")) }
            if let content = metrics.content { happenings.append(Happening(at: content, text: "\(title) shows its content")) }
            for shift in metrics.shifts {
                happenings.append(Happening(at: shift.at, text: "\(title) jumps (layout shift \(PaneMetrics.scoreText(shift.score)))"))
            }
            // Its last numbers (fully drawn, speed index) come then: "All
            // measured" is said after them, not while the stage shows "–".
            if let done = metrics.fullyDrawn { happenings.append(Happening(at: done, text: "\(title) is fully drawn")) }
        }
        let times = Array(Set(happenings.map(\.at))).sorted()
        var watch: [Said] = []
        var from = LaunchTime.zero
        for time in times {
            let next = happenings.filter { $0.at == time }.map(\.text).joined(separator: "; ")
            watch.append(Said(at: from.milliseconds, text: "Next, at \(time): \(next)."))
            from = time
        }
        watch.append(Said(at: from.milliseconds, text: ending(stage)))
        if let first = watch.first, first.at == watch.dropFirst().first?.at { watch.removeFirst() }
        let moments = Array(Set([.zero] + times + stage.panes.flatMap(\.timetable.changes))).sorted()
        var described: [Said] = []
        for moment in moments {
            let text = stage.panes.map { describe($0, in: stage, at: moment) }.joined(separator: " ")
            if described.last?.text != text { described.append(Said(at: moment.milliseconds, text: text)) }
        }
        return Explanation(heading: heading, caption: caption, watch: watch, described: described)
    }

    /// How the launches ended: which showed its content first and by how
    /// much, and which moved.
    private static func ending(_ stage: Stage) -> String {
        let panes = stage.panes
        var parts: [String] = []
        let contents = panes.map(\.metrics.content)
        if panes.count == 2, let left = contents[0], let right = contents[1], left != right {
            let (sooner, later) = left < right ? (panes[0], panes[1]) : (panes[1], panes[0])
            parts.append("\(sooner.style.title) showed its content \(max(left, right) - min(left, right)) sooner than \(later.style.title)")
        } else if panes.count == 2, contents[0] != nil, contents[0] == contents[1] {
            parts.append("both showed their content at \(contents[0]!)")
        }
        for pane in panes where pane.metrics.content == nil { parts.append("\(pane.style.title) never showed its content") }
        let moved = panes.filter { !$0.metrics.shifts.isEmpty }
        if moved.isEmpty {
            parts.append("nothing moved")
        } else {
            parts += moved.map { "\($0.style.title) moved (layout shift \(PaneMetrics.scoreText($0.metrics.layoutShift)))" }
        }
        return "All measured: " + parts.joined(separator: "; ") + "."
    }

    /// One phone at `time`: its title, the phase it shows and since when,
    /// and each number measured by then with its verdict.
    private static func describe(_ pane: Stage.Pane, in stage: Stage, at time: LaunchTime) -> String {
        let step = pane.timetable.step(at: time)
        let span = pane.timetable.phases.last { $0.start <= time }
        let since = span.map { $0.start == .zero ? "" : " since \($0.start)" } ?? ""
        var numbers: [String] = []
        let metrics = pane.metrics
        let thresholds = pane.style.thresholds(in: stage.scenario.conditions)
        let verdicts = pane.verdicts(for: thresholds)
        func judged(_ verdicts: [Verdict]) -> String {
            " (" + verdicts.map { "\($0.grade.rawValue) by \($0.standard.name) \($0.rule())" }.joined(separator: ", ") + ")"
        }
        if let first = metrics.firstFrame, first <= time {
            numbers.append("\(thresholds.firstLabel) \(first)" + judged(verdicts.filter { $0.standard.metric == "first_frame" }))
        }
        if let content = metrics.content, content <= time {
            numbers.append("content \(content)" + judged(verdicts.filter { $0.standard == .contentPaint }))
        }
        if metrics.shifts.contains(where: { $0.at <= time }) || metrics.fullyDrawn.map({ $0 <= time }) == true {
            let shift = metrics.layoutShift(upTo: time)
            numbers.append("layout shift \(PaneMetrics.scoreText(shift))" + judged([Standard.layoutShift.judge(score: shift)]))
        }
        let measured = numbers.isEmpty ? "nothing measured yet" : numbers.joined(separator: ", ")
        return "\(pane.style.title): \(step.phase.name)\(since); \(measured)."
    }

    /// The legend, as HTML: every mark the stage draws, and every verdict's
    /// thresholds from the standards that judge them.
    static func legend(glyphs: Glyphs = .unicode) -> String {
        let marks: [(String, String)] = [
            (glyphs.contentMarker, "content lands (measured from the frames)"),
            (glyphs.jumpMarker, "the content jumps: a layout shift"),
            (
                glyphs.systemShare,
                "on iOS, the system's share of the first frame (about \(LaunchConditions.systemShare.milliseconds) ms of Apple's \(Standard.apple.grades[0].threshold))"
            ),
            (glyphs.playhead, "the moment shown"),
            (glyphs.notYet, "not measured yet"),
            (glyphs.shiftDown + "3", "what moved, dashed where it was, and by how many rows"),
            (glyphs.openEnd, "still waiting at the end: it never ends"),
            (glyphs.good, "good"), (glyphs.needsImprovement, "needs improvement"), (glyphs.poor, "poor")
        ]
        var standards: [Standard] = [.apple] + LaunchKind.allCases.map { .androidVitals($0) }
        standards += [.firstPaint, .contentPaint, .layoutShift]
        let rules = standards.map { standard in
            let measures =
                standard == .layoutShift
                ? "layout shift"
                : standard == .contentPaint
                    ? "content"
                    : standard == .firstPaint ? "first paint (a web page)" : "first frame"
            let bands = standard.grades.map { "\($0.mark(glyphs)) \($0.rule(glyphs))" }.joined(separator: ", ")
            return "<li>\(SVGWriter.escaped(measures)): \(SVGWriter.escaped(standard.name)) \(SVGWriter.escaped(bands))</li>"
        }
        let tap = Standard.touch.grades.map { "\($0.mark(glyphs)) \($0.rule(glyphs))" }.joined(separator: ", ")
        return """
            <details id="legend"><summary>What the marks and verdicts mean</summary>
            <dl>\(marks.map { "<dt>\(SVGWriter.escaped($0.0))</dt><dd>\(SVGWriter.escaped($0.1))</dd>" }.joined())</dl>
            <p>Each number is measured from the frames drawn, and judged against a published threshold:</p>
            <ul>\(rules.joined())<li>tap: \(SVGWriter.escaped(Standard.touch.name)) \(SVGWriter.escaped(tap))</li></ul>
            </details>

            """
    }
}
