import Reports
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `launch-tui bench`: how fast the stage renders, and what presenting it
/// costs the terminal, in bytes and cells a frame. The present path is the
/// interactive front's own: a `Display` over the `CursesBackend`, with curses
/// writing to a counted file (`CursesCapture`).
enum BenchCommand: Command {
    static let name = "bench"

    static let help = HelpPage(
        table: table,
        prose: """
            Plays the launch in \(framesPerSecond) fps steps (looping over the stage's duration until
            N frames) and reports how fast the stage renders and what presenting it
            costs: the time to build the stage (both panes measured), frames per
            second of rendering, and, through the interactive front's own present path
            with curses writing to a counted file for TERM=xterm-256color instead of
            this terminal, the bytes per frame and the cells written versus skipped.
            The first full paint is reported apart from the frames after it, and
            so is a filmstrip every \(filmstripInterval) (the stage measured, the strip, its SVG),
            and the web page that page writes (every scenario the keys reach).
            """,
        afterOptions: """
            Times vary with the machine and its load; run a release build
            (swift build -c release) for figures worth comparing. On a terminal,
            standard error shows how far it has come and how long each step has
            to go. SIGINT, SIGTERM, SIGHUP and SIGQUIT end it with \(CommandFailure.signalStatusBase)+N (\(CommandFailure.status(after: SIGINT)), \(CommandFailure.status(after: SIGTERM)),
            \(CommandFailure.status(after: SIGHUP)), \(CommandFailure.status(after: SIGQUIT))) and print nothing.
            """)

    static var catchesSignals: Bool { true }

    /// The report on standard output; a problem is one line and status 1,
    /// a terminating signal ends it quietly with 128+N.
    static func run(_ options: BenchOptions) throws(CommandFailure) { try Output.result(output(options)) }

    static let framesPerSecond = 60
    /// The filmstrip it times: a column every 0.1 s.
    static let filmstripInterval = LaunchTime.ms(100)
    /// The terminal curses writes for: fixed, so the bytes compare across machines.
    static let term = "xterm-256color"
    static let stageBuilds = 3

    /// The steps the progress line counts.
    static let steps = 3

    /// Runs the bench and returns its report. With `catchingSignals` (the
    /// command; unit tests leave the process's handlers alone), SIGINT,
    /// SIGTERM, SIGHUP and SIGQUIT end it between frames, as `.stopped(by:)`:
    /// nothing is printed but the progress line's erasure; Ctrl-Z stops it.
    static func output(_ options: BenchOptions, catchingSignals: Bool = true) throws(CommandFailure) -> String {
        // Before curses starts, so that it keeps these handlers.
        if catchingSignals, Signals.install() == nil {
            throw .failed("bench: could not set up signal handling")
        }
        var progress = BenchProgress(enabled: catchingSignals && BenchProgress.toTerminal)
        defer {
            progress.finish()
            if catchingSignals { Signals.uninstall() }
        }
        let unicode = Locale.adoptUTF8()
        let glyphs: Glyphs = unicode ? .unicode : .ascii

        var buildTimes: [Int] = []
        /// Builds the stage, timed; the last build is the one presented.
        func build(_ count: Int) throws(CommandFailure) -> Stage {
            progress.update("stage builds", step: 1, of: steps, done: count, total: stageBuilds)
            let start = MonotonicTime.now()
            let stage = Stage(scenario: options.scenario, size: options.size, glyphs: glyphs)
            buildTimes.append(MonotonicTime.now() - start)
            try checkSignals(catchingSignals)
            return stage
        }
        progress.begin()
        var stage = try build(0)
        for count in 1..<stageBuilds { stage = try build(count) }
        // Your own launch: a 6 MB Lighthouse report (base64 screenshots),
        // loaded from a file into the left pane as `metrics --left` loads it
        // (mapped, then read), and that stage built.
        let reportFile = try sampleReportFile()
        defer { close(reportFile.descriptor) }
        var reportTimes: [Int] = []
        for _ in 0..<stageBuilds {
            let start = MonotonicTime.now()
            var scenario = options.scenario
            guard let launch = try? LaunchFiles.load(reportFile.path).launch else {
                throw .failed("bench: the sample report did not read")
            }
            scenario.left = launch.style(named: "report")
            _ = Stage(scenario: scenario, size: options.size, glyphs: glyphs)
            reportTimes.append(MonotonicTime.now() - start)
            try checkSignals(catchingSignals)
        }
        // A filmstrip every 0.1 s (`filmstripInterval`), as `filmstrip --interval 0.1` makes it:
        // the stage built and measured, the strip, its SVG.
        let filmstripStart = MonotonicTime.now()
        let filmstrip = FilmstripSVG.svg(
            Filmstrip(
                stage: Stage(scenario: options.scenario, size: options.size, glyphs: glyphs),
                interval: filmstripInterval), theme: .light)
        let filmstripTime = MonotonicTime.now() - filmstripStart
        try checkSignals(catchingSignals)
        // The web page, as `page` writes it: every scenario the keys reach.
        let pageStart = MonotonicTime.now()
        let page = PageCommand.page(PageOptions(scenario: options.scenario, size: options.size))
        let pageTime = MonotonicTime.now() - pageStart
        try checkSignals(catchingSignals)
        let times = frameTimes(count: options.count, duration: stage.duration)
        let status = StageStatus(mode: .playing, hint: "bench")

        // Rendering alone.
        var cells = 0
        progress.begin()
        let renderStart = MonotonicTime.now()
        for (index, time) in times.enumerated() {
            progress.update("rendering frames", step: 2, of: steps, done: index, total: times.count)
            cells &+= stage.render(at: time, status: status).cells.count
            try checkSignals(catchingSignals)
        }
        let renderTime = MonotonicTime.now() - renderStart
        guard cells > 0 else { throw .failed("bench: the stage rendered no cells") }

        progress.begin()
        let present = try presenting(
            stage, at: times, status: status, unicode: unicode, progress: &progress,
            catchingSignals: catchingSignals)
        return self.report(
            options: options, stage: stage, unicode: unicode, buildTimes: buildTimes,
            reportTimes: reportTimes, renderTime: renderTime, present: present,
            filmstrip: (filmstripTime, filmstrip.utf8.count), page: (pageTime, page.utf8.count))
    }

    /// Ends the bench when a terminating signal came; stops it on Ctrl-Z.
    private static func checkSignals(_ catching: Bool) throws(CommandFailure) {
        guard catching else { return }
        if let signal = Signals.poll() { throw .stopped(by: signal) }
    }

    /// Frame times 1/60 s apart, starting again after the stage's duration.
    static func frameTimes(count: Int, duration: LaunchTime) -> [LaunchTime] {
        let perLoop = duration.milliseconds * framesPerSecond / 1000 + 1
        return (0..<count).map { .ms(($0 % perLoop) * 1000 / framesPerSecond) }
    }

    /// What presenting each frame wrote.
    struct Presented {
        var startBytes = 0
        var bytes: [Int] = []
        var written: [Int] = []
        var skipped: [Int] = []
        var time = 0
    }

    private static func presenting(
        _ stage: Stage, at times: [LaunchTime], status: StageStatus, unicode: Bool,
        progress: inout BenchProgress, catchingSignals: Bool
    ) throws(CommandFailure) -> Presented {
        let capture: CursesCapture
        do {
            capture = try CursesCapture(term: term, size: stage.size, unicode: unicode)
        } catch {
            throw .failed(error.message)
        }
        defer { capture.close() }
        guard capture.size == stage.size else {
            throw .failed("bench: curses took \(capture.size), not \(stage.size)")
        }
        let display = capture.display
        var result = Presented()
        result.startBytes = capture.takeBytes()
        for (index, time) in times.enumerated() {
            progress.update("presenting frames", step: 3, of: steps, done: index, total: times.count)
            try checkSignals(catchingSignals)
            let buffer = stage.render(at: time, status: status)
            let written = display.cellsWritten, skipped = display.cellsSkipped
            let start = MonotonicTime.now()
            display.present(buffer)
            result.time += MonotonicTime.now() - start
            result.bytes.append(capture.takeBytes())
            result.written.append(display.cellsWritten - written)
            result.skipped.append(display.cellsSkipped - skipped)
        }
        return result
    }

    /// The sample report in a file of its own, already unlinked: named by
    /// its descriptor (`/dev/fd/N`), so nothing is left behind, even on a kill.
    private static func sampleReportFile() throws(CommandFailure) -> (descriptor: Int32, path: String) {
        let (made, folder) = Files.unlinkedTemporaryFile(named: "report")
        guard let descriptor = made else { throw .failed("bench: could not make a file for the sample report in \(folder)") }
        let report = Reports.sampleLighthouse(bytes: 6_000_000)
        let written = report.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == report.count else {
            close(descriptor)
            throw .failed("bench: could not write the sample report in \(folder)")
        }
        return (descriptor, "/dev/fd/\(descriptor)")
    }

    private static func report(
        options: BenchOptions, stage: Stage, unicode: Bool, buildTimes: [Int],
        reportTimes: [Int], renderTime: Int, present: Presented, filmstrip: (time: Int, bytes: Int),
        page: (time: Int, bytes: Int)
    ) -> String {
        let frames = options.count
        let steady = Array(present.bytes.dropFirst())
        var rows: [(String, String)] = [
            ("stage build", "\(milliseconds(buildTimes.min() ?? 0)) ms (best of \(buildTimes.count); both panes measured)"),
            (
                "report build",
                "\(milliseconds(reportTimes.min() ?? 0)) ms (a 6 MB Lighthouse report loaded from a file, then its stage built)"
            ),
            ("render", "\(perSecond(frames, renderTime)) frames/s (\(milliseconds(renderTime / frames)) ms a frame)"),
            (
                "filmstrip \(filmstripInterval)",
                "\(milliseconds(filmstrip.time)) ms (stage measured, strip, SVG of \(filmstrip.bytes / 1024) KB)"
            ),
            ("page", "\(milliseconds(page.time)) ms (every scenario the keys reach, \(page.bytes / 1024) KB)"),
            ("present", "\(milliseconds(present.time / frames)) ms a frame (diff and curses write, into a file)"),
            ("curses start", "\(present.startBytes) bytes"),
            ("first paint", "\(present.bytes.first ?? 0) bytes, \(present.written.first ?? 0) cells written")
        ]
        if steady.isEmpty {
            rows.append(("after first paint", "- (one frame only)"))
        } else {
            let written = Array(present.written.dropFirst()), skipped = Array(present.skipped.dropFirst())
            let quiet = steady.filter { $0 == 0 }.count
            rows.append(
                ("bytes a frame", "mean \(mean(steady)), max \(steady.max() ?? 0) (\(quiet) of \(steady.count) frames wrote nothing)"))
            rows.append(("cells a frame", "mean \(mean(written)) written, \(mean(skipped)) skipped; max \(written.max() ?? 0) written"))
        }
        let loops = stage.duration.milliseconds * framesPerSecond / 1000 + 1
        let width = rows.map(\.0.count).max() ?? 0
        let lines =
            [
                "launch-tui bench: \(stage.size), \(frames) frames 1/\(framesPerSecond) s apart"
                    + " (the \(stage.duration.description) launch, looped every \(loops) frames)",
                "scenario: " + stage.scenario.summary,
                "output: TERM=\(term), \(unicode ? "UTF-8" : "ASCII only"), \(stage.size.width * stage.size.height) cells",
                ""
            ] + rows.map { $0.0.padding(to: width) + "  " + $0.1 } + [
                "",
                "Times vary with the machine and its load (use a release build); bytes and cells do not."
            ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mean(_ values: [Int]) -> String {
        guard !values.isEmpty else { return "-" }
        return FixedDecimal.text(Double(values.reduce(0, +)) / Double(values.count), places: 1, trimmed: false)
    }

    private static func milliseconds(_ nanoseconds: Int) -> String {
        nanoseconds >= 10_000_000
            ? "\(nanoseconds / 1_000_000)" : FixedDecimal.text(Double(nanoseconds) / 1_000_000, places: 3, trimmed: false)
    }

    private static func perSecond(_ count: Int, _ nanoseconds: Int) -> String {
        "\(Int((Double(count) * 1e9 / Double(max(1, nanoseconds))).rounded()))"
    }
}

/// Options of `launch-tui bench`.
struct BenchOptions: CommandOptions {
    @ScenarioFlags var scenario = Scenario()
    @Option("--size", .size(least: SnapshotCommand.leastSize), help: ["the terminal size (default {default})"])
    var size = Size.standard
    /// Frames to render and present, 60 to a second of the stage's clock.
    /// `--count`, not `--frames`: `--frames` is the scenario flag that
    /// draws a report's pane from its own frames.
    @Option("--count", .whole(in: 1...100_000), help: ["how many frames (default {default}: ten seconds of the clock)"])
    var count = 600
}
