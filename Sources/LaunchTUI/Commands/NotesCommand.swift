import Scenes

/// `launch-tui notes TALK`: the speaker's notes for the talk `play` is
/// presenting, in a second terminal, following it (see `NotesChannel`).
enum NotesCommand: Command {
    static let name = "notes"

    static var usageLine: String { HelpPage.listed(table.synopsis(), below: "its speaker's notes, following play") }

    static let help = HelpPage(
        table: table,
        prose: """
            The speaker's side of a talk, for a second terminal: it follows
            launch-tui play TALK and shows the beat on the presenter's screen, its
            Note lines, the next beat's caption, and the time since the first beat
            started. play tells it where the talk is through a small file in the
            user's runtime directory ($XDG_RUNTIME_DIR, else /tmp/launch-tui-UID,
            mode 0700), never the network, so either may start first; until play
            runs (and after it ends) it waits, showing the first beat. q quits.
            """)

    static var catchesSignals: Bool { true }

    static func run(_ options: NotesOptions) throws(CommandFailure) {
        let path = options.script ?? ""
        let (script, file) = try files { () throws(Files.Problem) in
            (try TalkFile.load(path), NotesChannel.file(forTalk: path, in: try NotesChannel.folder()))
        }
        let timeline = ScriptTimeline(script)
        try ended(
            FrontSession.run(theme: options.theme) { terminal, glyphs in
                (
                    NotesFollower(timeline: timeline, title: TalkFile.title(of: path), size: terminal.size, glyphs: glyphs) {
                        (NotesChannel.read(file), MonotonicTime.now())
                    }, []
                )
            })
    }
}

/// Options of `launch-tui notes`.
struct NotesOptions: CommandOptions {
    @Positional("TALK.talk", what: "a script") var script: String? = nil
    /// The background of the speaker's terminal; nil: ask it.
    @Option("--theme", .themeOrAuto, help: ["this terminal's background: {default} (the default: ask it),", "light or dark"])
    var theme: TerminalTheme? = nil
}
