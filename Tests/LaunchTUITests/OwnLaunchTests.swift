import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// Your own launch, end to end: a report imported as a launch file, shown
/// beside the built-ins and measured from its frames.
@Suite struct OwnLaunchTests {
    static let reports = ReportTests.folder
    static let launches = reports.deletingLastPathComponent().appendingPathComponent("launches")

    private func report(_ name: String) -> String { Self.reports.appendingPathComponent(name).path }

    /// A scratch folder of this test's own.
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ownlaunch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Each report's own figures (worked out by hand from the fixtures), and
    /// what the pane measures from its frames: within one 10 ms frame.
    @Test(
        arguments: [
            ("com.example.news-benchmarkData.json", nil, 615.75, 1479.6),
            ("several-benchmarkData.json", "startupHot", 89.9, 89.9),
            ("ttid-only-benchmarkData.json", nil, 1812.5, 1812.5),
            ("news.example.com-lighthouse.json", nil, 2163.8, 3524.1),
            ("metrickit-payload.json", nil, 1005, 2405),
            ("metrickit-payload-zh.json", nil, 1005, 2405),
            ("metrickit-payloads.json", nil, 1205, 3105)
        ] as [(String, String?, Double, Double)])
    func anImportedLaunchMeasuresAsTheReportDoes(file: String, benchmark: String?, firstFrame: Double, content: Double) throws {
        let text = try ImportCommand.launchFile(ImportOptions(report: report(file), benchmark: benchmark))
        let launch = try LaunchFileParser.parse(text).get()
        var scenario = Scenario.standard
        scenario.left = launch.style(named: "ours")
        let metrics = Stage(scenario: scenario, size: Size(width: 100, height: 30)).panes[0].metrics
        func near(_ measured: LaunchTime?, _ figure: Double) -> Bool {
            guard let measured else { return false }
            return Double(measured.milliseconds) >= figure - 0.5 && Double(measured.milliseconds) < figure + 10.5
        }
        #expect(near(metrics.firstFrame, firstFrame), "first frame \(String(describing: metrics.firstFrame)) for \(firstFrame) ms")
        #expect(near(metrics.content, content), "content \(String(describing: metrics.content)) for \(content) ms")
        if file.contains("lighthouse") {
            // The late insert after the content: up to three banners, a frame apart.
            #expect(near(metrics.fullyDrawn, content + 500) || near(metrics.fullyDrawn, content + 520), "the late insert after the content")
            #expect(abs(metrics.layoutShift - 0.1846) < 0.05, "as near the report's 0.1846 as rows allow: \(metrics.layoutShift)")
        } else {
            #expect(near(metrics.fullyDrawn, content))
            #expect(metrics.layoutShift == 0)
        }
    }

    @Test func aWarmMacrobenchmarkRunIsHeldToTwoSeconds() throws {
        func verdict(_ mode: String) throws -> Verdict {
            let json =
                #"{"benchmarks": [{"name": "startup", "params": {"startupMode": "\#(mode)"}, "#
                + #""metrics": {"timeToInitialDisplayMs": {"median": 2400, "runs": [2400]}}}]}"#
            let launch = try Reports.read(Array(json.utf8)).launch
            var scenario = Scenario.standard
            scenario.left = launch.style(named: "ours")
            let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
            let kind = stage.panes[0].style.launchKind(in: stage.scenario)
            return try #require(
                stage.panes[0].metrics.verdicts(for: kind).first { $0.standard.metric == "first_frame" && $0.standard != .apple })
        }
        // 2.41 s to the first frame: over Android vitals' 2 s for a warm start, under its 5 s for a cold one.
        #expect(try verdict("WARM").standard == .androidVitals(.warm))
        #expect(try verdict("WARM").grade == .poor)
        #expect(try verdict("COLD").grade == .good)
    }

    @Test func metricsNameWhereTheFiguresCameFrom() throws {
        var options = MetricsOptions()
        options.scenario.left = try LaunchFiles.style(
            report("several-benchmarkData.json"), named: "ours",
            choices: ReportOptions(benchmark: "startupWarm"))
        let table = MetricsCommand.output(options)
        #expect(table.contains("from \(options.scenario.left.title): Macrobenchmark, median of 5 runs, Pixel 7; android, warm launch"))
        // The panes differ in launch kind: each pane's verdicts name its own.
        #expect(table.contains("first_frame vs Android vitals (warm)  good (<2 s)"))
        #expect(table.contains("first_frame vs Android vitals (cold)  good (<5 s)"))
        options.json = true
        let json = MetricsCommand.output(options)
        #expect(
            json.contains(
                #""style": "ours", "source": "Macrobenchmark, median of 5 runs, Pixel 7", "platform": "android", "launch": "warm""#))
        #expect(json.contains(#""against": "Android vitals (warm)", "verdict": "good", "threshold": 2"#))
    }

    /// A report that does not say which kind of launch it measured
    /// (MetricKit, Lighthouse) is held to the scenario's kind, as the
    /// built-ins are; one that says (startupMode, a launch file's Launch)
    /// keeps its own, whatever the scenario.
    @Test func anAssumedLaunchKindFollowsTheScenario() throws {
        var scenario = Scenario.standard
        scenario.launch = .warm
        let metricKit = try LaunchFiles.style(report("metrickit-payload.json"), named: "field")
        #expect(metricKit.measured?.launchIsAssumed == true)
        #expect(metricKit.launchKind(in: scenario) == .warm)
        #expect(metricKit.launchKind(in: .standard) == .cold)
        let lighthouse = try LaunchFiles.style(report("news.example.com-lighthouse.json"), named: "page")
        #expect(lighthouse.launchKind(in: scenario) == .warm)
        let benchmark = try LaunchFiles.style(report("com.example.news-benchmarkData.json"), named: "lab")
        #expect(benchmark.measured?.launchIsAssumed == false)
        #expect(benchmark.launchKind(in: scenario) == .cold, "startupMode=COLD says so")
        // Given on import, the kind is the file's own.
        let given = try LaunchFiles.style(report("metrickit-payload.json"), named: "given", choices: ReportOptions(launch: .hot))
        #expect(given.launchKind(in: scenario) == .hot)
        // Held to Android vitals' warm 2 s: its 1.01 s first frame is good there.
        scenario.left = metricKit
        let kind = Stage(scenario: scenario, size: Size(width: 100, height: 30)).panes[0].style.launchKind(in: scenario)
        #expect(kind == .warm)
        var options = MetricsOptions()
        options.scenario = scenario
        #expect(
            MetricsCommand.output(options).replacingOccurrences(of: "\n  ", with: " ")
                .contains("ios, warm launch (as the scenario's: the report does not say)"))
    }

    @Test func aLaunchKindTheReportContradictsIsSaidNotToBeUsed() throws {
        var options = ImportOptions()
        options.report = report("com.example.news-benchmarkData.json")
        options.launch = .warm
        let text = try ImportCommand.launchFile(options)
        #expect(text.contains("Launch cold"))
        #expect(text.replacingOccurrences(of: "\n# ", with: " ").contains("(--launch warm is not used: the report says cold.)"))
    }

    @Test func importTakesAUserFlowsStep() throws {
        let options = try ImportCommand.table.parsed(["flow.json", "--step", "Search results", "-o", "out.startup"], from: ImportOptions())
            .options
        #expect(options == ImportOptions(report: "flow.json", step: "Search results", output: "out.startup"))
        #expect(try ImportCommand.table.parsed(["flow.json", "--step=2"], from: ImportOptions()).options.step == "2")
    }

    @Test func thePhonesFrameNamesTheSource() throws {
        var scenario = Scenario.standard
        scenario.right = try LaunchFiles.style(report("com.example.news-benchmarkData.json"), named: "ours")
        let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
        let layout = try #require(stage.layout)
        let buffer = stage.render(at: .ms(2000))
        // At 100x30 the phone's bottom frame has room for the source's first
        // and last parts; the whole is in `metrics` (below).
        #expect(buffer.line(layout.phones[1].maxY - 1).contains("╰─── Macrobenchmark, Pixel 7 ───╯"))
        #expect(buffer.text.contains("com.example.news"), "the title over the phone")
        // The stage is laid out as the built-ins' is.
        #expect(layout == Stage(scenario: .standard, size: Size(width: 100, height: 30)).layout)
    }

    @Test func leftAndRightTakeAPath() throws {
        let path = report("metrickit-payload-de.json")
        guard let options = try ArgumentParser.parse(["metrics", "--left", path, "--right=splash"]).options(of: MetricsCommand.self) else {
            Issue.record("not metrics")
            return
        }
        #expect(options.scenario.left.name == path)
        #expect(options.scenario.left.title == "com.example.news")
        #expect(options.scenario.right == .splash)
        #expect(throws: CommandFailure.usage("/nonexistent/ours.startup: no such file")) {
            _ = try ArgumentParser.parse(["metrics", "--left", "/nonexistent/ours.startup"])
        }
        do {
            _ = try ArgumentParser.parse(["metrics", "--left", report("several-benchmarkData.json")])
            Issue.record("several benchmarks read")
        } catch {
            // The benchmarks' names are the report's own text: `check` on it names them.
            #expect(
                error.message.hasSuffix(
                    "has 3 startup benchmarks (launch-tui check on the report names them): "
                        + "choose one with --left-benchmark NAME (or --right-, or import REPORT --benchmark NAME)"))
        }
        let names = LaunchStyles.builtIn.names.joined(separator: "|")
        #expect(
            throws: CommandFailure.usage("--left takes \(names) or a launch file's or report's path, not 'spalsh' (did you mean 'splash'?)")
        ) {
            _ = try ArgumentParser.parse(["metrics", "--left", "spalsh"])
        }
    }

    /// Each pane names its own benchmark of one report, wherever on the
    /// line, so a report's two benchmarks stand side by side.
    @Test func eachPaneChoosesItsBenchmark() throws {
        let path = report("several-benchmarkData.json")
        let words = ["metrics", "--left-benchmark", "startupWarm", "--left", path, "--right", path, "--right-benchmark=startupCold"]
        let options = try #require(try ArgumentParser.parse(words).options(of: MetricsCommand.self))
        let warm = try LaunchFiles.load(path, choices: ReportOptions(benchmark: "startupWarm")).style(named: "warm")
        let cold = try LaunchFiles.load(path, choices: ReportOptions(benchmark: "startupCold")).style(named: "cold")
        #expect(
            options.scenario.left.measured == warm.measured
                && options.scenario.left.timetable(for: LaunchConditions()).steps.map(\.at)
                    == warm.timetable(for: LaunchConditions()).steps.map(\.at)
        )
        #expect(
            options.scenario.right.measured == cold.measured
                && options.scenario.right.timetable(for: LaunchConditions()).steps.map(\.at)
                    == cold.timetable(for: LaunchConditions()).steps.map(\.at)
        )
        #expect(options.scenario.left.name != options.scenario.right.name, "two styles of one file")
        #expect(warm.timetable(for: LaunchConditions()).steps.map(\.at) != cold.timetable(for: LaunchConditions()).steps.map(\.at))
        #expect(throws: CommandFailure.usage("--right-benchmark chooses in a report: it goes with --right REPORT")) {
            _ = try ArgumentParser.parse(["metrics", "--right-benchmark", "startupCold"])
        }
        // A pane named twice is refused, whichever was a report.
        #expect {
            _ = try ArgumentParser.parse(["metrics", "--right", path, "--right", "splash", "--right-benchmark", "startupCold"])
        } throws: { error in
            (error as? CommandFailure)?.message.hasPrefix("--right is given twice (--right ") == true
        }
    }

    @Test func sAndSCycleThroughTheFilesToo() throws {
        var scenario = Scenario.standard
        scenario.left = try LaunchFiles.style(Self.launches.appendingPathComponent("splash.startup").path, named: "ours.startup")
        let styles = LaunchFiles.cycle(for: scenario)
        #expect(styles.names == LaunchStyles.builtIn.names + ["ours.startup"])
        scenario.right = LaunchStyles.builtIn.all.last!
        let next = ScenarioKnob.rightStyle.cycled(scenario, styles: styles)
        #expect(next.right.name == "ours.startup", "after the last built-in, the file")
    }

    @Test func aTalkNamesALaunchByPathFromItsFolder() throws {
        let folder = try scratch()
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: report("com.example.news-benchmarkData.json"),
            toPath: reports.appendingPathComponent("ours-benchmarkData.json").path)
        let talk = folder.appendingPathComponent("talk.launch").path
        try "Scenario left=reports/ours-benchmarkData.json right=content-first\nCaption \"Ours\"\nPlay 2s\n"
            .write(toFile: talk, atomically: true, encoding: .utf8)
        let script = try TalkFile.load(talk)
        let timeline = ScriptTimeline(script)
        let scenario = try #require(timeline.beats.last?.endState.scenario)
        #expect(scenario.left.name == "reports/ours-benchmarkData.json")
        #expect(scenario.left.title == "ours")
        #expect(scenario.left.measured?.source == "Macrobenchmark, median of 10 runs, Pixel 7")

        try "Scenario left=reports/missing.startup\nPlay 1s\n".write(toFile: talk, atomically: true, encoding: .utf8)
        #expect(throws: Files.Problem.self) { _ = try TalkFile.load(talk) }
        do {
            _ = try TalkFile.load(talk)
        } catch {
            #expect(error.message.contains("talk.launch:1:15: left=reports/missing.startup cannot be shown:"))
            #expect(error.message.contains("no such file"))
        }
    }

    /// A talk's Scenario line names each pane's benchmark beside its path,
    /// quoted, whatever the name holds (`=`, `,`, spaces), so that two
    /// benchmarks of one report stand side by side in a talk too.
    @Test func aTalkNamesEachPanesBenchmarkWhateverItsName() throws {
        let folder = try scratch()
        let odd = "startup(mode=COLD, compilation=Partial)"
        var text = try String(contentsOfFile: report("several-benchmarkData.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"startupCold\"", with: "\"\(odd)\"")
        #expect(text.contains(odd))
        try text.write(toFile: folder.appendingPathComponent("both-benchmarkData.json").path, atomically: true, encoding: .utf8)
        let talk = folder.appendingPathComponent("talk.talk").path
        let line =
            #"Scenario left=both-benchmarkData.json left-benchmark="\#(odd)" right=both-benchmarkData.json right-benchmark=startupWarm"#
        try (line + "\nPlay 2s\n").write(toFile: talk, atomically: true, encoding: .utf8)
        let scenario = try #require(ScriptTimeline(try TalkFile.load(talk)).beats.last?.endState.scenario)
        let cold = try LaunchFiles.load(
            folder.appendingPathComponent("both-benchmarkData.json").path, choices: ReportOptions(benchmark: odd))
        let warm = try LaunchFiles.load(
            folder.appendingPathComponent("both-benchmarkData.json").path, choices: ReportOptions(benchmark: "startupWarm"))
        #expect(scenario.left.measured == cold.style(named: "x").measured)
        #expect(scenario.right.measured == warm.style(named: "x").measured)
        #expect(
            scenario.left.timetable(for: LaunchConditions()).steps.map(\.at)
                == cold.launch.style(named: "x").timetable(for: LaunchConditions()).steps.map(\.at))
        #expect(scenario.left.name != scenario.right.name, "two styles of one file")
        #expect(!scenario.left.name.contains(" ") && !scenario.left.name.contains("="))

        // Named without its path, or for a built-in, the choice is a mistake at its place.
        try "Scenario left=splash left-benchmark=startupWarm\nPlay 1s\n".write(toFile: talk, atomically: true, encoding: .utf8)
        do {
            _ = try TalkFile.load(talk)
            Issue.record("a benchmark chosen of no report")
        } catch {
            #expect(
                error.message.contains(
                    "talk.talk:1:22: left-benchmark chooses what the report left= names draws: give left=PATH on this line"),
                "\(error.message)")
        }
        // A name it does not hold is refused as on the command line, with the names it holds.
        try "Scenario left=both-benchmarkData.json left-benchmark=\"nope, not=this\"\nPlay 1s\n".write(
            toFile: talk, atomically: true, encoding: .utf8)
        do {
            _ = try TalkFile.load(talk)
            Issue.record("a missing benchmark read")
        } catch {
            #expect(error.message.contains("talk.talk:1:15: left=both-benchmarkData.json cannot be shown:"), "\(error.message)")
            #expect(
                error.message.contains(
                    "has no startup benchmark called 'nope, not=this'; it has startup(mode=COLD, compilation=Partial), "
                        + "startupWarm, startupHot"), "\(error.message)")
        }
    }

    @Test func checkTellsALaunchFileFromATalk() throws {
        let folder = try scratch()
        let bad = folder.appendingPathComponent("ours.txt").path
        try "Title \"Ours\"\nPlatform ios\nLaunch cold\nAt 400 saved\n".write(toFile: bad, atomically: true, encoding: .utf8)
        do {
            _ = try CheckCommand.launch(at: bad)
            Issue.record("a bad launch file passed")
        } catch {
            #expect(error.message.contains("ours.txt:4:4: At takes a time after the tap with its unit"))
            #expect(error.message.contains("(did you mean '400ms'?)"))
            #expect(error.message.contains("At 400 saved\n   ^"))
        }
        #expect(try CheckCommand.launch(at: Self.launches.appendingPathComponent("splash.startup").path)?.title == "Logo splash")
        let talk = Self.reports.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
            .appendingPathComponent("launch-in-a-minute.talk").path
        #expect(try CheckCommand.launch(at: talk) == nil, "a talk is checked as a talk")
    }

    @Test func importWritesBesideTheTargetAndNothingOnAFailure() throws {
        let folder = try scratch()
        let target = folder.appendingPathComponent("ours.startup").path
        try "before\n".write(toFile: target, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("cut.json").path
        try String(decoding: try ReportTests.bytes("metrickit-payload.json").prefix(500), as: UTF8.self)
            .write(toFile: bad, atomically: true, encoding: .utf8)
        #expect(exitStatus(ImportCommand.self, ImportOptions(report: bad, output: target)) == 2)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "before\n")
        #expect(exitStatus(ImportCommand.self, ImportOptions(report: report("metrickit-payload.json"), output: target)) == 0)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.contains("System until 1.005s"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cut.json", "ours.startup"])
        #expect(exitStatus(ImportCommand.self, ImportOptions(report: bad, output: bad)) == 2, "never over the report itself")
    }

    @Test func importedPayloadsReadBackAsTheSameLaunch() throws {
        let folder = try scratch()
        let target = folder.appendingPathComponent("ours.startup").path
        #expect(exitStatus(ImportCommand.self, ImportOptions(report: report("metrickit-payloads.json"), output: target)) == 0)
        let again = try LaunchFiles.load(target)
        #expect(again.report == nil, "a launch file, no longer a report")
        // The merged payloads' medians, 1,205 ms and 3,105 ms (see ReportTests).
        #expect(
            again.launch
                == LaunchDescription(
                    title: "com.example.news", platform: .ios, launch: .cold,
                    source: "MetricKit, median of 150 launches in 3 payloads, iPhone15,2",
                    system: SystemScreen(.firstScreen, until: .ms(1205)),
                    steps: [LaunchStep(at: .ms(1205), .skeleton), LaunchStep(at: .ms(3105), .fresh)], fullyDrawn: .ms(3105),
                    // The report's own figures, kept on its Report line.
                    report: ReportFigures(firstFrame: 1205, content: 3105)))
        #expect(try CheckCommand.launch(at: target)?.title == "com.example.news")
    }
}
