import Foundation
import Testing

/// `record -o` in a folder another user may write, run as the built program:
/// a link they planted as the target is refused in one line with exit 2,
/// and one they planted under a temporary file's name is never followed;
/// /dev/stdout, a link of the system's, is still written in place.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3)), .enabled(if: geteuid() == 0, "needs root to make a link of another user (uid 65534)"))
    func recordRefusesALinkAnotherUserPlanted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        chmod(folder.path, 0o777)
        let victim = folder.appendingPathComponent("victim.txt")
        try "the victim's own\n".write(to: victim, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("talk.cast")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)
        #expect(lchown(link.path, 65534, 65534) == 0)
        let talk = Examples.folder.appendingPathComponent("scenarios.talk").path

        let refused = try Self.runBinary(["record", talk, "-o", link.path])
        #expect(refused.status == 2)
        #expect(
            refused.errors == "launch-tui: cannot write \(link.path): it is a link another user made (give the file it links to instead)\n")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "the victim's own\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["talk.cast", "victim.txt"],
            "nothing left beside it")

        // Under the old temporary names, for process numbers up to far past the next ones.
        try FileManager.default.removeItem(at: link)
        let pid = Int(getpid())
        for number in pid...(pid + 2000) {
            let planted = folder.appendingPathComponent(".talk.cast.\(number).tmp").path
            try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim.path)
            lchown(planted, 65534, 65534)
        }
        let recorded = try Self.runBinary(["record", talk, "-o", link.path])
        #expect(recorded.status == 0 && recorded.errors.isEmpty, "\(recorded.errors)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "the victim's own\n")
        #expect(try String(contentsOf: link, encoding: .utf8).hasPrefix("{\"version\": 2"))

        let standard = try Self.runBinary(["record", talk, "-o", "/dev/stdout"])
        #expect(standard.status == 0 && standard.errors.isEmpty, "\(standard.errors)")
        #expect(String(decoding: standard.output, as: UTF8.self).hasPrefix("{\"version\": 2"))
    }
}
