import Foundation
import Scenes
import Testing

@testable import LaunchTUI

@Suite struct SnapshotCommandTests {
    @Test(arguments: [Size(width: 100, height: 30), Size(width: 80, height: 24), Size(width: 20, height: 10), Size(width: 131, height: 41)])
    func printsExactlyHRowsOfAtMostWColumns(size: Size) {
        let output = SnapshotCommand.output(SnapshotOptions(at: .ms(3100), size: size))
        #expect(output.hasSuffix("\n"))
        let rows = output.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == size.height)
        #expect(rows.allSatisfy { DisplayWidth.of(String($0)) <= size.width })
        #expect(rows.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func stylesFollowTheText() {
        var options = SnapshotOptions(at: .ms(2700))
        options.styles = true
        let output = SnapshotCommand.output(options)
        let parts = output.components(separatedBy: "--- styles ---\n")
        #expect(parts.count == 2)
        #expect(parts[0].split(separator: "\n", omittingEmptySubsequences: false).count == 31)
        #expect(parts[1].contains("story+bold@light"))
    }
}

@Suite struct MetricsCommandTests {
    @Test func jsonHasBothPanesLeftFirst() throws {
        let json = MetricsCommand.output(MetricsOptions(json: true))
        #expect(
            json.contains("{\"style\": \"splash\", \"first_frame\": 0.4, \"content\": 2.6, \"fully_drawn\": 3, \"layout_shift\": 0.125"))
        #expect(
            json.contains(
                "{\"style\": \"content-first\", \"first_frame\": 0.4, \"content\": 0.4, \"fully_drawn\": 1.5, \"layout_shift\": 0.000"))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let panes = try #require(object?["panes"] as? [[String: Any]])
        #expect(panes.map { $0["style"] as? String } == ["splash", "content-first"])
        // The app's four verdicts, then the tap's.
        #expect(panes.allSatisfy { ($0["verdicts"] as? [Any])?.count == 5 })
    }

    /// Each pane's first answer to a tap, in seconds, and its verdict against
    /// Apple's 400 ms: content first from its first frame, the logo splash
    /// only once its stories are there, the animated launch once the app is ready.
    @Test func jsonSaysWhenEachPaneResponds() throws {
        var options = MetricsOptions(json: true)
        options.scenario.left = .animated
        let json = MetricsCommand.output(options)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let panes = try #require(object?["panes"] as? [[String: Any]])
        #expect(panes.map { $0["responds"] as? Double } == [0.85, 0.4])
        let standard =
            try JSONSerialization.jsonObject(with: Data(MetricsCommand.output(MetricsOptions(json: true)).utf8)) as? [String: Any]
        let both = try #require(standard?["panes"] as? [[String: Any]])
        #expect(both.map { $0["responds"] as? Double } == [2.6, 0.4])
        let verdicts = both.map { ($0["verdicts"] as? [[String: Any]])?.last }
        #expect(verdicts.map { $0?["metric"] as? String } == ["responds", "responds"])
        #expect(verdicts.map { $0?["against"] as? String } == ["Apple", "Apple"])
        #expect(verdicts.map { $0?["verdict"] as? String } == ["poor", "good"])
        #expect(verdicts.map { $0?["threshold"] as? Double } == [0.4, 0.4])
    }

    @Test func neverIsNull() {
        var options = MetricsOptions(json: true)
        options.scenario.network = .offline
        let json = MetricsCommand.output(options)
        #expect(json.contains("{\"style\": \"splash\", \"first_frame\": 0.4, \"content\": null, \"fully_drawn\": null"))
        #expect(json.contains("\"speed_index\": null"))
    }

    /// Speed Index in milliseconds, as WebPageTest gives it (worked out by
    /// hand in the visual progress tests).
    @Test func speedIndexInMilliseconds() throws {
        let json = MetricsCommand.output(MetricsOptions(json: true))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let panes = try #require(object?["panes"] as? [[String: Any]])
        #expect(panes.map { $0["speed_index"] as? Int } == [3000, 756])
        let table = MetricsCommand.output(MetricsOptions())
        #expect(table.contains("speed_index"))
        #expect(table.contains("3000 ms"))
        #expect(table.contains("756 ms"))
    }

    @Test func theTableNamesEveryMetric() {
        let table = MetricsCommand.output(MetricsOptions())
        for word in ["first_frame", "content", "fully_drawn", "layout_shift", "splash", "content-first", "2.6 s"] {
            #expect(table.contains(word))
        }
    }
}

@Suite struct ExitStatusTests {
    @Test func badInputExitsWithTwo() {
        #expect(LaunchTUIMain.run(["snapshot", "--at", "-1"]) == 2)
        #expect(LaunchTUIMain.run(["snapshot", "--at", "1", "--size", "10x5"]) == 2)
        #expect(LaunchTUIMain.run(["--nope"]) == 2)
    }
}

@Suite struct BenchCommandTests {
    /// Runs a tiny bench: curses writes to a counted file, never to a terminal.
    /// Only what does not depend on the machine's speed is checked.
    @Test func aTinyBenchCountsBytesAndCells() throws {
        let output = try BenchCommand.output(BenchOptions(size: Size(width: 80, height: 24), count: 5), catchingSignals: false)
        #expect(output.hasPrefix("launch-tui bench: 80x24, 5 frames"))
        #expect(output.contains("first paint"))
        let firstPaint = try #require(output.split(separator: "\n").first { $0.hasPrefix("first paint") })
        #expect(firstPaint.hasSuffix(", 1920 cells written"))
        #expect(!firstPaint.contains(" 0 bytes"))
        #expect(output.contains("cells a frame"))
        #expect(output.contains("\npage             "), "the web page's time and size")
    }

    @Test func framesLoopOverTheStage() {
        let times = BenchCommand.frameTimes(count: 5, duration: .ms(50))
        #expect(times == [.ms(0), .ms(16), .ms(33), .ms(50), .ms(0)])
    }
}

@Suite struct UsageTests {
    /// --help and the terminals page (docs/terminals.md) say the same about how the demo ends.
    @Test func helpAndTerminalsPageGiveTheSameExitStatuses() throws {
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/terminals.md"), encoding: .utf8)
        let help = Usage.main.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let words = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for claim in ["0 on q, Esc or Ctrl-C (SIGINT)", "131", "SIGQUIT", "143", "SIGTERM", "129", "SIGHUP", "2 without a terminal"] {
            #expect(help.contains(claim), "--help: \(claim)")
            #expect(words.contains(claim), "docs/terminals.md: \(claim)")
        }
    }
}
