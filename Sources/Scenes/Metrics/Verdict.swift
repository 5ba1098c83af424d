/// How a measured number fares against a published threshold. Standards
/// with one threshold only have good and poor.
public enum Grade: String, Hashable, Sendable {
    case good
    case needsImprovement = "needs improvement"
    case poor
}

/// A published threshold a measured number is judged against: the sources'
/// numbers only (Apple's WWDC19 "Optimizing App Launch", Android vitals, web.dev).
/// An app's launch is held to Apple's and Android vitals' first frame; a
/// web page's load to web.dev's first contentful paint instead (`Thresholds`).
public enum Standard: Hashable, Sendable {
    /// Apple: the first frame within 400 ms of the tap (WWDC19 "Optimizing App Launch").
    case apple
    /// Android vitals: a launch is excessive at 5 s cold, 2 s warm, 1.5 s
    /// hot, measured to the first frame (Android vitals).
    case androidVitals(LaunchKind)
    /// First paint, web vitals' model (FCP): good <= 1.8 s, poor > 3 s.
    case firstPaint
    /// Content paint, web vitals' model (LCP): good <= 2.5 s, poor > 4 s.
    case contentPaint
    /// Layout shift, web vitals' model (CLS): good <= 0.1, poor > 0.25.
    case layoutShift
    /// Apple: the first frame, placeholders and all, "has to respond to
    /// touch", and is due within 400 ms of the tap (WWDC19 "Optimizing App
    /// Launch"): a pane's first answer to a tap held to the same 400 ms.
    /// Not among an app's four verdicts (`Thresholds.standards`): it judges
    /// `PaneMetrics.touch`, which only a probed pane has.
    case touch

    /// The four verdicts of an app's pane, in the order they are shown.
    public static func all(for launch: LaunchKind) -> [Standard] { Thresholds.app(launch).standards }

    /// The metric it judges, as `metrics --json` names it.
    public var metric: String {
        switch self {
        case .apple, .androidVitals, .firstPaint: "first_frame"
        case .contentPaint: "content"
        case .layoutShift: "layout_shift"
        case .touch: "responds"
        }
    }

    /// Whose threshold: "Apple", "Android vitals (cold)", "web.dev LCP".
    public var name: String {
        switch self {
        case .apple, .touch: "Apple"
        case .androidVitals(let kind): "Android vitals (\(kind.rawValue))"
        case .firstPaint: "web.dev FCP"
        case .contentPaint: "web.dev LCP"
        case .layoutShift: "web.dev CLS"
        }
    }

    /// The shortest name that still tells the standards apart on screen.
    public var shortName: String {
        switch self {
        case .apple, .touch: "Apple"
        case .androidVitals(let kind): kind.rawValue
        case .firstPaint: "FCP"
        case .contentPaint: "LCP"
        case .layoutShift: "CLS"
        }
    }

    /// The bands, in whole units (milliseconds, or thousandths of a score):
    /// good up to `good` (or below it, when `goodIncludesLimit` is false),
    /// poor above `poor`, and needs improvement between. Without a `poor`
    /// threshold, whatever is not good is poor.
    var bands: (good: Int, goodIncludesLimit: Bool, poor: Int?) {
        switch self {
        case .apple, .touch: (400, true, nil)
        case .androidVitals(let kind): (kind.excessiveLaunch.milliseconds, false, nil)
        case .firstPaint: (1800, true, 3000)
        case .contentPaint: (2500, true, 4000)
        case .layoutShift: (100, true, 250)
        }
    }

    /// A threshold as the source writes it: "400 ms", "5 s", "2.5 s", "0.1".
    func text(_ limit: Int) -> String {
        switch self {
        case .apple, .touch: "\(limit) ms"
        case .androidVitals, .firstPaint, .contentPaint: LaunchTime.ms(limit).description
        case .layoutShift: LaunchTime.ms(limit).secondsText
        }
    }

    /// Its bands as the source states them: "good <= 1.8 s, poor > 3 s",
    /// "400 ms", "excessive at 5 s" (help and docs write them from here).
    public var bandsText: String {
        let (good, inclusive, poor) = bands
        switch self {
        case .androidVitals: return "excessive at \(text(good))"
        case .apple, .touch: return text(good)
        default: return "good \(inclusive ? "<=" : "<") \(text(good))" + (poor.map { ", poor > \(text($0))" } ?? "")
        }
    }

    /// Judges a number in the standard's units; nil means it never happened,
    /// which is as bad as it gets.
    func judge(units value: Int?) -> Verdict {
        let (good, inclusive, poor) = bands
        let value = value ?? Int.max
        if value < good || (inclusive && value == good) {
            return Verdict(standard: self, grade: .good, comparison: inclusive ? .atMost : .below, limit: good)
        }
        guard let poor else {
            return Verdict(standard: self, grade: .poor, comparison: inclusive ? .above : .atLeast, limit: good)
        }
        if value <= poor { return Verdict(standard: self, grade: .needsImprovement, comparison: .above, limit: good) }
        return Verdict(standard: self, grade: .poor, comparison: .above, limit: poor)
    }

    /// One verdict of each grade the standard gives, good first, each with
    /// the rule that earns it ("≤2.5 s", ">2.5 s", ">4 s"): what a legend
    /// names, from the same bands that judge.
    public var grades: [Verdict] {
        [judge(units: 0)] + (bands.poor.map { [judge(units: $0)] } ?? []) + [judge(units: nil)]
    }

    /// Judges a time after the tap; nil means never.
    public func judge(_ time: LaunchTime?) -> Verdict { judge(units: time?.milliseconds) }

    /// Judges a layout shift score, as shown: to three decimals.
    public func judge(score: Double) -> Verdict { judge(units: Int(score * 1000 + 0.5)) }

    /// The verdict on a time as it stands at `now`: once the time is
    /// measured, or once it is so late that no arrival could change it; nil
    /// while it is still open.
    public func judge(_ time: LaunchTime?, at now: LaunchTime) -> Verdict? {
        if let time, time <= now { return judge(time) }
        return judge(now).grade == .poor ? judge(nil) : nil
    }
}

extension Thresholds {
    /// The verdicts, in the order they are shown.
    public var standards: [Standard] {
        switch self {
        case .app(let launch): [.apple, .androidVitals(launch), .contentPaint, .layoutShift]
        case .web: [.firstPaint, .contentPaint, .layoutShift]
        }
    }

    /// The standards that judge times.
    public var timeStandards: [Standard] { standards.filter { $0 != .layoutShift } }
}

extension LaunchKind {
    /// Android vitals flags a launch this long to its first frame as excessive.
    public var excessiveLaunch: LaunchTime {
        switch self {
        case .cold: .ms(5000)
        case .warm: .ms(2000)
        case .hot: .ms(1500)
        }
    }
}

/// How a number stood against the threshold that decided its grade.
public enum Comparison: String, Hashable, Sendable {
    case atMost = "<="
    case below = "<"
    case above = ">"
    case atLeast = ">="

    /// The sign, in the glyphs the terminal can show.
    public func sign(_ glyphs: Glyphs) -> String {
        switch self {
        case .atMost: glyphs.atMost
        case .below: "<"
        case .above: ">"
        case .atLeast: glyphs.atLeast
        }
    }
}

/// One judgement: a grade and the threshold that decided it.
public struct Verdict: Hashable, Sendable {
    public var standard: Standard
    public var grade: Grade
    public var comparison: Comparison
    /// The deciding threshold in the standard's units (ms, or thousandths).
    var limit: Int

    /// The threshold as the source writes it: "400 ms", "2.5 s", "0.1".
    public var threshold: String { standard.text(limit) }

    /// The threshold as a plain decimal, seconds or a score: "0.4", "2.5", "0.1".
    public var thresholdNumber: String { LaunchTime.ms(limit).secondsText }

    /// The rule the number met: "≤400 ms", ">2.5 s", "<5 s".
    public func rule(_ glyphs: Glyphs = .unicode) -> String { comparison.sign(glyphs) + threshold }

    /// The mark for the grade: ✓, ! or ✗.
    public func mark(_ glyphs: Glyphs) -> String {
        switch grade {
        case .good: glyphs.good
        case .needsImprovement: glyphs.needsImprovement
        case .poor: glyphs.poor
        }
    }

    /// The role a verdict is drawn in, by grade.
    public var role: Role {
        switch grade {
        case .good: .good
        case .needsImprovement: .needsImprovement
        case .poor: .poor
        }
    }
}

extension PaneMetrics {
    /// The pane's four verdicts, for an app's launch of this kind.
    public func verdicts(for launch: LaunchKind) -> [Verdict] { verdicts(for: .app(launch)) }

    /// The verdict on when the pane first answers a tap (Apple's 400 ms);
    /// nil where it was not probed.
    public var touchVerdict: Verdict? { touch.map { Standard.touch.judge($0.responds) } }

    /// The pane's verdicts against these thresholds.
    public func verdicts(for thresholds: Thresholds) -> [Verdict] {
        thresholds.standards.map { standard in
            switch standard {
            case .apple, .androidVitals, .firstPaint: standard.judge(firstFrame)
            case .contentPaint: standard.judge(content)
            case .layoutShift: standard.judge(score: layoutShift)
            case .touch: standard.judge(touch?.responds)
            }
        }
    }
}
