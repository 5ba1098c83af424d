import Scenes

/// A mistake in the command line or its input: one line for stderr, exit status 2.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// What the command line asks for.
enum Invocation: Equatable {
    case interactive(InteractiveOptions)
    case snapshot(SnapshotOptions)
    case metrics(MetricsOptions)
    case filmstrip(FilmstripOptions)
    case bench(BenchOptions)
    /// `check FILE [--summary]`.
    case check(CheckOptions)
    /// `play FILE [--theme T] [--clean]`.
    case play(PlayOptions)
    /// `notes FILE`: the speaker's notes, following `play`.
    case notes(NotesOptions)
    case record(RecordOptions)
    /// `import REPORT`: a report's launch as a launch file.
    case importReport(ImportOptions)
    case help(topic: String?)
    case version
}
