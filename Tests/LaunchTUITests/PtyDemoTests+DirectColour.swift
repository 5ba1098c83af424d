import Foundation
import Testing

/// A report's frames in a terminal that says it has direct colour.
extension PtyDemoTests {
    /// `COLORTERM=truecolor` over `xterm-256color`: curses starts as
    /// `xterm-direct`, and the frame's pixels (and the palette's colours)
    /// go out as RGB; without it, the 256 colours.
    @Test(.timeLimit(.minutes(3))) func colortermTruecolorDrawsTheFramesInDirectColour() throws {
        try MachineNeeds.terminfo("xterm-direct")
        let report = try FramesPaneTests.file()
        for (colorterm, direct) in [("truecolor", true), ("", false)] {
            let session = try PtySession(
                arguments: ["--left", report, "--frames", "--at", "1", "--theme", "dark"],
                term: "xterm-256color", environment: ["COLORTERM": colorterm])
            defer { session.kill() }
            let drawn = session.waitFor(timeout: 90) { $0.output.contains("48:2::") || $0.output.contains("48;5;") }
            #expect(drawn, "\(session.printable)")
            session.settle(0.5)
            #expect(session.output.contains("48:2::") == direct, "COLORTERM=\(colorterm)")
            session.send("q")
            #expect(session.waitForExit(timeout: 30) == 0)
        }
    }
}
