import Scenes

/// Reads the command line into an `Invocation`. Small and strict: every
/// unknown flag, missing value or bad value is a `UsageError` that names it.
struct ArgumentParser {
    private var words: [String]
    private var index = 0

    init(_ arguments: [String]) { words = arguments }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var parser = ArgumentParser(arguments)
        return try parser.invocation()
    }

    /// The smallest size `snapshot`, `metrics` and `bench` accept.
    static let leastSize = Size(width: 20, height: 10)

    private mutating func invocation() throws(UsageError) -> Invocation {
        guard let first = words.first else { return .interactive(InteractiveOptions()) }
        // Help anywhere after a known command (but not as a flag's value).
        if Usage.topics.contains(first) || first.hasPrefix("-") {
            var scan = ArgumentParser(Array(words.dropFirst(Usage.topics.contains(first) ? 1 : 0)))
            if scan.asksForHelp() { return .help(topic: Usage.topics.contains(first) ? first : nil) }
        }
        switch first {
        case "snapshot":
            index = 1
            return .snapshot(try snapshot())
        case "metrics":
            index = 1
            return .metrics(try metrics())
        case "bench":
            index = 1
            return .bench(try bench())
        case "check", "play":
            index = 1
            let path = try scriptPath(for: first)
            if let extra = next() { throw unknown(extra, command: first) }
            return first == "check" ? .check(path) : .play(path)
        case "record":
            index = 1
            return .record(try record())
        case "help":
            guard words.count <= 2 else { throw unknown(words[2], command: nil) }
            let topic = words.dropFirst().first
            if let topic, !Usage.topics.contains(topic) {
                let known = Usage.topics.sorted().joined(separator: ", ")
                throw UsageError("no help on '\(topic.quotable)'; the topics are \(known)")
            }
            return .help(topic: topic)
        case "-V", "--version":
            guard words.count == 1 else { throw unknown(words[1], command: nil) }
            return .version
        default:
            if first.hasPrefix("-") { return .interactive(try interactive()) }
            throw UsageError("unknown command '\(first.quotable)' (try 'launch-tui --help')")
        }
    }

    private mutating func interactive() throws(UsageError) -> InteractiveOptions {
        var options = InteractiveOptions()
        while let word = next() {
            if try scenarioFlag(word, into: &options.scenario) { continue }
            switch word {
            case "--loop": options.loop = true
            case "--speed":
                let text = try value(for: word)
                guard let speed = Double(text), speed >= 0.1, speed <= 4 else {
                    throw UsageError("--speed takes a number from 0.1 to 4, not '\(text.quotable)'")
                }
                options.speed = speed
            default: throw unknown(word, command: nil)
            }
        }
        return options
    }

    private mutating func snapshot() throws(UsageError) -> SnapshotOptions {
        var at: Instant?
        var options = SnapshotOptions(at: .zero)
        while let word = next() {
            if try scenarioFlag(word, into: &options.scenario) { continue }
            switch word {
            case "--at": at = try time(for: word)
            case "--size": options.size = try size(for: word)
            case "--styles": options.styles = true
            case "--format": options.format = try choice(for: word)
            case "--theme": options.theme = try choice(for: word)
            default: throw unknown(word, command: "snapshot")
            }
        }
        guard let at else { throw UsageError("snapshot needs --at S, the time in seconds (e.g. --at 2.6)") }
        if options.styles, options.format != .text { throw UsageError("--styles goes with --format text; an SVG has its colours") }
        options.at = at
        return options
    }

    private mutating func metrics() throws(UsageError) -> MetricsOptions {
        var options = MetricsOptions()
        while let word = next() {
            if try scenarioFlag(word, into: &options.scenario) { continue }
            switch word {
            case "--json": options.json = true
            case "--size":
                options.size = try size(for: word)
                // The phones are measured as laid out; below the least stage there are none.
                let least = StageLayout.minimumSize
                guard options.size.width >= least.width, options.size.height >= least.height else {
                    throw UsageError("metrics --size \(options.size) is too small: the stage needs at least \(least)")
                }
            default: throw unknown(word, command: "metrics")
            }
        }
        return options
    }

    private mutating func bench() throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        while let word = next() {
            if try scenarioFlag(word, into: &options.scenario) { continue }
            switch word {
            case "--size": options.size = try size(for: word)
            case "--frames":
                let text = try value(for: word)
                guard let frames = Int(text), frames >= 1, frames <= 100_000 else {
                    throw UsageError("--frames takes a whole number from 1 to 100000, not '\(text.quotable)'")
                }
                options.frames = frames
            default: throw unknown(word, command: "bench")
            }
        }
        return options
    }

    private mutating func record() throws(UsageError) -> RecordOptions {
        var script: String?
        var output: String?
        var fps: Int?
        while let word = next() {
            switch word {
            case "-o", "--output": output = try value(for: word)
            case "--fps":
                let text = try value(for: word)
                guard text.count <= 3, text.allSatisfy(\.isNumber), let number = Int(text), (1...60).contains(number) else {
                    throw UsageError("--fps takes a whole number from 1 to 60, not '\(text.quotable)'")
                }
                fps = number
            default:
                guard script == nil, word == "-" || !word.hasPrefix("-") else { throw unknown(word, command: "record") }
                script = word
            }
        }
        guard let script else { throw UsageError("record needs a script: launch-tui record TALK.launch -o OUT.cast") }
        guard let output else { throw UsageError("record needs -o OUT.cast, the file to write") }
        return RecordOptions(script: script, output: output, fps: fps)
    }

    /// The script path after `check` or `play`.
    private mutating func scriptPath(for command: String) throws(UsageError) -> String {
        guard let path = next() else { throw UsageError("\(command) needs a script: launch-tui \(command) TALK.launch") }
        guard !path.hasPrefix("-") else { throw unknown(path, command: command) }
        return path
    }

    /// Whether `-h` or `--help` stands among the words as a flag, not as the
    /// value of one (as in `--at -h`).
    private mutating func asksForHelp() -> Bool {
        while let word = next() {
            if word == "-h" || word == "--help" { return true }
            if Self.flagsWithValues.contains(word) { _ = next() }
        }
        return false
    }

    /// The flags that take the word after them as their value.
    static let flagsWithValues: Set<String> = Set(ScenarioSettings.all.map { "--" + $0.key })
        .union(["--at", "--size", "--speed", "--frames", "--fps", "-o", "--output", "--format", "--theme"])

    /// Applies a scenario flag (`--network slow`), read by the one table of
    /// scenario settings that scripts use too; false when `word` is not one.
    private mutating func scenarioFlag(_ word: String, into scenario: inout Scenario) throws(UsageError) -> Bool {
        guard word.hasPrefix("--"), let setting = ScenarioSettings.named(String(word.dropFirst(2))) else { return false }
        let text = try value(for: word)
        do {
            try setting.apply(text, to: &scenario)
        } catch {
            throw UsageError(error.message(for: word))
        }
        return true
    }

    // MARK: - Values

    private mutating func next() -> String? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    private mutating func value(for flag: String) throws(UsageError) -> String {
        guard let value = next() else { throw UsageError("\(flag) needs a value") }
        return value
    }

    private mutating func time(for flag: String) throws(UsageError) -> Instant {
        let text = try value(for: flag)
        guard let time = Instant(parsingTime: text) else {
            throw UsageError("\(flag) \(ScenarioSettings.timeExpected), not '\(text.quotable)'")
        }
        return time
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(for flag: String) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        let text = try value(for: flag)
        if let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        let hint = Suggestion.hint(for: text, among: names)
        throw UsageError("\(flag) takes \(names.joined(separator: "|")), not '\(text.quotable)'\(hint)")
    }

    private mutating func size(for flag: String) throws(UsageError) -> Size {
        let text = try value(for: flag)
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              parts.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
            throw UsageError("\(flag) takes WIDTHxHEIGHT (e.g. 100x30), not '\(text.quotable)'")
        }
        guard width >= Self.leastSize.width, height >= Self.leastSize.height else {
            throw UsageError("\(flag) \(text) is too small: the least is \(Self.leastSize)")
        }
        guard width <= 1000, height <= 500 else {
            throw UsageError("\(flag) \(text) is too large: the most is 1000x500")
        }
        return Size(width: width, height: height)
    }

    private func unknown(_ word: String, command: String?) -> UsageError {
        let help = command.map { "launch-tui \($0) --help" } ?? "launch-tui --help"
        if word.hasPrefix("-") {
            return UsageError("unknown option '\(word.quotable)' (see '\(help)')")
        }
        return UsageError("unexpected argument '\(word.quotable)' (see '\(help)')")
    }
}
