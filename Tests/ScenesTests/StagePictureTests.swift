import Scenes
import Testing

/// A picture updated from the one before is the picture drawn afresh, at
/// every moment a recording could ask for: forwards in uneven steps, across
/// the moments a verdict is decided by lateness alone (4001 ms for LCP, 5 s
/// for Android vitals), past the end, back to the start, with the caption,
/// the beat and the speed changing on the way; and only the rows it names
/// changed.
@Suite struct StagePictureTests {
    static let cases: [(name: String, scenario: Scenario, size: Size)] = [
        ("default 100x30", .standard, Size(width: 100, height: 30)),
        ("slow network 80x24", .changing { $0.network = .slow }, Size(width: 80, height: 24)),
        (
            "offline expo 100x30",
            .changing {
                $0.network = .offline; $0.platform = .expo
            }, Size(width: 100, height: 30)
        ),
        (
            "animated, slow build 120x36",
            .changing {
                $0.left = .animated; $0.build = .ms(1500)
            }, Size(width: 120, height: 36)
        ),
        ("too small 40x12", .standard, Size(width: 40, height: 12)),
        ("a measured pane naming its source 80x24", .changing { $0.right = measured }, Size(width: 80, height: 24))
    ]

    /// A launch measured elsewhere, whose source is set in its phone's frame.
    static let measured: LaunchStyle = try! LaunchFileParser.parse(
        """
        Title "Ours"
        Platform android
        Launch warm
        Source "Macrobenchmark, median of 10 runs, Pixel 7"
        System until 620ms
        At 620ms skeleton
        At 1.48s fresh
        At 2.2s banner pushes 3 rows
        At 2.2s fully-drawn
        """
    ).get().style(named: "ours")

    /// The moments, in the order asked: uneven steps, a few single
    /// milliseconds, past the end, and back.
    static var times: [LaunchTime] {
        var times = stride(from: 0, through: 6500, by: 23).map(LaunchTime.ms)
        times += (3995...4005).map(LaunchTime.ms) + (4995...5005).map(LaunchTime.ms)
        times += [.ms(9000), .ms(9017), .ms(30000), .ms(0), .ms(10), .ms(2990), .ms(3000), .ms(1)]
        return times
    }

    @Test(arguments: cases.indices)
    func anUpdatedPictureIsTheFreshOne(index: Int) {
        let (name, scenario, size) = Self.cases[index]
        let stage = Stage(scenario: scenario, size: size)
        var picture = stage.picture(at: .zero)
        for (step, time) in Self.times.enumerated() {
            // The caption and beat change every 40 steps, the speed every 25.
            let status = StageStatus(
                speed: step / 25 % 2 == 0 ? 1 : 0.5, caption: "Caption \(step / 40)",
                beat: BeatCount(step / 40 + 1, of: 9))
            let before = picture.buffer
            stage.update(&picture, to: time, status: status)
            let fresh = stage.render(at: time, status: status)
            #expect(picture.buffer == fresh, "\(name) at \(time)")
            for y in 0..<size.height where !picture.changedRows.contains(y) {
                #expect(before.line(y) == fresh.line(y), "\(name) at \(time): row \(y) changed unnamed")
            }
            if picture.buffer != fresh { return }
        }
    }

    /// Without its status line, a picture is the fresh one but for that
    /// row, left blank, in every update as in the first; the status row is
    /// never named changed.
    @Test(arguments: cases.indices)
    func aPictureWithoutItsStatusLineIsTheFreshOneButThatRow(index: Int) {
        let (name, scenario, size) = Self.cases[index]
        let stage = Stage(scenario: scenario, size: size)
        var picture = stage.picture(at: .zero, statusLine: false)
        let statusRow = size.height - 1
        let blank = ScreenBuffer(size: size).line(statusRow)
        for time in Self.times {
            stage.update(&picture, to: time)
            let fresh = stage.render(at: time)
            #expect(picture.buffer == stage.picture(at: time, statusLine: false).buffer, "\(name) at \(time)")
            #expect(picture.buffer.line(statusRow) == blank, "\(name) at \(time)")
            for y in 0..<statusRow where picture.buffer.line(y) != fresh.line(y) {
                Issue.record("\(name) at \(time): row \(y) differs")
                return
            }
            if stage.layout != nil { #expect(!picture.changedRows.contains(statusRow), "\(name) at \(time)") }
        }
    }
}

/// A memo draws each phone once and gives what drawing gives: stages built
/// and played with one memo between them (as the web page does, hundreds of
/// stages alike) measure, answer taps and draw exactly as they do without.
@Suite struct ScreenMemoTests {
    @Test func stagesDrawnFromOneMemoAreTheStagesDrawnAfresh() {
        let memo = ScreenMemo()
        // Twice over, so that the second time every phone comes from the memo.
        for round in 0..<2 {
            for (name, scenario, size) in StagePictureTests.cases {
                let stage = Stage(scenario: scenario, size: size, memo: memo)
                let fresh = Stage(scenario: scenario, size: size)
                #expect(stage.panes.map(\.metrics) == fresh.panes.map(\.metrics), "\(name), round \(round)")
                #expect(stage.tapReplies(memo: memo) == fresh.tapReplies(), "\(name), round \(round)")
                var picture = stage.picture(at: .zero, statusLine: false, memo: memo)
                for time in stride(from: 0, through: 4000, by: 10).map(LaunchTime.ms) {
                    stage.update(&picture, to: time, memo: memo)
                    let drawn = fresh.picture(at: time, statusLine: false).buffer
                    if picture.buffer != drawn {
                        Issue.record("\(name) at \(time), round \(round): the memo's picture differs")
                        break
                    }
                }
            }
        }
        #expect(memo.count > 0)
    }

    /// A pane in stages of several lengths (the other pane's launch sets
    /// the length) is watched once where it settles before them: what one
    /// memo gives, the stage lengths met in any order, is what measuring
    /// each stage afresh gives.
    @Test func aPaneMeasuredForOneLengthHoldsForTheOthers() {
        let styles: [LaunchStyle] = [.splash, .contentFirst, .animated]
        var scenarios: [Scenario] = []
        for left in styles {
            for right in styles {
                for network in Network.allCases {
                    for cache in [Cache.warm, .empty] {
                        scenarios.append(
                            Scenario.changing {
                                $0.left = left; $0.right = right; $0.network = network; $0.cache = cache
                            })
                    }
                }
            }
        }
        let size = Size(width: 100, height: 30)
        for order in [scenarios, scenarios.reversed()] {
            let memo = ScreenMemo()
            var lengths = Set<LaunchTime>()
            for scenario in order {
                let stage = Stage(scenario: scenario, size: size, memo: memo)
                lengths.insert(stage.duration)
                #expect(stage.panes.map(\.metrics) == Stage(scenario: scenario, size: size).panes.map(\.metrics), "\(scenario)")
            }
            #expect(lengths.count > 2, "stages of several lengths")
        }
    }

    /// A phone left as it was because its new state looks the same is the
    /// phone drawn afresh, at every moment of an animated launch (the map a
    /// millisecond on), also when the memo keeps so few that it forgets
    /// between two moments and numbers the looks anew; and a phone that
    /// turns to another look, its differing rows alone pasted, says every
    /// row that changed (`changedRows`: the web page compares those alone).
    @Test func aPhoneLeftAsItLooksIsThePhoneDrawnAfresh() {
        let scenario = Scenario.changing {
            $0.left = .animated; $0.build = .ms(900)
        }
        let size = Size(width: 100, height: 30)
        for (limit, memo) in [(4096, ScreenMemo()), (3, ScreenMemo(limit: 3))] {
            let stage = Stage(scenario: scenario, size: size, memo: memo)
            var picture = stage.picture(at: .zero, statusLine: false, memo: memo)
            var time = LaunchTime.zero
            while let next = stage.nextChange(after: time), next <= .ms(2000) {
                time = next
                let before = picture.buffer
                stage.update(&picture, to: time, memo: memo)
                if picture.buffer != stage.picture(at: time, statusLine: false).buffer {
                    Issue.record("at \(time), memo limit \(limit): the picture differs from one drawn afresh")
                    break
                }
                let unsaid = (0..<size.height).filter { !picture.changedRows.contains($0) && picture.buffer.row($0) != before.row($0) }
                if !unsaid.isEmpty {
                    Issue.record("at \(time), memo limit \(limit): rows \(unsaid) changed unsaid")
                    break
                }
            }
        }
    }

    /// The moments found in one go (`moments(memo:statusLine:)`) hold every
    /// moment at which the picture without its status line changes, of
    /// all those `nextChange` gives, and no other than those: an animated
    /// launch's map, a millisecond on, is skipped where it looks the same
    /// (most of its moments), also when the memo keeps so few that it
    /// forgets and numbers the looks anew.
    @Test func theMomentsFoundInOneGoAreThoseThePictureChangesAt() {
        let animated = Scenario.changing {
            $0.left = .animated; $0.build = .ms(900)
        }
        let cases = StagePictureTests.cases + [(name: "animated", scenario: animated, size: Size(width: 100, height: 30))]
        for (name, scenario, size) in cases {
            for (limit, memo) in [(4096, ScreenMemo()), (3, ScreenMemo(limit: 3))] {
                let stage = Stage(scenario: scenario, size: size)
                var every: [LaunchTime] = [.zero]
                while let next = stage.nextChange(after: every[every.count - 1]) { every.append(next) }
                let found = stage.moments(memo: memo, statusLine: false)
                #expect(Set(found).isSubset(of: every), "\(name), memo limit \(limit)")
                var picture = stage.picture(at: .zero, statusLine: false)
                for time in every.dropFirst() {
                    let before = picture.buffer
                    stage.update(&picture, to: time)
                    if picture.buffer != before && !found.contains(time) {
                        Issue.record("\(name) at \(time), memo limit \(limit): the picture changes at a moment not found")
                        break
                    }
                }
                if name == "animated" && limit == 4096 {
                    #expect(found.count * 3 < every.count, "\(found.count) of \(every.count) moments")
                }
            }
        }
    }

    /// A picture kept without its playhead, updated at the moments at which
    /// more than the playhead moves (`moments(memo:statusLine:playhead:)`),
    /// with the timeline's rows drawn at each moment over it
    /// (`timelineRows(at:over:into:)`), is at every moment the picture drawn
    /// afresh: what the web page plays through.
    @Test func thePlayheadDrawnOverAPictureWithoutItIsThePictureAtEachMoment() {
        let animated = Scenario.changing {
            $0.left = .animated; $0.build = .ms(900)
        }
        let cases =
            StagePictureTests.cases + [
                (name: "animated", scenario: animated, size: Size(width: 100, height: 30)),
                (name: "compact", scenario: Scenario(), size: Size(width: 64, height: 24))
            ]
        for (name, scenario, size) in cases {
            let memo = ScreenMemo()
            let stage = Stage(scenario: scenario, size: size)
            let changes = Set(stage.moments(memo: memo, statusLine: false, playhead: false))
            let all = stage.moments(memo: memo, statusLine: false)
            #expect(changes.isSubset(of: Set(all)), "\(name)")
            // The page's three kinds of moment, found in one pass, are each as found alone.
            let page = stage.pageMoments(memo: ScreenMemo())
            #expect(page.all == all && Set(page.changes) == changes && page.changes == page.changes.sorted(), "\(name)")
            #expect(page.looks == stage.lookMoments(memo: memo), "\(name)")
            var picture = stage.picture(at: .zero, statusLine: false, playhead: false, memo: memo)
            var scratch = ScreenBuffer(size: Size(width: 1, height: 1))
            for time in all {
                if changes.contains(time) { stage.update(&picture, to: time, memo: memo) }
                // Below the least size there is no timeline, and no moment but the first.
                let rows = stage.timelineRows(at: time, over: picture, into: &scratch) ?? []
                var composed = picture.buffer
                composed.copyRows(rows, from: scratch)
                if composed != stage.picture(at: time, statusLine: false).buffer {
                    Issue.record("\(name) at \(time): the playhead drawn over the picture differs from the picture drawn afresh")
                    break
                }
            }
            #expect(changes.count < all.count || !picture.hasTimeline, "\(name): \(changes.count) of \(all.count) moments")
        }
    }

    /// A phone put from the memo over a buffer whose wide graphemes straddle
    /// its edges leaves their outer halves as drawing over them would.
    @Test func aPhoneFromTheMemoMendsTheWideGraphemesItsEdgesCut() {
        var under = ScreenBuffer(size: Size(width: 30, height: 12))
        for y in 0..<12 { under.put(String(repeating: "界", count: 15), x: 0, y: y, style: .plain) }
        let phone = Phone()
        let pane = PaneState(.logo(spinnerStep: 0), drawer: .app, scheme: .phone(.light))
        // An odd column: the edges fall between a grapheme's two halves.
        let rect = Rect(x: 5, y: 1, width: 17, height: 10)
        var drawn = under, pasted = under
        phone.draw(pane, in: rect, into: &drawn)
        phone.draw(pane, in: rect, into: &pasted, memo: ScreenMemo())
        #expect(pasted == drawn)
        #expect(pasted.line(5).hasPrefix("界界 "))
    }

    /// It forgets all when full, and draws on as before.
    @Test func aFullMemoStartsAgain() {
        let memo = ScreenMemo(limit: 2)
        let phone = Phone(), size = Size(width: 20, height: 10)
        let panes = (0..<5).map { PaneState(.logo(spinnerStep: $0), drawer: .app, scheme: .phone(.light)) }
        for pane in panes { #expect(phone.screen(pane, size: size, memo: memo) == phone.screen(pane, size: size)) }
        #expect(memo.count <= 2)
        // Held to its cells: room for two screens but not a third.
        let cells = phone.screen(panes[0], size: size).cells.count
        let small = ScreenMemo(cellLimit: 2 * cells + cells / 2)
        for pane in panes {
            #expect(phone.screen(pane, size: size, memo: small) == phone.screen(pane, size: size))
            #expect(small.cells <= 2 * cells + cells / 2)
        }
        #expect(small.count == 1)
    }
}
