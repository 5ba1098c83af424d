import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `launch-tui` in a pseudo-terminal, as other terminals and
/// screenshots need it. In the same serialized suite as the other
/// pseudo-terminal tests.
extension PtyDemoTests {
    /// `--at 3.1` starts paused at 3.1 s and stays there: the stage is the
    /// `snapshot` of that time, row for row but the status line, and space
    /// plays on from there.
    @Test(.timeLimit(.minutes(3))) func atStartsPausedAtThatTime() throws {
        let still = try Self.runBinary(["snapshot", "--at", "3.1", "--size", "100x30"])
        let expected = String(decoding: still.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(29).map(String.init)
        let session = try PtySession(arguments: ["--at", "3.1", "--theme", "dark"])
        defer { session.kill() }
        // The frame comes in a write or more: whole once its status line has come too.
        let drawn = session.waitForScreen(timeout: 90) {
            Array($0.lines.prefix(29)) == expected && Self.statusLine($0).contains("3.10 s")
        }
        #expect(drawn, "not the snapshot at 3.1 s with its status:\n\(session.printable)")
        session.settle(1)
        #expect(Self.clock(session.screen) == 3.1, "the clock moved while paused:\n\(session.printable)")
        session.send(" ")
        #expect(session.waitForScreen(timeout: 30) { (Self.clock($0) ?? 0) > 3.2 }, "space did not play on:\n\(session.printable)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }
}

/// A terminal the demo may find itself in: `TERM` (nil: unset) and other
/// variables, and what it must do there.
struct TerminalCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable, Equatable {
        /// Draws a readable stage: in ASCII where the terminal or the locale
        /// lacks the glyphs; without colour under NO_COLOR.
        case draws(ascii: Bool, color: Bool)
        /// Refuses with one line on stderr and exit status 2.
        case refuses
    }

    var term: String?
    var environment: [String: String] = [:]
    var outcome: Outcome

    var testDescription: String {
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (["TERM=" + (term ?? "(unset)")] + variables).joined(separator: " ")
    }

    static let all: [TerminalCase] = [
        TerminalCase(term: "xterm", outcome: .draws(ascii: false, color: true)),
        TerminalCase(term: "xterm-256color", outcome: .draws(ascii: false, color: true)),
        TerminalCase(term: "screen", outcome: .draws(ascii: false, color: true)),
        TerminalCase(term: "tmux-256color", outcome: .draws(ascii: false, color: true)),
        // The Linux console's font has no braille, eighth blocks or rounded
        // corners; a VT100 or VT220 shows no UTF-8; ansi is the PC's code page.
        TerminalCase(term: "linux", outcome: .draws(ascii: true, color: true)),
        TerminalCase(term: "vt100", outcome: .draws(ascii: true, color: false)),
        TerminalCase(term: "vt220", outcome: .draws(ascii: true, color: false)),
        TerminalCase(term: "ansi", outcome: .draws(ascii: true, color: true)),
        TerminalCase(term: "dumb", outcome: .refuses),
        TerminalCase(term: nil, outcome: .refuses),
        TerminalCase(term: "no-such-terminal", outcome: .refuses),
        TerminalCase(term: "xterm-256color", environment: ["LANG": "C"], outcome: .draws(ascii: true, color: true)),
        TerminalCase(term: "xterm-256color", environment: ["NO_COLOR": "1"], outcome: .draws(ascii: false, color: false))
    ]
}

extension PtyDemoTests {
    static let colorSequence = "\u{1B}\\[(3|4)[0-9]m|\u{1B}\\[[0-9;]*[34]8;5;"

    /// Every terminal type people run it in, and a locale without UTF-8 and
    /// NO_COLOR: a readable stage (the phones, the numbers, the timeline) or
    /// one line and exit 2; and after q, nothing left on the screen, the
    /// terminal's modes as they were.
    @Test(.timeLimit(.minutes(3)), arguments: TerminalCase.all)
    func eachTerminalDrawsAReadableStageOrRefusesInOneLine(_ terminal: TerminalCase) throws {
        let session = try PtySession(arguments: [], term: terminal.term, environment: terminal.environment)
        defer { session.kill() }
        switch terminal.outcome {
        case .refuses:
            #expect(session.waitForExit(timeout: 30) == 2, "\(session.printable)")
            let lines = session.output.split(separator: "\r\n", omittingEmptySubsequences: true)
            #expect(lines.count == 1 && lines[0].hasPrefix("launch-tui: "), "\(session.printable)")
            #expect(!session.output.contains("\u{1B}"), "wrote to a terminal it cannot drive: \(session.printable)")
        case .draws(let ascii, let color):
            let drawn = session.waitForScreen(timeout: 90) {
                $0.text.contains("Content first") && $0.text.contains("Today") && $0.text.contains("layout shift")
            }
            #expect(drawn, "\(session.printable)")
            if ascii {
                #expect(session.bytes.allSatisfy { $0 < 0x80 }, "not ASCII: \(session.printable)")
                #expect(
                    !session.output.contains("\u{1B}]11;?") || terminal.term == "xterm-256color",
                    "asked a console for its background: \(session.printable)")
            } else {
                #expect(session.screen.text.contains("╭"), "\(session.printable)")
            }
            let colored = session.output.range(of: Self.colorSequence, options: .regularExpression) != nil
            #expect(colored == color, "colour \(colored ? "drawn" : "missing"): \(session.printable)")
            session.send("q")
            #expect(session.waitForExit(timeout: 30) == 0, "\(session.printable)")
            #expect(session.screen.lines.allSatisfy { $0.isEmpty }, "left on the screen:\n\(session.printable)")
            #expect(!session.screen.alternate && session.screen.cursorShown && session.modesAreAsBefore)
        }
    }
}
