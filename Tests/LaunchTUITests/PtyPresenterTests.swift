import Foundation
import Testing

/// `launch-tui play` in a pseudo-terminal: it shows the talk's first beat,
/// goes on with space, back with the left arrow, and quits on q, leaving
/// the alternate screen.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func playStepsThroughATalkAndQuits() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.launch").path
        let session = try PtySession(arguments: ["play", talk])
        defer { session.kill() }
        #expect(session.read(until: "beat 1/10", timeout: 90), "the talk never showed:\n\(session.printable)")
        // Only changed cells are written, so the counter's new digit comes
        // alone; the play sign shows the beat playing.
        #expect(!session.output.contains("▶"))
        session.send(" ")
        #expect(session.read(until: "▶", timeout: 30))
        // Right ends the beat playing; the next one played and ended, left
        // goes back: the end of the beat before is on screen again, cell for cell.
        session.send("\u{1B}[C")
        session.settle(0.5)
        let endOfBeat = session.screen.text
        session.send(" \u{1B}[C")
        #expect(session.waitForScreen(timeout: 30) { $0.text != endOfBeat }, "the next beat never showed")
        session.settle(0.5)
        session.send("\u{1B}[D")
        #expect(session.waitForScreen(timeout: 30) { $0.text == endOfBeat },
                "left did not bring back the beat before:\n\(session.screen.text)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        #expect(session.output.contains("\u{1B}[?1049l"))
    }

    @Test(.timeLimit(.minutes(3))) func playWithABadScriptSaysWhyAndExits2() throws {
        let session = try PtySession(arguments: ["play", "/nonexistent.launch"])
        defer { session.kill() }
        #expect(session.waitForExit(timeout: 60) == 2)
        #expect(session.output.contains("no such file"))
        #expect(!session.output.contains("\u{1B}[?1049h"))
    }
}
