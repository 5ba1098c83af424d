import Foundation
import Scenes
import Testing

@Suite struct LaunchFileTests {
    private func parse(_ text: String) throws -> LaunchDescription { try LaunchFileParser.parse(text).get() }

    private func errors(_ text: String) -> [ScriptDiagnostic] {
        switch LaunchFileParser.parse(text) {
        case .success: return []
        case .failure(let diagnostics): return diagnostics.all
        }
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/launches").standardized

    private func example(_ name: String) throws -> LaunchDescription {
        try parse(String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8))
    }

    @Test func everyStatementParses() throws {
        let launch = try parse(
            """
            # our app
            Title "Our \\"news\\" app"   # the heading
            Platform android
            Launch warm
            Source "Macrobenchmark, median of 10 runs, Pixel 7"

            System until 450ms
            At 450ms skeleton
            At 0.9s saved
            At 1.2s fresh
            At 2s banner pushes 4 rows
            At 2s fully-drawn
            """)
        #expect(
            launch
                == LaunchDescription(
                    title: "Our \"news\" app", platform: .android, launch: .warm, source: "Macrobenchmark, median of 10 runs, Pixel 7",
                    system: SystemScreen(.firstScreen, until: .ms(450)),
                    steps: [
                        LaunchStep(at: .ms(450), .skeleton), LaunchStep(at: .ms(900), .saved), LaunchStep(at: .ms(1200), .fresh),
                        LaunchStep(at: .ms(2000), .banner(.pushes(rows: 4)))
                    ],
                    fullyDrawn: .ms(2000)))
    }

    @Test func aHotLaunchHasNoSystemScreen() throws {
        let launch = try parse("Title \"Hot\"\nPlatform ios\nLaunch hot\nAt 0s fresh\nAt 1s error\n")
        #expect(launch.system == nil)
        #expect(launch.steps == [LaunchStep(at: .zero, .fresh), LaunchStep(at: .ms(1000), .error)])
    }

    @Test func everyMistakeIsReportedWithItsPlace() {
        let found = errors(
            """
            Title Our app
            Platfrom ios
            Launch tepid
            System logo until 400ms
            At 400ms sved
            At 500ms fresh
            At 450ms saved
            At 1s banner pushes 0 rows
            Caption "a talk's command"
            System until 61s
            """)
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:7", "2:1", "3:8", "5:10", "7:4", "8:21", "9:1", "10:1", "0:0"])
        #expect(found[1].message.contains("did you mean 'Platform'?"))
        #expect(found[2].message == "Launch takes cold|warm|hot, not 'tepid'")
        #expect(found[3].message.contains("did you mean 'saved'?"))
        #expect(found[4].message.contains("goes back"))
        #expect(found[6].message.contains("talk's command"))
        #expect(found[7].message.contains("already given on line 4"))
        #expect(found[8].message.contains("no Platform"))
        let rendered = ScriptDiagnostics(found).rendered(file: "our.startup")
        #expect(rendered.contains("our.startup:5:10: unknown phase 'sved' (did you mean 'saved'?)"))
        #expect(rendered.contains("At 400ms sved\n         ^"))
    }

    @Test func theHeaderComesFirstAndOnce() {
        let found = errors("Title \"A\"\nPlatform ios\nLaunch cold\nAt 0s fresh\nTitle \"B\"\nLaunch warm\n")
        #expect(found.map(\.line) == [5, 6])
        #expect(found[0].message.contains("already given on line 1"))
    }

    @Test func theAppMustShowSomethingAtItsFirstFrame() {
        let found = errors("Title \"A\"\nPlatform ios\nLaunch cold\nSystem until 400ms\nAt 500ms fresh\n")
        #expect(found.count == 1)
        #expect(found[0].message.contains("first At must be at 0.4 s or before"))
    }

    @Test func aBannerNeedsAFeedAndOnePlacement() {
        #expect(errors("Title \"A\"\nPlatform ios\nLaunch cold\nAt 0s logo\nAt 1s banner into slot\n").map(\.line) == [5])
        let both = errors("Title \"A\"\nPlatform ios\nLaunch cold\nAt 0s fresh\nAt 1s banner into slot\nAt 2s banner pushes 3 rows\n")
        #expect(both.map(\.line) == [6])
    }

    @Test func fullyDrawnMustBeTheLastChange() {
        let early = errors("Title \"A\"\nPlatform ios\nLaunch cold\nAt 0s saved\nAt 1s fully-drawn\nAt 2s fresh\n")
        #expect(early.map(\.line) == [6])
        let late = errors("Title \"A\"\nPlatform ios\nLaunch cold\nAt 0s saved\nAt 3s fully-drawn\n")
        #expect(late.count == 1)
        #expect(late[0].message.contains("the last change is at 0 s"))
        // A recording's frames go on changing after its last phase: fully
        // drawn where it is visually complete, never before its last phase.
        let recorded = "Title \"A\"\nPlatform ios\nLaunch cold\nRecording \"app.mp4\"\nSystem until 1s\nAt 1s skeleton\n"
        #expect(errors(recorded + "At 3.9s fully-drawn\n").isEmpty)
        let before = errors(
            "Title \"A\"\nPlatform ios\nLaunch cold\nRecording \"app.mp4\"\nSystem until 2s\nAt 1s skeleton\nAt 1.5s fully-drawn\n")
        #expect(before.contains { $0.message.contains("the last change is at 2 s: write it at 2 s or later") }, "\(before)")
    }

    @Test func aLaunchFileIsToldFromATalk() {
        #expect(LaunchFileParser.looksLikeLaunchFile("# ours\n\nTitle \"Ours\"\n"))
        #expect(!LaunchFileParser.looksLikeLaunchFile("# talk\nSet Size 100x30\n"))
        #expect(!LaunchFileParser.looksLikeLaunchFile("Scenario left=splash\n"))
    }

    @Test func theFileTextReadsBackAsTheSameLaunch() throws {
        let launch = LaunchDescription(
            title: "Tab \"one\" \\ two", platform: .expo, launch: .cold, source: "Lighthouse",
            system: SystemScreen(.logo, until: .ms(1234)),
            steps: [
                LaunchStep(at: .ms(1234), .spinner), LaunchStep(at: .ms(2500), .fresh),
                LaunchStep(at: .ms(2510), .banner(.pushes(rows: 1)))
            ],
            fullyDrawn: .ms(2510))
        let text = launch.fileText(
            notes: LaunchFileNotes(
                header: ["from a report", "", "two lines"], system: "FCP",
                steps: [1: "LCP"], fullyDrawn: "the end"))
        #expect(text.contains("# from a report\n#\n# two lines\n"))
        #expect(text.contains("# FCP\nSystem logo until 1.234s\n"))
        #expect(text.contains("At 2.51s banner pushes 1 row\n"))
        #expect(try parse(text) == launch)
    }

    /// A report's own figures keep their decimals on a Report line, a time
    /// to a microsecond and a score to six, trailing zeros dropped, and read
    /// back as written; the file's phases keep whole milliseconds. A web
    /// page has no Launch line: it reads back as the cold load it is.
    @Test func aReportLineKeepsTheReportsFigures() throws {
        var figures = ReportFigures(
            firstFrame: 2163.8, content: 3524.1, layoutShift: 0.23113807410157133, speedIndex: 3000,
            totalBlockingTime: 549.5, interactive: 4585.057, performanceScore: 0.62, simulated: true,
            observed: ReportFigures.Observed(firstFrame: 950.25, layoutShift: 0.1))
        let launch = LaunchDescription(
            title: "news.example.com", platform: .web, launch: .cold, source: "Lighthouse 12.2.1",
            system: SystemScreen(.firstScreen, until: .ms(2164)),
            steps: [LaunchStep(at: .ms(2164), .skeleton), LaunchStep(at: .ms(3524), .fresh)],
            fullyDrawn: .ms(3524), report: figures)
        let text = launch.fileText()
        #expect(
            text.contains(
                "\nReport first-frame 2163.8ms content 3524.1ms speed-index 3000ms total-blocking-time 549.5ms "
                    + "interactive 4585.057ms observed-first-frame 950.25ms layout-shift 0.231138 "
                    + "performance-score 0.62 observed-layout-shift 0.1 simulated\n"))
        #expect(!text.contains("Launch"), "a web page has no launch kind")
        #expect(try parse(text) == launch.asWritten)
        #expect(launch.asWritten.report?.layoutShift == 0.231138)

        // Sums as a report's floats come: to three decimals of a ms, six of a score, read back as written.
        var long = launch
        long.report = ReportFigures(
            firstFrame: 1750.8870000000002, content: 2598.0006, layoutShift: 0.0000004,
            speedIndex: 2598.5420371845485, observed: ReportFigures.Observed(layoutShift: 1.0000001))
        let longText = long.fileText()
        #expect(
            longText.contains(
                "\nReport first-frame 1750.887ms content 2598.001ms speed-index 2598.542ms layout-shift 0 " + "observed-layout-shift 1\n"),
            "\(longText)")
        let again = try parse(longText)
        #expect(again == long.asWritten)
        #expect(again.report?.firstFrame == 1750.887 && again.report?.speedIndex == 2598.542)
        #expect(again.fileText() == longText, "written again, the same")
        // A page loaded warm (import --launch warm) keeps its line; any other platform always has one.
        var warm = launch
        warm.launch = .warm
        #expect(warm.fileText().contains("\nLaunch warm\n"))
        #expect(try parse(warm.fileText()) == warm.asWritten)
        var android = launch
        android.platform = .android
        #expect(android.fileText().contains("\nLaunch cold\n"))
        #expect(
            errors("Title \"A\"\nPlatform android\nAt 0s fresh\n").map(\.message) == ["the launch file has no Launch: cold, warm or hot"])
        #expect(try parse("Title \"A\"\nPlatform web\nAt 0s fresh\n").launch == .cold)
        // A time in seconds reads too; the shifts a report lists are not kept (the banners are what the file draws).
        let short = try parse("Title \"A\"\nPlatform web\nLaunch cold\nReport content 1.5s layout-shift 0\nAt 0s fresh\n")
        figures = ReportFigures(content: 1500, layoutShift: 0)
        #expect(short.report == figures)

        let found = errors(
            """
            Title "A"
            Platform web
            Launch cold
            Report first-frame 12 layout-shfit 0.1
            Report content 1s
            At 0s fresh
            Report content 2s
            """)
        #expect(found.map { "\($0.line):\($0.column)" } == ["4:20", "5:1", "7:1"])
        #expect(found[0].message.contains("first-frame takes a time with its unit"))
        #expect(found[1].message.contains("Report was already given on line 4") || found[1].message.contains("already given"))
        #expect(
            errors("Title \"A\"\nPlatform web\nLaunch cold\nReport layout-shfit 0.1\nAt 0s fresh\n").first?.message
                .contains("(did you mean 'layout-shift'?)") == true)
    }

    @Test func theExamplesSayTheBuiltIns() throws {
        #expect(try example("splash.startup").title == LaunchStyle.splash.title)
        #expect(try example("content-first.startup").title == LaunchStyle.contentFirst.title)
    }

    /// For the default scenario, each example draws frame for frame the same
    /// phone as the built-in it writes down: the pane's buffer on the stage,
    /// every 10 ms frame to 6 s, and the same lanes in the timeline.
    @Test(arguments: [("splash.startup", LaunchStyle.splash, 0), ("content-first.startup", LaunchStyle.contentFirst, 1)])
    func eachExampleDrawsItsBuiltIn(file: String, builtIn: LaunchStyle, pane: Int) throws {
        let style = try example(file).style(named: StyleName(making: "examples/launches/" + file))
        var ours = Scenario.standard
        if pane == 0 { ours.left = style } else { ours.right = style }
        let size = Size(width: 100, height: 30)
        let stage = Stage(scenario: ours, size: size), reference = Stage(scenario: .standard, size: size)
        let rect = try #require(stage.layout).phones[pane]
        #expect(rect == reference.layout?.phones[pane])
        var time = LaunchTime.zero
        var frames = 0
        while time <= .ms(6000) {
            let actual = stage.render(at: time).cropped(to: rect), expected = reference.render(at: time).cropped(to: rect)
            #expect(actual == expected, "\(file) differs from \(builtIn.name) at \(time)")
            if actual != expected { break }
            time = time + LaunchObserver.frameStep
            frames += 1
        }
        #expect(frames == 601)
        #expect(stage.panes[pane].timetable.phases == reference.panes[pane].timetable.phases, "the timeline's lanes differ")
        // A launch file says nothing of taps: it is not tapped, the built-in is.
        var expected = reference.panes[pane].metrics
        #expect(expected.touch != nil && stage.panes[pane].metrics.touch == nil)
        expected.touch = nil
        #expect(stage.panes[pane].metrics == expected)
    }
}
