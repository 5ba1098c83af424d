/// What the command line asks for: a command with its options, help on a
/// topic, or the version.
enum Invocation: Equatable {
    case run(ParsedCommand)
    case help(topic: String?)
    case version

    /// `command` with `options`, as parsing gives it.
    static func command<C: Command>(_ command: C.Type, _ options: C.Options) -> Invocation { .run(ParsedCommand(command, options)) }

    /// The options, when the command line asks for `command`.
    func options<C: Command>(of command: C.Type) -> C.Options? {
        guard case .run(let parsed) = self, parsed.type == ObjectIdentifier(command) else { return nil }
        return parsed.options as? C.Options
    }
}

/// A command and the options the command line gave it, ready to run.
struct ParsedCommand: Equatable {
    let type: ObjectIdentifier
    let options: any Sendable
    /// Whether the command catches terminating signals (`Command.catchesSignals`).
    let catchesSignals: Bool
    /// What loading the files the options name warned of, for `main` to
    /// say before the command runs.
    let warnings: [String]
    /// Runs the command with its options.
    let run: () throws(CommandFailure) -> Void
    private let sameOptions: (any Sendable) -> Bool

    init<C: Command>(_ command: C.Type, _ options: C.Options, warnings: [String] = []) {
        type = ObjectIdentifier(command)
        self.options = options
        self.warnings = warnings
        catchesSignals = C.catchesSignals
        run = { () throws(CommandFailure) in try C.run(options) }
        sameOptions = { ($0 as? C.Options) == options }
    }

    static func == (left: ParsedCommand, right: ParsedCommand) -> Bool {
        left.type == right.type && left.sameOptions(right.options)
    }
}
