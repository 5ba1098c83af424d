import Foundation
import Testing

/// The built `launch-tui` in a pseudo-terminal larger than any stage:
/// curses drives only its top-left corner of the largest size `--size`
/// allows (1000x500), so its memory does not grow with the terminal.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3)), arguments: [(3000, 1500), (65535, 65535)])
    func aTerminalPastTheLargestStageShowsTheStageAtTheLargest(columns: Int, rows: Int) throws {
        let largest = (columns: 1000, rows: 500)
        let session = try PtySession(arguments: ["--theme", "dark"], size: (columns, rows), watched: largest)
        defer { session.kill() }
        // The status line is the largest stage's last row, its clock moving.
        let drawn = session.waitForScreen(timeout: 90) { Self.clock($0) != nil }
        #expect(drawn, "no stage at \(largest.columns)x\(largest.rows):\n\(String(session.output.suffix(400)))")
        #expect(!session.output.contains("TERM"), "\(String(session.output.suffix(400)))")
        #expect(session.screen.lines.contains { $0.contains("Today") })
        // Two stage buffers and curses' three screens at 1000x500 are tens
        // of megabytes; curses' screens at 3000x1500 alone were 700 MB.
        if let peak = session.peakResidentKilobytes {
            #expect(peak < 300_000, "peak resident \(peak) KB")
        }
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        #expect(!session.screen.alternate && session.screen.cursorShown && session.modesAreAsBefore)
    }

    /// Grown past the largest stage while it runs: the same.
    @Test(.timeLimit(.minutes(3))) func aTerminalGrownPastTheLargestStageShowsTheStageAtTheLargest() throws {
        let session = try PtySession(arguments: ["--theme", "dark"])
        defer { session.kill() }
        #expect(session.waitForScreen(timeout: 90) { Self.clock($0) != nil }, "\(session.printable)")
        session.resize(columns: 20000, rows: 20000, watched: (1000, 500))
        let drawn = session.waitForScreen(timeout: 90) { Self.clock($0) != nil && $0.lines.contains { $0.contains("Today") } }
        #expect(drawn, "no stage at 1000x500:\n\(String(session.output.suffix(400)))")
        if let peak = session.peakResidentKilobytes {
            #expect(peak < 300_000, "peak resident \(peak) KB")
        }
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }
}
