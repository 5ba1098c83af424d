import Scenes

/// One command of `launch-tui`, declared whole in one file: the options it
/// takes (a struct beside it whose fields declare its flags, its bare word
/// and the scenario flags: `CommandOptions`), its help page, and what it does. Registered by one line
/// in `Registry.commands`; parsing, `help COMMAND`, the usage list, the man page
/// and dispatch all read it from there.
protocol Command: Sendable {
    associatedtype Options: CommandOptions

    /// Its name on the command line (`snapshot`), which its table says too;
    /// empty for the interactive demo. A constant of its own, so that
    /// finding a command by name builds no command's table.
    static var name: String { get }
    /// Its flags, its bare word and whether it takes the scenario flags, as
    /// its options declare them; the table's `command` is its name (nil for
    /// the interactive demo).
    static var table: OptionTable<Options> { get }
    /// The options before the command line sets any (default: `Options()`).
    static var defaults: Options { get }
    /// Its help, as `help COMMAND`, `COMMAND --help` and the man page show it.
    static var help: HelpPage { get }
    /// Its line in the usage list of `launch-tui --help` (default: its
    /// synopsis), with a few words on what it does when the line has room.
    static var usageLine: String { get }
    /// Whether `help`'s list of topics names it after the other commands
    /// rather than in the order of the usage list.
    static var listedLastAmongTopics: Bool { get }
    /// Whether it catches terminating signals (ending with 128+N, stopping
    /// on Ctrl-Z): it has a terminal to put back or a file to take back.
    static var catchesSignals: Bool { get }

    /// What no single flag can see: options that go badly together, or one
    /// that is needed only without another. Runs when the words are read.
    static func validate(_ options: Options) throws(CommandFailure)

    /// Does the command; a failure is a value that `main` turns into the
    /// line on standard error and the exit status.
    static func run(_ options: Options) throws(CommandFailure)
}

extension Command {
    /// Read from the declarations of `defaults` when asked for (parsing,
    /// help), never when the program starts.
    static var table: OptionTable<Options> { OptionTable(command: name.isEmpty ? nil : name, defaults: defaults) }
    static var defaults: Options { Options() }
    static var usageLine: String { table.synopsis() }
    static var listedLastAmongTopics: Bool { false }
    static var catchesSignals: Bool { false }
    static func validate(_ options: Options) throws(CommandFailure) {}

    /// The options `words` (what follows the command's name) give.
    static func parse(_ words: ArraySlice<String>) throws(CommandFailure) -> Options { try parseAndLoad(words).options }

    /// The same, with the lines to warn with that loading the files they
    /// name gave: parsing reads nothing; here the files are loaded (into
    /// the scenario) before the options are checked together.
    static func parseAndLoad(_ words: ArraySlice<String>) throws(CommandFailure) -> (options: Options, warnings: [String]) {
        let table = self.table
        var (options, files) = try table.parsed(words, from: defaults)
        let warnings = try table.load(files, into: &options)
        do throws(CommandFailure) { try validate(options) } catch { throw error.after(warnings) }
        return (options, warnings)
    }

    /// A front session's exit status as the command's end: 0 is success;
    /// any other, the session has said why (or a signal ended it).
    static func ended(_ status: Int32) throws(CommandFailure) {
        if status != 0 { throw .exited(status) }
    }

    /// `body`'s value, a file's problem in it becoming the command's failure.
    static func files<Value>(_ body: () throws(Files.Problem) -> Value) throws(CommandFailure) -> Value {
        do throws(Files.Problem) {
            return try body()
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// Why a command did not end well: its message for standard error, how it
/// is printed, and the exit status. Every command and the parser fail with
/// it; `main` prints it and exits with its status.
struct CommandFailure: Error, Equatable {
    /// The message, without the program's name.
    var message: String
    var status: Int32
    var form = Form.named
    /// Warnings that came before it (a report without the frames it is to
    /// be drawn from), said first, each after the program's name.
    var warnings: [String] = []

    enum Form: Equatable {
        /// After the program's name: every message but those below.
        case named
        /// As it is: the mistakes inside a file (`FILE:LINE:COL: message`,
        /// the line and a caret, as compilers print them).
        case asIs
        /// Nothing: the command has printed it already, or a signal ended it.
        case silent
    }

    /// The exit status for bad input: the command line, a value, a file.
    static let badInputStatus: Int32 = 2
    /// The exit status when the command could not do what it should.
    static let failedStatus: Int32 = 1
    /// The exit status after signal N is this plus N, as a shell says it.
    static let signalStatusBase: Int32 = 128

    /// The shell's status after `signal`.
    static func status(after signal: Int32) -> Int32 { signalStatusBase + signal }

    /// Bad input: the command line, a value, a file.
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, status: badInputStatus) }

    /// The command could not do what it should.
    static func failed(_ message: String) -> CommandFailure { CommandFailure(message: message, status: failedStatus) }

    /// Ended by signal N: nothing printed, the shell's status for it.
    static func stopped(by signal: Int32) -> CommandFailure {
        CommandFailure(message: "", status: status(after: signal), form: .silent)
    }

    /// The command has said what went wrong itself (the front's messages
    /// as it streams them); only the status is left.
    static func exited(_ status: Int32) -> CommandFailure { CommandFailure(message: "", status: status, form: .silent) }

    /// A file's problem, as bad input: a message of its own, or the
    /// mistakes inside the file, printed as they are.
    init(_ problem: Files.Problem) {
        self.init(message: problem.message, status: 2, form: problem.isDiagnostics ? .asIs : .named)
    }

    init(message: String, status: Int32, form: Form = .named) {
        self.message = message
        self.status = status
        self.form = form
    }

    /// What standard error gets, if anything: the one place the program's
    /// name is put before a message.
    var line: String? {
        switch form {
        case .named: Output.named(message)
        case .asIs: message
        case .silent: nil
        }
    }

    /// The same failure, `earlier` warnings said before it.
    func after(_ earlier: [String]) -> CommandFailure {
        var failure = self
        failure.warnings = earlier + warnings
        return failure
    }

    /// Every line standard error gets: the warnings, then its own line if it has one.
    var lines: [String] { warnings.map(Output.named) + (line.map { [$0] } ?? []) }

    /// An unknown flag (with the nearest of `flags` as a suggestion) or a
    /// word where none belongs, in `command` (nil: the demo or none).
    static func unknown(_ word: String, command: String?, among flags: [String] = []) -> CommandFailure {
        let help = command.map { "launch-tui \($0) --help" } ?? "launch-tui --help"
        if word.hasPrefix("-") {
            let flag = CommandOption.split(word).flag
            if let near = Suggestion.nearest(to: flag, among: flags) {
                return .usage("unknown option '\(flag.quotable)' (did you mean '\(near)'? see '\(help)')")
            }
            return .usage("unknown option '\(word.quotable)' (see '\(help)')")
        }
        // A talk given to a command that plays the demo's scenario: the
        // talk's own page, cast or stills come from `record`.
        if word.hasSuffix(".talk"), ![RecordCommand.name, PlayCommand.name, CheckCommand.name, NotesCommand.name].contains(command) {
            return .usage(
                "unexpected argument '\(word.quotable)': a talk is written to a page, cast or SVG by 'launch-tui \(RecordCommand.name) \(word.quotable) -o FILE' (see '\(help)')"
            )
        }
        return .usage("unexpected argument '\(word.quotable)' (see '\(help)')")
    }
}

extension Output {
    /// Writes a command's result to standard output; a failure to write it
    /// (a full disk, a closed stream) is the command's failure, status 1.
    static func result(_ text: String) throws(CommandFailure) { try result(Array(text.utf8)) }

    /// The same for bytes (a still in a binary format).
    static func result(_ bytes: [UInt8]) throws(CommandFailure) {
        let failure = standard(bytes)
        guard failure == 0 else { throw .failed("could not write the output: " + Output.failure(failure)) }
    }
}
