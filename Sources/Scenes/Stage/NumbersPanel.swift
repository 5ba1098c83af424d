/// The measured numbers under a phone, each with its verdicts and the
/// threshold that decided them:
///
///     first frame 0.4 s ✓ Apple ≤400 ms ✓ cold <5 s
///     content 2.6 s ! LCP >2.5 s  fully drawn 3 s
///     layout shift 0.120 ! CLS >0.1  SI 3000 ms
///
/// A pane read from a report shows the report's own figure beside a
/// measured one where the two differ ("layout shift 0.249 (report 0.231)",
/// "SI 3570 ms (report 22268)"): a time by a frame (10 ms) or more, a
/// score as shown. A web page's pane (`Thresholds.web`) reads "first paint" against
/// web.dev's FCP instead of Apple's and Android vitals' first frame.
///
/// A number appears when the playhead reaches the frame it was measured in
/// (a dash until then, "never" once the measured window has ended); its
/// verdict with it, or as soon as it is too late for any arrival to pass.
/// Narrower than
/// `widthForNames`, the standards' names give way to a legend row that
/// names them once (`legend`); a row that is still too wide drops the
/// rules' text, never a label.
struct NumbersPanel: Hashable {
    var metrics: PaneMetrics
    var thresholds: Thresholds
    /// The report's own figures, for a pane read from one.
    var report: ReportFigures? = nil
    /// The report's CLS where this size cannot draw its band
    /// (`Stage.Pane.shiftOutOfReach`): once every shift is measured, the
    /// layout shift's verdict is the report's.
    var shiftOutOfReach: Double? = nil
    var time: LaunchTime
    /// The end of the timeline: what has not happened by then never does.
    var end: LaunchTime
    var glyphs: Glyphs
    /// Whether each verdict names its standard ("✓ Apple ≤400 ms"); without,
    /// the stage's legend row names them ("✓ ≤400 ms").
    var names: Bool = true
    /// The shorter form a compact stage draws (`StageLayout.isCompact`),
    /// where a panel is about 31 columns: "first" for the first frame
    /// ("paint" for a web page's first paint), "drawn" for fully drawn,
    /// "shift" for the layout shift, the legend saying them in the same
    /// words, so that "first 1.43 s ✗ ✗  tap 2.28 s ✗" fits whole.
    var short: Bool = false

    /// Hashed by what tells a page's panels apart at little cost (the
    /// moment, the end and when the numbers come), compared whole: the
    /// glyphs are some forty strings, the metrics every shift and the
    /// visual progress.
    func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(end)
        hasher.combine(metrics.firstFrame)
        hasher.combine(metrics.content)
        hasher.combine(metrics.fullyDrawn)
        hasher.combine(names)
        hasher.combine(short)
    }

    /// The rows the panel needs.
    static let height = 3

    /// The least width at which every row fits whole with the standards'
    /// names and the widest numbers: "first frame 1.43 s ✗ Apple >400 ms ✗
    /// hot ≥1.5 s  tap 2.28 s ✗ Apple >400 ms" (the tap's answer, after the
    /// first frame it is asked of) and "content 1.43 s ✓ LCP ≤2.5 s  fully
    /// drawn 1.43 s". Narrower (at 100 columns too), the legend names them.
    static let widthForNames = 75

    /// The legend row for panels without the names, in the order the rows
    /// show the verdicts: "first frame: Apple, Android vitals (cold) ·
    /// content: LCP · layout shift: CLS". The launch kinds of both panes
    /// (one when they agree), a web page's "first paint: FCP" for its
    /// first row; cut to `width` if need be.
    /// With `tap` (a pane was tapped), "tap: Apple" after the first frame's
    /// part where the whole legend fits; where it does not, the tap's
    /// verdict goes unnamed, as its rule is the first frame's Apple's.
    /// `short`: in the compact stage's words ("first: Apple, ...").
    static func legend(_ thresholds: [Thresholds], tap: Bool = false, width: Int, glyphs: Glyphs, short: Bool = false) -> String {
        let kinds = thresholds.compactMap(\.launch)
        let android = "Android vitals (" + Scenario.label(kinds.map(\.rawValue)) + ")"
        let first =
            (kinds.isEmpty ? [] : [(short ? "first" : "first frame") + ": " + Standard.apple.shortName + ", " + android])
            + (thresholds.contains(.web) ? [label(for: .web, short: short) + ": " + Standard.firstPaint.shortName] : [])
        let rest = [
            "content: " + Standard.contentPaint.shortName,
            (short ? "shift: " : "layout shift: ") + Standard.layoutShift.shortName
        ]
        let separator = " " + glyphs.bullet + " "
        let withTap = (first + ["tap: " + Standard.touch.shortName] + rest).concatenated(separator: separator)
        if tap, DisplayWidth.of(withTap) <= width { return withTap }
        return (first + rest).concatenated(separator: separator).truncated(toColumns: width, ellipsis: glyphs.ellipsis)
    }

    func draw(in rect: Rect, into buffer: inout ScreenBuffer) {
        Self.draw(rows(width: rect.width), in: rect, into: &buffer)
    }

    /// What each row shows at this width: what the panel draws, and what
    /// tells two moments' panels apart.
    func rows(width: Int) -> [[Piece]] {
        let shift = metrics.layoutShift(upTo: time)
        let rows: [[Piece]] = [
            [.label(Self.label(for: thresholds, short: short) + " "), .number(value(metrics.firstFrame))]
                + reported(report?.firstFrame, metrics.firstFrame)
                + thresholds.timeStandards.filter { $0 != .contentPaint }.flatMap { verdict($0, metrics.firstFrame) }
                + tap,
            [.label("content "), .number(value(metrics.content))] + reported(report?.content, metrics.content)
                + verdict(.contentPaint, metrics.content)
                + [.label(short ? "  drawn " : "  fully drawn "), .number(value(metrics.fullyDrawn))],
            speedIndex(
                after: report?.layoutShiftMissing.map { [.label((short ? "shift: " : "layout shift: ") + $0)] }
                    ?? ([.label(short ? "shift " : "layout shift "), .number(PaneMetrics.scoreText(shift))] + reported(score: shift)
                        + pieces(Standard.layoutShift.judge(score: shiftsMeasured ? shiftOutOfReach ?? shift : shift))),
                width: width)
        ]
        return rows.map { Self.fit($0, in: width) }
    }

    /// The first row's label: the first frame's, or a web page's first
    /// paint's (`Thresholds.firstLabel`); in the short form, its first word
    /// for an app ("first") and its second for a web page ("paint").
    static func label(for thresholds: Thresholds, short: Bool) -> String {
        guard short else { return thresholds.firstLabel }
        return thresholds == .web ? "paint" : "first"
    }

    /// The moments from which what the panel shows may change, in order:
    /// each number's arrival, each shift, the moment each verdict on a time
    /// is decided by lateness alone (`Standard.judge(_:at:)`), and the end.
    /// Between two of them every row is the same.
    func changes() -> [LaunchTime] {
        let times =
            [end] + [metrics.firstFrame, metrics.content, metrics.fullyDrawn].compactMap { $0 } + metrics.shifts.map(\.at)
            + thresholds.timeStandards.map(Self.decided)
            + (metrics.touch.map { [$0.responds, Self.decided(.touch)].compactMap { $0 } } ?? [])
        return Array(Set(times)).sorted()
    }

    /// The first millisecond at which no arrival could pass `standard`:
    /// lateness only grows worse.
    static func decided(_ standard: Standard) -> LaunchTime {
        var low = 0, high = 86_400_000
        while low < high {
            let middle = (low + high) / 2
            if standard.judge(.ms(middle)).grade == .poor { high = middle } else { low = middle + 1 }
        }
        return .ms(low)
    }

    /// When every verdict on a time is settled even for a pane that has
    /// shown nothing yet: the last of the standards' `decided` moments
    /// (Android vitals' 5 s on a cold launch).
    static func allDecided(_ thresholds: Thresholds) -> LaunchTime {
        thresholds.timeStandards.map(decided).max() ?? .zero
    }

    static func draw(_ rows: [[Piece]], in rect: Rect, into buffer: inout ScreenBuffer) {
        for (offset, pieces) in rows.enumerated() where offset < rect.height {
            var x = rect.x
            for piece in pieces {
                x = buffer.put(piece.text, x: x, y: rect.y + offset, style: piece.style, clip: rect)
            }
        }
    }

    /// The row with the Speed Index after it where it fits whole, as
    /// "speed index 756 ms" or else "SI 756 ms" (a dash until fully drawn);
    /// the row alone where not. A report's differing Speed Index goes after
    /// it, " (report 22268)", where the row can hold it once the rules
    /// give way (as the other report figures, it outranks them); the label
    /// is chosen for it from the start, so that it stays put as the numbers
    /// arrive.
    private func speedIndex(after row: [Piece], width: Int) -> [Piece] {
        let shown = metrics.fullyDrawn.map { $0 <= time } ?? false
        let number: String
        if shown, let index = metrics.speedIndex {
            number = "\(index) ms"
        } else {
            number = metrics.fullyDrawn == nil && time >= end ? "never" : glyphs.notYet
        }
        // Room for any number up to "9999 ms", so that the label stays put as the number arrives.
        let reserved = max(DisplayWidth.of(number), 7)
        if let figure = reportedSpeedIndex {
            // In the unit just given: "SI 3570 ms (report 22268)".
            let piece = Self.reportPiece("\(figure)")
            for label in ["  speed index ", "  SI "] {
                // Fitted as the row will be once both numbers are shown.
                let whole = row + [.label(label), .number(String(repeating: "0", count: reserved)), piece]
                let fitted = Self.fit(whole, in: width)
                guard fitted.last == piece, Self.width(of: fitted) <= width else { continue }
                return row + [.label(label), .number(number)] + (shown ? [piece] : [])
            }
        }
        let used = Self.width(of: row) + reserved
        for label in ["  speed index ", "  SI "] where used + DisplayWidth.of(label) <= width {
            return row + [.label(label), .number(number)]
        }
        return row
    }

    /// The report's Speed Index in whole ms, where the measured one is a
    /// frame or more from it.
    private var reportedSpeedIndex: Int? {
        guard let figure = report?.speedIndex, let measured = metrics.speedIndex else { return nil }
        let reported = Int(figure.rounded())
        return abs(reported - measured) >= LaunchObserver.frameStep.milliseconds ? reported : nil
    }

    private static func width(of pieces: [Piece]) -> Int { pieces.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// "  tap 0.4 s ✓ Apple ≤400 ms": when the pane first answers a tap, and
    /// its verdict (Apple's 400 ms), after the first frame's, which the
    /// source asks of the same frame; nothing for a pane not probed. Its
    /// name and rule go first where the row is too wide, with the names.
    private var tap: [Piece] {
        guard let touch = metrics.touch else { return [] }
        return [.label("  tap "), .number(value(touch.responds))]
            + pieces(verdict(.touch, touch.responds), ruleDropsFirst: 0)
    }

    /// " (report 2.164 s)": the report's time, once the measured one is
    /// shown, where the two are a frame or more apart.
    private func reported(_ figure: Double?, _ measured: LaunchTime?) -> [Piece] {
        guard let figure, let measured, measured <= time else { return [] }
        let reported = LaunchTime.ms(Int(figure.rounded()))
        guard abs(reported.milliseconds - measured.milliseconds) >= LaunchObserver.frameStep.milliseconds else { return [] }
        return [Self.reportPiece(reported.description)]
    }

    /// Whether every shift has been measured by now.
    private var shiftsMeasured: Bool { time >= metrics.shifts.last?.at ?? .zero }

    /// " (report 0.231)": the report's score, once every shift is measured,
    /// where it reads otherwise than the measured one.
    private func reported(score shown: Double) -> [Piece] {
        guard let figure = report?.layoutShift, shiftsMeasured,
            PaneMetrics.scoreText(figure) != PaneMetrics.scoreText(shown)
        else { return [] }
        return [Self.reportPiece(PaneMetrics.scoreText(figure))]
    }

    /// The report's figure in brackets: dropped only after the rules.
    private static func reportPiece(_ text: String) -> Piece { Piece(" (report \(text))", CellStyle(.metric), dropsFirst: 2) }

    /// The verdict on a time as it stands now; what has not happened by the
    /// end never does.
    private func verdict(_ standard: Standard, _ measured: LaunchTime?) -> [Piece] {
        pieces(verdict(standard, measured))
    }

    private func verdict(_ standard: Standard, _ measured: LaunchTime?) -> Verdict? {
        measured == nil && time >= end ? standard.judge(nil) : standard.judge(measured, at: time)
    }

    /// " ✓ Apple ≤400 ms": the mark, the standard's name (or, without
    /// `names`, none: the legend has it) and the rule, in the grade's role;
    /// nothing while undecided.
    private func pieces(_ verdict: Verdict?, ruleDropsFirst: Int = 1) -> [Piece] {
        guard let verdict else { return [] }
        let style = CellStyle(verdict.role, .bold)
        return [Piece(" " + verdict.mark(glyphs), style)]
            + (names ? [Piece(" " + verdict.standard.shortName, style, dropsFirst: 0)] : [])
            + [Piece(" " + verdict.rule(glyphs), style, dropsFirst: ruleDropsFirst)]
    }

    private func value(_ measured: LaunchTime?) -> String {
        if let measured, measured <= time { return measured.description }
        return measured == nil && time >= end ? "never" : glyphs.notYet
    }

    /// The pieces that fit in `width`: the droppable ones go, lowest rank first.
    static func fit(_ pieces: [Piece], in width: Int) -> [Piece] {
        var kept = pieces
        for rank in 0..<3 {
            if Self.width(of: kept) <= width { break }
            kept.removeAll { $0.dropsFirst == rank }
        }
        return kept
    }

    /// A run of text in one style; `dropsFirst` ranks the optional ones.
    struct Piece: Hashable, Sendable {
        var text: String
        var style: CellStyle
        var dropsFirst: Int?

        init(_ text: String, _ style: CellStyle, dropsFirst: Int? = nil) {
            self.text = text
            self.style = style
            self.dropsFirst = dropsFirst
        }

        static func label(_ text: String) -> Piece { Piece(text, CellStyle(.heading)) }
        static func number(_ text: String) -> Piece { Piece(text, CellStyle(.metric, .bold)) }
    }
}

extension ScreenMemo {
    /// Numbers panels' rows by the panel and the width (`rows(of:width:)`).
    private final class PanelRows {
        struct Key: Hashable {
            var panel: NumbersPanel
            var width: Int
        }
        var rows: [Key: [[NumbersPanel.Piece]]] = [:]
    }

    /// `panel.rows(width:)`, worked out once: a pane's panel at a moment
    /// is the same beside any other pane in a stage as long (the page's
    /// stages hold each pane beside each style, and mirrored). Forgotten
    /// all at once past `limit`.
    func rows(of panel: NumbersPanel, width: Int) -> [[NumbersPanel.Piece]] {
        let kept: PanelRows
        if let known = keptByStage as? PanelRows {
            kept = known
        } else {
            kept = PanelRows()
            keptByStage = kept
        }
        let key = PanelRows.Key(panel: panel, width: width)
        if let known = kept.rows[key] { return known }
        let rows = panel.rows(width: width)
        if kept.rows.count >= limit { kept.rows.removeAll(keepingCapacity: true) }
        kept.rows[key] = rows
        return rows
    }
}
