import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// A Chrome DevTools performance trace of our own, in the Trace Event
/// Format's JSON as Chrome writes it: the times in microseconds, worked
/// out by hand.
@Suite struct ChromeTraceReportTests {
    static let frame = "9F1C2D3E4A5B6C7D8E9F0A1B2C3D4E5F"

    static func event(_ name: String, at ts: Int, frame: String = frame, data: String = "{}", phase: String = "R") -> String {
        #"{"args": {"data": \#(data), "frame": "\#(frame)"}, "cat": "loading", "name": "\#(name)", "ph": "\#(phase)", "pid": 7, "tid": 1, "ts": \#(ts)}"#
    }

    static func shift(at ts: Int, score: Double, input: Bool = false) -> String {
        event("LayoutShift", at: ts, data: #"{"score": \#(score), "had_recent_input": \#(input), "is_main_frame": true}"#, phase: "I")
    }

    static let start = 100_000_000
    static let navigation = event(
        "navigationStart", at: start,
        data: #"{"documentLoaderURL": "https://shop.example.com/cart", "isLoadingMainFrame": true, "navigationId": "N1"}"#)

    /// FCP 412.5 ms; LCP candidates at 600 and 1210.4 ms; shifts in two
    /// windows (0.05 + 0.08, then 0.2 + 0.07 + 0.01 after a gap of over a
    /// second), one after input left out, and a subframe's.
    static var events: [String] {
        [
            event(
                "TracingStartedInBrowser", at: start - 3000, data: #"{"frames": [{"frame": "\#(frame)", "url": "about:blank"}]}"#,
                phase: "I"),
            // An earlier navigation of a subframe: not the page's.
            event(
                "navigationStart", at: start - 2000, frame: "SUB",
                data: #"{"documentLoaderURL": "https://ads.example.net/", "isLoadingMainFrame": false}"#),
            navigation,
            event("firstPaint", at: start + 300_000),
            event("firstContentfulPaint", at: start + 412_500, data: #"{"navigationId": "N1"}"#),
            event("firstContentfulPaint", at: start + 200_000, frame: "SUB"),
            event(
                "largestContentfulPaint::Candidate", at: start + 600_000,
                data: #"{"candidateIndex": 1, "isMainFrame": true, "navigationId": "N1"}"#),
            event(
                "largestContentfulPaint::Candidate", at: start + 1_210_400,
                data: #"{"candidateIndex": 2, "isMainFrame": true, "navigationId": "N1"}"#),
            shift(at: start + 700_000, score: 0.05),
            shift(at: start + 1_300_000, score: 0.08),
            shift(at: start + 2_500_000, score: 0.2),
            shift(at: start + 2_900_000, score: 0.9, input: true),
            shift(at: start + 3_100_000, score: 0.07),
            shift(at: start + 3_400_000, score: 0.01),
            event(
                "LayoutShift", at: start + 3_500_000, frame: "SUB",
                data: #"{"score": 0.5, "had_recent_input": false, "is_main_frame": false}"#, phase: "I"),
            #"{"args": {"snapshot": "/9j/4AAQSkZJRgABAQ"}, "cat": "disabled-by-default-devtools.screenshot", "name": "Screenshot", "ph": "O", "id": "0x1", "pid": 7, "tid": 1, "ts": 100500000}"#
        ]
    }

    static func read(_ text: String) throws(ReportProblem) -> ReportLaunch { try Reports.read(Array(text.utf8)) }

    static func problem(_ text: String) -> String? {
        do { _ = try read(text); return nil } catch { return error.text }
    }

    @Test(arguments: [false, true])
    func theMainFramesPaintsAreTimedFromItsNavigationStart(wrapped: Bool) throws {
        let list = "[" + Self.events.joined(separator: ",\n") + "]"
        let report = try Self.read(wrapped ? #"{"traceEvents": \#(list), "metadata": {"source": "DevTools"}}"# : list)
        #expect(report.kind == ChromeTraceReport.kind)
        #expect(report.launch.title == "shop.example.com")
        #expect(report.launch.platform == .web)
        #expect(report.launch.source == "Chrome DevTools trace, one run")
        #expect(report.launch.firstFrame == .ms(413))
        #expect(report.launch.steps.prefix(2) == [LaunchStep(at: .ms(413), .skeleton), LaunchStep(at: .ms(1210), .fresh)])
        // The second window (0.2 + 0.07 + 0.01 = 0.28) is the largest. Each
        // shift is drawn at its time, the one before the content in the
        // frame after it; the one after input and the subframe's are not.
        let shifts = [
            ReportShift(at: .ms(1220), score: 0.05), ReportShift(at: .ms(1300), score: 0.08),
            ReportShift(at: .ms(2500), score: 0.2), ReportShift(at: .ms(3100), score: 0.07),
            ReportShift(at: .ms(3400), score: 0.01)
        ]
        let inserts = report.launch.steps.dropFirst(2)
        #expect(
            !inserts.isEmpty
                && inserts.allSatisfy { step in
                    if case .banner(.pushes) = step.phase { return shifts.contains { $0.at == step.at } }
                    return false
                }, "\(report.launch.steps)")
        // The trace's own figures travel with the pane, as a report's do.
        #expect(report.launch.report == ReportFigures(firstFrame: 412.5, content: 1210.4, layoutShift: 0.28, shifts: shifts))
        let text = report.launch.fileText(notes: report.notes)
        #expect(text.contains("firstContentfulPaint 412.5 ms"))
        #expect(text.contains("the last largestContentfulPaint::Candidate 1210.4 ms"))
        let comments = text.replacingOccurrences(of: "\n# ", with: " ")
        #expect(comments.contains("7 LayoutShift events, 5 counted, give CLS 0.28 (Lighthouse's: every frame's weighted score"))
        #expect(comments.contains("at their times"))
    }

    @Test func clsIsTheLargestSessionWindow() {
        typealias Shift = ChromeTraceReport.Shift
        let second = 1_000_000.0
        // A gap of a second or more closes a window.
        #expect(ChromeTraceReport.cumulativeLayoutShift([Shift(time: 0, score: 0.1), Shift(time: second, score: 0.15)]).score == 0.15)
        #expect(
            abs(ChromeTraceReport.cumulativeLayoutShift([Shift(time: 0, score: 0.1), Shift(time: 0.99 * second, score: 0.15)]).score - 0.25)
                < 1e-12)
        // A window lasts at most 5 s: the shift at 5.4 s opens a new one.
        let steady = stride(from: 0.0, through: 5.4, by: 0.6).map { Shift(time: $0 * second, score: 0.1) }
        let cls = ChromeTraceReport.cumulativeLayoutShift(steady)
        #expect(abs(cls.score - 0.9) < 1e-9)
        #expect(cls.from == steady[0])
        #expect(ChromeTraceReport.cumulativeLayoutShift([]).score == 0)
    }

    @Test func withoutACandidateTheFirstPaintIsTheContent() throws {
        let report = try Self.read(
            "[" + [Self.navigation, Self.event("firstContentfulPaint", at: Self.start + 250_000)].joined(separator: ",") + "]")
        #expect(report.launch.steps == [LaunchStep(at: .ms(250), .fresh)])
        #expect(report.launch.fullyDrawn == .ms(250))
    }

    @Test func aTraceThatTimesNoPageLoadIsRefusedForWhatItLacks() {
        #expect(
            Self.problem(#"[{"name": "RunTask", "ph": "X", "ts": 5, "dur": 3, "pid": 1, "tid": 1}]"#)?
                .hasPrefix("a Chrome trace with no navigationStart of the main frame") == true)
        #expect(
            Self.problem("[" + Self.navigation + "]")?
                .hasPrefix("a Chrome trace with no firstContentfulPaint event of the main frame after its navigationStart") == true)
        let invalidated = [
            Self.navigation, Self.event("firstContentfulPaint", at: Self.start + 250_000),
            Self.event("largestContentfulPaint::Candidate", at: Self.start + 260_000),
            Self.event("largestContentfulPaint::Invalidate", at: Self.start + 270_000)
        ]
        #expect(Self.problem("[" + invalidated.joined(separator: ",") + "]")?.contains("was invalidated") == true)
        let late = [Self.navigation, Self.event("firstContentfulPaint", at: Self.start + 61_000_000)]
        #expect(
            Self.problem("[" + late.joined(separator: ",") + "]") == "firstContentfulPaint is 61000 ms: over 60 s is no longer a launch")
        let bad = [
            Self.navigation, Self.event("firstContentfulPaint", at: Self.start + 1000),
            Self.event("LayoutShift", at: Self.start + 2000, data: #"{"score": -1}"#)
        ]
        #expect(Self.problem("[" + bad.joined(separator: ",") + "]")?.contains("args.data.score is not a score") == true)
    }

    /// An event as Chrome wrote it before version 67: `args.frame` only.
    static func old(_ name: String, at ts: Int, frame: String = "0x1637") -> String {
        #"{"args": {"frame": "\#(frame)"}, "cat": "blink.user_timing", "name": "\#(name)", "ph": "R", "pid": 9, "tid": 1, "ts": \#(ts)}"#
    }

    /// Before Chrome 67 (Lighthouse's trace processor still reads such
    /// traces): the main frame is `TracingStartedInPage`'s page, possibly
    /// recorded after the navigation, and its last navigationStart counts.
    @Test func aTraceFromBeforeChrome67IsTimedFromItsMainFramesLastNavigation() throws {
        let events = [
            Self.old("navigationStart", at: Self.start - 900, frame: "0xSUB"),
            Self.old("navigationStart", at: Self.start - 767),
            Self.old("navigationStart", at: Self.start),
            #"{"args": {"data": {"page": "0x1637", "sessionId": "1.1"}}, "name": "TracingStartedInPage", "ph": "I", "pid": 9, "tid": 1, "ts": \#(Self.start + 3000)}"#,
            Self.old("firstPaint", at: Self.start + 80_046),
            Self.old("firstContentfulPaint", at: Self.start + 80_054)
        ]
        let report = try Self.read("[" + events.joined(separator: ",") + "]")
        #expect(report.launch.report?.firstFrame == 80.054)
        #expect(report.launch.firstFrame == .ms(80))
        // Without a first paint, that is what it lacks (it is a page load).
        #expect(
            Self.problem("[" + events.dropLast().joined(separator: ",") + "]")?
                .hasPrefix("a Chrome trace with no firstContentfulPaint event of the main frame after its navigationStart") == true)
    }

    /// Shifts inside an iframe count by their `weighted_score_delta`, as
    /// Lighthouse counts them, in one session window with the page's own.
    @Test func everyFramesShiftsCountByTheirWeight() throws {
        func shift(_ ms: Int, frame: String, score: Double, weighted: Double, main: Bool) -> String {
            Self.event(
                "LayoutShift", at: Self.start + ms * 1000, frame: frame,
                data: #"{"score": \#(score), "weighted_score_delta": \#(weighted), "had_recent_input": false, "is_main_frame": \#(main)}"#,
                phase: "I")
        }
        let events = [
            Self.event(
                "TracingStartedInBrowser", at: Self.start - 3000, data: #"{"frames": [{"frame": "\#(Self.frame)", "url": "about:blank"}]}"#,
                phase: "I"),
            Self.navigation, Self.event("firstContentfulPaint", at: Self.start + 200_000),
            shift(300, frame: "SUB", score: 0.02, weighted: 0.05, main: false),
            shift(500, frame: "SUB", score: 0.02, weighted: 0.04, main: false),
            shift(700, frame: Self.frame, score: 0.01, weighted: 0.01, main: true)
        ]
        let report = try Self.read("[" + events.joined(separator: ",") + "]")
        #expect(abs((report.launch.report?.layoutShift ?? 0) - 0.1) < 1e-9)
    }

    @Test func screenshotsAreNotKept() {
        #expect(!Reports.keep(["traceEvents", "args", "snapshot"]))
        #expect(!Reports.keep(["args", "snapshot"]))
        #expect(Reports.keep(["traceEvents", "args", "data"]))
    }
}
