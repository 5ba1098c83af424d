import Reports
import Scenes

/// One option of a command, declared once: its flag, the field it sets,
/// the kind of value it takes (a `ValueParser` from `Scenes`, shared with
/// the script language) and its help. The parser reads it by its flag, help
/// lists it and the usage line shows it, all from this declaration
/// (swift-argument-parser's `@Option`, in miniature):
///
///     .option("--count", .whole(in: 1...100_000), \.count, help: ["how many frames (default {default})"])
///
/// `{default}` in its help is the field's value in the table's `defaults`,
/// written as the parser reads it: a default is said, never typed twice.
struct CommandOption<Options>: Sendable {
    let flag: String
    let aliases: [String]
    /// What the value looks like in help (`S`, `WxH`); nil for a switch.
    let value: String?
    let help: [String]
    /// When the option must be given: what to say when it is not.
    let missing: String?
    let set: @Sendable (inout Options, String) throws(CommandFailure) -> Void
    /// The field's value in a set of options, as a person writes it (help's `{default}`).
    var written: @Sendable (Options) -> String? = { _ in nil }

    /// An option whose value `parser` reads into `field`; `missing`, when
    /// given, makes it required and is what to say without it.
    static func option<Value>(
        _ flag: String, _ parser: ValueParser<Value>, _ field: WritableKeyPath<Options, Value> & Sendable,
        aliases: [String] = [], missing: String? = nil, help: [String]
    ) -> Self {
        CommandOption(
            flag: flag, aliases: aliases, value: parser.syntax, help: help, missing: missing,
            set: { options, text throws(CommandFailure) in
                do throws(ValueError) {
                    options[keyPath: field] = try parser.parse(text)
                } catch {
                    throw .usage(error.message(for: flag))
                }
            }, written: { parser.written($0[keyPath: field]) })
    }

    /// The same for a field that is nil until the option is given.
    static func option<Value>(
        _ flag: String, _ parser: ValueParser<Value>, _ field: WritableKeyPath<Options, Value?> & Sendable,
        aliases: [String] = [], help: [String]
    ) -> Self {
        option(flag, parser.optional, field, aliases: aliases, missing: nil, help: help)
    }

    /// An option that takes the next word as its value and stores it as `set` says.
    static func value(
        _ flag: String, _ value: String, aliases: [String] = [], missing: String? = nil, help: [String],
        _ set: @escaping @Sendable (inout Options, String) throws(CommandFailure) -> Void
    ) -> Self {
        CommandOption(flag: flag, aliases: aliases, value: value, help: help, missing: missing, set: set)
    }

    /// A switch: present or not.
    static func toggle(_ flag: String, _ field: WritableKeyPath<Options, Bool> & Sendable, help: [String]) -> Self {
        CommandOption(flag: flag, aliases: [], value: nil, help: help, missing: nil) { options, _ in options[keyPath: field] = true }
    }

    /// `--force`, the same for every command that writes a file: replace
    /// `what` (FILE, OUT) even when it is read-only, as `cp -f` does.
    static func force(_ field: WritableKeyPath<Options, Bool> & Sendable, what: String) -> Self {
        toggle(
            "--force", field,
            help: ["replace \(what) even when it is read-only (without it, a", "read-only \(what) is refused, as cp refuses it)"])
    }

    var names: [String] { [flag] + aliases }

    /// Its help, with `{default}` said from `defaults`.
    func help(defaults: Options?) -> [String] {
        guard let defaults else { return help }
        return ValueParsers.help(help, saying: written(defaults))
    }

    /// `[--size WxH]`, `--at S`, `[--loop]`: as a usage line shows it.
    var usage: String {
        let text = flag + (value.map { " " + $0 } ?? "")
        return missing == nil ? "[" + text + "]" : text
    }
}

/// The one bare word a command takes (a talk's path, a report's), declared
/// once: the name usage shows, the field it sets, and what to say when it is
/// missing (`check needs a script: launch-tui check TALK.talk`). A second
/// bare word is unexpected.
struct CommandPositional<Options>: Sendable {
    /// How usage shows it: `TALK.talk`, `REPORT`.
    let name: String
    /// What it is, for the message when it is missing: "a script".
    let what: String
    /// What follows the command in that message's example: `TALK.talk -o OUT.cast`.
    let example: String
    let isGiven: @Sendable (Options) -> Bool
    let store: @Sendable (inout Options, String) -> Void

    /// A word kept in `field`, nil until it is given.
    static func word(
        _ name: String, _ field: WritableKeyPath<Options, String?> & Sendable, what: String,
        example: String? = nil
    ) -> Self {
        CommandPositional(name: name, what: what, example: example ?? name, isGiven: { $0[keyPath: field] != nil }) {
            $0[keyPath: field] = $1
        }
    }

    /// A word kept in `field`, empty until it is given.
    static func word(
        _ name: String, _ field: WritableKeyPath<Options, String> & Sendable, what: String,
        example: String? = nil
    ) -> Self {
        CommandPositional(name: name, what: what, example: example ?? name, isGiven: { !$0[keyPath: field].isEmpty }) {
            $0[keyPath: field] = $1
        }
    }

    /// `check needs a script: launch-tui check TALK.talk`.
    func missing(command: String) -> String { "\(command) needs \(what): launch-tui \(command) \(example)" }
}

/// A command's options: its own, the scenario flags (from the one table of
/// scenario settings that scripts use too) when it takes them, and what a
/// bare word means, when anything. Parsing, validation and help all read it.
struct OptionTable<Options: Sendable>: Sendable {
    /// The command's name (`snapshot`), nil for the interactive demo.
    let command: String?
    let options: [CommandOption<Options>]
    /// Where the scenario flags go, when the command takes them.
    let scenario: (WritableKeyPath<Options, Scenario> & Sendable)?
    /// What a bare word sets (a script's path), required; nil when the command takes none.
    let positional: CommandPositional<Options>?
    /// The options before any word is read, which help's defaults are said from.
    let defaults: Options?
    /// Where the flags the words gave are kept (`--size`, `--left`), when
    /// the command asks: what it does may depend on a flag being named.
    let given: (WritableKeyPath<Options, Set<String>> & Sendable)?

    init(
        command: String?, defaults: Options? = nil, options: [CommandOption<Options>],
        scenario: (WritableKeyPath<Options, Scenario> & Sendable)? = nil, positional: CommandPositional<Options>? = nil,
        given: (WritableKeyPath<Options, Set<String>> & Sendable)? = nil
    ) {
        self.command = command
        self.given = given
        self.defaults = defaults
        self.options = options
        self.scenario = scenario
        self.positional = positional
    }

    /// Reads `words` into `options`: every unknown flag, missing value or
    /// bad value is a `CommandFailure` that names it, and so is a missing
    /// positional or required option. A value follows its flag as the next
    /// word (`--at 3.1`) or after `=` (`--at=3.1`).
    /// The options `words` give, over `defaults` (see `parse`), and the
    /// report files the scenario flags name, for the command to load.
    func parsed(_ words: ArraySlice<String>, from defaults: Options) throws(CommandFailure) -> (options: Options, files: PaneFiles) {
        var options = defaults
        let files = try parse(words, into: &options)
        return (options, files)
    }

    /// Pure: reads no file and prints nothing. A report named for a pane
    /// (`--left r.json`) comes back among the files to load, with what is
    /// chosen in it wherever on the line that was (`PaneFiles.load`).
    @discardableResult
    func parse(_ words: ArraySlice<String>, into options: inout Options) throws(CommandFailure) -> PaneFiles {
        var words = words
        var given: Set<String> = []
        // A pane's report is named once every word is read, with the
        // benchmark or step chosen for it wherever on the line that was.
        var files: [String: (flag: String, path: String)] = [:]
        var choices: [String: ReportOptions] = [:]
        var chosenBy: [String: String] = [:]
        var frames = false, framesFolder: String?
        // Each option that takes a value, as first given (`--at 2.6`): none
        // of them is documented to repeat, so a second is refused, never
        // silently taken over the first. A switch given twice is the same switch.
        var valued: [String: String] = [:]
        func once(_ key: String, _ flag: String, _ value: String) throws(CommandFailure) {
            let shown = flag + " " + value.quotable
            if let first = valued[key] { throw .usage("\(key) is given twice (\(first), then \(shown)): give it once") }
            valued[key] = shown
        }
        while let word = words.popFirst() {
            let (flag, attached) = Self.split(word)
            if let option = option(named: flag) {
                given.insert(option.flag)
                if option.value == nil {
                    if attached != nil { throw .usage("\(flag) takes no value") }
                    try option.set(&options, "")
                } else {
                    guard let value = attached ?? words.popFirst() else { throw .usage("\(flag) needs a value") }
                    try once(option.flag, flag, value)
                    try option.set(&options, value)
                }
            } else if scenario != nil, flag == LaunchFiles.framesFlag {
                if attached != nil { throw .usage("\(flag) takes no value") }
                frames = true
            } else if scenario != nil, flag == LaunchFiles.framesFolderFlag {
                guard let value = attached ?? words.popFirst() else { throw .usage("\(flag) needs a value") }
                try once(flag, flag, value)
                frames = true
                framesFolder = value
            } else if scenario != nil, let choice = LaunchFiles.reportPartFlags.first(where: { $0.flag == flag }) {
                var value = ""
                if choice.value == nil {
                    if attached != nil { throw .usage("\(flag) takes no value") }
                } else {
                    guard let given = attached ?? words.popFirst() else { throw .usage("\(flag) needs a value") }
                    value = given
                }
                try once(flag, flag, value)
                if let problem = choice.set(value, in: &choices[choice.pane, default: ReportOptions()]) { throw .usage(problem) }
                chosenBy[choice.pane] = flag
            } else if let scenario, flag.hasPrefix("--"), let setting = ScenarioSettings.named(String(flag.dropFirst(2))) {
                guard let value = attached ?? words.popFirst() else { throw .usage("\(flag) needs a value") }
                try once(flag, flag, value)
                if LaunchFiles.isPath(forSetting: setting.key, value) {
                    files[setting.key] = (flag, value)
                    continue
                }
                files[setting.key] = nil
                do {
                    try setting.apply(value, to: &options[keyPath: scenario], styles: .builtIn)
                } catch {
                    throw .usage(error.message(for: flag))
                }
            } else if let positional, word == "-" || !word.hasPrefix("-") {
                guard !positional.isGiven(options) else { throw .unknown(word, command: command) }
                positional.store(&options, word)
            } else {
                throw .unknown(word, command: command, among: self.flags)
            }
        }
        if scenario != nil {
            for (pane, flag) in chosenBy.sorted(by: { $0.key < $1.key }) where files[pane] == nil {
                throw .usage("\(flag) chooses in a report: it goes with --\(pane) REPORT")
            }
            if frames, files.isEmpty {
                throw .usage(
                    "\(framesFolder == nil ? LaunchFiles.framesFlag : LaunchFiles.framesFolderFlag) draws a report's own frames: "
                        + "it goes with --left REPORT or --right REPORT")
            }
        }
        if let positional, let command, !positional.isGiven(options) { throw .usage(positional.missing(command: command)) }
        if let keep = self.given { options[keyPath: keep] = given.union(valued.keys) }
        if let missing = self.options.first(where: { $0.missing != nil && !given.contains($0.flag) })?.missing {
            throw .usage(missing)
        }
        return PaneFiles(
            files: files.sorted(by: { $0.key < $1.key }).map { key, file in
                var reportPartFlags = choices[key] ?? ReportOptions()
                reportPartFlags.frames = frames
                return PaneFiles.File(setting: key, flag: file.flag, path: file.path, choices: reportPartFlags)
            }, framesFolder: framesFolder)
    }

    /// `--at=3.1` as the flag and its value; any other word as itself.
    static func split(_ word: String) -> (flag: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Every flag this command takes, for suggestions.
    var flags: [String] {
        options.flatMap(\.names)
            + (scenario == nil
                ? []
                : ScenarioSettings.keys.map { "--" + $0 } + LaunchFiles.reportPartFlags.map(\.flag)
                    + [LaunchFiles.framesFlag, LaunchFiles.framesFolderFlag])
    }

    /// `launch-tui snapshot --at S [--size WxH] ... [scenario flags]`, wrapped
    /// to `width` columns (the lines after the first indented by `indent`).
    /// `name` stands for the positional where help calls it otherwise (`FILE`).
    func synopsis(positional name: String? = nil, width: Int = 78, indent: Int = 6) -> String {
        let name = name ?? positional?.name
        let words =
            ["launch-tui"] + (command.map { [$0] } ?? []) + (name.map { [$0] } ?? []) + options.map(\.usage)
            + (scenario == nil ? [] : ["[scenario flags]"])
        var lines = [""]
        for word in words {
            let line = lines[lines.count - 1]
            if line.isEmpty || line.count + 1 + word.count <= width || line.allSatisfy({ $0 == " " }) {
                lines[lines.count - 1] += (line.isEmpty || line.allSatisfy({ $0 == " " }) ? "" : " ") + word
            } else {
                lines.append(String(repeating: " ", count: indent) + word)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func option(named word: String) -> CommandOption<Options>? {
        options.first { $0.names.contains(word) }
    }

    /// The flags that take the next word as their value.
    var flagsWithValues: Set<String> {
        var flags = Set(options.filter { $0.value != nil }.flatMap(\.names))
        if scenario != nil {
            flags.formUnion(
                ScenarioSettings.all.map { "--" + $0.key } + LaunchFiles.reportPartFlags.filter { $0.value != nil }.map(\.flag) + [
                    LaunchFiles.framesFolderFlag
                ])
        }
        return flags
    }

    /// The options as help lists them: `  --size WxH    the terminal size...`.
    var help: String { OptionTableHelp.lines(helpRows, column: OptionTableHelp.optionColumn) }

    /// Each option's name as help shows it (`-o, --output FILE`) and its lines of help.
    var helpRows: [(name: String, help: [String])] {
        options.map { (([$0.flag] + $0.aliases).joined(separator: ", ") + ($0.value.map { " " + $0 } ?? ""), $0.help(defaults: defaults)) }
    }
}

/// Help's two columns: a name, then its lines of help, aligned.
enum OptionTableHelp {
    /// Where a command's options' help starts.
    static let optionColumn = 16

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
