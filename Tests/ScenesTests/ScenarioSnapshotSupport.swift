import Foundation
import Scenes
import Testing

/// Compares a buffer with its reference file,
/// `__Snapshots__/<TestFile>/<name>.txt` beside the test: the text, a line
/// `--- styles ---`, then the style runs, so a colour regression fails as
/// plainly as a text one. A missing reference fails; `SNAPSHOT_RECORD=1`
/// (re)records. On a mismatch the new picture is written beside the
/// reference as `<name>.snapshot.new` (ignored by git).
///
/// Named apart from the main test harness's `assertSnapshot` so that both
/// can live in one target until they are folded together.
func assertScenarioSnapshot(
    _ buffer: ScreenBuffer, named name: String,
    file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: file)
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent(name + ".txt")
    let actual = buffer.text + "\n--- styles ---\n" + buffer.styleText + "\n"

    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: reference, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("could not record \(reference.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
        Issue.record("no reference snapshot at \(reference.path); run with SNAPSHOT_RECORD=1 to record it",
                     sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    let new = folder.appendingPathComponent(name + ".snapshot.new")
    try? actual.write(to: new, atomically: true, encoding: .utf8)
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let now = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(old.count, now.count)).first { old[$0] != now[$0] } ?? min(old.count, now.count)
    let was = line < old.count ? String(old[line]) : "(end)"
    let got = line < now.count ? String(now[line]) : "(end)"
    Issue.record("""
        snapshot '\(name)' differs at line \(line + 1):
          reference: \(was)
          actual:    \(got)
        new picture written to \(new.path)
        """, sourceLocation: sourceLocation)
}
