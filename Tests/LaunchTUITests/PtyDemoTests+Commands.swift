import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// The commands people run without a terminal, run as the built program
/// (CI runs these against the debug and the release build): their output is
/// the output the code gives in-process, so a defect only the optimiser
/// shows fails here. In the same serialized suite as the other end-to-end tests.
extension PtyDemoTests {
    /// Runs the built program; returns its status, standard output and error.
    static func runBinary(_ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let output = Pipe(), errors = Pipe()
        let process = try startBinary(arguments, output: output, errors: errors)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data, String(decoding: message, as: UTF8.self))
    }

    /// The built program started with `arguments`, standard input /dev/null,
    /// its output and errors to `output` and `errors`.
    static func startBinary(_ arguments: [String], output: Pipe, errors: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = try PtySession.binary()
        process.arguments = arguments
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return process
    }

    @Test(
        .timeLimit(.minutes(3)),
        arguments: [
            ["snapshot", "--at", "3.1"],
            ["snapshot", "--at", "1.2", "--left", "animated", "--size", "80x24", "--styles"],
            ["snapshot", "--at", "2.7", "--network", "slow", "--appearance", "dark", "--format", "svg"],
            ["metrics", "--json", "--left", "animated", "--build", "1.5"]
        ])
    func aCommandPrintsWhatTheCodeGives(arguments: [String]) throws {
        let run = try Self.runBinary(arguments)
        #expect(run.status == 0, "\(arguments): \(run.errors)")
        let invocation = try ArgumentParser.parse(arguments)
        let expected: String
        if let options = invocation.options(of: SnapshotCommand.self) {
            expected = SnapshotCommand.output(options)
        } else if let options = invocation.options(of: MetricsCommand.self) {
            expected = MetricsCommand.output(options)
        } else {
            Issue.record("not a printing command: \(arguments)")
            return
        }
        #expect(String(decoding: run.output, as: UTF8.self) == expected, "\(arguments)")
    }

    /// An interrupted recording leaves nothing behind: SIGINT, SIGTERM or
    /// SIGHUP, sent the moment the temporary file appears, ends it with
    /// 128+N and no message, the temporary file gone and the file it was to
    /// replace as it was.
    @Test(.timeLimit(.minutes(3)), arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func anInterruptedRecordingLeavesNothingBehind(signal: Int32, status: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-tui-interrupt-\(getpid())-\(signal)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten minutes of playing at 60 frames a second: long enough to be caught.
        let lines = ["Set Fps 60"] + (0..<120).flatMap { ["Scenario network=\($0 % 2 == 0 ? "typical" : "slow")", "Play 5s"] }
        let talk = folder.appendingPathComponent("talk.launch")
        try (lines.joined(separator: "\n") + "\n").write(to: talk, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("talk.cast")
        try "precious".write(to: target, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = try PtySession.binary()
        process.arguments = ["record", talk.path, "-o", target.path]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // The temporary file's name is random: `.talk.cast.RANDOM.tmp`.
        func temporaryExists() -> Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains {
                $0.hasPrefix(".talk.cast.") && $0.hasSuffix(".tmp")
            }
        }
        let deadline = Date().addingTimeInterval(30)
        while !temporaryExists(), process.isRunning, Date() < deadline { usleep(500) }
        #expect(process.isRunning, "the recording ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == status, "signal \(signal)")
        #expect(message.isEmpty, "\(String(decoding: message, as: UTF8.self))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["talk.cast", "talk.launch"])
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
    }

    @Test(.timeLimit(.minutes(3))) func checkAndRecordTheExamplesAsTheCodeDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-tui-e2e-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["launch-in-a-minute", "scenarios"] {
            let talk = Examples.folder.appendingPathComponent(name + ".talk").path
            let check = try Self.runBinary(["check", talk])
            #expect(check.status == 0 && check.output.isEmpty && check.errors.isEmpty, "\(name): \(check.errors)")
            let cast = folder.appendingPathComponent(name + ".cast")
            let record = try Self.runBinary(["record", talk, "-o", cast.path])
            #expect(record.status == 0, "\(name): \(record.errors)")
            let script = try TalkFile.load(talk)
            let expected = CastRecorder.cast(of: script, title: TalkFile.title(of: talk))
            #expect(try Data(contentsOf: cast) == Data(expected.utf8), "\(name): the recording differs from the code's")
        }
        let bad = try Self.runBinary(["check", "/nonexistent.launch"])
        #expect(bad.status == 2 && bad.errors.hasSuffix("\n") && bad.errors.split(separator: "\n").count == 1)
    }
}
