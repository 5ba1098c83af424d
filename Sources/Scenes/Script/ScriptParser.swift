/// Reads a script's text into a `Script`, reporting every mistake at once,
/// each with its line and column, and a suggestion where one fits.
public struct ScriptParser {
    /// The commands, for suggestions.
    /// The settings `Set` takes.
    public static let settings = ["Size", "Fps", "Theme"]
    /// How long a Pause holds in a recording when it names no duration.
    public static let defaultPause = LaunchTime.ms(2000)
    /// The longest talk: longer is a mistake (and a huge recording).
    public static let longest = LaunchTime.ms(3_600_000)

    private var script = Script()
    /// The launch styles `Scenario left=` and `right=` name.
    private var styles = LaunchStyles.builtIn
    /// Finds the styles a talk names by path, with what of the report the
    /// line chooses for that pane (`left-benchmark=…`); the parser itself
    /// reads no files. The style's name is what the pane is set to.
    public typealias StyleLookup = (String, ReportPart) -> Result<LaunchStyle, StyleLookupFailure>?
    private var lookUpStyle: StyleLookup?
    /// The word of a `Scenario` line that is not a knob but says how the
    /// reports it names are drawn: `frames=on` (or `off`, the default),
    /// given to the lookup as `ReportPart.frames`.
    public static let framesKey = "frames"
    private var diagnostics: [ScriptDiagnostic] = []
    /// The line's mistakes so far: a line may have several.
    private var lineProblems: [ScriptDiagnostic] = []
    /// Each caption's string, to check against the caption rows once the
    /// talk's beats are known.
    private var captions: [(token: ScriptToken, line: Int, source: String)] = []
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

    /// The script in `text`, or every mistake in it. `Scenario left=NAME`
    /// names one of `styles`, or what `lookUpStyle` finds: a style that is
    /// not a built-in (a launch file or a report, by its path), nil when the
    /// value is no such thing, else the style or why it cannot be had.
    public static func parse(
        _ text: String, styles: LaunchStyles = .builtIn,
        lookUpStyle: StyleLookup? = nil
    ) -> Result<Script, ScriptDiagnostics> {
        var parser = ScriptParser()
        parser.styles = styles
        parser.lookUpStyle = lookUpStyle
        var lines = ScriptText.lines(of: text)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            parser.read(String(line), number: offset + 1)
        }
        parser.checkCaptionsFit()
        // In the order of the lines, and along each line.
        parser.diagnostics = parser.diagnostics.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
        if parser.diagnostics.isEmpty, parser.script.actions.isEmpty {
            parser.diagnostics.append(
                ScriptDiagnostic(
                    line: 0, column: 0,
                    message:
                        "the script has no actions: nothing to show (try Caption \"...\" and Play 3s)"))
        }
        return parser.diagnostics.isEmpty ? .success(parser.script) : .failure(ScriptDiagnostics(parser.diagnostics))
    }

    /// The script in `text`; throws every mistake in it.
    public static func script(_ text: String, styles: LaunchStyles = .builtIn) throws(ScriptDiagnostics) -> Script {
        try parse(text, styles: styles).get()
    }

    /// Reads one line. A mistake that leaves the line meaningless is thrown;
    /// one that leaves the rest readable is reported and reading goes on,
    /// so every mistake on the line is listed.
    private mutating func read(_ line: String, number: Int) {
        source = line
        lineNumber = number
        lineProblems = []
        switch ScriptTokenizer.tokens(line, lineNumber: number) {
        case .failure(let diagnostic):
            lineProblems.append(diagnostic)
        case .success(let tokens):
            guard let command = tokens.first else { return }
            do throws(ScriptDiagnostic) {
                try perform(command, Array(tokens.dropFirst()))
            } catch {
                lineProblems.append(error)
            }
        }
        diagnostics += lineProblems
    }

    /// A mistake that does not stop the line being read.
    private mutating func report(_ problem: ScriptDiagnostic) {
        lineProblems.append(problem)
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
            let assignments = scenario(command, arguments)
            guard lineProblems.isEmpty else { return }
            action = .scenario(assignments)
            clock = .zero
        case "Caption":
            let text = try string(command, arguments, allowEmpty: true)
            if let token = arguments.first { checkCaptionCharacters(text, token) }
            action = .caption(text)
        case "Play":
            action = try play(command, arguments)
        case "Speed":
            let value = try single(command, arguments, expecting: "a number from \(PlaybackSpeed.rangeText), such as 0.5")
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
        case "Note":
            let text = try string(command, arguments, allowEmpty: false)
            if let token = arguments.first { checkPlainText(text, token, what: "note") }
            action = .note(text)
        case "Restart":
            if let extra = arguments.first { throw fail("Restart takes nothing after it", at: extra) }
            clock = .zero
            action = .restart
        default:
            let hint = Suggestion.hint(for: command.text, among: ScriptText.commands)
            throw fail(
                "unknown command '\(command.text.quotable)'\(hint); the commands are " + ScriptText.commands.joined(separator: ", "),
                at: command)
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
        // Misplaced or repeated, the value is still checked.
        if let firstAction {
            report(fail("Set \(name.text) must come before the first action (line \(firstAction))", at: command))
        } else if let earlier = settingLines[name.text] {
            report(fail("Set \(name.text) was already given on line \(earlier)", at: command))
        }
        settingLines[name.text] = settingLines[name.text] ?? lineNumber
        let rest = Array(arguments.dropFirst())
        switch name.text {
        case "Size":
            let value = try single(name, rest, expecting: "WIDTHxHEIGHT, such as 100x30")
            script.settings.size = try parse(value, .size(least: ScriptSettings.leastSize), for: "Set Size")
        case "Fps":
            let value = try single(name, rest, expecting: "a whole number from \(ScriptSettings.fpsText)")
            script.settings.fps = try parse(value, .whole(in: ScriptSettings.fpsRange), for: "Set Fps")
        default:
            let value = try single(name, rest, expecting: "light or dark")
            script.settings.theme = try parse(value, .theme, for: "Set Theme")
        }
    }

    // MARK: - Actions

    /// `key=value` words, each checked by the table the command line uses;
    /// every mistake is reported.
    private mutating func scenario(_ command: ScriptToken, _ arguments: [ScriptToken]) -> [ScenarioAssignment] {
        guard !arguments.isEmpty else {
            report(fail("Scenario needs key=value settings, such as network=slow", at: command, after: true))
            return []
        }
        var assignments: [ScenarioAssignment] = []
        var given: [String: Int] = [:]
        let settings = keyedValues(joiningSpacedEquals(arguments))
        // A pane's benchmark or step goes with its path, wherever on the line.
        var choices: [String: ReportPart] = [:]
        for (token, key, value) in settings where ReportPart.keys.contains(key) {
            let pane = String(key.prefix { $0 != "-" })
            if let problem = choices[pane, default: ReportPart()].set(key, value) {
                report(fail(problem, at: token, offset: key.count + 1))
            }
            if !settings.contains(where: { $0.key == pane && LaunchStyles.builtIn.named($0.value) == nil }) {
                report(fail("\(key) chooses what the report \(pane)= names draws: give \(pane)=PATH on this line", at: token))
            }
        }
        // frames=on, wherever on the line, holds for the reports it names.
        var frames = false, framesToken: ScriptToken?, named = false
        for (token, key, value) in settings where key == Self.framesKey {
            guard value == "on" || value == "off" else {
                report(fail("\(Self.framesKey) takes on or off, not '\(value.quotable)'", at: token, offset: Self.framesKey.count + 1))
                continue
            }
            frames = value == "on"
            framesToken = token
        }
        for (token, key, value) in settings {
            if let earlier = given[key] {
                report(fail("\(key) is set twice on this line (first at column \(earlier)): keep one", at: token))
                continue
            }
            given[key] = token.column
            if ReportPart.keys.contains(key) || key == Self.framesKey { continue }
            guard let setting = ScenarioSettings.named(key) else {
                let keys = ScenarioSettings.keys + ReportPart.keys + [Self.framesKey]
                let hint = Suggestion.hint(for: key, among: keys)
                report(
                    fail("unknown scenario setting '\(key.quotable)'\(hint); the settings are " + keys.joined(separator: ", "), at: token))
                continue
            }
            var name = value
            if key == "left" || key == "right", choices[key] != nil || styles.named(value) == nil,
                let found = lookUpStyle?(value, ReportPart(choices[key] ?? ReportPart(), frames: frames))
            {
                named = true
                switch found {
                case .success(let style):
                    styles = styles.adding(style)
                    name = style.name
                case .failure(let failure):
                    report(fail("\(key)=\(value.quotable) cannot be shown: \(failure.message)", at: token, offset: key.count + 1))
                    continue
                }
            }
            do {
                assignments.append(try setting.assignment(name, styles: styles))
            } catch {
                report(fail(error.message(for: key), at: token, offset: key.count + 1))
            }
        }
        if frames, !named, let framesToken {
            report(fail("frames=on draws a report's own frames: it goes with left=REPORT or right=REPORT on its line", at: framesToken))
        }
        return assignments
    }

    /// Each `key=value` word, or `key="value"` (a quoted value right after
    /// the `=`: a benchmark's name may hold spaces, `=` and `,`), with the
    /// token it starts at; anything else is reported.
    private mutating func keyedValues(_ tokens: [ScriptToken]) -> [(token: ScriptToken, key: String, value: String)] {
        var result: [(token: ScriptToken, key: String, value: String)] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            let parts = token.text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard !token.quoted, parts.count == 2 else {
                report(fail("Scenario takes key=value settings, such as network=slow, not '\(token.text.quotable)'", at: token))
                continue
            }
            var value = String(parts[1])
            if value.isEmpty, index < tokens.count, tokens[index].quoted, tokens[index].column == token.column + token.text.count {
                value = tokens[index].text
                index += 1
            }
            result.append((token, String(parts[0]), value))
        }
        return result
    }

    /// `network = slow` (or `network= slow`, `network =slow`) read as the
    /// one setting it means, with one mistake reported: the spaces.
    private mutating func joiningSpacedEquals(_ tokens: [ScriptToken]) -> [ScriptToken] {
        var result: [ScriptToken] = []
        var index = 0
        func bare(_ offset: Int) -> ScriptToken? {
            index + offset < tokens.count && !tokens[index + offset].quoted ? tokens[index + offset] : nil
        }
        while index < tokens.count {
            guard let first = bare(0), first.text != "=" else { result.append(tokens[index]); index += 1; continue }
            var parts = [first]
            if first.text.hasSuffix("="), !first.text.dropLast().contains("="),
                let value = bare(1), !value.text.contains("=")
            {
                parts.append(value)  // network= slow
            } else if !first.text.contains("="), let equals = bare(1), equals.text.hasPrefix("=") {
                parts.append(equals)  // network =slow, network = slow
                if equals.text == "=", let value = bare(2), !value.text.contains("=") { parts.append(value) }
            }
            guard parts.count > 1 else { result.append(first); index += 1; continue }
            let text = parts.map(\.text).joined()
            report(fail("no spaces around '=' in a Scenario setting: write \(text.quotable)", at: first))
            result.append(ScriptToken(text: text, column: first.column, quoted: false, columns: parts.flatMap(\.columns)))
            index += parts.count
        }
        return result
    }

    private mutating func play(_ command: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) -> ScriptAction {
        if let first = arguments.first, first.text == "to", !first.quoted {
            let value = try single(first, Array(arguments.dropFirst()), expecting: "a time after the tap, such as 3.2s")
            let time = try parse(value, Self.moment, for: "Play to")
            guard time >= clock else {
                throw fail(
                    "Play to \(time) goes back: the clock is already at \(clock) (Restart or Scenario starts again from 0)",
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
    private func single(_ command: ScriptToken, _ arguments: [ScriptToken], expecting what: String) throws(ScriptDiagnostic) -> ScriptToken
    {
        guard let value = arguments.first else { throw fail("\(command.text) needs \(what)", at: command, after: true) }
        if arguments.count > 1 { throw fail("\(command.text) takes one value: \(what)", at: arguments[1]) }
        return value
    }

    /// The one quoted string of `command`.
    private func string(_ command: ScriptToken, _ arguments: [ScriptToken], allowEmpty: Bool) throws(ScriptDiagnostic) -> String {
        let example = "\(command.text) \"some text\""
        guard let value = arguments.first else {
            throw fail("\(command.text) needs a text in quotes: \(example)", at: command, after: true)
        }
        guard value.quoted else {
            if let first = value.text.first, Self.typographicQuotes.contains(first) {
                throw fail("\(command.text) takes its text in straight quotes (\"), not \(first): \(example)", at: value)
            }
            throw fail("\(command.text) takes its text in quotes: \(example)", at: value)
        }
        if arguments.count > 1 { throw fail("\(command.text) takes one text; put it all in the quotes", at: arguments[1]) }
        if !allowEmpty, value.text.allSatisfy({ $0 == " " }) {
            throw fail("\(command.text) needs \(command.text == "Mark" ? "a label" : "some text"), not an empty text", at: value)
        }
        return value.text
    }

    /// Quotes a word processor puts in place of the straight one.
    static let typographicQuotes: Set<Character> = [
        "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2018}", "\u{2019}",
        "\u{201A}", "\u{201B}", "\u{00AB}", "\u{00BB}", "\u{300C}", "\u{300D}"
    ]

    // MARK: - Captions

    /// A tab or any other control character in a caption, at its column: on
    /// screen it could only be a replacement character.
    private mutating func checkCaptionCharacters(_ text: String, _ token: ScriptToken) {
        checkPlainText(text, token, what: "caption")
        captions.append((token, lineNumber, source))
    }

    /// Each tab or other control character in a caption's or a note's text, at its column.
    private mutating func checkPlainText(_ text: String, _ token: ScriptToken, what: String) {
        for (index, character) in text.enumerated() {
            guard let scalar = character.unicodeScalars.first(where: DisplayWidth.isControl) else { continue }
            let name = scalar == "\t" ? "a tab" : "a control character (U+\(Self.hex(scalar.value)))"
            report(
                ScriptDiagnostic(
                    line: lineNumber, column: token.column(ofCharacter: index),
                    message: "\(name) in a \(what): a \(what) is one line of plain text\(scalar == "\t" ? " (use spaces)" : "")",
                    source: source))
        }
    }

    /// Every caption wraps to at most two rows at the talk's `Set Size`;
    /// one that does not is an error where it would be cut.
    private mutating func checkCaptionsFit() {
        let size = script.settings.size
        let beats = ScriptTimeline(script).beats.count
        let width = CaptionRows.width(forStage: size.width, beats: beats)
        for caption in captions {
            guard let cut = CaptionRows(caption.token.text, width: width).cut else { continue }
            diagnostics.append(
                ScriptDiagnostic(
                    line: caption.line, column: caption.token.column(ofCharacter: cut),
                    message:
                        "the caption does not fit in \(CaptionRows.maximum) rows of \(width) columns at \(size): it is cut here; shorten it",
                    source: caption.source))
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A diagnostic at a token (or just after it, for what is missing).
    private func fail(_ message: String, at token: ScriptToken, after: Bool = false, offset: Int = 0) -> ScriptDiagnostic {
        let width = token.quoted ? token.text.count + 2 : token.text.count
        return ScriptDiagnostic(line: lineNumber, column: token.column + (after ? width + 1 : offset), message: message, source: source)
    }
}
