import Scenes

/// A Lighthouse JSON report (Lighthouse's result object): `audits` keyed by
/// id, each with a `numericValue` (milliseconds for the paints, a unitless
/// score for layout shift); `requestedUrl` and `finalDisplayedUrl`
/// (`finalUrl` before Lighthouse 10); `configSettings.formFactor`.
enum LighthouseReport: ReportReader {
    static let kind = ReportKind(
        name: "Lighthouse", listed: 2,
        described: "a Lighthouse JSON report (a PageSpeed Insights response's, a user flow's)",
        short: "Lighthouse report",
        withoutFrames: "no frames of its own (no \(ReportFrames.thumbnails) audit)",
        importHelp: #"""
              Lighthouse    JSON report: first-contentful-paint is the first frame,
                            largest-contentful-paint the content, cumulative-layout-
                            shift a late insert sized to come as near as rows allow
            """#,
        docsRow: [
            #"Lighthouse JSON (a PageSpeed Insights response, a user flow)"#,
            #"`audits["first-contentful-paint"].numericValue` (a blank page until then; by version below)"#,
            #"`audits["largest-contentful-paint"].numericValue`"#,
            #"`cumulative-layout-shift` becomes late inserts from 0.5 s after the content: one for each shift `layout-shifts` lists, else each element `layout-shift-elements` lists, 100 ms apart, their scores scaled to sum to the CLS (an equal share each where the list gives no scores), else one; the title is the URL's host (a local page's, `file:///…`, its file's name; "Web page" for a URL of no host, such as `data:`); the screenshots are stepped over, never decoded"#
        ])
    static func matches(_ root: JSONValue) -> Bool { root.object.map(isReport) ?? false }

    static let firstPaint = "first-contentful-paint"
    static let largestPaint = "largest-contentful-paint"
    static let layoutShift = "cumulative-layout-shift"
    /// The content before Lighthouse 6 had a largest paint.
    static let meaningfulPaint = "first-meaningful-paint"
    /// The figures a user quotes besides the paints, kept with the pane.
    static let speedIndex = "speed-index", blockingTime = "total-blocking-time", interactive = "interactive"
    /// Lighthouse's debug data: what a simulated run's load observed.
    static let metrics = "metrics"
    /// The shifts behind the CLS, each with its score (in the reports seen,
    /// Lighthouse 11.7 on), and before them the elements that moved, each
    /// with its share of the CLS (6 to 11.7; with no scores in 6 and 7).
    static let shiftList = "layout-shifts", elementList = "layout-shift-elements"
    /// The audits read; every other one (the screenshots among them) is stepped over.
    static let audits: Set<String> = [
        firstPaint, largestPaint, layoutShift, meaningfulPaint, speedIndex, blockingTime, interactive, metrics,
        shiftList, elementList
    ]
    /// How long after the content the first late insert lands, and the
    /// next after it: Lighthouse gives the shifts' scores, not their moments.
    static let insertAfterContent = LaunchTime.ms(500), insertAfterInsert = LaunchTime.ms(100)
    /// The most shifts drawn from a list.
    static let mostShifts = 20
    /// The stage size the banner's rows are chosen at: the reference
    /// stage's, whose phones every pane is measured on (`StageLayout.reference`).
    static let measuredAt = StageLayout.reference.size

    /// A report's Lighthouse result, where it is: the report itself, the
    /// `lighthouseResult` of a PageSpeed Insights API response, or the
    /// first navigation step's `lhr` in a user flow; `path` is what field
    /// names start with there, `what` how a message names it.
    struct Result {
        var lhr: JSONValue
        var path: String
        var what: String
        var via: String?
    }

    /// Whether a JSON object is one of the results `Result.of` finds.
    static func isReport(_ top: [String: JSONValue]) -> Bool {
        if top["lighthouseResult"]?["audits"]?.object != nil { return true }
        if flowSteps(of: .object(top)) != nil || wrappedKey(top) != nil { return true }
        return top["audits"]?.object != nil
            && ["lighthouseVersion", "requestedUrl", "finalUrl", "finalDisplayedUrl"].contains { top[$0] != nil }
    }

    static func result(of root: JSONValue, choices: ReportOptions = ReportOptions()) throws(ReportProblem) -> Result {
        if let lhr = root["lighthouseResult"] {
            return Result(lhr: lhr, path: "lighthouseResult.", what: "a PageSpeed Insights response", via: "PageSpeed Insights")
        }
        if let steps = flowSteps(of: root) { return try step(of: steps, choices: choices) }
        if let top = root.object, let key = wrappedKey(top), let lhr = top[key] {
            return Result(lhr: lhr, path: "\(key).", what: "a Lighthouse report wrapped in \"\(key.withoutControlCharacters)\"", via: nil)
        }
        return Result(lhr: root, path: "", what: "a Lighthouse report", via: nil)
    }

    /// A user flow's steps: a list of one or more, each with its result (`lhr`) an object; nil for anything else.
    static func flowSteps(of root: JSONValue) -> [JSONValue]? {
        guard let steps = root["steps"]?.array, !steps.isEmpty, steps.allSatisfy({ $0["lhr"]?.object != nil }) else { return nil }
        return steps
    }

    /// The step of a user flow `choices.step` names (its number from 1, or
    /// its name), else the first navigation. A step that cannot be shown
    /// (none of that number or name, or a timespan or snapshot, which
    /// measure no load and have no first paint) is refused with the steps
    /// listed by their numbers and names, on one line, on every path.
    static func step(of steps: [JSONValue], choices: ReportOptions) throws(ReportProblem) -> Result {
        let modes = steps.map { $0["lhr"]?["gatherMode"]?.string }
        let names = steps.map { Reports.wholeText($0["name"]) }
        func listed(_ index: Int) -> String {
            "\(index + 1)" + (names[index].map { " \"\($0)\"" } ?? "") + " (\(modes[index]?.withoutControlCharacters ?? "navigation"))"
        }
        let list = "its steps are " + steps.indices.map(listed).joined(separator: ", ")
        let index: Int
        if let wanted = choices.step {
            let found = Int(wanted).flatMap { $0 > 0 && $0 <= steps.count ? $0 - 1 : nil } ?? names.firstIndex(of: wanted)
            guard let found else {
                let asked = Int(wanted) != nil ? "step \(wanted)" : "step called '\(wanted.quotable)'"
                throw ReportProblem.everywhere("a Lighthouse user flow with no \(asked): " + list)
            }
            if let mode = modes[found], mode != "navigation" {
                let why =
                    "a \(mode.withoutControlCharacters) measures no page load and has no first paint; choose a navigation (--step, or --left-step and --right-step)"
                throw ReportProblem.everywhere("step \(listed(found)) of the Lighthouse user flow cannot be shown: " + why + "; " + list)
            }
            index = found
        } else {
            guard let first = modes.firstIndex(where: { $0 == "navigation" || $0 == nil }) else {
                let kinds = MetricKitReport.distinct(modes).map(\.withoutControlCharacters).joined(separator: ", ")
                throw ReportProblem(
                    "a Lighthouse user flow with no navigation step (its steps are \(kinds)): "
                        + "only a navigation measures a page's load",
                    plain: "a Lighthouse user flow with no navigation step: only a navigation measures a page's load")
            }
            index = first
        }
        let name = Reports.text(steps[index]["name"])
        guard let lhr = steps[index]["lhr"] else {
            throw ReportProblem("a Lighthouse user flow whose step \(index + 1) has no result (lhr)")
        }
        return Result(
            lhr: lhr, path: "steps[\(index)].lhr.",
            what: "a Lighthouse user flow's " + (choices.step == nil ? "first navigation (step \(index + 1))" : "step \(index + 1)"),
            via: "user flow step \(index + 1)" + (name.map { " \"\($0)\"" } ?? ""))
    }

    /// The major version, 12 for "12.2.1", when the report says.
    static func major(_ version: String?) -> Int? { version.flatMap { Int($0.prefix { $0.isNumber }) } }

    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch {
        let result = try result(of: root, choices: choices)
        let lhr = result.lhr, audits = lhr["audits"]
        let version = Reports.text(lhr["lighthouseVersion"])
        if let failed = runtimeFailure(lhr, result) { throw failed }
        if audits?[firstPaint] == nil, let version, let major = major(version), major < 3 {
            let lacks = "Lighthouse \(major) has no \(firstPaint) audit (it came with Lighthouse 3), so no first paint to read"
            throw ReportProblem("a Lighthouse \(version) report: " + lacks, plain: "a Lighthouse \(major) report: " + lacks)
        }
        let observedOnly = observedOnly(audits)
        // Before Lighthouse 6 there is no largest paint: the first meaningful paint is the content.
        let contentAudit = audits?[largestPaint] == nil && audits?[meaningfulPaint] != nil ? meaningfulPaint : largestPaint
        let first: (value: Double, field: String), last: (value: Double, field: String)
        if let observedOnly {
            first = try observed(observedOnly, "observedFirstContentfulPaint", result)
            last = try observed(
                observedOnly, contentAudit == meaningfulPaint ? "observedFirstMeaningfulPaint" : "observedLargestContentfulPaint", result)
        } else {
            first = try paint(audits, firstPaint, result)
            last = try paint(audits, contentAudit, result)
        }
        let fcp = first.value, lcp = last.value
        guard lcp >= fcp else {
            let why = "the \(contentAudit == largestPaint ? "largest" : "meaningful") paint cannot come before the first"
            throw ReportProblem(
                "\(last.field) (\(Reports.figure(lcp)) ms) comes before \(first.field) (\(Reports.figure(fcp)) ms): " + why,
                plain: "\(last.field) comes before \(first.field): " + why)
        }
        let cls = try score(audits, result)
        let url = ["finalDisplayedUrl", "finalUrl", "requestedUrl", "url"].lazy.compactMap { Reports.text(lhr[$0]) }.first
        // `emulatedFormFactor` in Lighthouse 6 and before.
        let formFactor = ["formFactor", "emulatedFormFactor"].lazy.compactMap { Reports.text(lhr["configSettings"]?[$0]) }.first
        let launch = choices.launch ?? .cold
        let fromMeaningful = contentAudit == meaningfulPaint
        // Lighthouse's default: the figures are Lantern's simulation of a
        // throttled load, from an unthrottled one. A report that does not say
        // its throttlingMethod was run with the default, `simulate` (as
        // PageSpeed Insights runs it: its first paint 3315 ms, observed 222).
        // Figures read from the metrics audit's observed ones are the load's own.
        let simulated = observedOnly == nil && (Reports.text(lhr["configSettings"]?["throttlingMethod"]) ?? "simulate") == "simulate"
        var report = figures(lhr, fcp: fcp, content: lcp, cls: cls, contentAudit: contentAudit, simulated: simulated)
        if let observedOnly { report.speedIndex = figure(observedOnly["observedSpeedIndex"]) }

        let firstFrame = try Reports.firstFrame(fcp, field: first.field), content = Reports.time(lcp)
        var description = LaunchDescription(
            title: title(of: url), platform: .web, launch: launch,
            source: [
                result.via, "Lighthouse" + (version.map { " \($0)" } ?? ""), "one run", formFactor,
                simulated ? "simulated (Lantern) from an unthrottled load" : nil,
                observedOnly != nil ? "the observed load (its metrics audit: the audits keep no figures)" : nil,
                fromMeaningful ? "content at first meaningful paint" : nil
            ].compactMap { $0 }.joined(separator: ", "),
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [], report: report,
            // A desktop run's page is drawn in a browser window, not a phone.
            device: formFactor == "desktop" ? .browser : .phone)
        description.conditions = conditions(lhr["configSettings"], formFactor: formFactor)
        var notes = LaunchFileNotes()
        notes.header = [
            "From \(result.what)" + (url.map { " of \($0)" } ?? "") + (formFactor.map { ", \($0)" } ?? "") + ".",
            choices.launch == nil
                ? "Assumed a cold load: a Lighthouse run starts with nothing cached."
                : "Launch kind: \(launch.rawValue), as given (--launch).",
            "Edit it: change the late insert to what your page really loads."
        ]
        if fromMeaningful {
            notes.header.insert("No \(largestPaint) audit (it came with Lighthouse 6): the content is its first meaningful paint.", at: 1)
        }
        if cls == nil {
            description.report?.layoutShiftMissing = "no CLS audit (before Lighthouse 6)"
            notes.header.insert("No \(layoutShift) audit (it came with Lighthouse 6): no late insert.", at: fromMeaningful ? 2 : 1)
        }
        if observedOnly != nil {
            notes.header.insert(
                "Its audits keep no figures (only displayValue): the times are the observed load's, from its \(metrics) audit.", at: 1)
        }
        notes.system = "A blank page until the first paint: \(first.field) \(Reports.figure(fcp)) ms."
        if content > firstFrame {
            description.steps = [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: content, .fresh)]
            notes.steps[0] =
                "Assumed: the first paint is the page's skeleton, until its \(fromMeaningful ? "first meaningful" : "largest") paint."
            notes.steps[1] = "The content: \(last.field) \(Reports.figure(lcp)) ms."
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] =
                "The \(fromMeaningful ? "meaningful" : "largest") paint is the first (\(last.field) \(Reports.figure(lcp)) ms)."
        }
        description.fullyDrawn = content
        notes.fullyDrawn = Reports.fullyDrawnNote
        if let cls, cls > 0 {
            let (scores, said) = shiftScores(audits, cls: cls, result: result)
            description.report?.shifts = scores.enumerated().map { index, score in
                ReportShift(at: content + insertAfterContent + .ms(insertAfterInsert.milliseconds * index), score: score)
            }
            description.fullyDrawn = description.report?.shifts.last?.at
            description = ReportShifts.fitted(description, size: measuring(description).size)
            let field = "\(result.path)audits.\(layoutShift).numericValue \(Reports.figure(cls))"
            if let index = description.steps.firstIndex(where: { if case .banner = $0.phase { true } else { false } }) {
                let inserts = description.steps.count - index
                notes.steps[index] =
                    "\(field)\(said) becomes \(inserts == 1 ? "a late insert" : "\(inserts) late inserts") from \(insertAfterContent) after the content "
                    + "(assumed: the report gives the scores, not their moments), fitted to the rows at \(measuredAt): "
                    + "measured \(PaneMetrics.scoreText(shift(of: description))), as near as banners that leave the stories in view allow "
                    + "(shown straight from the report, they are fitted to the same reference phone at every size)."
            } else {
                notes.steps[description.steps.count - 1, default: ""] +=
                    "\n\(field) is nearer no shift than the smallest banner the pane can draw."
            }
            notes.fullyDrawn = Reports.fullyDrawnNote
        }
        if choices.frames {
            // The frames are the observed load's: a simulated report's observed figures time them.
            let observed = simulated ? report.observed : nil
            ReportFrames.drawn(
                &description, from: try ReportFrames.lighthouse(audits, path: result.path),
                sampled: audits?[ReportFrames.thumbnails]?["details"]?["items"]?.array?.count ?? 0,
                firstPaint: observed?.firstFrame ?? fcp, content: observed?.content ?? lcp,
                lastVisualChange: audits?[metrics]?["details"]?["items"]?.array?.first?["observedLastVisualChange"]?.number,
                what: "Lighthouse")
        }
        return ReportLaunch(kind: kind, launch: description, notes: notes, launchIsAssumed: choices.launch == nil)
    }

    /// The report's own figures: the paints and layout shift read, the
    /// Speed Index, total blocking time, time to interactive and
    /// performance score where the report has them; and, when simulated,
    /// the `metrics` audit's `observed…` figures of the load itself.
    private static func figures(
        _ lhr: JSONValue, fcp: Double, content: Double, cls: Double?, contentAudit: String,
        simulated: Bool
    ) -> ReportFigures {
        let audits = lhr["audits"]
        func value(_ id: String) -> Double? { figure(audits?[id]?["numericValue"] ?? audits?[id]?["rawValue"]) }
        var figures = ReportFigures(
            firstFrame: fcp, content: content, layoutShift: cls, speedIndex: value(speedIndex),
            totalBlockingTime: value(blockingTime), interactive: value(interactive),
            performanceScore: figure(lhr["categories"]?["performance"]?["score"]), simulated: simulated)
        if simulated, let items = audits?[metrics]?["details"]?["items"]?.array, let debug = items.first {
            let contentKey = contentAudit == meaningfulPaint ? "observedFirstMeaningfulPaint" : "observedLargestContentfulPaint"
            let observed = ReportFigures.Observed(
                firstFrame: figure(debug["observedFirstContentfulPaint"]), content: figure(debug[contentKey]),
                layoutShift: figure(debug["observedCumulativeLayoutShift"]), speedIndex: figure(debug["observedSpeedIndex"]))
            if observed != ReportFigures.Observed() { figures.observed = observed }
        }
        return figures
    }

    /// A figure the report gives besides those the pane is drawn from: a
    /// finite number, 0 or more, at most `ReportFigures.largest`; none where it is anything else.
    /// The conditions the run measured under, from its `configSettings`:
    /// the form factor and emulated screen (`screenEmulation`, Lighthouse 7
    /// on), then the throttling by its `throttlingMethod`: `simulate`'s
    /// `rttMs`, `throughputKbps` and `cpuSlowdownMultiplier`; `devtools`'s
    /// `requestLatencyMs` and `downloadThroughputKbps`; `provided`, none
    /// applied. "mobile, 412×823, simulated 150 ms RTT, 1.6 Mb/s, CPU ×4".
    static func conditions(_ settings: JSONValue?, formFactor: String?) -> String? {
        var device = formFactor
        if let screen = settings?["screenEmulation"], screen["disabled"] != .bool(true),
            let width = screen["width"]?.number, let height = screen["height"]?.number, width >= 1, height >= 1,
            width <= 100_000, height <= 100_000
        {
            device = (device.map { $0 + ", " } ?? "") + "\(Int(width))×\(Int(height))"
        }
        let throttling = settings?["throttling"]
        func value(_ key: String) -> Double? {
            guard let number = throttling?[key]?.number, number.isFinite, number >= 0, number <= ReportFigures.largest else { return nil }
            return number
        }
        let cpu = value("cpuSlowdownMultiplier").map { "CPU ×" + Reports.figure($0) }
        func rate(_ kbps: Double?) -> String? { kbps.map { Reports.figure(($0 / 1024 * 10).rounded() / 10) + " Mb/s" } }
        let method = Reports.text(settings?["throttlingMethod"]) ?? "simulate"
        let throttled: [String?]
        switch method {
        case "simulate":
            throttled = [
                "simulated" + (value("rttMs").map { " " + Reports.figure($0) + " ms RTT" } ?? ""), rate(value("throughputKbps")), cpu
            ]
        case "devtools":
            throttled = [
                "DevTools-throttled" + (value("requestLatencyMs").map { " " + Reports.figure($0) + " ms latency" } ?? ""),
                rate(value("downloadThroughputKbps")), cpu
            ]
        case "provided": throttled = ["no throttling (provided)"]
        default: throttled = ["throttling " + method]
        }
        let text = ([device] + throttled).compactMap { $0 }.joined(separator: ", ")
        return text.isEmpty ? nil : text
    }

    private static func figure(_ value: JSONValue?) -> Double? {
        guard let number = value?.number, number.isFinite, number >= 0, number <= ReportFigures.largest else { return nil }
        return number
    }

    /// " (the audit failed: REASON)" for an audit with an `errorMessage`
    /// (its own reason, made safe to show), " (the audit failed)" where the
    /// reason is empty, "" for an audit that did not fail.
    static func failure(of audit: JSONValue) -> String {
        guard audit["errorMessage"] != nil else { return "" }
        return Reports.wholeText(audit["errorMessage"]).map { " (the audit failed: \(Reports.words($0, fitting: 80)))" }
            ?? " (the audit failed)"
    }

    /// A paint's time in ms and the field that gave it: `numericValue`,
    /// `rawValue` before Lighthouse 5. A failed audit is refused with its
    /// own error message, on every path: it says what to fix.
    private static func paint(_ audits: JSONValue?, _ id: String, _ result: Result) throws(ReportProblem) -> (value: Double, field: String)
    {
        let audit = "\(result.path)audits.\(id)"
        guard let found = audits?[id] else { throw ReportProblem("\(result.what), but \(result.path)audits has no \(id)") }
        guard let key = ["numericValue", "rawValue"].first(where: { found[$0] != nil && found[$0] != .null }) else {
            throw ReportProblem.everywhere("\(result.what), but \(audit) has no numericValue" + failure(of: found))
        }
        return (try Reports.milliseconds(found[key], field: "\(audit).\(key)"), "\(audit).\(key)")
    }

    /// A paint's time from the `metrics` audit's observed figures, and its field.
    private static func observed(_ debug: JSONValue, _ key: String, _ result: Result) throws(ReportProblem) -> (
        value: Double, field: String
    ) {
        let field = "\(result.path)\(observedPath)\(key)"
        return (try Reports.milliseconds(debug[key], field: field), field)
    }

    /// The layout shift's score, or nil where the report has no such audit
    /// (before Lighthouse 6).
    private static func score(_ audits: JSONValue?, _ result: Result) throws(ReportProblem) -> Double? {
        let field = "\(result.path)audits.\(layoutShift).numericValue"
        guard let audit = audits?[layoutShift] else { return nil }
        guard let value = audit["numericValue"] else { throw ReportProblem("\(result.what), but \(field) is missing") }
        guard let number = value.number else { throw ReportProblem("\(field) is not a number") }
        guard !number.isNaN else { throw ReportProblem("\(field) is NaN: not a score") }
        guard number >= 0, number <= 100 else {
            let why = "a layout shift score is 0 or more, and not in the hundreds"
            throw ReportProblem(
                "\(field) is \(Reports.figure(number)): " + why, plain: "\(field) is \(number < 0 ? "negative" : "over 100"): " + why)
        }
        return number
    }

    /// The scores of the shifts the report lists (`layout-shifts`, else
    /// `layout-shift-elements`: each element as one shift), scaled to sum to
    /// the CLS, an equal share each where the list gives no scores; the CLS
    /// alone where it lists none. With what a launch file's note says of them.
    static func shiftScores(_ audits: JSONValue?, cls: Double, result: Result) -> (scores: [Double], said: String) {
        for (audit, what) in [(shiftList, "shifts"), (elementList, "elements")] {
            guard let items = audits?[audit]?["details"]?["items"]?.array, !items.isEmpty else { continue }
            let listed = items.prefix(mostShifts).map { figure($0["score"]) }
            let known = listed.compactMap { $0 }
            let scores: [Double]
            if known.count == listed.count, known.reduce(0, +) > 0 {
                let scale = cls / known.reduce(0, +)
                scores = known.map { $0 * scale }
            } else {
                scores = Array(repeating: cls / Double(listed.count), count: listed.count)
            }
            let scaled = known.count == listed.count ? "their scores scaled to sum to it" : "an equal share each (the list gives no scores)"
            // "the 1 shift of …": one of them said in the singular.
            let named = listed.count == 1 ? String(what.dropLast()) : what
            let scaledText = listed.count == 1 ? (known.count == 1 ? "its score scaled to it" : "the whole of it") : scaled
            return (scores, " (the \(listed.count) \(named) of \(result.path)audits.\(audit), \(scaledText))")
        }
        return ([cls], "")
    }

    /// What the pane is measured in at `measuredAt`, as the stage measures
    /// it: the reference phone, or a desktop page's browser window.
    static func measuring(_ description: LaunchDescription) -> (phone: Phone, size: Size) {
        // A name of its own: the title is the report's text, never a name.
        Stage.measuring(description.style(named: "measured"))
    }

    /// The layout shift measured in the pane's frames at `measuredAt`.
    static func shift(of description: LaunchDescription) -> Double {
        let (phone, size) = measuring(description)
        return LaunchObserver.measure(
            description.timetable(in: .standard), phone: phone, size: size,
            until: description.lastChange + LaunchObserver.frameStep
        ).layoutShift
    }

    /// "news.example.com" for "https://news.example.com:8080/today?x",
    /// "[::1]" for "http://[::1]:8080/"; nil for a URL with no host
    /// ("file:///home/me/index.html", "data:text/html,…", "about:blank").
    static func host(_ url: String) -> String? {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") {
            rest = rest[scheme.upperBound...]
        } else if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            return nil  // a scheme with no authority: data:, about:, javascript:
        }
        if let at = rest.firstIndex(of: "@"), rest[..<at].allSatisfy({ $0 != "/" }) { rest = rest[rest.index(after: at)...] }
        if rest.first == "[", let close = rest.firstIndex(of: "]") { return String(rest[...close]) }
        let host = rest.prefix { !"/:?#".contains($0) }
        return host.isEmpty ? nil : String(host)
    }

    /// The pane's title for the page at `url`: its host; a local file's
    /// name ("index.html" for "file:///home/me/index.html", "Local file"
    /// where it names none); "Web page" for no URL or one of no host. A
    /// title is text to show, whatever is in it; the style's name is not
    /// made from it.
    static func title(of url: String?) -> String {
        guard let url else { return "Web page" }
        if let host = host(url) { return host }
        guard url.lowercased().hasPrefix("file:") else { return "Web page" }
        let path = url.prefix { $0 != "?" && $0 != "#" }
        let file = path.split(separator: "/").last.map(String.init)
        return file.flatMap { $0.lowercased() == "file:" ? nil : $0 } ?? "Local file"
    }

}

extension Reports {
    /// A Lighthouse report of about `bytes` bytes, most of them base64
    /// screenshots as real reports carry: for `bench`.
    package static func sampleLighthouse(bytes: Int) -> [UInt8] {
        let base64 = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var text = Array(#"{"lighthouseVersion": "12.2.1", "requestedUrl": "https://news.example.com/", "audits": {"#.utf8)
        text += Array(#""first-contentful-paint": {"numericValue": 2163.8}, "largest-contentful-paint": {"numericValue": 3524.1}, "#.utf8)
        text += Array(#""cumulative-layout-shift": {"numericValue": 0.1846}, "screenshot-thumbnails": {"details": {"items": ["#.utf8)
        let items = 10
        let each = max(0, bytes - text.count) / items
        for item in 0..<items {
            text += Array(#"{"timing": 600, "data": "data:image/jpeg;base64,"#.utf8)
            text += (0..<each).map { base64[($0 &* 7 &+ item) % base64.count] }
            text += Array((item + 1 < items ? #""}, "# : #""}]}}}}"#).utf8)
        }
        return text
    }
}
