import Scenes

/// Every command's options, declared once: `ArgumentParser` reads them,
/// their `set` checks each value, and `Usage` lists them. A new flag is
/// one entry here.
enum CommandTables {
    static let interactive = OptionTable<InteractiveOptions>(command: nil, options: [
        .toggle("--loop", help: ["replay on its own once both launches have settled"]) { $0.loop = true },
        .value("--speed", "X", help: ["playback speed, 0.1 to 4 (default 1)"]) { options, text throws(UsageError) in
            guard let speed = PlaybackSpeed.parse(text) else {
                throw UsageError("--speed takes a number from 0.1 to 4, not '\(text.quotable)'")
            }
            options.speed = speed
        },
        .value("--theme", "T", help: ["the terminal's background: auto (default: COLORFGBG, else",
                                      "ask the terminal), light or dark"]) { options, text throws(UsageError) in
            guard text == "auto" || TerminalTheme(rawValue: text) != nil else {
                throw UsageError("--theme takes auto, light or dark, not '\(text.quotable)'")
            }
            options.theme = TerminalTheme(rawValue: text)
        },
        .value("--at", "S", help: ["start paused at this time, e.g. 3.1 (space plays on)"]) { options, text throws(UsageError) in
            options.at = try OptionValues.time(text, for: "--at")
        },
    ], scenario: \InteractiveOptions.scenario)

    static let snapshot = OptionTable<SnapshotOptions>(command: "snapshot", options: [
        .value("--at", "S", help: ["the time, e.g. 2.6 (required)"]) { options, text throws(UsageError) in options.at = try OptionValues.time(text, for: "--at") },
        size(help: ["the terminal size to lay out for (default 100x30)"]),
        .toggle("--styles", help: ["after the text, print the style form: for each row, runs",
                                   "of columns that share a role and attributes"]) { $0.styles = true },
        .value("--format", "F", help: ["text (the default), or svg: a standalone SVG of the frame",
                                       "for a slide, monospace cells coloured by role"]) { options, text throws(UsageError) in
            options.format = try OptionValues.choice(text, for: "--format")
        },
        .value("--theme", "T", help: ["svg: the background it is shown on, dark (default) or light"]) { options, text throws(UsageError) in
            options.theme = try OptionValues.choice(text, for: "--theme")
        },
    ], scenario: \SnapshotOptions.scenario)

    static let metrics = OptionTable<MetricsOptions>(command: "metrics", options: [
        .toggle("--json", help: ["{\"panes\": [...]}, left pane first; null where it never",
                                 "happens; each pane's \"verdicts\" name the threshold used"]) { $0.json = true },
        .value("--size", "WxH", help: ["the stage size the phones are measured at (default 100x30)"]) { options, text throws(UsageError) in
            options.size = try OptionValues.size(text, for: "--size")
            // The phones are measured as laid out; below the least stage there are none.
            let least = StageLayout.minimumSize
            guard options.size.width >= least.width, options.size.height >= least.height else {
                throw UsageError("metrics --size \(options.size) is too small: the stage needs at least \(least)")
            }
        },
    ], scenario: \MetricsOptions.scenario)

    static let bench = OptionTable<BenchOptions>(command: "bench", options: [
        size(help: ["the terminal size (default 100x30)"]),
        .value("--frames", "N", help: ["how many frames (default 600: ten seconds of the clock)"]) { options, text throws(UsageError) in
            options.frames = try OptionValues.whole(text, for: "--frames", in: 1...100_000)
        },
    ], scenario: \BenchOptions.scenario)

    static let record = OptionTable<RecordOptions>(command: "record", options: [
        .value("-o", "OUT.cast", aliases: ["--output"], help: ["the file to write (- for standard output)"]) {
            $0.output = $1 == "-" ? "/dev/stdout" : $1
        },
        .value("--fps", "N", help: ["frames a second, 1 to 60 (default: the script's Set Fps, or 30)"]) { options, text throws(UsageError) in
            options.fps = try OptionValues.whole(text, for: "--fps", in: ScriptSettings.fpsRange)
        },
    ], positional: { options, word throws(UsageError) in
        guard options.script.isEmpty else { throw ArgumentParser.unknown(word, command: "record") }
        options.script = word
    })

    static let check = OptionTable<CheckOptions>(command: "check", options: [
        .toggle("--summary", help: ["a good script: print its beats (when each starts, how long",
                                    "it lasts, its caption), the total length and the markers"]) { $0.summary = true },
    ], positional: { options, word throws(UsageError) in
        guard options.script == nil else { throw ArgumentParser.unknown(word, command: "check") }
        options.script = word
    })

    /// `play`: a script's path and nothing else.
    static func script(_ command: String) -> OptionTable<ScriptOptions> {
        OptionTable(command: command, options: [], positional: { options, word throws(UsageError) in
            guard options.script == nil else { throw ArgumentParser.unknown(word, command: command) }
            options.script = word
        })
    }

    /// Every flag of every command that takes a value: `--at -h` is a time, not help.
    static let flagsWithValues: Set<String> = interactive.flagsWithValues.union(snapshot.flagsWithValues)
        .union(metrics.flagsWithValues).union(bench.flagsWithValues).union(record.flagsWithValues)

    private static func size<Options: SizedOptions>(help: [String]) -> CommandOption<Options> {
        .value("--size", "WxH", help: help) { options, text throws(UsageError) in options.size = try OptionValues.size(text, for: "--size") }
    }
}

/// Options with a terminal size.
protocol SizedOptions: Sendable {
    var size: Size { get set }
}

extension SnapshotOptions: SizedOptions {}
extension BenchOptions: SizedOptions {}

/// Options of `play`.
struct ScriptOptions: Equatable, Sendable {
    var script: String?
}
