import Scenes
import Testing

@testable import LaunchTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work on threads of its own: results in order, whatever finishes first.
@Suite struct ParallelTests {
    @Test func besideGivesEveryJobsResultInOrder() {
        let jobs: [@Sendable () -> Int] = (0..<5).map { index in
            {
                // The first jobs take longest: they finish last.
                var sum = 0
                for step in 0..<((5 - index) * 200_000) { sum &+= step }
                return index * 10 + (sum == -1 ? 1 : 0)
            }
        }
        let beside = Parallel.Beside()
        defer { beside.stop() }
        #expect(beside.each(jobs) == [0, 10, 20, 30, 40])
        #expect(beside.each([{ 7 }]) == [7])
        #expect(beside.each([@Sendable () -> Int]()) == [])
    }

    @Test func laterGivesItsValueAsOftenAsAsked() {
        let beside = Parallel.Beside()
        let later = beside.later { (1...1000).reduce(0, +) }
        #expect(later.value() == 500_500)
        #expect(later.value() == 500_500)
        // One never asked for is run as it stops, by the thread or the caller.
        let never = Ran()
        _ = beside.later { never.mark() }
        beside.stop()
        #expect(never.count == 1)
        let started = Parallel.Beside()
        started.start()
        _ = started.later { never.mark() }
        started.stop()
        #expect(never.count == 2)
    }

    /// A Beside whose thread is busy until `gate` is marked: `busy` is its job.
    func busyBeside() -> (Parallel.Beside, gate: Ran, busy: Parallel.Beside.Later<Void>) {
        let beside = Parallel.Beside()
        let started = Ran(), gate = Ran()
        let busy = beside.later {
            started.mark()
            gate.wait(for: 1)
        }
        beside.start()
        started.wait(for: 1)
        return (beside, gate, busy)
    }

    /// The thread runs the jobs `each` hands it before the `later` ones it
    /// has not started: here it is busy while both are handed, and the
    /// caller's own job waits until the thread has run one of them.
    @Test func eachJobsGoBeforeLaterOnesNotStarted() {
        let (beside, gate, busy) = busyBeside()
        let order = Ran()
        let last = beside.later { order.mark() }
        let jobs: [@Sendable () -> Int] = [
            {
                gate.mark()
                order.wait(for: 1)
                return 0
            },
            { order.mark() }
        ]
        let results = beside.each(jobs)
        busy.value()
        #expect(results == [0, 1])
        #expect(last.value() == 2)
        beside.stop()
    }

    /// The caller runs a job the thread has not started rather than wait:
    /// here the thread is busy until the caller has run both of `each`'s.
    @Test func theCallerRunsAJobNotStarted() {
        let (beside, gate, busy) = busyBeside()
        let order = Ran()
        #expect(beside.each([{ order.mark() }, { order.mark() }]) == [1, 2])
        gate.mark()
        busy.value()
        beside.stop()
    }

    /// Where no thread is left (stopped), the caller runs every job as it
    /// waits for it; a stopped Beside starts no thread.
    @Test func aStoppedBesideRunsItsJobsOnTheCaller() {
        let beside = Parallel.Beside()
        beside.stop()
        beside.start()
        #expect(beside.each([{ 1 }, { 2 }, { 3 }]) == [1, 2, 3])
        #expect(beside.later { 4 }.value() == 4)
    }

    /// The demo measures its stage's panes at once: the stage is the one
    /// measured in order, and each pane is one job.
    @Test func aStageMeasuredAtOnceIsTheStageMeasuredInOrder() {
        var scenario = Scenario.standard
        scenario.right = .animated
        for scenario in [Scenario.standard, scenario] {
            let size = Size(width: 100, height: 30)
            nonisolated(unsafe) var jobs = 0
            let beside = Parallel.Beside()
            defer { beside.stop() }
            let atOnce = Stage(scenario: scenario, size: size) { found in
                jobs = found.count
                return beside.each(found)
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

/// A count that threads mark, and wait on.
final class Ran: @unchecked Sendable {
    private var marks = 0
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        changed.deallocate()
    }

    var count: Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return marks
    }

    /// Marks once; the count after the mark.
    @discardableResult func mark() -> Int {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        marks += 1
        pthread_cond_broadcast(changed)
        return marks
    }

    /// Waits until the count reaches `count`.
    func wait(for count: Int) {
        pthread_mutex_lock(lock)
        while marks < count { pthread_cond_wait(changed, lock) }
        pthread_mutex_unlock(lock)
    }
}
