#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work on several cores at once, for the one job that gains from it: the
/// web page's stages, each played on its own (`WebPage.play`). Threads of
/// the C library's own, joined before `run` returns; no thread outlives it.
enum Parallel {
    /// The cores online (at least one).
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Calls `body` with each of `0..<count`, each on a thread of its own
    /// (0 on the caller's), and returns when all have returned. Where a
    /// thread cannot be started, its part runs on the caller's after its own.
    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            if count == 1 { body(0) }
            return
        }
        var threads: [pthread_t] = []
        var inline: [Int] = []
        for index in 1..<count {
            let job = Unmanaged.passRetained(Job(body: body, index: index)).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(
                &thread, nil,
                { raw in
                    guard let raw else { return nil }
                    let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
                    job.body(job.index)
                    return nil
                }, job)
            if started == 0 {
                threads.append(thread)
            } else {
                Unmanaged<Job>.fromOpaque(job).release()
                inline.append(index)
            }
        }
        body(0)
        for index in inline { body(index) }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// What a thread is started with.
    private final class Job: Sendable {
        let body: @Sendable (Int) -> Void
        let index: Int

        init(body: @escaping @Sendable (Int) -> Void, index: Int) {
            self.body = body
            self.index = index
        }
    }
}
