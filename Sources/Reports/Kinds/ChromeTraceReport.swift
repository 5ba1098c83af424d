import Scenes

/// A Chrome DevTools performance trace: the Trace Event Format's JSON, an
/// array of events or an object with `traceEvents`, each event with `name`,
/// `ph` (its phase) and `ts` (microseconds). The page load is timed from the
/// main frame's last `navigationStart`, as Lighthouse's trace processor
/// times it: the main frame named by `TracingStartedInBrowser` (or, before
/// Chrome 67, `TracingStartedInPage`), its navigation by `args.frame` (with
/// a `documentLoaderURL` where the trace writes one; Lighthouse keeps this
/// path for old traces); the first `firstContentfulPaint` of that frame
/// after it, the last `largestContentfulPaint::Candidate` (unless an
/// `largestContentfulPaint::Invalidate` follows it). Cumulative Layout
/// Shift is Lighthouse's: every frame's `LayoutShift` events by
/// `args.data.weighted_score_delta` (a subframe's shift weighted by its
/// share of the viewport), those after input (`had_recent_input`) left
/// out, in web.dev's largest session window (shifts less than 1 s apart,
/// at most 5 s long).
enum ChromeTraceReport: ReportReader {
    static let kind = ReportKind(
        name: "Chrome DevTools trace", listed: 5,
        described: "a Chrome DevTools performance trace (trace-event JSON)",
        short: "Chrome trace",
        withoutFrames: "no frames of its own (no \(ReportFrames.traceScreenshot) events)",
        importHelp: #"""
              Chrome trace  DevTools performance trace (trace-event JSON): the main
                            frame's firstContentfulPaint after its navigationStart is
                            the first frame, the last largestContentfulPaint::Candidate
                            the content, the LayoutShift events' largest session
                            window (web.dev's CLS) a late insert where it starts
            """#,
        docsRow: [
            #"Chrome DevTools performance trace (trace-event JSON, an array of events or `{"traceEvents": [...]}`)"#,
            #"the main frame's first `firstContentfulPaint` after its last `navigationStart` (the main frame from `TracingStartedInBrowser`, or `TracingStartedInPage` before Chrome 67; else `args.data.isLoadingMainFrame`, with a `documentLoaderURL`)"#,
            #"the last `largestContentfulPaint::Candidate` of that frame (refused when a `largestContentfulPaint::Invalidate` follows it); without one, the first paint"#,
            #"every frame's `LayoutShift` events by `args.data.weighted_score_delta` (those with `had_recent_input` left out) summed as Lighthouse's CLS, the largest session window (shifts under 1 s apart, 5 s at most), become late inserts at the shifts' times (in frames of their own, after the content), as many as bring the drawn CLS nearest the trace's; the title is the `documentLoaderURL`'s host, or its file's name, as for Lighthouse; screenshots (`args.snapshot`) are stepped over"#
        ])
    /// Asked first: an array of trace events is no MetricKit array.
    static var precedence: Int { 2 }
    static func matches(_ root: JSONValue) -> Bool { events(of: root) != nil }

    static let navigationStart = "navigationStart"
    static let firstPaint = "firstContentfulPaint"
    static let largestPaint = "largestContentfulPaint::Candidate"
    static let largestInvalidated = "largestContentfulPaint::Invalidate"
    static let layoutShift = "LayoutShift"

    /// The events, when `root` is a trace: an array whose objects carry a
    /// phase (`ph`), or an object with a `traceEvents` array.
    static func events(of root: JSONValue) -> [JSONValue]? {
        if let items = root.array {
            return !items.isEmpty && items.allSatisfy({ $0.object != nil }) && items.contains(where: { $0["ph"]?.string != nil })
                ? items : nil
        }
        return root["traceEvents"]?.array
    }

    /// Whether `path` (keys from the top) is an event's `args.snapshot`: a
    /// trace's screenshots, base64 images never looked at.
    static func isScreenshot(_ path: [String]) -> Bool {
        path == ["traceEvents", "args", "snapshot"] || path == ["args", "snapshot"]
    }

    /// One layout shift: when (µs on the trace's clock) and its score.
    struct Shift: Equatable {
        var time: Double
        var score: Double
    }

    /// web.dev's CLS over `shifts` (in time order): the largest session
    /// window's sum, and the window's first shift (`SessionWindows`, which
    /// the panes' measured shifts are counted by too).
    static func cumulativeLayoutShift(_ shifts: [Shift]) -> (score: Double, from: Shift?) {
        let cls = SessionWindows.largest(times: shifts.map { $0.time / 1000 }, scores: shifts.map(\.score))
        return (cls.score, cls.first.map { shifts[$0] })
    }

    /// The main frame's id, as Lighthouse's trace processor finds it: the
    /// frame without a parent in `TracingStartedInBrowser`'s frames, else
    /// the page of `TracingStartedInPage` (traces before Chrome 67).
    static func mainFrame(of events: [JSONValue]) -> JSONValue? {
        for event in events where event["name"]?.string == "TracingStartedInBrowser" {
            let frames = event["args"]?["data"]?["frames"]?.array ?? []
            if let main = frames.first(where: { $0["parent"] == nil && $0["frame"]?.string != nil }) { return main["frame"] }
        }
        for event in events where event["name"]?.string == "TracingStartedInPage" {
            if let page = event["args"]?["data"]?["page"], page.string != nil { return page }
        }
        return nil
    }

    /// Whether a `navigationStart` is the main frame's page load: of the
    /// main frame with a document's URL, or, recorded before Chrome 67 (when
    /// only `args.frame` was written), of the main frame by that alone.
    /// Without a main frame named, `args.data.isLoadingMainFrame` says it.
    static func isMainNavigation(_ event: JSONValue, mainFrame: JSONValue?) -> Bool {
        let data = event["args"]?["data"]
        let url = data?["documentLoaderURL"]?.string
        if let mainFrame, event["args"]?["frame"] == mainFrame {
            return data?["documentLoaderURL"] == nil || !(url ?? "").isEmpty
        }
        return data?["isLoadingMainFrame"] == .bool(true) && !(url ?? "").isEmpty
    }

    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch {
        guard let events = events(of: root) else { throw ReportProblem("a Chrome trace with no traceEvents") }
        func time(_ event: JSONValue) -> Double? { event["ts"]?.number.flatMap { $0.isFinite ? $0 : nil } }
        let mainFrame = mainFrame(of: events)
        // Each navigation of the main frame, with its time: Lighthouse's trace processor takes the last.
        let starts = events.compactMap { event -> (event: JSONValue, at: Double)? in
            guard event["name"]?.string == navigationStart, let at = time(event) else { return nil }
            return isMainNavigation(event, mainFrame: mainFrame) ? (event, at) : nil
        }
        guard let (start, origin) = starts.max(by: { $0.at < $1.at }) else {
            throw ReportProblem(
                "a Chrome trace with no navigationStart of the main frame (by args.frame, or "
                    + "args.data.isLoadingMainFrame with a documentLoaderURL): not a page load, so no first paint to time")
        }
        let frame = start["args"]?["frame"]
        let navigation = start["args"]?["data"]?["navigationId"]
        func ofThisLoad(_ event: JSONValue, _ name: String) -> Bool {
            guard event["name"]?.string == name, let at = time(event), at >= origin, event["args"]?["frame"] == frame else { return false }
            let id = event["args"]?["data"]?["navigationId"]
            return id == nil || navigation == nil || id == navigation
        }
        let paints = events.filter { ofThisLoad($0, firstPaint) }.compactMap(time)
        guard let paint = paints.min() else {
            throw ReportProblem(
                "a Chrome trace with no \(firstPaint) event of the main frame after its \(navigationStart): "
                    + "the page painted nothing while it was traced")
        }
        let candidates = events.filter { ofThisLoad($0, largestPaint) }.compactMap(time)
        let invalidated = events.filter { ofThisLoad($0, largestInvalidated) }.compactMap(time)
        let largest = candidates.max()
        if let largest, let last = invalidated.max(), last > largest {
            throw ReportProblem(
                "a Chrome trace whose last \(largestPaint) is followed by \(largestInvalidated): "
                    + "the largest contentful paint was invalidated, so it has none")
        }
        let fcp = try Reports.milliseconds(.number((paint - origin) / 1000), field: firstPaint)
        let lcp = try Reports.milliseconds(.number(((largest ?? paint) - origin) / 1000), field: largestPaint)
        var shifts: [Shift] = []
        var shiftEvents = 0
        for event in events where event["name"]?.string == layoutShift {
            shiftEvents += 1
            guard let at = time(event), at >= origin, let data = event["args"]?["data"] else { continue }
            guard data["had_recent_input"] != .bool(true) else { continue }
            // Every frame's shifts, each by its weight in the main frame's viewport (a subframe's
            // `weighted_score_delta`); a trace from before that field counts the main frame's `score`.
            let isMain = event["args"]?["frame"] == frame || data["is_main_frame"] == .bool(true)
            let field = data["weighted_score_delta"] != nil ? "weighted_score_delta" : "score"
            guard field == "weighted_score_delta" || isMain else { continue }
            guard let score = data[field]?.number, score.isFinite, score >= 0 else {
                throw ReportProblem("a Chrome trace with a \(layoutShift) event whose args.data.\(field) is not a score of 0 or more")
            }
            shifts.append(Shift(time: at, score: score))
        }
        shifts.sort { $0.time < $1.time }
        let cls = cumulativeLayoutShift(shifts)

        let url = Reports.text(start["args"]?["data"]?["documentLoaderURL"])
        let launch = choices.launch ?? .cold
        let firstFrame = try Reports.firstFrame(fcp, field: firstPaint), content = Reports.time(lcp)
        let lcpName =
            largest == nil ? "no \(largestPaint) (the first paint is the content)" : "the last \(largestPaint) \(Reports.figure(lcp)) ms"
        var description = LaunchDescription(
            title: LighthouseReport.title(of: url), platform: .web, launch: launch,
            source: "Chrome DevTools trace, one run", system: SystemScreen(.firstScreen, until: firstFrame), steps: [],
            // The trace's own figures, as the report's (metrics --json "report").
            report: ReportFigures(firstFrame: fcp, content: lcp, layoutShift: cls.score))
        var notes = LaunchFileNotes()
        notes.header = [
            "From a Chrome DevTools performance trace" + (url.map { " of \($0)" } ?? "")
                + ": times from the main frame's \(navigationStart).",
            choices.launch == nil
                ? "Assumed a cold load: the trace does not say what was cached." : "Launch kind: \(launch.rawValue), as given (--launch).",
            "Edit it: change the late insert to what your page really loads."
        ]
        notes.system = "A blank page until the first paint: \(firstPaint) \(Reports.figure(fcp)) ms."
        if content > firstFrame {
            description.steps = [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: content, .fresh)]
            notes.steps[0] = "Assumed: the first paint is the page's skeleton, until its largest paint."
            notes.steps[1] = "The content: " + lcpName + "."
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] = "The largest paint is the first: " + lcpName + "."
        }
        description.fullyDrawn = content
        notes.fullyDrawn = Reports.fullyDrawnNote
        if cls.score > 0 {
            // Each shift at its time, in a frame of its own, and after the content: the content is what moves.
            var at = content
            // (A launch is over by a minute: a shift after that is not drawn.)
            description.report?.shifts = shifts.compactMap { shift in
                guard (shift.time - origin) / 1000 <= Double(LaunchTime.longestLaunch.milliseconds) else { return nil }
                let next = max(ReportShifts.observed(Reports.time((shift.time - origin) / 1000)), at + LaunchObserver.frameStep)
                guard next <= LaunchTime.longestLaunch else { return nil }
                at = next
                return ReportShift(at: at, score: shift.score)
            }
            description.fullyDrawn = at
            description = ReportShifts.fitted(description, size: LighthouseReport.measuring(description).size)
            let count = shifts.count
            let said =
                "\(shiftEvents) \(layoutShift) \(shiftEvents == 1 ? "event" : "events")"
                + (count == shiftEvents ? "" : ", \(count) counted,")
                + " give CLS \(Reports.figure(cls.score)) (Lighthouse's: every frame's weighted score, the largest session window)"
            if let index = description.steps.firstIndex(where: { if case .banner = $0.phase { true } else { false } }) {
                let inserts = description.steps.count - index
                notes.steps[index] =
                    said + "; \(count == 1 ? "it becomes a late insert" : "they become \(inserts) late inserts") at their times "
                    + "(in frames of their own, after the content), fitted to the rows at \(LighthouseReport.measuredAt): "
                    + "measured \(PaneMetrics.scoreText(LighthouseReport.shift(of: description))), "
                    + "as near as banners that leave the stories in view allow (shown straight from the trace, they are fitted to the same reference phone at every size)."
            } else {
                notes.steps[description.steps.count - 1, default: ""] +=
                    "\n" + said + ": nearer no shift than the smallest banner the pane can draw."
            }
            notes.fullyDrawn = Reports.fullyDrawnNote
        }
        if choices.frames {
            ReportFrames.drawn(
                &description, from: try ReportFrames.trace(events, from: origin), firstPaint: fcp, content: lcp,
                what: "the trace")
        }
        return ReportLaunch(kind: kind, launch: description, notes: notes, launchIsAssumed: choices.launch == nil)
    }
}
