import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// The reports as older and other versions of each tool write them: small
/// fixtures of our own, in each tool's schema, with invented figures.
@Suite struct ReportVersionTests {
    private func read(_ text: String, _ choices: ReportOptions = ReportOptions()) throws -> ReportLaunch {
        try Reports.read(Array(text.utf8), choices: choices)
    }

    /// The message and its plain form, or nil when the report reads.
    private func problem(_ text: String, _ choices: ReportOptions = ReportOptions()) -> (message: String, plain: String)? {
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
        let report = try read(Self.startupMs, ReportOptions(launch: .cold))
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
        let one =
            #"{"context": {"build": {"model": "Pixel 3"}}, "benchmarks": [{"name": "startup", "params": {}, "#
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
        #expect(
            refused.message
                == "has 2 startup benchmarks: \(long), \(other); choose one with --left-benchmark NAME (or --right-, or import REPORT --benchmark NAME)"
        )
        // A name not among them: both named, whole, on every path (--left-benchmark too).
        let missing = try #require(problem(report, ReportOptions(benchmark: "nope")))
        #expect(missing.message == "has no startup benchmark called 'nope'; it has \(long), \(other)")
        #expect(missing.plain == missing.message)
        let chosen = try read(report, ReportOptions(benchmark: long))
        #expect(chosen.launch.firstFrame == .ms(480))
        #expect(chosen.launch.title == long)
        #expect(chosen.launch.launch == .cold)
        #expect(chosen.launch.fileText(notes: chosen.notes).replacingOccurrences(of: "\n# ", with: "").contains(long))
    }

    /// Each benchmark says its own compilation mode, from its name, the
    /// commas inside its brackets kept (Macrobenchmark's `params` cut the
    /// name at every comma); never `context.compilationMode`, the benchmark
    /// package's own.
    @Test func eachBenchmarkSaysItsOwnCompilation() throws {
        let partial = "startup[startup=COLD,compilation=Partial(baselineProfile=UseIfAvailable,iterations=0)]"
        let none = "startup[startup=COLD,compilation=None]"
        let report =
            #"{"context": {"build": {"model": "32-bit Go Reference Device"}, "compilationMode": "verify"}, "benchmarks": ["#
            + #"{"name": "\#(partial)", "params": {"compilation": "Partial(baselineProfile=UseIfAvailable", "startup": "COLD", "#
            + #""iterations": "0)"}, "metrics": {"timeToInitialDisplayMs": {"minimum": 401, "maximum": 420, "median": 410, "runs": [401, 420]}}}, "#
            + #"{"name": "\#(none)", "params": {"compilation": "None", "startup": "COLD"}, "#
            + #""metrics": {"timeToInitialDisplayMs": {"minimum": 480, "maximum": 500, "median": 490, "runs": [480, 500]}}}]}"#
        func header(_ benchmark: String) throws -> String {
            let read = try read(report, ReportOptions(benchmark: benchmark))
            return read.launch.fileText(notes: read.notes).replacingOccurrences(of: "\n# ", with: " ")
        }
        let first = try header(partial)
        #expect(
            first.contains("Device: 32-bit Go Reference Device, compilation Partial(baselineProfile=UseIfAvailable,iterations=0); 2 runs."),
            "\(first)")
        #expect(!first.contains("verify"))
        #expect(try header(none).contains("Device: 32-bit Go Reference Device, compilation None; 2 runs."))
        #expect(try read(report, ReportOptions(benchmark: partial)).launch.launch == .cold)

        #expect(
            MacrobenchmarkReport.parameters(inName: partial).map { "\($0.key)=\($0.value)" } == [
                "startup=COLD", "compilation=Partial(baselineProfile=UseIfAvailable,iterations=0)"
            ])
        #expect(MacrobenchmarkReport.parameters(inName: "startup(mode=COLD, compilation=Partial)").map(\.value) == ["COLD", "Partial"])
        #expect(MacrobenchmarkReport.parameters(inName: "startupBenchmark").isEmpty)
        // A name without the mode: the params where they read whole, and nothing from a cut one.
        let params =
            #"{"name": "startupCold", "params": {"compilationMode": "BaselineProfile"}, "#
            + #""metrics": {"timeToInitialDisplayMs": {"median": 410}}}"#
        let cut = params.replacingOccurrences(of: "\"BaselineProfile\"", with: "\"Partial(baselineProfile=Require\"")
        for (benchmark, says) in [(params, ", compilation BaselineProfile."), (cut, ".")] {
            let read = try read(
                #"{"context": {"build": {"model": "Pixel 8"}, "compilationMode": "speed"}, "benchmarks": ["# + benchmark + "]}")
            #expect(read.launch.fileText(notes: read.notes).contains("Device: Pixel 8\(says)"))
        }
    }

    @Test func frameTimingAndClickBenchmarksAreRefusedForWhatTheyAre() throws {
        let frames =
            #"{"benchmarks": [{"name": "scrollFeed", "params": {}, "className": "com.example.FrameTimingBenchmark", "#
            + #""metrics": {"frameTime50thPercentileMs": {"median": 6}, "totalFrameCount": {"median": 480}}}]}"#
        let scroll = try #require(problem(frames))
        #expect(
            scroll.message == "an Android Macrobenchmark report of a scroll (its frame timing), not of a startup: "
                + "no benchmark in it has metrics.timeToInitialDisplayMs or startupMs (a startup benchmark measured with "
                + "StartupTimingMetric); scrollFeed holds metrics frameTime50thPercentileMs, totalFrameCount")
        #expect(!scroll.plain.contains("scrollFeed"), "the plain form quotes nothing from the file")

        let click =
            #"{"benchmarks": [{"name": "tapButton", "params": {}, "className": "com.example.ViewClickBenchmark", "#
            + #""metrics": {"frameCount": {"median": 31}}, "#
            + #""sampledMetrics": {"frameDurationCpuMs": {"P50": 2.4, "P90": 3.9, "P99": 9.7, "runs": [[2.4, 3.1]]}}}]}"#
        let clicked = try #require(problem(click))
        #expect(clicked.plain.hasPrefix("an Android Macrobenchmark report of a click (its frame timing), not of a startup"))
        #expect(clicked.message.hasSuffix("tapButton holds metrics frameCount; sampledMetrics frameDurationCpuMs"))

        let timing = #"{"benchmarks": [{"name": "start", "metrics": {"frameTime90thPercentileMs": {"median": 5}}}]}"#
        #expect(
            problem(timing)?.plain.hasPrefix("an Android Macrobenchmark report of frame timing (FrameTimingMetric), not of a startup")
                == true)
    }

    // MARK: - Lighthouse

    /// Lighthouse 3 and 4 give each time as `rawValue`, and have no largest
    /// paint nor layout shift: the content is the first meaningful paint.
    static let lighthouse4 = #"""
        {"userAgent": "Mozilla/5.0", "lighthouseVersion": "4.3.0", "fetchTime": "2019-05-01T10:00:00.000Z",
         "requestedUrl": "https://shop.example.com/", "finalUrl": "https://shop.example.com/",
         "audits": {
           "first-contentful-paint": {"id": "first-contentful-paint", "title": "First Contentful Paint", "score": 0.9,
             "scoreDisplayMode": "numeric", "rawValue": 1210.4, "displayValue": "1.2 s"},
           "first-meaningful-paint": {"id": "first-meaningful-paint", "title": "First Meaningful Paint", "score": 0.8,
             "scoreDisplayMode": "numeric", "rawValue": 1875.2, "displayValue": "1.9 s"},
           "screenshot-thumbnails": {"id": "screenshot-thumbnails", "details": {"type": "filmstrip", "items": []}}},
         "configSettings": {"emulatedFormFactor": "mobile", "throttlingMethod": "simulate"}}
        """#

    @Test func beforeLighthouse5TheTimesAreRawValuesAndTheContentItsMeaningfulPaint() throws {
        let report = try read(Self.lighthouse4)
        #expect(report.kind == LighthouseReport.kind)
        #expect(report.launch.firstFrame == .ms(1210))
        #expect(report.launch.steps == [LaunchStep(at: .ms(1210), .skeleton), LaunchStep(at: .ms(1875), .fresh)])
        #expect(report.launch.fullyDrawn == .ms(1875), "no layout shift audit, so no late insert")
        #expect(
            report.launch.source
                == "Lighthouse 4.3.0, one run, mobile, simulated (Lantern) from an unthrottled load, content at first meaningful paint")
        let text = report.launch.fileText(notes: report.notes).replacingOccurrences(of: "\n# ", with: " ")
        #expect(text.contains("audits.first-contentful-paint.rawValue 1210.4 ms"))
        #expect(text.contains("audits.first-meaningful-paint.rawValue 1875.2 ms"))
        #expect(text.contains("No largest-contentful-paint audit (it came with Lighthouse 6)"))
        #expect(text.contains("No cumulative-layout-shift audit"))
        // No CLS verdict: the audit did not exist.
        #expect(report.launch.report?.layoutShiftMissing == "no CLS audit (before Lighthouse 6)")
        let path = try FramesPaneTests.file(Self.lighthouse4, name: "shop-lighthouse-4.json")
        let stage = Stage(
            scenario: try FramesPaneTests.snapshot(["--left", path, "--at", "1"]).scenario, size: Size(width: 100, height: 30))
        #expect(!stage.panes[0].verdicts(for: .web).contains { $0.standard == .layoutShift })
        #expect(stage.panes[0].verdicts(for: .web).count == 2)
    }

    @Test func lighthouse5GivesNumericValuesStill() throws {
        let five = Self.lighthouse4.replacingOccurrences(of: "\"4.3.0\"", with: "\"5.6.0\"")
            .replacingOccurrences(of: "rawValue", with: "numericValue")
        let report = try read(five)
        #expect(report.launch.steps.last == LaunchStep(at: .ms(1875), .fresh))
        #expect(report.launch.fileText(notes: report.notes).contains("audits.first-meaningful-paint.numericValue 1875.2 ms"))
    }

    @Test func lighthouse2IsRefusedNamingWhatItLacks() throws {
        let two =
            #"{"lighthouseVersion": "2.9.4", "url": "https://shop.example.com/", "#
            + #""audits": {"first-meaningful-paint": {"score": 90, "rawValue": 1422.4, "displayValue": "1,420 ms"}}}"#
        let refused = try #require(problem(two))
        #expect(
            refused.message == "a Lighthouse 2.9.4 report: Lighthouse 2 has no first-contentful-paint audit "
                + "(it came with Lighthouse 3), so no first paint to read")
        #expect(refused.plain.hasPrefix("a Lighthouse 2 report: Lighthouse 2 has no first-contentful-paint audit"))
    }

    @Test func lighthouse6sEmulatedFormFactorIsItsFormFactor() throws {
        let six =
            #"{"lighthouseVersion": "6.4.1", "requestedUrl": "https://shop.example.com/", "audits": {"#
            + #""first-contentful-paint": {"numericValue": 900}, "largest-contentful-paint": {"numericValue": 1500}, "#
            + #""cumulative-layout-shift": {"numericValue": 0}}, "configSettings": {"emulatedFormFactor": "desktop", "throttlingMethod": "devtools"}}"#
        #expect(try read(six).launch.source == "Lighthouse 6.4.1, one run, desktop")
    }

    /// A PageSpeed Insights API (v5) response: the report in `lighthouseResult`.
    @Test func aPageSpeedInsightsResponseReadsAsItsReport() throws {
        let lhr = Self.lighthouse4.replacingOccurrences(of: "\"4.3.0\"", with: "\"12.2.1\"")
            .replacingOccurrences(of: "rawValue", with: "numericValue")
            .replacingOccurrences(
                of: "\"first-meaningful-paint\": {\"id\": \"first-meaningful-paint\"",
                with: "\"largest-contentful-paint\": {\"id\": \"largest-contentful-paint\"")
        let response =
            #"{"captchaResult": "CAPTCHA_NOT_NEEDED", "kind": "pagespeedonline#result", "#
            + #""id": "https://shop.example.com/", "loadingExperience": {"id": "https://shop.example.com/"}, "#
            + #""lighthouseResult": "# + lhr + #", "analysisUTCTimestamp": "2024-05-01T10:00:00.000Z"}"#
        let report = try read(response)
        #expect(report.kind == LighthouseReport.kind)
        #expect(report.launch.title == "shop.example.com")
        #expect(report.launch.steps == [LaunchStep(at: .ms(1210), .skeleton), LaunchStep(at: .ms(1875), .fresh)])
        #expect(
            report.launch.source == "PageSpeed Insights, Lighthouse 12.2.1, one run, mobile, simulated (Lantern) from an unthrottled load")
        let broken = response.replacingOccurrences(of: "\"numericValue\": 1210.4", with: "\"numericValue\": \"fast\"")
        #expect(problem(broken)?.message == "lighthouseResult.audits.first-contentful-paint.numericValue is not a number")
    }

    /// A Lighthouse user flow (`steps[].lhr`): its first navigation is read.
    static func flow(first: String) -> String {
        func step(_ name: String, _ mode: String, _ audits: String) -> String {
            #"{"name": "\#(name)", "lhr": {"lighthouseVersion": "12.2.1", "gatherMode": "\#(mode)", "#
                + #""requestedUrl": "https://shop.example.com/", "finalDisplayedUrl": "https://shop.example.com/", "#
                + #""configSettings": {"formFactor": "mobile", "throttlingMethod": "devtools"}, "audits": {\#(audits)}}}"#
        }
        let paints =
            #""first-contentful-paint": {"numericValue": 800}, "largest-contentful-paint": {"numericValue": 1400}, "#
            + #""cumulative-layout-shift": {"numericValue": 0}"#
        let later = paints.replacingOccurrences(of: "800", with: "300")
        return #"{"name": "Checkout", "steps": ["#
            + step("Search", "timespan", #""cumulative-layout-shift": {"numericValue": 0.1}"#) + ", "
            + step("Home", "navigation", first) + ", " + step("Cart", "navigation", later) + "]}"
    }

    @Test func aUserFlowReadsItsFirstNavigation() throws {
        let paints =
            #""first-contentful-paint": {"numericValue": 800}, "largest-contentful-paint": {"numericValue": 1400}, "#
            + #""cumulative-layout-shift": {"numericValue": 0}"#
        let report = try read(Self.flow(first: paints))
        #expect(report.launch.steps == [LaunchStep(at: .ms(800), .skeleton), LaunchStep(at: .ms(1400), .fresh)])
        #expect(report.launch.source == "user flow step 2 \"Home\", Lighthouse 12.2.1, one run, mobile")
        #expect(report.launch.fileText(notes: report.notes).contains("steps[1].lhr.audits.first-contentful-paint.numericValue 800 ms"))
    }

    @Test func aFailedAuditIsRefusedWithItsOwnMessage() throws {
        let failed =
            #""first-contentful-paint": {"score": null, "scoreDisplayMode": "error", "#
            + #""errorMessage": "Required TraceElements gatherer did not run.\u001b[2J", "errorStack": "Error: at x"}"#
        let refused = try #require(problem(Self.flow(first: failed)))
        #expect(
            refused.message == "a Lighthouse user flow's first navigation (step 2), but "
                + "steps[1].lhr.audits.first-contentful-paint has no numericValue "
                + "(the audit failed: Required TraceElements gatherer did not run.\u{FFFD}[2J)")
        // The same where a flag or a talk names the report (--left): the audit's own reason.
        #expect(refused.plain == refused.message)
        let silent = #""first-contentful-paint": {"score": null, "scoreDisplayMode": "error", "errorMessage": ""}"#
        #expect(
            problem(Self.flow(first: silent))?.plain == "a Lighthouse user flow's first navigation (step 2), but "
                + "steps[1].lhr.audits.first-contentful-paint has no numericValue (the audit failed)")
        let noNavigation = #"{"steps": [{"name": "Search", "lhr": {"gatherMode": "timespan", "audits": {}}}]}"#
        #expect(
            problem(noNavigation)?.message == "a Lighthouse user flow with no navigation step (its steps are timespan): "
                + "only a navigation measures a page's load")
    }

    @Test func aUserFlowIsReadByTheStepAskedFor() throws {
        let paints = #""first-contentful-paint": {"numericValue": 800}, "largest-contentful-paint": {"numericValue": 1400}"#
        let flow = Self.flow(first: paints)
        // By number from 1, and by name: the second navigation, "Cart".
        for step in ["3", "Cart"] {
            let report = try read(flow, ReportOptions(step: step))
            #expect(report.launch.steps == [LaunchStep(at: .ms(300), .skeleton), LaunchStep(at: .ms(1400), .fresh)])
            #expect(report.launch.source == "user flow step 3 \"Cart\", Lighthouse 12.2.1, one run, mobile")
            #expect(
                report.launch.fileText(notes: report.notes).contains("From a Lighthouse user flow's step 3 of https://shop.example.com/"))
        }
        let steps = "its steps are 1 \"Search\" (timespan), 2 \"Home\" (navigation), 3 \"Cart\" (navigation)"
        let timespan = try #require(problem(flow, ReportOptions(step: "Search")))
        #expect(
            timespan.message == "step 1 \"Search\" (timespan) of the Lighthouse user flow cannot be shown: a timespan measures "
                + "no page load and has no first paint; choose a navigation (--step, or --left-step and --right-step); " + steps)
        #expect(timespan.plain == timespan.message)
        #expect(problem(flow, ReportOptions(step: "4"))?.message == "a Lighthouse user flow with no step 4: " + steps)
        #expect(problem(flow, ReportOptions(step: "0"))?.message == "a Lighthouse user flow with no step 0: " + steps)
        let unnamed = try #require(problem(flow, ReportOptions(step: "Basket")))
        #expect(unnamed.message == "a Lighthouse user flow with no step called 'Basket': " + steps)
        // Every path lists the steps by name (--left-step too), on one line, cleaned of control characters.
        #expect(unnamed.plain == unnamed.message)
        let controlled = flow.replacingOccurrences(of: #""name": "Cart""#, with: #""name": "Ca\nrt\u001b[2J""#)
        #expect(
            problem(controlled, ReportOptions(step: "Basket"))?.plain == "a Lighthouse user flow with no step called 'Basket': "
                + "its steps are 1 \"Search\" (timespan), 2 \"Home\" (navigation), 3 \"Ca\u{FFFD}rt\u{FFFD}[2J\" (navigation)")
        // A chosen step whose audit failed: the audit's own message.
        let failed = #""first-contentful-paint": {"score": null, "scoreDisplayMode": "error", "errorMessage": "NO_FCP"}"#
        #expect(
            problem(Self.flow(first: failed), ReportOptions(step: "Home"))?.message
                == "a Lighthouse user flow's step 2, but steps[1].lhr.audits.first-contentful-paint has no numericValue (the audit failed: NO_FCP)"
        )
    }

    // MARK: - MetricKit

    /// An `MXDiagnosticPayload.jsonRepresentation()`: call stacks, no launch times.
    static let diagnostic = #"""
        {"timeStampBegin": "2024-05-01 10:00:00", "timeStampEnd": "2024-05-02 10:00:00",
         "crashDiagnostics": [{"version": "1.0.0",
           "callStackTree": {"callStacks": [{"threadAttributed": true, "callStackRootFrames": [{"binaryUUID":
             "6A1F2C3D-0000-4000-8000-00000000AB12", "offsetIntoBinaryTextSegment": 4096, "sampleCount": 1,
             "binaryName": "News", "address": 4299000000}]}], "callStackPerThread": true},
           "diagnosticMetaData": {"appVersion": "3.4.1", "appBuildVersion": "341", "osVersion": "iPhone OS 17.4 (21E219)",
             "deviceType": "iPhone15,2", "bundleIdentifier": "com.example.news", "exceptionType": 1, "signal": 11}}],
         "appLaunchDiagnostics": [{"version": "1.0.0", "callStackTree": {"callStacks": [], "callStackPerThread": true},
           "diagnosticMetaData": {"launchDuration": "9000 ms", "deviceType": "iPhone15,2", "bundleIdentifier": "com.example.news"}}]}
        """#

    @Test func aDiagnosticPayloadIsRefusedForWhatItIs() throws {
        let why =
            "MetricKit diagnostic payload (MXDiagnosticPayload) of 1 crash, 1 slow launch diagnostics, not a metric payload "
            + "(MXMetricPayload): it holds call stacks and what went wrong, no applicationLaunchMetrics, so no launch time"
        let refused = try #require(problem(Self.diagnostic))
        #expect(refused.message == "a " + why)
        #expect(refused.plain == refused.message, "nothing in it is the file's text")
        #expect(problem("[" + Self.diagnostic + "]")?.message == "[0] is a " + why)
    }
}
