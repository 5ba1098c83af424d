import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An escape sequence that arrives in pieces, as over a slow link, is never
/// read as keys: the wait for its rest (ESCDELAY) runs from when it began.
/// In the same serialized suite as the other pseudo-terminal tests.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func aMouseReportSplitAcrossTheDelayNeverQuits() throws {
        let session = try PtySession(arguments: [], environment: ["ESCDELAY": "300"])
        defer { session.kill() }
        let drawn = session.waitForScreen(timeout: 90) { $0.text.contains("Content first") && $0.text.contains("Today") }
        try #require(drawn, "the phones were never drawn:\n\(session.printable)")
        // A right arrow in two pieces 200 ms apart, the second starting a
        // mouse report whose last bytes come 200 ms later: q is one of them.
        session.send("\u{1B}[")
        session.settle(0.2)
        session.send("C\u{1B}[M")
        session.settle(0.2)
        session.send("q!!")
        session.settle(1)
        #expect(session.screen.alternate, "the mouse report's q quit the demo")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
        #expect(session.modesAreAsBefore, "the terminal modes differ from before")
    }
}
