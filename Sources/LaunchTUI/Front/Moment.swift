#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reading of the monotonic clock, in nanoseconds. Only the front reads
/// the real clock; the stage only ever sees the `Instant` the player works out.
struct Moment: Hashable, Comparable, Sendable {
    var nanoseconds: Int

    init(nanoseconds: Int) { self.nanoseconds = nanoseconds }

    /// Now, on a clock that never jumps when the wall clock is set.
    static func now() -> Moment {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Moment(nanoseconds: Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec))
    }

    static func milliseconds(_ value: Int) -> Moment { Moment(nanoseconds: value * 1_000_000) }

    static func < (lhs: Moment, rhs: Moment) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    static func + (lhs: Moment, nanoseconds: Int) -> Moment { Moment(nanoseconds: lhs.nanoseconds + nanoseconds) }
    static func - (lhs: Moment, rhs: Moment) -> Int { lhs.nanoseconds - rhs.nanoseconds }
}
