#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How far a long bench has come, on one line of standard error that it
/// rewrites in place, with how long the step in hand should still take. Only
/// when standard error is a terminal: a log or a pipe gets nothing, unless
/// made `inLines`, which gives it a line of its own every `lineInterval`.
struct BenchProgress {
    /// How often the line is rewritten.
    static let interval = 250_000_000
    /// How often a line is added, in lines: a log reads one every 5 s.
    static let lineInterval = 5_000_000_000

    let enabled: Bool
    /// Whether each report is a line of its own, not the line rewritten.
    let inLines: Bool
    /// Nanoseconds from the start before the line first shows: a job that
    /// is done sooner shows nothing.
    let delay: Int
    private var shown: MonotonicTime?
    private let start = MonotonicTime.now()
    private var stepStart = MonotonicTime.now()

    /// Whether standard error is a terminal.
    static var toTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    init(enabled: Bool, delay: Int = 0, inLines: Bool = false) {
        self.enabled = enabled
        self.inLines = inLines
        self.delay = inLines ? max(delay, Self.lineInterval) : delay
    }

    /// Progress on standard error whatever it is: on a terminal the line
    /// rewritten in place, else (a log, a pipe) a line every `lineInterval`.
    static func toStandardError(delay: Int) -> BenchProgress {
        BenchProgress(enabled: true, delay: delay, inLines: !toTerminal)
    }

    /// A new step begins (its time to go is worked out from its own pace).
    mutating func begin() { stepStart = MonotonicTime.now() }

    /// `done` of `total` units of step `step` (1-based) of `steps`, named `name`.
    mutating func update(_ name: String, step: Int, of steps: Int, done: Int, total: Int) {
        show { elapsed in Self.line(name, step: step, of: steps, done: done, total: total, elapsed: elapsed) }
    }

    /// Rewrites the line with `line(nanoseconds the step has taken)`, at
    /// most every `interval`, and not before `delay`.
    mutating func show(_ line: (Int) -> String) {
        guard enabled else { return }
        let now = MonotonicTime.now()
        if let shown, now - shown < (inLines ? Self.lineInterval : Self.interval) { return }
        if shown == nil, now - start < delay { return }
        shown = now
        if inLines {
            _ = Output.writeAll(line(now - stepStart) + "\n", to: STDERR_FILENO)
        } else {
            Output.progress(line(now - stepStart))
        }
    }

    /// "about 3 s to go" for `done` of `total` after `elapsed` nanoseconds;
    /// nil until a tenth of a second has shown the pace.
    static func toGo(done: Int, total: Int, elapsed: Int) -> String? {
        guard done > 0, elapsed >= 100_000_000 else { return nil }
        let left = Int((Double(elapsed) * Double(total - done) / Double(done) / 1e9).rounded(.up))
        return "about " + duration(seconds: left) + " to go"
    }

    /// Clears the line, so the report (or nothing, after a signal) follows on a clean line.
    func finish() {
        if enabled && !inLines && shown != nil { Output.progress("") }
    }

    /// "bench 2/3 rendering: 4000/100000, about 1 min 20 s to go": short
    /// enough for one line of an 80-column terminal.
    static func line(_ name: String, step: Int, of steps: Int, done: Int, total: Int, elapsed: Int) -> String {
        let line = "bench \(step)/\(steps) \(name): \(done)/\(total)"
        return toGo(done: done, total: total, elapsed: elapsed).map { line + ", " + $0 } ?? line
    }

    static func duration(seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min \(seconds % 60) s"
    }
}
