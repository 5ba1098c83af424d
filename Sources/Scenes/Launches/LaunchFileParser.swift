/// Reads a launch file: one launch as phases on the clock, in the manner of
/// a talk's script (one statement a line, `#` comments, times with units),
/// with every mistake reported at once, each at its line and column.
///
///     Title "Our app"              # the heading over the phone
///     Platform android             # ios | android | expo | web
///     Launch cold                  # cold | warm | hot (a web page: none, a cold load)
///     Source "Macrobenchmark, median of 10 runs, Pixel 7"
///     Device phone                 # phone | browser (a desktop page; optional)
///     Report first-frame 452.3ms content 1195ms   # a report's own figures (optional)
///     System until 450ms           # the system's screen until the app's first frame
///     At 450ms skeleton
///     At 1.2s fresh
///     At 2.9s banner pushes 3 rows
///     At 2.9s fully-drawn
public struct LaunchFileParser {
    /// The statements, for suggestions.
    public static let statements = ["Title", "Platform", "Launch", "Source", "Device", "Report", "Recording", "System", "At"]
    /// The header's statements: each at most once, before the phases.
    static let header = ["Title", "Platform", "Launch", "Source", "Device", "Report", "Recording"]
    /// What `At TIME` takes: the phases and the end.
    public static let atWords = LaunchPhase.words + ["fully-drawn"]
    /// The file name's ending that marks a launch file.
    public static let fileExtension = "startup"
    /// The most phases one launch has.
    public static let mostSteps = 100

    private var title: String?
    private var platform: LaunchPlatform?
    private var launch: LaunchKind?
    private var source: String?
    private var device = Device.phone
    private var report: ReportFigures?
    private var recording: RecordingReference?
    private var system: SystemScreen?
    private var steps: [Located<LaunchStep>] = []
    private var fullyDrawn: Located<LaunchTime>?
    private var diagnostics: [ScriptDiagnostic] = []
    private var seen: [String: Int] = [:]
    private var firstPhaseLine: Int?
    private var sourceLine = ""
    private var lineNumber = 0
    /// Every line as written, for the quote under a diagnostic found at the end.
    private var lines: [String] = []
    /// The latest At so far, for phases out of order.
    private var clock = LaunchTime.zero

    /// The launch in `text`, or every mistake in it.
    public static func parse(_ text: String) -> Result<LaunchDescription, ScriptDiagnostics> {
        var parser = LaunchFileParser()
        var lines = ScriptText.lines(of: text)
        if lines.last == "" { lines.removeLast() }
        for (offset, line) in lines.enumerated() {
            parser.read(String(line), number: offset + 1)
        }
        return parser.finish()
    }

    /// Whether `text` reads as a launch file rather than a talk: its first
    /// statement is one only a launch file has.
    public static func looksLikeLaunchFile(_ text: String) -> Bool {
        firstStatement(of: text).map(statements.contains) ?? false
    }

    /// The word the first statement of `text` starts with ("" when it
    /// starts with a quoted string), or nil when no line holds one (blank
    /// lines and comments only). The same for a talk and a launch file.
    public static func firstStatement(of text: String) -> String? {
        for line in ScriptText.lines(of: text) {
            guard case .success(let tokens) = ScriptTokenizer.tokens(String(line), lineNumber: 1),
                let first = tokens.first
            else { continue }
            return first.quoted ? "" : first.text
        }
        return nil
    }

    private mutating func read(_ line: String, number: Int) {
        lines.append(line)
        sourceLine = line
        lineNumber = number
        switch ScriptTokenizer.tokens(line, lineNumber: number) {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
        case .success(let tokens):
            guard let statement = tokens.first else { return }
            do throws(ScriptDiagnostic) {
                try perform(statement, Array(tokens.dropFirst()))
            } catch {
                diagnostics.append(error)
            }
        }
    }

    private mutating func perform(_ statement: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) {
        if statement.quoted { throw fail("a line starts with a statement, not a string", at: statement) }
        guard Self.statements.contains(statement.text) else {
            let hint = Suggestion.hint(for: statement.text, among: Self.statements)
            let talk = ScriptText.commands.contains(statement.text) ? " (that is a talk's command: this is a launch file)" : ""
            throw fail(
                "unknown statement '\(statement.text.quotable)'\(hint)\(talk); a launch file takes "
                    + Self.statements.joined(separator: ", "), at: statement)
        }
        if Self.header.contains(statement.text) || statement.text == "System" {
            if let earlier = seen[statement.text] {
                throw fail("\(statement.text) was already given on line \(earlier)", at: statement)
            }
            if Self.header.contains(statement.text), let firstPhaseLine {
                throw fail("\(statement.text) belongs in the header, before the first At (line \(firstPhaseLine))", at: statement)
            }
            seen[statement.text] = lineNumber
        }
        switch statement.text {
        case "Title":
            let value = try text(statement, arguments, example: "Title \"Our app\"")
            guard !value.allSatisfy({ $0 == " " }) else { throw fail("Title needs a name, not an empty text", at: arguments[0]) }
            title = value
        case "Source":
            source = try text(statement, arguments, example: "Source \"Macrobenchmark, median of 10 runs, Pixel 7\"")
        case "Platform":
            platform = try choice(statement, arguments, LaunchPlatform.self)
        case "Launch":
            launch = try choice(statement, arguments, LaunchKind.self)
        case "Device":
            device = try choice(statement, arguments, Device.self)
        case "Report":
            report = try readReport(statement, arguments)
        case "Recording":
            recording = try readRecording(statement, arguments)
        case "System":
            try readSystem(statement, arguments)
        default:
            try readAt(statement, arguments)
        }
    }

    // MARK: - Statements

    /// `Report NAME VALUE …`: a report's own figures, as `import` keeps
    /// them (`ReportFigures`): times with their unit, to any decimals
    /// (`first-frame 2163.8ms`), scores plain (`layout-shift 0.1846`), and
    /// `simulated` alone.
    private func readReport(_ statement: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) -> ReportFigures {
        let names = ReportLine.times + ReportLine.scores + [ReportLine.simulated]
        guard !arguments.isEmpty else {
            throw fail(
                "Report needs figures, such as Report first-frame 452.3ms: " + names.joined(separator: ", "), at: statement, after: true)
        }
        var figures = ReportFigures()
        var given: Set<String> = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard !word.quoted, names.contains(word.text) else {
                throw fail(
                    "Report takes " + names.joined(separator: ", ") + ", not '\(word.text.quotable)'"
                        + Suggestion.hint(for: word.text, among: names), at: word)
            }
            guard given.insert(word.text).inserted else { throw fail("\(word.text) is given twice on this line", at: word) }
            if word.text == ReportLine.simulated {
                figures.simulated = true
                continue
            }
            guard index < arguments.count, !arguments[index].quoted else {
                throw fail("\(word.text) needs a value", at: word, after: true)
            }
            let value = arguments[index]
            index += 1
            let isTime = ReportLine.times.contains(word.text)
            guard let number = ReportLine.number(value.text, time: isTime) else {
                throw fail(
                    "\(word.text) takes "
                        + (isTime ? "a time with its unit, such as 452.3ms or 1.2s" : "a score of 0 or more, such as 0.1846")
                        + ", not '\(value.text.quotable)'", at: value)
            }
            ReportLine.set(word.text, number, in: &figures)
        }
        return figures
    }

    /// `Recording "PATH" [tap-at TIME]`: the screen recording whose frames
    /// the pane shows, read from the launch file's folder, its tap this far
    /// into it.
    private func readRecording(_ statement: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) -> RecordingReference {
        let example = "Recording \"launch.mp4\" tap-at 1.2s"
        let path = try text(statement, Array(arguments.prefix(1)), example: example)
        guard !path.isEmpty else { throw fail("Recording needs a path, not an empty text", at: arguments[0]) }
        guard let word = arguments.dropFirst().first else { return RecordingReference(path: path) }
        guard word.text == "tap-at", !word.quoted else {
            throw fail("Recording takes tap-at TIME after its path, not '\(word.text.quotable)': \(example)", at: word)
        }
        guard let value = arguments.dropFirst(2).first else { throw fail("tap-at needs a time, such as 1.2s", at: word, after: true) }
        if let extra = arguments.dropFirst(3).first { throw fail("Recording takes nothing after its tap's time", at: extra) }
        return RecordingReference(path: path, tapAt: try time(value, for: "tap-at"))
    }

    /// `System [first-screen|logo] until TIME`.
    private mutating func readSystem(_ statement: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) {
        let usage = "System [first-screen|logo] until TIME, such as System until 400ms"
        var rest = arguments[...]
        var picture = LaunchPicture.firstScreen
        if let word = rest.first, !word.quoted, word.text != "until" {
            guard let named = LaunchPicture(rawValue: word.text) else {
                let names = LaunchPicture.allCases.map(\.rawValue) + ["until"]
                throw fail(
                    "System takes first-screen, logo or until, not '\(word.text.quotable)'" + Suggestion.hint(for: word.text, among: names),
                    at: word)
            }
            picture = named
            rest = rest.dropFirst()
        }
        guard let until = rest.first else { throw fail("System needs until TIME: \(usage)", at: arguments.last ?? statement, after: true) }
        guard until.text == "until", !until.quoted else {
            throw fail("System takes until TIME next, not '\(until.text.quotable)': \(usage)", at: until)
        }
        guard let value = rest.dropFirst().first else { throw fail("until needs a time, such as 400ms", at: until, after: true) }
        if let extra = rest.dropFirst(2).first { throw fail("System takes nothing after its time", at: extra) }
        let time = try self.time(value, for: "until")
        guard time > .zero else {
            throw fail("until takes a time after the tap; a launch with no system screen leaves System out", at: value)
        }
        system = SystemScreen(picture, until: time)
    }

    /// `At TIME PHASE`, or `At TIME fully-drawn`.
    private mutating func readAt(_ statement: ScriptToken, _ arguments: [ScriptToken]) throws(ScriptDiagnostic) {
        firstPhaseLine = firstPhaseLine ?? lineNumber
        guard let value = arguments.first else {
            throw fail("At needs a time and a phase, such as At 400ms saved", at: statement, after: true)
        }
        let time = try self.time(value, for: "At")
        guard let word = arguments.dropFirst().first else {
            throw fail("At \(value.text) needs a phase: " + Self.atWords.joined(separator: ", "), at: value, after: true)
        }
        let rest = Array(arguments.dropFirst(2))
        guard !word.quoted, Self.atWords.contains(word.text) else {
            let hint = Suggestion.hint(for: word.text, among: Self.atWords)
            throw fail("unknown phase '\(word.text.quotable)'\(hint); At takes " + Self.atWords.joined(separator: ", "), at: word)
        }
        if time < clock {
            throw fail("At \(time) goes back: the phase before starts at \(clock) (phases come in time order)", at: value)
        }
        clock = time
        let phase: LaunchPhase
        switch word.text {
        case "fully-drawn":
            if let extra = rest.first { throw fail("fully-drawn takes nothing after it", at: extra) }
            if let fullyDrawn { throw fail("fully-drawn was already given on line \(fullyDrawn.line)", at: word) }
            fullyDrawn = Located(time, line: lineNumber, column: value.column)
            return
        case "banner":
            phase = .banner(try placement(word, rest))
        default:
            if let extra = rest.first { throw fail("\(word.text) takes nothing after it", at: extra) }
            phase =
                switch word.text {
                case "logo": .logo
                case "spinner": .spinner
                case "skeleton": .skeleton
                case "saved": .saved
                case "fresh": .fresh
                default: .error
                }
        }
        if let fullyDrawn {
            throw fail("\(word.text) at \(time) comes after fully-drawn (line \(fullyDrawn.line)): nothing changes after it", at: word)
        }
        guard steps.count < Self.mostSteps else { throw fail("a launch has at most \(Self.mostSteps) phases", at: statement) }
        steps.append(Located(LaunchStep(at: time, phase), line: lineNumber, column: word.column))
    }

    /// `banner into slot` or `banner pushes N rows`.
    private func placement(_ word: ScriptToken, _ rest: [ScriptToken]) throws(ScriptDiagnostic) -> BannerPlacement {
        let usage = "banner into slot, or banner pushes N rows"
        guard let how = rest.first else { throw fail("banner needs where it goes: \(usage)", at: word, after: true) }
        switch how.text {
        case "into":
            guard let slot = rest.dropFirst().first, slot.text == "slot", !slot.quoted else {
                throw fail("into takes slot: banner into slot", at: rest.dropFirst().first ?? how, after: rest.count < 2)
            }
            if let extra = rest.dropFirst(2).first { throw fail("banner into slot takes nothing after it", at: extra) }
            return .slot
        case "pushes":
            guard let count = rest.dropFirst().first else {
                throw fail("pushes needs a number of rows: banner pushes 3 rows", at: how, after: true)
            }
            guard !count.quoted, count.text.count <= 3, count.text.allSatisfy(\.isASCIIDigit), let rows = Int(count.text),
                (1...BannerPlacement.mostRows).contains(rows)
            else {
                throw fail(
                    "pushes takes a whole number of rows from 1 to \(BannerPlacement.mostRows), not '\(count.text.quotable)'", at: count)
            }
            guard let unit = rest.dropFirst(2).first else {
                throw fail("pushes \(rows) needs rows after it: banner pushes \(rows) rows", at: count, after: true)
            }
            guard unit.text == (rows == 1 ? "row" : "rows"), !unit.quoted else {
                throw fail("pushes \(rows) takes \(rows == 1 ? "row" : "rows") after it, not '\(unit.text.quotable)'", at: unit)
            }
            if let extra = rest.dropFirst(3).first { throw fail("banner pushes \(rows) \(unit.text) takes nothing after it", at: extra) }
            return .pushes(rows: rows)
        default:
            let hint = Suggestion.hint(for: how.text, among: ["into", "pushes"])
            throw fail("banner takes into slot or pushes N rows, not '\(how.text.quotable)'\(hint)", at: how)
        }
    }

    // MARK: - The whole file

    private mutating func finish() -> Result<LaunchDescription, ScriptDiagnostics> {
        func whole(_ message: String) -> ScriptDiagnostic { ScriptDiagnostic(line: 0, column: 0, message: message) }
        var missing: [ScriptDiagnostic] = []
        if title == nil, seen["Title"] == nil {
            missing.append(whole("the launch file has no Title: the heading over the phone, such as Title \"Our app\""))
        }
        if platform == nil, seen["Platform"] == nil { missing.append(whole("the launch file has no Platform: ios, android, expo or web")) }
        // A web page has no launch kind: without a Launch line, its load is a cold one.
        if launch == nil, seen["Launch"] == nil, platform == .web { launch = .cold }
        if launch == nil, seen["Launch"] == nil { missing.append(whole("the launch file has no Launch: cold, warm or hot")) }
        if steps.isEmpty, firstPhaseLine == nil {
            missing.append(whole("the launch file has no phases: nothing to show (try At 400ms saved)"))
        }
        let firstFrame = system?.until ?? .zero
        if let first = steps.first, first.line == firstPhaseLine, first.value.at > firstFrame {
            let what = system == nil ? "the tap (there is no System line)" : "the app's first frame (System until \(firstFrame))"
            diagnostics.append(located(first, "the app shows nothing at \(what): the first At must be at \(firstFrame) or before"))
        }
        // With an At line refused, what is on screen is not known: no more guesses.
        let everyPhaseRead = !diagnostics.contains { problem in
            lines.indices.contains(problem.line - 1) && lines[problem.line - 1].trimmingSpaces.hasPrefix("At")
        }
        var onScreen: LaunchPhase?
        for step in steps where everyPhaseRead {
            if case .banner = step.value.phase {
                guard let onScreen, [.skeleton, .saved, .fresh].contains(onScreen) else {
                    diagnostics.append(
                        located(step, "a banner goes above stories or a skeleton, and none is on screen at \(step.value.at)"))
                    continue
                }
            } else {
                onScreen = step.value.phase
            }
        }
        let slots = steps.filter { $0.value.phase == .banner(.slot) }
        let pushes = steps.filter { if case .banner(.pushes) = $0.value.phase { true } else { false } }
        if let slot = slots.first, let push = pushes.first {
            diagnostics.append(
                located(
                    slot.line > push.line ? slot : push,
                    "a banner goes into a slot or pushes the stories, not both (lines \(min(slot.line, push.line)) and \(max(slot.line, push.line)))"
                ))
        }
        // Only a file otherwise right is held to it: a phase refused above would make it look wrong.
        if let fullyDrawn, !steps.isEmpty, diagnostics.isEmpty {
            let last = max(firstFrame, steps.map(\.value.at).max() ?? .zero)
            // A recording's frames, drawn over the phases, go on changing
            // after the last of them: it is fully drawn where it is visually
            // complete, which only its pixels say.
            if fullyDrawn.value < last || (fullyDrawn.value > last && recording == nil) {
                let write = recording == nil ? "write At \(last) fully-drawn" : "write it at \(last) or later, where the recording is still"
                diagnostics.append(
                    located(fullyDrawn, "fully-drawn at \(fullyDrawn.value), but the last change is at \(last): \(write)"))
            }
        }
        // In the order of the lines; what the file lacks as a whole comes last.
        diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        diagnostics += missing
        guard diagnostics.isEmpty, let title, let platform, let launch else { return .failure(ScriptDiagnostics(diagnostics)) }
        return .success(
            LaunchDescription(
                title: title, platform: platform, launch: launch, source: source, system: system,
                steps: steps.map(\.value), fullyDrawn: fullyDrawn?.value, report: report, device: device, recording: recording))
    }

    /// A diagnostic at a statement read earlier.
    private func located<Value>(_ item: Located<Value>, _ message: String) -> ScriptDiagnostic {
        ScriptDiagnostic(line: item.line, column: item.column, message: message, source: lines[item.line - 1])
    }

    // MARK: - Values

    private func text(_ statement: ScriptToken, _ arguments: [ScriptToken], example: String) throws(ScriptDiagnostic) -> String {
        guard let value = arguments.first else {
            throw fail("\(statement.text) needs a text in quotes: \(example)", at: statement, after: true)
        }
        guard value.quoted else { throw fail("\(statement.text) takes its text in quotes: \(example)", at: value) }
        if arguments.count > 1 { throw fail("\(statement.text) takes one text; put it all in the quotes", at: arguments[1]) }
        return value.text
    }

    private func choice<Choice: RawRepresentable & CaseIterable & Equatable & Sendable>(
        _ statement: ScriptToken, _ arguments: [ScriptToken], _ type: Choice.Type
    ) throws(ScriptDiagnostic) -> Choice where Choice.RawValue == String {
        let parser = ValueParser<Choice>.choice
        guard let value = arguments.first else { throw fail("\(statement.text) needs one of \(parser.syntax)", at: statement, after: true) }
        if arguments.count > 1 { throw fail("\(statement.text) takes one value: \(parser.syntax)", at: arguments[1]) }
        do throws(ValueError) {
            guard !value.quoted else { throw ValueError(expected: "takes \(parser.syntax)", value: value.text) }
            return try parser.parse(value.text)
        } catch {
            throw fail(error.message(for: statement.text), at: value)
        }
    }

    /// Times carry their unit (`400ms`, `1.5s`), as in a talk: a bare `400` is a slip.
    private static let times = ValueParser<LaunchTime>.time(units: .required, latest: LaunchTime.longestLaunch)

    private func time(_ token: ScriptToken, for name: String) throws(ScriptDiagnostic) -> LaunchTime {
        do throws(ValueError) {
            guard !token.quoted else { throw ValueError(expected: "takes a time, not a text in quotes", value: token.text) }
            return try Self.times.parse(token.text)
        } catch {
            throw fail(error.message(for: name), at: token)
        }
    }

    private func fail(_ message: String, at token: ScriptToken, after: Bool = false) -> ScriptDiagnostic {
        let width = token.quoted ? token.text.count + 2 : token.text.count
        return ScriptDiagnostic(line: lineNumber, column: token.column + (after ? width + 1 : 0), message: message, source: sourceLine)
    }
}
