import Foundation
import Testing

/// `launch-tui play` in a pseudo-terminal: it shows the talk's first beat,
/// goes on with space, back with the left arrow, and quits on q, leaving
/// the alternate screen.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func playStepsThroughATalkAndQuits() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
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
        // (All but the status row, where the talk's timer turns each second.)
        session.send("\u{1B}[C")
        session.settle(0.5)
        let endOfBeat = Array(session.screen.lines.dropLast())
        session.send(" \u{1B}[C")
        #expect(session.waitForScreen(timeout: 30) { Array($0.lines.dropLast()) != endOfBeat }, "the next beat never showed")
        session.settle(0.5)
        session.send("\u{1B}[D")
        #expect(
            session.waitForScreen(timeout: 30) { Array($0.lines.dropLast()) == endOfBeat },
            "left did not bring back the beat before:\n\(session.screen.text)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        // The alternate screen left at the end (curses also leaves and comes back once as it starts).
        #expect(session.output.components(separatedBy: "\u{1B}[?1049h").last?.contains("\u{1B}[?1049l") == true)
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
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
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
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let session = try PtySession(arguments: ["play", "--clean", talk], size: (80, 24))
        defer { session.kill() }
        #expect(
            session.waitForScreen(timeout: 90) { $0.text.contains("100x30") && $0.text.contains("this terminal is 80x24") },
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

    /// `--from` a Mark, a number then Enter, End, Home and the list of
    /// beats, in a real terminal, keys as the terminal sends them.
    @Test(.timeLimit(.minutes(3))) func playFindsAnyBeat() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let session = try PtySession(arguments: ["play", talk, "--from", "the jump at 3.0 s"])
        defer { session.kill() }
        func shows(_ text: String) -> Bool { session.waitForScreen(timeout: 30) { $0.text.contains(text) } }
        #expect(shows("beat 7/10"), "--from the Mark's beat:\n\(session.screen.text)")
        #expect(shows("3.0 s: its banner loads above them"))
        session.send("3")
        #expect(shows("go to beat 3"), "the number typed shows:\n\(session.screen.text)")
        session.send("\r")
        #expect(shows("beat 3/10"), "\(session.screen.text)")
        #expect(shows("0.4 s: content first shows the stories"))
        session.send("\u{1B}[F")
        #expect(shows("beat 10/10"), "End:\n\(session.screen.text)")
        session.send("\u{1B}[1~")
        #expect(shows("beat 1/10"), "Home as the VT220 key:\n\(session.screen.text)")
        session.send("b")
        #expect(shows("Enter goes there"), "the list:\n\(session.screen.text)")
        #expect(shows("cached stories at 0.4 s"), "a beat's Mark in the list")
        session.send("\u{1B}[B\u{1B}[B\r")
        #expect(shows("beat 3/10"), "two down from beat 1, then Enter:\n\(session.screen.text)")
        #expect(session.waitForScreen(timeout: 30) { !$0.text.contains("Enter goes there") }, "the list closed")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.timeLimit(.minutes(3))) func playFromABeatThatIsNotThereSaysWhyAndExits2() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let session = try PtySession(arguments: ["play", talk, "--from", "11"])
        defer { session.kill() }
        #expect(session.waitForExit(timeout: 60) == 2)
        #expect(session.output.contains("--from takes a whole number from 1 to 10, not '11'"), "\(session.printable)")
        #expect(!session.output.contains("\u{1B}[?1049h"), "before the terminal is touched")
    }
}

/// `launch-tui notes` in one pseudo-terminal following `play` in another,
/// through a runtime directory of the test's own, started before and after it.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func notesFollowPlayStartedBeforeOrAfterIt() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("launch-tui-pty-\(UUID().uuidString)").path
        // The user's alone, as a runtime directory must be (notes refuses one that is not).
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let environment = ["XDG_RUNTIME_DIR": runtime]

        let notes = try PtySession(arguments: ["notes", talk], size: (60, 20), environment: environment)
        defer { notes.kill() }
        func notesShow(_ text: String) -> Bool { notes.waitForScreen(timeout: 30) { $0.text.contains(text) } }
        #expect(notesShow("waiting for launch-tui play"), "\(notes.screen.text)")
        #expect(notesShow("Same app, same network"), "the first beat's note, before play starts")

        let play = try PtySession(arguments: ["play", talk], environment: environment)
        defer { play.kill() }
        #expect(play.read(until: "beat 1/10", timeout: 90), "\(play.printable)")
        #expect(notesShow("following play"), "\(notes.screen.text)")
        play.send("3\r")
        #expect(notesShow("beat 3/10"), "\(notes.screen.text)")
        #expect(notesShow("What people saw last time"), "beat 3's note")
        #expect(notesShow("1.1 s: fresh stories"), "the next beat's caption")
        #expect(!notes.screen.text.contains("0:0"), "no timer before a beat has played")
        play.send(" ")
        #expect(notesShow("beat 4/10"), "\(notes.screen.text)")
        #expect(notesShow("0:01"), "the timer, since the first beat started")
        #expect(play.waitForScreen(timeout: 30) { $0.text.contains("0:01") }, "and on the presenter's status line")
        play.send("q")
        #expect(play.waitForExit(timeout: 30) == 0)
        #expect(notesShow("waiting for launch-tui play"), "play ended:\n\(notes.screen.text)")

        // Play first, notes after.
        let again = try PtySession(arguments: ["play", talk, "--from", "9"], environment: environment)
        defer { again.kill() }
        #expect(again.read(until: "beat 9/10", timeout: 90), "\(again.printable)")
        let late = try PtySession(arguments: ["notes", talk], size: (80, 24), environment: environment)
        defer { late.kill() }
        #expect(
            late.waitForScreen(timeout: 30) { $0.text.contains("beat 9/10") && $0.text.contains("following play") }, "\(late.screen.text)")
        #expect(late.waitForScreen(timeout: 30) { $0.text.contains("Draw your first screen from cache") }, "the next caption")
        // Nothing of it left anywhere but the runtime directory, which holds one private folder.
        let folder = runtime + "/launch-tui"
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
        again.send("q")
        #expect(again.waitForExit(timeout: 30) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "play removes its file")
        late.send("q")
        #expect(late.waitForExit(timeout: 30) == 0)
        notes.send("q")
        #expect(notes.waitForExit(timeout: 30) == 0)
    }
}
