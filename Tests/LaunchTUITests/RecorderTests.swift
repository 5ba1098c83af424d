import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// The examples in the repository, found from this file.
enum Examples {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    static var paths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let paths = names.filter { $0.hasSuffix(".talk") }.sorted().map { folder.appendingPathComponent($0).path }
        // Tests over every example must never pass for want of one.
        precondition(!paths.isEmpty, "no examples/*.talk found")
        return paths
    }

    static func script(_ text: String) throws -> Script { try ScriptParser.script(text) }
}

/// The events of a cast, read with Foundation's JSON parser.
struct Cast {
    var header: [String: Any]
    var events: [(time: Double, kind: String, data: String)]

    init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        lines.removeLast()
        header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        events = try lines.dropFirst().map { line in
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            return (try #require(event[0] as? Double), try #require(event[1] as? String), try #require(event[2] as? String))
        }
    }
}

@Suite struct RecorderTests {
    static let talk = """
        Set Size 80x24
        Set Fps 10
        Set Theme light
        Caption "Say \\"hi\\" \\\\ there"
        Play 1s
        Mark "one \u{1B}]0;x\u{7}"
        Pause
        Scenario network=slow cache=empty
        Caption ""
        Play to 2.7s
        Pause 1s
        """

    @Test func headerHasVersionSizeTitleAndTerm() throws {
        let cast = try Cast(CastRecorder.cast(of: try Examples.script(Self.talk), title: "my \"talk\"\u{1B}"))
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 80)
        #expect(cast.header["height"] as? Int == 24)
        #expect(cast.header["title"] as? String == "my \"talk\"\u{FFFD}")
        #expect((cast.header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        let theme = try #require(cast.header["theme"] as? [String: String])
        #expect(theme["bg"] == "#ffffff" && theme["fg"] == "#1c1c1c")
        #expect(theme["palette"]?.split(separator: ":").count == 16)
    }

    @Test func itEndsWithTheViewersTerminalAsAShellWantsItAndTheLastFrameWhole() throws {
        let cast = try Cast(CastRecorder.cast(of: try Examples.script(Self.talk), title: "t"))
        let last = try #require(cast.events.last)
        #expect(last.kind == "o" && last.time == 6.7)
        // Plain colours, the cursor shown at the bottom row's start, and no
        // newline, which would scroll the last frame by a row.
        #expect(last.data == "\u{1B}[0m\u{1B}[?25h\u{1B}[24;1H")
    }

    @Test func oneMarkerPerMarkAndPauseLabelled() throws {
        let cast = try Cast(CastRecorder.cast(of: try Examples.script(Self.talk), title: "t"))
        let markers = cast.events.filter { $0.kind == "m" }
        // One a beat, at the end of each Pause's hold (1 s + 2 s; then 3 + 2.7 + 1 s),
        // the first named by its beat's Mark.
        #expect(markers.map(\.time) == [3.0, 6.7])
        #expect(markers.map(\.data) == ["one \u{FFFD}]0;x\u{FFFD}", "Pause at 2.7 s"])
        // The last Pause holds its second.
        #expect(cast.events.last?.time == 6.7)
        #expect(cast.events.map(\.time) == cast.events.map(\.time).sorted())
    }

    @Test func noControlCharacterFromTheScriptReachesTheOutput() throws {
        // `check` refuses a control character in a caption; a Mark's label, and
        // a caption that did not come through the parser, are made harmless here.
        var script = try Examples.script(Self.talk)
        let caption = try #require(script.actions.firstIndex { if case .caption = $0.value { true } else { false } })
        script.actions[caption].value = .caption("Say \u{1B}[2J and \u{7}")
        let text = CastRecorder.cast(of: script, title: "t")
        // In the file, every control character is escaped...
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || ($0.value >= 0x7F && $0.value < 0xA0) })
        // ...and in the bytes the terminal gets, the only escapes are the encoder's own.
        let cast = try Cast(text)
        var terminal = TerminalInterpreter(width: 80, height: 24)
        for event in cast.events where event.kind == "o" { terminal.feed(event.data) }
        #expect(terminal.unknown == [])
        #expect(!cast.events.contains { $0.data.contains("\u{7}") || $0.data.contains("\u{1B}]") })
    }

    @Test func theSameScriptGivesTheSameBytes() throws {
        let script = try Examples.script(Self.talk)
        #expect(CastRecorder.cast(of: script, title: "t") == CastRecorder.cast(of: script, title: "t"))
        #expect(CastRecorder.cast(of: script, title: "t", fps: 5) != CastRecorder.cast(of: script, title: "t"))
    }

    @Test func eventsHoldOnlyWhatChanged() throws {
        let cast = try Cast(CastRecorder.cast(of: try Examples.script(Self.talk), title: "t"))
        let outputs = cast.events.filter { $0.kind == "o" }.map(\.data)
        #expect(outputs[0].contains("\u{1B}[2J"))
        // After the first paint, a frame writes a small part of the screen.
        let later = outputs.dropFirst().filter { !$0.contains("\u{1B}[2J") }
        #expect(!later.isEmpty)
        #expect(later.map(\.utf8.count).min()! < outputs[0].utf8.count / 10)
    }

    /// A player that stops at markers moves on at once: after each marker
    /// but one at the very end, the next frame comes at the marker's time.
    @Test(arguments: Examples.paths)
    func theKeyAtAMarkerMovesThePictureAtOnce(path: String) throws {
        let cast = try Cast(CastRecorder.cast(of: try TalkFile.load(path), title: "t"))
        let end = try #require(cast.events.last?.time)
        for (index, event) in cast.events.enumerated() where event.kind == "m" && event.time < end {
            let next = try #require(cast.events[(index + 1)...].first { $0.kind == "o" })
            #expect(next.time == event.time, "after \(event.data)")
        }
        #expect(!cast.events.contains { $0.kind == "m" && $0.time == 0 }, "no marker at 0.000: the talks start with no Mark")
    }

    /// `Play to 3.2s` then a new scene: the 3.2 s frame is written and stays
    /// one frame interval (0.1 s at 10 fps) before the next scene's frame.
    @Test func aPlaysLastFrameIsOnScreenForAFrame() throws {
        let script = try Examples.script("Set Size 80x24\nSet Fps 10\nPlay to 3.25s\nMark \"x\"\nScenario network=slow\nPlay 1s\n")
        let cast = try Cast(CastRecorder.cast(of: script, title: "t"))
        var terminal = TerminalInterpreter(width: 80, height: 24)
        for event in cast.events where event.kind == "o" && event.time <= 3.25 { terminal.feed(event.data) }
        let snapshot = SnapshotCommand.output(SnapshotOptions(at: .ms(3250), size: Size(width: 80, height: 24)))
        let expected = Array(snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(22))
        #expect(Array(terminal.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(22)) == expected)
        #expect(cast.events.contains { $0.kind == "m" && $0.time == 3.25 })
        #expect(!cast.events.contains { $0.kind == "o" && $0.time > 3.25 && $0.time < 3.35 })
        #expect(cast.events.contains { $0.kind == "o" && $0.time == 3.35 })
    }

    /// Replayed in an independent terminal up to each marker, the screen is
    /// what `snapshot` shows for that scenario and time, but for the caption row.
    @Test(arguments: Examples.paths)
    func replayUpToEachMarkerIsTheSnapshot(path: String) throws {
        let script = try TalkFile.load(path)
        let timeline = ScriptTimeline(script)
        let cast = try Cast(CastRecorder.cast(of: script, title: "t"))
        let size = script.settings.size
        var terminal = TerminalInterpreter(width: size.width, height: size.height)
        var markers = timeline.markers[...]
        var compared = 0
        for event in cast.events {
            if event.kind == "o" { terminal.feed(event.data); continue }
            let next = markers.popFirst()
            let marker = try #require(next)
            #expect(event.data == marker.label)
            let snapshot = SnapshotCommand.output(SnapshotOptions(scenario: marker.state.scenario, at: marker.state.time, size: size))
            var expected = snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var shown = terminal.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let layout = try #require(StageLayout(size: size))
            // The caption row shows the talk's caption and beat; the status
            // line the snapshot's hint. The rest is the same picture.
            #expect(shown[layout.captionRow].contains(String(marker.state.caption.prefix(20))))
            #expect(shown[layout.captionRow].hasSuffix("beat \(marker.state.beat)/\(timeline.beats.count)"))
            for row in [layout.captionRow, layout.statusRow] { expected[row] = ""; shown[row] = "" }
            #expect(shown == Array(expected.prefix(size.height)), "at \(marker.label)")
            compared += 1
        }
        #expect(compared == timeline.markers.count && compared >= 5)
        #expect(terminal.unknown == [])
    }

    @Test(arguments: Examples.paths)
    func theExamplesCheckAndRecord(path: String) throws {
        #expect(exitStatus(CheckCommand.self, CheckOptions(script: path)) == 0)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: path, output: output)) == 0)
        let cast = try Cast(String(contentsOfFile: output, encoding: .utf8))
        #expect(cast.events.count > 10)
        #expect(Examples.paths.count >= 2)
    }
}

/// The one-minute example's recording, byte for byte, as written through
/// the command (streamed to a temporary file and renamed): drawing only what
/// changed, encoding and writing may get faster, never different. When the
/// stage changes on purpose, `SNAPSHOT_RECORD=1 swift test` writes the
/// reference anew (and fails); replay it (`asciinema play`) before committing.
@Suite struct RecordedBytesTests {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/RecorderTests/launch-in-a-minute.cast")

    @Test func theOneMinuteExampleKeepsItsBytes() throws {
        let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("minute-\(UUID().uuidString).cast").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: talk, output: output)) == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: Self.reference)
            Issue.record("recorded \(Self.reference.path) (SNAPSHOT_RECORD=1); review it, then run the tests without SNAPSHOT_RECORD")
            return
        }
        let expected = try Data(contentsOf: Self.reference)
        #expect(bytes.count == expected.count)
        #expect(bytes == expected, "the one-minute example's recording changed")
    }
}

@Suite struct RecordFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)").path

    private func write(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aFailureLeavesAnExistingOutputUntouched() throws {
        let good = try write("good.launch", "Play 1s\n")
        let bad = try write("bad.launch", "Plya 1s\n")
        let output = try write("out.cast", "precious")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: bad, output: output)) == 2)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "precious")
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: folder + "/missing/out.cast")) == 2)
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: folder)) == 2)
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: output)) == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{\"version\": 2"))
        // Nothing left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["bad.launch", "good.launch", "out.cast"])
    }

    @Test func itNeverReplacesItsOwnScriptAndKeepsAFilesPermissions() throws {
        let good = try write("good.launch", "Play 1s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: good)) == 2)
        try FileManager.default.createSymbolicLink(atPath: folder + "/same.cast", withDestinationPath: "good.launch")
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: folder + "/same.cast")) == 2)
        #expect(try String(contentsOfFile: good, encoding: .utf8) == "Play 1s\n")
        let output = try write("private.cast", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output)
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: output)) == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: output)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aLinkIsFollowedAndADeviceWrittenInPlace() throws {
        let good = try write("good.launch", "Play 1s\n")
        let real = try write("real.cast", "old")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.cast", withDestinationPath: "real.cast")
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: folder + "/link.cast")) == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/link.cast")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("{\"version\": 2"))
        // A device is written to, never replaced.
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: "/dev/null")) == 0)
        let null = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(null[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func eachBadInputGetsOneMessage() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(String, String)] = [
            (folder + "/nope.launch", "no such file"),
            (try write("empty.launch", ""), "the file is empty"),
            (folder, "is a folder")
        ]
        for (path, message) in cases {
            do {
                _ = try TalkFile.load(path)
                Issue.record("\(path) loaded")
            } catch {
                #expect(error.message.contains(message))
                #expect(!error.message.contains("\n"))
            }
        }
        #expect(exitStatus(CheckCommand.self, CheckOptions(script: folder + "/nope.launch")) == 2)
    }

    /// The line a command prints for a file it cannot read starts with the
    /// program's name; mistakes inside the file keep the compiler's form.
    @Test func aFilesProblemNamesTheProgramAndAMistakeInsideItDoesNot() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = folder + "/nope.launch"
        #expect(throws: Files.Problem(message: "\(missing): no such file")) { _ = try TalkFile.load(missing) }
        do {
            _ = try TalkFile.load(missing)
        } catch {
            #expect(CommandFailure(error).line == "launch-tui: \(missing): no such file")
        }
        let empty = try write("empty.launch", "")
        do {
            _ = try TalkFile.load(empty)
        } catch {
            #expect(CommandFailure(error).line == "launch-tui: \(empty): the file is empty: a script needs at least one action")
        }
        let bad = try write("bad.launch", "Play 1s\nWait 2\n")
        do {
            _ = try TalkFile.load(bad)
            Issue.record("a bad talk loaded")
        } catch {
            #expect(error.isDiagnostics)
            let line = CommandFailure(error).line ?? ""
            #expect(line == error.message, "the mistakes inside a file are printed as they are")
            #expect(line.hasPrefix("\(bad):2:"), "\(line)")
            #expect(line.hasSuffix("^"))
        }
    }

    /// What a recording killed outright (SIGKILL, a power cut) left beside
    /// its target goes with the next recording to that target: a file of
    /// the user's, unchanged for a while, that no writer holds locked. A
    /// living writer's (locked), one just made, or another target's stays.
    @Test func anAbandonedTemporaryFileIsRemoved() throws {
        let good = try write("good.launch", "Play 1s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dead = try write(".out.cast.Xq3ZpL0aB9cD.tmp", "half")
        let living = try write(".out.cast.Kd82hfPq01zz.tmp", "in progress")
        let new = try write(".out.cast.N3wN3wN3wN3w.tmp", "just made")
        let other = try write(".other.cast.Xq3ZpL0aB9cD.tmp", "another target's")
        for path in [dead, living, other] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: path)
        }
        let lock = open(living, O_RDWR)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        #expect(exitStatus(RecordCommand.self, RecordOptions(script: good, output: folder + "/out.cast")) == 0)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: living))
        #expect(FileManager.default.fileExists(atPath: new))
        #expect(FileManager.default.fileExists(atPath: other))
    }

    @Test func unwritableOutputIsAClearMessage() throws {
        let good = try write("good.launch", "Play 1s\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try Files.writeReplacing(folder + "/missing/out.cast", with: "x")
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.message.contains("does not exist"))
        }
        _ = good
    }
}

@Suite struct JSONTextTests {
    @Test func everyCharacterIsEscapedThatMustBe() throws {
        var text = ""
        for value in 0..<0x200 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        text += "\u{2028}\u{2029}😀日"
        let quoted = JSONText.quoted(text)
        #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
        let decoded = try JSONSerialization.jsonObject(with: Data(("[" + quoted + "]").utf8)) as? [String]
        #expect(decoded == [text])
    }

    /// A character's bytes need an escape exactly where `appendEscaped`
    /// writes other bytes than they are (with `markup`, `<` too).
    @Test func needsEscapeSaysWhereTheBytesWouldChange() {
        var characters = (0..<0x200).compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
        characters += ["\u{2028}", "\u{2029}", "\u{2027}", "😀", "日", "│", "👨‍👩‍👧", "é"]
        for markup in [false, true] {
            for character in characters {
                var escaped: [UInt8] = []
                JSONText.appendEscaped(character, into: &escaped, markup: markup)
                let bytes = Array(character.utf8)
                #expect(JSONText.needsEscape(bytes[...], markup: markup) == (escaped != bytes), "\(character.unicodeScalars.map(\.value))")
            }
        }
    }
}
