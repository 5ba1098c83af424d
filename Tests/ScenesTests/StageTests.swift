import Scenes
import Testing

@Suite struct DeterminismTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 173, height: 51)])
    func sameScenarioAndTimeGiveTheSameBuffer(size: Size) {
        let first = Stage(size: size), second = Stage(size: size)
        // Forwards on one, backwards on the other: no state carries between frames.
        let times = stride(from: 0, through: 4000, by: 130).map(LaunchTime.ms)
        let forwards = times.map { first.render(at: $0) }
        let backwards = times.reversed().map { second.render(at: $0) }.reversed()
        #expect(forwards == Array(backwards))
        #expect(first.render(at: .ms(2600)) == first.render(at: .ms(2600)))
    }

    @Test func anUnmeasuredStageDrawsTheSamePhones() {
        let size = Size(width: 100, height: 30)
        // The shift's marks come from what was measured: the sketch has none, so the stage is held without them.
        var unmarked = Scenario.standard
        unmarked.shiftRegions = .off
        let sketch = Stage(size: size, measured: false), stage = Stage(scenario: unmarked, size: size)
        // Nothing measured; the built-ins' tap is to come, so the numbers keep its place.
        #expect(sketch.panes.allSatisfy { $0.metrics.firstFrame == nil && $0.metrics.content == nil && $0.metrics.shifts.isEmpty })
        #expect(sketch.panes.allSatisfy { $0.metrics.touch == TouchResponse(responds: nil) })
        let layout = stage.layout!
        for time in [LaunchTime.zero, .ms(400), .ms(3000)] {
            for rect in layout.phones + [Rect(x: 0, y: layout.titleRow, width: size.width, height: 1)] {
                #expect(sketch.render(at: time).cropped(to: rect) == stage.render(at: time).cropped(to: rect))
            }
        }
        // At the tap nothing is measured yet: the numbers read the same.
        #expect(sketch.render(at: .zero).line(layout.numbers[0].y) == stage.render(at: .zero).line(layout.numbers[0].y))
    }

    @Test func everyRenderHasTheStageSize() {
        for size in [Size(width: 20, height: 10), Size(width: 80, height: 24), Size(width: 240, height: 70)] {
            let buffer = Stage(size: size).render(at: .ms(1500))
            #expect(buffer.size == size)
            #expect(buffer.text.split(separator: "\n", omittingEmptySubsequences: false).count == size.height)
        }
    }
}

@Suite struct TimetableTests {
    let splash = LaunchStyle.splash.timetable(for: .standard)
    let contentFirst = LaunchStyle.contentFirst.timetable(for: .standard)

    @Test func theSplashFollowsTheSourcesTimes() {
        #expect(splash.changes == [.ms(400), .ms(1500), .ms(2600), .ms(3000)])
        #expect(splash.state(at: .ms(1000)).screen == .logo(spinnerStep: nil))
        #expect(splash.state(at: .ms(200)).drawer == .system)
        #expect(splash.state(at: .ms(500)).drawer == .app)
        #expect(splash.state(at: .ms(1750)).screen == .logo(spinnerStep: 2))
        guard case .feed(let before) = splash.state(at: .ms(2999)).screen,
            case .feed(let after) = splash.state(at: .ms(3000)).screen
        else {
            Issue.record("the splash shows its feed from 2.6 s")
            return
        }
        #expect(before.top == .none)
        #expect(after.top == .banner)
    }

    @Test func contentFirstFollowsTheSourcesTimes() {
        #expect(contentFirst.changes == [.ms(400), .ms(1100), .ms(1500)])
        #expect(contentFirst.phases.map(\.phase.name) == ["skeleton", "cached", "fresh"])
        guard case .feed(let cached) = contentFirst.state(at: .ms(400)).screen else {
            Issue.record("content first shows its feed at once")
            return
        }
        #expect(cached.updated == "Updated 2 h ago")
        #expect(cached.rows == .cached)
        #expect(cached.top == .slot)
    }

    @Test func theSpinnerTicksEveryTenthOfASecond() {
        #expect(splash.nextChange(after: .ms(1000)) == .ms(1500))
        #expect(splash.nextChange(after: .ms(1500)) == .ms(1600))
        #expect(splash.nextChange(after: .ms(1650)) == .ms(1700))
        #expect(splash.nextChange(after: .ms(2550)) == .ms(2600))
        #expect(splash.nextChange(after: .ms(3000)) == nil)
    }
}

@Suite struct StageTimingTests {
    let stage = Stage(size: Size(width: 100, height: 30))

    @Test func eventsAreEveryPanesChanges() {
        #expect(stage.events == [400, 1100, 1500, 2600, 3000].map(LaunchTime.ms))
    }

    @Test func nextChangeIsTheSoonestOfStepsSpinnerAndPlayhead() {
        // The playhead crosses a column about every 48 ms at 100 columns over 4 s.
        let next = stage.nextChange(after: .ms(1000))!
        #expect(next > .ms(1000) && next <= .ms(1050))
        #expect(stage.render(at: next) != stage.render(at: .ms(1000)))
        // Nothing after the end.
        #expect(stage.nextChange(after: stage.duration) == nil)
    }

    @Test func betweenTwoChangesThePictureStaysTheSame() {
        var time = LaunchTime.zero
        while let next = stage.nextChange(after: time) {
            let last = LaunchTime.ms(next.milliseconds - 1)
            // While playing: the status line's clock shows tenths.
            let playing = StageStatus(mode: .playing)
            if last > time {
                #expect(stage.render(at: time, status: playing) == stage.render(at: last, status: playing), "changed before \(next)")
            }
            time = next
        }
        #expect(time == stage.duration)
    }
}

@Suite struct LayoutTests {
    /// The jump is the same story at every size: a banner's rows over a
    /// screen the stories fill, judged the same way (CLS "needs improvement").
    @Test(arguments: [
        Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 160, height: 48), Size(width: 300, height: 100)
    ])
    func theJumpIsJudgedTheSameAtEverySize(size: Size) {
        let stage = Stage(size: size)
        let shift = stage.panes[0].metrics.layoutShift
        #expect(shift > 0.1 && shift <= 0.25, "\(shift) at \(size)")
        #expect(stage.panes[1].metrics.layoutShift == 0)
    }

    @Test(arguments: [Size(width: 100, height: 30), Size(width: 160, height: 48), Size(width: 300, height: 100)])
    func thePhonesNeverOutgrowTheStories(size: Size) {
        let layout = StageLayout(size: size)!
        #expect(layout.phoneSize.height <= StageLayout.maximumPhoneHeight)
        // At the end, the content-first phone's last content row still holds a story.
        let buffer = Stage(size: size).render(at: .ms(4000))
        let phone = layout.phones[1]
        let lastContentRow = phone.maxY - 3
        let roles = (phone.x..<phone.maxX).map { buffer[$0, lastContentRow].style.role }
        #expect(roles.contains(.story))
    }

    @Test func theTimelineStaysAtTheBottom() {
        let layout = StageLayout(size: Size(width: 160, height: 48))!
        #expect(layout.statusRow == 47)
        #expect(layout.laneRows == [44, 45])
        #expect(layout.phones[0].maxY <= layout.numbers[0].y)
        #expect(layout.numbers[0].maxY <= layout.axisRow)
    }
}

@Suite struct TimelineTests {
    @Test func thePlayheadAlwaysShowsOnTheAxis() {
        let stage = Stage(size: Size(width: 80, height: 24))
        let axis = stage.layout!.axisRow
        for time in stride(from: 0, through: stage.duration.milliseconds, by: 10).map(LaunchTime.ms) {
            #expect(stage.render(at: time).line(axis).contains("▼"), "no playhead at \(time)")
        }
    }

    @Test(arguments: [400, 15_000, 60_000])
    func axisLabelsNeverRunTogether(appReady: Int) {
        var scenario = Scenario()
        scenario.appReady = .ms(appReady)
        let stage = Stage(scenario: scenario, size: Size(width: 80, height: 24))
        let axis = stage.render(at: .ms(1000)).line(stage.layout!.axisRow)
        let labels = axis.split(whereSeparator: { $0 == "─" || $0 == " " || $0 == "▼" })
        #expect(labels.count >= 3)
        for label in labels { #expect(label.wholeMatch(of: /\d+s/) != nil, "'\(label)' in \(axis)") }
        // The last label is near the end of the timeline, not past it.
        let seconds = stage.duration.milliseconds / 1000
        let last = Int(labels.last!.dropLast())!
        #expect(last <= seconds && last * 10 >= seconds * 8)
    }
}

@Suite struct StatusLineTests {
    private func statusRow(_ status: StageStatus, scenario: Scenario = .standard, at time: LaunchTime = .ms(4000)) -> String {
        let stage = Stage(scenario: scenario, size: Size(width: 80, height: 24), measured: false)
        var row = stage.render(at: time, status: status).line(23)
        while row.last == " " { row.removeLast() }
        return row
    }

    /// The longest scenario text there is ("typical · empty cache · light ·
    /// android · cold launch").
    private static var longest: Scenario {
        var scenario = Scenario.standard
        scenario.cache = .empty
        scenario.platform = .android
        return scenario
    }

    @Test func speedShowsAsSet() {
        #expect(statusRow(StageStatus(speed: 0.25)).contains("×0.25"))
        #expect(statusRow(StageStatus(speed: 0.125)).contains("×0.125"))
        #expect(statusRow(StageStatus(speed: 0.5)).hasSuffix("×0.5"))
        #expect(statusRow(StageStatus(speed: 2)).hasSuffix("×2"))
        #expect(!statusRow(StageStatus(speed: 0.25)).contains("×0.3"))
    }

    @Test func theScenarioTextStaysPutWhateverTheSpeedAndTheMode() {
        var columns: Set<Int?> = []
        for speed in [0.1, 0.25, 1, 1.5, 4] {
            for mode in [StageStatus.Mode.playing, .paused, .ended] {
                let row = statusRow(StageStatus(mode: mode, speed: speed), at: .ms(2950))
                columns.insert(row.firstRange(of: "typical").map { row.distance(from: row.startIndex, to: $0.lowerBound) })
            }
        }
        // " ▶ 3.0 s  typical": the mark, the clock and two spaces.
        #expect(columns == [10], "\(columns)")
    }

    /// Where the scenario is too wide, it gives up the appearance (the
    /// phones show it), then the word "launch", and only then is it cut;
    /// the hint (the snapshot's footer, the keys) is never cut.
    @Test func theHintIsNeverCutTheScenarioGivesWay() {
        let snapshot = statusRow(StageStatus(speed: 0.25, hint: "snapshot 80x24"), scenario: Self.longest)
        #expect(snapshot == " 4.00 s typical · empty cache · android · cold launch  ×0.25     snapshot 80x24", "\(snapshot)")
        // The demo's keys leave 36 columns at ×1: the default scenario
        // without its appearance and "launch" (33).
        let keys = statusRow(StageStatus(mode: .paused, hint: "space play  ? help  q quit"))
        #expect(keys.hasPrefix(" ‖ 4.00 s typical · warm cache · ios · cold  ×1   "), "\(keys)")
        #expect(keys.hasSuffix("   space play  ? help  q quit") && keys.count == 79, "\(keys)")
        // At ×0.25, 33 columns: the longest scenario's shortest form (38) is cut.
        let cut = statusRow(StageStatus(mode: .paused, speed: 0.25, hint: "space play  ? help  q quit"), scenario: Self.longest)
        #expect(cut == " ‖ 4.00 s typical · empty cache · android …  ×0.25   space play  ? help  q quit", "\(cut)")
        // The default scenario, whole at 80 columns with a snapshot's footer.
        #expect(statusRow(StageStatus(hint: "snapshot 80x24")).contains("typical · warm cache · light · ios · cold launch  ×1"))
    }

    @Test func theReservedColumnsStayClear() {
        let row = statusRow(StageStatus(speed: 0.25, reserved: 14), scenario: Self.longest)
        // Room for fourteen columns and three between, one column at the end.
        #expect(row.count <= 80 - 14 - 3 - 1, "\(row)")
        #expect(row.hasSuffix("×0.25"), "\(row)")
    }
}

/// "never" only once the measured window has ended, and the window does not
/// end while a pane that may still draw could yet pass a verdict.
@Suite struct NoPrematureNeverTests {
    /// Expo offline, with no hide() on the error path: the native splash never leaves.
    private static var stuck: Scenario {
        var scenario = Scenario.standard
        scenario.platform = .expo
        scenario.network = .offline
        return scenario
    }

    private func numbers(_ stage: Stage, at seconds: Int) -> String {
        let buffer = stage.render(at: .ms(seconds))
        let rect = stage.layout!.numbers[0]
        return (rect.y..<rect.maxY).map(buffer.line).joined(separator: "\n")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30)])
    func expoOfflineSaysNeverOnlyOnceTheColdLaunchThresholdHasPassed(size: Size) {
        let stage = Stage(scenario: Self.stuck, size: size)
        // Android vitals flag a cold launch at 5 s to its first frame: until
        // then the splash could still give way in time.
        #expect(stage.duration >= .ms(5000))
        for time in [3000, 4000, 4500, 4990] {
            let text = numbers(stage, at: time)
            #expect(!text.contains("never"), "\(time) ms:\n\(text)")
            #expect(text.contains("first frame – "), "\(time) ms:\n\(text)")
            #expect(!text.contains("≥5 s"), "\(time) ms:\n\(text)")
        }
        let end = numbers(stage, at: stage.duration.milliseconds)
        #expect(end.contains("first frame never ✗"), "\(end)")
        // At 80 columns the first frame's row, with the tap, gives up its rules: its marks stay.
        #expect(end.contains(size.width >= 100 ? "never ✗ >400 ms ✗ ≥5 s" : "first frame never ✗ ✗  tap never ✗"), "\(end)")
        #expect(end.contains("content never"), "\(end)")
    }

    @Test func aPaneThatSettlesKeepsTheWindowItHad() {
        // The default launch: the banner's jump at 3.0 s is the last change; the timeline runs to 4 s.
        #expect(Stage(scenario: .standard, size: Size(width: 100, height: 30)).duration == .ms(4000))
        // iOS offline: the error screen at 4.5 s settles the splash; 5 s.
        var offline = Scenario.standard
        offline.network = .offline
        #expect(Stage(scenario: offline, size: Size(width: 100, height: 30)).duration == .ms(5000))
    }
}

/// At 80x24 every verdict's threshold keeps its source on screen, and
/// "fully drawn" is called that at every size.
@Suite struct NumbersAtEverySizeTests {
    private static var scenarios: [Scenario] {
        var android = Scenario.standard
        android.platform = .android
        var hot = Scenario.standard
        hot.launch = .hot
        var stuck = Scenario.standard
        stuck.platform = .expo
        stuck.network = .offline
        var animated = Scenario.standard
        animated.left = .animated
        return [.standard, android, hot, stuck, animated]
    }

    @Test(arguments: [StageLayout.minimumSize, Size(width: 80, height: 24), Size(width: 90, height: 28), Size(width: 100, height: 30)])
    func everyThresholdOnScreenHasItsSourceOnScreen(size: Size) {
        for scenario in Self.scenarios {
            let stage = Stage(scenario: scenario, size: size)
            for time in [0, 500, 2700, 3200, stage.duration.milliseconds] {
                let text = stage.render(at: .ms(time)).text
                // Apple's goal, 400 ms to the first frame (WWDC19).
                if text.contains("400 ms") { #expect(text.contains("Apple"), "\(size) \(time) ms:\n\(text)") }
                // Android vitals: 5 s cold, 2 s warm, 1.5 s hot.
                let kind = scenario.launch.rawValue
                let limit = ["cold": "5 s", "warm": "2 s", "hot": "1.5 s"][kind]!
                if text.contains("<" + limit) || text.contains("≥" + limit) {
                    #expect(
                        text.contains(kind + " <" + limit) || text.contains(kind + " ≥" + limit)
                            || text.contains("Android vitals (\(kind))"), "\(size) \(time) ms:\n\(text)")
                }
                if text.contains("2.5 s") || text.contains(">4 s") { #expect(text.contains("LCP"), "\(size) \(time) ms") }
                if text.contains("0.1 ") || text.contains("0.25") { #expect(text.contains("CLS"), "\(size) \(time) ms") }
            }
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)])
    func fullyDrawnKeepsItsOneLabel(size: Size) {
        for scenario in Self.scenarios {
            let stage = Stage(scenario: scenario, size: size)
            let buffer = stage.render(at: stage.duration)
            for rect in stage.layout!.numbers {
                let text = (rect.y..<rect.maxY).map { buffer.cropped(to: Rect(x: rect.x, y: $0, width: rect.width, height: 1)).text }
                    .joined(separator: "\n")
                let drawn = text.components(separatedBy: "drawn").count - 1
                #expect(drawn == 1, "\(size):\n\(text)")
                #expect(text.contains("fully drawn "), "\(size):\n\(text)")
            }
        }
    }

    @Test func at80x24TheLegendNamesTheSourcesAndTheTitlesSitInTheFrames() {
        let stage = Stage(size: Size(width: 80, height: 24))
        let buffer = stage.render(at: .ms(4000))
        let layout = stage.layout!
        #expect(buffer.line(layout.legendRow!).contains("first frame: Apple, Android vitals (cold)"))
        #expect(buffer.line(layout.phones[0].y).contains("─ Logo splash ─"))
        #expect(buffer.line(layout.phones[1].y).contains("─ Content first ─"))
        // The phones keep the height they had with the titles above them.
        #expect(layout.phones[0].height == 15)
        // Wide enough, the rows name their sources and no legend is drawn.
        let wide = Stage(size: Size(width: 160, height: 48))
        #expect(wide.layout!.legendRow == nil)
        #expect(wide.render(at: .ms(4000)).text.contains("✓ Apple ≤400 ms ✓ cold <5 s  tap 0.4 s ✓ Apple ≤400 ms"))
        // At 100 columns the first frame's row, with the tap's answer, needs the legend too, and it names the tap's source.
        let middle = Stage(size: Size(width: 100, height: 30))
        #expect(
            middle.render(at: .ms(4000)).line(middle.layout!.legendRow!)
                .hasPrefix("first frame: Apple, Android vitals (cold) · tap: Apple · content: LCP · layout shift: CLS"))
    }
}

/// Below 80 columns, down to the least size, the stage is compact: the
/// same phones narrower, the numbers in their shorter form, every label
/// whole, never a cell of one panel in the other's half.
@Suite struct CompactStageTests {
    static let sizes = [StageLayout.minimumSize, Size(width: 72, height: 24), Size(width: 79, height: 30)]

    @Test(arguments: sizes)
    func theNumbersAreShortAndWhole(size: Size) {
        var slow = Scenario.standard
        slow.left = .animated
        slow.build = .ms(1500)
        var stuck = Scenario.standard
        stuck.platform = .expo
        stuck.network = .offline
        var hot = Scenario.standard
        hot.launch = .hot
        hot.platform = .android
        for scenario in [Scenario.standard, slow, stuck, hot] {
            let stage = Stage(scenario: scenario, size: size)
            let layout = stage.layout!
            #expect(layout.isCompact)
            let buffer = stage.render(at: stage.duration)
            for (index, rect) in layout.numbers.enumerated() {
                let rows = (rect.y..<rect.maxY).map { buffer.cropped(to: Rect(x: rect.x, y: $0, width: rect.width, height: 1)).text }
                #expect(rows[0].hasPrefix("first "), "\(size):\n\(rows)")
                #expect(rows[1].hasPrefix("content ") && rows[1].contains("  drawn "), "\(size):\n\(rows)")
                #expect(rows[2].hasPrefix("shift "), "\(size):\n\(rows)")
                // The tap's answer is whole: its label, a time or never, and its mark.
                if stage.panes[index].metrics.touch != nil {
                    #expect(rows[0].contains("  tap "), "\(size):\n\(rows)")
                    #expect(!rows[0].hasSuffix("tap") && !rows[0].hasSuffix(" s"), "\(size):\n\(rows)")
                }
                // Clear of the other half.
                #expect(index == 0 ? rect.maxX <= size.width / 2 : rect.x > size.width / 2)
            }
            #expect(buffer.line(layout.legendRow!).hasPrefix("first: Apple, Android vitals ("), "\(size)")
        }
    }

    @Test func atTheLeastSizeBothPhonesAndTheirTitlesShowAndStoriesEndInAnEllipsis() {
        let stage = Stage(size: StageLayout.minimumSize)
        let buffer = stage.render(at: .ms(4000), status: StageStatus(hint: "snapshot \(StageLayout.minimumSize)"))
        let layout = stage.layout!
        #expect(layout.phones.map(\.width) == [28, 28] && layout.phones[0].height == 15)
        #expect(buffer.line(layout.phones[0].y).contains("─ Logo splash ─"))
        #expect(buffer.line(layout.phones[1].y).contains("─ Content first ─"))
        // A headline too long for the narrower phone is cut as a phone cuts it.
        #expect(buffer.text.contains("Bridge reopens after re…"))
        // The tabs, packed closer, keep a space between them.
        #expect(buffer.text.contains("● Today ○ Search ○ Saved"))
        // The status line keeps the scenario, shortened, and the hint whole.
        #expect(buffer.line(layout.statusRow) == " 4.00 s typical · warm cache · ios · cold  ×1    snapshot 64x24 ")
    }
}

/// From 200x60 up the phones grow with the terminal, within their cap, and
/// the stage leaves no band of six blank rows; the jump's verdict stays.
@Suite struct LargeStageTests {
    private static let large = [Size(width: 200, height: 60), Size(width: 250, height: 70), Size(width: 300, height: 80)]

    @Test func thePhonesGrowWithTheTerminalUpToTheirCap() {
        var last = 0
        for height in stride(from: 24, through: 90, by: 3) {
            let layout = StageLayout(size: Size(width: 220, height: height))!
            let phone = layout.phoneSize
            #expect(phone.height >= last, "\(height) rows")
            #expect(phone.height <= StageLayout.maximumPhoneHeight)
            // Grown past 24 rows, taller than wide on screen (a cell is about twice as tall as wide).
            if phone.height > 24 { #expect(phone.height * 2 > phone.width, "\(phone) at \(height) rows") }
            last = phone.height
        }
        // At 200x60 the phones take the rows above the timeline but for the titles and numbers.
        let layout = StageLayout(size: Size(width: 200, height: 60))!
        #expect(layout.phoneSize.height > 24)
        #expect(layout.titleRow == 0 && layout.numbers[0].maxY == layout.axisRow)
        #expect(StageLayout(size: Size(width: 250, height: 70))!.phoneSize.height == StageLayout.maximumPhoneHeight)
    }

    @Test func noBandOfSixBlankRowsFrom200x60Up() {
        var sizes = Self.large
        for height in 60...80 { sizes.append(Size(width: 200, height: height)) }
        for size in sizes {
            let text = Stage(size: size).render(at: .ms(4000)).text
            var run = 0, longest = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                run = line.allSatisfy { $0 == " " } ? run + 1 : 0
                longest = max(longest, run)
            }
            #expect(longest < 6, "\(longest) blank rows at \(size)")
        }
    }

    @Test func theJumpKeepsItsVerdictAtEveryHeight() {
        for height in 24...90 {
            for width in [100, 200, 250] {
                let size = Size(width: width, height: height)
                let stage = Stage(size: size)
                // web.dev CLS: good up to 0.1, poor above 0.25; the banner's jump needs improvement.
                let shift = stage.panes[0].metrics.layoutShift
                #expect(shift > 0.1 && shift <= 0.25, "\(shift) at \(size)")
                #expect(stage.panes[1].metrics.layoutShift == 0, "at \(size)")
            }
        }
    }

    @Test(arguments: [LaunchKind.cold, .warm])
    func theTallestPhoneStillHasStoriesToItsLastRow(launch: LaunchKind) {
        var scenario = Scenario.standard
        scenario.launch = launch
        for size in Self.large {
            let stage = Stage(scenario: scenario, size: size)
            let buffer = stage.render(at: stage.duration)
            for phone in stage.layout!.phones {
                // The last row above the tab bar holds a story's line.
                let roles = (phone.x..<phone.maxX).map { buffer[$0, phone.maxY - 3].style.role }
                #expect(roles.contains(.story), "\(launch) at \(size)")
            }
        }
    }
}
