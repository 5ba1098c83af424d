import Scenes
import Testing

@testable import LaunchTUI

/// `metrics`' text report fits a terminal of 80 columns.
@Suite struct MetricsTextTests {
    private static var scenarios: [Scenario] {
        var stuck = Scenario.standard
        stuck.platform = .expo
        stuck.network = .offline
        var hot = Scenario.standard
        hot.launch = .hot
        var animated = Scenario.standard
        animated.left = .animated
        animated.right = .splash
        return [.standard, stuck, hot, animated]
    }

    @Test func everyLineFitsIn80Columns() {
        for scenario in Self.scenarios {
            var options = MetricsOptions()
            options.scenario = scenario
            let text = MetricsCommand.output(options)
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= 80, "\(DisplayWidth.of(String(line))) columns: \(line)")
            }
            // Every verdict is still there: five per pane, each naming whose threshold it is.
            #expect(text.components(separatedBy: "first_frame vs Apple ").count - 1 == 2)
            #expect(text.components(separatedBy: "responds vs Apple ").count - 1 == 2)
            #expect(text.components(separatedBy: " vs Android vitals (\(scenario.launch.rawValue)) ").count - 1 == 2)
            #expect(text.components(separatedBy: " vs web.dev LCP ").count - 1 == 2)
            #expect(text.components(separatedBy: " vs web.dev CLS ").count - 1 == 2)
        }
    }

    @Test func eachPanesVerdictsSayHowItFares() {
        let text = MetricsCommand.output(MetricsOptions())
        // The default launch: the splash's content at 2.6 s is over LCP's 2.5 s;
        // content first's at 0.4 s is under it.
        guard let splash = text.range(of: "verdicts for splash:"),
            let contentFirst = text.range(of: "verdicts for content-first:")
        else {
            Issue.record("no verdict block for each pane:\n\(text)")
            return
        }
        #expect(
            text[splash.upperBound..<contentFirst.lowerBound].contains("content vs web.dev LCP                needs improvement (>2.5 s)"))
        #expect(text[contentFirst.upperBound...].contains("content vs web.dev LCP                good (<=2.5 s)"))
    }
}

/// A pane from a report is named in `metrics` by its title, as its phone's
/// heading reads, not by the report's path.
@Suite struct MetricsPaneNameTests {
    @Test func aReportsPaneIsNamedByItsTitle() throws {
        let path = ReportTests.folder.appendingPathComponent("com.example.news-benchmarkData.json").path
        let (name, styles, _) = try LaunchFiles.styles(forSetting: "left", path)
        let style = try #require(styles.named(name))
        var options = MetricsOptions()
        options.scenario.left = style
        let text = MetricsCommand.output(options)
        #expect(text.contains("\ncom.example.news "))
        #expect(text.contains("verdicts for com.example.news:"))
        #expect(!text.contains("benchmarkData.json"))
        // The table stays within 80 columns, whatever the path.
        let table = text.split(separator: "\n").prefix(5)
        for line in table { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
    }

    @Test func panesOfOneTitleAreNamedByTheirSides() throws {
        let path = ReportTests.folder.appendingPathComponent("com.example.news-benchmarkData.json").path
        let (name, styles, _) = try LaunchFiles.styles(forSetting: "left", path)
        let style = try #require(styles.named(name))
        #expect(MetricsCommand.labels(of: [style, .contentFirst]) == ["com.example.news", "content-first"])
        #expect(MetricsCommand.labels(of: [style, style]) == ["com.example.news (left)", "com.example.news (right)"])
    }

    /// Every line of the text report, not the table alone, stays within 80
    /// columns: a long title is cut in the table and named whole, wrapped,
    /// in the lines under it.
    @Test func theWholeReportStaysWithin80Columns() throws {
        let long = LaunchDescription(
            title: "marsh-maddening-centipede-and-more.glitch.example.com", platform: .web, launch: .cold,
            source: "Lighthouse 10.4.0, one run, mobile, simulated (Lantern) from an unthrottled load",
            system: SystemScreen(.firstScreen, until: .ms(1760)),
            steps: [LaunchStep(at: .ms(1760), .skeleton), LaunchStep(at: .ms(3170), .fresh)], fullyDrawn: .ms(3170))
        for right in [LaunchStyle.contentFirst, long.style(named: "b")] {
            var options = MetricsOptions()
            options.scenario.left = long.style(named: "a")
            options.scenario.right = right
            let text = MetricsCommand.output(options)
            for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
            #expect(text.contains("verdicts for marsh-maddening-centipede-and-more.glitch.example.com"))
        }
    }
}
