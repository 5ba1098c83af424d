import Reports
import Scenes

/// `launch-tui metrics`: what the observer measured in each pane's frames,
/// and how each number fares against the sources' thresholds.
enum MetricsCommand: Command {
    static let name = "metrics"

    static let help = HelpPage(
        table: table,
        prose: """
            Prints what was measured from the rendered frames of each pane, every \(step),
            on the reference phone (the phone as the stage draws it at \(StageLayout.reference.size)), so
            that the figures are the launch's, the same whatever the terminal's size:
              first_frame   the app's own first frame, after the system's launch screen
              content       the first frame with story text on it
              fully_drawn   after this nothing changes but pure animation
              layout_shift  for each frame where content moved: rows touched over the
                            pane's rows x rows moved over the pane's rows; the largest
                            sum of shifts under \(LaunchTime.ms(Int(SessionWindows.gap))) apart within \(LaunchTime.ms(Int(SessionWindows.length))) (web.dev CLS)
              speed_index   WebPageTest's area above the visual-progress curve, in ms:
                            the \(step) frames up to fully drawn, each weighted by the
                            share of cells still unlike the frame at fully drawn
            and how each fares against the sources' thresholds:
            \(thresholdLines)
            responds is found by tapping: a tap at every \(step) step, and the first
            moment at which a tapped control answers on screen (the app's own tab
            bar, its Try again; the animated launch hands over on a tap once the app
            is ready). A launch from a report or launch file is not tapped: nothing
            says how it answers. Under a pane read from a report, a "report" row
            gives the report's own figures in the same columns ("observed" for a
            pane drawn from its frames: the load the report observed).
            """)

    /// "10 ms": how often the observer looks at a pane's frames.
    private static var step: String { "\(LaunchObserver.frameStep.milliseconds) ms" }

    /// The thresholds as `Standard` holds them, each number written once
    /// there, wrapped in the help's column.
    private static var thresholdLines: String {
        let android = LaunchKind.allCases.map { kind in
            (kind == .cold ? Standard.androidVitals(kind).bandsText : kind.excessiveLaunch.description) + " " + kind.rawValue
        }
        let rows: [(String, String)] = [
            (
                "first_frame",
                "Apple's goal, \(Standard.apple.bandsText); Android vitals, \(android.joined(separator: ", ")); "
                    + "a web page's (a Lighthouse report's) first paint: \(Standard.firstPaint.bandsText) (\(Standard.firstPaint.name)), "
                    + "and no launch kind (\"thresholds\": \"web\")"
            ),
            ("content", "\(Standard.contentPaint.bandsText) (\(Standard.contentPaint.name))"),
            ("layout_shift", "\(Standard.layoutShift.bandsText) (\(Standard.layoutShift.name))"),
            (
                "responds",
                "\(Standard.touch.name)'s \(Standard.touch.bandsText): the first frame \"can have placeholders, but it has to respond to touch\""
            )
        ]
        return rows.map { name, text in
            DisplayWidth.wrap(text, toColumns: 58).enumerated().map { index, line in
                (index == 0 ? "  " + name + String(repeating: " ", count: 14 - name.count) : String(repeating: " ", count: 16)) + line
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func run(_ options: MetricsOptions) throws(CommandFailure) { try Output.result(output(options)) }

    static func output(_ options: MetricsOptions) -> String {
        let stage = Stage(scenario: options.scenario, size: options.size)
        return options.json ? json(stage) : table(stage)
    }

    static func json(_ stage: Stage) -> String {
        JSONWriter.text(of: MetricsJSON(panes: stage.panes.map { MetricsJSON.Pane($0, in: stage.scenario) })) + "\n"
    }

    /// What the text report calls each pane: a built-in by its name, a
    /// launch from a file by its title, as the heading over its phone reads
    /// ("com.example.news", not the report's whole path, which would widen
    /// every line); by title and side ("com.example.news (left)") when the
    /// titles would not tell them apart.
    static func labels(of styles: [LaunchStyle]) -> [String] {
        let labels = styles.map { $0.measured == nil ? $0.name : $0.title.withoutControlCharacters }
        guard Set(labels).count != labels.count else { return labels }
        // Two panes of one title (one report's two benchmarks): by their sides, not their long names.
        return zip(labels, ["left", "right"]).map { "\($0) (\($1))" }
    }

    /// The text report, in 80 columns: the numbers as one table, then each
    /// pane's verdicts as a block of its own (a table of both is 130 wide).
    static func table(_ stage: Stage) -> String {
        let launches = stage.panes.map { $0.style.thresholds(in: stage.scenario) }
        let labels = labels(of: stage.panes.map(\.style))
        var numbers = [["", "first_frame", "content", "fully_drawn", "layout_shift", "speed_index"]]
        for (pane, label) in zip(stage.panes, labels) {
            let m = pane.metrics
            numbers.append([
                label, seconds(m.firstFrame), seconds(m.content), seconds(m.fullyDrawn),
                PaneMetrics.scoreText(m.layoutShift), m.speedIndex.map { "\($0) ms" } ?? "-"
            ])
            if let measured = pane.style.measured, let figures = measured.shownFigures { numbers.append(reportRow(figures, measured)) }
        }
        // When each tapped pane first answers a tap: a line of its own, as
        // the table is as wide as 80 columns allow.
        let taps = zip(stage.panes, labels).compactMap { pane, label in
            pane.metrics.touch.map { "\(label) \(seconds($0.responds))" }
        }
        // Each pane's verdicts: what is judged and whose threshold it is (the
        // pane's own launch kind for Android vitals), then how it fares.
        let verdicts = zip(zip(stage.panes, labels), launches).flatMap { paneAndLabel, kind in
            let (pane, label) = paneAndLabel
            // A web page is held to web.dev's thresholds alone: said in its heading.
            let verdicts = pane.verdicts(for: kind) + [pane.metrics.touchVerdict].compactMap { $0 }
            return [""] + wrapped("verdicts for \(label)" + (kind == .web ? " (a web page: web.dev's thresholds)" : "") + ":")
                + columns(
                    verdicts.map { verdict in
                        [
                            "", "\(verdict.standard.metric) vs \(verdict.standard.name)",
                            "\(verdict.grade.rawValue) (\(verdict.rule(.ascii)))"
                        ]
                    }, numbers: false)
        }
        // Where a measured pane's figures came from, and what it was.
        let sources = zip(stage.panes, labels).compactMap { pane, label in
            pane.style.measured.map { measured in
                // A web page has no launch kind.
                "\(label): "
                    + [
                        measured.source,
                        measured.platform == .web
                            ? "web"
                            : "\(pane.style.platform(in: stage.scenario.conditions).rawValue)"
                                + (measured.platformIsAssumed ? " (as the scenario's: the recording does not say)" : "")
                                + ", \(pane.style.launchKind(in: stage.scenario).rawValue) launch"
                                + (measured.launchIsAssumed ? " (as the scenario's: the report does not say)" : "")
                    ]
                    .compactMap { $0 }.joined(separator: "; ")
            }
        }
        // A report's CLS that no drawing on the reference phone reaches in its band.
        let outOfReach = zip(stage.panes, labels).compactMap { pane, label in
            pane.shiftOutOfReach.map { cls in
                // A pane drawn from its frames shows pictures, in which nothing is measured to shift.
                let drawn =
                    pane.timetable.reportFrames.isEmpty
                    ? "no banner on the reference phone draws it so (the nearest reads \(PaneMetrics.scoreText(pane.metrics.layoutShift)))"
                    : "its frames are pictures, in which no shift is measured (it reads \(PaneMetrics.scoreText(pane.metrics.layoutShift)))"
                return "\(label): the report's CLS \(Reports.figure(cls)) is \(Standard.layoutShift.judge(score: cls).grade.rawValue), and "
                    + drawn + ": its verdict is the report's."
            }
        }
        // A title too long for the table is cut there; the lines below name it whole.
        let rest = columns(numbers.map { [""] + $0.dropFirst() }, numbers: true).map(DisplayWidth.of).max() ?? 0
        for row in numbers.indices.dropFirst() { numbers[row][0] = numbers[row][0].truncated(toColumns: max(8, width - rest)) }
        let lines =
            ["scenario: " + stage.scenario.summary, ""] + columns(numbers, numbers: true)
            + (taps.isEmpty ? [] : wrapped("responds (a tap first answered on screen): " + taps.joined(separator: ", "))) + verdicts
            + (sources.isEmpty ? [] : [""] + sources.flatMap { wrapped("from " + $0) })
            + (outOfReach.isEmpty ? [] : [""] + outOfReach.flatMap { wrapped($0) }) + [
                ""
            ]
            + wrapped(
                "Measured from the rendered frames every \(step) on the reference phone (\(referencePhone), "
                    + "the stage at \(StageLayout.reference.size)), the same at every size; '-' means never.")
            + (stage.panes.contains { $0.style.measured?.shownFigures != nil }
                ? wrapped(
                    "A report row is the report's own figures (blank where it has none); an observed row, "
                        + "for a pane drawn from its frames, the load the report observed.") : [])
            + (stage.panes.contains { !$0.timetable.reportFrames.isEmpty } ? wrapped(picturesLine) : [])
        return lines.joined(separator: "\n") + "\n"
    }

    /// How a pane's frames reach a terminal, for the panes drawn from them:
    /// the figures are measured from the symbols every surface draws; a
    /// terminal shows real pictures where it draws them (the `?` overlay
    /// names the one in use).
    static var picturesLine: String {
        let ways = TerminalGraphics.allCases.filter(\.drawsPictures).map(\.said)
        return "Frames are measured as the \(TerminalGraphics.symbols.said) every surface draws; the demo shows them as "
            + "\(ways.dropLast().joined(separator: ", ")) or \(ways.last ?? "") where the terminal draws them (asked at start, "
            + "or --graphics; ? names the one in use), else as \(TerminalGraphics.symbols.said)."
    }

    /// The row under a report's pane in the text report: the report's own
    /// figures in the measured ones' columns and units ("  report"; or
    /// "  observed" for a pane drawn from its frames, which is set beside
    /// the load the report observed), blank where the report gives none; it
    /// gives no fully drawn time of its own.
    static func reportRow(_ figures: ReportFigures, _ measured: MeasuredLaunch) -> [String] {
        func time(_ ms: Double?) -> String { ms.map { Reports.time($0).description } ?? "" }
        return [
            measured.fromFrames ? "  observed" : "  report", time(figures.firstFrame), time(figures.content), "",
            figures.layoutShift.map(PaneMetrics.scoreText) ?? "", figures.speedIndex.map { "\(Int($0.rounded())) ms" } ?? ""
        ]
    }

    /// The phone every pane is measured on, with its frame: "33x21".
    static var referencePhone: Size { StageLayout.reference.phoneSize }

    /// The text report's width.
    static let width = 80

    /// A line wrapped to `width`, its continuation indented.
    private static func wrapped(_ line: String) -> [String] {
        let lines = DisplayWidth.wrap(line, toColumns: width)
        guard lines.count > 1 else { return lines }
        return [lines[0]] + DisplayWidth.wrap(lines.dropFirst().joined(separator: " "), toColumns: width - 2).map { "  " + $0 }
    }

    /// Rows as aligned columns: the first left-aligned, the rest right-aligned
    /// when they hold numbers.
    private static func columns(_ rows: [[String]], numbers: Bool) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let cells = row.enumerated().map { column, text in
                text.padding(to: widths[column], left: numbers && column > 0)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private static func seconds(_ time: LaunchTime?) -> String { time.map(\.description) ?? "-" }
}

extension String {
    func padding(to width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - count))
        return left ? pad + self : self + pad
    }
}

/// Options of `launch-tui metrics`.
struct MetricsOptions: CommandOptions {
    @ScenarioFlags var scenario = Scenario()
    @Flag(
        "--json",
        help: [
            "{\"panes\": [...]}, left pane first; null where it never",
            "happens; each pane's \"verdicts\" name the threshold used"
        ])
    var json = false
    // Below the least stage there are no phones; at any size the panes
    // are measured on the reference phone, so the figures do not move.
    @Option(
        "--size", .size(least: StageLayout.minimumSize),
        help: [
            "the stage size (default {default}); the figures are the",
            "same at every size, measured on the reference phone"
        ])
    var size = Size.standard
}

/// `metrics --json`: `{"panes": [...]}`, left pane first. Each property is
/// a field, in this order, named by `JSONWriter` ("first_frame").
struct MetricsJSON: Encodable {
    var panes: [Pane]

    /// One pane: what was measured in its frames, what it was held to and
    /// how it fared; null where a time never comes.
    struct Pane: Encodable {
        var style: String
        /// A measured pane's: where its figures came from (null where the
        /// file does not say), what it was and its launch kind (null for a
        /// web page, which has none); left out for a built-in style.
        var source: Nullable<String>?
        var platform: String?
        var launch: Nullable<String>?
        @Nullable var firstFrame: JSONNumber?
        @Nullable var content: JSONNumber?
        @Nullable var fullyDrawn: JSONNumber?
        var layoutShift: JSONNumber
        @Nullable var speedIndex: Int?
        /// When a tap first answered on screen (null: never); left out
        /// where nothing is tapped.
        var responds: Nullable<JSONNumber>?
        var report: Report?
        /// True where the reference phone cannot draw the report's CLS (its
        /// band, or within 0.01): its verdict is the report's.
        var layoutShiftOutOfReach: Bool?
        /// Which thresholds: "app", or "web" for a web page.
        var thresholds: String
        var verdicts: [Verdict]

        init(_ pane: Stage.Pane, in scenario: Scenario) {
            let m = pane.metrics
            let thresholds = pane.style.thresholds(in: scenario)
            style = pane.style.name
            if let measured = pane.style.measured {
                source = Nullable(measured.source)
                platform = measured.platform.rawValue
                launch = Nullable(thresholds.launch?.rawValue)
            }
            firstFrame = m.firstFrame.map(JSONNumber.init)
            content = m.content.map(JSONNumber.init)
            fullyDrawn = m.fullyDrawn.map(JSONNumber.init)
            layoutShift = JSONNumber(text: PaneMetrics.scoreText(m.layoutShift))
            speedIndex = m.speedIndex
            responds = m.touch.map { Nullable($0.responds.map(JSONNumber.init)) }
            report = pane.style.measured?.report.map(Report.init)
            layoutShiftOutOfReach = pane.shiftOutOfReach.map { _ in true }
            self.thresholds = thresholds.key
            verdicts = (pane.verdicts(for: thresholds) + [m.touchVerdict].compactMap { $0 }).map(Verdict.init)
        }
    }

    /// One judgement: the metric, whose threshold, the grade and the rule it met.
    struct Verdict: Encodable {
        var metric: String
        var against: String
        var verdict: String
        var threshold: JSONNumber
        var rule: String

        init(_ verdict: Scenes.Verdict) {
            metric = verdict.standard.metric
            against = verdict.standard.name
            self.verdict = verdict.grade.rawValue
            threshold = JSONNumber(text: verdict.thresholdNumber)
            rule = verdict.rule(.ascii)
        }
    }

    /// A report's own figures in the units the rest uses: times after the
    /// start in seconds, Speed Index and total blocking time in ms, the
    /// performance score as Lighthouse writes it (0 to 1); each figure as
    /// the report gave it, to four decimals; only those the report has.
    /// A simulated report's figures come with what its load observed.
    struct Report: Encodable {
        var firstFrame: JSONNumber?
        var content: JSONNumber?
        var layoutShift: JSONNumber?
        var speedIndex: JSONNumber?
        var totalBlockingTime: JSONNumber?
        var interactive: JSONNumber?
        var performanceScore: JSONNumber?
        var simulated: Bool?
        var observed: Observed?

        init(_ report: ReportFigures) {
            firstFrame = report.firstFrame.map(JSONNumber.init(ms:))
            content = report.content.map(JSONNumber.init(ms:))
            layoutShift = report.layoutShift.map(JSONNumber.init(figure:))
            speedIndex = report.speedIndex.map(JSONNumber.init(figure:))
            totalBlockingTime = report.totalBlockingTime.map(JSONNumber.init(figure:))
            interactive = report.interactive.map(JSONNumber.init(ms:))
            performanceScore = report.performanceScore.map(JSONNumber.init(figure:))
            simulated = report.simulated ? true : nil
            observed = report.observed.map(Observed.init)
        }
    }

    /// What a simulated report's load observed, as `Report` gives its own.
    struct Observed: Encodable {
        var firstFrame: JSONNumber?
        var content: JSONNumber?
        var layoutShift: JSONNumber?
        var speedIndex: JSONNumber?

        init(_ observed: ReportFigures.Observed) {
            firstFrame = observed.firstFrame.map(JSONNumber.init(ms:))
            content = observed.content.map(JSONNumber.init(ms:))
            layoutShift = observed.layoutShift.map(JSONNumber.init(figure:))
            speedIndex = observed.speedIndex.map(JSONNumber.init(figure:))
        }
    }
}

extension JSONNumber {
    /// A time in seconds, as the text report writes it ("2.6", "3").
    init(_ time: LaunchTime) { self.init(text: time.secondsText) }
    /// A report's time (ms) in seconds, to four decimals ("1.097").
    init(ms: Double) { self.init(text: Reports.figure(ms / 1000)) }
    /// A report's figure as it gave it, to four decimals ("765.6171").
    init(figure: Double) { self.init(text: Reports.figure(figure)) }
}
