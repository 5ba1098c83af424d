import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// A launch's figures are the launch's, not the terminal's: every pane is
/// measured on the reference phone (`StageLayout.reference`), so the same
/// scenario measures the same at every size, from the least stage to one
/// far larger than any phone.
@Suite struct ReferenceMetricsTests {
    static let sizes = [
        Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 36),
        Size(width: 160, height: 45), Size(width: 200, height: 60), Size(width: 1000, height: 500)
    ]

    /// What a stage at `size` measured and judged in each pane, and the
    /// window it measured over.
    static func measured(_ scenario: Scenario, size: Size, memo: ScreenMemo) -> [String] {
        let stage = Stage(scenario: scenario, size: size, memo: memo)
        return stage.panes.map { pane in
            let verdicts = pane.verdicts(for: pane.style.thresholds(in: scenario)) + [pane.metrics.touchVerdict].compactMap { $0 }
            return "\(pane.metrics) \(verdicts) \(String(describing: pane.shiftOutOfReach)) \(stage.duration)"
        }
    }

    /// Every scenario the page's keys reach (its own enumeration,
    /// `WebPage.reachable`): the measurement, the verdicts and the window
    /// measured over, the same at every size.
    @Test func everyReachableScenarioMeasuresTheSameAtEverySize() {
        let scenarios = WebPage.reachable(from: Scenario(), knobs: PageCommand.knobs()).map(\.scenario)
        #expect(scenarios.count == 288)
        let memo = ScreenMemo()
        for scenario in scenarios {
            let reference = Self.measured(scenario, size: .standard, memo: memo)
            for size in Self.sizes where size != .standard {
                let measured = Self.measured(scenario, size: size, memo: memo)
                if measured != reference {
                    Issue.record("\(scenario.summary) at \(size): \(measured), at \(Size.standard): \(reference)")
                    return
                }
            }
        }
    }

    /// `metrics --json` byte for byte at every size, for a representative
    /// few: every network and cache, each platform and launch kind in dark,
    /// and each built-in against each (the s and S keys); the text report
    /// too, for the default launch.
    @Test func metricsJSONIsTheSameAtEverySize() {
        var scenarios: [Scenario] = []
        for network in Network.allCases {
            for cache in Cache.allCases {
                var scenario = Scenario()
                scenario.network = network
                scenario.cache = cache
                scenarios.append(scenario)
            }
        }
        for platform in Platform.apps {
            for launch in LaunchKind.allCases {
                var scenario = Scenario()
                scenario.platform = platform
                scenario.launch = launch
                scenario.appearance = .dark
                scenarios.append(scenario)
            }
        }
        for left in LaunchStyles.builtIn.all {
            for right in LaunchStyles.builtIn.all {
                var scenario = Scenario()
                scenario.left = left
                scenario.right = right
                scenarios.append(scenario)
            }
        }
        for scenario in scenarios {
            let outputs = Self.sizes.map { MetricsCommand.output(MetricsOptions(scenario: scenario, json: true, size: $0)) }
            #expect(Set(outputs).count == 1, "\(scenario.summary): \(outputs)")
        }
        let texts = Self.sizes.map { MetricsCommand.output(MetricsOptions(size: $0)) }
        #expect(Set(texts).count == 1, "\(texts)")
    }

    /// The launch files and reports of examples/, each in the left pane:
    /// `metrics --json` the same at every size, a report's shift fitted once.
    @Test func launchFilesAndReportsMeasureTheSameAtEverySize() throws {
        let folders = ["launches", "reports"].map { Examples.folder.appendingPathComponent($0) }
        var read = 0
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let path = folder.appendingPathComponent(name).path
                // A file the readers refuse (a report of several benchmarks) has nothing to measure.
                guard let style = try? LaunchFiles.style(path, named: LaunchFiles.styleName(for: path)) else { continue }
                read += 1
                var scenario = Scenario()
                scenario.left = style
                let outputs = Self.sizes.map { MetricsCommand.output(MetricsOptions(scenario: scenario, json: true, size: $0)) }
                #expect(Set(outputs).count == 1, "\(name): \(outputs)")
            }
        }
        #expect(read >= 5, "only \(read) launch files and reports read")
    }
}
