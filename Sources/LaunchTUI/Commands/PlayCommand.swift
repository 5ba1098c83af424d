import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `launch-tui play FILE`: a talk presented in the terminal, beat by beat,
/// in the same front as the interactive demo (resize, signals, suspend, no
/// CPU while it waits but the timer's turn each second), in the palette for the script's `Set Theme` (or
/// `--theme`'s; the terminal's background when neither says), laid out for
/// the script's `Set Size`.
enum PlayCommand: Command {
    static let name = "play"

    static var usageLine: String { HelpPage.listed(table.synopsis(), below: "present a talk, beat by beat") }

    static let help = HelpPage(
        table: table,
        prose: """
            Presents a talk in the terminal, beat by beat (a beat ends at each Pause).
            The launch clock runs at real time times the speed during Play and waits
            at each Pause. Keys: space, right or Enter go on (during a beat: to its
            end), left goes back a beat, r restarts, q or Esc quits. A number then
            Enter goes to that beat (Backspace and Esc mend it), Home and End to the
            start and the last beat, b opens the list of beats (number, caption,
            marks: up/down, PgUp/PgDn, Home/End, Enter goes there, b or Esc closes).
            Every jump lands as stepping there would: the same screen, the same
            clock. The status line shows the time since the first beat started.
            The stage is laid out for the script's Set Size, centred in a larger
            terminal, so the figures on screen are the ones its captions quote; a
            smaller terminal says so and names both sizes, and on a key the stage
            is laid out for the terminal instead (\(StageLayout.minimumSize) at least).
            """, trailer: HelpPage.scriptLanguage)

    static var catchesSignals: Bool { true }

    static func run(_ options: PlayOptions) throws(CommandFailure) {
        let path = options.script ?? ""
        let script = try files { () throws(Files.Problem) in try TalkFile.load(path) }
        let timeline = ScriptTimeline(script)
        var from: Int?
        if let text = options.from {
            do throws(ValueError) {
                from = try Presenter.beat(named: text, in: timeline)
            } catch {
                throw .usage(error.message(for: "--from"))
            }
        }
        // Where `notes` follows the talk; without a private folder for it, the talk goes on alone.
        var notesProblem: String?
        var notes: NotesChannel.BeatFile?
        do throws(Files.Problem) {
            notes = NotesChannel.file(forTalk: path, in: try NotesChannel.folder())
        } catch {
            notesProblem = CommandFailure(error).line
        }
        // A talk with a report's frames (`frames=on`) asks the terminal for pictures, as the demo does.
        let framed = Set(timeline.segments.map(\.state.scenario)).contains(where: \.showsReportFrames)
        let status = FrontSession.run(
            theme: options.theme.resolved(scripted: script.settings.declaredTheme),
            graphics: framed ? .auto : nil
        ) { terminal, glyphs in
            let presenter = Presenter(
                timeline: timeline, size: terminal.size, glyphs: glyphs, start: MonotonicTime.now(),
                talkSize: script.settings.size, clean: options.clean, from: from)
            guard let notes else { return (presenter, []) }
            return (
                PublishingPresenter(presenter: presenter, pid: getpid(), realNow: MonotonicTime.now) { position in
                    NotesChannel.publish(position, to: notes)
                }, []
            )
        }
        if let notes { NotesChannel.withdraw(notes) }
        if let notesProblem { Output.error(notesProblem) }
        try ended(status)
    }
}

/// Options of `launch-tui play`.
struct PlayOptions: CommandOptions {
    @Positional("TALK.talk", what: "a script") var script: String? = nil
    /// The palette: the script's `Set Theme` unless `--theme` says otherwise.
    @Option(
        "--theme", ValueParser.themeOrAuto.map { $0.map(ThemeChoice.theme) ?? .auto },
        help: [
            "the background of the terminal in front of you: light, dark",
            "or auto (ask the terminal); default: the script's Set Theme,", "else auto"
        ])
    var theme = ThemeChoice.script
    /// No status line or key hints.
    @Flag("--clean", help: ["no status line or key hints; the caption row stays"]) var clean = false
    /// `--from`: a beat's number or a Mark's label, as given (which beats
    /// there are is known once the script is read: `PlayCommand` checks it).
    @Option("--from", .word("N|MARK"), help: ["start at beat N (as the caption row counts), or at the", "beat of the Mark with this label"])
    var from: String? = nil
}

/// Which background a talk is shown for: what its script says, what the
/// terminal says (`auto`), or one given on the command line.
enum ThemeChoice: Equatable, Sendable {
    case script
    case auto
    case theme(TerminalTheme)

    /// The theme for a script that sets `scripted` (nil: sets none); nil: ask the terminal.
    func resolved(scripted: TerminalTheme?) -> TerminalTheme? {
        switch self {
        case .script: scripted
        case .auto: nil
        case .theme(let theme): theme
        }
    }
}
