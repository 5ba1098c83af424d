import Scenes

/// `launch-tui filmstrip`: WebPageTest's filmstrip of the two launches, as
/// an SVG (or text), with each pane's visual progress and Speed Index.
enum FilmstripCommand: Command {
    static let name = "filmstrip"

    static let help = HelpPage(
        table: table,
        prose: """
            WebPageTest's filmstrip of the two launches: one lane per pane, a column
            every interval (each the phone as it is at that tick: the latest frame at
            or before it), or with --interval changes at every visual change
            (WebPageTest's "frames at visual changes"), the ticks across the top.
            Whatever the interval, the last frame before each layout shift and the
            first after it are columns too, so the state before a jump shows. A
            column that changed since the previous one has a \(FilmstripSVG.borderWidth)-pixel orange border
            (\(TerminalPalette.changedRGB)), the first column with content a red one, and a column where
            content moved since the previous one a dashed violet one outside them,
            what moved tinted in it (WebPageTest's "Highlight Layout Shifts"; off
            with --shift-regions off), and is marked "shift" with its score. Under the strip, the visual
            progress of both panes (per cent of the cells that look as they will at
            fully drawn) on one time axis, with each pane's Speed Index (see metrics).
            --format text prints the same strip as text, marks as * (changed),
            # (first content) and shift N. A bad value gets one line and exit 2; a
            failed write leaves an existing FILE whole.
            """)

    /// A strip is columns side by side: an --until before the second
    /// column (one interval in) would leave one column at 0 s.
    static func validate(_ options: FilmstripOptions) throws(CommandFailure) {
        if let until = options.until, let interval = options.interval, until < interval {
            throw .usage(
                "--until takes at least the interval (\(interval)), not \(until): "
                    + "the strip's second column is at \(interval)")
        }
    }

    static func run(_ options: FilmstripOptions) throws(CommandFailure) {
        guard let path = options.output else { return try Output.result(picture(options)) }
        // Replacing the file whole or not at all.
        try files { () throws(Files.Problem) in try Files.writeReplacing(path, with: picture(options), force: options.force) }
    }

    /// The strip's bytes, in its format.
    static func picture(_ options: FilmstripOptions) -> [UInt8] {
        let strip = Filmstrip(
            stage: Stage(scenario: options.scenario, size: options.size),
            interval: options.interval ?? .ms(500), atChanges: options.interval == nil, until: options.until)
        // `--format` offers only the formats that draw a strip.
        return options.format.strip?.picture(strip, options.theme) ?? []
    }

    /// The same, read as text.
    static func output(_ options: FilmstripOptions) -> String { String(decoding: picture(options), as: UTF8.self) }
}

/// Options of `launch-tui filmstrip`.
struct FilmstripOptions: CommandOptions {
    @ScenarioFlags var scenario = Scenario()
    /// 0.1, 0.25, 0.5 or 1 s; nil: at every visual change.
    @Option(
        "--interval", .choice(Filmstrip.intervals.map { ($0.secondsText, Optional($0)) } + [("changes", nil)]),
        help: [
            "seconds between columns: 0.1, 0.25, 0.5 or 1 (default {default});",
            "changes: a column at every visual change"
        ])
    var interval: LaunchTime? = .ms(500)
    /// Nil: the later fully drawn, plus one interval.
    @Option(
        "--until", .time(units: .secondsByDefault, latest: LaunchTime.longestLaunch),
        help: [
            "the last column, from the interval to \(LaunchTime.longestLaunch) (default: the later",
            "fully drawn, plus one interval)"
        ])
    var until: LaunchTime? = nil
    @Option(
        "--size", .size(least: StageLayout.minimumSize),
        help: [
            "the stage size the phones are drawn at; they are measured on the",
            "reference phone, the same at every size (default {default})"
        ])
    var size = Size.standard
    /// The background the SVG is drawn for.
    @Option("--theme", .theme, help: ["the background it is shown on, light or dark (default {default})"])
    var theme = TerminalTheme.light
    /// Nil: standard output.
    @Option("-o", .output("FILE"), aliases: ["--output"], help: ["write to FILE, replacing it whole (default: standard output)"])
    var output: String? = nil
    /// One of `StillFormat.strips`.
    @Option(formats: StillFormat.strips, summary: { $0.strip?.summary }) var format = StillFormat.svg
    /// Replace FILE even where it is read-only (as `cp -f` does).
    @Flag(forcing: "FILE") var force = false
}
