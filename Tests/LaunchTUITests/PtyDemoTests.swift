import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `launch-tui` in a pseudo-terminal of a known size, as a user
/// runs it (CI runs these against the debug and the release build): it
/// draws the phones, survives resizes, signals, suspend and any key, uses no
/// CPU at rest, and every way out leaves the alternate screen, shows the
/// cursor and puts the terminal's modes back bit for bit. Timeouts are
/// generous (machines are shared and slow); on a timeout the child is
/// killed, so a test never hangs.
@Suite(.serialized) struct PtyDemoTests {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// At rest the program may take a tick or two of CPU (100 a second) for
    /// the measurement itself; a spinning loop takes all of them.
    static let restingTicks = 3

    @Test(.timeLimit(.minutes(3))) func quitsOnQAndLeavesTheTerminalAsItWas() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        try expectDrawn(session)
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        expectTerminalAsBefore(session)
    }

    /// The first frame is the measured one: its lanes already mark where
    /// content lands (◆) and where it jumps (↯), as every later frame does,
    /// before the status line ends it ("q quit").
    @Test(.timeLimit(.minutes(3))) func theFirstFrameMarksTheLanes() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        #expect(session.read(until: "quit", timeout: 90), "\(session.printable)")
        let output = session.output
        let first = try #require(output.range(of: "quit")).lowerBound
        #expect(output[..<first].contains("\u{25C6}") && output[..<first].contains("\u{21AF}"), "\(session.printable)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    /// kill(2) with each signal that ends the demo: the status --help and the
    /// README give, and the terminal as it was. Signals that end a program
    /// by default (USR1, ALRM, a CPU limit's XCPU) go through the same cleanup.
    @Test(
        .timeLimit(.minutes(3)),
        arguments: [
            (SIGINT, 0), (SIGTERM, 143), (SIGHUP, 129), (SIGQUIT, 131), (SIGUSR1, 138), (SIGALRM, 142), (SIGXCPU, 152)
        ] as [(Int32, Int32)])
    func aSignalEndsItWithItsStatus(signal: Int32, status: Int32) throws {
        let session = try PtySession(arguments: ["--speed", "0.5"])
        defer { session.kill() }
        try expectDrawn(session)
        session.signal(signal)
        #expect(session.waitForExit(timeout: 30) == status, "signal \(signal)")
        expectTerminalAsBefore(session)
    }

    /// Ctrl-C and Ctrl-\ typed: the terminal sends the signals.
    @Test(.timeLimit(.minutes(3)), arguments: [("\u{03}", 0), ("\u{1C}", 131)] as [(String, Int32)])
    func typedCtrlCAndCtrlBackslashEndIt(key: String, status: Int32) throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        try expectDrawn(session)
        session.send(key)
        #expect(session.waitForExit(timeout: 30) == status)
        expectTerminalAsBefore(session)
    }

    /// Down to 40x12: the whole size message. Fifty resizes in two seconds,
    /// then back to 100x30: cell for cell what a fresh start shows there at
    /// the same moment (the end, where the picture holds still), and no CPU.
    @Test(.timeLimit(.minutes(3))) func aResizeRepaintsEverythingAndGrowingBackMatchesAFreshStart() throws {
        let fresh = try PtySession(arguments: ["--speed", "4"])
        defer { fresh.kill() }
        try expectEnded(fresh)

        let session = try PtySession(arguments: ["--speed", "0.5"])
        defer { session.kill() }
        try expectDrawn(session)
        session.resize(columns: 40, rows: 12)
        #expect(
            session.waitForScreen(timeout: 30) { Self.words($0) == Self.sizeMessage("40x12") },
            "the size message is not whole:\n\(session.printable)")
        let sizes = [(60, 20), (120, 40), (40, 12), (81, 24), (100, 30), (79, 23), (200, 60)]
        for index in 0..<50 {
            let size = sizes[index % sizes.count]
            session.resize(columns: size.0, rows: size.1)
            session.settle(0.04)
        }
        session.resize(columns: 100, rows: 30)
        session.send("+++++")
        try expectEnded(session)
        #expect(session.screen.lines == fresh.screen.lines, "\(session.printable)\n--- fresh ---\n\(fresh.screen.text)")
        #expect((session.cpuTicks(over: 1.5) ?? 99) <= Self.restingTicks, "busy after resizes")

        // At rest, down and back again; and a SIGWINCH that changes nothing.
        session.resize(columns: 40, rows: 12)
        #expect(session.waitForScreen(timeout: 30) { Self.words($0) == Self.sizeMessage("40x12") })
        session.resize(columns: 100, rows: 30)
        #expect(session.waitForScreen(timeout: 30) { $0.lines == fresh.screen.lines }, "\(session.printable)")
        session.signal(SIGWINCH)
        session.settle(0.3)
        #expect(session.screen.lines == fresh.screen.lines)
        #expect((session.cpuTicks(over: 1.5) ?? 99) <= Self.restingTicks, "busy at rest")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        expectTerminalAsBefore(session)
    }

    /// Ctrl-Z under a shell with job control: the terminal as the shell left
    /// it while stopped; `fg` repaints the whole stage, and the clock goes on
    /// from where it was.
    @Test(.timeLimit(.minutes(3))) func ctrlZSuspendsAndFgRepaintsWithoutJumping() throws {
        let session = try PtySession(arguments: ["--speed", "0.1"], jobControl: true)
        defer { session.kill() }
        try expectDrawn(session)
        session.send(" ")  // paused: the picture holds still
        #expect(session.waitForScreen(timeout: 10) { Self.statusLine($0).contains("‖") })
        session.settle(0.3)
        let paused = session.screen.lines

        session.send([0x1A])
        #expect(session.waitFor(timeout: 30) { $0.state == "T" }, "never stopped:\n\(session.printable)")
        session.settle(0.3)
        #expect(session.modesAreAsBefore, "the shell got the program's modes")
        #expect(!session.screen.alternate && session.screen.cursorShown)
        session.send("\n")  // the shell reads a line, then `fg`
        #expect(session.waitForScreen(timeout: 30) { $0.lines == paused }, "not repainted:\n\(session.printable)")

        session.send(" ")  // playing at 0.1x
        #expect(session.waitForScreen(timeout: 10) { Self.statusLine($0).contains("▶") })
        let before = try #require(Self.clock(session.screen))
        session.send([0x1A])
        #expect(session.waitFor(timeout: 30) { $0.state == "T" })
        session.settle(3)  // 0.3 s of the clock, were it to count
        session.send("\n")
        #expect(session.waitForScreen(timeout: 30) { $0.alternate && Self.statusLine($0).contains("▶") })
        session.settle(0.2)
        let after = try #require(Self.clock(session.screen))
        #expect(after - before < 0.2, "the clock jumped from \(before) to \(after)")

        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        expectTerminalAsBefore(session)
    }

    /// 300 Ctrl-Z bytes microseconds apart (a stuck key, a paste): where
    /// the stop is discarded (the program leads its own session, as under
    /// setsid or a tmux pane command) it goes on; under a shell it stops
    /// once, with the shell's modes back. Either way the terminal ends as found.
    @Test(.timeLimit(.minutes(3)), arguments: [false, true])
    func aCtrlZBurstLeavesTheTerminalAsFound(jobControl: Bool) throws {
        let session = try PtySession(arguments: [], jobControl: jobControl)
        defer { session.kill() }
        try expectDrawn(session)
        for _ in 0..<300 {
            session.send([0x1A])
            usleep(5)
        }
        session.settle(1)
        if jobControl {
            #expect(session.waitFor(timeout: 30) { $0.state == "T" }, "never stopped:\n\(session.printable)")
            #expect(session.modesAreAsBefore, "the shell got the program's modes")
            session.send("\n")
            #expect(session.waitFor(timeout: 30) { $0.state != "T" })
        }
        #expect(session.isAlive && session.state != "T", "stopped or gone:\n\(session.printable)")
        session.send("\u{0C}")
        #expect(
            session.waitForScreen(timeout: 30) { $0.alternate && $0.text.contains("Logo splash") },
            "\(session.printable)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        expectTerminalAsBefore(session)
    }

    /// The numeric keypad as tmux sends it acts like its twins; Alt keys,
    /// other arrows, a terminal's answers are ignored; only a lone Esc quits.
    @Test(.timeLimit(.minutes(3))) func keypadAndAltKeysNeverQuit() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        try expectDrawn(session)
        session.send("\u{1B}Ok\u{1B}Ok")  // keypad +, twice
        #expect(session.waitForScreen(timeout: 10) { Self.statusLine($0).contains("×2") }, "\(session.printable)")
        session.send("\u{1B}n\u{1B}x\u{1B}q\u{1B}[A\u{1B}OA\u{1B}[1;5D\u{1B}OM\u{1B}]11;rgb:0/0/0\u{7}\u{1B}[15~")
        session.send("\u{1B}Om")  // keypad -
        #expect(session.waitForScreen(timeout: 10) { Self.statusLine($0).contains("×1.5") }, "\(session.printable)")
        session.settle(0.5)
        #expect(session.isAlive, "it quit")
        #expect(Self.statusLine(session.screen).contains("typical"), "Alt+n changed the network")
        session.send("\u{1B}")
        #expect(session.waitForExit(timeout: 10) == 0, "a lone Esc did not quit")
        expectTerminalAsBefore(session)
    }

    /// Five thousand random bytes (no quit key among them, no signal
    /// character): whatever they did, the demo comes to rest and uses no CPU.
    @Test(.timeLimit(.minutes(3))) func randomInputThenNoCPUAtRest() throws {
        // Each Esc below starts a sequence at once; on a loaded machine the
        // terminal may still hand its rest over later than ncurses' 25 ms,
        // and a lone Esc is the Esc key, which quits: the most delay there is.
        let session = try PtySession(arguments: ["--speed", "4"], environment: ["ESCDELAY": "1000"])
        defer { session.kill() }
        try expectDrawn(session)
        var generator = SystemRandomNumberGenerator()
        // Quit keys, signal characters, flow control, literal-next.
        let excluded: Set<UInt8> = [0x1B, 0x71, 0x51, 0x03, 0x1C, 0x1A, 0x11, 0x13, 0x16, 0x0F, 0x19]
        var bytes: [UInt8] = []
        while bytes.count < 5000 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            if byte == 0x1B {
                bytes += [0x1B, Bool.random(using: &generator) ? 0x5B : 0x4F]
            } else if !excluded.contains(byte) {
                bytes.append(byte)
            }
        }
        session.send(bytes)
        session.send(" ")
        #expect(
            session.waitFor(timeout: 60) { !$0.isAlive || ($0.cpuTicks(over: 1) ?? 99) <= Self.restingTicks },
            "never came to rest:\n\(session.printable)")
        #expect(session.isAlive, "it quit")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        expectTerminalAsBefore(session)
    }

    /// `bench` ends on a signal like the demo, quietly, its report never half-written.
    @Test(.timeLimit(.minutes(3)), arguments: [(SIGQUIT, 131), (SIGINT, 130), (SIGTERM, 143)] as [(Int32, Int32)])
    func benchEndsOnASignalQuietly(signal: Int32, status: Int32) throws {
        let process = Process()
        process.executableURL = try PtySession.binary()
        process.arguments = ["bench", "--size", "300x100", "--count", "100000"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        usleep(700_000)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test(.timeLimit(.minutes(3))) func anUnknownTerminalIsOneClearLine() throws {
        let session = try PtySession(arguments: [], term: "nonsense")
        defer { session.kill() }
        let status = session.waitForExit(timeout: 60)
        #expect(status == 2)
        #expect(session.output.contains("'nonsense'"))
        #expect(session.output.contains("launch-tui snapshot"))
        #expect(!session.output.contains(Self.enterAlternateScreen))
        #expect(session.modesAreAsBefore)
    }

    @Test(.timeLimit(.minutes(3))) func withoutATerminalItSaysSoAndExits2() throws {
        let process = Process()
        process.executableURL = try PtySession.binary()
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let errors = Pipe()
        process.standardOutput = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(message.hasSuffix("\n") && message.dropLast().split(separator: "\n").count == 1)
        #expect(message.contains("standard input is not one"))
        #expect(message.contains("launch-tui metrics"))
    }

    // MARK: - Helpers

    private func expectDrawn(_ session: PtySession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let drawn = session.waitForScreen(timeout: 90) { $0.text.contains("Content first") && $0.text.contains("Today") }
        try #require(drawn, "the phones were never drawn:\n\(session.printable)", sourceLocation: sourceLocation)
    }

    /// Waits for both launches to settle: the clock stops at the end.
    private func expectEnded(_ session: PtySession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ended = session.waitForScreen(timeout: 90) { Self.statusLine($0).contains("■") }
        try #require(ended, "never reached the end:\n\(session.printable)", sourceLocation: sourceLocation)
        session.settle(0.3)
    }

    private func expectTerminalAsBefore(_ session: PtySession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!session.screen.alternate, "still in the alternate screen", sourceLocation: sourceLocation)
        #expect(session.screen.cursorShown, "the cursor is hidden", sourceLocation: sourceLocation)
        #expect(session.modesAreAsBefore, "the terminal modes differ from before", sourceLocation: sourceLocation)
    }

    static func statusLine(_ screen: TerminalModel) -> String { screen.lines.last ?? "" }

    /// The clock on the status line, in seconds.
    static func clock(_ screen: TerminalModel) -> Double? {
        let words = statusLine(screen).split(separator: " ")
        guard let index = words.firstIndex(of: "s"), index > 0 else { return nil }
        return Double(words[index - 1])
    }

    static func words(_ screen: TerminalModel) -> String {
        screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func sizeMessage(_ size: String) -> String {
        "launch-tui needs a terminal of at least 64x24 this one is \(size)"
    }
}
