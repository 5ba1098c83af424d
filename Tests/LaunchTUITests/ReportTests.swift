import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// The reports in examples/reports are written from each tool's documented
/// output with invented figures; the expected times here are worked out by
/// hand from those figures.
@Suite struct ReportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/reports").standardized

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    private func read(_ name: String, _ choices: ReportOptions = ReportOptions()) throws -> ReportLaunch {
        var choices = choices
        choices.fileName = name
        return try Reports.read(try Self.bytes(name), choices: choices)
    }

    private func problem(_ bytes: [UInt8], _ choices: ReportOptions = ReportOptions()) -> String? {
        do {
            _ = try Reports.read(bytes, choices: choices)
            return nil
        } catch {
            return error.text
        }
    }

    private func problem(_ text: String) -> String? { problem(Array(text.utf8)) }

    // MARK: - Android Macrobenchmark

    @Test func macrobenchmarkGivesTheMediansAndTheDevice() throws {
        let report = try read("com.example.news-benchmarkData.json")
        #expect(report.kind == MacrobenchmarkReport.kind)
        // The device it ran on is the condition the status line says for its pane.
        #expect(report.launch.conditions == "Pixel 7")
        // Medians of ten runs: (612.9 + 618.6) / 2 and (1478.2 + 1481.0) / 2.
        #expect(
            report.launch.asWritten
                == LaunchDescription(
                    title: "com.example.news", platform: .android, launch: .cold, source: "Macrobenchmark, median of 10 runs, Pixel 7",
                    system: SystemScreen(.firstScreen, until: .ms(616)),
                    steps: [LaunchStep(at: .ms(616), .skeleton), LaunchStep(at: .ms(1480), .fresh)], fullyDrawn: .ms(1480),
                    report: ReportFigures(firstFrame: 615.75, content: 1479.6)))
        let text = report.launch.fileText(notes: report.notes)
        #expect(text.contains("timeToInitialDisplayMs median 615.75 ms (runs 590.3 to 671.4 ms)"))
        #expect(text.contains("timeToFullDisplayMs median 1479.6 ms"))
        #expect(text.contains("startupMode=COLD"))
        // context.compilationMode is the benchmark package's own ("speed"), not the app's: not said.
        #expect(text.contains("Device: Pixel 7; 10 runs."))
    }

    @Test func severalStartupBenchmarksAreNamedUntilOneIsChosen() throws {
        let bytes = try Self.bytes("several-benchmarkData.json")
        #expect(
            problem(bytes) == "has 3 startup benchmarks: startupCold, startupWarm, startupHot; "
                + "choose one with --left-benchmark NAME (or --right-, or import REPORT --benchmark NAME)")
        let warm = try read("several-benchmarkData.json", ReportOptions(benchmark: "startupWarm"))
        // The kind from the name; the median of 279.5, 288.4, 295.0, 301.7, 310.2.
        #expect(warm.launch.launch == .warm)
        #expect(warm.launch.firstFrame == .ms(295))
        #expect(warm.launch.steps.last == LaunchStep(at: .ms(985), .fresh))
        #expect(warm.launch.source == "Macrobenchmark, median of 5 runs, Pixel 7")
        #expect(warm.launch.title == "several", "the file's name before -benchmarkData.json")
        #expect(problem(bytes, ReportOptions(benchmark: "startupWram"))?.contains("did you mean 'startupWarm'?") == true)
    }

    @Test func withoutFullDisplayTheContentIsInTheFirstFrame() throws {
        let report = try read("ttid-only-benchmarkData.json", ReportOptions(launch: .cold))
        // Median of seven: 1812.5; the name says warm, which wins over --launch.
        #expect(report.launch.launch == .warm)
        #expect(report.launch.system == SystemScreen(.firstScreen, until: .ms(1813)))
        #expect(report.launch.steps == [LaunchStep(at: .ms(1813), .fresh)])
        #expect(report.launch.fileText(notes: report.notes).contains("does not call reportFullyDrawn()"))
    }

    @Test func theLaunchKindComesFromTheReportThenTheFlag() {
        let bench = #"{"benchmarks": [{"name": "startup", "params": {}, "metrics": {"timeToInitialDisplayMs": {"median": 500}}}]}"#
        #expect((try? Reports.read(Array(bench.utf8)))?.launch.launch == .cold)
        #expect((try? Reports.read(Array(bench.utf8), choices: ReportOptions(launch: .hot)))?.launch.launch == .hot)
        let param = bench.replacingOccurrences(of: "\"params\": {}", with: "\"params\": {\"mode\": \"Warm\"}")
        #expect((try? Reports.read(Array(param.utf8), choices: ReportOptions(launch: .hot)))?.launch.launch == .warm)
    }

    // MARK: - Lighthouse

    @Test func lighthouseGivesThePaintsAndALateInsert() throws {
        let report = try read("news.example.com-lighthouse.json")
        #expect(report.kind == LighthouseReport.kind)
        let launch = report.launch
        #expect(launch.title == "news.example.com")
        #expect(launch.platform == .web)
        #expect(launch.source == "Lighthouse 12.2.1, one run, mobile, simulated (Lantern) from an unthrottled load")
        #expect(launch.system == SystemScreen(.firstScreen, until: .ms(2164)))
        #expect(Array(launch.steps.prefix(2)) == [LaunchStep(at: .ms(2164), .skeleton), LaunchStep(at: .ms(3524), .fresh)])
        // The insert half a second after the content; its rows are chosen by measuring.
        guard case .banner(.pushes(let rows))? = launch.steps.last?.phase else {
            Issue.record("no late insert: \(launch.steps)")
            return
        }
        // The first at the shift's time; up to two more a frame apart, where they draw the CLS nearer.
        #expect(launch.steps.first { if case .banner = $0.phase { true } else { false } }?.at == .ms(4024))
        #expect(launch.fullyDrawn == launch.steps.last?.at && (.ms(4024)...LaunchTime.ms(4050)).contains(launch.fullyDrawn ?? .zero))
        let shifts = (rows - 1...rows + 1).map { candidate in
            var other = launch
            other.steps[other.steps.count - 1].phase = .banner(.pushes(rows: candidate))
            return LighthouseReport.shift(of: other)
        }
        #expect(abs(shifts[1] - 0.1846) <= abs(shifts[0] - 0.1846))
        #expect(abs(shifts[1] - 0.1846) <= abs(shifts[2] - 0.1846))
        #expect(report.launch.fileText(notes: report.notes).contains("cumulative-layout-shift.numericValue 0.1846"))
    }

    @Test func aLayoutShiftNearNothingGetsNoInsert() throws {
        var text = String(decoding: try Self.bytes("news.example.com-lighthouse.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"numericValue\": 0.1846", with: "\"numericValue\": 0.0001")
        let report = try Reports.read(Array(text.utf8))
        #expect(report.launch.steps.count == 2)
        #expect(report.launch.fullyDrawn == .ms(3524))
    }

    @Test func theHostComesFromTheURL() {
        #expect(LighthouseReport.host("https://news.example.com:8080/today?x=1") == "news.example.com")
        #expect(LighthouseReport.host("http://user@example.org") == "example.org")
        #expect(LighthouseReport.host("file:///") == nil)
    }

    // MARK: - MetricKit

    /// Buckets of 4, 11, 23, 9 and 3 launches: the 25th of 50 is in the
    /// 1,000-1,010 ms bucket; extended launch, 22nd of 43, in 2,400-2,410.
    @Test(arguments: ["metrickit-payload.json", "metrickit-payload-de.json", "metrickit-payload-zh.json"])
    func metricKitTakesTheMedianBucketsMidpoint(file: String) throws {
        let report = try read(file)
        #expect(report.kind == MetricKitReport.kind)
        #expect(
            report.launch
                == LaunchDescription(
                    title: "com.example.news", platform: .ios, launch: .cold, source: "MetricKit, median of 50 launches, iPhone15,2",
                    system: SystemScreen(.firstScreen, until: .ms(1005)),
                    steps: [LaunchStep(at: .ms(1005), .skeleton), LaunchStep(at: .ms(2405), .fresh)], fullyDrawn: .ms(2405),
                    report: ReportFigures(firstFrame: 1005, content: 2405)))
    }

    /// Three payloads of one day each, as an app saves what
    /// `didReceive(_:)` hands it. Time to first draw, by bucket start:
    /// 500: 4; 800: 11 + 2; 1,000: 23 + 3 + 5; 1,200: 12 + 17; 1,530: 9 + 18;
    /// 2,200: 3 + 5 + 28; 3,100: 10. That is 50 + 40 + 60 = 150 launches;
    /// the 75th is in 1,200-1,210 (4 + 13 + 31 = 48 before it, 77 through it),
    /// where no payload alone has its median (1,005, 1,535 and 2,205 ms).
    /// Extended launch: 1,800: 7 + 2; 2,400: 28 + 5 + 4; 3,100: 8 + 25 + 20;
    /// 3,800: 16, 115 launches; the 58th in 3,100-3,110 (9 + 37 = 46 before it).
    @Test func metricKitPayloadsInAnArrayAddUpTheirBuckets() throws {
        let report = try read("metrickit-payloads.json")
        #expect(report.kind == MetricKitReport.kind)
        #expect(
            report.launch
                == LaunchDescription(
                    title: "com.example.news", platform: .ios, launch: .cold,
                    source: "MetricKit, median of 150 launches in 3 payloads, iPhone15,2",
                    system: SystemScreen(.firstScreen, until: .ms(1205)),
                    steps: [LaunchStep(at: .ms(1205), .skeleton), LaunchStep(at: .ms(3105), .fresh)], fullyDrawn: .ms(3105),
                    report: ReportFigures(firstFrame: 1205, content: 3105)))
        let text = report.launch.fileText(notes: report.notes).replacingOccurrences(of: "\n# ", with: " ")
        #expect(text.contains("From 3 MetricKit payloads, app version 3.4.1 (build 341), iPhone15,2,"))
        #expect(text.contains("Merged: the launches of each bucket (the same start and end) added up across the payloads"))
        #expect(text.contains("150 launches in 3 payloads, median in the bucket 1,200 ms to 1,210 ms, midpoint 1205 ms"))
        #expect(text.contains("115 launches in 3 payloads, median in the bucket 3,100 ms to 3,110 ms, midpoint 3105 ms"))
    }

    /// A payload of the given device with buckets `(start ms, end ms, count)`
    /// written as `bound` writes a number of ms.
    private func payload(device: String, draw: [(String, String, Int)], extended: [(String, String, Int)]? = nil) -> String {
        func histogram(_ buckets: [(String, String, Int)]) -> String {
            let values = buckets.enumerated().map { index, bucket in
                #""\#(index)": {"bucketCount": \#(bucket.2), "bucketStart": "\#(bucket.0)", "bucketEnd": "\#(bucket.1)"}"#
            }
            return #"{"histogramNumBuckets": \#(buckets.count), "histogramValue": {\#(values.joined(separator: ", "))}}"#
        }
        let ext = extended.map { #", "histogrammedExtendedLaunch": \#(histogram($0))"# } ?? ""
        return #"{"timeStampBegin": "2026-11-19 00:00:00 +0000", "metaData": {"deviceType": "\#(device)"}, "#
            + #""applicationLaunchMetrics": {"histogrammedTimeToFirstDrawKey": \#(histogram(draw))\#(ext)}}"#
    }

    @Test func metricKitBucketsMatchByTheirBoundsAndTheDevicesAreCounted() throws {
        // The same bucket under another key and in another locale ("1.000 ms"
        // is 1,000 ms in German): 3 + 2 = 5 launches at 1,000-1,010 ms against
        // 4 at 500-510 ms; the 5th of 9 is in 1,000-1,010.
        let one = payload(device: "iPhone15,2", draw: [("1,000 ms", "1,010 ms", 3), ("500 ms", "510 ms", 2)])
        let other = payload(device: "iPhone14,5", draw: [("500 ms", "510 ms", 2), ("1.000 ms", "1.010 ms", 2)])
        let report = try Reports.read(Array("[\(one), \(other)]".utf8))
        #expect(report.launch.firstFrame == .ms(1005))
        #expect(report.launch.source == "MetricKit, median of 9 launches in 2 payloads, 2 devices")
        #expect(report.launch.fileText(notes: report.notes).contains("2 devices: iPhone15,2, iPhone14,5"))
        // Without an extended launch in either, the content is in the first draw.
        #expect(report.launch.steps == [LaunchStep(at: .ms(1005), .fresh)])
    }

    @Test func anExtendedLaunchInSomePayloadsIsTheMedianOfThose() throws {
        // First draw: 600-610 ms twice, 5 + 5 launches. Extended launch only
        // in the first: 2,000-2,010 ms, 4 launches.
        let with = payload(device: "iPhone15,2", draw: [("600 ms", "610 ms", 5)], extended: [("2,000 ms", "2,010 ms", 4)])
        let without = payload(device: "iPhone15,2", draw: [("600 ms", "610 ms", 5)])
        let report = try Reports.read(Array("[\(with), \(without)]".utf8))
        #expect(report.launch.source == "MetricKit, median of 10 launches in 2 payloads, iPhone15,2")
        #expect(report.launch.steps == [LaunchStep(at: .ms(605), .skeleton), LaunchStep(at: .ms(2005), .fresh)])
        let text = report.launch.fileText(notes: report.notes).replacingOccurrences(of: "\n# ", with: " ")
        #expect(text.contains("the payloads without histogrammedExtendedLaunch (it came with iOS 16) launch as the 1 of 2 with it do"))
        #expect(text.contains("histogrammedExtendedLaunch, 4 launches in 1 payload,"))
    }

    @Test func badPayloadArraysAreNamedByIndex() {
        let good = payload(device: "iPhone15,2", draw: [("600 ms", "610 ms", 5)])
        #expect(problem("[]") == "an empty array: MetricKit payloads are read one or an array of them, and this array holds none")
        #expect(problem("[\(good), \(good), 5]") == "MetricKit payloads, but [2] is a number, not a payload")
        #expect(
            problem("[\(good), {\"hello\": 1}]")
                == "MetricKit payloads, but [1] is an object without applicationLaunchMetrics or metaData, not a payload")
        #expect(
            problem(#"[\#(good), {"metaData": {}, "timeStampBegin": "2026-11-19"}]"#)
                == "MetricKit payloads, but [1] has no applicationLaunchMetrics")
        let noDraw = good.replacingOccurrences(of: "histogrammedTimeToFirstDrawKey", with: "somethingElse")
        #expect(
            problem("[\(good), \(noDraw)]") == "MetricKit payloads, but [1].applicationLaunchMetrics has no histogrammedTimeToFirstDrawKey")
        let badCount = good.replacingOccurrences(of: "\"bucketCount\": 5", with: "\"bucketCount\": -1")
        #expect(
            problem("[\(badCount)]")
                == "[0].applicationLaunchMetrics.histogrammedTimeToFirstDrawKey.histogramValue.0.bucketCount is -1: not a count of launches"
        )
        // An array of no payload at all is of no kind that is read.
        #expect(problem("[1, 2]")?.hasPrefix("a JSON of no kind that is read") == true)
    }

    @Test func localizedDurationsRead() {
        let cases: [(String, Double?)] = [
            ("1,000 ms", 1000), ("1.530 ms", 1530), ("1,530毫秒", 1530), ("1 000 ms", 1000), ("1\u{202F}530 ms", 1530),
            ("12,5 ms", 12.5), ("1.5 s", 1500), ("1,5 s", 1500), ("1.234,5 ms", 1234.5), ("1,234.5 ms", 1234.5),
            ("2 sec", 2000), ("0 ms", 0), ("1,2,3 ms", nil), ("abc", nil), ("10 parsecs", nil), ("ms", nil), ("1,0000 ms", 1),
            ("1.000.5 ms", nil)
        ]
        for (text, expected) in cases {
            #expect(LocalizedDuration.milliseconds(text) == expected, "\(text)")
        }
    }

    // MARK: - Bad input

    @Test func truncatedJSONGivesItsLineAndColumn() throws {
        let bytes = try Self.bytes("news.example.com-lighthouse.json")
        // Cut at the end of a line, between members.
        let newlines = bytes.indices.filter { bytes[$0] == 0x0A }
        let cut = Array(bytes.prefix(newlines[40] + 1))
        let lines = cut.split(separator: 0x0A, omittingEmptySubsequences: false)
        let message = problem(cut)
        #expect(lines.count == 42 && lines.last!.isEmpty)
        #expect(message?.hasPrefix("42:1: not valid JSON: the JSON ends early") == true, "\(message ?? "read")")
        // Inside a string, the place is where the string starts.
        let inString = Array("{\"a\": 1,\n  \"b\": \"abc".utf8)
        #expect(problem(inString) == "2:8: not valid JSON: the JSON ends inside a string that starts here (cut short?)")
        #expect(message?.contains("cut short") == true)
        #expect(message?.contains("\n") == false)
    }

    @Test func malformedJSONGivesItsLineAndColumn() {
        #expect(problem("{\n  \"a\": [1, 2,\n  \"b\" x\n}") == "3:7: not valid JSON: expected ',' or ']' after an item, found 'x'")
        #expect(problem("{\"a\": 01}") == "1:7: not valid JSON: a number does not start with 0")
        #expect(problem("{\"a\": \"tab\there\"}")?.hasPrefix("1:11: not valid JSON: a control character") == true)
        #expect(problem("") == "1:1: not valid JSON: the file holds no JSON value")
        #expect(problem("{} {}") == "1:4: not valid JSON: more after the JSON value ends: '{'")
        #expect(problem(String(repeating: "[", count: 300))?.contains("nested more than 256 deep") == true)
    }

    @Test func aJSONOfNoKnownKindListsTheKinds() {
        #expect(problem("{\"hello\": 1}") == KnownFiles.unknown)
        #expect(KnownFiles.unknown.count <= KnownFiles.longest)
        #expect(
            ReportKind.readList.contains("Macrobenchmark") && ReportKind.readList.contains("Lighthouse")
                && ReportKind.readList.contains("MetricKit"))
    }

    @Test func aMissingFieldIsNamed() throws {
        let bench = String(decoding: try Self.bytes("com.example.news-benchmarkData.json"), as: UTF8.self)
        // Without its median, the runs give it: the mean of the two middle
        // ones of ten, 612.9 and 618.6.
        let noMedian = bench.replacingOccurrences(of: "\"median\": 615.75,", with: "")
        #expect(try Reports.read(Array(noMedian.utf8)).launch.firstFrame == .ms(616))
        let field = "benchmarks[0].metrics.timeToInitialDisplayMs"
        let neither = #"{"benchmarks": [{"name": "s", "metrics": {"timeToInitialDisplayMs": {"minimum": 1}}}]}"#
        #expect(problem(neither) == "has no \(field).median")
        let noStartup = bench.replacingOccurrences(of: "timeToInitialDisplayMs", with: "somethingElseMs")
        #expect(problem(Array(noStartup.utf8))?.contains("no benchmark in it has metrics.timeToInitialDisplayMs") == true)

        let page = String(decoding: try Self.bytes("news.example.com-lighthouse.json"), as: UTF8.self)
        let noLCP = page.replacingOccurrences(of: "\"largest-contentful-paint\": {", with: "\"largest-contentful-paint-x\": {")
        #expect(problem(Array(noLCP.utf8)) == "a Lighthouse report, but audits has no largest-contentful-paint")

        let payload = String(decoding: try Self.bytes("metrickit-payload.json"), as: UTF8.self)
        let noDraw = payload.replacingOccurrences(of: "histogrammedTimeToFirstDrawKey", with: "somethingElse")
        #expect(problem(Array(noDraw.utf8)) == "a MetricKit payload, but applicationLaunchMetrics has no histogrammedTimeToFirstDrawKey")
    }

    @Test func absurdValuesAreRefusedByName() throws {
        func bench(_ median: String) -> String {
            #"{"benchmarks": [{"name": "s", "metrics": {"timeToInitialDisplayMs": {"median": \#(median)}}}]}"#
        }
        let field = "benchmarks[0].metrics.timeToInitialDisplayMs.median"
        #expect(problem(bench("-5")) == "\(field) is -5 ms: a time after the tap is not negative")
        #expect(problem(bench("75000")) == "\(field) is 75000 ms: over 60 s is no longer a launch")
        #expect(problem(bench("NaN")) == "\(field) is NaN: not a time")
        // A first frame must come after the tap: the launch file's system screen shows until it.
        #expect(problem(bench("0")) == "\(field) is 0 ms: a first frame at the tap is not a launch that was measured")
        #expect(problem(bench("0.4")) == "\(field) is 0.4 ms: a first frame at the tap is not a launch that was measured")
        // Every run is checked too, by its index; an empty list is no runs.
        func runs(_ list: String) -> String {
            #"{"benchmarks": [{"name": "s", "metrics": {"timeToInitialDisplayMs": {"median": 600, "runs": [\#(list)]}}}]}"#
        }
        let runsField = "benchmarks[0].metrics.timeToInitialDisplayMs.runs"
        #expect(problem(runs("590, 600, -1")) == "\(runsField)[2] is -1 ms: a time after the tap is not negative")
        #expect(problem(runs("1e9, 600")) == "\(runsField)[0] is 1000000000 ms: over 60 s is no longer a launch")
        #expect(problem(runs("600, \"NaN\"")) == "\(runsField)[1] is not a number")
        #expect(problem(runs("")) == "\(runsField) is empty: no run was measured")
        #expect(try Reports.read(Array(runs("590, 600, 640").utf8)).launch.source == "Macrobenchmark, median of 3 runs")
        #expect(problem(bench("Infinity")) == "\(field) is Infinity ms: over 60 s is no longer a launch")
        #expect(problem(bench("\"fast\"")) == "\(field) is not a number")
        let page =
            #"{"lighthouseVersion": "12", "audits": {"first-contentful-paint": {"numericValue": 900}, "#
            + #""largest-contentful-paint": {"numericValue": 800}, "cumulative-layout-shift": {"numericValue": 0}}}"#
        #expect(problem(page)?.contains("largest-contentful-paint.numericValue (800 ms) comes before") == true)
    }

    /// A run follows the median's rule: after the tap (rounded to the
    /// millisecond) and not over 60 s; exactly 60 s is still a launch.
    @Test func runsAndTheMedianFollowOneRule() throws {
        func bench(median: String, runs: String) -> [UInt8] {
            Array(
                #"{"benchmarks": [{"name": "s", "metrics": {"timeToInitialDisplayMs": {"median": \#(median), "runs": [\#(runs)]}}}]}"#.utf8)
        }
        let field = "benchmarks[0].metrics.timeToInitialDisplayMs"
        let atTheTap = "a first frame at the tap is not a launch that was measured"
        #expect(problem(bench(median: "600", runs: "0, 600")) == "\(field).runs[0] is 0 ms: \(atTheTap)")
        #expect(problem(bench(median: "600", runs: "600, 0.4")) == "\(field).runs[1] is 0.4 ms: \(atTheTap)")
        #expect(problem(bench(median: "0", runs: "600")) == "\(field).median is 0 ms: \(atTheTap)")
        #expect(problem(bench(median: "600", runs: "600, 60000.1")) == "\(field).runs[1] is 60000.1 ms: over 60 s is no longer a launch")
        #expect(problem(bench(median: "60000", runs: "60000")) == nil)
        #expect(problem(bench(median: "600", runs: "600, 60000")) == nil)
        let full =
            #"{"benchmarks": [{"name": "s", "metrics": {"timeToInitialDisplayMs": {"median": 600}, "#
            + #""timeToFullDisplayMs": {"median": 900, "runs": [900, 0]}}}]}"#
        #expect(
            problem(full)
                == "benchmarks[0].metrics.timeToFullDisplayMs.runs[1] is 0 ms: a full display at the tap is not a launch that was measured")
    }

    /// Figures are told as they are: NaN is NaN, and a count too small to
    /// show in four decimals is not shown as 0 (which is a count).
    @Test func oddFiguresAreToldAsTheyAre() throws {
        func payload(_ count: String) -> String {
            #"{"applicationLaunchMetrics": {"histogrammedTimeToFirstDrawKey": {"histogramValue": "#
                + #"{"0": {"bucketCount": \#(count), "bucketStart": "1,000 ms", "bucketEnd": "1,010 ms"}}}}, "metaData": {}}"#
        }
        let field = "applicationLaunchMetrics.histogrammedTimeToFirstDrawKey.histogramValue.0.bucketCount"
        #expect(problem(payload("NaN")) == "\(field) is NaN: not a count of launches")
        #expect(problem(payload("4.9e-324")) == "\(field) is 5e-324: not a count of launches")
        #expect(problem(payload("0.5")) == "\(field) is 0.5: not a count of launches")
        #expect(problem(payload("0"))?.contains("counts no launches") == true)
        #expect(Reports.figure(.nan) == "NaN")
        #expect(Reports.figure(-.infinity) == "-Infinity")
        #expect(Reports.figure(0.00001) == "1e-05")
        #expect(Reports.figure(0.1846) == "0.1846")
        #expect(Reports.figure(0) == "0")
    }

    // MARK: - The JSON reader

    @Test func theReaderReadsEscapesAndSkipsWhatIsNotKept() throws {
        let value = try JSONReader.parse(
            Array(#"{"a": "x\"\\\/\n\u00e9\ud83d\ude00", "b": [1, -2.5e1, true, null], "c": {"big": "zzz"}}"#.utf8)
        ) { $0 != ["c", "big"] }
        #expect(value["a"]?.string == "x\"\\/\né😀")
        #expect(value["b"] == .array([.number(1), .number(-25), .bool(true), .null]))
        #expect(value["c"] == .object([:]))
    }
}

/// The JSON reader's fast path over long plain strings (a report's base64
/// screenshots) finds exactly what a byte-by-byte look finds.
@Suite struct JSONStringScanTests {
    @Test func eightAtATimeFindsWhatOneAtATimeFinds() {
        // Every byte value at every position of a run of 1 to 20 bytes, and
        // of runs around the 32-byte vectors' edges, among plain base64
        // letters and UTF-8 (bytes 0x80 and up).
        let plain: [UInt8] = Array("QUJDRGVm+/09".utf8) + [0xC3, 0xA9, 0xE2, 0x80, 0x94]
        for length in Array(1...20) + [31, 32, 33, 39, 40, 41, 63, 64, 65, 72] {
            for position in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var run = (0..<length).map { plain[$0 % plain.count] }
                    run[position] = byte
                    let expected = run.contains { $0 == UInt8(ascii: "\\") || $0 < 0x20 }
                    let found = run.withUnsafeBufferPointer { JSONReader.holdsEscapeOrControl($0) }
                    if found != expected {
                        Issue.record("byte \(byte) at \(position) of \(length): \(found), not \(expected)")
                        return
                    }
                }
            }
        }
    }

    @Test func stringsWithEscapesAndWithoutReadTheSame() throws {
        let long = String(repeating: "QUJD", count: 5000)
        let text = #"{"a": "\#(long)", "b": "x\"y\\z\u00e9", "c": "\#(long)\n"}"#
        let value = try JSONReader.parse(Array(text.utf8))
        #expect(value["a"]?.string == long)
        #expect(value["b"]?.string == "x\"y\\zé")
        #expect(value["c"]?.string == long + "\n")
        // A control character inside a long string is still refused where it is.
        let broken = "{\"a\": \"" + long + "\u{01}" + long + "\"}"
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array(broken.utf8)) }
    }
}
