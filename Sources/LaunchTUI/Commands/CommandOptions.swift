import Scenes

// What each command takes, as plain values: the command line fills them in
// (`CommandTables` declares their flags), the commands read them.

/// Options of the interactive demo (`launch-tui` with no subcommand).
struct InteractiveOptions: Equatable, Sendable {
    var scenario = Scenario()
    /// Replay on its own once both panes have settled.
    var loop = false
    /// Playback speed, 0.1 to 4.
    var speed = 1.0
    /// The terminal's background; nil: ask the terminal (`--theme auto`).
    var theme: TerminalTheme?
    /// Start paused at this time (`--at`); nil: play from the tap.
    var at: LaunchTime?
}

/// Options of `launch-tui snapshot`.
struct SnapshotOptions: Equatable, Sendable {
    var scenario = Scenario()
    var at: LaunchTime
    var size = Size(width: 100, height: 30)
    var styles = false
    /// A still format's name (`StillFormats`).
    var format = StillFormats.standard.name
    /// The terminal background an SVG is drawn for.
    var theme = TerminalTheme.dark
}

/// Options of `launch-tui metrics`.
struct MetricsOptions: Equatable, Sendable {
    var scenario = Scenario()
    var json = false
    var size = Size(width: 100, height: 30)
}

/// Options of `launch-tui bench`.
struct BenchOptions: Equatable, Sendable {
    var scenario = Scenario()
    var size = Size(width: 100, height: 30)
    /// Frames to render and present, 60 to a second of the stage's clock.
    var frames = 600
}

/// Options of `launch-tui record`.
struct RecordOptions: Equatable, Sendable {
    var script = ""
    var output = ""
    /// Overrides the script's `Set Fps`.
    var fps: Int? = nil
    /// Nil: by the output's extension (`.svg`: an animated SVG; else a cast).
    var format: RecordFormat? = nil
    /// A folder for one SVG still per marker.
    var stills: String? = nil
    /// Replace OUT even where it is read-only (as `cp -f` does).
    var force = false
}

/// What `record` writes: an asciicast, or an animated SVG.
enum RecordFormat: String, CaseIterable, Equatable, Sendable {
    case cast, svg
}

/// Options of `launch-tui import REPORT`.
struct ImportOptions: Equatable, Sendable {
    var report = ""
    /// Which startup benchmark, when a Macrobenchmark report has several.
    var benchmark: String?
    /// The launch kind, when the report does not say.
    var launch: LaunchKind?
    /// Where to write the launch file; standard output without it.
    var output: String?
}

/// Options of `check`.
struct CheckOptions: Equatable, Sendable {
    var script: String?
    /// Print the beats, the length and the markers of a good script.
    var summary = false
}

/// Options of `launch-tui filmstrip`.
struct FilmstripOptions: Equatable, Sendable {
    var scenario = Scenario()
    /// 0.1, 0.25, 0.5 or 1 s.
    var interval = LaunchTime.ms(500)
    /// Nil: the later fully drawn, plus one interval.
    var until: LaunchTime?
    var size = Size(width: 100, height: 30)
    /// The background the SVG is drawn for.
    var theme = TerminalTheme.light
    /// Nil: standard output.
    var output: String?
    var format = FilmstripFormat.svg
}

/// What `filmstrip` writes: an SVG, or the same strip as text for snapshot tests.
enum FilmstripFormat: String, CaseIterable, Equatable, Sendable {
    case svg, text
}

/// Options of `launch-tui play`.
struct PlayOptions: Equatable, Sendable {
    var script: String?
    /// The palette: the script's `Set Theme` unless `--theme` says otherwise.
    var theme = ThemeSetting.script
    /// No status line or key hints.
    var clean = false
    /// `--from`: a beat's number or a Mark's label, as given.
    var from: String?
}

/// Which background a talk is shown for: what its script says, what the
/// terminal says (`auto`), or one given on the command line.
enum ThemeSetting: Equatable, Sendable {
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

/// Options of `launch-tui notes`.
struct NotesOptions: Equatable, Sendable {
    var script: String?
    /// The background of the speaker's terminal; nil: ask it.
    var theme: TerminalTheme?
}
