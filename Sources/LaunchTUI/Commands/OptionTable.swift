import Reports
import Scenes

/// A command's options as its declarations say them (`CommandOptions`):
/// its options in the order declared, the bare word, and whether it takes
/// the scenario flags (from the one table of scenario settings that scripts
/// use too). Parsing, validation and help all read it; it is built from a
/// value of the options when asked for, never at start.
struct OptionTable<Options: CommandOptions>: Sendable {
    /// The command's name (`snapshot`), nil for the interactive demo.
    let command: String?
    let options: [CommandOption]
    /// What a bare word sets (a script's path), required; nil when the command takes none.
    let positional: CommandPositional?
    /// The field of the scenario flags, when the command takes them.
    let scenario: String?
    /// The field of the bare word.
    private let positionalField: String?
    /// The field the flags named go into, when the command asks for them.
    private let given: String?
    /// Each field's declaration, by name: a value is read with the
    /// declaration's parser, whatever options it is read into.
    private let declared: [String: any DeclaredField]

    /// The table `defaults` declares: help says its defaults from their values.
    init(command: String?, defaults: Options = Options()) {
        self.command = command
        var options: [CommandOption] = []
        var positional: (name: String, word: CommandPositional)?
        var scenario: String?, given: String?
        var declared: [String: any DeclaredField] = [:]
        for (name, field) in OptionFields(defaults).declared {
            declared[name] = field
            switch field.role {
            case .option(var option):
                option.field = name
                options.append(option)
            case .positional(let word): positional = (name, word)
            case .scenario: scenario = name
            case .given: given = name
            }
        }
        self.options = options
        self.positional = positional?.word
        positionalField = positional?.name
        self.scenario = scenario
        self.given = given
        self.declared = declared
    }

    /// The options `words` give, over `defaults` (see `parse`), and the
    /// report files the scenario flags name, for the command to load.
    func parsed(_ words: ArraySlice<String>, from defaults: Options) throws(CommandFailure) -> (options: Options, files: PaneFiles) {
        var options = defaults
        let files = try parse(words, into: &options)
        return (options, files)
    }

    /// Reads `words` into `options`: every unknown flag, missing value or
    /// bad value is a `CommandFailure` that names it, and so is a missing
    /// positional or required option. A value follows its flag as the next
    /// word (`--at 3.1`) or after `=` (`--at=3.1`); each is read by its
    /// field's declaration, and the options are built again from the fields.
    /// Pure: reads no file and prints nothing. A report named for a pane
    /// (`--left r.json`) comes back among the files to load, with what is
    /// chosen in it wherever on the line that was (`PaneFiles.load`).
    @discardableResult
    func parse(_ words: ArraySlice<String>, into options: inout Options) throws(CommandFailure) -> PaneFiles {
        var words = words
        var fields = OptionFields(options)
        var scenarioValue = (scenario.flatMap { fields[$0] } as? ScenarioFlags)?.wrappedValue ?? Scenario()
        func read(_ name: String, _ text: String) throws(CommandFailure) {
            fields[name] = try declared[name]?.reading(text)
        }
        var positionalIsGiven: Bool {
            guard let positionalField, case .positional(let word)? = fields[positionalField]?.role else { return false }
            return word.isGiven
        }
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
            let (flag, attached) = CommandOption.split(word)
            if let option = option(named: flag) {
                given.insert(option.flag)
                if option.value == nil {
                    if attached != nil { throw .usage("\(flag) takes no value") }
                    try read(option.field, "")
                } else {
                    guard let value = attached ?? words.popFirst() else { throw .usage("\(flag) needs a value") }
                    try once(option.flag, flag, value)
                    try read(option.field, value)
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
            } else if scenario != nil, flag.hasPrefix("--"), let setting = ScenarioSettings.named(String(flag.dropFirst(2))) {
                guard let value = attached ?? words.popFirst() else { throw .usage("\(flag) needs a value") }
                try once(flag, flag, value)
                if LaunchFiles.isPath(forSetting: setting.key, value) {
                    files[setting.key] = (flag, value)
                    continue
                }
                files[setting.key] = nil
                do {
                    try setting.apply(value, to: &scenarioValue, styles: .builtIn)
                } catch {
                    throw .usage(error.message(for: flag))
                }
            } else if let positionalField, word == "-" || !word.hasPrefix("-") {
                guard !positionalIsGiven else { throw .unknown(word, command: command) }
                try read(positionalField, word)
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
        if let positional, let command, !positionalIsGiven { throw .usage(positional.missing(command: command)) }
        if let missing = self.options.first(where: { $0.missing != nil && !given.contains($0.flag) })?.missing {
            throw .usage(missing)
        }
        if let scenario { fields[scenario] = ScenarioFlags(wrappedValue: scenarioValue) }
        if let keep = self.given { fields[keep] = GivenFlags(wrappedValue: given.union(valued.keys)) }
        options = fields.options
        return PaneFiles(
            files: files.sorted(by: { $0.key < $1.key }).map { key, file in
                var reportPartFlags = choices[key] ?? ReportOptions()
                reportPartFlags.frames = frames
                return PaneFiles.File(setting: key, flag: file.flag, path: file.path, choices: reportPartFlags)
            }, framesFolder: framesFolder)
    }

    /// Loads the files `files` names into the scenario of `options` (see
    /// `PaneFiles.load`): the lines to warn with, or the failure.
    func load(_ files: PaneFiles, into options: inout Options) throws(CommandFailure) -> [String] {
        guard let scenario else { return [] }
        var fields = OptionFields(options)
        guard var flags = fields[scenario] as? ScenarioFlags else { return [] }
        let warnings = try files.load(into: &flags.wrappedValue)
        fields[scenario] = flags
        options = fields.options
        return warnings
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

    private func option(named word: String) -> CommandOption? {
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
        options.map { ($0.names.joined(separator: ", ") + ($0.value.map { " " + $0 } ?? ""), $0.help) }
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
