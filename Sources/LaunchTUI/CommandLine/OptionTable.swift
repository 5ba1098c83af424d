import Scenes

/// One option of a command, declared once: the parser reads it by its flag,
/// `set` checks and stores its value, and help lists it from `value` and
/// `help` (swift-argument-parser's declarations, in miniature).
struct CommandOption<Options>: Sendable {
    let flag: String
    let aliases: [String]
    /// What the value looks like in help (`S`, `WxH`); nil for a switch.
    let value: String?
    let help: [String]
    let set: @Sendable (inout Options, String) throws(UsageError) -> Void

    /// An option that takes the next word as its value.
    static func value(_ flag: String, _ value: String, aliases: [String] = [], help: [String],
                      _ set: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void) -> Self {
        CommandOption(flag: flag, aliases: aliases, value: value, help: help, set: set)
    }

    /// A switch: present or not.
    static func toggle(_ flag: String, help: [String], _ set: @escaping @Sendable (inout Options) -> Void) -> Self {
        CommandOption(flag: flag, aliases: [], value: nil, help: help) { options, _ in set(&options) }
    }

    var names: [String] { [flag] + aliases }
}

/// A command's options: its own, the scenario flags (from the one table of
/// scenario settings that scripts use too) when it takes them, and what a
/// bare word means, when anything. Parsing, validation and help all read it.
struct OptionTable<Options>: Sendable {
    /// The command's name (`snapshot`), nil for the interactive demo.
    let command: String?
    let options: [CommandOption<Options>]
    /// Where the scenario flags go, when the command takes them.
    let scenario: (WritableKeyPath<Options, Scenario> & Sendable)?
    /// What a bare word sets (a script's path); nil when the command takes none.
    let positional: (@Sendable (inout Options, String) throws(UsageError) -> Void)?

    init(command: String?, options: [CommandOption<Options>], scenario: (WritableKeyPath<Options, Scenario> & Sendable)? = nil,
         positional: (@Sendable (inout Options, String) throws(UsageError) -> Void)? = nil) {
        self.command = command
        self.options = options
        self.scenario = scenario
        self.positional = positional
    }

    /// Reads `words` into `options`: every unknown flag, missing value or
    /// bad value is a `UsageError` that names it.
    func parse(_ words: ArraySlice<String>, into options: inout Options) throws(UsageError) {
        var words = words
        while let word = words.popFirst() {
            if let option = option(named: word) {
                if option.value == nil {
                    try option.set(&options, "")
                } else {
                    guard let value = words.popFirst() else { throw UsageError("\(word) needs a value") }
                    try option.set(&options, value)
                }
            } else if let scenario, word.hasPrefix("--"), let setting = ScenarioSettings.named(String(word.dropFirst(2))) {
                guard let value = words.popFirst() else { throw UsageError("\(word) needs a value") }
                do {
                    try setting.apply(value, to: &options[keyPath: scenario])
                } catch {
                    throw UsageError(error.message(for: word))
                }
            } else if let positional, word == "-" || !word.hasPrefix("-") {
                try positional(&options, word)
            } else {
                throw ArgumentParser.unknown(word, command: command)
            }
        }
    }

    private func option(named word: String) -> CommandOption<Options>? {
        options.first { $0.names.contains(word) }
    }

    /// The flags that take the next word as their value.
    var flagsWithValues: Set<String> {
        var flags = Set(options.filter { $0.value != nil }.flatMap(\.names))
        if scenario != nil { flags.formUnion(ScenarioSettings.all.map { "--" + $0.key }) }
        return flags
    }

    /// The options as help lists them: `  --size WxH    the terminal size...`.
    var help: String {
        OptionTableHelp.lines(options.map { (([$0.flag] + $0.aliases).joined(separator: ", ") + ($0.value.map { " " + $0 } ?? ""), $0.help) },
                              column: 16)
    }
}

/// Help's two columns: a name, then its lines of help, aligned.
enum OptionTableHelp {
    static func lines(_ rows: [(name: String, help: [String])], column: Int) -> String {
        var lines: [String] = []
        for row in rows {
            for (index, help) in row.help.enumerated() {
                let lead = index == 0 ? "  " + row.name : ""
                if index == 0, lead.count >= column {
                    lines.append(lead)
                    lines.append(String(repeating: " ", count: column) + help)
                } else {
                    lines.append(lead + String(repeating: " ", count: column - lead.count) + help)
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
