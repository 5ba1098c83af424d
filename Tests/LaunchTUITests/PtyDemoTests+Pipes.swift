import Foundation
import Testing

@testable import LaunchTUI

/// The command line as people type it into a shell, run as the built program
/// (CI runs these against the debug and the release build): `--flag=value`,
/// a pipe whose reader has gone, a standard output that is closed.
extension PtyDemoTests {
    /// Runs the built program under `sh` with `redirect` after it (`>&-`),
    /// SIGPIPE ignored as a parent may leave it (a CI runner, Python's
    /// subprocess), and standard output a pipe whose reader has already gone
    /// unless `redirect` says otherwise. Returns how it ended and what it said on standard error.
    static func runInShell(_ arguments: [String], redirect: String = "") throws
        -> (status: Int32, signalled: Bool, errors: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' PIPE; exec \"$0\" \"$@\" \(redirect)", try PtySession.binary().path] + arguments
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let output = Pipe(), errors = Pipe()
        // The reader is gone before the program writes a byte.
        try output.fileHandleForReading.close()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal, String(decoding: message, as: UTF8.self))
    }

    @Test(
        .timeLimit(.minutes(3)),
        arguments: [
            ["snapshot", "--at", "3.1"],
            ["metrics", "--json"],
            ["record", Examples.folder.appendingPathComponent("scenarios.talk").path, "-o", "-"],
            ["--help"]
        ])
    func aReaderThatHasGoneEndsTheProgramQuietlyAsSIGPIPEDoes(arguments: [String]) throws {
        let run = try Self.runInShell(arguments)
        // As `yes | head -c 10` ends: killed by SIGPIPE (141 in a shell), nothing said.
        #expect(run.signalled && run.status == SIGPIPE, "\(arguments): status \(run.status)")
        #expect(run.errors.isEmpty, "\(arguments): \(run.errors)")
    }

    @Test(.timeLimit(.minutes(3))) func aClosedStandardOutputIsNamed() throws {
        let talk = Examples.folder.appendingPathComponent("scenarios.talk").path
        let record = try Self.runInShell(["record", talk, "-o", "-"], redirect: ">&-")
        #expect(!record.signalled && record.status == 2)
        #expect(record.errors == "launch-tui: cannot write the recording: standard output is closed\n")
        let snapshot = try Self.runInShell(["snapshot", "--at", "1"], redirect: ">&-")
        #expect(!snapshot.signalled && snapshot.status == 1)
        #expect(snapshot.errors == "launch-tui: could not write the output: standard output is closed\n")
    }

    @Test(.timeLimit(.minutes(3))) func aValueMayFollowItsFlagAfterAnEqualsSign() throws {
        let joined = try Self.runBinary(["snapshot", "--at=3.1", "--size=80x24", "--network=slow", "--format=svg", "--theme=light"])
        let apart = try Self.runBinary([
            "snapshot", "--at", "3.1", "--size", "80x24", "--network", "slow", "--format", "svg", "--theme", "light"
        ])
        #expect(joined.status == 0 && joined.errors.isEmpty, "\(joined.errors)")
        #expect(joined.output == apart.output && !joined.output.isEmpty)
        let metrics = try Self.runBinary(["metrics", "--json", "--left=animated", "--build=1.5"])
        let spaced = try Self.runBinary(["metrics", "--json", "--left", "animated", "--build", "1.5"])
        #expect(metrics.status == 0 && metrics.output == spaced.output)
        let typo = try Self.runBinary(["metrics", "--netwrok", "slow"])
        #expect(typo.status == 2 && typo.output.isEmpty)
        #expect(typo.errors == "launch-tui: unknown option '--netwrok' (did you mean '--network'? see 'launch-tui metrics --help')\n")
    }
}
