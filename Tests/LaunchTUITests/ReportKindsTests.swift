import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// The report kinds beyond the first four, and the files mistaken for
/// reports: each JSON here is written in the shape its tool documents
/// (WebPageTest's jsonResult.php, HTTP Archive 1.2, Lighthouse's
/// artifacts and runtimeError, lighthouse-ci's dataset), with invented
/// figures.
@Suite struct ReportKindsTests {
    private func read(_ text: String, _ choices: ReportOptions = ReportOptions()) throws -> ReportLaunch {
        try Reports.read(Array(text.utf8), choices: choices)
    }

    private func problem(_ text: String, _ choices: ReportOptions = ReportOptions()) -> String? {
        do {
            _ = try Reports.read(Array(text.utf8), choices: choices)
            return nil
        } catch {
            return error.text
        }
    }

    // MARK: - The registry

    /// Each kind is declared once, by its reader (a screen recording, read
    /// by FFmpeg, has none), and the docs' table of kinds is written from
    /// them (`SNAPSHOT_RECORD=1` writes it into the page, and fails).
    @Test func everyKindHasOneReaderAndARowInTheDocs() throws {
        let kinds = Reports.readers.map { reader in reader.kind }
        #expect(Set(kinds).count == kinds.count)
        #expect(ReportKind.all == kinds.sorted { $0.listed < $1.listed } + [.recording])
        // Asked in order: a trace first, a Macrobenchmark report before the Lighthouse shapes.
        #expect(kinds.first == ChromeTraceReport.kind)
        #expect(try #require(kinds.firstIndex(of: MacrobenchmarkReport.kind)) < #require(kinds.firstIndex(of: LighthouseReport.kind)))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/your-own-launch.md")
            .standardized
        let text = try String(contentsOf: url, encoding: .utf8)
        let opening = try #require(text.range(of: "swift test --filter everyKindHasOneReaderAndARowInTheDocs -->\n\n"))
        let closing = try #require(text.range(of: "\n<!-- the end of the table of kinds -->", range: opening.upperBound..<text.endIndex))
        let table = text[opening.upperBound..<closing.lowerBound]
        let expected =
            (["| report | the first frame | the content | notes |", "| --- | --- | --- | --- |"]
            + ReportKind.all.map { "| " + $0.docsRow.joined(separator: " | ") + " |" }).joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1", table != expected {
            try text.replacingCharacters(in: opening.upperBound..<closing.lowerBound, with: expected).write(
                to: url, atomically: true, encoding: .utf8)
            Issue.record(
                "wrote docs/your-own-launch.md's table of kinds (SNAPSHOT_RECORD=1); read it, then run the tests without SNAPSHOT_RECORD")
            return
        }
        #expect(
            table == expected,
            "docs/your-own-launch.md's table of kinds is stale: SNAPSHOT_RECORD=1 swift test --filter everyKindHasOneReaderAndARowInTheDocs"
        )
    }

    /// `import`'s help lists each kind, in the kinds' order, in its reader's words.
    @Test func importsHelpIsTheKinds() {
        let help = ImportCommand.help.text
        for kind in ReportKind.all { #expect(help.contains(kind.importHelp + "\n"), "\(kind.name)") }
        // "an Android Macrobenchmark, Lighthouse, MetricKit or WebPageTest report, a Chrome trace or a screen recording"
        #expect(ReportKind.shortList.hasPrefix("an Android Macrobenchmark, Lighthouse, MetricKit or "))
        #expect(ReportKind.shortList.contains(" report, a Chrome trace") && ReportKind.shortList.hasSuffix(" or a screen recording"))
    }

    // MARK: - WebPageTest

    /// A result of three runs, run 2 the median, each with a repeat view;
    /// run 3's first view from a Chrome that gave LCP and CLS.
    static func webPageTest(statusCode: Int = 200, median: Int? = 2, mobile: Bool = false) -> String {
        func view(_ render: Int, _ visual: Int, chrome: Bool = false) -> String {
            """
            {"render": \(render), "firstPaint": \(render - 20), "SpeedIndex": \(render + 300), "visualComplete": \(visual),
             "lastVisualChange": \(visual - 40), "TTFB": 300\(chrome ? #", "chromeUserTiming.LargestContentfulPaint": 1900, "chromeUserTiming.CumulativeLayoutShift": 0.12"# : ""),
             "videoFrames": [{"time": 0, "image": "http://wpt.example/frame_0000.jpg", "VisuallyComplete": 0}]}
            """
        }
        return """
            {"statusCode": \(statusCode), "statusText": "Test Complete", "data": {
              "id": "261205_AB_1", "url": "https://news.example.com/", "testUrl": "https://news.example.com/",
              "location": "Dulles:Chrome", "connectivity": "Cable", "from": "Dulles, VA - <b>Chrome</b>"\(mobile ? #", "mobile": 1"# : ""),
              "median": {"firstView": {"run": \(median.map(String.init) ?? "null")}, "repeatView": {"run": 1}},
              "runs": {"1": {"firstView": \(view(900, 2400)), "repeatView": \(view(400, 800))},
                       "2": {"firstView": \(view(1000, 2600)), "repeatView": \(view(450, 900))},
                       "3": {"firstView": \(view(1100, 2700, chrome: true))}}}}
            """
    }

    @Test func webPageTestGivesTheMedianRunsFirstView() throws {
        let report = try read(Self.webPageTest())
        #expect(report.kind == WebPageTestReport.kind)
        let launch = report.launch
        #expect(launch.title == "news.example.com")
        #expect(launch.platform == .web && launch.launch == .cold && launch.device == .browser)
        #expect(launch.firstFrame == .ms(1000))
        #expect(launch.steps == [LaunchStep(at: .ms(1000), .skeleton), LaunchStep(at: .ms(2600), .fresh)])
        #expect(launch.report == ReportFigures(firstFrame: 1000, content: 2600, speedIndex: 1300))
        #expect(launch.source == "WebPageTest, run 2 first view (the median of 3), of https://news.example.com/, from Dulles:Chrome, Cable")
        let text = launch.fileText(notes: report.notes)
        #expect(text.contains("data.runs.2.firstView.render 1000 ms"))
        #expect(text.contains("data.runs.2.firstView.visualComplete 2600 ms"))
        #expect(
            text.contains("links to the WebPageTest server, not\n# images in the file") || text.contains("links to the WebPageTest server"))
        #expect(!text.contains("<b>"))
    }

    @Test func aRunAndARepeatViewAreChosen() throws {
        let third = try read(Self.webPageTest(), ReportOptions(run: 3)).launch
        // Chrome's largest paint is the content, its CLS a late insert.
        #expect(third.firstFrame == .ms(1100))
        #expect(third.report?.content == 1900 && third.report?.layoutShift == 0.12)
        #expect(third.steps.contains { if case .banner = $0.phase { true } else { false } })
        #expect(third.source?.hasPrefix("WebPageTest, run 3 first view (as chosen, of 3)") == true)
        let repeated = try read(Self.webPageTest(), ReportOptions(repeatView: true))
        #expect(repeated.launch.firstFrame == .ms(400) && repeated.launch.launch == .warm)
        #expect(repeated.launch.source?.hasPrefix("WebPageTest, run 1 repeat view (the median of 3)") == true)
        #expect(problem(Self.webPageTest(), ReportOptions(run: 7)) == "a WebPageTest result with no run 7: its runs are 1, 2, 3")
        #expect(
            problem(Self.webPageTest(), ReportOptions(run: 3, repeatView: true))
                == "a WebPageTest result whose run 3 has no repeat view (a first-view-only test)")
    }

    @Test func aTalkAndTheFlagsChooseARunAndAView() {
        var choice = ReportPart()
        #expect(choice.set("left-run", "3") == nil && choice.run == "3")
        #expect(choice.set("left-repeat-view", "on") == nil && choice.repeatView && choice.choosesPart)
        #expect(choice.set("left-repeat-view", "yes") == "left-repeat-view takes on or off, not 'yes'")
        #expect(ReportPart.keys.contains("right-repeat-view") && ReportPart.keys.contains("right-run"))
        var choices = ReportOptions()
        let run = LaunchFiles.reportPartFlags.first { $0.flag == "--left-run" }
        #expect(run?.set("0", in: &choices) == "--left-run takes a run's number from 1, not '0'")
        #expect(run?.set("2", in: &choices) == nil && choices.run == 2)
        #expect(LaunchFiles.reportPartFlags.first { $0.flag == "--right-repeat-view" }?.value == nil)
        #expect(LaunchFiles.styleName(for: "wpt.json", choices: choices).text == "wpt.json#run-2")
    }

    @Test func withoutAMedianTheFirstRunAndWithoutVideoTheFirstPaint() throws {
        let first = try read(Self.webPageTest(median: nil)).launch
        #expect(first.firstFrame == .ms(900))
        #expect(first.source?.contains("the first of 3: the result names no median") == true)
        // No video captured: WebPageTest writes 0 for its visual metrics.
        let noVideo = Self.webPageTest().replacingOccurrences(of: "\"visualComplete\": 2600", with: "\"visualComplete\": 0")
            .replacingOccurrences(of: "\"lastVisualChange\": 2560", with: "\"lastVisualChange\": 0")
        let launch = try read(noVideo).launch
        #expect(launch.steps == [LaunchStep(at: .ms(1000), .fresh)])
        #expect(try read(Self.webPageTest(mobile: true)).launch.device == .phone)
    }

    @Test func framesSavedInAFolderAreReadByTheNamesTheResultLinks() throws {
        #expect(FolderFrames.fileName(of: "http://wpt.example/results/video_1/frame_0005.jpg") == "frame_0005.jpg")
        #expect(FolderFrames.fileName(of: "http://wpt.example/getfile.php?test=X&video=video_1&file=frame_0005.jpg") == "frame_0005.jpg")
        let bytes = MadeJPEG.grey(width: 16, height: 16)
        #expect(Base64.decode(String(decoding: Base64.encode(bytes), as: UTF8.self)) == bytes)
        #expect(String(decoding: Base64.encode(Array("ab".utf8)), as: UTF8.self) == "YWI=")
        var choices = ReportOptions(frames: true)
        choices.frameFiles = ["frame_0000.jpg": bytes]
        let launch = try read(Self.webPageTest(), choices).launch
        #expect(launch.frames.map(\.time) == [.zero])
        choices.frameFiles = [:]
        #expect(
            problem(Self.webPageTest(), choices)
                == "data.runs.2.firstView.videoFrames[0] is frame_0000.jpg, not in the folder of frames (it has 0 JPEG files)")
    }

    /// Every field of a view, and the run's number and the test's place,
    /// as odd as a file can make them: each read ends in a launch whose
    /// launch file reads back as it (what import holds it to), or in one line.
    @Test func oddResultsEndInALaunchOrOneLine() throws {
        let odd = ["0", "-1", "1e300", "NaN", "Infinity", "\"x\"", "null", "59999", "60001", "[]", "{}", "0.4"]
        var variants: [String] = []
        for field in ["\"render\": 1000", "\"visualComplete\": 2600", "\"SpeedIndex\": 1300", "\"firstView\": {\"run\": 2}"] {
            let key = String(field.prefix { $0 != ":" })
            variants += odd.map { Self.webPageTest().replacingOccurrences(of: field, with: "\(key): \($0)") }
        }
        variants += ["\u{1B}[31m", "\u{202E}x", String(repeating: "é", count: 500)].map {
            Self.webPageTest().replacingOccurrences(of: "Dulles:Chrome", with: $0)
        }
        variants.append(Self.webPageTest().replacingOccurrences(of: "\"1\": {", with: "\"one\": {"))
        for text in variants {
            do throws(ReportProblem) {
                let report = try Reports.read(Array(text.utf8))
                guard case .success(let again) = LaunchFileParser.parse(report.launch.fileText(notes: report.notes)) else {
                    Issue.record("the launch file does not parse: \(text.prefix(80))")
                    continue
                }
                #expect(again == report.launch.asWritten)
                #expect(!(report.launch.source ?? "").contains("\u{1B}"))
            } catch {
                #expect(!error.text.contains("\n") && !error.text.isEmpty)
            }
        }
    }

    @Test func anUnfinishedTestIsRefusedForWhatItIs() {
        #expect(
            problem(Self.webPageTest(statusCode: 101))
                == "a WebPageTest response of a test that is not complete (statusCode 101: Test Complete): no result yet; fetch it again when the test has run"
        )
        #expect(
            problem(#"{"statusCode": 200, "statusText": "Ok", "data": {"runs": {}}}"#)?
                .hasPrefix("a WebPageTest result with no runs") == true)
    }

    @Test func framesSayWhereAWebPageTestResultKeepsThem() {
        let line = ReportFrames.noneLine(file: "wpt.json", kind: WebPageTestReport.kind)
        #expect(
            line == "wpt.json: a WebPageTest result's video frames are links to its server, not images in the file "
                + "(--frames-folder DIR reads them saved): " + "its pane is drawn as without --frames")
    }

    // MARK: - Lighthouse in other shapes

    static let lighthouse = """
        {"lighthouseVersion": "12.5.1", "requestedUrl": "https://news.example.com/", "configSettings": {"formFactor": "mobile"},
         "audits": {"first-contentful-paint": {"numericValue": 1200}, "largest-contentful-paint": {"numericValue": 2500},
                    "cumulative-layout-shift": {"numericValue": 0}}}
        """

    @Test func aReportWrappedUnderAKeyIsRead() throws {
        let report = try read(#"{"lhr": "# + Self.lighthouse + "}")
        #expect(report.kind == LighthouseReport.kind)
        #expect(report.launch.firstFrame == .ms(1200))
        #expect(report.launch.fileText(notes: report.notes).contains("lhr.audits.first-contentful-paint.numericValue"))
        // Its thumbnails are stepped over as a plain report's are.
        #expect(!Reports.keep(["lhr", "audits", "screenshot-thumbnails"]) && Reports.keep(["lhr", "audits", "first-contentful-paint"]))
    }

    @Test func aPageSpeedResponseOfLighthouse4IsReadFromItsObservedFigures() throws {
        let psi = """
            {"kind": "pagespeedonline#result", "lighthouseResult": {"lighthouseVersion": "4.1.0", "finalUrl": "https://news.example.com/",
             "configSettings": {"emulatedFormFactor": "desktop"},
             "audits": {"first-contentful-paint": {"score": 0.99, "displayValue": "0.6 s"}, "first-meaningful-paint": {"displayValue": "0.6 s"},
                        "metrics": {"details": {"items": [{"firstContentfulPaint": 570, "observedFirstContentfulPaint": 890,
                                                           "observedFirstMeaningfulPaint": 1010, "observedSpeedIndex": 893}]}}}}}
            """
        let report = try read(psi)
        #expect(report.launch.firstFrame == .ms(890))
        #expect(report.launch.steps.last == LaunchStep(at: .ms(1010), .fresh))
        #expect(report.launch.report?.simulated == false && report.launch.report?.speedIndex == 893)
        #expect(report.launch.source?.contains("the observed load (its metrics audit: the audits keep no figures)") == true)
    }

    @Test func aFailedRunIsRefusedWithItsCodeAndWholeWords() throws {
        let message =
            "The page did not paint any content. Please ensure you keep the browser window in the foreground during the load "
            + "and try again. (NO_FCP)"
        let failed = Self.lighthouse.replacingOccurrences(
            of: #""audits""#, with: #""runtimeError": {"code": "NO_FCP", "message": "\#(message)"}, "audits""#)
        let said = try #require(problem(failed))
        #expect(
            said.hasPrefix(
                "a Lighthouse report of a Lighthouse 12.5.1 run that failed (runtimeError NO_FCP): The page did not paint any content."))
        #expect(said.count <= KnownFiles.longest)
        #expect(said.hasSuffix("…"))
        // Cut after a whole word of the message.
        let kept = said.dropLast().split(separator: " ").last.map(String.init) ?? ""
        #expect(message.split(separator: " ").map(String.init).contains(kept))
        // Lighthouse 3 to 5 wrote NO_ERROR into every report: not a failure.
        let fine = Self.lighthouse.replacingOccurrences(
            of: #""audits""#, with: #""runtimeError": {"code": "NO_ERROR", "message": ""}, "audits""#)
        #expect(try read(fine).launch.firstFrame == .ms(1200))
    }

    // MARK: - Files mistaken for reports

    @Test func eachKnownFileIsNamedInOneShortLine() {
        let har =
            #"{"log": {"version": "1.2", "creator": {"name": "WebInspector"}, "entries": [\#((0..<43).map { _ in "{}" }.joined(separator: ","))]}}"#
        #expect(
            problem(har) == "a HAR of 43 requests: a network log has no paint times; export a Lighthouse report or a DevTools trace instead"
        )
        let log = #"[{"method": "Network.requestWillBeSent", "params": {}}, {"method": "Page.frameNavigated", "params": {}}]"#
        #expect(problem(log)?.hasPrefix("a DevTools protocol log of 2 messages") == true)
        let artifacts = #"{"fetchTime": "2026-04-23", "LighthouseRunWarnings": [], "BenchmarkIndex": 1000, "settings": {}}"#
        #expect(problem(artifacts)?.hasPrefix("Lighthouse's gathered artifacts (artifacts.json), not its report") == true)
        let seed = #"{"projects": [{}], "builds": [{}, {}], "runs": [{"lhr": "{}"}, {"lhr": "{}"}, {"lhr": "{}"}]}"#
        #expect(problem(seed)?.hasPrefix("lighthouse-ci seed data of 3 runs") == true)
        let oldPSI = #"{"kind": "pagespeedonline#result", "id": "https://news.example.com/", "ruleGroups": {"SPEED": {"score": 80}}}"#
        #expect(problem(oldPSI)?.hasPrefix("a PageSpeed Insights response of the API before v5") == true)
        for text in [har, log, artifacts, seed, oldPSI] {
            let said = problem(text) ?? ""
            #expect(said.count <= KnownFiles.longest && !said.contains("\n") && said != KnownFiles.unknown)
        }
    }

    @Test func wordsAreCutBetweenWords() {
        #expect(Reports.words("short", fitting: 10) == "short")
        #expect(Reports.words("the page did not paint", fitting: 14) == "the page did…")
        #expect(Reports.words("the page did not paint", fitting: 13) == "the page did…")
        #expect(Reports.words("supercalifragilistic", fitting: 8) == "superca…")
    }
}
