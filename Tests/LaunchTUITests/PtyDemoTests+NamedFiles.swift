import Foundation
import Testing

@testable import Reports

/// What the built program says about a file a talk or a flag names, as CI
/// would log it: never a word of the file's content; and a FIFO or a device
/// is refused at once, never waited on or read.
extension PtyDemoTests {
    /// The program run with `arguments`, ended if it has not ended within
    /// `seconds`: its status (nil when it had to be ended) and what it wrote
    /// (a few lines here: the pipes are read once it has ended).
    static func runBinary(_ arguments: [String], within seconds: Double) throws -> (status: Int32?, output: String, errors: String) {
        let output = Pipe(), errors = Pipe()
        let process = try startBinary(arguments, output: output, errors: errors)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        let ended = !process.isRunning
        if !ended {
            process.terminate()
            process.waitUntilExit()
        }
        let written = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        return (ended ? process.terminationStatus : nil, String(decoding: written, as: UTF8.self), String(decoding: said, as: UTF8.self))
    }

    private static func scratchFolder(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(.timeLimit(.minutes(3))) func aTalkNamingASecretNeverShowsIt() throws {
        let folder = try Self.scratchFolder("secret")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let secret = "hunter2-SECRET"
        try Data("https://alice:\(secret)@git.example.com\n".utf8).write(to: URL(fileURLWithPath: folder + "/credentials"))
        let talk = folder + "/talk.launch"
        try Data("Scenario left=credentials\nPlay 1s\n".utf8).write(to: URL(fileURLWithPath: talk))
        let cast = folder + "/out.cast"
        for arguments in [
            ["check", talk], ["play", talk], ["record", talk, "-o", cast], ["notes", talk],
            ["metrics", "--left", folder + "/credentials"], ["check", "--summary", talk]
        ] {
            let run = try Self.runBinary(arguments, within: 60)
            #expect(run.status == 2, "\(arguments)")
            #expect(!run.output.contains(secret) && !run.errors.contains(secret), "\(arguments): \(run.errors)")
            #expect(
                run.errors.contains(
                    "\(folder)/credentials: is text of another kind, not a launch file or \(ReportKind.shortList)"),
                "\(arguments): \(run.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: cast))
    }

    /// A FIFO without a writer would block open forever; a talk, a report
    /// or a launch file is only ever a regular file, so it is refused at once.
    @Test(.timeLimit(.minutes(3))) func aFIFOIsRefusedWithoutWaiting() throws {
        let folder = try Self.scratchFolder("fifo")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let talk = folder + "/talk.launch"
        try Data("Scenario left=pipe\nPlay 1s\n".utf8).write(to: URL(fileURLWithPath: talk))
        let cases: [([String], String)] = [
            (
                ["metrics", "--left", fifo],
                "launch-tui: \(fifo): is a named pipe (FIFO), not a launch file or \(ReportKind.shortList)\n"
            ),
            (["import", fifo], "launch-tui: \(fifo): is a named pipe (FIFO), not a file\n"),
            (["check", fifo], "launch-tui: \(fifo): is a named pipe (FIFO), not a file\n"),
            (["record", fifo, "-o", folder + "/out.cast"], "launch-tui: \(fifo): is a named pipe (FIFO), not a file\n")
        ]
        for (arguments, says) in cases {
            let run = try Self.runBinary(arguments, within: 20)
            #expect(run.status == 2, "\(arguments): still waiting after 20 s")
            #expect(run.errors == says, "\(arguments)")
        }
        let run = try Self.runBinary(["check", talk], within: 20)
        #expect(run.status == 2, "still waiting after 20 s")
        #expect(
            run.errors.hasPrefix("\(talk):1:15: left=pipe cannot be shown: \(folder)/pipe: is a named pipe (FIFO), not a launch file"),
            "\(run.errors)")
    }

    /// /dev/zero named a hundred times: refused before a byte is read, so
    /// `check` ends at once (it used to read 128 MB for each).
    @Test(.timeLimit(.minutes(3))) func aTalkNamingADeviceIsCheckedAtOnce() throws {
        let folder = try Self.scratchFolder("zero")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talk = folder + "/zero.launch"
        try Data((String(repeating: "Scenario left=/dev/zero\n", count: 100) + "Play 1s\n").utf8).write(to: URL(fileURLWithPath: talk))
        let start = Date()
        let run = try Self.runBinary(["check", talk], within: 60)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(run.status == 2)
        #expect(run.errors.components(separatedBy: "/dev/zero: is a device, not a launch file").count == 51, "the first 50 listed")
        #expect(run.errors.hasSuffix("\(talk): 50 more errors not shown\n"))
    }
}
