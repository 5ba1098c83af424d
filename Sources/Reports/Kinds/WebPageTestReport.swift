import Scenes

/// A WebPageTest result as its API gives it (`jsonResult.php`, or the
/// `webpagetest` client's `results`): `{statusCode, statusText, data}`,
/// where `data` has the test's `url` (`testUrl`), `location`,
/// `connectivity`, `runs` keyed "1", "2", … each with a `firstView` and,
/// unless the test was first view only, a `repeatView`, and `median` with
/// the median run's views (its `run` says which). A view's times are
/// milliseconds from the start of the navigation: `render` (start render,
/// the first change WebPageTest saw in its video), `firstPaint` and
/// `firstContentfulPaint` (the browser's own), `SpeedIndex`,
/// `visualComplete` and `lastVisualChange` (from the video; 0 where no
/// video was captured), and from Chrome `chromeUserTiming.LargestContentfulPaint`
/// and `chromeUserTiming.CumulativeLayoutShift`. Its `videoFrames` are
/// links to images on the WebPageTest server, not images in the file.
enum WebPageTestReport: ReportReader {
    static let kind = ReportKind(
        name: "WebPageTest", listed: 4,
        described: "a WebPageTest result (JSON)",
        short: "WebPageTest report",
        withoutFrames:
            "a WebPageTest result's video frames are links to its server, not images in the file (--frames-folder DIR reads them saved)",
        importHelp: #"""
              WebPageTest   a result (JSON): the median run's first view (--run N,
                            --repeat-view); render is the first frame, Chrome's
                            largest contentful paint, else visualComplete, the content
            """#,
        docsRow: [
            #"WebPageTest result (the API's `jsonResult.php`: `{statusCode, data}`, or its `data` alone)"#,
            #"the median run's first view (`data.median.firstView.run`; `--run N`, `--repeat-view`): `render` (start render), else `firstContentfulPaint`, else `firstPaint` (0 is "not measured")"#,
            #"`chromeUserTiming.LargestContentfulPaint`, else `visualComplete`, else `lastVisualChange`, else the first paint"#,
            #"`chromeUserTiming.CumulativeLayoutShift` a late insert 0.5 s after the content; `SpeedIndex` kept as the report's; the source names the run, its view, the test's `url`, `location` and `connectivity`; a repeat view is a warm load; a browser window unless `data.mobile`; its `videoFrames` are links to the WebPageTest server, not in the file: `--frames` draws it as without, and `--frames-folder DIR` reads the images saved from there by the file names the links end in (`file=` of the link, else its last part), each at its `time`"#
        ])

    static let render = "render", firstPaint = "firstPaint", firstContentfulPaint = "firstContentfulPaint"
    static let speedIndex = "SpeedIndex", visualComplete = "visualComplete", lastVisualChange = "lastVisualChange"
    static let largestPaint = "chromeUserTiming.LargestContentfulPaint", layoutShift = "chromeUserTiming.CumulativeLayoutShift"
    static let interactive = "TimeToInteractive"
    /// The first paint, in the order asked: start render is what the video showed.
    static let firstPaints = [render, firstContentfulPaint, firstPaint]
    /// The content, in the order asked: the largest paint where Chrome gave
    /// one, else when the video became complete, else its last change.
    static let contents = [largestPaint, visualComplete, lastVisualChange]

    /// A response of the API (`statusCode` and `data`), or its `data` alone
    /// as some clients save it (`runs` with `testUrl` or `median`).
    static func matches(_ root: JSONValue) -> Bool {
        if root["statusCode"]?.number != nil, root["data"]?.object != nil, root["statusText"] != nil || root["data"]?["runs"] != nil {
            return true
        }
        return root["runs"]?.object != nil && (root["testUrl"] != nil || root["median"] != nil)
    }

    /// Which view of which run the pane draws, with the field path to it.
    struct View {
        var value: JSONValue
        var run: Int
        var repeatView: Bool
        var path: String
        var why: String
    }

    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch {
        let wrapped = root["data"]?.object != nil
        let data = root["data"] ?? root, prefix = wrapped ? "data." : ""
        if wrapped, let status = root["statusCode"]?.number, status != 200 {
            let text = Reports.text(root["statusText"]).map { ": \($0)" } ?? ""
            throw ReportProblem.everywhere(
                "a WebPageTest response of a test that is not complete (statusCode \(Reports.figure(status))\(text)): "
                    + "no result yet; fetch it again when the test has run")
        }
        let view = try chosenView(data, prefix: prefix, choices: choices)
        let times = view.value
        func field(_ name: String) -> String { "\(view.path).\(name)" }
        /// A time the result gives: a number over 0 (WebPageTest writes 0
        /// for what it did not measure), checked as a report's time.
        func time(_ name: String) throws(ReportProblem) -> Double? {
            guard let value = times[name], let number = value.number, number != 0 else { return nil }
            return try Reports.checked(number, field: field(name), unit: "ms")
        }
        func firstOf(_ names: [String]) throws(ReportProblem) -> (name: String, value: Double)? {
            for name in names { if let value = try time(name) { return (name, value) } }
            return nil
        }
        guard let first = try firstOf(firstPaints) else {
            throw ReportProblem(
                "a WebPageTest result whose run \(view.run) \(view.repeatView ? "repeat" : "first") view has no "
                    + "\(render), \(firstContentfulPaint) or \(firstPaint) (each 0 or missing): no first paint to read")
        }
        let found = try firstOf(contents)
        let content = found.map { max($0.value, first.value) } ?? first.value
        let cls = try score(times[layoutShift], field: field(layoutShift))
        let url = ["url", "testUrl"].lazy.compactMap { Reports.text(data[$0]) }.first
        let location = Reports.text(data["location"]), connectivity = Reports.text(data["connectivity"])
        let mobile = data["mobile"]?.number == 1 || data["mobile"] == .bool(true)
        let viewName = view.repeatView ? "repeat view" : "first view"
        let launch = choices.launch ?? (view.repeatView ? .warm : .cold)

        let firstFrame = try Reports.firstFrame(first.value, field: field(first.name)), contentTime = Reports.time(content)
        /// A figure kept beside the pane's: none where it is not a time WebPageTest measured.
        func extra(_ name: String) -> Double? {
            guard let number = times[name]?.number, number.isFinite, number > 0, number <= ReportFigures.largest else { return nil }
            return number
        }
        let figures = ReportFigures(
            firstFrame: first.value, content: content, layoutShift: cls, speedIndex: extra(speedIndex),
            interactive: extra(interactive))
        var description = LaunchDescription(
            title: LighthouseReport.title(of: url), platform: .web, launch: launch,
            source: [
                "WebPageTest", "run \(view.run) \(viewName) (\(view.why))", url.map { "of \($0)" }, location.map { "from \($0)" },
                connectivity
            ]
            .compactMap { $0 }.joined(separator: ", "),
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [], report: figures,
            device: mobile ? .phone : .browser)
        // The test's own: where it ran, and the connection it was given.
        description.conditions = [mobile ? "mobile" : nil, location, connectivity].compactMap { $0 }.joined(separator: ", ")
        if description.conditions?.isEmpty == true { description.conditions = nil }
        var notes = LaunchFileNotes()
        notes.header = [
            "From a WebPageTest result" + (url.map { " of \($0)" } ?? "") + ": run \(view.run), its \(viewName) (\(view.why))"
                + ([location, connectivity].compactMap { $0 }.isEmpty
                    ? "" : ", " + [location, connectivity].compactMap { $0 }.joined(separator: ", ")) + ".",
            choices.launch != nil
                ? "Launch kind: \(launch.rawValue), as given (--launch)."
                : view.repeatView
                    ? "A warm load: a repeat view loads the page again with its cache."
                    : "A cold load: a first view starts with nothing cached.",
            "Its video frames (videoFrames) are links to the WebPageTest server, not images in the file.",
            "Edit it: change the phases to what your page really shows."
        ]
        notes.system = "A blank page until the first paint: \(field(first.name)) \(Reports.figure(first.value)) ms."
        if contentTime > firstFrame, let found {
            description.steps = [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: contentTime, .fresh)]
            notes.steps[0] = "Assumed: the first paint is the page's skeleton, until its content."
            notes.steps[1] = "The content: \(field(found.name)) \(Reports.figure(found.value)) ms."
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] =
                found.map { "The content comes with the first paint (\(field($0.name)) \(Reports.figure($0.value)) ms)." }
                ?? "The content comes with the first paint: the result gives no \(contents.joined(separator: ", ")) (0 where no video was captured)."
        }
        description.fullyDrawn = contentTime
        notes.fullyDrawn = Reports.fullyDrawnNote
        if let cls, cls > 0 {
            description.report?.shifts = [ReportShift(at: contentTime + LighthouseReport.insertAfterContent, score: cls)]
            description.fullyDrawn = description.report?.shifts.last?.at
            description = ReportShifts.fitted(description, size: LighthouseReport.measuring(description).size)
            if let index = description.steps.firstIndex(where: { if case .banner = $0.phase { true } else { false } }) {
                notes.steps[index] =
                    "\(field(layoutShift)) \(Reports.figure(cls)) becomes a late insert \(LighthouseReport.insertAfterContent) after the content "
                    + "(assumed: the result gives the score, not its moment), fitted to the rows at \(LighthouseReport.measuredAt)."
            }
        }
        if choices.frames, let files = choices.frameFiles {
            ReportFrames.drawn(
                &description, from: try FolderFrames.webPageTest(times, path: view.path, files: files),
                firstPaint: first.value, content: content, what: "WebPageTest")
        }
        return ReportLaunch(
            kind: kind, launch: description, notes: notes, launchIsAssumed: choices.launch == nil && !view.repeatView)
    }

    /// The view `choices` names (`run`, `repeatView`), else the median
    /// run's first view (`median.firstView.run`), else run 1's.
    static func chosenView(_ data: JSONValue, prefix: String, choices: ReportOptions) throws(ReportProblem) -> View {
        guard let runs = data["runs"]?.object, !runs.isEmpty else {
            throw ReportProblem("a WebPageTest result with no runs (\(prefix)runs is missing or empty): no page load to read")
        }
        let numbers = runs.keys.compactMap { Int($0) }.sorted()
        let viewKey = choices.repeatView ? "repeatView" : "firstView"
        let run: Int, why: String
        if let wanted = choices.run {
            guard runs[String(wanted)] != nil else {
                throw ReportProblem.everywhere(
                    "a WebPageTest result with no run \(wanted): its runs are " + numbers.map(String.init).joined(separator: ", "))
            }
            run = wanted
            why = "as chosen, of \(numbers.count)"
        } else if let median = data["median"]?[viewKey]?["run"]?.number, let number = Int(exactly: median), runs[String(number)] != nil {
            run = number
            why = numbers.count == 1 ? "its only run" : "the median of \(numbers.count)"
        } else {
            guard let firstRun = numbers.first(where: { runs[String($0)]?[viewKey]?.object != nil }) ?? numbers.first else {
                throw ReportProblem("a WebPageTest result whose runs are not numbered (\(prefix)runs has no \"1\"): no run to read")
            }
            run = firstRun
            why = numbers.count == 1 ? "its only run" : "the first of \(numbers.count): the result names no median"
        }
        let path = "\(prefix)runs.\(run).\(viewKey)"
        guard var view = runs[String(run)]?[viewKey], view.object != nil else {
            let what = choices.repeatView ? "no repeat view (a first-view-only test)" : "no first view"
            throw ReportProblem.everywhere("a WebPageTest result whose run \(run) has \(what)")
        }
        // A scripted test keeps each step's times under `steps`; its first step is the page's load.
        if view[render] == nil, let step = view["steps"]?.array?.first, step.object != nil { view = step }
        return View(value: view, run: run, repeatView: choices.repeatView, path: path, why: why)
    }

    /// Chrome's cumulative layout shift, where the result gives one.
    private static func score(_ value: JSONValue?, field: String) throws(ReportProblem) -> Double? {
        guard let value, value != .null else { return nil }
        guard let number = value.number, !number.isNaN else { throw ReportProblem("\(field) is not a number") }
        guard number >= 0, number <= 100 else {
            throw ReportProblem("\(field) is out of range: a layout shift score is 0 or more, and not in the hundreds")
        }
        return number
    }
}
