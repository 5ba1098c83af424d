import Scenes
import Testing

@testable import LaunchTUI

/// Work on threads of its own: results in order, whatever finishes first.
@Suite struct ParallelTests {
    @Test func eachGivesEveryJobsResultInOrder() {
        let jobs: [@Sendable () -> Int] = (0..<5).map { index in
            {
                // The first jobs take longest: they finish last.
                var sum = 0
                for step in 0..<((5 - index) * 200_000) { sum &+= step }
                return index * 10 + (sum == -1 ? 1 : 0)
            }
        }
        #expect(Parallel.each(jobs) == [0, 10, 20, 30, 40])
        #expect(Parallel.each([{ 7 }]) == [7])
        #expect(Parallel.each([@Sendable () -> Int]()) == [])
    }

    @Test func laterGivesItsValueAsOftenAsAsked() {
        let later = Parallel.Later { (1...1000).reduce(0, +) }
        #expect(later.value() == 500_500)
        #expect(later.value() == 500_500)
        // One never asked for is waited for as it goes: no thread outlives it.
        _ = Parallel.Later { (1...1000).reduce(0, +) }
    }

    /// The demo measures its stage's panes at once: the stage is the one
    /// measured in order, and each pane is one job.
    @Test func aStageMeasuredAtOnceIsTheStageMeasuredInOrder() {
        var scenario = Scenario.standard
        scenario.right = .animated
        for scenario in [Scenario.standard, scenario] {
            let size = Size(width: 100, height: 30)
            nonisolated(unsafe) var jobs = 0
            let atOnce = Stage(scenario: scenario, size: size) { found in
                jobs = found.count
                return Parallel.each(found)
            }
            let inOrder = Stage(scenario: scenario, size: size)
            #expect(jobs == 2)
            #expect(atOnce.panes.map(\.metrics) == inOrder.panes.map(\.metrics))
            for time in [0, 400, 1500, 2600, 3000, 3100] {
                #expect(atOnce.render(at: .ms(time)) == inOrder.render(at: .ms(time)))
            }
        }
    }
}
