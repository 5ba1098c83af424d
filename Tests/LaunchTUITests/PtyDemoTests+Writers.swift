import Foundation
import Testing

/// Every command that writes a file keeps the same promises, run as the
/// built program: a FIFO at the target that is another user's, or that no
/// one reads, is refused at once; a read-only target is refused unless
/// `--force`; nothing is written over a file the command reads; `--stills`
/// uses only a folder the user may trust.
extension PtyDemoTests {
    private static func writersFolder(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A report to read (`--left`, `import`), copied into `folder`.
    private static func report(in folder: String) throws -> String {
        let report = folder + "/r.json"
        try FileManager.default.copyItem(
            atPath: Examples.folder.appendingPathComponent("reports/metrickit-payload.json").path, toPath: report)
        return report
    }

    /// Each writer's command line, writing to `target`.
    private static func writers(writing target: String, report: String) -> [[String]] {
        let talk = Examples.folder.appendingPathComponent("scenarios.talk").path
        return [
            ["import", report, "-o", target],
            ["filmstrip", "--right", report, "-o", target],
            ["page", "-o", target],
            ["record", talk, "-o", target, "--format", "cast"],
            ["record", talk, "-o", target, "--format", "html"]
        ]
    }

    @Test(.timeLimit(.minutes(5)), .enabled(if: geteuid() == 0, "needs root to make a FIFO of another user (uid 65534)"))
    func everyWriterRefusesAFIFOAnotherUserPlanted() throws {
        let folder = try Self.writersFolder("planted-fifo")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(folder, 0o777)
        let report = try Self.report(in: folder)
        let fifo = folder + "/talk.html"
        #expect(mkfifo(fifo, 0o666) == 0)
        chmod(fifo, 0o666)
        #expect(chown(fifo, 65534, 65534) == 0)
        // The other user reading it: nothing reaches them.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        for arguments in Self.writers(writing: fifo, report: report) {
            let run = try Self.runBinary(arguments, within: 30)
            #expect(run.status == 2, "\(arguments): still running after 30 s")
            #expect(
                run.errors == "launch-tui: cannot write \(fifo): it is a named pipe (FIFO) another user owns (give a path of your own)\n",
                "\(arguments): \(run.errors)")
        }
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "the other user read nothing")
    }

    @Test(.timeLimit(.minutes(5))) func everyWriterRefusesAFIFONoOneReads() throws {
        let folder = try Self.writersFolder("unread-fifo")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try Self.report(in: folder)
        let fifo = folder + "/talk.html"
        #expect(mkfifo(fifo, 0o600) == 0)
        for arguments in Self.writers(writing: fifo, report: report) {
            let run = try Self.runBinary(arguments, within: 30)
            #expect(run.status == 2, "\(arguments): still waiting after 30 s")
            #expect(
                run.errors == "launch-tui: cannot write \(fifo): it is a named pipe (FIFO) no one is reading\n",
                "\(arguments): \(run.errors)")
        }
    }

    /// `record -o` has its own test (`recordRefusesAReadOnlyFileUnlessForced`).
    @Test(.timeLimit(.minutes(5))) func everyWriterRefusesAReadOnlyFileUnlessForced() throws {
        let folder = try Self.writersFolder("read-only-writers")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try Self.report(in: folder)
        let talk = Examples.folder.appendingPathComponent("scenarios.talk").path
        let target = folder + "/out"
        let cases: [(arguments: [String], written: String, starts: String)] = [
            (["import", report, "-o", target], target, "# From a MetricKit payload"),
            (["filmstrip", "--right", report, "-o", target], target, "<?xml"),
            (["page", "-o", target], target, "<!DOCTYPE html>"),
            (["record", talk, "--stills", folder + "/stills"], folder + "/stills/01-slow-network-stories-answer-at-4-s.svg", "<?xml")
        ]
        try FileManager.default.createDirectory(atPath: folder + "/stills", withIntermediateDirectories: false)
        chmod(folder + "/stills", 0o700)
        for (arguments, written, starts) in cases {
            try? FileManager.default.removeItem(atPath: written)
            try "kept\n".write(toFile: written, atomically: false, encoding: .utf8)
            chmod(written, 0o444)
            let refused = try Self.runBinary(arguments, within: 60)
            #expect(refused.status == 2, "\(arguments)")
            #expect(
                refused.errors == "launch-tui: cannot write \(written): it is read-only (give --force to replace it)\n",
                "\(arguments): \(refused.errors)")
            #expect(try String(contentsOfFile: written, encoding: .utf8) == "kept\n", "\(arguments): untouched")

            let forced = try Self.runBinary(arguments + ["--force"], within: 120)
            // A long page says how far it is, on stderr: nothing else is said.
            let said = forced.errors.split(separator: "\n").filter { !($0.hasPrefix("page: ") && $0.contains(" scenarios")) }
            #expect(forced.status == 0 && said.isEmpty, "\(arguments): \(forced.errors)")
            #expect(try String(contentsOfFile: written, encoding: .utf8).hasPrefix(starts), "\(arguments): replaced")
            let mode = try FileManager.default.attributesOfItem(atPath: written)[.posixPermissions] as? Int
            #expect(mode == 0o444, "\(arguments): it keeps its permissions")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["out", "r.json", "stills"], "nothing left beside it")
    }

    /// Output over input, by the file and not its name: the report, a
    /// second hard link to it, the talk, a launch file the talk names.
    @Test(.timeLimit(.minutes(5))) func everyWriterRefusesToWriteOverWhatItReads() throws {
        let folder = try Self.writersFolder("output-over-input")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try Self.report(in: folder)
        let original = try Data(contentsOf: URL(fileURLWithPath: report))
        #expect(link(report, folder + "/hard.json") == 0)
        let launch = folder + "/ours.startup"
        try FileManager.default.copyItem(atPath: Examples.folder.appendingPathComponent("launches/our-app.startup").path, toPath: launch)
        let talk = folder + "/talk.talk"
        let talkText = "Scenario left=ours.startup right=content-first\nPlay 2s\nMark \"the end\"\nPause 1s\n"
        try talkText.write(toFile: talk, atomically: false, encoding: .utf8)
        let cases: [[String]] = [
            ["import", report, "-o", report],
            ["import", report, "-o", folder + "/hard.json"],
            ["filmstrip", "--right", report, "-o", report],
            ["page", "--left", report, "-o", report],
            ["page", "--left", report, "-o", folder + "/hard.json", "--force"],
            ["record", talk, "-o", talk, "--format", "cast"],
            ["record", talk, "-o", launch, "--format", "html", "--force"]
        ]
        for arguments in cases {
            let target = arguments[arguments.firstIndex(of: "-o")! + 1]
            let run = try Self.runBinary(arguments, within: 120)
            #expect(run.status == 2, "\(arguments)")
            #expect(
                run.errors == "launch-tui: cannot write \(target): it is a file this command reads (write to another)\n",
                "\(arguments): \(run.errors)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: report)) == original, "the report untouched")
        #expect(try String(contentsOfFile: talk, encoding: .utf8) == talkText)
        #expect(
            try String(contentsOfFile: launch, encoding: .utf8)
                == String(contentsOf: Examples.folder.appendingPathComponent("launches/our-app.startup"), encoding: .utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["hard.json", "ours.startup", "r.json", "talk.talk"])
    }

    /// `--stills DIR` that another user made first, with links named as the
    /// stills will be (their names follow from the talk), is refused and
    /// the victim's file untouched; so is a DIR that is a link or that
    /// others may write. A new DIR is the user's alone.
    @Test(.timeLimit(.minutes(3)), .enabled(if: geteuid() == 0, "needs root to make a folder of another user (uid 65534)"))
    func recordStillsRefusesAFolderItMayNotTrust() throws {
        let folder = try Self.writersFolder("planted-stills")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talk = Examples.folder.appendingPathComponent("scenarios.talk").path
        let victim = folder + "/victim.txt"
        try "the victim's own\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let theirs = folder + "/stills"
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
        let still = theirs + "/01-slow-network-stories-answer-at-4-s.svg"
        try FileManager.default.createSymbolicLink(atPath: still, withDestinationPath: victim)
        lchown(still, 65534, 65534)
        chmod(theirs, 0o755)
        #expect(chown(theirs, 65534, 65534) == 0)
        let real = folder + "/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: real)
        try FileManager.default.createDirectory(atPath: folder + "/open", withIntermediateDirectories: false)
        chmod(folder + "/open", 0o777)
        let cases = [
            (theirs, "it is another user's folder (give one of your own, or a new one)"),
            (folder + "/link", "it is a link (give the folder it links to)"),
            (folder + "/open", "others may write in it (chmod go-w it, or give a new folder)")
        ]
        for (stills, says) in cases {
            let run = try Self.runBinary(["record", talk, "--stills", stills, "--force"], within: 60)
            #expect(run.status == 2, "\(stills)")
            #expect(run.errors == "launch-tui: --stills \(stills): \(says)\n", "\(run.errors)")
        }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the victim's own\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/open").isEmpty)

        let made = try Self.runBinary(["record", talk, "--stills", folder + "/new"], within: 60)
        #expect(made.status == 0 && made.errors.isEmpty, "\(made.errors)")
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/new")[.posixPermissions] as? Int
        #expect(mode == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/new").contains("01-slow-network-stories-answer-at-4-s.svg"))
    }
}
