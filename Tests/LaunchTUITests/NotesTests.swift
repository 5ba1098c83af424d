import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// Speaker notes: `Note` lines belong to their beat, `play` publishes where
/// the talk is, and `notes` follows it.
@Suite struct NotesTests {
    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

    static let talk = """
        Set Size 80x24
        Caption "Title"
        Note "Say who you are"
        Pause
        Caption "Tap"
        Note "The logo is the splash"
        Play 1s
        Note "Wait for the spinner"
        Mark "logo"
        Pause
        Caption "Stories"
        Play 2s
        """

    @Test func notesBelongToTheirBeat() throws {
        let timeline = ScriptTimeline(try ScriptParser.script(Self.talk))
        #expect(timeline.beats.map(\.notes) == [["Say who you are"], ["The logo is the splash", "Wait for the spinner"], []])
        #expect(timeline.beats.map(\.marks) == [[], ["logo"], []])
        // Notes change nothing on screen or in a recording.
        let without = ScriptTimeline(
            try ScriptParser.script(Self.talk.split(separator: "\n").filter { !$0.hasPrefix("Note") }.joined(separator: "\n")))
        #expect(without.segments.map(\.state) == timeline.segments.map(\.state))
        #expect(without.markers == timeline.markers)
    }

    @Test(
        arguments: [
            ("Note \"a\tb\"\nPlay 1s", 1, 8, "a tab in a note: a note is one line of plain text (use spaces)"),
            ("Note \"a\u{1B}[31mb\"\nPlay 1s", 1, 8, "a control character (U+001B) in a note: a note is one line of plain text"),
            ("Note\nPlay 1s", 1, 6, "Note needs a text in quotes"),
            ("Note \"\"\nPlay 1s", 1, 6, "Note needs some text, not an empty text"),
            ("Note a\nPlay 1s", 1, 6, "Note takes its text in quotes"),
            ("Noet \"a\"\nPlay 1s", 1, 1, "(did you mean 'Note'?)")
        ] as [(String, Int, Int, String)])
    func checkRefusesABadNote(text: String, line: Int, column: Int, message: String) {
        switch ScriptParser.parse(text) {
        case .success: Issue.record("parsed \(text.debugDescription)")
        case .failure(let diagnostics):
            let first = diagnostics.all[0]
            #expect(first.line == line && first.column == column, "\(first)")
            #expect(first.message.contains(message), "\(first.message)")
        }
    }

    @Test func thePositionFileRoundTripsAndRefusesOthers() {
        let position = NotesChannel.Position(pid: 42, beat: 3, beats: 10, started: MonotonicTime(nanoseconds: 123_456_789))
        #expect(position.text == "launch-tui play 1\npid 42\nbeat 3 of 10\nstarted 123456789\n")
        #expect(NotesChannel.Position(text: position.text) == position)
        let waiting = NotesChannel.Position(pid: 42, beat: 1, beats: 10, started: nil)
        #expect(NotesChannel.Position(text: waiting.text) == waiting)
        for bad in [
            "", "launch-tui play 2\npid 42\nbeat 3 of 10\nstarted -\n", "launch-tui play 1\npid 42\nbeat 11 of 10\nstarted -\n",
            "launch-tui play 1\npid x\nbeat 3 of 10\nstarted -\n"
        ] {
            #expect(NotesChannel.Position(text: bad) == nil, "\(bad.debugDescription)")
        }
    }

    @Test func theFolderIsPrivateToTheUser() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("launch-tui-notes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let folder = try NotesChannel.folder(runtime: runtime)
        #expect(folder.path == runtime + "/launch-tui")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        // Opened up, it is refused.
        chmod(folder.path, 0o755)
        #expect(throws: Files.Problem.self) { try NotesChannel.folder(runtime: runtime) }
        chmod(folder.path, 0o700)
        func channelFile(_ talk: String) -> String { NotesChannel.file(forTalk: talk, in: folder).path }
        // The same talk from two spellings of its path meets itself; another talk does not.
        let talk = runtime + "/talk.launch"
        _ = FileManager.default.createFile(atPath: talk, contents: Data("Play 1s\n".utf8))
        #expect(channelFile(talk) == channelFile(runtime + "/./talk.launch"))
        #expect(channelFile(talk).hasPrefix(folder.path + "/talk-"))
        _ = FileManager.default.createFile(atPath: runtime + "/other.launch", contents: Data("Play 1s\n".utf8))
        #expect(channelFile(runtime + "/other.launch") != channelFile(talk))
        // Published, read back; a file whose presenter has gone is stale.
        let file = NotesChannel.file(forTalk: talk, in: folder)
        #expect(NotesChannel.read(file) == nil)
        let mine = NotesChannel.Position(pid: getpid(), beat: 2, beats: 3, started: nil)
        NotesChannel.publish(mine, to: file)
        #expect(NotesChannel.read(file) == mine)
        NotesChannel.publish(NotesChannel.Position(pid: Int32.max - 1, beat: 2, beats: 3, started: nil), to: file)
        #expect(NotesChannel.read(file) == nil, "no such process")
        NotesChannel.publish(mine, to: file)
        NotesChannel.withdraw(file)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func theRuntimeDirectoryIsUsedOnlyWhenItIsTheUsers() throws {
        // Unset, relative or missing: the user's own folder under /tmp.
        for runtime in [nil, "relative/dir", "/nonexistent-\(UUID().uuidString)"] as [String?] {
            #expect(try NotesChannel.folder(runtime: runtime).path == "/tmp/launch-tui-\(getuid())")
        }
    }

    /// A private runtime directory, removed at the end of `body`.
    private func withRuntime(_ body: (String) throws -> Void) throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("launch-tui-notes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        try body(runtime)
    }

    private func refusal(_ runtime: String) -> String? {
        do {
            _ = try NotesChannel.folder(runtime: runtime)
            return nil
        } catch {
            return CommandFailure(error).line
        }
    }

    @Test func aRuntimeDirectoryOthersMayChangeIsRefused() throws {
        try withRuntime { runtime in
            chmod(runtime, 0o755)
            #expect(
                refusal(runtime)
                    == "launch-tui: the runtime directory \(runtime) is not a folder of yours alone (mode 0700): notes will not use it")
            chmod(runtime, 0o711)
            #expect(refusal(runtime) != nil)
        }
    }

    @Test func aNotesFolderThatIsALinkOrOpenToOthersIsRefused() throws {
        try withRuntime { runtime in
            let expected = "launch-tui: \(runtime)/launch-tui is not a folder of yours alone (mode 0700): notes will not use it; remove it"
            // A link, even to a private folder of the user's.
            try FileManager.default.createDirectory(
                atPath: runtime + "/elsewhere", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try FileManager.default.createSymbolicLink(atPath: runtime + "/launch-tui", withDestinationPath: runtime + "/elsewhere")
            #expect(refusal(runtime) == expected)
            try FileManager.default.removeItem(atPath: runtime + "/launch-tui")
            // A file.
            _ = FileManager.default.createFile(atPath: runtime + "/launch-tui", contents: Data())
            #expect(refusal(runtime) == expected)
            try FileManager.default.removeItem(atPath: runtime + "/launch-tui")
            // Open to the group.
            try FileManager.default.createDirectory(
                atPath: runtime + "/launch-tui", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o770])
            chmod(runtime + "/launch-tui", 0o770)
            #expect(refusal(runtime) == expected)
        }
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a folder to another user (uid 65534)"))
    func aNotesFolderOfAnotherUserIsRefused() throws {
        try withRuntime { runtime in
            try FileManager.default.createDirectory(
                atPath: runtime + "/launch-tui", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            #expect(chown(runtime + "/launch-tui", 65534, 65534) == 0)
            #expect(
                refusal(runtime)
                    == "launch-tui: \(runtime)/launch-tui is not a folder of yours alone (mode 0700): notes will not use it; remove it")
            // Another user's runtime directory (kept by su) is not the user's: their own folder under /tmp serves.
            #expect(chown(runtime, 65534, 65534) == 0)
            #expect(try NotesChannel.folder(runtime: runtime).path == "/tmp/launch-tui-\(getuid())")
        }
    }

    /// The folder is opened once and used through its descriptor: swapped
    /// mid-talk for one whose file is a link to the user's, it changes
    /// nothing, and the talk's file goes on in the folder first opened.
    @Test func aFolderSwappedMidTalkChangesNothing() throws {
        try withRuntime { runtime in
            let folder = try NotesChannel.folder(runtime: runtime)
            let file = NotesChannel.file(forTalk: runtime + "/talk.launch", in: folder)
            let mine = NotesChannel.Position(pid: getpid(), beat: 1, beats: 3, started: nil)
            NotesChannel.publish(mine, to: file)
            let victim = runtime + "/victim.txt"
            try "the victim's own\n".write(toFile: victim, atomically: false, encoding: .utf8)
            try FileManager.default.createDirectory(
                atPath: runtime + "/swapped", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try FileManager.default.createSymbolicLink(atPath: runtime + "/swapped/" + file.name, withDestinationPath: victim)
            #expect(rename(runtime + "/launch-tui", runtime + "/moved") == 0)
            #expect(rename(runtime + "/swapped", runtime + "/launch-tui") == 0)
            let next = NotesChannel.Position(pid: getpid(), beat: 2, beats: 3, started: nil)
            NotesChannel.publish(next, to: file)
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "the victim's own\n")
            #expect(try String(contentsOfFile: runtime + "/moved/" + file.name, encoding: .utf8) == next.text)
            #expect(NotesChannel.read(file) == next)
        }
    }

    /// A link in place of the talk's file is never followed: `notes` does
    /// not read through it, and `play` replaces the link, not the file it names.
    @Test func aBeatFileThatIsALinkIsNeverFollowed() throws {
        try withRuntime { runtime in
            let folder = try NotesChannel.folder(runtime: runtime)
            let file = NotesChannel.file(forTalk: runtime + "/talk.launch", in: folder)
            let mine = NotesChannel.Position(pid: getpid(), beat: 2, beats: 3, started: nil)
            // What it names reads as a position: followed, it would be taken for one.
            let victim = runtime + "/victim.txt"
            try mine.text.write(toFile: victim, atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: victim)
            #expect(NotesChannel.read(file) == nil)
            let next = NotesChannel.Position(pid: getpid(), beat: 3, beats: 3, started: nil)
            NotesChannel.publish(next, to: file)
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == mine.text, "the file it named untouched")
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType == .typeRegular)
            #expect(NotesChannel.read(file) == next)
        }
    }

    /// A pipe in place of the talk's file is not read (nor waited on).
    @Test(.timeLimit(.minutes(1))) func aBeatFileThatIsNotARegularFileIsRefused() throws {
        try withRuntime { runtime in
            let folder = try NotesChannel.folder(runtime: runtime)
            let file = NotesChannel.file(forTalk: runtime + "/talk.launch", in: folder)
            #expect(mkfifo(file.path, 0o600) == 0)
            #expect(NotesChannel.read(file) == nil)
            try FileManager.default.removeItem(atPath: file.path)
            #expect(mkdir(file.path, 0o700) == 0)
            #expect(NotesChannel.read(file) == nil)
        }
    }

    @Test func playPublishesTheBeatAndTheTimer() throws {
        let script = try ScriptParser.script(Self.talk)
        let timeline = ScriptTimeline(script)
        let presenter = Presenter(timeline: timeline, size: Size(width: 80, height: 24), glyphs: .unicode, start: ms(0))
        final class Sink: @unchecked Sendable {
            var positions: [NotesChannel.Position] = []
            var real = 0
        }
        let sink = Sink()
        // The shared clock is 1000 s ahead of the presenter's (and more after a stop).
        var model = PublishingPresenter(presenter: presenter, pid: 7, realNow: { .milliseconds(sink.real) }) { sink.positions.append($0) }
        func update(_ event: FrontEvent, at time: Int, ahead: Int = 1_000_000) {
            sink.real = time + ahead
            _ = model.update(event, at: ms(time))
        }
        update(.tick, at: 0)
        #expect(sink.positions == [NotesChannel.Position(pid: 7, beat: 1, beats: 3, started: nil)])
        update(.key(.character(" ")), at: 200)
        // The talk opens with a Pause on its title: space plays beat 2, which the caption row counts at once.
        #expect(sink.positions.count == 2, "the timer started")
        #expect(sink.positions.last == NotesChannel.Position(pid: 7, beat: 2, beats: 3, started: .milliseconds(1_000_200)))
        update(.tick, at: 600)
        update(.tick, at: 1200)
        #expect(presenter.timeline.beats.count == 3)
        #expect(sink.positions.count == 2, "beat 2 played and waits: nothing changed, nothing written")
        // Stopped for 30 s (Ctrl-Z): the presenter's clock left that out, so its timer started 30 s later on the shared one.
        update(.tick, at: 1300, ahead: 1_030_000)
        #expect(sink.positions.count == 3)
        #expect(sink.positions.last?.started == .milliseconds(1_030_200))
        update(.key(.end), at: 1400, ahead: 1_030_000)
        #expect(sink.positions.count == 4)
        #expect(sink.positions.last == NotesChannel.Position(pid: 7, beat: 3, beats: 3, started: .milliseconds(1_030_200)))
    }

    @Test func notesShowTheBeatItsNotesTheNextCaptionAndTheTimer() throws {
        let timeline = ScriptTimeline(try ScriptParser.script(Self.talk))
        final class Source: @unchecked Sendable { var position: NotesChannel.Position?; var now = MonotonicTime.milliseconds(0) }
        let source = Source()
        var notes = NotesFollower(timeline: timeline, title: "talk", size: Size(width: 60, height: 20), glyphs: .unicode) {
            (source.position, source.now)
        }
        // Before play: waiting, on the first beat.
        var text = notes.view(at: ms(0)).text
        #expect(text.contains("waiting for launch-tui play talk"))
        #expect(text.contains("beat 1/3") && text.contains("Say who you are") && text.contains("Tap"))
        #expect(notes.nextWake(after: ms(0)) == ms(250), "it looks again a few times a second")
        // Play at beat 2, its timer started 75 s ago.
        source.position = NotesChannel.Position(pid: 9, beat: 2, beats: 3, started: .milliseconds(10_000))
        source.now = .milliseconds(85_000)
        _ = notes.update(.tick, at: ms(250))
        text = notes.view(at: ms(250)).text
        #expect(text.contains("beat 2/3") && text.contains("1:15"))
        #expect(text.contains("The logo is the splash") && text.contains("Wait for the spinner"))
        #expect(!text.contains("Say who you are"))
        #expect(text.contains("Stories"), "the next beat's caption")
        #expect(text.contains("following play"))
        // The last beat: nothing next.
        source.position?.beat = 3
        _ = notes.update(.tick, at: ms(500))
        #expect(notes.view(at: ms(500)).text.contains("the end of the talk"))
        // Play ended: waiting again.
        source.position = nil
        _ = notes.update(.tick, at: ms(750))
        #expect(notes.view(at: ms(750)).text.contains("waiting for"))
        #expect(notes.update(.key(.character("q")), at: ms(1000)) == [.quit])
    }

    @Test func notesNeverPutControlCharactersOnScreen() throws {
        let timeline = ScriptTimeline(try ScriptParser.script("Caption \"x\"\nNote \"café ☕ 日本\"\nPlay 1s\n"))
        let notes = NotesFollower(timeline: timeline, title: "t\u{1B}[2J", size: Size(width: 40, height: 10), glyphs: .unicode) {
            (nil, .milliseconds(0))
        }
        let text = notes.view(at: ms(0)).text
        #expect(text.contains("café ☕ 日本"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
