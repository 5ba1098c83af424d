/// Comments to write into a launch file: what the person editing it should
/// know about where each line came from.
public struct LaunchFileNotes: Hashable, Sendable {
    /// Lines at the top of the file, before the header.
    public var header: [String]
    /// A comment above the System line.
    public var system: String?
    /// Comments above the phases, by their index in `steps`.
    public var steps: [Int: String]
    /// A comment above the fully-drawn line.
    public var fullyDrawn: String?

    public init(header: [String] = [], system: String? = nil, steps: [Int: String] = [:], fullyDrawn: String? = nil) {
        self.header = header
        self.system = system
        self.steps = steps
        self.fullyDrawn = fullyDrawn
    }
}

extension LaunchDescription {
    /// This launch as its launch file reads back: the report's figures to
    /// the decimals its `Report` line keeps (a time to a microsecond, a
    /// score to six), the shifts a report lists left out (the file's
    /// banners are what it draws).
    public var asWritten: LaunchDescription {
        var written = self
        written.report = report.map(ReportLine.written)
        written.report?.shifts = []
        // A launch file says no CLS by leaving it off its Report line; why, in its comments.
        written.report?.layoutShiftMissing = nil
        // A report's conditions are the report's: its file says them in its comments and Source line.
        written.conditions = nil
        return written
    }

    /// The launch file that says this launch: `LaunchFileParser` reads it
    /// back as `asWritten`.
    public func fileText(notes: LaunchFileNotes = LaunchFileNotes()) -> String {
        var lines: [String] = notes.header.map { Self.comment($0) }
        if !lines.isEmpty { lines.append("") }
        lines.append("Title " + Self.quoted(title))
        lines.append("Platform \(platform.rawValue)")
        // A web page has no launch kind: a page's load is a cold one, which goes without saying.
        if platform != .web || launch != .cold { lines.append("Launch \(launch.rawValue)") }
        if let source { lines.append("Source " + Self.quoted(source)) }
        // A phone goes without saying.
        if device != .phone { lines.append("Device \(device.rawValue)") }
        if let recording {
            lines.append("Recording " + Self.quoted(recording.path) + (recording.tapAt.map { " tap-at " + Self.time($0) } ?? ""))
        }
        if let report, let line = ReportLine.text(report) {
            lines.append(
                Self.comment("The report's own figures (metrics --json gives them as \"report\"); the phases below draw the launch."))
            lines.append(line)
        }
        lines.append("")
        if let system {
            if let note = notes.system { lines.append(Self.comment(note)) }
            let picture = system.picture == .firstScreen ? "" : system.picture.rawValue + " "
            lines.append("System \(picture)until \(Self.time(system.until))")
        }
        for (index, step) in steps.enumerated() {
            if let note = notes.steps[index] { lines.append(Self.comment(note)) }
            lines.append("At \(Self.time(step.at)) \(step.phase.fileWords)")
        }
        if let fullyDrawn {
            if let note = notes.fullyDrawn { lines.append(Self.comment(note)) }
            lines.append("At \(Self.time(fullyDrawn)) fully-drawn")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "400ms", "1.5s": whole milliseconds below a second, seconds from there.
    static func time(_ time: LaunchTime) -> String {
        time.milliseconds < 1000 ? "\(time.milliseconds)ms" : time.secondsText + "s"
    }

    /// A string as the tokenizer reads it back: quotes and backslashes escaped,
    /// line breaks (which a line cannot hold) as spaces.
    static func quoted(_ text: String) -> String {
        var body = ""
        for character in text.withoutControlCharacters {
            switch character {
            case "\"": body += "\\\""
            case "\\": body += "\\\\"
            default: body.append(character)
            }
        }
        return "\"" + body + "\""
    }

    /// `# text`, each line of it a comment, wrapped to `width` columns,
    /// control characters made harmless.
    static func comment(_ text: String, width: Int = 78) -> String {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = "#"
            for word in paragraph.split(separator: " ") {
                let word = String(word).withoutControlCharacters
                if line != "#", DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width {
                    lines.append(line)
                    line = "#"
                }
                line += " " + word
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

extension LaunchPhase {
    /// The words after `At TIME`.
    var fileWords: String {
        switch self {
        case .logo: "logo"
        case .spinner: "spinner"
        case .skeleton: "skeleton"
        case .saved: "saved"
        case .fresh: "fresh"
        case .error: "error"
        case .banner(.slot): "banner into slot"
        case .banner(.pushes(let rows)): "banner pushes \(rows) \(rows == 1 ? "row" : "rows")"
        }
    }
}

/// A launch file's `Report` line: a report's own figures (`ReportFigures`),
/// each as a name and its value, so that a launch file `import` writes keeps
/// them (the phases keep whole milliseconds; the figures keep the report's,
/// a time to a microsecond, a score to six decimals).
/// The shifts a report lists are not kept: the file's banners are what it
/// draws, as written.
enum ReportLine {
    /// Names of figures that are times, in ms on the launch's clock.
    static let times = [
        "first-frame", "content", "speed-index", "total-blocking-time", "interactive",
        "observed-first-frame", "observed-content", "observed-speed-index"
    ]
    /// Names of figures that are plain numbers.
    static let scores = ["layout-shift", "performance-score", "observed-layout-shift"]
    /// The word that says the figures are simulated.
    static let simulated = "simulated"

    private static let paths: [String: WritableKeyPath<ReportFigures, Double?> & Sendable] = [
        "first-frame": \.firstFrame, "content": \.content, "layout-shift": \.layoutShift, "speed-index": \.speedIndex,
        "total-blocking-time": \.totalBlockingTime, "interactive": \.interactive, "performance-score": \.performanceScore
    ]
    private static let observedPaths: [String: WritableKeyPath<ReportFigures.Observed, Double?> & Sendable] = [
        "observed-first-frame": \.firstFrame, "observed-content": \.content, "observed-layout-shift": \.layoutShift,
        "observed-speed-index": \.speedIndex
    ]

    /// The most decimals a figure is written with: a time's of a
    /// millisecond (a microsecond), a score's.
    static let timeDecimals = 3, scoreDecimals = 6

    /// The line, or nil when there is no figure to keep.
    static func text(_ figures: ReportFigures) -> String? {
        var words: [String] = []
        for name in times + scores {
            guard let value = value(name, of: figures) else { continue }
            let time = times.contains(name)
            words.append(name + " " + number(value, decimals: time ? timeDecimals : scoreDecimals) + (time ? "ms" : ""))
        }
        if figures.simulated { words.append(simulated) }
        return words.isEmpty ? nil : "Report " + words.joined(separator: " ")
    }

    /// The figure of that name, where it is one the line keeps: finite, 0 or more.
    private static func value(_ name: String, of figures: ReportFigures) -> Double? {
        let value = paths[name].flatMap { figures[keyPath: $0] } ?? observedPaths[name].flatMap { figures.observed?[keyPath: $0] }
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// "1750.887", "0.231138", "3000": to at most `decimals` decimals,
    /// trailing zeros dropped; a figure too large for them as Swift writes it.
    static func number(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard value * scale < 9e15 else { return "\(value)" }
        let units = Int64((value * scale).rounded())
        let whole = units / Int64(scale)
        var fraction = String(units % Int64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.last == "0" { fraction.removeLast() }
        return "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The figures as the line writes them, and so as it reads back.
    static func written(_ figures: ReportFigures) -> ReportFigures {
        var written = figures
        for name in times + scores {
            guard let value = value(name, of: figures) else { continue }
            let time = times.contains(name)
            guard let again = Double(number(value, decimals: time ? timeDecimals : scoreDecimals)) else { continue }
            set(name, again, in: &written)
        }
        return written
    }

    /// A figure's value: a time with its unit (`452.3ms`, `1.2s`), or a
    /// plain number; finite and 0 or more.
    static func number(_ text: String, time: Bool) -> Double? {
        var digits = Substring(text), scale = 1.0
        if time {
            if digits.hasSuffix("ms") {
                digits = digits.dropLast(2)
            } else if digits.hasSuffix("s") {
                digits = digits.dropLast(); scale = 1000
            } else {
                return nil
            }
        }
        guard let first = digits.first, first.isASCIIDigit, let value = Double(digits), value.isFinite, value >= 0,
            value * scale <= ReportFigures.largest
        else { return nil }
        return value * scale
    }

    static func set(_ name: String, _ value: Double, in figures: inout ReportFigures) {
        if let path = paths[name] {
            figures[keyPath: path] = value
        } else if let path = observedPaths[name] {
            var observed = figures.observed ?? ReportFigures.Observed()
            observed[keyPath: path] = value
            figures.observed = observed
        }
    }
}
