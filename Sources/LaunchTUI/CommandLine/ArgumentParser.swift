import Scenes

/// Reads the command line into an `Invocation`. Small and strict: every
/// unknown flag, missing value or bad value is a usage failure that names
/// it. The commands are the registry's, each parsing with its own table.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(CommandFailure) -> Invocation {
        // The demo alone: its defaults, which its table would give the same.
        guard let first = arguments.first else { return .run(try Registry.demo.withDefaults()) }
        // No command's name starts with a dash: `--version` and the demo's
        // flags are read without building every command's table to look.
        let command = first.hasPrefix("-") ? nil : Registry.command(named: first)
        let rest = arguments.dropFirst(command == nil ? 0 : 1)
        // Help anywhere after a known command (but not as a flag's value).
        if command != nil || first.hasPrefix("-"), asksForHelp(rest) { return .help(topic: command?.name) }
        if let command { return .run(try command.parse(rest)) }
        switch first {
        case "help":
            guard arguments.count <= 2 else { throw .unknown(arguments[2], command: nil) }
            let topic = arguments.dropFirst().first
            if let topic, !Usage.topics.contains(topic) {
                let known = Usage.topics.sorted().joined(separator: ", ")
                throw .usage("no help on '\(topic.quotable)'; the topics are \(known)")
            }
            return .help(topic: topic)
        case "-V", "--version":
            guard arguments.count == 1 else { throw .unknown(arguments[1], command: nil) }
            return .version
        default:
            guard first.hasPrefix("-") else { throw .usage("unknown command '\(first.quotable)' (try 'launch-tui --help')") }
            return .run(try Registry.demo.parse(arguments[...]))
        }
    }

    /// Whether `-h` or `--help` stands among the words as a flag, not as the
    /// value of one (as in `--at -h`).
    private static func asksForHelp(_ words: ArraySlice<String>) -> Bool {
        // Without either word there is no help to ask for, and no flag's
        // table needs building to tell (the demo's start reads only its own).
        guard words.contains(where: { $0 == "-h" || $0 == "--help" }) else { return false }
        var words = words
        while let word = words.popFirst() {
            if word == "-h" || word == "--help" { return true }
            if Registry.flagsWithValues.contains(word) { _ = words.popFirst() }
        }
        return false
    }
}
