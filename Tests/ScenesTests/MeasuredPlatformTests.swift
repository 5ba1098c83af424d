import Scenes
import Testing

/// A pane that shows a launch measured elsewhere (a Macrobenchmark run, a
/// Lighthouse report, a launch file) runs on the platform it came from: the
/// scenario line names that one for it, never the scenario's "ios".
@Suite struct MeasuredPlatformTests {
    func measured(_ platform: String, launch: String = "cold", source: String? = nil) throws -> LaunchStyle {
        let text =
            "Title \"Ours\"\nPlatform \(platform)\nLaunch \(launch)\n" + (source.map { "Source \"\($0)\"\n" } ?? "")
            + "System until 450ms\nAt 450ms fresh\n"
        return try LaunchFileParser.parse(text).get().style(named: StyleName(making: "ours-" + platform))
    }

    func statusRow(_ scenario: Scenario, width: Int = 120) -> String {
        let buffer = Stage(scenario: scenario, size: Size(width: width, height: 30)).render(at: .ms(500))
        return buffer.line(buffer.height - 1)
    }

    /// One platform type: the scenario's knob chooses among the apps'
    /// platforms, and only a launch file or report says the web.
    @Test func theScenarioChoosesAnAppsPlatformAndALaunchFileMaySayTheWeb() throws {
        let setting = try #require(ScenarioSettings.named("platform"))
        #expect(setting.syntax == "ios|android|expo")
        var scenario = Scenario.standard
        #expect(throws: ValueError.self) { try setting.apply("web", to: &scenario) }
        try setting.apply("expo", to: &scenario)
        #expect(scenario.platform == .expo)
        let web = try LaunchFileParser.parse("Title \"Page\"\nPlatform web\nLaunch cold\nSystem until 900ms\nAt 900ms fresh\n").get()
        #expect(web.platform == .web)
        // The browser's blank page, as the system's first screen, is Platform's answer.
        let stage = Stage(scenario: .changing { $0.left = web.style(named: "page") }, size: Size(width: 80, height: 24))
        #expect(stage.panes[0].timetable.state(at: .ms(100)).screen == Platform.web.systemFirstScreen?.screen)
    }

    @Test func theScenarioLineNamesEachPanesOwnPlatform() throws {
        #expect(statusRow(.standard).contains("· light · ios · cold launch"))
        var android = Scenario.standard
        android.left = try measured("android")
        #expect(statusRow(android).contains("· light · android/ios · cold launch"), "\(statusRow(android))")
        var web = Scenario.standard
        web.right = try measured("web")
        #expect(statusRow(web).contains("· light · ios/web · cold launch"), "\(statusRow(web))")
        // Both panes from Android: one name, whatever the scenario's platform.
        var both = android
        both.right = try measured("android")
        // And no knob of the scenario's then: none applies to a measured pane.
        #expect(statusRow(both).contains(" android · cold launch"))
        #expect(!statusRow(both).contains("ios") && !statusRow(both).contains("light") && !statusRow(both).contains("cache"))
        // A measured pane on the scenario's own platform: one name.
        var same = Scenario.standard
        same.left = try measured("ios")
        #expect(statusRow(same).contains("· light · ios · cold launch"))
        // metrics and the filmstrip say the same in their scenario line.
        #expect(android.summary == "typical network · warm cache · light · android/ios · cold")
    }

    /// A page from a report, without frames: first paint, then content.
    static let page = LaunchDescription(
        title: "shop.example.org", platform: .web, launch: .cold, source: "Lighthouse 12.2.1, one run, mobile",
        system: SystemScreen(.firstScreen, until: .ms(820)),
        steps: [LaunchStep(at: .ms(820), .skeleton), LaunchStep(at: .ms(1450), .fresh)],
        report: ReportFigures(firstFrame: 815.2, content: 1447.9))

    /// A report's pane follows none of the scenario's knobs: the status
    /// line says the report's own conditions for it, and the knobs only
    /// for a built-in pane beside it, after a bar.
    @Test func theStatusLineSaysAReportsOwnConditions() throws {
        var page = Self.page
        page.conditions = "mobile, 412×823, simulated 150 ms RTT, 1.6 Mb/s, CPU ×4"
        var beside = Scenario.standard
        beside.left = page.style(named: "page")
        #expect(statusRow(beside, width: 160).contains(" mobile, 412×823, simulated 150 ms RTT, 1.6 Mb/s, CPU ×4 | typical · warm cache"))
        // Narrower, the report's conditions give way part by part, the knobs kept.
        let narrow = statusRow(beside, width: 100)
        #expect(narrow.contains(" mobile, 412×823, simulated 150 ms RTT… | typical · warm cache"), "\(narrow)")
        var both = beside
        both.right = page.style(named: "page-2")
        let row = statusRow(both)
        #expect(row.contains(" mobile, 412×823, simulated 150 ms RTT, 1.6 Mb/s, CPU ×4 · web "), "\(row)")
        #expect(!row.contains("typical") && !row.contains("cache") && !row.contains("light"))
    }

    /// A report's pane without frames draws a stand-in that says it is one:
    /// a blank page until its first paint, grey blocks, then solid ones at
    /// its content, never the news app's words under a real page's title.
    @Test func aReportWithoutFramesIsAStandIn() throws {
        let page = Self.page
        let stage = Stage(scenario: .changing { $0.left = page.style(named: "page") }, size: Size(width: 100, height: 30))
        let phone = try #require(stage.layout).phones[0]
        func screen(_ ms: Int) -> String { stage.render(at: .ms(ms)).cropped(to: Phone.screenRect(of: phone)).text }
        #expect(!screen(800).contains("No frames") && !screen(800).contains("░"), "blank until the first paint")
        #expect(screen(900).contains("Timing only, as blocks") && screen(900).contains("░") && !screen(900).contains("█"))
        let content = screen(1500)
        #expect(content.contains("not the report's frames") && content.contains("█"))
        for word in ["Today", "Updated", "Bridge", "Election", "Search", "Saved"] { #expect(!content.contains(word), "\(word)") }
        #expect(stage.panes[0].metrics.firstFrame == .ms(820) && stage.panes[0].metrics.content == .ms(1450))
    }

    /// A warm Macrobenchmark run is held to Android vitals' warm threshold,
    /// and the scenario line says so, beside the built-in's cold launch.
    @Test func theScenarioLineNamesEachPanesOwnLaunchKind() throws {
        var warm = Scenario.standard
        warm.left = try measured("android", launch: "warm")
        #expect(statusRow(warm).contains("· android/ios · warm/cold launch"), "\(statusRow(warm))")
        #expect(warm.summary.hasSuffix("· android/ios · warm/cold"))
        // Both measured warm: one name, whatever the scenario's launch.
        warm.right = try measured("android", launch: "warm")
        #expect(statusRow(warm).contains(" android · warm launch"), "\(statusRow(warm))")
        #expect(!statusRow(warm).contains("cold"))
        // The built-ins follow the scenario's launch kind.
        var hot = Scenario.standard
        hot.launch = .hot
        hot.left = try measured("ios", launch: "hot")
        #expect(statusRow(hot).contains("· ios · hot launch"))
    }

    /// The rows of a stage's phones, numbers and timeline: where things go.
    func rows(_ layout: StageLayout) -> [Int] {
        layout.phones.flatMap { [$0.y, $0.height, $0.width, $0.x] } + layout.numbers.map(\.y) + [layout.axisRow] + layout.laneRows
    }

    /// A measured pane's source takes no row from the phones: it is set in
    /// its phone's bottom frame row, so a stage with one is laid out as the
    /// built-ins' is, and the built-in beside it measures the same.
    @Test func theSourceIsSetInThePhonesBottomFrame() throws {
        for size in [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)] {
            var scenario = Scenario.standard
            scenario.left = try measured("android", source: "Macrobenchmark, median of 10 runs, Pixel 7")
            let stage = Stage(scenario: scenario, size: size)
            let standard = Stage(scenario: .standard, size: size)
            let layout = try #require(stage.layout)
            #expect(rows(layout) == rows(try #require(standard.layout)), "\(size)")
            #expect(stage.panes[1].metrics == standard.panes[1].metrics, "content first measures the same at \(size)")
            let buffer = stage.render(at: .ms(3000))
            let bottom = buffer.line(layout.phones[0].maxY - 1)
            let phone = layout.phones[0]
            let frame = String(bottom.dropFirst(phone.x).prefix(phone.width))
            // Inside the corners, a rule and a space each side: six columns fewer than the phone.
            if phone.width - 6 >= 42 {
                #expect(frame.contains("─ Macrobenchmark, median of 10 runs, Pixel 7 ─"), "\(size): \(frame)")
            } else {
                #expect(frame.contains("─ Macrobenchmark, Pixel 7 ─"), "\(size): \(frame)")
            }
            #expect(frame.hasPrefix("╰─") && frame.hasSuffix("─╯"), "\(size): \(frame)")
            // The other phone's frame is plain.
            let right = String(bottom.dropFirst(layout.phones[1].x).prefix(layout.phones[1].width))
            #expect(right == "╰" + String(repeating: "─", count: layout.phones[1].width - 2) + "╯")
        }
    }

    /// A source is shortened by dropping the parts between its first and
    /// last (last first), and cut only when even those do not fit.
    @Test func aLongSourceIsShortenedByItsMiddleParts() throws {
        func frame(_ source: String) throws -> String {
            var scenario = Scenario.standard
            scenario.right = try measured("ios", source: source)
            let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
            let phone = try #require(stage.layout).phones[1]
            let line = stage.render(at: .ms(3000)).line(phone.maxY - 1)
            return String(line.dropFirst(phone.x).prefix(phone.width))
        }
        // The phone is 33 wide at 100x30: inside the corners, a rule and a
        // space each side, 27 columns for the text.
        #expect(try frame("MetricKit, iPhone15,2") == "╰──── MetricKit, iPhone15,2 ────╯")
        #expect(
            try frame("Lighthouse 12.2.1, one run, emulated, mobile")
                .contains(" Lighthouse 12.2.1, mobile "))
        #expect(try frame("MetricKit, median of 50 launches, iPhone15,2").contains(" MetricKit, iPhone15,2 "))
        #expect(try frame("Measured by hand with a stopwatch on the train") == "╰─ Measured by hand with a st… ─╯")
    }
}
