import Foundation
import Testing

/// `record -o` onto a read-only file refuses as `cp` does, in one line with
/// exit 2 and the file untouched, unless `--force` is given; run as the
/// built program, as people type it.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func recordRefusesAReadOnlyFileUnlessForced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("talk.cast")
        try "kept\n".write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target.path)
        let talk = Examples.folder.appendingPathComponent("scenarios.talk").path

        let refused = try Self.runBinary(["record", talk, "-o", target.path])
        #expect(refused.status == 2)
        #expect(refused.errors == "launch-tui: cannot write \(target.path): it is read-only (give --force to replace it)\n")
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n", "the file untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["talk.cast"], "nothing left beside it")

        // Through a link, the file it names is the one that counts.
        let link = folder.appendingPathComponent("link.cast")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(try Self.runBinary(["record", talk, "-o", link.path]).status == 2)
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")

        let forced = try Self.runBinary(["record", talk, "-o", target.path, "--force"])
        #expect(forced.status == 0 && forced.errors.isEmpty, "\(forced.errors)")
        let cast = try String(contentsOf: target, encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\": 2") || cast.hasPrefix("{\"version\":2"), "\(cast.prefix(40))")
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o444, "replaced, it keeps its permissions")

        // A file that may be written is replaced as before, without --force.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        try "old\n".write(to: target, atomically: false, encoding: .utf8)
        #expect(try Self.runBinary(["record", talk, "-o", target.path]).status == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == cast)
    }
}
