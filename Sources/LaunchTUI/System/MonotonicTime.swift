#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A reading of the monotonic clock, in nanoseconds. Only the front reads
/// the real clock; the stage only ever sees the `LaunchTime` the player works out.
struct MonotonicTime: Hashable, Comparable, Sendable {
    var nanoseconds: Int

    /// Now, on a clock that never jumps when the wall clock is set.
    static func now() -> MonotonicTime {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return MonotonicTime(nanoseconds: Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec))
    }

    static func milliseconds(_ value: Int) -> MonotonicTime { MonotonicTime(nanoseconds: value * 1_000_000) }

    static func < (lhs: MonotonicTime, rhs: MonotonicTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    static func + (lhs: MonotonicTime, nanoseconds: Int) -> MonotonicTime { MonotonicTime(nanoseconds: lhs.nanoseconds + nanoseconds) }
    static func - (lhs: MonotonicTime, rhs: MonotonicTime) -> Int { lhs.nanoseconds - rhs.nanoseconds }
}
