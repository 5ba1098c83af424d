import Foundation
import Testing

/// `play` with a runtime directory other users may change: the talk goes on
/// without notes, and one line says why when it ends.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func playGoesOnWithoutNotesInALooseRuntimeDirectory() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("launch-tui-loose-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        chmod(runtime, 0o777)
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let play = try PtySession(arguments: ["play", talk], environment: ["XDG_RUNTIME_DIR": runtime])
        defer { play.kill() }
        #expect(play.read(until: "beat 1/10", timeout: 90), "\(play.printable)")
        play.send("q")
        #expect(play.waitForExit(timeout: 30) == 0)
        let line = "launch-tui: the runtime directory \(runtime) is not a folder of yours alone (mode 0700): notes will not use it"
        #expect(play.output.contains(line), "\(play.printable)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: runtime).isEmpty, "nothing made in it")
    }
}
