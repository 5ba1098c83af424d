/// Reads a script's text into a `Script`, reporting every mistake at once,
/// each with its line and column, and a suggestion where one fits.
public struct ScriptParser {
    /// The commands, for suggestions.
    public static let commands = ["Set", "Scenario", "Caption", "Play", "Speed", "Pause", "Mark", "Restart"]
    /// The settings `Set` takes.
    public static let settings = ["Size", "Fps", "Theme"]
    /// How long a Pause holds in a recording when it names no duration.
    public static let defaultPause = LaunchTime.ms(2000)
    /// The longest talk: longer is a mistake (and a huge recording).
    public static let longest = LaunchTime.ms(3_600_000)

    private var script = Script()
    private var diagnostics: [ScriptDiagnostic] = []
    private var source = ""
    private var lineNumber = 0
    /// The first action's line: settings after it are mistakes.
    private var firstAction: Int?
    private var settingLines: [String: Int] = [:]
    /// The launch clock and the talk's length so far, to catch a `Play to`
    /// a time already past and a talk that never ends.
    private var clock = LaunchTime.zero
    private var speed = 1.0
    private var length = 0.0

    /// The lines of a script, ended by LF or CRLF (a file saved on Windows;
    /// Swift takes CRLF as one character, so it is named here).
    public static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    /// The script in `text`, or every mistake in it.
    public static func parse(_ text: String) -> Result<Script, ScriptDiagnostics> {
        var parser = ScriptParser()
        var lines = ScriptParser.lines(of: text)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            parser.read(String(line), number: offset + 1)
        }
        if parser.diagnostics.isEmpty, parser.script.actions.isEmpty {
            parser.diagnostics.append(ScriptDiagnostic(line: 0, column: 0, message:
                "the script has no actions: nothing to show (try Caption \"...\" and Play 3s)"))
        }
        return parser.diagnostics.isEmpty ? .success(parser.script) : .failure(ScriptDiagnostics(parser.diagnostics))
    }

    /// The script in `text`; throws every mistake in it.
    public static func script(_ text: String) throws(ScriptDiagnostics) -> Script {
        try parse(text).get()
    }

    private mutating func read(_ line: String, number: Int) {
        source = line
        lineNumber = number
        switch ScriptTokenizer.tokens(line, lineNumber: number) {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
        case .success(let tokens):
            guard let command = tokens.first else { return }
            do throws(ScriptDiagnostic) {
                try perform(command, Array(tokens.dropFirst()))
            } catch {
                diagnostics.append(error)
            }
        }
    }

    private mutating func perform(_ command: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) {
        if command.quoted { throw fail("a line starts with a command, not a string", at: command) }
        if command.text == "Set" {
            try set(command, arguments)
            return
        }
        let action: ScriptAction
        switch command.text {
        case "Scenario":
            // Every bad setting on the line is reported, not just the first.
            var problems: [ScriptDiagnostic] = []
            let assignments = scenario(command, arguments, problems: &problems)
            if let last = problems.popLast() {
                diagnostics += problems
                throw last
            }
            action = .scenario(assignments)
            clock = .zero
        case "Caption":
            action = .caption(try string(command, arguments, allowEmpty: true))
        case "Play":
            action = try play(command, arguments)
        case "Speed":
            let value = try single(command, arguments, expecting: "a number from 0.1 to 4, such as 0.5")
            let number = try parse(value, .speed, for: "Speed")
            speed = number
            action = .speed(number)
        case "Pause":
            guard arguments.count <= 1 else { throw fail("Pause takes at most one duration", at: arguments[1]) }
            let hold = try arguments.first.map { token throws(ScriptDiagnostic) in try duration(token, for: "Pause") }
            try lengthen(by: Double((hold ?? Self.defaultPause).milliseconds), at: command)
            action = .pause(hold)
        case "Mark":
            let label = try string(command, arguments, allowEmpty: false)
            action = .mark(label)
        case "Restart":
            if let extra = arguments.first { throw fail("Restart takes nothing after it", at: extra) }
            clock = .zero
            action = .restart
        default:
            let hint = Suggestion.hint(for: command.text, among: Self.commands)
            throw fail("unknown command '\(command.text.quotable)'\(hint); the commands are " +
                       Self.commands.joined(separator: ", "), at: command)
        }
        firstAction = firstAction ?? lineNumber
        script.actions.append(Located(action, line: lineNumber, column: command.column))
    }

    // MARK: - Set

    private mutating func set(_ command: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) {
        guard let name = arguments.first else {
            throw fail("Set needs a setting: Size WxH, Fps N or Theme light|dark", at: command, after: true)
        }
        guard Self.settings.contains(name.text), !name.quoted else {
            let hint = Suggestion.hint(for: name.text, among: Self.settings)
            throw fail("Set takes Size, Fps or Theme, not '\(name.text.quotable)'\(hint)", at: name)
        }
        if let firstAction {
            throw fail("Set \(name.text) must come before the first action (line \(firstAction))", at: command)
        }
        if let earlier = settingLines[name.text] {
            throw fail("Set \(name.text) was already given on line \(earlier)", at: command)
        }
        settingLines[name.text] = lineNumber
        let rest = Array(arguments.dropFirst())
        switch name.text {
        case "Size":
            let value = try single(name, rest, expecting: "WIDTHxHEIGHT, such as 100x30")
            script.settings.size = try parse(value, .size(least: ScriptSettings.leastSize), for: "Set Size")
        case "Fps":
            let value = try single(name, rest, expecting: "a whole number from 1 to 60")
            script.settings.fps = try parse(value, .whole(in: ScriptSettings.fpsRange), for: "Set Fps")
        default:
            let value = try single(name, rest, expecting: "light or dark")
            script.settings.theme = try parse(value, .theme, for: "Set Theme")
        }
    }

    // MARK: - Actions

    /// `key=value` words, each checked by the table the command line uses.
    private func scenario(_ command: ScriptToken, _ arguments: [ScriptToken],
                          problems: inout [ScriptDiagnostic]) -> [ScenarioAssignment] {
        guard !arguments.isEmpty else {
            problems.append(fail("Scenario needs key=value settings, such as network=slow", at: command, after: true))
            return []
        }
        var scratch = Scenario()
        var assignments: [ScenarioAssignment] = []
        for token in arguments {
            let parts = token.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard !token.quoted, parts.count == 2 else {
                problems.append(fail("Scenario takes key=value settings, such as network=slow, not '\(token.text.quotable)'", at: token))
                continue
            }
            let key = String(parts[0]), value = String(parts[1])
            guard let setting = ScenarioSettings.named(key) else {
                let hint = Suggestion.hint(for: key, among: ScenarioSettings.keys)
                problems.append(fail("unknown scenario setting '\(key.quotable)'\(hint); the settings are " +
                                     ScenarioSettings.keys.joined(separator: ", "), at: token))
                continue
            }
            do {
                try setting.apply(value, to: &scratch)
                assignments.append(ScenarioAssignment(key: key, value: value))
            } catch {
                problems.append(fail(error.message(for: key), at: token, offset: key.count + 1))
            }
        }
        return assignments
    }

    private mutating func play(_ command: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) -> ScriptAction {
        if let first = arguments.first, first.text == "to", !first.quoted {
            let value = try single(first, Array(arguments.dropFirst()), expecting: "a time after the tap, such as 3.2s")
            let time = try parse(value, Self.moment, for: "Play to")
            guard time >= clock else {
                throw fail("Play to \(time) goes back: the clock is already at \(clock) (Restart or Scenario starts again from 0)",
                           at: value)
            }
            try lengthen(by: Double((time - clock).milliseconds) / speed, at: value)
            clock = time
            return .playTo(time)
        }
        let value = try single(command, arguments, expecting: "a duration such as 1.5s, or to TIME")
        let time = try duration(value, for: "Play")
        try lengthen(by: Double(time.milliseconds) / speed, at: value)
        clock = clock + time
        return .play(time)
    }

    private func duration(_ token: ScriptToken, for command: String) throws(ScriptDiagnostic) -> LaunchTime {
        try parse(token, Self.length, for: command)
    }

    /// Times in a script carry their unit (`1.5s`, `500ms`): `Play 1500`
    /// would be 25 minutes. At most the longest talk.
    static let moment = ValueParser.time(units: .required, latest: longest)
    static let length = ValueParser.time(units: .required, latest: longest, duration: true)

    /// The value of `token` as `parser` reads it, or a diagnostic at its
    /// column in the words the command line uses too.
    private func parse<Value>(_ token: ScriptToken, _ parser: ValueParser<Value>, for name: String) throws(ScriptDiagnostic) -> Value {
        let value: Value
        do throws(ValueError) {
            value = try parser.parse(token.text)
        } catch {
            throw fail(error.message(for: name), at: token)
        }
        if token.quoted { throw fail("\(name) takes \(token.text.quotable) without quotes", at: token) }
        return value
    }

    /// Counts wall time toward the talk's length.
    private mutating func lengthen(by milliseconds: Double, at token: ScriptToken) throws(ScriptDiagnostic) {
        length += milliseconds
        guard length <= Double(Self.longest.milliseconds) else {
            throw fail("the talk runs past an hour here: split it, or shorten the Play and Pause lines", at: token)
        }
    }

    // MARK: - Arguments

    /// The one argument of `command`.
    private func single(_ command: ScriptToken, _ arguments: [ScriptToken], expecting what: String) throws(ScriptDiagnostic) -> ScriptToken {
        guard let value = arguments.first else { throw fail("\(command.text) needs \(what)", at: command, after: true) }
        if arguments.count > 1 { throw fail("\(command.text) takes one value: \(what)", at: arguments[1]) }
        return value
    }

    /// The one quoted string of `command`.
    private func string(_ command: ScriptToken, _ arguments: [ScriptToken], allowEmpty: Bool) throws(ScriptDiagnostic) -> String {
        let example = "\(command.text) \"some text\""
        guard let value = arguments.first else { throw fail("\(command.text) needs a text in quotes: \(example)", at: command, after: true) }
        guard value.quoted else { throw fail("\(command.text) takes its text in quotes: \(example)", at: value) }
        if arguments.count > 1 { throw fail("\(command.text) takes one text; put it all in the quotes", at: arguments[1]) }
        if !allowEmpty, value.text.allSatisfy({ $0 == " " }) { throw fail("\(command.text) needs a label, not an empty text", at: value) }
        return value.text
    }

    /// A diagnostic at a token (or just after it, for what is missing).
    private func fail(_ message: String, at token: ScriptToken, after: Bool = false, offset: Int = 0) -> ScriptDiagnostic {
        let width = token.quoted ? token.text.count + 2 : token.text.count
        return ScriptDiagnostic(line: lineNumber, column: token.column + (after ? width + 1 : offset), message: message, source: source)
    }
}
