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
        let shifts = LighthouseReport.insertShifts(in: content)
        #expect(shifts.count == BannerPlacement.mostRows)
        #expect(shifts.contains { $0 > 0.1 }, "some banner is tall enough to need improvement")
        for (index, shift) in shifts.enumerated() {
            var whole = content
            whole.steps.append(LaunchStep(at: .ms(2500), .banner(.pushes(rows: index + 1))))
            #expect(shift == LighthouseReport.shift(of: whole), "\(index + 1) rows")
        }
    }
}
