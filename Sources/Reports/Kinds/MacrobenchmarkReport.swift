import Scenes

/// Android Macrobenchmark's `<package>-benchmarkData.json` (Jetpack
/// Macrobenchmark's JSON output): `context` (the device in `build.model`),
/// and `benchmarks[]`, each with `name`, `params`, `className` and
/// `metrics`, where each metric is `{minimum, maximum, median, runs[]}` in
/// milliseconds. A startup benchmark measured with `StartupTimingMetric`
/// has `timeToInitialDisplayMs`, and `timeToFullDisplayMs` when the app
/// calls `reportFullyDrawn()`; before it, Macrobenchmark wrote the first
/// frame as `startupMs`, and the launch kind as the parameter `mode`.
enum MacrobenchmarkReport: ReportReader {
    static let kind = ReportKind(
        name: "Android Macrobenchmark", listed: 1,
        described: "an Android Macrobenchmark report (benchmarkData.json)",
        short: "Android Macrobenchmark report",
        withoutFrames: "an Android Macrobenchmark report has no frames of its own",
        importHelp: #"""
              Android Macrobenchmark  <package>-benchmarkData.json: the median of
                            timeToInitialDisplayMs is the first frame (the system
                            splash until then), timeToFullDisplayMs the content; the
                            launch kind from the startupMode parameter or the name
            """#,
        docsRow: [
            #"Android Macrobenchmark, `<package>-benchmarkData.json`"#,
            #"median of `metrics.timeToInitialDisplayMs`, `startupMs` in older versions (the system splash until then)"#,
            #"median of `timeToFullDisplayMs` (the skeleton until then); without it, the first frame"#,
            #"device from `context.build.model`; each benchmark's compilation mode from its name's `compilation=` (the commas inside its brackets kept), not `context.compilationMode`, which is the benchmark package's own; every one of the `runs` checked, their count and spread given, and the median worked out from them where the report leaves it out; the launch kind from a parameter such as `startupMode` or the benchmark's name, else `--launch`; several startup benchmarks need `--benchmark NAME`"#
        ])
    /// Asked before the Lighthouse shapes.
    static var precedence: Int { 1 }
    static func matches(_ root: JSONValue) -> Bool { root["benchmarks"]?.array != nil }

    static let initialDisplay = "timeToInitialDisplayMs"
    static let olderInitialDisplay = "startupMs"
    static let fullDisplay = "timeToFullDisplayMs"

    /// The first frame's metric a benchmark has: `timeToInitialDisplayMs`, else the older `startupMs`.
    static func firstFrameMetric(of benchmark: JSONValue) -> String? {
        [initialDisplay, olderInitialDisplay].first { benchmark["metrics"]?[$0] != nil }
    }

    /// A count of runs a report gives as a number: nil unless a whole number from 1 to a million.
    static func count(_ number: Double) -> Int? {
        (1...1_000_000).contains(number) && number == number.rounded() ? Int(number) : nil
    }

    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch {
        guard let benchmarks = root["benchmarks"]?.array else { throw ReportProblem("has no benchmarks") }
        // Each startup benchmark with its metrics and the first frame's among them.
        let startup = benchmarks.enumerated().compactMap {
            offset, benchmark -> (offset: Int, element: JSONValue, metrics: JSONValue, initialDisplay: String)? in
            guard let initialDisplay = firstFrameMetric(of: benchmark), let metrics = benchmark["metrics"] else { return nil }
            return (offset, benchmark, metrics, initialDisplay)
        }
        guard !startup.isEmpty else { throw notStartup(benchmarks) }
        let names = startup.map { Reports.wholeText($0.element["name"]) ?? "benchmark \($0.offset + 1)" }
        let index: Int
        if let wanted = choices.benchmark {
            guard let found = names.firstIndex(of: wanted) else {
                throw ReportProblem.everywhere(
                    "has no startup benchmark called '\(wanted.quotable)'" + Suggestion.hint(for: wanted, among: names) + "; it has "
                        + names.joined(separator: ", "))
            }
            index = found
        } else {
            guard startup.count == 1 else {
                let choose = "choose one with --left-benchmark NAME (or --right-, or import REPORT --benchmark NAME)"
                throw ReportProblem(
                    "has \(startup.count) startup benchmarks: \(names.joined(separator: ", ")); " + choose,
                    plain: "has \(startup.count) startup benchmarks (launch-tui check on the report names them): " + choose)
            }
            index = 0
        }
        let (offset, benchmark, metrics, initialDisplay) = startup[index]
        let name = names[index]
        let field = "benchmarks[\(offset)].metrics"
        let initial = try metric(metrics[initialDisplay], field: "\(field).\(initialDisplay)", what: "a first frame")
        let full = try metrics[fullDisplay].map { value throws(ReportProblem) in
            try metric(value, field: "\(field).\(fullDisplay)", what: "a full display")
        }
        if let full, full.median < initial.median {
            let why = "full display cannot come before the first frame"
            throw ReportProblem(
                "\(field).\(fullDisplay).median (\(Reports.figure(full.median)) ms) comes before "
                    + "\(initialDisplay).median (\(Reports.figure(initial.median)) ms): " + why,
                plain: "\(field).\(fullDisplay).median comes before \(initialDisplay).median: " + why)
        }

        let (launch, launchNote, launchIsAssumed) = kind(of: benchmark, name: name, choices: choices)
        let context = root["context"]
        let device = Reports.text(context?["build"]?["model"])
        let runs = initial.runs ?? benchmark["repeatIterations"]?.number.flatMap(Self.count)
        let firstFrame = try Reports.firstFrame(initial.median, field: "\(field).\(initialDisplay).median")
        var description = LaunchDescription(
            title: title(choices.fileName) ?? name, platform: .android, launch: launch,
            source: ["Macrobenchmark", runs.map { $0 == 1 ? "one run" : "median of \($0) runs" } ?? "median", device].compactMap { $0 }
                .joined(separator: ", "),
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [],
            // The report's own medians: the first frame, and the fully drawn time where it reports one.
            report: ReportFigures(firstFrame: initial.median, content: full?.median))
        // The device it ran on, and how the app was compiled for it.
        let compiled = compilation(of: benchmark, name: name).map { "compilation \($0)" }
        description.conditions = [device, compiled].compactMap { $0 }.joined(separator: ", ")
        if description.conditions?.isEmpty == true { description.conditions = nil }
        var notes = LaunchFileNotes()
        notes.header = [
            "From an Android Macrobenchmark report: benchmark \(name)" + (Reports.text(benchmark["className"]).map { " in \($0)" } ?? "")
                + ".",
            "Device: \(device ?? "not named (context.build.model)")"
                + (compilation(of: benchmark, name: name).map { ", compilation \($0)" } ?? "")
                + (runs.map { $0 == 1 ? "; one run" : "; \($0) runs" } ?? "") + ".",
            launchNote,
            "Edit it: add the banner your app really loads, for instance:",
            "At 2s banner pushes 3 rows"
        ]
        notes.system =
            "The Android system splash until the app's first frame: \(initialDisplay) " + (initial.runs == 1 ? "" : "median ")
            + "\(Reports.figure(initial.median)) ms" + initial.spread + "."
        if let full {
            let fullyDrawn = Reports.time(full.median)
            description.steps = [LaunchStep(at: firstFrame, .skeleton)]
            notes.steps[0] = "Assumed: the app's first frame is its skeleton, shown until it reports itself fully drawn."
            if fullyDrawn > firstFrame {
                description.steps.append(LaunchStep(at: fullyDrawn, .fresh))
                notes.steps[1] =
                    "Fully drawn, with its content: \(fullDisplay) " + (full.runs == 1 ? "" : "median ")
                    + "\(Reports.figure(full.median)) ms" + full.spread + "."
            } else {
                description.steps = [LaunchStep(at: firstFrame, .fresh)]
                notes.steps[0] = "\(fullDisplay) equals \(initialDisplay): the content is in the first frame."
            }
            description.fullyDrawn = fullyDrawn
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] = "No \(fullDisplay) (the app does not call reportFullyDrawn()): " + "assumed the content is in the first frame."
            description.fullyDrawn = firstFrame
        }
        notes.fullyDrawn = Reports.fullyDrawnNote
        return ReportLaunch(kind: kind, launch: description, notes: notes, launchIsAssumed: launchIsAssumed)
    }

    /// The benchmark's own compilation mode: its `compilation` (or
    /// `compilationMode`) parameter, as its name gives it,
    /// "startup[startup=COLD,compilation=Partial(baselineProfile=UseIfAvailable,iterations=0)]"
    /// read with the commas inside brackets kept; else as `params` gives it
    /// where that reads whole (Macrobenchmark makes `params` by cutting the
    /// name at every comma, so a mode with a comma in it comes cut). Never
    /// `context.compilationMode`: that is the benchmark package's own (the
    /// instrumentation's compiler filter, "verify" or "speed"), the same for
    /// every benchmark, not the app's.
    static func compilation(of benchmark: JSONValue, name: String) -> String? {
        let keys = ["compilation", "compilationmode"]
        if let named = parameters(inName: name).first(where: { keys.contains($0.key.lowercased()) }), !named.value.isEmpty {
            return named.value.withoutControlCharacters
        }
        let params = benchmark["params"]?.object ?? [:]
        for key in params.keys.sorted() where keys.contains(key.lowercased()) {
            guard let value = Reports.wholeText(params[key]), balanced(value) else { continue }
            return value
        }
        return nil
    }

    /// The `key=value` parameters in a benchmark's name after its first
    /// `[` or `(` to the matching end, split at the commas outside any
    /// brackets within; none where the name has none.
    static func parameters(inName name: String) -> [(key: String, value: String)] {
        guard let open = name.firstIndex(where: { $0 == "[" || $0 == "(" }) else { return [] }
        var parts: [String] = [], part = "", depth = 0
        for character in name[name.index(after: open)...] {
            if "[(".contains(character) { depth += 1 }
            if "])".contains(character) {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 {
                parts.append(part)
                part = ""
            } else {
                part.append(character)
            }
        }
        parts.append(part)
        return parts.compactMap { part in
            guard let equals = part.firstIndex(of: "=") else { return nil }
            return (
                String(part[..<equals]).trimmingCharacters(in: [" "]),
                String(part[part.index(after: equals)...]).trimmingCharacters(in: [" "])
            )
        }
    }

    /// Whether every bracket in `text` is closed, and none closed before it opens.
    static func balanced(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            if "[(".contains(character) { depth += 1 }
            if "])".contains(character) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// One metric's median, and the spread and run count that go with it.
    struct Metric {
        var median: Double
        var runs: Int?
        var minimum: Double?
        var maximum: Double?

        /// " (runs 401.2 to 530 ms)", or "" when the report gives no spread
        /// (or one run, which is its own spread).
        var spread: String {
            guard let minimum, let maximum, runs != 1 else { return "" }
            return " (runs \(Reports.figure(minimum)) to \(Reports.figure(maximum)) ms)"
        }
    }

    /// A metric as Macrobenchmark writes it. Every run is checked as the
    /// median is (`Reports.launchTime`: a number of ms, after the tap, not
    /// over 60 s; `what` names the time in a message), and the
    /// spread is the runs' own; the median is the report's, or worked out
    /// from the runs when the report leaves it out (the middle run, or the
    /// mean of the two middle ones).
    static func metric(_ value: JSONValue?, field: String, what: String) throws(ReportProblem) -> Metric {
        guard let value, value.object != nil else { throw ReportProblem("\(field) is not a metric {minimum, maximum, median, runs}") }
        var runs: [Double]?
        if let list = value["runs"] {
            guard let items = list.array else { throw ReportProblem("\(field).runs is not a list of times") }
            guard !items.isEmpty else { throw ReportProblem("\(field).runs is empty: no run was measured") }
            var times: [Double] = []
            for (index, item) in items.enumerated() {
                times.append(try Reports.launchTime(item, field: "\(field).runs[\(index)]", what: what))
            }
            runs = times
        }
        let median: Double
        if let runs, value["median"] == nil {
            // Never empty: an empty list is refused above.
            let sorted = runs.sorted()
            median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        } else {
            median = try Reports.launchTime(value["median"], field: "\(field).median", what: what)
        }
        var metric = Metric(median: median, runs: runs?.count)
        if let runs {
            metric.minimum = runs.min()
            metric.maximum = runs.max()
        } else {
            metric.minimum = value["minimum"]?.number.flatMap { $0.isFinite ? $0 : nil }
            metric.maximum = value["maximum"]?.number.flatMap { $0.isFinite ? $0 : nil }
        }
        return metric
    }

    /// The launch kind: from a parameter (`startupMode`, as Macrobenchmark's
    /// samples name it), else the benchmark's name, else what the person said,
    /// else cold (assumed); the comment that says which; and whether it was
    /// assumed. A `--launch` the report contradicts is said not to be used.
    static func kind(of benchmark: JSONValue, name: String, choices: ReportOptions) -> (LaunchKind, String, Bool) {
        func unused(_ kind: LaunchKind) -> String {
            guard let given = choices.launch, given != kind else { return "" }
            return " (--launch \(given.rawValue) is not used: the report says \(kind.rawValue).)"
        }
        let params = benchmark["params"]?.object ?? [:]
        // `startupMode` first, as the samples name it, then the older `mode` and `startup`, then any other.
        func rank(_ key: String) -> Int { ["startupmode", "mode", "startup"].firstIndex(of: key.lowercased()) ?? 3 }
        let ordered = params.keys.sorted { (rank($0), $0) < (rank($1), $1) }
        for key in ordered {
            if let value = params[key]?.string, let kind = LaunchKind(rawValue: value.lowercased()) {
                return (
                    kind,
                    "Launch kind: \(kind.rawValue), from the parameter \(key.withoutControlCharacters)=\(value.withoutControlCharacters)."
                        + unused(kind), false
                )
            }
        }
        let lowered = name.lowercased()
        let named = LaunchKind.allCases.filter { lowered.contains($0.rawValue) }
        if named.count == 1 { return (named[0], "Launch kind: \(named[0].rawValue), from the benchmark's name." + unused(named[0]), false) }
        if let launch = choices.launch {
            return (launch, "Launch kind: \(launch.rawValue), as given (--launch): the report does not say.", false)
        }
        return (
            .cold, "Assumed a cold launch: the report does not say (no startupMode parameter, and not in the name); --launch sets it.", true
        )
    }

    /// Why a report of no startup benchmark is not read: what its benchmarks
    /// measure (frame timing, a click, a scroll, by their metrics and names)
    /// and, in `message`, each one's name and metrics.
    static func notStartup(_ benchmarks: [JSONValue]) -> ReportProblem {
        var kinds: [String] = []
        var held: [String] = []
        for (index, benchmark) in benchmarks.enumerated() {
            let metrics = benchmark["metrics"]?.object.map { $0.keys.sorted() } ?? []
            let sampled = benchmark["sampledMetrics"]?.object.map { $0.keys.sorted() } ?? []
            let frameMetrics = ["frameTime", "frameDuration", "frameOverrun", "frameCount", "totalFrameCount"]
            let frames = (metrics + sampled).contains { metric in frameMetrics.contains { metric.hasPrefix($0) } }
            let named = ((benchmark["name"]?.string ?? "") + " " + (benchmark["className"]?.string ?? "")).lowercased()
            let action = ["click", "scroll"].first { named.contains($0) }
            let kind =
                action.map { "a \($0)" + (frames ? " (its frame timing)" : "") } ?? (frames ? "frame timing (FrameTimingMetric)" : nil)
            if let kind, !kinds.contains(kind) { kinds.append(kind) }
            let name = Reports.wholeText(benchmark["name"]) ?? "benchmark \(index + 1)"
            var holds = metrics.isEmpty ? [] : ["metrics " + metrics.map(\.withoutControlCharacters).joined(separator: ", ")]
            if !sampled.isEmpty { holds.append("sampledMetrics " + sampled.map(\.withoutControlCharacters).joined(separator: ", ")) }
            held.append(name + " holds " + (holds.isEmpty ? "no metrics" : holds.joined(separator: "; ")))
        }
        let what =
            kinds.isEmpty
            ? "an Android Macrobenchmark report, but"
            : "an Android Macrobenchmark report of \(kinds.joined(separator: " and ")), not of a startup:"
        let why =
            "\(what) no benchmark in it has metrics.\(initialDisplay) or \(olderInitialDisplay) "
            + "(a startup benchmark measured with StartupTimingMetric)"
        return ReportProblem(why + (held.isEmpty ? "" : "; " + held.joined(separator: "; ")), plain: why)
    }

    /// "com.example.news" for "com.example.news-benchmarkData.json".
    static func title(_ fileName: String) -> String? {
        let suffix = "-benchmarkData.json"
        guard fileName.hasSuffix(suffix), fileName.count > suffix.count else { return nil }
        return String(fileName.dropLast(suffix.count)).withoutControlCharacters
    }
}
