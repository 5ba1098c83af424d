import Foundation
import Testing

@testable import LaunchTUI

/// Nothing written where it must not be: the files `OutputFile` makes can
/// not be turned by another user, in a folder shared with them, into writes
/// to the victim's files, and the cleanup of abandoned temporary files
/// removes only the user's own that no living writer holds.
@Suite final class OutputFileSecurityTests {
    /// Another user: files are given to it with chown, which needs root.
    static let isRoot = geteuid() == 0
    static let nobody: uid_t = 65534
    static let needsRoot: Comment = "needs root to make files of another user (uid 65534)"

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-security-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ text: String, mode: Int = 0o644) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private func info(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    private func isLink(_ path: String) -> Bool { info(path).map { $0.st_mode & S_IFMT == S_IFLNK } ?? false }

    private func listing() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

    private func age(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: path)
    }

    /// The mode a new file gets from `open(..., 0666)` under this process's umask, as `cp` makes one.
    private func newFileMode() throws -> mode_t {
        let probe = folder + "/.probe"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(probe)
        }
        var info = stat()
        fstat(descriptor, &info)
        return info.st_mode & 0o777
    }

    /// Process numbers that are free: processes that have ended.
    private func endedProcesses(_ count: Int) throws -> [Int32] {
        try (0..<count).map { _ in
            let ended = Process()
            ended.executableURL = URL(fileURLWithPath: "/bin/true")
            try ended.run()
            ended.waitUntilExit()
            return ended.processIdentifier
        }
    }

    /// The names the writer once used, `.NAME.PID.tmp`, each a planted link
    /// to the victim's file, for a range of process numbers around this
    /// one: the victim's file, and a target whose mode another user made
    /// 0666, are never written through them.
    @Test func linksPlantedUnderEveryProcessNumberAreNeverFollowed() throws {
        let victim = try write("victim.txt", "the victim's own\n", mode: 0o600)
        let target = try write("out.cast", "old\n", mode: 0o666)
        let pid = getpid()
        let planted = (max(1, pid - 300)...(pid + 300)).map { folder + "/.out.cast.\($0).tmp" }
        for link in planted { try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim) }

        try Files.writeReplacing(target, with: "the recording\n")

        #expect(contents(victim) == "the victim's own\n", "the victim's file untouched")
        #expect(info(victim).map { $0.st_mode & 0o777 } == 0o600, "and its permissions")
        #expect(!isLink(target) && contents(target) == "the recording\n")
        #expect(planted.allSatisfy { isLink($0) }, "the planted links are left as they are")
        #expect(listing().count == planted.count + 2, "nothing else left beside it")
    }

    /// The temporary file's name is random; should a planted link or file
    /// take any name it could have, that name is passed over, and what is
    /// there is neither followed nor changed.
    @Test func namesTakenByPlantedLinksArePassedOver() throws {
        let victim = try write("victim.txt", "the victim's own\n", mode: 0o600)
        let target = folder + "/out.cast"
        let suffixes = ["AAAAAAAAAAAA", "BBBBBBBBBBBB", "CCCCCCCCCCCC", "DDDDDDDDDDDD"]
        try FileManager.default.createSymbolicLink(atPath: folder + "/.out.cast.AAAAAAAAAAAA.tmp", withDestinationPath: victim)
        // A link to nowhere: O_CREAT through it would make the file it names.
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/.out.cast.BBBBBBBBBBBB.tmp", withDestinationPath: folder + "/made-through-a-link")
        let planted = try write(".out.cast.CCCCCCCCCCCC.tmp", "someone else's\n", mode: 0o666)
        var next = 0
        var file = try OutputFile(target) {
            defer { next += 1 }
            return suffixes[next % suffixes.count]
        }
        #expect(file.temporary == folder + "/.out.cast.DDDDDDDDDDDD.tmp")
        #expect(info(file.temporary ?? "").map { $0.st_mode & 0o777 } == 0o600, "made private to the user")
        file.write("the recording\n")
        try file.finish()
        #expect(contents(target) == "the recording\n")
        #expect(contents(victim) == "the victim's own\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/made-through-a-link"))
        #expect(contents(planted) == "someone else's\n")
        #expect(isLink(folder + "/.out.cast.AAAAAAAAAAAA.tmp") && isLink(folder + "/.out.cast.BBBBBBBBBBBB.tmp"))

        // Every name it tries taken: one line, and nothing changed.
        let before = listing()
        do {
            _ = try OutputFile(target) { "AAAAAAAAAAAA" }
            Issue.record("wrote with every name taken")
        } catch {
            #expect(CommandFailure(error).line == "launch-tui: cannot write \(target): no free name for a temporary file beside it")
        }
        #expect(listing() == before)
        #expect(contents(victim) == "the victim's own\n")
    }

    @Test func temporaryNamesAreRandom() {
        let suffixes = (0..<50).map { _ in OutputFile.randomSuffix() }
        #expect(Set(suffixes).count == suffixes.count)
        #expect(suffixes.allSatisfy { $0.count == 12 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    }

    /// A file replaced keeps its permissions only when it is a regular file
    /// of the user's own; another user's (here 0666, in a folder anyone may
    /// write) gives nothing, and the file written has a new file's mode.
    @Test(.enabled(if: isRoot, needsRoot)) func permissionsComeOnlyFromAFileOfTheUsers() throws {
        chmod(folder, 0o777)
        let expected = try newFileMode()
        let theirs = try write("theirs.cast", "theirs\n", mode: 0o666)
        #expect(chown(theirs, Self.nobody, Self.nobody) == 0)
        try Files.writeReplacing(theirs, with: "the recording\n")
        #expect(info(theirs)?.st_uid == geteuid())
        #expect(info(theirs).map { $0.st_mode & 0o777 } == expected, "a new file's mode, not the 0666 another user gave theirs")
        #expect(contents(theirs) == "the recording\n")

        let mine = try write("mine.cast", "mine\n", mode: 0o640)
        try Files.writeReplacing(mine, with: "the recording\n")
        #expect(info(mine).map { $0.st_mode & 0o777 } == 0o640, "the user's own file keeps its permissions")

        try Files.writeReplacing(folder + "/new.cast", with: "the recording\n")
        #expect(info(folder + "/new.cast").map { $0.st_mode & 0o777 } == expected, "a new file: 0666 less the umask")
    }

    /// A target that is a link another user made, in a folder anyone may
    /// write, is refused in one line: the file it names is not written, nor
    /// is a device it names. The same user's link in a folder that only
    /// that user may change is followed, as the kernel's protected_symlinks
    /// would follow it.
    @Test(.enabled(if: isRoot, needsRoot)) func aLinkAnotherUserPlantedIsRefused() throws {
        chmod(folder, 0o777)
        let victim = try write("victim.txt", "the victim's own\n", mode: 0o600)
        let link = folder + "/out.cast"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        #expect(lchown(link, Self.nobody, Self.nobody) == 0)
        let device = folder + "/device.cast"
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        #expect(lchown(device, Self.nobody, Self.nobody) == 0)
        let before = listing()
        for path in [link, device] {
            do {
                try Files.writeReplacing(path, with: "the recording\n")
                Issue.record("wrote through another user's link \(path)")
            } catch {
                #expect(
                    CommandFailure(error).line
                        == "launch-tui: cannot write \(path): it is a link another user made (give the file it links to instead)")
            }
        }
        #expect(contents(victim) == "the victim's own\n")
        #expect(listing() == before, "nothing left beside it")

        // Their own folder, which only they may change: their link is theirs to make.
        let home = folder + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        let theirs = try write("home/theirs.txt", "theirs\n")
        try FileManager.default.createSymbolicLink(atPath: home + "/link.cast", withDestinationPath: "theirs.txt")
        #expect(lchown(home + "/link.cast", Self.nobody, Self.nobody) == 0 && chown(home, Self.nobody, Self.nobody) == 0)
        try Files.writeReplacing(home + "/link.cast", with: "the recording\n")
        #expect(contents(theirs) == "the recording\n" && isLink(home + "/link.cast"))
        // Opened to everyone, the same link is refused.
        chmod(home, 0o777)
        #expect(throws: Files.Problem.self) { try Files.writeReplacing(home + "/link.cast", with: "again\n") }
        #expect(contents(theirs) == "the recording\n")
    }

    /// The cleanup judges a temporary file by the file itself, never by a
    /// process number (which says nothing of a writer in another container
    /// or on another host): of files named as a writer names them after
    /// processes that have ended, it removes the user's own that no one has
    /// locked and that have not changed for a while, and keeps one a living
    /// writer holds locked, one just made, and a link (whatever it names).
    @Test func cleanupRemovesOnlyTheUsersOwnUnlockedOldTemporaryFiles() throws {
        let victim = try write("victim.txt", "the victim's own\n", mode: 0o600)
        let target = folder + "/out.cast"
        // A writer at work, in this process: its file unchanged for a minute.
        var living = try OutputFile(target)
        let livingFile = try #require(living.temporary)
        try age(livingFile)
        let ended = try endedProcesses(4)
        let abandoned = try write(".out.cast.\(ended[0]).tmp", "half\n")
        // Locked by a writer elsewhere (another PID namespace, another host).
        let held = try write(".out.cast.\(ended[1]).tmp", "in progress\n")
        let new = try write(".out.cast.\(ended[2]).tmp", "just made\n")
        let link = folder + "/.out.cast.\(ended[3]).tmp"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        for path in [abandoned, held] { try age(path) }
        let lock = open(held, O_RDWR)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)

        try Files.writeReplacing(target, with: "another recording\n")

        #expect(!FileManager.default.fileExists(atPath: abandoned), "the abandoned file removed")
        #expect(contents(held) == "in progress\n", "a locked file kept")
        #expect(contents(new) == "just made\n", "a file just made kept")
        #expect(isLink(link) && contents(victim) == "the victim's own\n", "a link kept, and what it names untouched")
        #expect(FileManager.default.fileExists(atPath: livingFile), "the living writer's file kept")
        living.write("the recording\n")
        try living.finish()
        #expect(contents(target) == "the recording\n")
    }

    /// In a folder anyone may write, another user's temporary file is never
    /// removed, however old, unlocked and named after an ended process.
    @Test(.enabled(if: isRoot, needsRoot)) func cleanupNeverRemovesAnotherUsersFile() throws {
        chmod(folder, 0o777)
        let pid = try endedProcesses(1)[0]
        let theirs = try write(".out.cast.\(pid).tmp", "theirs\n", mode: 0o600)
        #expect(chown(theirs, Self.nobody, Self.nobody) == 0)
        try age(theirs)
        try Files.writeReplacing(folder + "/out.cast", with: "the recording\n")
        #expect(contents(theirs) == "theirs\n")
        #expect(info(theirs)?.st_uid == Self.nobody)
    }
}
