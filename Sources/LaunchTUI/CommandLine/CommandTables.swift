import Scenes

/// Every command's options, declared once: `ArgumentParser` reads them,
/// their `set` checks each value, and `Usage` lists them. A new flag is
/// one entry here.
enum CommandTables {
    /// The smallest size `snapshot` and `bench` accept: below the least
    /// stage, the stage says which size it needs.
    static let leastSize = Size(width: 20, height: 10)

    static let interactive = OptionTable<InteractiveOptions>(command: nil, options: [
        .toggle("--loop", \.loop, help: ["replay on its own once both launches have settled"]),
        .option("--speed", .speed, \.speed, help: ["playback speed, 0.1 to 4 (default 1)"]),
        .option("--theme", .themeOrAuto, \.theme, help: ["the terminal's background: auto (default: COLORFGBG, else",
                                                          "ask the terminal), light or dark"]),
        .option("--at", ScenarioSettings.time, \.at, help: ["start paused at this time, e.g. 3.1 (space plays on)"]),
    ], scenario: \InteractiveOptions.scenario)

    static let snapshot = OptionTable<SnapshotOptions>(command: "snapshot", options: [
        .option("--at", ScenarioSettings.time, \.at, missing: "snapshot needs --at S, the time in seconds (e.g. --at 2.6)",
                help: ["the time, e.g. 2.6 (required)"]),
        .option("--size", .size(least: leastSize), \.size, help: ["the terminal size to lay out for (default 100x30)"]),
        .toggle("--styles", \.styles, help: ["after the text, print the style form: for each row, runs",
                                              "of columns that share a role and attributes"]),
        .option("--format", StillFormats.parser, \.format, help: StillFormats.help),
        .option("--theme", .theme, \.theme, help: ["svg: the background it is shown on, dark (default) or light"]),
    ], scenario: \SnapshotOptions.scenario)

    static let metrics = OptionTable<MetricsOptions>(command: "metrics", options: [
        .toggle("--json", \.json, help: ["{\"panes\": [...]}, left pane first; null where it never",
                                          "happens; each pane's \"verdicts\" name the threshold used"]),
        // The phones are measured as laid out; below the least stage there are none.
        .option("--size", .size(least: StageLayout.minimumSize), \.size,
                help: ["the stage size the phones are measured at (default 100x30)"]),
    ], scenario: \MetricsOptions.scenario)

    static let bench = OptionTable<BenchOptions>(command: "bench", options: [
        .option("--size", .size(least: leastSize), \.size, help: ["the terminal size (default 100x30)"]),
        .option("--frames", .whole(in: 1...100_000), \.frames, help: ["how many frames (default 600: ten seconds of the clock)"]),
    ], scenario: \BenchOptions.scenario)

    static let filmstrip = OptionTable<FilmstripOptions>(command: "filmstrip", options: [
        .option("--interval", .choice(Filmstrip.intervals.map { ($0.secondsText, $0) }), \.interval,
                help: ["seconds between columns: 0.1, 0.25, 0.5 (default) or 1"]),
        .option("--until", ValueParser.time(units: .secondsByDefault, latest: Filmstrip.latest).map { Optional($0) }, \.until,
                help: ["the last column, 0 to 60 s (default: the later fully drawn,", "plus one interval)"]),
        .option("--size", .size(least: StageLayout.minimumSize), \.size,
                help: ["the stage size the phones are drawn and measured at (default 100x30)"]),
        .option("--theme", .theme, \.theme, help: ["the background it is shown on, light (default) or dark"]),
        .value("-o", "FILE", aliases: ["--output"],
               help: ["write to FILE, replacing it whole (default: standard output)"]) {
            $0.output = $1 == "-" ? nil : $1
        },
        .option("--format", .choice, \.format, help: ["svg (the default), or text: the same strip as text"]),
    ], scenario: \FilmstripOptions.scenario)

    static let record = OptionTable<RecordOptions>(command: "record", options: [
        .value("-o", "OUT.cast", aliases: ["--output"],
               help: ["the file to write (- for standard output); OUT.svg: an animated SVG"]) {
            $0.output = $1
        },
        .option("--fps", .whole(in: ScriptSettings.fpsRange), \.fps,
                help: ["frames a second, 1 to 60 (default: the script's Set Fps, or 30)"]),
        .option("--format", ValueParser<RecordFormat>.choice.map { Optional($0) }, \.format,
                help: ["cast or svg (default: svg for OUT.svg, else cast)"]),
        .value("--stills", "DIR", help: ["also write one SVG per Mark and Pause into DIR,", "named by order and label (03-the-jump.svg)"]) {
            $0.stills = $1
        },
        .toggle("--force", \.force, help: ["replace OUT even when it is read-only (without it, a", "read-only OUT is refused, as cp refuses it)"]),
    ], positional: .word("TALK.launch", \.script, what: "a script", example: "TALK.launch -o OUT.cast"))

    static let check = OptionTable<CheckOptions>(command: "check", options: [
        .toggle("--summary", \.summary, help: ["a good script: print its beats (when each starts, how long",
                                                "it lasts, its caption), the total length and the markers"]),
    ], positional: .word("TALK.launch", \.script, what: "a script"))

    static let importReport = OptionTable<ImportOptions>(command: "import", options: [
        .value("--benchmark", "NAME", help: ["a Macrobenchmark report's startup benchmark, when it has", "several"]) {
            $0.benchmark = $1
        },
        .option("--launch", .choice, \.launch, help: ["cold, warm or hot, when the report does not say (else cold)"]),
        .value("-o", "FILE", aliases: ["--output"], help: ["the launch file to write (default: standard output)"]) {
            $0.output = $1 == "-" ? nil : $1
        },
    ], positional: .word("REPORT", \.report, what: "a report", example: "REPORT [-o FILE]"))

    static let play = OptionTable<PlayOptions>(command: "play", options: [
        .option("--theme", ValueParser.themeOrAuto.map { $0.map(ThemeSetting.theme) ?? .auto }, \.theme,
                help: ["the background of the terminal in front of you: light, dark", "or auto (ask the terminal); default: the script's Set Theme,", "else auto"]),
        .toggle("--clean", \.clean, help: ["no status line or key hints; the caption row stays"]),
        // Which beats there are is known once the script is read: PlayCommand checks it.
        .value("--from", "N|MARK", help: ["start at beat N (as the caption row counts), or at the", "beat of the Mark with this label"]) {
            $0.from = $1
        },
    ], positional: .word("TALK.launch", \.script, what: "a script"))

    static let notes = OptionTable<NotesOptions>(command: "notes", options: [
        .option("--theme", .themeOrAuto, \.theme, help: ["this terminal's background: auto (the default: ask it),", "light or dark"]),
    ], positional: .word("TALK.launch", \.script, what: "a script"))

    /// Every flag of every command that takes a value: `--at -h` is a time, not help.
    static let flagsWithValues: Set<String> = interactive.flagsWithValues.union(snapshot.flagsWithValues)
        .union(metrics.flagsWithValues).union(bench.flagsWithValues).union(record.flagsWithValues)
        .union(filmstrip.flagsWithValues).union(importReport.flagsWithValues).union(play.flagsWithValues).union(notes.flagsWithValues)
}
