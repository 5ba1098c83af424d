import Foundation
import Testing

/// A file that cannot be read is one line on standard error that starts
/// with the program's name, whichever command was given it, and exit 2;
/// the mistakes inside a talk keep the compiler's form (`FILE:LINE:COL`, the
/// line, a caret). Run as the built program, as people type it.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func aFileThatCannotBeReadIsOneLineThatNamesTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-errors-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.launch").path
        let empty = folder.appendingPathComponent("empty.launch").path
        try "".write(toFile: empty, atomically: false, encoding: .utf8)
        let cast = folder.appendingPathComponent("out.cast").path
        let cases: [(arguments: [String], says: String)] = [
            (["check", missing], "launch-tui: \(missing): no such file\n"),
            (["play", missing], "launch-tui: \(missing): no such file\n"),
            (["record", missing, "-o", cast], "launch-tui: \(missing): no such file\n"),
            (["notes", missing], "launch-tui: \(missing): no such file\n"),
            (["check", folder.path], "launch-tui: \(folder.path): is a folder, not a file\n"),
            (["check", empty], "launch-tui: \(empty): the file is empty: a script needs at least one action\n")
        ]
        for (arguments, says) in cases {
            let run = try Self.runBinary(arguments)
            #expect(run.status == 2 && run.output.isEmpty, "\(arguments)")
            #expect(run.errors == says, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: cast), "nothing recorded")

        // A mistake inside a talk: FILE:LINE:COL, the line, a caret under the spot.
        let bad = folder.appendingPathComponent("bad.launch").path
        try "Play 2\n".write(toFile: bad, atomically: false, encoding: .utf8)
        for command in ["check", "play"] {
            let run = try Self.runBinary([command, bad])
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("\(bad):1:6: Play takes a duration with its unit"), "\(command): \(run.errors)")
            #expect(run.errors.hasSuffix("\nPlay 2\n     ^\n"), "\(command): \(run.errors)")
        }
    }
}
