#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work on several cores at once, for the jobs that gain from it: the
/// web page's stages, each played on its own (`WebPage.play`), and the
/// demo's first frame, its stage measured while curses starts on the
/// thread beside (`Beside`). Threads of the C library's own, joined before
/// what started them ends (`Pipeline.stop`, `Beside.stop`); no thread
/// outlives it. They take no signal: the main thread is the one signals reach, as
/// in a program with no other (its waits wake on them).
enum Parallel {
    /// The cores online (at least one).
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// A thread of its own running `body(index)`, every signal blocked in
    /// it; nil where none could be started.
    static func spawn(_ index: Int = 0, _ body: @escaping @Sendable (Int) -> Void) -> pthread_t? {
        let job = Unmanaged.passRetained(Job(body: body, index: index)).toOpaque()
        // A thread starts with its maker's signal mask: all blocked for the
        // moment it is made.
        var all = sigset_t(), before = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
                job.body(job.index)
                return nil
            }, job)
        guard started == 0 else {
            Unmanaged<Job>.fromOpaque(job).release()
            return nil
        }
        return thread
    }

    /// What a thread is started with.
    fileprivate final class Job: Sendable {
        let body: @Sendable (Int) -> Void
        let index: Int

        init(body: @escaping @Sendable (Int) -> Void, index: Int) {
            self.body = body
            self.index = index
        }
    }
}

extension Parallel {
    /// Values several threads keep and look up (the page's players' memos
    /// share their panes' measurements through it): a dictionary behind a
    /// lock, held while a value is looked up or kept, never while one is
    /// worked out.
    final class Kept: @unchecked Sendable {
        private var values: [AnyHashable: any Sendable] = [:]
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init() { pthread_mutex_init(lock, nil) }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        func value(for key: AnyHashable) -> (any Sendable)? {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return values[key]
        }

        func keep(_ value: any Sendable, for key: AnyHashable) {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            values[key] = value
        }
    }
}

extension Parallel {
    /// Items made on other threads and taken on the caller's in order, the
    /// caller working on each as it comes while the threads make the next:
    /// at most `window` items made ahead of the one taken last. Each
    /// thread takes the next item not yet made; `stop` (or the pipeline's
    /// end) ends and joins them.
    final class Pipeline<Item: Sendable>: @unchecked Sendable {
        private let count: Int
        private let window: Int
        private let slots: UnsafeMutableBufferPointer<Item?>
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// The next item a thread takes to make, and the next the caller takes.
        private var next = 0
        private var taken = 0
        private var stopped = false
        private var threads: [pthread_t] = []
        private let make: @Sendable (_ worker: Int, _ item: Int) -> Item

        /// `make(worker, item)` makes item `item` on the thread numbered `worker`.
        init(count: Int, window: Int, make: @escaping @Sendable (_ worker: Int, _ item: Int) -> Item) {
            self.count = count
            self.window = max(1, window)
            self.make = make
            slots = .allocate(capacity: max(1, count))
            slots.initialize(repeating: nil)
            pthread_mutex_init(lock, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            stop()
            slots.deinitialize()
            slots.deallocate()
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(lock)
            lock.deallocate()
            changed.deallocate()
        }

        /// Starts `workers` threads; where none can be started, the caller
        /// makes each item as it takes it.
        func start(workers: Int) {
            for worker in 0..<workers {
                if let thread = Parallel.spawn(worker, { [self] in work(as: $0) }) { threads.append(thread) }
            }
        }

        /// Item `item`, the one after the last taken, once it is made.
        func take(_ item: Int) -> Item {
            pthread_mutex_lock(lock)
            if threads.isEmpty {
                pthread_mutex_unlock(lock)
                taken = item + 1
                return make(0, item)
            }
            while slots[item] == nil { pthread_cond_wait(changed, lock) }
            let made = slots[item]!
            slots[item] = nil
            taken = item + 1
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(lock)
            return made
        }

        /// Ends the threads (each after the item it is making) and joins them.
        func stop() {
            pthread_mutex_lock(lock)
            stopped = true
            pthread_cond_broadcast(changed)
            let running = threads
            threads = []
            pthread_mutex_unlock(lock)
            for thread in running { pthread_join(thread, nil) }
        }

        private func work(as worker: Int) {
            pthread_mutex_lock(lock)
            while !stopped && next < count {
                if next - taken >= window {
                    pthread_cond_wait(changed, lock)
                    continue
                }
                let item = next
                next += 1
                pthread_mutex_unlock(lock)
                let made = make(worker, item)
                pthread_mutex_lock(lock)
                slots[item] = made
                pthread_cond_broadcast(changed)
            }
            pthread_mutex_unlock(lock)
        }
    }
}
