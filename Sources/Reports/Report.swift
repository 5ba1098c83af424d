import Scenes

/// A kind of report people already have, each read as it is: the kind is
/// told from the content, never from the file's name. Each kind that is
/// read as JSON is declared by its reader (`ReportReader.kind`, one file in
/// `Kinds`), with all that is said of it: its name, where it is listed,
/// the words of the messages that list the kinds, why `--frames` finds no
/// frames in it, its paragraph in `import`'s help and its row in the docs'
/// table of kinds. A screen recording is read by FFmpeg (`recording`).
package struct ReportKind: Hashable, Sendable, CustomStringConvertible {
    /// "Android Macrobenchmark": as the tools' own documentation names them.
    package let name: String
    /// Where it is listed among the kinds (`import`'s help, the docs, the
    /// messages): lower first.
    let listed: Int
    /// "an Android Macrobenchmark report (benchmarkData.json)": as the
    /// message about a JSON of no kind lists it; nil for one not read as JSON.
    let described: String?
    /// "Android Macrobenchmark report", "Chrome trace": as the short list says it.
    let short: String
    /// Why `--frames` finds no frames in it.
    let withoutFrames: String
    /// Its paragraph in `import`'s help: its label, and what gives which time.
    package let importHelp: String
    /// Its row in the docs' table of kinds: the report, the first frame,
    /// the content, notes.
    package let docsRow: [String]

    package var description: String { name }

    package static func == (left: ReportKind, right: ReportKind) -> Bool { left.name == right.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// A screen recording: read from its path by FFmpeg, never from JSON (`Recording`).
    package static let recording = ReportKind(
        name: "screen recording", listed: 6,
        described: nil,
        short: "screen recording",
        withoutFrames: "a recording with no frames",
        importHelp: #"""
              Recording     a screen recording (MP4, MOV, WebM), decoded by FFmpeg and
                            measured from its pixels: the first frame after the
                            system's, the content, visually complete and the shifts,
                            from the tap (--tap-at, else one it shows, else its start);
                            the file references the video, it does not copy it
            """#,
        docsRow: [
            #"screen recording (MP4, MOV, WebM; told by its bytes: an `ftyp` box, an EBML header)"#,
            #"the first frame whose pixels differ from the recording's first (the system's launch screen), decoded by Debian's `ffmpeg`"#,
            #"the first visual change at which the screen reaches half its final colours"#,
            #"measured from its pixels: visually complete, last visual change, Speed Index from colour histograms, layout shift from rows that move; see [A screen recording of your launch](#a-screen-recording-of-your-launch)"#
        ])

    /// Every kind, as listed: those read as JSON (`Reports.readers`), then a screen recording.
    package static var all: [ReportKind] {
        Reports.readers.map { $0.kind }.sorted { ($0.listed, $0.name) < ($1.listed, $1.name) } + [recording]
    }

    /// The kinds that are read, for the message about a JSON of none of them.
    package static var readList: String {
        said(all.compactMap(\.described))
    }
    /// The same, short, for a message that says what was expected: "a
    /// Lighthouse, ... or MetricKit report, a Chrome trace or a screen recording".
    package static var shortList: String { shortList(of: all) }

    /// "a Lighthouse, ... report or a Chrome trace": `kinds` as the short list says them.
    static func shortList(of kinds: [ReportKind]) -> String {
        let reports = kinds.filter { $0.short.hasSuffix(" report") }.map { String($0.short.dropLast(" report".count)) }
        let others = kinds.filter { !$0.short.hasSuffix(" report") }.map(\.short)
        let first = reports.isEmpty ? [] : [article(said(reports)) + " report"]
        return said(first + others.map(article))
    }

    /// "a, b or c".
    private static func said(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// "an Android ...", "a Lighthouse ...".
    private static func article(_ text: String) -> String {
        ("AEIOU".contains(text.first ?? " ") ? "an " : "a ") + text
    }

    /// The kind a parsed JSON is, by the fields each tool writes at its top
    /// (`Reports.readers`, in their order).
    static func of(_ root: JSONValue) -> ReportKind? { Reports.reader(for: root)?.kind }
}

/// What a reader is told besides the report itself.
package struct ReportOptions: Equatable, Sendable {
    /// Which benchmark, when a Macrobenchmark report holds several.
    package var benchmark: String?
    /// Which step of a Lighthouse user flow: its number from 1, or its
    /// name; the first navigation without it.
    package var step: String?
    /// Which run of a WebPageTest result, from 1: its median run without it.
    package var run: Int?
    /// A WebPageTest result's repeat view (a load with the cache), not its first.
    package var repeatView = false
    /// The launch kind, when the report does not say.
    package var launch: LaunchKind?
    /// The report's file name, for a title where the report holds none
    /// (Macrobenchmark names its file after the app's package).
    package var fileName: String = ""
    /// Whether the pane is drawn from the report's own frames (`--frames`):
    /// they are read and decoded only then.
    package var frames = false
    /// The images of a folder by file name (`--frames-folder`): the frames
    /// a WebPageTest result links to, saved from its server.
    package var frameFiles: [String: [UInt8]]?
    /// A screen recording's tap, this far into it (`--tap-at`, `--left-tap-at`,
    /// `left-tap-at=`); the tap it shows on screen, or its first frame, without.
    package var tapAt: LaunchTime?
    /// The platform, when the report does not say (`import --platform`): a
    /// screen recording's.
    package var platform: Platform?

    /// The memberwise initialiser, for LaunchTUI (a struct's own is internal).
    package init(
        benchmark: String? = nil, step: String? = nil, run: Int? = nil, repeatView: Bool = false, launch: LaunchKind? = nil,
        fileName: String = "", frames: Bool = false, frameFiles: [String: [UInt8]]? = nil, tapAt: LaunchTime? = nil,
        platform: Platform? = nil
    ) {
        self.platform = platform
        self.benchmark = benchmark
        self.step = step
        self.run = run
        self.repeatView = repeatView
        self.launch = launch
        self.fileName = fileName
        self.frames = frames
        self.frameFiles = frameFiles
        self.tapAt = tapAt
    }
}

/// A launch read from a report, and what its launch file should say about
/// where each figure came from.
package struct ReportLaunch: Equatable {
    package var kind: ReportKind
    package var launch: LaunchDescription
    package var notes: LaunchFileNotes
    /// Whether the launch kind was assumed (cold), neither in the report nor
    /// given (`--launch`): a pane drawn straight from the report is then
    /// held to the scenario's kind. A launch file written from it says cold.
    package var launchIsAssumed = false
    /// Whether the platform was assumed (iOS), neither in the report nor
    /// given (`import --platform`): a pane drawn straight from it is said
    /// to run on the scenario's platform (`--platform`).
    package var platformIsAssumed = false

    /// The memberwise initialiser, for LaunchTUI (a struct's own is internal).
    package init(
        kind: ReportKind, launch: LaunchDescription, notes: LaunchFileNotes, launchIsAssumed: Bool = false, platformIsAssumed: Bool = false
    ) {
        self.platformIsAssumed = platformIsAssumed
        self.kind = kind
        self.launch = launch
        self.notes = notes
        self.launchIsAssumed = launchIsAssumed
    }
}

/// Why a report cannot be read: one line, without the file's name; where
/// in the file, when the JSON itself is broken. `message` may quote the
/// report (a figure, a benchmark's name), for the person who checks or
/// imports that file; `plain` says the same in the schema's words alone,
/// for a report another file or a flag names (a talk's output lands in CI
/// logs). What the person needs to go on is said the same on both
/// (`everywhere`).
package struct ReportProblem: Error, Equatable {
    var message: String
    var plain: String
    var line: Int?
    var column: Int?

    /// `plain` is needed where `message` holds anything from the file.
    package init(_ message: String, plain: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.plain = plain ?? message
        self.line = line
        self.column = column
    }

    /// A problem said the same on every path, `check`, `import` and a pane
    /// a flag or a talk names: a choice that found nothing (a step, a
    /// benchmark), with the names to choose among, or an audit that failed,
    /// with its own reason; what the person needs to go on. What it quotes
    /// of the report is made safe to show, on one line.
    static func everywhere(_ message: String) -> ReportProblem {
        ReportProblem(message.withoutControlCharacters)
    }

    /// "3:7: not valid JSON: …", or the message alone.
    var text: String { line.map { "\($0):\(column ?? 0): " + message } ?? message }

    /// `FILE:LINE:COL: message` or `FILE: message`, for stderr.
    package func rendered(file: String) -> String {
        let name = file.withoutControlCharacters
        return line == nil ? "\(name): \(message)" : "\(name):\(text)"
    }

    /// `FILE: plain`, nothing in it from the file.
    package func renderedPlainly(file: String) -> String { "\(file.withoutControlCharacters): \(plain)" }
}

package enum Reports {
    /// What a launch file's fully-drawn line says to the person editing it.
    package static let fullyDrawnNote =
        "Nothing changes after this (check holds the file to it): " + "a phase you add goes before it, and this line moves to its time."

    /// A report's launch, from its bytes.
    static func read(_ bytes: [UInt8], choices: ReportOptions = ReportOptions()) throws(ReportProblem) -> ReportLaunch {
        try bytes.withUnsafeBufferPointer { buffer throws(ReportProblem) in try read(buffer, choices: choices) }
    }

    /// A report's launch, from its bytes (a mapped file's, say).
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, choices: ReportOptions = ReportOptions()) throws(ReportProblem)
        -> ReportLaunch
    {
        let root: JSONValue
        let frames = choices.frames
        let keeping: ([String]) -> Bool = { frames ? Reports.keepWithFrames($0) : Reports.keep($0) }
        do {
            root = try JSONReader.parse(bytes, keep: keeping)
        } catch {
            throw ReportProblem(
                "not valid JSON: \(error.message)",
                plain: "not valid JSON (line \(error.line), column \(error.column)), not \(ReportKind.shortList)",
                line: error.line, column: error.column)
        }
        guard let reader = reader(for: root) else { throw KnownFiles.refusal(root) }
        return try reader.read(root, choices: choices)
    }

    /// The members the readers never look at and that can run to megabytes:
    /// Lighthouse's audits other than those it reads (its screenshots
    /// among them) and its full-page screenshot, in a report, in a
    /// PageSpeed Insights response's `lighthouseResult` and in each step of
    /// a user flow (`steps[].lhr`: arrays add no key to the path); a
    /// Chrome trace's screenshots.
    static func keep(_ path: [String]) -> Bool {
        if ChromeTraceReport.isScreenshot(path) { return false }
        let rest = lighthouseMembers(path)
        if rest.count == 2, rest.first == "audits", let audit = rest.last { return LighthouseReport.audits.contains(audit) }
        if rest.count == 1, rest.first == "fullPageScreenshot" || rest.first == "i18n" { return false }
        return true
    }

    /// `path` from inside a Lighthouse result: past `lighthouseResult` (or
    /// any key a report is wrapped under, `lhr` say) and a flow's `steps.lhr`.
    static func lighthouseMembers(_ path: [String]) -> ArraySlice<String> {
        if path.starts(with: ["steps", "lhr"]) { return path.dropFirst(2) }
        if path.count >= 2, path.first != "audits", ["audits", "fullPageScreenshot", "i18n"].contains(path[1]) { return path.dropFirst() }
        return path[...]
    }

    /// As `keep`, with the frames `--frames` draws: Lighthouse's thumbnails
    /// and final screenshot, a trace's screenshots.
    static func keepWithFrames(_ path: [String]) -> Bool {
        if ChromeTraceReport.isScreenshot(path) { return true }
        let rest = lighthouseMembers(path)
        if rest.count == 2, rest.first == "audits", let audit = rest.last,
            [ReportFrames.thumbnails, ReportFrames.finalScreenshot].contains(audit)
        {
            return true
        }
        return keep(path)
    }

    /// A time in milliseconds from a report, refused when it is missing, not
    /// a number, NaN, negative or over a minute, with the field's name.
    static func milliseconds(_ value: JSONValue?, field: String) throws(ReportProblem) -> Double {
        guard let value else { throw ReportProblem("has no \(field)") }
        guard let number = value.number else { throw ReportProblem("\(field) is not a number") }
        return try checked(number, field: field, unit: "ms")
    }

    /// A time in milliseconds, refused as `milliseconds` says.
    static func checked(_ number: Double, field: String, unit: String) throws(ReportProblem) -> Double {
        guard !number.isNaN else { throw ReportProblem("\(field) is NaN: not a time") }
        guard number >= 0 else {
            throw ReportProblem(
                "\(field) is \(figure(number)) \(unit): a time after the tap is not negative",
                plain: "\(field) is negative: not a time after the tap")
        }
        guard number <= Double(LaunchTime.longestLaunch.milliseconds) else {
            throw ReportProblem(
                "\(field) is \(figure(number)) \(unit): over \(LaunchTime.longestLaunch) is no longer a launch",
                plain: "\(field) is over \(LaunchTime.longestLaunch): no longer a launch")
        }
        return number
    }

    /// Milliseconds on the launch clock, to the nearest one. Callers check
    /// their times first (`checked`); past a day either way a time is held
    /// there, and NaN is the tap, so that no figure of a report can stop
    /// the program here.
    package static func time(_ milliseconds: Double) -> LaunchTime {
        guard !milliseconds.isNaN else { return .zero }
        return .ms(Int(min(max(milliseconds, -day), day).rounded()))
    }

    /// A day in milliseconds: further than any time a report's launch keeps.
    private static let day = 86_400_000.0

    /// A launch's measured time in milliseconds from `value` (`what`: "a
    /// first frame" for a first frame, each of its runs too): refused as
    /// `milliseconds` says, and at the tap (under half a millisecond) too,
    /// since a launch file's system screen shows until the first frame.
    static func launchTime(_ value: JSONValue?, field: String, what: String) throws(ReportProblem) -> Double {
        try afterTheTap(try milliseconds(value, field: field), field: field, what: what)
    }

    /// `milliseconds`, refused when it rounds to the tap itself.
    static func afterTheTap(_ milliseconds: Double, field: String, what: String) throws(ReportProblem) -> Double {
        guard time(milliseconds) > .zero else {
            throw ReportProblem(
                "\(field) is \(figure(milliseconds)) ms: \(what) at the tap is not a launch that was measured",
                plain: "\(field) is at the tap (under 0.5 ms): \(what) at the tap is not a launch that was measured")
        }
        return milliseconds
    }

    /// The app's first frame, from `field`: at least a millisecond after the
    /// tap (rounded), since a launch file's system screen shows until then.
    static func firstFrame(_ milliseconds: Double, field: String) throws(ReportProblem) -> LaunchTime {
        time(try afterTheTap(milliseconds, field: field, what: "a first frame"))
    }

    /// A figure as the report gave it, to at most four decimals: "452.3", "-5", "0.1846".
    package static func figure(_ value: Double) -> String {
        guard !value.isNaN else { return "NaN" }
        guard value.isFinite else { return value > 0 ? "Infinity" : "-Infinity" }
        // Too large or too small for four decimals ("5e-324", not "0").
        guard abs(value) < 1e12, value == 0 || abs(value) >= 0.00005 else { return "\(value)" }
        let units = Int((abs(value) * 10000).rounded())
        var fraction = String(units % 10000)
        while fraction.count < 4 { fraction = "0" + fraction }
        while fraction.last == "0" { fraction.removeLast() }
        return (value < 0 ? "-" : "") + String(units / 10000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Text from a report, made safe to show: no control characters, one line.
    static func text(_ value: JSONValue?) -> String? {
        wholeText(value)?.truncated(toColumns: 80)
    }

    /// Text from a report made safe to show, and never cut: a name someone
    /// must be able to give back whole (a benchmark's, with `--benchmark`).
    static func wholeText(_ value: JSONValue?) -> String? {
        guard let text = value?.string?.withoutControlCharacters.trimmingCharacters(in: [" "]), !text.isEmpty else { return nil }
        return text
    }
}

extension String {
    /// The string without `characters` at either end.
    func trimmingCharacters(in characters: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}
