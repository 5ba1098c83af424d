import Scenes
import ScenesTesting
import Testing

/// The filmstrip's columns, borders and marks held to the launch model's
/// timetable (the README's table), not to what the code says: the splash
/// shows its logo until 1.5 s, a spinner from 1.5 s that steps every 0.1 s,
/// stories at 2.6 s and the banner's jump at 3 s; content first shows its
/// launch screen, cached stories at 0.4 s, fresh ones at 1.1 s and the
/// banner at 1.5 s.
@Suite struct FilmstripTests {
    let strip = Filmstrip(stage: Stage(size: Size(width: 100, height: 30)))

    @Test func columnsEveryHalfSecondToTheLaterFullyDrawnPlusOne() {
        // Fully drawn at 3 s (splash) and 1.5 s: columns to 3.5 s, and the
        // last frame before the jump (2.99 s) beside the first after it (3 s).
        #expect(strip.ticks == [0, 500, 1000, 1500, 2000, 2500, 2990, 3000, 3500].map(LaunchTime.ms))
        #expect(strip.lanes.map(\.title) == ["Logo splash", "Content first"])
        #expect(strip.lanes.allSatisfy { $0.columns.map(\.time) == strip.ticks })
        #expect(strip.ticks.map(Filmstrip.label) == ["0s", "0.5s", "1s", "1.5s", "2s", "2.5s", "2.99s", "3s", "3.5s"])
    }

    @Test func bordersWhereTheTimetableChangesThePicture() {
        let splash = strip.lanes[0].columns, contentFirst = strip.lanes[1].columns
        // The app's first frame (0.4 s) is the launch screen's logo, cell for
        // cell: no change at 0.5 s. The spinner's steps change 1.5, 2 and
        // 2.5; the stories land by 2.99 s, which is the first with content;
        // the banner's jump at 3 s; at 3.5 s nothing moved since.
        #expect(splash.map(\.changed) == [false, false, false, true, true, true, true, true, false])
        #expect(splash.map(\.firstContent) == [false, false, false, false, false, false, true, false, false])
        // The jump's score (45/361, worked out in the observer's tests) in the 3 s column alone.
        #expect(zip(splash.map(\.shift), [0, 0, 0, 0, 0, 0, 0, 45.0 / 361.0, 0]).allSatisfy { abs($0 - $1) < 1e-12 })
        // Cached stories by 0.5 s (the first with content); fresh ones and
        // the banner by 1.5 s; then nothing.
        #expect(contentFirst.map(\.changed) == [false, true, false, true, false, false, false, false, false])
        #expect(contentFirst.map(\.firstContent) == [false, true, false, false, false, false, false, false, false])
        #expect(contentFirst.allSatisfy { $0.shift == 0 })
    }

    @Test func eachColumnIsThePhoneAtItsTick() {
        // Without the shift's marks, which the strip draws in the frame after it alone.
        var unmarked = Scenario.standard
        unmarked.shiftRegions = .off
        let stage = Stage(scenario: unmarked, size: Size(width: 100, height: 30))
        let strip = Filmstrip(stage: stage)
        let layout = stage.layout!
        for (pane, lane) in strip.lanes.enumerated() {
            // The stage sets its titles in the phones' top frame row (its legend takes the titles' row).
            let phone = layout.phones[pane]
            let underTitle = Rect(x: phone.x, y: phone.y + 1, width: phone.width, height: phone.height - 1)
            for column in lane.columns {
                #expect(
                    column.phone.cropped(to: Rect(x: 0, y: 1, width: phone.width, height: phone.height - 1))
                        == stage.render(at: column.time).cropped(to: underTitle))
            }
        }
    }

    /// A desktop page's lane is its browser window, as the stage draws it
    /// (an address bar, no phone status bar, no app's tab bar), at the
    /// window's size beside the other pane's phone.
    @Test func aDesktopPagesLaneIsItsBrowserWindow() throws {
        // Without the shift's marks, which the strip draws in the frame after it alone.
        var unmarked = BrowserWindowTests.stage(Size(width: 100, height: 30)).scenario
        unmarked.shiftRegions = .off
        let stage = Stage(scenario: unmarked, size: Size(width: 100, height: 30))
        let layout = try #require(stage.layout)
        let strip = Filmstrip(stage: stage)
        for (lane, rect) in zip(strip.lanes, [layout.browser(0), layout.phones[1]]) {
            // Between the stage's title, set in the frame's top row, and the
            // report's source, set in its bottom row.
            let between = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2)
            for column in lane.columns {
                #expect(column.phone.size == Size(width: rect.width, height: rect.height))
                #expect(
                    column.phone.cropped(to: Rect(x: 0, y: 1, width: rect.width, height: rect.height - 2))
                        == stage.render(at: column.time).cropped(to: between), "\(lane.title) at \(column.time)")
            }
        }
        let window = try #require(strip.lanes[0].columns.last).phone
        #expect(window.line(1).hasPrefix("│ < > ↻ [ shop.example.org"))
        #expect(!window.text.contains("9:41") && !window.text.contains("Search"))
        let phone = try #require(strip.lanes[1].columns.last).phone
        #expect(phone.line(1).contains("9:41") && phone.text.contains("Search"))
        // The text form's columns take the window's width, and each lane its own height.
        let text = strip.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ticks = try #require(text.first { $0.hasPrefix(" ") && $0.contains("0.5s") })
        let second = try #require(ticks.range(of: "0.5s")), first = try #require(ticks.range(of: "0s"))
        let pitch = ticks.distance(from: first.lowerBound, to: second.lowerBound)
        #expect(pitch == layout.browser(0).width + 2)
        let titles = try [
            #require(text.firstIndex { $0.hasPrefix("shop.example.org") }),
            #require(text.firstIndex { $0.hasPrefix("Content first") })
        ]
        #expect(titles[1] - titles[0] == 1 + layout.browser(0).height + 1, "the marks' row, the window's rows, a blank")
        #expect(text[titles[0] + 2].drop { $0 == " " }.hasPrefix("│ < > ↻ [ shop.example.org"))
    }

    /// The curve stops where the strip does: a pane drawn after `until`
    /// (the splash's stories at 2.6 s and 3 s, on a strip to 1 s) keeps
    /// its points past it off the axis.
    @Test func theProgressOnTheAxisEndsAtUntil() {
        let short = Filmstrip(stage: Stage(size: Size(width: 100, height: 30)), interval: .ms(500), until: .ms(1000))
        let splash = short.lanes[0]
        #expect(splash.metrics.progress.points.last?.time == .ms(3000))
        let shown = short.progress(of: splash)
        #expect(!shown.isEmpty && shown.allSatisfy { $0.time <= .ms(1000) })
        #expect(shown == splash.metrics.progress.points.filter { $0.time <= .ms(1000) })
        // A strip that runs past fully drawn shows the whole curve.
        #expect(strip.lanes.allSatisfy { strip.progress(of: $0) == $0.metrics.progress.points })
    }

    @Test func intervalsAndUntil() {
        let stage = Stage(size: Size(width: 100, height: 30))
        let tenth = Filmstrip(stage: stage, interval: .ms(100))
        #expect(tenth.ticks.count == 33, "every 0.1 s to 3.1 s, and 2.99 s before the jump")
        #expect(tenth.until == .ms(3100))
        let second = Filmstrip(stage: stage, interval: .ms(1000), until: .ms(2000))
        #expect(second.ticks == [.ms(0), .ms(1000), .ms(2000)], "the jump after the strip's end adds nothing")
        // Offline the splash is never fully drawn; content first at 3 s.
        var offline = Scenario()
        offline.network = .offline
        let strip = Filmstrip(stage: Stage(scenario: offline, size: Size(width: 100, height: 30)), interval: .ms(1000))
        #expect(strip.until == .ms(4000))
        #expect(strip.lanes[0].metrics.speedIndex == nil)
    }

    /// The last frame before the jump has the splash's stories at the top,
    /// under the nav bar; the first after it, the banner there and the
    /// stories three rows down, tinted (WebPageTest's "Highlight Layout
    /// Shifts"), their old rows dashed on the frame's edges; later columns
    /// are not tinted.
    @Test func theColumnsAroundTheJump() throws {
        let splash = strip.lanes[0].columns
        let before = try #require(splash.first { $0.time == .ms(2990) }).phone
        let after = try #require(splash.first { $0.time == .ms(3000) }).phone
        let later = try #require(splash.first { $0.time == .ms(3500) }).phone
        // Frame, status bar, title, updated: the fifth row is the top slot.
        let firstHeadline = Stories.fresh[0].headline
        #expect(before.line(4).contains(firstHeadline))
        #expect(!after.line(4).contains(firstHeadline) && after.line(7).contains(firstHeadline))
        #expect(before.cells.allSatisfy { $0.style.role != .shifted })
        #expect(after.cells.contains { $0.style.role == .shifted })
        #expect(after.line(4).hasPrefix("┊") && after.line(4).hasSuffix("┊"))
        #expect(later.cells.allSatisfy { $0.style.role != .shifted && $0.style.role != .shiftFading })
        // Content first moves nothing: never tinted.
        #expect(strip.lanes[1].columns.allSatisfy { column in column.phone.cells.allSatisfy { $0.style.role != .shifted } })
        // Without shift regions the columns are there, untinted.
        var off = Scenario.standard
        off.shiftRegions = .off
        let plain = Filmstrip(stage: Stage(scenario: off, size: Size(width: 100, height: 30)))
        #expect(plain.ticks == strip.ticks)
        #expect(plain.lanes[0].columns.allSatisfy { column in column.phone.cells.allSatisfy { $0.style.role != .shifted } })
    }

    /// WebPageTest's "frames at visual changes": the tap, every change of
    /// either pane's picture (the spinner's steps aside) and the frame
    /// before the jump, each column but the first changed in a lane.
    @Test func columnsAtEveryVisualChange() {
        let stage = Stage(size: Size(width: 100, height: 30))
        let changes = Filmstrip(stage: stage, atChanges: true)
        #expect(changes.until == .ms(3500))
        let expected = Set([.zero, .ms(2990)] + stage.events).filter { $0 <= .ms(3500) }.sorted()
        #expect(changes.ticks == expected)
        #expect(changes.ticks.contains(.ms(400)) && changes.ticks.contains(.ms(2600)) && changes.ticks.contains(.ms(3000)))
        for index in changes.ticks.indices.dropFirst() where changes.ticks[index] != .ms(2990) {
            #expect(changes.lanes.contains { $0.columns[index].changed }, "column at \(changes.ticks[index])")
        }
        #expect(
            changes.text.hasPrefix(
                "filmstrip of typical network · warm cache · light · ios · cold at 100x30, at every visual change to 3.5s"))
    }

    /// A pane drawn from a recording's (or a report's) frames: each frame's
    /// cells are the same glyph and role whatever its colours, so a column
    /// showing another frame than the previous column is marked changed by
    /// its frame: white, blue at 1 s, grey at 2 s, a pattern at 2.5 s
    /// (the content), as a screen recording of a launch shows them.
    @Test func aColumnShowingAnotherFrameChanged() throws {
        func picture(_ colour: (Int, Int, Int), pattern: Bool = false) throws -> Picture {
            var rgb: [UInt8] = []
            for y in 0..<32 {
                for x in 0..<16 {
                    let ink = pattern && (x / 4 + y / 4) % 2 == 0
                    rgb += ink ? [20, 20, 20] : [UInt8(colour.0), UInt8(colour.1), UInt8(colour.2)]
                }
            }
            return try #require(Picture(width: 16, height: 32, rgb: rgb))
        }
        let white = try picture((255, 255, 255)), blue = try picture((0, 0, 255))
        let grey = try picture((128, 128, 128)), pattern = try picture((255, 200, 0), pattern: true)
        var recording = LaunchDescription(
            title: "app", platform: .ios, launch: .cold, source: "measured from a screen recording, one run",
            system: SystemScreen(.firstScreen, until: .ms(1000)),
            steps: [LaunchStep(at: .ms(1000), .skeleton), LaunchStep(at: .ms(2500), .fresh)], fullyDrawn: .ms(2500),
            report: ReportFigures(firstFrame: 1000, content: 2500))
        recording.frames = [(0, white), (1000, blue), (2000, grey), (2500, pattern)].map {
            ReportFrame(time: .ms($0.0), picture: $0.1, base64: "")
        }
        var scenario = Scenario.standard
        scenario.left = recording.style(named: "app.mp4")
        let strip = Filmstrip(stage: Stage(scenario: scenario, size: Size(width: 100, height: 30)), interval: .ms(500))
        let lane = strip.lanes[0].columns
        #expect(lane.map(\.time) == [0, 500, 1000, 1500, 2000, 2500, 3000].map(LaunchTime.ms))
        #expect(lane.map(\.changed) == [false, false, true, false, true, true, false])
        #expect(lane.map(\.firstContent) == [false, false, false, false, false, true, false])
        // The built-in pane beside it is marked as without a recording beside it.
        #expect(strip.lanes[1].columns.map(\.changed) == [false, true, false, true, false, false, false])
    }

    /// The text form, reviewed like a picture.
    @Test func theDefaultStripAsText() {
        assertSnapshot(text: strip.text, named: "default-0.5s")
        assertSnapshot(
            text: Filmstrip(stage: Stage(size: Size(width: 80, height: 24)), interval: .ms(1000)).text,
            named: "default-80x24-1s")
    }
}
