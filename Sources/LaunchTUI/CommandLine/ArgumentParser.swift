import Scenes

/// Reads the command line into an `Invocation`. Small and strict: every
/// unknown flag, missing value or bad value is a `UsageError` that names it.
/// Each command's options are declared once, in `CommandTables`.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .interactive(InteractiveOptions()) }
        let isCommand = Usage.commands.contains(first)
        let rest = arguments.dropFirst(isCommand ? 1 : 0)
        // Help anywhere after a known command (but not as a flag's value).
        if isCommand || first.hasPrefix("-"), asksForHelp(rest) { return .help(topic: isCommand ? first : nil) }
        switch first {
        case "snapshot":
            let options = try CommandTables.snapshot.parsed(rest, from: SnapshotOptions(at: .zero))
            if options.styles, let problem = StillFormats.stylesProblem(with: options.format) { throw UsageError(problem) }
            return .snapshot(options)
        case "metrics":
            return .metrics(try CommandTables.metrics.parsed(rest, from: MetricsOptions()))
        case "filmstrip":
            return .filmstrip(try CommandTables.filmstrip.parsed(rest, from: FilmstripOptions()))
        case "bench":
            return .bench(try CommandTables.bench.parsed(rest, from: BenchOptions()))
        case "check":
            return .check(try CommandTables.check.parsed(rest, from: CheckOptions()))
        case "play":
            return .play(try CommandTables.play.parsed(rest, from: PlayOptions()))
        case "notes":
            return .notes(try CommandTables.notes.parsed(rest, from: NotesOptions()))
        case "record":
            let options = try CommandTables.record.parsed(rest, from: RecordOptions())
            guard !options.output.isEmpty || options.stills != nil else {
                throw UsageError("record needs -o OUT.cast, the file to write (or --stills DIR)")
            }
            return .record(options)
        case "import":
            return .importReport(try CommandTables.importReport.parsed(rest, from: ImportOptions()))
        case "help":
            guard arguments.count <= 2 else { throw unknown(arguments[2], command: nil) }
            let topic = arguments.dropFirst().first
            if let topic, !Usage.topics.contains(topic) {
                let known = Usage.topics.sorted().joined(separator: ", ")
                throw UsageError("no help on '\(topic.quotable)'; the topics are \(known)")
            }
            return .help(topic: topic)
        case "-V", "--version":
            guard arguments.count == 1 else { throw unknown(arguments[1], command: nil) }
            return .version
        default:
            guard first.hasPrefix("-") else { throw UsageError("unknown command '\(first.quotable)' (try 'launch-tui --help')") }
            return .interactive(try CommandTables.interactive.parsed(arguments[...], from: InteractiveOptions()))
        }
    }

    /// Whether `-h` or `--help` stands among the words as a flag, not as the
    /// value of one (as in `--at -h`).
    private static func asksForHelp(_ words: ArraySlice<String>) -> Bool {
        var words = words
        while let word = words.popFirst() {
            if word == "-h" || word == "--help" { return true }
            if CommandTables.flagsWithValues.contains(word) { _ = words.popFirst() }
        }
        return false
    }

    /// An unknown flag (with the nearest of `flags` as a suggestion) or a
    /// word where none belongs.
    static func unknown(_ word: String, command: String?, among flags: [String] = []) -> UsageError {
        let help = command.map { "launch-tui \($0) --help" } ?? "launch-tui --help"
        if word.hasPrefix("-") {
            let flag = OptionTable<Never>.split(word).flag
            if let near = Suggestion.nearest(to: flag, among: flags) {
                return UsageError("unknown option '\(flag.quotable)' (did you mean '\(near)'? see '\(help)')")
            }
            return UsageError("unknown option '\(word.quotable)' (see '\(help)')")
        }
        return UsageError("unexpected argument '\(word.quotable)' (see '\(help)')")
    }
}
