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

    /// In a terminal larger than the talk's `Set Size` the stage keeps that
    /// size, in the middle; `--theme` overrides the script's palette.
    @Test(.timeLimit(.minutes(3))) func playCentresTheTalkInALargerTerminalInTheThemeAsked() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.launch").path
        let session = try PtySession(arguments: ["play", talk, "--theme", "light"], size: (120, 40))
        defer { session.kill() }
        #expect(session.read(until: "beat 1/10", timeout: 90), "the talk never showed:\n\(session.printable)")
        session.settle(0.3)
        let lines = session.screen.lines
        // 100x30 in 120x40: five rows above and below, ten columns each side.
        for y in Array(0..<5) + Array(35..<40) { #expect(lines[y].allSatisfy { $0 == " " }, "row \(y): \(lines[y])") }
        #expect(lines[33].contains("beat 1/10"), "the caption row is the talk's 29th:\n\(session.screen.text)")
        #expect(lines[34].contains("beat") && lines[34].hasPrefix(String(repeating: " ", count: 10)), "the status row, from column 10")
        // A dark talk, in the light palette asked for (xterm's colour 24 for the numbers).
        #expect(session.output.contains(Self.lightNumbers), "not the light palette")
        #expect(!session.output.contains(Self.backgroundQuery), "the flag says it: nothing to ask")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    /// A terminal smaller than the talk's size says so, naming both; a key
    /// presents it there anyway. `--clean` has no status line.
    @Test(.timeLimit(.minutes(3))) func playInASmallerTerminalSaysSoAndCleanHidesTheStatusLine() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.launch").path
        let session = try PtySession(arguments: ["play", "--clean", talk], size: (80, 24))
        defer { session.kill() }
        #expect(session.waitForScreen(timeout: 90) { $0.text.contains("100x30") && $0.text.contains("this terminal is 80x24") },
                "no notice naming both sizes:\n\(session.screen.text)")
        #expect(!session.output.contains(Self.lightNumbers), "the script's dark palette")
        session.send(" ")
        #expect(session.waitForScreen(timeout: 30) { $0.text.contains("beat 1/10") }, "\(session.screen.text)")
        session.settle(0.3)
        let lines = session.screen.lines
        #expect(lines[23].allSatisfy { $0 == " " }, "no status line: \(lines[23])")
        #expect(lines[22].contains("beat 1/10"), "the caption row stays")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }
}
