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
        #expect(!session.output.contains("\u{1B}[?1049l"), "the demo left the alternate screen")
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
}
