#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// `launch-tui play FILE`: a talk presented in the terminal, beat by beat,
/// in the same front as the interactive demo (resize, signals, suspend, no
/// CPU while it waits but the timer's turn each second), in the palette for the script's `Set Theme` (or
/// `--theme`'s; the terminal's background when neither says), laid out for
/// the script's `Set Size`.
enum PlayCommand {
    static func run(_ options: PlayOptions) -> Int32 {
        let path = options.script ?? ""
        let script: Script
        do {
            script = try TalkFile.load(path)
        } catch {
            Output.error(error.line)
            return 2
        }
        let timeline = ScriptTimeline(script)
        var from: Int?
        if let text = options.from {
            do throws(ValueError) {
                from = try Presenter.beat(named: text, in: timeline)
            } catch {
                Output.error("launch-tui: " + error.message(for: "--from"))
                return 2
            }
        }
        // Where `notes` follows the talk; without a private folder for it, the talk goes on alone.
        var notesProblem: String?
        var notes: NotesChannel.BeatFile?
        do throws(Files.Problem) {
            notes = NotesChannel.file(forTalk: path, in: try NotesChannel.folder())
        } catch {
            notesProblem = error.line
        }
        let status = FrontSession.run(theme: options.theme.resolved(scripted: script.settings.declaredTheme)) { terminal, glyphs in
            let presenter = Presenter(timeline: timeline, size: terminal.size, glyphs: glyphs, start: WallTime.now(),
                                      talkSize: script.settings.size, clean: options.clean, from: from)
            guard let notes else { return (presenter, []) }
            return (PublishingPresenter(presenter: presenter, pid: getpid(), realNow: WallTime.now) { position in
                NotesChannel.publish(position, to: notes)
            }, [])
        }
        if let notes { NotesChannel.withdraw(notes) }
        if let notesProblem { Output.error(notesProblem) }
        return status
    }
}
