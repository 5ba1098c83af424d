import Scenes

/// A Lighthouse JSON report (Lighthouse's result object): `audits` keyed by
/// id, each with a `numericValue` (milliseconds for the paints, a unitless
/// score for layout shift); `requestedUrl` and `finalDisplayedUrl`
/// (`finalUrl` before Lighthouse 10); `configSettings.formFactor`.
enum LighthouseReport {
    static let firstPaint = "first-contentful-paint"
    static let largestPaint = "largest-contentful-paint"
    static let layoutShift = "cumulative-layout-shift"
    /// The audits read; every other one (the screenshots among them) is stepped over.
    static let audits: Set<String> = [firstPaint, largestPaint, layoutShift]
    /// How long after the content the late insert lands: Lighthouse gives
    /// the layout shift's score, not its moment.
    static let insertAfterContent = LaunchTime.ms(500)
    /// The stage size the banner's rows are chosen at: the default of
    /// `metrics` and `snapshot`.
    static let measuredAt = Size(width: 100, height: 30)

    static func read(_ root: JSONValue, choices: ReportChoices) throws(ReportProblem) -> ReportLaunch {
        let audits = root["audits"]
        let fcp = try paint(audits, firstPaint)
        let lcp = try paint(audits, largestPaint)
        guard lcp >= fcp else {
            let why = "the largest paint cannot come before the first"
            throw ReportProblem("audits.\(largestPaint).numericValue (\(Reports.figure(lcp)) ms) comes before " +
                                "audits.\(firstPaint).numericValue (\(Reports.figure(fcp)) ms): " + why,
                                plain: "audits.\(largestPaint).numericValue comes before audits.\(firstPaint).numericValue: " + why)
        }
        let cls = try score(audits)
        let url = ["finalDisplayedUrl", "finalUrl", "requestedUrl"].lazy.compactMap { Reports.text(root[$0]) }.first
        let formFactor = Reports.text(root["configSettings"]?["formFactor"])
        let version = Reports.text(root["lighthouseVersion"])
        let launch = choices.launch ?? .cold

        let firstFrame = try Reports.firstFrame(fcp, field: "audits.\(firstPaint).numericValue"), content = Reports.time(lcp)
        var description = LaunchDescription(
            title: url.flatMap(host) ?? "Web page", platform: .web, launch: launch,
            source: ["Lighthouse" + (version.map { " \($0)" } ?? ""), "one run", formFactor].compactMap { $0 }.joined(separator: ", "),
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [])
        var notes = LaunchFileNotes()
        notes.header = [
            "From a Lighthouse report" + (url.map { " of \($0)" } ?? "") + (formFactor.map { ", \($0)" } ?? "") + ".",
            choices.launch == nil ? "Assumed a cold load: a Lighthouse run starts with nothing cached." :
                "Launch kind: \(launch.rawValue), as given (--launch).",
            "Edit it: change the late insert to what your page really loads.",
        ]
        notes.system = "A blank page until the first paint: audits.\(firstPaint).numericValue \(Reports.figure(fcp)) ms."
        if content > firstFrame {
            description.steps = [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: content, .fresh)]
            notes.steps[0] = "Assumed: the first paint is the page's skeleton, until its largest paint."
            notes.steps[1] = "The content: audits.\(largestPaint).numericValue \(Reports.figure(lcp)) ms."
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] = "The largest paint is the first (audits.\(largestPaint).numericValue \(Reports.figure(lcp)) ms)."
        }
        description.fullyDrawn = content
        notes.fullyDrawn = Reports.fullyDrawnNote
        if cls > 0 {
            let at = content + insertAfterContent
            var withBanner = description
            withBanner.fullyDrawn = at
            let rows = bannerRows(nearest: cls, in: withBanner, at: at)
            if let rows {
                description = withBanner
                description.steps.append(LaunchStep(at: at, .banner(.pushes(rows: rows))))
                let measured = shift(of: description)
                notes.steps[description.steps.count - 1] =
                    "audits.\(layoutShift).numericValue \(Reports.figure(cls)) becomes a late insert \(insertAfterContent) after the content " +
                    "(assumed: the report gives the score, not its moment), \(rows) \(rows == 1 ? "row" : "rows") tall: " +
                    "measured \(PaneMetrics.scoreText(measured)) at \(measuredAt), as near as a banner that leaves the stories in view allows."
                description.fullyDrawn = at
                notes.fullyDrawn = Reports.fullyDrawnNote
            } else {
                notes.steps[description.steps.count - 1, default: ""] +=
                    "\naudits.\(layoutShift).numericValue \(Reports.figure(cls)) is nearer no shift than the smallest banner the pane can draw."
            }
        }
        return ReportLaunch(kind: .lighthouse, launch: description, notes: notes, launchIsAssumed: choices.launch == nil)
    }

    private static func paint(_ audits: JSONValue?, _ id: String) throws(ReportProblem) -> Double {
        guard let audit = audits?[id] else { throw ReportProblem("a Lighthouse report, but audits has no \(id)") }
        guard let value = audit["numericValue"] else {
            let why = Reports.text(audit["errorMessage"]).map { " (the audit failed: \($0))" } ?? ""
            throw ReportProblem("a Lighthouse report, but audits.\(id) has no numericValue\(why)",
                                plain: "a Lighthouse report, but audits.\(id) has no numericValue")
        }
        return try Reports.milliseconds(value, field: "audits.\(id).numericValue")
    }

    private static func score(_ audits: JSONValue?) throws(ReportProblem) -> Double {
        let field = "audits.\(layoutShift).numericValue"
        guard let audit = audits?[layoutShift] else { throw ReportProblem("a Lighthouse report, but audits has no \(layoutShift)") }
        guard let value = audit["numericValue"] else { throw ReportProblem("a Lighthouse report, but \(field) is missing") }
        guard let number = value.number else { throw ReportProblem("\(field) is not a number") }
        guard !number.isNaN else { throw ReportProblem("\(field) is NaN: not a score") }
        guard number >= 0, number <= 100 else {
            let why = "a layout shift score is 0 or more, and not in the hundreds"
            throw ReportProblem("\(field) is \(Reports.figure(number)): " + why, plain: "\(field) is \(number < 0 ? "negative" : "over 100"): " + why)
        }
        return number
    }

    /// The banner height whose measured layout shift comes nearest `score`,
    /// or nil when no banner at all is nearer. Only the heights up to the
    /// one that shifts most are tried: past it a taller banner pushes the
    /// stories off the screen, so fewer of them move and the score falls
    /// again (at 100x30, 12 rows read 0.199 over a nearly blank page). A
    /// banner on the rising side keeps the stories in view and moves the
    /// same share of the screen on every taller phone (the rows scale up
    /// with it). They do not scale down, so on the shortest phones (80x24)
    /// a tall banner moves a larger share, or, past that size's peak, less.
    static func bannerRows(nearest score: Double, in description: LaunchDescription, at time: LaunchTime) -> Int? {
        var best: (rows: Int?, distance: Double) = (nil, score)
        var previous = 0.0
        for (index, shift) in insertShifts(in: description).enumerated() {
            guard shift >= previous else { break }
            previous = shift
            let distance = abs(shift - score)
            if distance < best.distance { best = (index + 1, distance) }
        }
        return best.rows
    }

    /// The shift a banner of each height (one row first) makes over the
    /// content `description` ends on, measured from the two frames around
    /// it alone: the frames before are the same whatever the rows, and the
    /// content's frame is drawn once, so trying every height is cheap; and
    /// each is measured only when asked for (the search stops at the peak).
    static func insertShifts(in description: LaunchDescription) -> LazyMapSequence<ClosedRange<Int>, Double> {
        let size = StageLayout(size: measuredAt)!.phoneSize
        let phone = Phone(glyphs: .unicode)
        let screen = Phone.screenRect(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
        let content = LaunchStep(at: .zero, description.steps.last?.phase ?? .fresh)
        func frame(banner rows: Int, at time: LaunchTime) -> ScreenBuffer {
            var around = description
            around.system = nil
            around.steps = [content, LaunchStep(at: LaunchObserver.frameStep, .banner(.pushes(rows: rows)))]
            around.fullyDrawn = nil
            return phone.render(around.timetable(in: .standard).frame(at: time), size: size).cropped(to: screen)
        }
        let before = frame(banner: 1, at: .zero)
        return (1...BannerPlacement.mostRows).lazy.map { rows in
            LaunchObserver.layoutShift(from: before, to: frame(banner: rows, at: LaunchObserver.frameStep))
        }
    }

    /// The layout shift measured in the pane's frames at `measuredAt`.
    static func shift(of description: LaunchDescription) -> Double {
        let size = StageLayout(size: measuredAt)!.phoneSize
        return LaunchObserver.measure(description.timetable(in: .standard), phone: Phone(glyphs: .unicode), size: size,
                                      until: description.lastChange + LaunchObserver.frameStep).layoutShift
    }

    /// "news.example.com" for "https://news.example.com:8080/today?x".
    static func host(_ url: String) -> String? {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        if let at = rest.firstIndex(of: "@"), rest[..<at].allSatisfy({ $0 != "/" }) { rest = rest[rest.index(after: at)...] }
        let host = rest.prefix { !"/:?#".contains($0) }
        return host.isEmpty ? nil : String(host)
    }

}

extension Reports {
    /// A Lighthouse report of about `bytes` bytes, most of them base64
    /// screenshots as real reports carry: for `bench`.
    static func sampleLighthouse(bytes: Int) -> [UInt8] {
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
