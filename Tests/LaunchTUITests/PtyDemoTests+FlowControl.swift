import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Software flow control (IXON): on, Ctrl-S would stop all output until
/// Ctrl-Q, so q and Esc would seem dead. The program turns it off while it
/// drives the terminal and puts it back with every other mode. In the same
/// serialized suite as the other pseudo-terminal tests.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func ctrlSNeverFreezesTheDemoAndFlowControlComesBack() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        try #require(session.modesBefore.c_iflag & tcflag_t(IXON) != 0, "the pseudo-terminal starts with IXON on")
        let drawn = session.waitForScreen(timeout: 90) { $0.text.contains("Content first") && $0.text.contains("Today") }
        try #require(drawn, "the phones were never drawn:\n\(session.printable)")
        #expect(session.modes.c_iflag & tcflag_t(IXON) == 0, "flow control is off while the demo runs")
        session.send([0x13])
        session.settle(0.3)
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        #expect(!session.screen.alternate, "still in the alternate screen")
        #expect(session.modesAreAsBefore, "the terminal modes differ from before")
    }

    @Test(.timeLimit(.minutes(3))) func ctrlSAndCtrlQDoNothingInPresenterMode() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let session = try PtySession(arguments: ["play", talk])
        defer { session.kill() }
        try #require(session.read(until: "beat 1/10", timeout: 90), "the talk never showed:\n\(session.printable)")
        session.send([0x13, 0x11, 0x13])
        session.settle(0.3)
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        #expect(session.modesAreAsBefore, "the terminal modes differ from before")
    }
}
