import Foundation
import Scenes
import Testing

/// Compares a buffer with its reference file, swift-snapshot-testing style:
/// `__Snapshots__/<TestFile>/<name>.txt` beside the test, holding the buffer's
/// snapshot form (`ScreenBuffer.snapshotText`: the text form, a
/// `--- styles ---` line and the style form), so a colour regression fails as
/// plainly as a text one.
///
/// A missing reference fails. `SNAPSHOT_RECORD=1 swift test` records every
/// snapshot the run reaches (never set it in CI) and fails each test it
/// records in, as swift-snapshot-testing does, so a recording run is never
/// mistaken for a passing one; review each new picture before committing it.
/// On a mismatch the new picture is written aside, under the temporary
/// directory, and the first differing lines are shown.
///
/// For Swift Testing (`@Test`): failures are recorded with `Issue.record`.
public func assertSnapshot(
    _ buffer: ScreenBuffer,
    named name: String,
    file: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(text: buffer.snapshotText, named: name, file: file, sourceLocation: sourceLocation)
}

/// The same for any text form (a filmstrip's, say): `__Snapshots__/<TestFile>/<name>.txt`.
public func assertSnapshot(
    text actual: String,
    named name: String,
    file: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: file)
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = folder.appendingPathComponent(name + ".txt")

    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: reference, atomically: true, encoding: .utf8)
            Issue.record(
                """
                recorded snapshot '\(name)' at \(reference.path) (SNAPSHOT_RECORD=1); \
                review it, then run the tests without SNAPSHOT_RECORD
                """, sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(reference.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }

    guard let expected = try? String(contentsOf: reference, encoding: .utf8) else {
        let aside = writeAside(actual, name: name, testFile: testFile)
        Issue.record(
            """
            no reference snapshot at \(reference.path)
            the picture this run drew is at \(aside); to record it, run SNAPSHOT_RECORD=1 swift test, then review it
            """, sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let aside = writeAside(actual, name: name, testFile: testFile)
        Issue.record(
            """
            snapshot '\(name)' differs from \(reference.path)
            \(lineDiff(expected: expected, actual: actual))
            the new picture is at \(aside)
            """, sourceLocation: sourceLocation)
    }
}

private func writeAside(_ text: String, name: String, testFile: URL) -> String {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("launch-tui-snapshots")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let path = folder.appendingPathComponent(name + ".txt")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: path, atomically: true, encoding: .utf8)
    return path.path
}

/// The first few lines that differ, as `-expected` / `+actual` with line numbers.
func lineDiff(expected: String, actual: String, limit: Int = 8) -> String {
    let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) where lines.count < limit * 2 {
        let a = index < old.count ? old[index] : nil
        let b = index < new.count ? new[index] : nil
        if a != b {
            if let a { lines.append("\(index + 1)-\(a)") }
            if let b { lines.append("\(index + 1)+\(b)") }
        }
    }
    return lines.joined(separator: "\n")
}
