import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// The example talks quote what the program measures: each figure a
/// caption gives beside a metric's words ("layout shift 0.125 vs 0",
/// "first frame at 0.62 s", "Speed Index 756 ms") is what `metrics --json`
/// gives for the scenario in force at that beat, left pane first where the
/// caption sets two figures side by side ("A vs B").
@Suite struct TalkFiguresTests {
    /// One quoted figure, or two ("A vs B": the left pane's, then the right's).
    struct Quote: Equatable {
        var metric: String
        var figures: [String]
        var unit: String?
    }

    /// `metrics --json`'s name for each metric a caption may name.
    static let metrics = [
        "layout shift": "layout_shift", "speed index": "speed_index", "first frame": "first_frame",
        "fully drawn": "fully_drawn", "responds": "responds", "content": "content"
    ]

    /// The figures `caption` quotes beside a metric's words. "content first"
    /// is a style, not the content metric; a time that opens a caption
    /// ("0.4 s: …") is a moment of the launch, not a metric.
    static func quotes(in caption: String) throws -> [Quote] {
        let number = #"(\d+(?:\.\d+)?)(?:\s*(ms|s)\b)?"#
        let pattern = try Regex(
            #"(?i)\b(layout shift|speed index|first frame|fully drawn|responds|content(?! first))"#
                + #"(?:\s+(?:at|of|in|is|by))?:?\s+"# + number + #"(?:\s+vs\.?\s+"# + number + ")?")
        return caption.matches(of: pattern).map { match in
            let parts = match.output
            let metric = String(parts[1].substring!).lowercased()
            let figures = [parts[2].substring, parts[4].substring].compactMap { $0.map(String.init) }
            let unit = (parts[3].substring ?? parts[5].substring).map(String.init)
            return Quote(metric: metric, figures: figures, unit: unit)
        }
    }

    /// What `metrics --json` gives for `scenario`: each pane's object.
    static func measured(_ scenario: Scenario, size: Size = .standard) throws -> [[String: Any]] {
        var options = MetricsOptions(json: true)
        options.scenario = scenario
        options.size = size
        let object =
            try JSONSerialization.jsonObject(with: Data(MetricsCommand.output(options).utf8))
            as? [String: Any]
        return try #require(object?["panes"] as? [[String: Any]])
    }

    /// Whether `figure` (as written, in `unit`) is the pane's `key` as
    /// measured, to the figure's own decimals.
    static func agrees(_ figure: String, unit: String?, with pane: [String: Any], key: String) -> Bool {
        guard let value = pane[key] as? Double, let quoted = Double(figure) else { return false }
        // Times are seconds in the JSON, the Speed Index milliseconds.
        var measured = value
        if key != "speed_index", key != "layout_shift", unit == "ms" { measured *= 1000 }
        if key == "speed_index", unit == "s" { measured /= 1000 }
        let places = figure.split(separator: ".").dropFirst().first?.count ?? 0
        let scale = pow(10, Double(places))
        return (measured * scale).rounded() == (quoted * scale).rounded()
    }

    /// Every quote in `caption` that the panes' measurements do not bear out.
    static func mismatches(in caption: String, panes: [[String: Any]]) throws -> [String] {
        try quotes(in: caption).compactMap { quote in
            let key = metrics[quote.metric]!
            let agreed =
                quote.figures.count == 2
                ? zip(quote.figures, panes).allSatisfy { agrees($0, unit: quote.unit, with: $1, key: key) }
                : panes.contains { agrees(quote.figures[0], unit: quote.unit, with: $0, key: key) }
            guard !agreed else { return nil }
            let said = panes.map { "\($0[key].map { "\($0)" } ?? "null")" }.joined(separator: " vs ")
            return
                "\"\(caption)\": \(quote.metric) \(quote.figures.joined(separator: " vs ")), metrics measures \(said)"
        }
    }

    @Test func aCaptionsFiguresAreFoundBesideTheirMetrics() throws {
        #expect(
            try Self.quotes(in: "Content at 2.6 s vs 0.4 s; layout shift 0.125 vs 0: under the phones")
                == [
                    Quote(metric: "content", figures: ["2.6", "0.4"], unit: "s"),
                    Quote(metric: "layout shift", figures: ["0.125", "0"], unit: nil)
                ])
        #expect(
            try Self.quotes(in: "The system splash until our first frame at 0.62 s") == [
                Quote(metric: "first frame", figures: ["0.62"], unit: "s")
            ])
        #expect(
            try Self.quotes(in: "Speed Index 756 ms") == [
                Quote(metric: "speed index", figures: ["756"], unit: "ms")
            ])
        // Moments and styles are not metrics.
        #expect(
            try Self.quotes(in: "0.4 s: content first shows the stories it saved last time").isEmpty)
        #expect(
            try Self.quotes(in: "Our skeleton until 1.48 s; content first showed saved stories at 0.4 s")
                .isEmpty)
    }

    /// The check fails for a figure the program does not measure: the old
    /// 80x24 reading of the splash's shift, and a Speed Index off by one.
    @Test func aFigureOtherThanTheMeasuredOneIsCaught() throws {
        let panes = try Self.measured(.standard)
        #expect(try Self.mismatches(in: "layout shift 0.125 vs 0", panes: panes).isEmpty)
        #expect(try Self.mismatches(in: "layout shift 0.160 vs 0", panes: panes).count == 1)
        #expect(try Self.mismatches(in: "layout shift 0 vs 0.125", panes: panes).count == 1)
        let speedIndex = try #require(panes[1]["speed_index"] as? Double)
        #expect(try Self.mismatches(in: "Speed Index \(Int(speedIndex)) ms", panes: panes).isEmpty)
        #expect(
            try Self.mismatches(in: "Speed Index \(Int(speedIndex) + 1) ms", panes: panes).count == 1)
    }

    /// Each example talk's captions, at each beat with the scenario then in
    /// force, quote what `metrics` measures for it; and the talks quote some.
    @Test func theExampleTalksQuoteWhatIsMeasured() throws {
        var quoted = 0
        for path in Examples.paths {
            let script = try TalkFile.load(path)
            var checked: Set<String> = []
            for beat in ScriptTimeline(script).beats {
                let state = beat.endState
                let caption = state.caption
                guard !caption.isEmpty, try !Self.quotes(in: caption).isEmpty,
                    checked.insert(caption + "\u{0}" + state.scenario.summary).inserted
                else { continue }
                quoted += try Self.quotes(in: caption).count
                let panes = try Self.measured(state.scenario, size: script.settings.size)
                for mismatch in try Self.mismatches(in: caption, panes: panes) {
                    Issue.record("\(path): \(mismatch)")
                }
            }
        }
        #expect(
            quoted >= 3, "the example talks quote \(quoted) figures: the check would pass for want of any"
        )
    }
}
