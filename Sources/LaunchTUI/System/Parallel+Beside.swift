#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Parallel {
    /// One thread beside the caller's, for work that must be done before
    /// something else can begin (the demo's first frame): it runs what it is
    /// handed in turn, the caller's `each` jobs before the `later` ones not
    /// started yet, and the caller runs a job itself rather than wait for it
    /// to start. The thread starts with the first `each` or at `start`. So
    /// the front hands it curses' start and measures its stage, the second
    /// pane handed over as the stage asks: the thread measures that pane,
    /// then starts curses, by the time the stage is drawn. `stop` ends and
    /// joins the thread (it keeps the Beside until then); where none could
    /// be started, the caller runs every job as it waits for it.
    final class Beside: @unchecked Sendable {
        /// A job handed over: its body puts its value where its taker reads it.
        fileprivate final class Job: @unchecked Sendable {
            let run: @Sendable () -> Void
            var started = false
            var done = false
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }

        /// Where a job's value is put: read only once the job is done.
        fileprivate final class Slot<Value>: @unchecked Sendable {
            var value: Value?
        }

        /// A value `later` hands over, taken with `value()`.
        struct Later<Value: Sendable> {
            fileprivate let beside: Beside
            fileprivate let job: Job
            fileprivate let slot: Slot<Value>

            /// The value, once made (made here when it had not started).
            func value() -> Value {
                beside.finish(job)
                return slot.value!
            }
        }

        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// The jobs not started, in the order the thread takes them.
        private var waiting: [Job] = []
        private var stopped = false
        private var thread: pthread_t?

        /// Whether the thread was started (whether or not one could be).
        private var started = false

        init() {
            pthread_mutex_init(lock, nil)
            pthread_cond_init(changed, nil)
        }

        /// Starts the thread, once.
        func start() {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard !started, !stopped else { return }
            started = true
            thread = Parallel.spawn { [self] _ in work() }
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(lock)
            lock.deallocate()
            changed.deallocate()
        }

        /// `make`, handed to the thread after what it has already (the thread
        /// may not be started yet).
        func later<Value: Sendable>(_ make: @escaping @Sendable () -> Value) -> Later<Value> {
            let made = unhanded(make)
            hand([made.job], first: false)
            return made
        }

        /// `make` as a job and the place of its value, not handed yet.
        private func unhanded<Value: Sendable>(_ make: @escaping @Sendable () -> Value) -> Later<Value> {
            let slot = Slot<Value>()
            return Later(beside: self, job: Job { slot.value = make() }, slot: slot)
        }

        /// Each job's result, in order: the first on the caller's thread,
        /// the others handed to the thread before anything it has not
        /// started; the caller runs any the thread has not started when it
        /// is done with the first.
        func each<Value: Sendable>(_ jobs: [@Sendable () -> Value]) -> [Value] {
            guard jobs.count > 1 else { return jobs.map { $0() } }
            let handed = jobs.dropFirst().map { unhanded($0) }
            hand(handed.map(\.job), first: true)
            start()
            let first = jobs[0]()
            return [first] + handed.map { $0.value() }
        }

        /// Ends the thread once it has run what it was handed, and joins it;
        /// what no thread ran, the caller runs.
        func stop() {
            pthread_mutex_lock(lock)
            stopped = true
            pthread_cond_broadcast(changed)
            let running = thread
            thread = nil
            pthread_mutex_unlock(lock)
            if let running { pthread_join(running, nil) }
            pthread_mutex_lock(lock)
            let left = waiting
            pthread_mutex_unlock(lock)
            for job in left { finish(job) }
        }

        private func hand(_ jobs: [Job], first: Bool) {
            pthread_mutex_lock(lock)
            waiting.insert(contentsOf: jobs, at: first ? 0 : waiting.count)
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(lock)
        }

        /// Runs `job` here if the thread has not started it, else waits for it.
        fileprivate func finish(_ job: Job) {
            pthread_mutex_lock(lock)
            if !job.started, let index = waiting.firstIndex(where: { $0 === job }) {
                run(waiting.remove(at: index))
            }
            while !job.done { pthread_cond_wait(changed, lock) }
            pthread_mutex_unlock(lock)
        }

        private func work() {
            pthread_mutex_lock(lock)
            while true {
                if waiting.isEmpty {
                    if stopped { break }
                    pthread_cond_wait(changed, lock)
                    continue
                }
                run(waiting.removeFirst())
            }
            pthread_mutex_unlock(lock)
        }

        /// Runs a job taken from `waiting`, the lock held before and after
        /// (not while it runs).
        private func run(_ job: Job) {
            job.started = true
            pthread_mutex_unlock(lock)
            job.run()
            pthread_mutex_lock(lock)
            job.done = true
            pthread_cond_broadcast(changed)
        }
    }
}
