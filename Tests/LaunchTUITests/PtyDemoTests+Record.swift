import Foundation
import Testing

@testable import LaunchTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `record` holds and writes, with the built program: an animated SVG
/// in memory that does not grow with the frames, and talks past what an
/// SVG or `--stills` holds refused before anything is written.
extension PtyDemoTests {
    /// A folder of its own under the temporary directory, with a talk in it.
    static func talkFolder(_ talk: String) throws -> (folder: String, talk: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try talk.write(toFile: folder + "/talk.launch", atomically: true, encoding: .utf8)
        return (folder, folder + "/talk.launch")
    }

    /// Runs the program to its end, its output thrown away, and returns its
    /// exit status and its own peak resident memory in kilobytes (wait4's
    /// rusage: this child's alone).
    static func runMeasured(_ arguments: [String]) throws -> (status: Int32, peakKilobytes: Int) {
        // Measured by a small parent of its own (Python's fork and wait4), not
        // by this process: a child spawned from here (posix_spawn shares the
        // parent's memory until exec) inherits this whole test process's peak
        // in its ru_maxrss, so a suite grown large would fail a small program.
        let python = try MachineNeeds.command("python3", at: "/usr/bin/python3")
        let measure = """
            import os, sys
            pid = os.fork()
            if pid == 0:
                fd = os.open(os.devnull, os.O_RDWR)
                for i in range(3): os.dup2(fd, i)
                os.execv(sys.argv[1], sys.argv[1:])
            _, status, usage = os.wait4(pid, 0)
            kb = usage.ru_maxrss // (1024 if sys.platform == "darwin" else 1)
            code = os.waitstatus_to_exitcode(status)
            print(kb, code if code >= 0 else 128 - code)
            """
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", measure, try PtySession.binary().path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let words = String(decoding: output, as: UTF8.self).split(separator: " ").map {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard words.count == 2, let peak = words[0], let status = words[1] else { throw POSIXError(.EIO) }
        return (Int32(status), peak)
    }

    /// Exit status 2 and one line on stderr with each of `naming`, and
    /// nothing written beside the talk.
    static func expectRefusedUpFront(
        _ arguments: [String], in folder: String, naming: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try runBinary(arguments)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.errors.split(separator: "\n").count == 1, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(naming.allSatisfy(run.errors.contains), "\(run.errors)", sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["talk.launch"], sourceLocation: sourceLocation)
    }

    /// Five minutes at 60 fps, the clock moving in every frame: the SVG's
    /// rows are held as numbers, not as the screens they came from (which
    /// took 1.7 GB here), so the whole recording stays far under 200 MB.
    @Test(.timeLimit(.minutes(5))) func anAnimatedSVGOfFiveMinutesStaysSmall() throws {
        let (folder, talk) = try Self.talkFolder("Set Size 100x30\nSet Fps 60\nPlay 300s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.runMeasured(["record", talk, "-o", folder + "/talk.svg"])
        #expect(run.status == 0)
        #expect(run.peakKilobytes < 200_000, "peak resident \(run.peakKilobytes) KB")
        let size = try FileManager.default.attributesOfItem(atPath: folder + "/talk.svg")[.size] as? Int ?? 0
        #expect(size > 10_000_000)
    }

    /// Past 10 minutes at 60 fps (at 30 fps: past 20 minutes), refused up
    /// front with one line that names the limit and the cast to make instead;
    /// nothing written. A cast of it is fine.
    @Test(.timeLimit(.minutes(3))) func anAnimatedSVGPastTheLimitIsRefusedUpFront() throws {
        let (folder, talk) = try Self.talkFolder("Set Size 100x30\nSet Fps 30\nPlay 1201s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.expectRefusedUpFront(
            ["record", talk, "-o", folder + "/talk.svg", "--stills", folder + "/stills"], in: folder,
            naming: ["36,001 frames (10 minutes at 60 fps)", "-o \(folder)/talk.cast"])
        #expect(try Self.runBinary(["record", talk, "-o", folder + "/talk.cast"]).status == 0)
    }

    /// A talk's web page: written whole, and past the frames an SVG holds
    /// refused up front as the SVG is, naming the cast to make instead.
    @Test(.timeLimit(.minutes(3))) func aTalkRecordsAsAWebPage() throws {
        let (folder, talk) = try Self.talkFolder("Caption \"one\"\nPlay 1s\nPause\nCaption \"two\"\nPlay 1s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.runBinary(["record", talk, "-o", folder + "/talk.html"])
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(contentsOfFile: folder + "/talk.html", encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        #expect(page.contains("{s:0,e:1000,caption:\"one\"},"))
        // The notes only with --notes, which a cast never takes.
        try "Caption \"one\"\nNote \"private\"\nPlay 1s\n".write(toFile: talk, atomically: true, encoding: .utf8)
        #expect(try Self.runBinary(["record", talk, "-o", folder + "/talk.html"]).status == 0)
        #expect(try !String(contentsOfFile: folder + "/talk.html", encoding: .utf8).contains("private"))
        #expect(try Self.runBinary(["record", "--notes", talk, "-o", folder + "/talk.html"]).status == 0)
        #expect(
            try String(contentsOfFile: folder + "/talk.html", encoding: .utf8).contains("{s:0,e:1000,caption:\"one\",notes:[\"private\"]},")
        )
        try FileManager.default.removeItem(atPath: folder + "/talk.html")
        try Self.expectRefusedUpFront(
            ["record", "--notes", talk, "-o", folder + "/talk.cast"], in: folder,
            naming: ["--notes puts the speaker's notes on a web page"])
        try "Set Fps 30\nPlay 1201s\n".write(toFile: talk, atomically: true, encoding: .utf8)
        try Self.expectRefusedUpFront(
            ["record", talk, "-o", folder + "/talk.html"], in: folder,
            naming: ["a talk's web page holds at most 36,001 frames", "-o \(folder)/talk.cast"])
    }

    /// Exactly 10 minutes at 60 fps is within the limit: the timeline's count
    /// is the frames the strip would hold.
    @Test func tenMinutesAtSixtyFramesASecondFitsAnAnimatedSVG() throws {
        let (folder, talk) = try Self.talkFolder("Set Fps 60\nPlay 600s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try TalkFile.load(talk)
        #expect(CastRecorder.frameCount(script, upTo: AnimatedSVG.frameLimit) == AnimatedSVG.frameLimit)
        #expect(CastRecorder.frameCount(script, fps: 61, upTo: AnimatedSVG.frameLimit) == AnimatedSVG.frameLimit + 1)
    }

    /// More Marks and Pauses than `--stills` writes: refused with one line
    /// naming the limit, before any still (or the folder) is written.
    @Test(.timeLimit(.minutes(3))) func moreStillsThanTheLimitAreRefusedUpFront() throws {
        let (folder, talk) = try Self.talkFolder(String(repeating: "Play 0.1s\nMark \"m\"\n", count: 1000))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.expectRefusedUpFront(
            ["record", talk, "--stills", folder + "/stills", "-o", folder + "/talk.cast"], in: folder,
            naming: ["at most 999 stills", "has 1000"])
    }

    /// A signal that came before the handlers (here already waiting when the
    /// program starts: held by the parent, which blocked it and sent it) is
    /// handled, not lost, and before anything is written: 128+N, no still
    /// and no file.
    @Test(.timeLimit(.minutes(3)))
    func aSignalFromTheStartStopsRecordBeforeAnythingIsWritten() throws {
        let (folder, _) = try Self.talkFolder("")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let program = try PtySession.binary().path
        let process = Process()
        process.executableURL = try MachineNeeds.command("perl", at: "/usr/bin/perl")
        process.arguments = [
            "-MPOSIX", "-e", "sigprocmask(SIG_BLOCK, POSIX::SigSet->new(SIGTERM)); kill 'TERM', $$; exec @ARGV or exit 127",
            program, "record", talk, "--stills", folder + "/stills", "-o", folder + "/talk.cast"
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["talk.launch"])
    }

    /// A page stops on a signal between its scenarios, as a recording does:
    /// 128+N, and the file it was to replace left whole.
    @Test(.timeLimit(.minutes(3)))
    func aSignalStopsAPageAndLeavesTheFileItWasToReplace() throws {
        let (folder, _) = try Self.talkFolder("")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/demo.html"
        try "the page before\n".write(toFile: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = try MachineNeeds.command("perl", at: "/usr/bin/perl")
        process.arguments = [
            "-MPOSIX", "-e", "sigprocmask(SIG_BLOCK, POSIX::SigSet->new(SIGTERM)); kill 'TERM', $$; exec @ARGV or exit 127",
            try PtySession.binary().path, "page", "--left", "animated", "--right", "content-first", "-o", page
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM)
        #expect(try String(contentsOfFile: page, encoding: .utf8) == "the page before\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["demo.html", "talk.launch"])
    }
}
