/// A report's layout shift, drawn at the size a pane is measured at. A
/// banner that pushes the stories down moves a different share of a short
/// phone's screen than of a tall one's, so the rows that come nearest a
/// report's CLS depend on the size: they are chosen for the size given,
/// from that size's own frames, as the observer scores them. The stage
/// gives the reference phone's (`StageLayout.reference`), whatever its own
/// size, so a report's figures are the same at every size.
///
/// Each of the report's shifts (`ReportFigures.shifts`) is one late
/// insert at its time; an insert after the first makes the banner taller
/// or shorter, so that any number of shifts can be drawn within the rows
/// that keep stories in view. The rows are chosen so that the drawn CLS
/// (the largest session window, as web.dev counts it) lands in the same
/// band as the report's (web.dev: good up to 0.1, poor above 0.25) and
/// as near its value as the rows allow, each shift as near its own score
/// as that leaves; a shift smaller than any move the rows can draw is
/// left out. Where no choice of rows reaches the band, the nearest is
/// drawn, and the stage says so (`Stage.Pane.shiftOutOfReach`).
public enum ReportShifts {
    /// `description` with its report's shifts drawn as banners fitted to a
    /// pane of `size` (the phone's or browser window's, frame included);
    /// as it is when its report lists no shifts.
    public static func fitted(
        _ description: LaunchDescription, size: Size,
        in conditions: LaunchConditions = LaunchConditions()
    ) -> LaunchDescription {
        guard let report = description.report, let cls = report.layoutShift, !report.shifts.isEmpty else { return description }
        var base = description
        base.steps.removeAll { if case .banner(.pushes) = $0.phase { true } else { false } }
        let moves = Moves(base, size: size, conditions: conditions)
        var fitted = base
        if moves.tallest > 0 {
            let choice = best(report.shifts, cls: cls, moves: moves)
            for (time, rows) in zip(times(report.shifts, count: choice.count), choice) {
                guard let rows else { continue }
                fitted.steps.append(LaunchStep(at: time, .banner(.pushes(rows: rows))))
            }
        }
        if description.fullyDrawn != nil { fitted.fullyDrawn = fitted.lastChange }
        return fitted
    }

    /// The score of every move of the banner between two heights (0: no
    /// banner yet), from the frames of the content with a banner of each
    /// height, drawn once each. Only heights up to the one that shifts most
    /// from no banner are used: past it a taller banner pushes the stories
    /// off the screen, so fewer of them move and the score falls again.
    struct Moves {
        /// The tallest banner used; 0 when no banner moves anything.
        var tallest = 0
        /// `score[from][to]`, rows 0 to `tallest`.
        var score: [[Double]] = []

        init(_ description: LaunchDescription, size: Size, conditions: LaunchConditions) {
            let phone = Phone(glyphs: .unicode, device: description.device, address: description.title)
            let content = LaunchStep(at: .zero, description.steps.last?.phase ?? .fresh)
            func rows(banner: Int) -> [String] {
                var around = description
                around.system = nil
                around.report = nil
                around.fullyDrawn = nil
                around.steps = [content] + (banner > 0 ? [LaunchStep(at: LaunchObserver.frameStep, .banner(.pushes(rows: banner)))] : [])
                let frame = around.timetable(in: conditions).state(at: LaunchObserver.frameStep)
                return LaunchObserver.contentRows(phone.screen(frame, size: size))
            }
            var frames = [rows(banner: 0)]
            var previous = 0.0
            for banner in 1...BannerPlacement.mostRows {
                let next = rows(banner: banner)
                let shift = LaunchObserver.shiftScore(from: frames[0], to: next)
                guard shift >= previous, shift > 0 else { break }
                previous = shift
                frames.append(next)
            }
            tallest = frames.count - 1
            score = frames.map { from in frames.map { to in LaunchObserver.shiftScore(from: from, to: to) } }
        }
    }

    /// The rows for each shift (nil: left out) that draw `cls` best: in
    /// its band first, then within `nearEnough` of it, then with as few
    /// shifts left out as may be, then nearest its value, then each shift
    /// nearest its own score. Besides one banner a shift, up to three
    /// banners chosen from the target alone are tried, in the first
    /// shifts' window: one a listed element adds up past a report whose
    /// elements' scores overlap, and one banner for a report's one shift
    /// may move the stories no share of the screen near its score (0.231
    /// lies between one banner's 0.208 and 0.249 on the reference phone,
    /// two banners draw 0.236). Banners past the report's shifts follow the
    /// first window's last one a frame apart (`times`): the choice may be
    /// longer than `shifts`. The shifts are drawn in order, each move
    /// chosen to keep its window's drawn sum nearest the report's so far;
    /// the report's scores are tried as they are and scaled up and down,
    /// since a short screen's moves are coarse.
    static func best(_ shifts: [ReportShift], cls: Double, moves: Moves) -> [Int?] {
        let band = Standard.layoutShift.judge(score: cls).grade
        let windows = SessionWindows.windows(shifts.map { Double(observed($0.at).milliseconds) })
        var best: (choice: [Int?], rank: (Int, Int, Int, Double, Double))?
        // Each shift drawn as its own banner, the scores scaled; and, chosen from the target
        // alone, up to three banners in the first shifts' window.
        var choices = factors.map { factor in drawn(shifts.map { $0.score * factor }, windows: windows, moves: moves) }
        // Up to three banners, in the first shifts' window, the rest left out.
        let firstWindow = windows.prefix { $0 == windows[0] }.count
        func chosen(_ rows: [Int]) {
            let extra = max(0, rows.count - firstWindow)
            choices.append(
                Array(rows.prefix(firstWindow)) + Array(repeating: nil, count: shifts.count - min(rows.count, firstWindow))
                    + rows.suffix(extra).map { $0 })
            guard rows.count < 3 else { return }
            for next in 1...moves.tallest where next != rows.last { chosen(rows + [next]) }
        }
        for first in 1...moves.tallest { chosen([first]) }
        for choice in choices {
            var times: [Double] = [], scores: [Double] = [], error = 0.0, leftOut = 0
            var from = 0
            // The banners in the order they are drawn, a shift's at its time, one past them after it.
            let at = Self.times(shifts, count: choice.count).map { Double(observed($0).milliseconds) }
            let order = choice.indices.sorted { (at[$0], $0) < (at[$1], $1) }
            for index in order {
                let target = index < shifts.count ? shifts[index].score : 0
                guard let rows = choice[index] else {
                    leftOut += 1
                    error += target
                    continue
                }
                times.append(at[index])
                scores.append(moves.score[from][rows])
                error += abs(moves.score[from][rows] - target)
                from = rows
            }
            let score: Double = SessionWindows.largest(times: times, scores: scores).score
            let inBand: Int = Standard.layoutShift.judge(score: score).grade == band ? 0 : 1
            // Within 0.01 of the report is as near as a figure shown to two places tells apart.
            let far: Int = abs(score - cls) <= Self.nearEnough ? 0 : 1
            let rank: (Int, Int, Int, Double, Double) = (inBand, far, far == 0 ? leftOut : 0, abs(score - cls), error)
            if let found = best, !(rank < found.rank) { continue }
            best = (choice, rank)
        }
        // `factors` is never empty; were it, no shift would be drawn.
        return best?.choice ?? shifts.map { _ in nil }
    }

    /// When each of `count` banners is drawn: a shift's at its time, and
    /// one past the shifts (`best`) a frame after the one before it in the
    /// first shifts' window, so that it falls in that window.
    static func times(_ shifts: [ReportShift], count: Int) -> [LaunchTime] {
        let windows = SessionWindows.windows(shifts.map { Double(observed($0.at).milliseconds) })
        let firstWindow = windows.prefix { $0 == windows.first }.count
        var times = shifts.map(\.at)
        var last = firstWindow > 0 ? observed(shifts[firstWindow - 1].at) : .zero
        while times.count < count {
            last = last + LaunchObserver.frameStep
            times.append(last)
        }
        return times
    }

    /// How near the drawn CLS must come to the report's to count as drawn
    /// as it is (with as few shifts left out as may be): past it, nearer wins.
    static let nearEnough = 0.0095

    /// The scales the report's scores are tried at: as they are, then
    /// alternately smaller and larger, down to a fifth and up to three times.
    static let factors: [Double] = {
        var factors: [Double] = [1]
        for step in 1...40 {
            factors.append(1 - 0.02 * Double(step))
            factors.append(1 + 0.05 * Double(step))
        }
        return factors
    }()

    /// The shifts drawn in order, each the move (or none) that brings its
    /// window's drawn sum nearest the targets' sum so far.
    static func drawn(_ targets: [Double], windows: [Int], moves: Moves) -> [Int?] {
        var choice: [Int?] = []
        var from = 0, window = -1
        var wanted = 0.0, drawn = 0.0
        for (target, inWindow) in zip(targets, windows) {
            if inWindow != window {
                window = inWindow
                wanted = 0
                drawn = 0
            }
            wanted += target
            var pick: (rows: Int?, score: Double, miss: Double) = (nil, 0, abs(wanted - drawn))
            for rows in 1...moves.tallest where rows != from {
                let score = moves.score[from][rows]
                let miss = abs(wanted - drawn - score)
                if miss < pick.miss { pick = (rows, score, miss) }
            }
            choice.append(pick.rows)
            if let rows = pick.rows {
                drawn += pick.score
                from = rows
            }
        }
        return choice
    }

    /// The frame the observer first sees a change at `time` in.
    public static func observed(_ time: LaunchTime) -> LaunchTime {
        let step = LaunchObserver.frameStep.milliseconds
        return .ms((time.milliseconds + step - 1) / step * step)
    }
}

extension LaunchDescription {
    /// This launch as a style beside the built-ins, called `name`: drawn
    /// from its own phases, its system's picture included, and judged by
    /// its own launch kind, or the scenario's where that kind was only
    /// assumed (`launchIsAssumed`, see `MeasuredLaunch`), and said to run on
    /// the scenario's platform where its own was (`platformIsAssumed`). A report's
    /// shifts are drawn fitted to the size of the pane it is measured in,
    /// the reference phone's (`ReportShifts`).
    public func style(named name: StyleName, launchIsAssumed: Bool = false, platformIsAssumed: Bool = false) -> LaunchStyle {
        let description = self
        var measured = MeasuredLaunch(
            launch: launch, platform: platform, source: source, launchIsAssumed: launchIsAssumed,
            report: report, device: device)
        measured.platformIsAssumed = platformIsAssumed
        measured.fromFrames = !frames.isEmpty
        measured.conditions = conditions
        // Drawn from its own frames, a report's pane shows its shifts as they looked.
        let fits = frames.isEmpty && report?.layoutShift != nil && report?.shifts.isEmpty == false
        var sized: (@Sendable (LaunchConditions, Size) -> Timetable)?
        if fits {
            sized = { @Sendable conditions, size in ReportShifts.fitted(description, size: size, in: conditions).timetable(in: conditions) }
        }
        return LaunchStyle(name: name, title: title, measured: measured, timetable: { description.timetable(in: $0) }, sized: sized)
    }
}
