import Testing

@testable import Scenes

/// A page measures a pane once for the stages of several lengths it is in.
@Suite struct PaneMeasurementTests {
    /// How far a pane's measurements hold: past the end they were taken
    /// to only where the pane had settled and answered a tap by then.
    @Test func measurementsHoldOnlyWhereThePaneSettledAndAnswered() {
        let scenario = Scenario.standard
        let (phone, rect) = Stage.reference(.splash)
        let size = Size(width: rect.width, height: rect.height)
        let timetable = LaunchStyle.splash.timetable(for: scenario.conditions, size: size)
        func measured(until end: Int) -> PaneMeasurement {
            Stage.measure(
                .splash, conditions: scenario.conditions, timetable: timetable, phone: phone, size: size, until: .ms(end),
                memo: nil)
        }
        // Cut short while the spinner still turns: it holds for its own end alone.
        let short = measured(until: 2000)
        #expect(short.settled == nil)
        #expect(short.holds(until: .ms(2000)) && !short.holds(until: .ms(4000)) && !short.holds(until: .ms(1900)))
        // Settled at the jump (3 s) and answering from 2.6 s: it holds from there on.
        let whole = measured(until: 5000)
        #expect(whole.settled == .ms(3000))
        #expect(whole.holds(until: .ms(4000)) && whole.holds(until: .ms(9000)) && !whole.holds(until: .ms(2990)))
        #expect(whole.metrics == measured(until: 4000).metrics && whole.metrics == measured(until: 9000).metrics)
        #expect(short.metrics != whole.metrics)
    }
}
