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
    /// The launch file that says this launch: `LaunchFileParser` reads it
    /// back as this same description.
    public func fileText(notes: LaunchFileNotes = LaunchFileNotes()) -> String {
        var lines: [String] = notes.header.map { Self.comment($0) }
        if !lines.isEmpty { lines.append("") }
        lines.append("Title " + Self.quoted(title))
        lines.append("Platform \(platform.rawValue)")
        lines.append("Launch \(launch.rawValue)")
        if let source { lines.append("Source " + Self.quoted(source)) }
        // A phone goes without saying.
        if device != .phone { lines.append("Device \(device.rawValue)") }
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
