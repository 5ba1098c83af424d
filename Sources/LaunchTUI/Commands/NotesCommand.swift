import Scenes

/// `launch-tui notes TALK`: the speaker's notes for the talk `play` is
/// presenting, in a second terminal, following it (see `NotesChannel`).
enum NotesCommand {
    static func run(_ options: NotesOptions) -> Int32 {
        let path = options.script ?? ""
        let script: Script
        let file: NotesChannel.BeatFile
        do {
            script = try TalkFile.load(path)
            file = NotesChannel.file(forTalk: path, in: try NotesChannel.folder())
        } catch {
            Output.error(error.line)
            return 2
        }
        let timeline = ScriptTimeline(script)
        return FrontSession.run(theme: options.theme) { terminal, glyphs in
            (NotesFollower(timeline: timeline, title: TalkFile.title(of: path), size: terminal.size, glyphs: glyphs) {
                (NotesChannel.read(file), WallTime.now())
            }, [])
        }
    }
}
