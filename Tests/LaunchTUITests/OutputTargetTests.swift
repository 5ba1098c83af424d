import Foundation
import Testing

@testable import LaunchTUI

/// What every writer refuses, decided in one place (`OutputFile`): a FIFO,
/// socket or device that is not the user's own, a file the command has
/// read, and (for `--stills`) a folder the user may not trust. A FIFO with
/// no reader is refused without waiting in the tests that run the program
/// (`PtyDemoTests+Writers`), where a hang could be cut short.
@Suite final class OutputTargetTests {
    static let isRoot = geteuid() == 0
    static let nobody: uid_t = 65534
    static let needsRoot: Comment = "needs root to make files of another user (uid 65534)"

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-target-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private func refusal(_ body: () throws(Files.Problem) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return CommandFailure(error).line
        }
    }

    /// Another user's FIFO, left 0666 in a folder anyone may write, with
    /// that user reading it: refused before it is opened, and the reader
    /// gets nothing, forced or not.
    @Test(.enabled(if: isRoot, needsRoot)) func aFIFOAnotherUserPlantedIsRefusedAndGetsNothing() throws {
        chmod(folder, 0o777)
        let fifo = folder + "/talk.html"
        #expect(mkfifo(fifo, 0o666) == 0)
        chmod(fifo, 0o666)
        #expect(chown(fifo, Self.nobody, Self.nobody) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        for force in [false, true] {
            #expect(
                refusal { () throws(Files.Problem) in try Files.writeReplacing(fifo, with: "the page\n", force: force) }
                    == "launch-tui: cannot write \(fifo): it is a named pipe (FIFO) another user owns (give a path of your own)")
        }
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "the reader got nothing")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "left as it was")
    }

    /// The user's own FIFO, read by the user: written in place, and the
    /// writes block again once it is open (a reader that is slow gets all).
    @Test func aFIFOOfTheUsersOwnIsWrittenInPlace() throws {
        let fifo = folder + "/mine"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        var file = try OutputFile(fifo)
        #expect(file.temporary == nil, "written in place")
        file.write("the page\n")
        try file.finish()
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &bytes, bytes.count)
        #expect(count == 9 && String(decoding: bytes.prefix(max(0, count)), as: UTF8.self) == "the page\n")
    }

    /// A socket cannot be written as a file: one line.
    @Test func aSocketIsRefused() throws {
        let path = folder + "/socket"
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let listening = socket(AF_UNIX, stream, 0)
        try #require(listening >= 0)
        defer { close(listening) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(
            refusal { () throws(Files.Problem) in try Files.writeReplacing(path, with: "x", force: true) }
                == "launch-tui: cannot write \(path): it is a socket, not a file")
    }

    /// The null device is written, whoever owns it.
    @Test func theNullDeviceIsWritten() throws {
        try Files.writeReplacing("/dev/null", with: "nothing\n")
    }

    /// A file the command has read (here a launch file, as `--left` reads
    /// it) is never written over: not by its name, a link to it or a second
    /// hard link, and not with `force`; a copy of it is written as any file.
    @Test func aFileReadIsNeverWrittenOver() throws {
        let launch = folder + "/ours.startup"
        let text = try String(contentsOf: Examples.folder.appendingPathComponent("launches/our-app.startup"), encoding: .utf8)
        try text.write(toFile: launch, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.startup", withDestinationPath: launch)
        #expect(link(launch, folder + "/hard.startup") == 0)
        _ = try LaunchFiles.load(launch)
        for path in [launch, folder + "/link.startup", folder + "/hard.startup"] {
            for force in [false, true] {
                #expect(
                    refusal { () throws(Files.Problem) in try Files.writeReplacing(path, with: "x", force: force) }
                        == "launch-tui: cannot write \(path): it is a file this command reads (write to another)", "\(path)")
            }
        }
        #expect(contents(launch) == text, "untouched")
        try text.write(toFile: folder + "/copy.startup", atomically: false, encoding: .utf8)
        try Files.writeReplacing(folder + "/copy.startup", with: "x")
        #expect(contents(folder + "/copy.startup") == "x")
    }

    /// `--stills DIR` when DIR is missing: made, the user's alone (0700).
    @Test func aNewStillsFolderIsTheUsersAlone() throws {
        let path = folder + "/stills"
        let descriptor = try RecordCommand.stillsFolder(path + "/")
        close(descriptor)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_mode & 0o777 == 0o700)
        // The user's own, which others may read but not write: used.
        chmod(path, 0o755)
        close(try RecordCommand.stillsFolder(path))
    }

    /// `--stills DIR` that is a link (even the user's own, to a folder of
    /// the user's), that others may write, or that is a file: refused.
    @Test func aStillsFolderThatIsALinkOrOpenToOthersIsRefused() throws {
        let real = folder + "/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: real)
        try FileManager.default.createDirectory(atPath: folder + "/open", withIntermediateDirectories: false)
        chmod(folder + "/open", 0o777)
        try FileManager.default.createDirectory(atPath: folder + "/group", withIntermediateDirectories: false)
        chmod(folder + "/group", 0o775)
        try "x".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
        let cases = [
            ("link", "it is a link (give the folder it links to)"),
            ("open", "others may write in it (chmod go-w it, or give a new folder)"),
            ("group", "others may write in it (chmod go-w it, or give a new folder)")
        ]
        for (name, says) in cases {
            #expect(
                refusal { () throws(Files.Problem) in close(try RecordCommand.stillsFolder(folder + "/" + name)) }
                    == "launch-tui: --stills \(folder)/\(name): \(says)")
        }
        #expect(
            refusal { () throws(Files.Problem) in close(try RecordCommand.stillsFolder(folder + "/file")) }
                == "launch-tui: --stills \(folder)/file is not a folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real).isEmpty)
    }

    /// `--stills DIR` another user made first (in /tmp, say), closed to
    /// others, with links named as the stills will be: refused, and the
    /// victim's files the links name are untouched.
    @Test(.enabled(if: isRoot, needsRoot)) func aStillsFolderOfAnotherUserIsRefused() throws {
        let victim = folder + "/victim.txt"
        try "the victim's own\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let theirs = folder + "/stills"
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
        for name in ["01-marker.svg", "02-marker.svg"] {
            try FileManager.default.createSymbolicLink(atPath: theirs + "/" + name, withDestinationPath: victim)
            lchown(theirs + "/" + name, Self.nobody, Self.nobody)
        }
        chmod(theirs, 0o755)
        #expect(chown(theirs, Self.nobody, Self.nobody) == 0)
        #expect(
            refusal { () throws(Files.Problem) in close(try RecordCommand.stillsFolder(theirs)) }
                == "launch-tui: --stills \(theirs): it is another user's folder (give one of your own, or a new one)")
        #expect(contents(victim) == "the victim's own\n")
    }

    /// A still written into the folder replaces a link at its name (the
    /// user's own folder: no one else could have put it there), never
    /// following it; a read-only still is refused unless forced.
    @Test func aStillReplacesALinkAtItsNameAndRefusesAReadOnlyOne() throws {
        let victim = folder + "/victim.txt"
        try "the victim's own\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let stills = folder + "/stills"
        let descriptor = try RecordCommand.stillsFolder(stills)
        defer { close(descriptor) }
        try FileManager.default.createSymbolicLink(atPath: stills + "/01-a.svg", withDestinationPath: victim)
        try Files.writeReplacing("01-a.svg", in: descriptor, name: stills + "/01-a.svg", with: Array("<svg/>\n".utf8))
        #expect(contents(victim) == "the victim's own\n")
        #expect(contents(stills + "/01-a.svg") == "<svg/>\n")
        chmod(stills + "/01-a.svg", 0o444)
        #expect(
            refusal { () throws(Files.Problem) in
                try Files.writeReplacing("01-a.svg", in: descriptor, name: stills + "/01-a.svg", with: Array("again".utf8))
            }
                == "launch-tui: cannot write \(stills)/01-a.svg: it is read-only (give --force to replace it)")
        try Files.writeReplacing("01-a.svg", in: descriptor, name: stills + "/01-a.svg", with: Array("again".utf8), force: true)
        #expect(contents(stills + "/01-a.svg") == "again")
    }
}
