import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `launch-tui` in a pseudo-terminal chooses its palette for the
/// terminal's background: by the flag, or by the terminal's answer to the
/// background-colour query, whose bytes never reach the demo as keys. In the
/// same serialized suite as the other pseudo-terminal tests.
extension PtyDemoTests {
    /// xterm's colour 24, the numbers on a light terminal (81 on a dark one).
    static let lightNumbers = "\u{1B}[38;5;24m"
    static let backgroundQuery = "\u{1B}]11;?"

    @Test(.timeLimit(.minutes(3))) func theFlagChoosesTheLightPalette() throws {
        let session = try PtySession(arguments: ["--theme", "light"])
        defer { session.kill() }
        #expect(session.read(until: Self.lightNumbers, timeout: 90), "\(session.printable)")
        #expect(!session.output.contains(Self.backgroundQuery), "the flag says it: nothing to ask")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    @Test(.timeLimit(.minutes(3)), .enabled(if: getenv("COLORFGBG") == nil, "COLORFGBG answers first"))
    func theTerminalsAnswerChoosesThePaletteAndNeverBecomesKeys() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        #expect(session.read(until: Self.backgroundQuery, timeout: 60), "\(session.printable)")
        // A light background, then the device attributes, as xterm answers.
        session.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(session.read(until: Self.lightNumbers, timeout: 90), "\(session.printable)")
        // The first number shows at 0.4 s: had the answer's Esc been read as
        // a key, the demo would have quit long before.
        #expect(session.read(until: "0.4 s", timeout: 90), "\(session.printable)")
        #expect(!Self.leftTheAlternateScreen(session.output), "the demo left the alternate screen")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    /// Keys pressed while the answer is awaited are not lost to the query:
    /// two presses of n, typed before the terminal answers, reach the demo.
    @Test(.timeLimit(.minutes(3)), .enabled(if: getenv("COLORFGBG") == nil, "COLORFGBG answers first"))
    func keysTypedBeforeTheAnswerAreKept() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        #expect(session.read(until: Self.backgroundQuery, timeout: 60), "\(session.printable)")
        session.send("nn\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c")
        #expect(session.read(until: "slow ·", timeout: 90), "\(session.printable)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    /// xterm's colour 81, the numbers on a dark terminal.
    static let darkNumbers = "\u{1B}[38;5;81m"

    /// The status line on screen: the clock, the mode, the scenario, the keys.
    static func statusLine(_ session: PtySession) -> String? {
        session.screen.lines.last { $0.contains("cold launch") }
    }

    /// Over a slow link both answers come 0.4 s late, after the first frame
    /// (which never waits for them, dark until told): the palette turns light
    /// in place, and no byte of the answer acts as a key (`]` would jump to
    /// the next event, `1` reset the speed, `r` restart).
    @Test(.timeLimit(.minutes(3)), .enabled(if: getenv("COLORFGBG") == nil, "COLORFGBG answers first"))
    func anAnswerOverASlowLinkStillSwitchesThePaletteAndNeverBecomesKeys() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        #expect(session.read(until: Self.backgroundQuery, timeout: 60), "\(session.printable)")
        let asked = Date()
        // The first frame, drawn without an answer: the dark palette.
        #expect(session.read(until: Self.darkNumbers, timeout: 90), "\(session.printable)")
        session.send(" ")
        #expect(
            session.waitForScreen(timeout: 30) { _ in Self.statusLine(session)?.contains("space play") == true },
            "\(session.screen.text)")
        session.settle(0.1)
        let paused = Self.statusLine(session)
        session.settle(max(0, 0.4 - Date().timeIntervalSince(asked)))
        let before = session.bytes.count
        session.send("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(
            session.waitFor(timeout: 90) { String(decoding: $0.bytes[before...], as: UTF8.self).contains(Self.lightNumbers) },
            "the late answer never switched the palette:\n\(session.printable)")
        session.settle(0.5)
        #expect(Self.statusLine(session) == paused, "a byte of the answer acted as a key")
        #expect(!Self.leftTheAlternateScreen(session.output), "the demo left the alternate screen")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    /// The presenter too: a talk without `Set Theme` asks the terminal, and
    /// an answer 0.4 s late, in two pieces over the slow link, still turns
    /// its stage light, without moving it off its first beat.
    @Test(.timeLimit(.minutes(3)), .enabled(if: getenv("COLORFGBG") == nil, "COLORFGBG answers first"))
    func aTalkWithoutAThemeTakesALateAnswerToo() throws {
        let talk = FileManager.default.temporaryDirectory.appendingPathComponent("slow-link-\(getpid()).launch")
        try "Scenario left=splash right=content-first\nCaption \"First\"\nPlay 1s\nPause\nCaption \"Second\"\nPlay 1s\n"
            .write(to: talk, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: talk) }
        let session = try PtySession(arguments: ["play", talk.path])
        defer { session.kill() }
        #expect(session.read(until: Self.backgroundQuery, timeout: 60), "\(session.printable)")
        let asked = Date()
        #expect(session.read(until: "beat 1/2", timeout: 90), "\(session.printable)")
        #expect(!session.output.contains(Self.lightNumbers))
        session.settle(max(0, 0.4 - Date().timeIntervalSince(asked)))
        let before = session.bytes.count
        session.send("\u{1B}]11;rgb:ffff/ff")
        session.settle(0.1)
        session.send("ff/ffff\u{1B}\\\u{1B}[?62;22c")
        #expect(
            session.waitFor(timeout: 90) { String(decoding: $0.bytes[before...], as: UTF8.self).contains(Self.lightNumbers) },
            "the late answer never switched the palette:\n\(session.printable)")
        session.settle(0.3)
        #expect(session.screen.text.contains("beat 1/2"), "\(session.screen.text)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }

    /// Whether the demo left the alternate screen once it had drawn: curses
    /// leaves and comes back once as it starts (`Curses.sendFramesWhole`),
    /// before the first frame, and never after until the end.
    static func leftTheAlternateScreen(_ output: String) -> Bool {
        guard let drawing = output.range(of: "Logo splash") else { return false }
        return output[drawing.lowerBound...].contains("\u{1B}[?1049l")
    }
}
