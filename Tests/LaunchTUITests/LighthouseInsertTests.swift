@testable import LaunchTUI
import Scenes
import Testing

/// The banner heights a Lighthouse report's layout shift is matched
/// against are measured from two frames; each is what measuring the whole
/// pane with that banner gives.
@Suite struct LighthouseInsertTests {
    @Test func eachHeightsShiftIsTheWholePanesMeasuredShift() throws {
        let content = LaunchDescription(title: "Page", platform: .web, launch: .cold, source: nil,
                                        system: SystemScreen(.firstScreen, until: .ms(1000)),
                                        steps: [LaunchStep(at: .ms(1000), .skeleton), LaunchStep(at: .ms(2000), .fresh)])
        let shifts = Array(LighthouseReport.insertShifts(in: content))
        #expect(shifts.count == BannerPlacement.mostRows)
        #expect(shifts.contains { $0 > 0.1 }, "some banner is tall enough to need improvement")
        for (index, shift) in shifts.enumerated() {
            var whole = content
            whole.steps.append(LaunchStep(at: .ms(2500), .banner(.pushes(rows: index + 1))))
            #expect(shift == LighthouseReport.shift(of: whole), "\(index + 1) rows")
        }
    }

    /// The example report's layout shift is 0.1846, "needs improvement"
    /// (web.dev: over 0.1, up to 0.25). Its banner reads the same verdict at
    /// every size the stage is drawn at, and leaves stories in view.
    @Test func theReportsVerdictHoldsAtEverySize() throws {
        let report = try Reports.read(try ReportTests.bytes("news.example.com-lighthouse.json"))
        let style = report.launch.style(named: "page")
        for size in [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 120, height: 40), Size(width: 200, height: 60)] {
            var scenario = Scenario.standard
            scenario.left = style
            let stage = Stage(scenario: scenario, size: size)
            let shift = stage.panes[0].metrics.layoutShift
            #expect(Standard.layoutShift.judge(score: shift).grade == .needsImprovement, "\(size): \(shift)")
            let layout = try #require(stage.layout)
            let phone = stage.render(at: .ms(6000)).cropped(to: layout.phones[0])
            #expect(phone.text.contains("Bridge reopens after repairs"), "\(size): a story stays in view")
        }
    }
}

