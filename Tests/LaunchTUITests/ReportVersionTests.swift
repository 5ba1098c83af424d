@testable import LaunchTUI
import Scenes
import Testing

/// The reports as older and other versions of each tool write them: small
/// fixtures of our own, in each tool's schema, with invented figures.
@Suite struct ReportVersionTests {
    private func read(_ text: String, _ choices: ReportChoices = ReportChoices()) throws -> ReportLaunch {
        try Reports.read(Array(text.utf8), choices: choices)
    }

    /// The message and its plain form, or nil when the report reads.
    private func problem(_ text: String, _ choices: ReportChoices = ReportChoices()) -> (message: String, plain: String)? {
        do {
            _ = try Reports.read(Array(text.utf8), choices: choices)
            return nil
        } catch {
            return (error.text, error.plain)
        }
    }

    // MARK: - Android Macrobenchmark

    /// A Macrobenchmark report as the library wrote it before
    /// StartupTimingMetric had timeToInitialDisplayMs.
    static let startupMs = #"""
        {"context": {"build": {"brand": "google", "device": "oriole", "model": "Pixel 6", "version": {"sdk": 31}},
          "cpuCoreCount": 8, "cpuLocked": false, "cpuMaxFreqHz": 2802000000, "memTotalBytes": 8000000000,
          "sustainedPerformanceModeEnabled": false},
         "benchmarks": [{"name": "startup[mode=WARM]", "params": {"mode": "WARM"},
           "className": "com.example.news.StartupBenchmark", "totalRunTimeNs": 12000000000,
           "metrics": {"startupMs": {"minimum": 251, "maximum": 270, "median": 262, "runs": [270, 262, 251]}},
           "warmupIterations": 0, "repeatIterations": 3, "thermalThrottleSleepSeconds": 0}]}
        """#

    @Test func theOlderStartupMsIsTheFirstFrameAndModeTheKind() throws {
        let report = try read(Self.startupMs, ReportChoices(launch: .cold))
        #expect(report.launch.firstFrame == .ms(262))
        #expect(report.launch.steps == [LaunchStep(at: .ms(262), .fresh)])
        #expect(report.launch.launch == .warm, "the mode parameter wins over --launch")
        #expect(report.launchIsAssumed == false)
        #expect(report.launch.source == "Macrobenchmark, median of 3 runs, Pixel 6")
        let text = report.launch.fileText(notes: report.notes).replacingOccurrences(of: "\n# ", with: " ")
        #expect(text.contains("startupMs median 262 ms (runs 251 to 270 ms)"))
        #expect(text.contains("from the parameter mode=WARM"))
    }

    @Test func oneRunIsOneRun() throws {
        let one = #"{"context": {"build": {"model": "Pixel 3"}}, "benchmarks": [{"name": "startup", "params": {}, "#
            + #""metrics": {"timeToInitialDisplayMs": {"minimum": 347.9, "maximum": 347.9, "median": 347.9, "runs": [347.9]}}}]}"#
        let report = try read(one)
        #expect(report.launch.source == "Macrobenchmark, one run, Pixel 3")
        let text = report.launch.fileText(notes: report.notes).replacingOccurrences(of: "\n# ", with: " ")
        #expect(text.contains("timeToInitialDisplayMs 347.9 ms."), "\(text)")
        #expect(text.contains("Device: Pixel 3; one run."))
        #expect(!text.contains("1 runs") && !text.contains("runs 347.9 to 347.9"))
    }

    /// A name as long as Macrobenchmark writes one for a parameterised
    /// benchmark: 96 characters, never cut, and chosen by all of them.
    @Test func aLongBenchmarkNameIsNeverCut() throws {
        let long = "startup[startupMode=COLD,compilation=Partial(baselineProfile=UseIfAvailable,warmupIterations=3)]"
        #expect(long.count == 96)
        let other = "startup[startupMode=COLD,compilation=None]"
        func bench(_ name: String, _ median: Int) -> String {
            #"{"name": "\#(name)", "params": {}, "metrics": {"timeToInitialDisplayMs": {"median": \#(median)}}}"#
        }
        let report = "{\"benchmarks\": [" + bench(long, 480) + ", " + bench(other, 495) + "]}"
        let refused = try #require(problem(report))
        #expect(refused.message == "has 2 startup benchmarks: \(long), \(other); choose one with launch-tui import REPORT --benchmark NAME")
        let chosen = try read(report, ReportChoices(benchmark: long))
        #expect(chosen.launch.firstFrame == .ms(480))
        #expect(chosen.launch.title == long)
        #expect(chosen.launch.launch == .cold)
        #expect(chosen.launch.fileText(notes: chosen.notes).replacingOccurrences(of: "\n# ", with: "").contains(long))
    }

    @Test func frameTimingAndClickBenchmarksAreRefusedForWhatTheyAre() throws {
        let frames = #"{"benchmarks": [{"name": "scrollFeed", "params": {}, "className": "com.example.FrameTimingBenchmark", "#
            + #""metrics": {"frameTime50thPercentileMs": {"median": 6}, "totalFrameCount": {"median": 480}}}]}"#
        let scroll = try #require(problem(frames))
        #expect(scroll.message == "an Android Macrobenchmark report of a scroll (its frame timing), not of a startup: " +
                "no benchmark in it has metrics.timeToInitialDisplayMs or startupMs (a startup benchmark measured with " +
                "StartupTimingMetric); scrollFeed holds metrics frameTime50thPercentileMs, totalFrameCount")
        #expect(!scroll.plain.contains("scrollFeed"), "the plain form quotes nothing from the file")

        let click = #"{"benchmarks": [{"name": "tapButton", "params": {}, "className": "com.example.ViewClickBenchmark", "#
            + #""metrics": {"frameCount": {"median": 31}}, "#
            + #""sampledMetrics": {"frameDurationCpuMs": {"P50": 2.4, "P90": 3.9, "P99": 9.7, "runs": [[2.4, 3.1]]}}}]}"#
        let clicked = try #require(problem(click))
        #expect(clicked.plain.hasPrefix("an Android Macrobenchmark report of a click (its frame timing), not of a startup"))
        #expect(clicked.message.hasSuffix("tapButton holds metrics frameCount; sampledMetrics frameDurationCpuMs"))

        let timing = #"{"benchmarks": [{"name": "start", "metrics": {"frameTime90thPercentileMs": {"median": 5}}}]}"#
        #expect(problem(timing)?.plain.hasPrefix("an Android Macrobenchmark report of frame timing (FrameTimingMetric), not of a startup") == true)
    }
}
