/// Every command, once. Parsing, `help COMMAND`, the usage list of
/// `--help`, the man page and dispatch read them from here: a new command
/// is its file in `Commands/` and its line below.
enum Registry {
    /// What runs with no command: the interactive demo.
    static let demo = RegisteredCommand(DemoCommand.self)

    /// The commands, in the order the usage list and the man page show them.
    static let commands: [RegisteredCommand] = [
        RegisteredCommand(SnapshotCommand.self),
        RegisteredCommand(MetricsCommand.self),
        RegisteredCommand(FilmstripCommand.self),
        RegisteredCommand(PageCommand.self),
        RegisteredCommand(BenchCommand.self),
        RegisteredCommand(CheckCommand.self),
        RegisteredCommand(ImportCommand.self),
        RegisteredCommand(PlayCommand.self),
        RegisteredCommand(NotesCommand.self),
        RegisteredCommand(RecordCommand.self)
    ]

    static func command(named name: String) -> RegisteredCommand? { commands.first { $0.name == name } }

    /// Every flag of every command that takes a value: `--at -h` is a time, not help.
    static let flagsWithValues: Set<String> = ([demo] + commands).reduce(into: []) { $0.formUnion($1.flagsWithValues) }
}

/// A command as the registry holds it: what parsing, help, the man page and
/// dispatch ask of it, read from its type. Its name is a constant of the
/// command's; its table, help page, usage line and flags are built when
/// asked for, not when the registry is: finding `metrics` by name builds
/// metrics' table alone, and the demo's first frame waits for no other
/// command's help (it took half the work before the first paint when they
/// were built at start).
struct RegisteredCommand: Sendable {
    let name: String
    let listedLastAmongTopics: Bool
    let catchesSignals: Bool
    /// Its type, to tell it from the others.
    let type: ObjectIdentifier
    /// The command with the options `words` (what follows its name) give.
    let parse: @Sendable (_ words: ArraySlice<String>) throws(CommandFailure) -> ParsedCommand
    /// The command with its defaults, as no words give them to a command
    /// that needs none (the demo, alone on the line: its table is then
    /// not built, since nothing is to be read with it).
    let withDefaults: @Sendable () throws(CommandFailure) -> ParsedCommand
    private let helpPage: @Sendable () -> HelpPage
    private let usage: @Sendable () -> String
    private let flags: @Sendable () -> Set<String>

    var help: HelpPage { helpPage() }
    var usageLine: String { usage() }
    var flagsWithValues: Set<String> { flags() }

    init<C: Command>(_ command: C.Type) {
        name = C.name
        listedLastAmongTopics = C.listedLastAmongTopics
        catchesSignals = C.catchesSignals
        type = ObjectIdentifier(command)
        parse = { words throws(CommandFailure) in
            let (options, warnings) = try C.parseAndLoad(words)
            return ParsedCommand(C.self, options, warnings: warnings)
        }
        withDefaults = { () throws(CommandFailure) in
            try C.validate(C.defaults)
            return ParsedCommand(C.self, C.defaults)
        }
        helpPage = { C.help }
        usage = { C.usageLine }
        flags = { C.table.flagsWithValues }
    }
}
