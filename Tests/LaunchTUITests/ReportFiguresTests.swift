import Foundation
import Testing

@testable import LaunchTUI
@testable import Scenes

/// A report's own figures travel with its pane (`metrics --json`'s
/// "report", the numbers under the phone), a web page is held to web.dev's
/// thresholds with no launch kind, and a simulated report says so.
@Suite struct ReportFiguresTests {
    /// A Lighthouse 12 result in its schema: Lantern's simulated figures
    /// (`throttlingMethod` `simulate`), and the `metrics` audit's debug data
    /// with what the unthrottled load observed.
    /// `throttling: nil` leaves `throttlingMethod` out, as PageSpeed
    /// Insights' results do.
    static func lighthouse(throttling: String? = "simulate", cls: Double = 0.2311, formFactor: String = "mobile") -> String {
        """
        {"lighthouseVersion": "12.2.1", "requestedUrl": "https://shop.example.org/", "finalDisplayedUrl": "https://shop.example.org/",
         "configSettings": {"formFactor": "\(formFactor)"\(throttling.map { ", \"throttlingMethod\": \"\($0)\"" } ?? "")},
         "categories": {"performance": {"id": "performance", "score": 0.58}},
         "audits": {
          "first-contentful-paint": {"id": "first-contentful-paint", "score": 0.64, "numericValue": 2412.6, "numericUnit": "millisecond"},
          "largest-contentful-paint": {"id": "largest-contentful-paint", "score": 0.41, "numericValue": 3904.2, "numericUnit": "millisecond"},
          "cumulative-layout-shift": {"id": "cumulative-layout-shift", "score": 0.52, "numericValue": \(cls), "numericUnit": "unitless"},
          "speed-index": {"id": "speed-index", "score": 0.7, "numericValue": 3610.9, "numericUnit": "millisecond"},
          "total-blocking-time": {"id": "total-blocking-time", "score": 0.9, "numericValue": 187.5, "numericUnit": "millisecond"},
          "interactive": {"id": "interactive", "score": 0.6, "numericValue": 6120.4, "numericUnit": "millisecond"},
          "metrics": {"id": "metrics", "score": null, "numericValue": 6120.4, "details": {"type": "debugdata", "items": [
            {"firstContentfulPaint": 2413, "largestContentfulPaint": 3904, "observedFirstContentfulPaint": 905,
             "observedLargestContentfulPaint": 1432, "observedSpeedIndex": 1210, "observedCumulativeLayoutShift": 0.2311},
            {"lcpInvalidated": false}]}}
         }}
        """
    }

    private func style(_ text: String, named name: StyleName = "shop") throws -> LaunchStyle {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("figures-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try LaunchFiles.style(file.path, named: name)
    }

    private func json(_ scenario: Scenario) throws -> [[String: Any]] {
        var options = MetricsOptions(json: true)
        options.scenario = scenario
        let object = try JSONSerialization.jsonObject(with: Data(MetricsCommand.output(options).utf8)) as? [String: Any]
        return try #require(object?["panes"] as? [[String: Any]])
    }

    @Test func theJSONGivesTheReportsOwnFiguresInItsUnits() throws {
        var scenario = Scenario.standard
        scenario.left = try style(Self.lighthouse())
        let panes = try json(scenario)
        let report = try #require(panes[0]["report"] as? [String: Any])
        #expect(report["first_frame"] as? Double == 2.4126)
        #expect(report["content"] as? Double == 3.9042)
        #expect(report["layout_shift"] as? Double == 0.2311)
        #expect(report["speed_index"] as? Double == 3610.9)
        #expect(report["total_blocking_time"] as? Double == 187.5)
        #expect(report["interactive"] as? Double == 6.1204)
        #expect(report["performance_score"] as? Double == 0.58)
        #expect(report["simulated"] as? Bool == true)
        let observed = try #require(report["observed"] as? [String: Any])
        #expect(observed["first_frame"] as? Double == 0.905)
        #expect(observed["content"] as? Double == 1.432)
        #expect(observed["speed_index"] as? Double == 1210)
        #expect(observed["layout_shift"] as? Double == 0.2311)
        // A built-in has no report.
        #expect(panes[1]["report"] == nil)
    }

    @Test func anUnthrottledReportIsNotSaidToBeSimulatedAndHasNoObservedFigures() throws {
        let page = try style(Self.lighthouse(throttling: "devtools"))
        #expect(page.measured?.source == "Lighthouse 12.2.1, one run, mobile")
        #expect(page.measured?.report?.simulated == false)
        #expect(page.measured?.report?.observed == nil)
        var scenario = Scenario.standard
        scenario.left = page
        let report = try #require(try json(scenario)[0]["report"] as? [String: Any])
        #expect(report["simulated"] == nil && report["observed"] == nil)
    }

    /// A report that does not name its throttling was run with Lighthouse's
    /// default, `simulate`: its observed figures are the load's own, and
    /// --frames times the pane by them (a PageSpeed Insights result's first
    /// paint is Lantern's 3.3 s where its load painted at 0.2 s).
    @Test func aReportThatNamesNoThrottlingIsSimulatedAsLighthousesDefault() throws {
        let page = try style(Self.lighthouse(throttling: nil))
        #expect(page.measured?.source == "Lighthouse 12.2.1, one run, mobile, simulated (Lantern) from an unthrottled load")
        #expect(page.measured?.report?.simulated == true)
        #expect(page.measured?.report?.observed?.firstFrame == 905)
        #expect(page.measured?.report?.observedLoad.content == 1432)
    }

    @Test func theSourceLineSaysTheFiguresAreSimulated() throws {
        var scenario = Scenario.standard
        scenario.left = try style(Self.lighthouse())
        #expect(scenario.left.measured?.source == "Lighthouse 12.2.1, one run, mobile, simulated (Lantern) from an unthrottled load")
        var options = MetricsOptions()
        options.scenario = scenario
        // Wrapped to 80 columns, its continuation indented.
        #expect(
            MetricsCommand.output(options).replacingOccurrences(of: "\n  ", with: " ").contains(
                "from shop.example.org: Lighthouse 12.2.1, one run, mobile, simulated (Lantern) from an unthrottled load; web\n"))
    }

    /// Judged as a web page: first paint against web.dev's FCP, no Apple
    /// and no Android vitals, and no launch kind in JSON or text.
    @Test func aWebPageIsHeldToWebDevsThresholdsWithNoLaunchKind() throws {
        var scenario = Scenario.standard
        scenario.left = try style(Self.lighthouse())
        #expect(scenario.left.thresholds(in: scenario) == .web)
        let pane = try json(scenario)[0]
        #expect(pane["thresholds"] as? String == "web")
        #expect(pane["launch"] is NSNull)
        let verdicts = try #require(pane["verdicts"] as? [[String: Any]])
        #expect(verdicts.map { $0["against"] as? String } == ["web.dev FCP", "web.dev LCP", "web.dev CLS"])
        // 2.42 s: over FCP's 1.8 s, not over its 3 s.
        #expect(verdicts[0]["verdict"] as? String == "needs improvement")
        #expect(verdicts[0]["rule"] as? String == ">1.8 s")
        var options = MetricsOptions()
        options.scenario = scenario
        let text = MetricsCommand.output(options)
        #expect(text.contains("verdicts for shop.example.org (a web page: web.dev's thresholds):\n  first_frame vs web.dev FCP"))
        #expect(text.components(separatedBy: "first_frame vs Apple").count == 2, "only the built-in is judged by Apple's")
        #expect(text.contains("from shop.example.org: ") && !text.contains("web, cold launch"))
        // Both panes web: the status line names no launch kind.
        scenario.right = try style(Self.lighthouse(cls: 0.05), named: "other")
        #expect(scenario.launchLabel == "")
        #expect(!scenario.summary.contains("cold"))
        let picture = Stage(scenario: scenario, size: Size(width: 100, height: 30)).render(at: .ms(6000)).text
        let status = try #require(picture.split(separator: "\n").last)
        #expect(status.contains("web") && !status.contains("launch") && !status.contains("cold"))
    }

    /// The numbers under the phone: "first paint", the FCP rule, and the
    /// report's layout shift beside the measured one where they read otherwise.
    @Test func theNumbersShowTheReportsFigureWhereItDiffers() throws {
        var scenario = Scenario.standard
        scenario.left = try style(Self.lighthouse())
        let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
        let measured = PaneMetrics.scoreText(stage.panes[0].metrics.layoutShift)
        #expect(measured != "0.231", "the pane's rows cannot draw 0.231 at 100x30")
        let lines = stage.render(at: .ms(8000)).text.split(separator: "\n").map(String.init)
        // At 100 columns the legend names the standards (the first row has the tap's answer too).
        #expect(lines.contains { $0.contains("first paint 2.42 s ! >1.8 s") })
        #expect(lines.contains { $0.contains("first paint: FCP") })
        #expect(lines.contains { $0.contains("layout shift \(measured) (report 0.231)") })
        // The first paint lands within a frame of the report's: no bracket.
        #expect(!lines.contains { $0.contains("first paint 2.42 s (report") })
        // Before the shift is measured, no report figure.
        let early = stage.render(at: .ms(1000)).text
        #expect(!early.contains("(report"))
    }

    /// The report's Speed Index beside the measured one where they differ,
    /// "SI 3570 ms (report 22268)", where the row can hold it once the
    /// rules give way; its label chosen from the start.
    @Test func theNumbersShowTheReportsSpeedIndexWhereItDiffers() throws {
        let far = Self.lighthouse(cls: 0).replacingOccurrences(of: "\"numericValue\": 3610.9", with: "\"numericValue\": 22268.4")
        var scenario = Scenario.standard
        scenario.left = try style(far)
        let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
        let measured = try #require(stage.panes[0].metrics.speedIndex)
        let lines = stage.render(at: .ms(8000)).text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("layout shift 0.000 ✓  SI \(measured) ms (report 22268)") }, "\(lines)")
        // Before it is fully drawn: the label it will have, no report figure, the rule still there.
        let early = stage.render(at: .ms(1000)).text
        #expect(early.contains("layout shift 0.000 ✓ ≤0.1  SI –") && !early.contains("(report"), "\(early)")
        // Within a frame of the report's: no bracket.
        let near = Self.lighthouse(cls: 0).replacingOccurrences(
            of: "\"numericValue\": 3610.9", with: "\"numericValue\": \(Double(measured) + 4.4)")
        scenario.left = try style(near)
        let same = Stage(scenario: scenario, size: Size(width: 100, height: 30)).render(at: .ms(8000)).text
        #expect(!same.contains("(report"), "\(same)")
    }

    /// Every row of the numbers fits its panel, at every moment it changes,
    /// with a report's figures beside the first paint, the layout shift and
    /// the Speed Index at once, at the sizes where rows are tightest.
    @Test func everyRowOfTheNumbersFitsWithTheReportsFigures() throws {
        let far = Self.lighthouse().replacingOccurrences(of: "\"numericValue\": 3610.9", with: "\"numericValue\": 22268.4")
            .replacingOccurrences(of: "\"numericValue\": 2412.6", with: "\"numericValue\": 2100.4")
        var scenario = Scenario.standard
        scenario.left = try style(far, named: "far")
        scenario.right = try style(Self.lighthouse(cls: 0).replacingOccurrences(of: "3610.9", with: "22268.4"), named: "flat")
        for size in [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40)] {
            let stage = Stage(scenario: scenario, size: size)
            let layout = try #require(stage.layout)
            for index in stage.panes.indices {
                let width = layout.numbers[index].width
                for time in stage.numbersPanel(index, at: .zero).changes() + [.ms(30_000)] {
                    for row in stage.numbersPanel(index, at: time).rows(width: width) {
                        let text = row.map(\.text).joined()
                        #expect(DisplayWidth.of(text) <= width, "\(size) pane \(index) at \(time): \(text)")
                    }
                }
            }
        }
    }

    /// `metrics`' text table: a row under each report's pane with the
    /// report's own figures in the measured ones' columns, within 80
    /// columns however wide the figures and long the title.
    @Test func theTextTableHasARowOfTheReportsFigures() throws {
        var options = MetricsOptions()
        options.scenario.left = try style(Self.lighthouse().replacingOccurrences(of: "3610.9", with: "22268.4"))
        var text = MetricsCommand.output(options)
        var lines = text.split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.hasPrefix("shop.example.org ") })
        #expect(lines[row + 1].hasPrefix("  report "), "\(lines)")
        #expect(lines[row + 1].split(separator: " ").joined(separator: " ") == "report 2.413 s 3.904 s 0.231 22268 ms")
        #expect(lines[row + 2].hasPrefix("content-first "), "a built-in has no report row")
        #expect(text.contains("A report row is the report's own figures"))
        #expect(!MetricsCommand.output(MetricsOptions()).contains("report"), "no report, no row and no note")

        let long = LaunchDescription(
            title: "marsh-maddening-centipede-and-more.glitch.example.com", platform: .web, launch: .cold,
            system: SystemScreen(.firstScreen, until: .ms(1760)),
            steps: [LaunchStep(at: .ms(1760), .skeleton), LaunchStep(at: .ms(3170), .fresh)], fullyDrawn: .ms(3170),
            report: ReportFigures(firstFrame: 59_999.4, content: 59_999.6, layoutShift: 99.9999, speedIndex: 59_999.5))
        options.scenario.left = long.style(named: "a")
        options.scenario.right = long.style(named: "b")
        text = MetricsCommand.output(options)
        lines = text.split(separator: "\n").map(String.init)
        for line in lines { #expect(DisplayWidth.of(line) <= 80, "\(DisplayWidth.of(line)): \(line)") }
        #expect(lines.filter { $0.hasPrefix("  report ") }.count == 2, "\(text)")
        #expect(lines.contains { $0.hasPrefix("  report ") && $0.hasSuffix("60000 ms") }, "\(text)")
    }

    /// `import` writes a report's floats as a person would read them, a
    /// time to three decimals of a ms and a score to six, and no Launch line
    /// for a web page; the file reads back as the launch it says.
    @Test func importWritesTheReportsFiguresRounded() throws {
        let floats = Self.lighthouse(cls: 0.23113807410157133)
            .replacingOccurrences(of: "\"numericValue\": 2412.6", with: "\"numericValue\": 1750.8870000000002")
            .replacingOccurrences(of: "\"numericValue\": 3610.9", with: "\"numericValue\": 2598.5420371845485")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("floats-\(UUID().uuidString).json")
        try Data(floats.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let text = try ImportCommand.launchFile(ImportOptions(report: file.path))
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Report ") })
        #expect(
            line == "Report first-frame 1750.887ms content 3904.2ms speed-index 2598.542ms total-blocking-time 187.5ms "
                + "interactive 6120.4ms observed-first-frame 905ms observed-content 1432ms observed-speed-index 1210ms "
                + "layout-shift 0.231138 performance-score 0.58 observed-layout-shift 0.2311 simulated")
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("Launch") }, "a web page has no launch kind")
        guard case .success(let again) = LaunchFileParser.parse(text) else { Issue.record("does not read back"); return }
        #expect(again.launch == .cold && again.platform == .web)
        #expect(again.report?.firstFrame == 1750.887 && again.report?.layoutShift == 0.231138)
    }

    /// `formFactor` `desktop` (Lighthouse 7 on), or Lighthouse 6's
    /// `emulatedFormFactor`: the page is drawn in a browser window.
    @Test func aDesktopReportIsDrawnInABrowserWindow() throws {
        #expect(try style(Self.lighthouse(formFactor: "desktop")).measured?.device == .browser)
        #expect(try style(Self.lighthouse()).measured?.device == .phone)
        let six = Self.lighthouse().replacingOccurrences(of: "\"formFactor\": \"mobile\"", with: "\"emulatedFormFactor\": \"desktop\"")
            .replacingOccurrences(of: "12.2.1", with: "6.0.0")
        #expect(try style(six).measured?.device == .browser)
        // The stage draws it so: an address bar, no phone status bar.
        var scenario = Scenario.standard
        scenario.left = try style(Self.lighthouse(formFactor: "desktop"))
        let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
        let text = stage.render(at: .ms(8000)).text
        #expect(text.contains("< > ↻ [ shop.example.org"))
    }
}
