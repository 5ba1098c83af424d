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
        let drawn = session.waitForScreen(timeout: 90) { Array($0.lines.prefix(29)) == expected }
        #expect(drawn, "not the snapshot at 3.1 s:\n\(session.printable)")
        #expect(Self.statusLine(session.screen).contains("3.10 s"), "\(session.printable)")
        session.settle(1)
        #expect(Self.clock(session.screen) == 3.1, "the clock moved while paused:\n\(session.printable)")
        session.send(" ")
        #expect(session.waitForScreen(timeout: 30) { (Self.clock($0) ?? 0) > 3.2 }, "space did not play on:\n\(session.printable)")
        session.send("q")
        #expect(session.waitForExit(timeout: 30) == 0)
    }
}
