import Foundation
import Scenes
import Testing

@testable import LaunchTUI

@Suite struct WebPageTests {
    /// Whole numbers listed as a script's array lists them, as `String(_:)` writes each.
    @Test func numbersAreListedAsTheirDecimalDigits() {
        let numbers = [0, 7, 10, 99, 100, 12_345, -1, -40, Int.max, Int.min]
        #expect(WebPage.listed(numbers) == numbers.map(String.init).joined(separator: ","))
        #expect(WebPage.listed([]) == "")
    }

    static let size = Size(width: 80, height: 24)
    static let content = WebPage.content(scenario: Scenario(), size: size, knobs: PageCommand.knobs())

    /// The page's knobs are the key table's scenario keys but shift regions
    /// (the page marks shifts as it was made) and, without two styles named,
    /// the styles' (s and S); it holds every scenario they reach: the
    /// product of the values each cycles through (network 4 × cache 2 ×
    /// appearance 2 × platform 3 × launch 3 × baseline profile 2 today).
    /// A knob added to the table is on the page, and the page grows by its
    /// values: the page's business, not the test's.
    @Test func holdsEveryScenarioTheKeysReach() {
        let cycled = KeyTable.bindings.flatMap(\.actions).compactMap { entry -> ScenarioKnob? in
            guard case .cycle(let knob) = entry.action, !knob.isStyle, knob != .shiftRegions else { return nil }
            return knob
        }
        #expect(PageCommand.knobs().map(\.key) == cycled.map(\.key))
        #expect(cycled.map(\.key).starts(with: ["network", "cache", "appearance", "platform", "launch"]))
        // A scenario's name on the page (its fragment) is each knob's value, in the knobs' order.
        #expect(
            WebPage.name(of: Scenario(), PageCommand.knobs()).hasPrefix(
                "network=typical&cache=warm&appearance=light&platform=ios&launch=cold&"))
        let expected = cycled.map { $0.setting.values().count }.reduce(1, *)
        #expect(Self.content.scenarios.count == expected)
        #expect(Set(Self.content.scenarios.map(\.name)).count == expected)
    }

    /// The stages are played on several cores and numbered in the
    /// scenarios' order: the page is the same, byte for byte, on one core
    /// or three (with the styles switching, the animated launch in one
    /// pane: stages of every kind, sharing rows and lanes across cores).
    @Test func thePageIsTheSameOnOneCoreOrMany() {
        var start = Scenario()
        start.left = .animated
        let knobs: [WebPage.Knob] = PageCommand.knobs(for: start, styles: true).filter { ["network", "left"].contains($0.key) }
        func page(_ workers: Int) -> String {
            var out = ""
            WebPage.write(
                scenario: start, size: Self.size, knobs: knobs, keys: PageCommand.keys(styles: true), workers: workers,
                progress: { (_, _) throws(Never) in }, to: { out += $0 })
            return out
        }
        let one = page(1)
        #expect(one.count > 100_000)
        #expect(page(3) == one)
        #expect(page(2) == one)
        let content = WebPage.content(scenario: start, size: Self.size, knobs: knobs, workers: 1)
        let many = WebPage.content(scenario: start, size: Self.size, knobs: knobs, workers: 3)
        #expect(many.rows == content.rows)
        #expect(many.rowTexts == content.rowTexts)
        #expect(many.frames == content.frames)
        #expect(many.styles == content.styles)
    }

    /// The animated launch's pages, where most moments take the phones'
    /// rows from another stage's (`Stage.phoneBands`) and the timeline's
    /// from another column's: at every moment a scenario keeps, and
    /// between two, the page's rows are the stage's own.
    @Test func anAnimatedPageIsEachStageAtEveryMoment() throws {
        var start = Scenario()
        start.left = .animated
        let knobs: [WebPage.Knob] = PageCommand.knobs(for: start, styles: true).filter {
            ["network", "launch", "right"].contains($0.key)
        }
        let content = WebPage.content(scenario: start, size: Self.size, knobs: knobs, workers: 2)
        let reached = WebPage.reachable(from: start, knobs: knobs)
        #expect(reached.count == content.scenarios.count)
        for (name, scenario) in reached {
            let stage = Stage(scenario: scenario, size: Self.size)
            let item = try #require(content.scenarios.first { $0.name == name })
            var picture = stage.picture(at: .zero, statusLine: false)
            for (index, ms) in item.times.enumerated() {
                let next = index + 1 < item.times.count ? item.times[index + 1] : item.duration + 1
                for time in Set([ms, (ms + next) / 2]) where time <= item.duration {
                    stage.update(&picture, to: .ms(time))
                    let own = (0..<(Self.size.height - 1)).map { y in picture.buffer.styleRuns(row: y).map(\.text).joined() }
                    if WebPage.rows(of: content, scenario: name, at: .ms(time)) != own {
                        Issue.record("\(name) at \(time) ms: the page's rows are not the stage's")
                        return
                    }
                }
            }
        }
    }

    @Test func writesEachRowAndFrameOnce() {
        #expect(Set(Self.content.rows).count == Self.content.rows.count)
        #expect(Set(Self.content.frames).count == Self.content.frames.count)
        // A scenario's frames change at each moment it keeps.
        for item in Self.content.scenarios {
            #expect(zip(item.frames, item.frames.dropFirst()).allSatisfy { $0 != $1 }, "\(item.name)")
        }
    }

    @Test func aStagePlayedOnceForManyScenariosIsEachOnesOwn() throws {
        // Scenarios with one StageKey share the frames of the first played:
        // each one's own stage must draw them (but for the status line).
        let reached = WebPage.reachable(from: Scenario(), knobs: PageCommand.knobs())
        let keys = Set(reached.map { WebPage.StageKey($0.scenario) })
        #expect(keys.count < reached.count / 2 + reached.count / 4, "\(keys.count) stages for \(reached.count) scenarios")
        var first: [WebPage.StageKey: String] = [:]
        for (name, scenario) in reached {
            let key = WebPage.StageKey(scenario)
            guard let played = first[key] else { first[key] = name; continue }
            let stage = Stage(scenario: scenario, size: Self.size)
            let item = try #require(Self.content.scenarios.first { $0.name == played })
            #expect(stage.duration.milliseconds == item.duration, "\(name)")
            for ms in [item.times[item.times.count / 3], item.times[item.times.count * 2 / 3], item.duration] {
                let buffer = stage.render(at: .ms(ms))
                let own = (0..<(Self.size.height - 1)).map { y in buffer.styleRuns(row: y).map(\.text).joined() }
                #expect(WebPage.rows(of: Self.content, scenario: name, at: .ms(ms)) == own, "\(name) at \(ms) ms")
            }
        }
    }

    /// A scenario's stage on the page, named by its fragment (each knob's
    /// value: "network=slow&cache=empty&...", the others' defaults), is the
    /// snapshot of that scenario.
    @Test(arguments: [
        ([String](), 2600), (["network=slow", "cache=empty"], 3100), (["appearance=dark", "platform=android", "launch=warm"], 1234),
        (["network=offline", "platform=expo", "launch=hot"], 0)
    ])
    func stageIsTheSnapshotButForTheStatusLine(knobs: [String], ms: Int) throws {
        var options = SnapshotOptions(at: .ms(ms))
        options.size = Self.size
        for knob in knobs {
            let parts = knob.split(separator: "=").map(String.init)
            try ScenarioSettings.named(parts[0])!.apply(parts[1], to: &options.scenario)
        }
        let name = WebPage.name(of: options.scenario, PageCommand.knobs())
        #expect(knobs.allSatisfy { name.split(separator: "&").contains(Substring($0)) }, "\(name)")
        let snapshot = SnapshotCommand.output(options).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = try #require(WebPage.rows(of: Self.content, scenario: name, at: .ms(ms)))
        #expect(rows.count == Self.size.height - 1)
        #expect(rows.map(\.trimmedRight) == Array(snapshot.prefix(Self.size.height - 1)).map(\.trimmedRight))
    }

    @Test func eachScenarioKeepsItsStagesEventsForTheBrackets() {
        for (name, scenario) in WebPage.reachable(from: Scenario(), knobs: PageCommand.knobs()).prefix(12) {
            let item = Self.content.scenarios.first { $0.name == name }
            #expect(item?.events == Stage(scenario: scenario, size: Self.size).events.map(\.milliseconds), "\(name)")
        }
        let page = PageCommand.page(PageOptions(size: Self.size))
        #expect(page.contains("speeds:[0.1,0.2,0.3,0.5,1,1.5,2,3,4],"))
    }

    static let talk = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/launch-in-a-minute.talk").standardized.path

    /// At each beat's end (where `#beat=N` opens, and where → stops) the
    /// talk's page shows the screen the recording shows there.
    @Test func aTalksPageShowsEachBeatAsTheRecordingDoes() throws {
        let script = try TalkFile.load(Self.talk)
        let content = TalkPage.content(script)
        let timeline = ScriptTimeline(script)
        var frames = TalkFrames(timeline: timeline, size: script.settings.size)
        #expect(content.beats == timeline.beats)
        #expect(content.length == timeline.length)
        for (index, beat) in timeline.beats.enumerated() {
            let buffer = frames.render(timeline.state(atTalkTime: beat.end))
            let own = (0..<buffer.height).map { buffer.styleRuns(row: $0).map(\.text).joined() }
            #expect(TalkPage.rows(of: content, atTalkTime: beat.end) == own, "beat \(index + 1)")
            #expect(own.contains { $0.contains("beat \(index + 1)/\(timeline.beats.count)") })
            // The caption under the stage is the one on it.
            let shown = content.times.lastIndex { $0 <= beat.end }.map { content.captionTexts[content.captions[$0]] }
            #expect(shown == beat.endState.caption, "beat \(index + 1)")
        }
        #expect(Set(content.pictures.rows).count == content.pictures.rows.count)
    }

    @Test func aTalksPageIsSelfContainedAndCarriesItsNotesOnlyWhenAsked() throws {
        let script = try TalkFile.load(Self.talk)
        let page = TalkPage.page(script, title: "minute")
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="))
        #expect(page.contains("<pre id=\"stage\""))
        // Without --notes, no note in any form, and no place for one.
        let notes = ScriptTimeline(script).beats.flatMap(\.notes)
        #expect(notes.count >= 5)
        for note in notes {
            #expect(!page.contains(note) && !page.contains(JSONText.quoted(note)), "\(note)")
        }
        #expect(!page.contains("id=\"notes\"") && !page.contains("carries the speaker's notes") && page.contains("notes:false,"))
        // With --notes, every note, and the page says so where anyone sees it.
        let withNotes = TalkPage.page(script, title: "minute", withNotes: true)
        for note in notes { #expect(withNotes.contains(JSONText.quoted(note)), "\(note)") }
        #expect(withNotes.contains("<aside id=\"notes\" hidden") && withNotes.contains("notes:true,"))
        #expect(withNotes.contains("<p id=\"carries\">This page carries the speaker's notes"))
        // Shown with ?notes or in the speaker view (?speaker), and only where the page holds them.
        #expect(withNotes.contains("showNotes = DATA.notes && (search.has('notes') || speakerView)"))
        // Set Theme dark: the page opens dark, whatever the browser prefers.
        #expect(page.contains("<body class=\"dark\">") && page.contains("theme:\"dark\","))
        #expect(page.utf8.count < AnimatedSVG.svg(of: script).utf8.count)
    }

    /// A caption or note that reads as markup stays text: no `<` reaches
    /// the page's script, so nothing can close it or open another.
    @Test func aTalksTextCannotCloseThePagesScript() throws {
        let script = try ScriptParser.parse("Caption \"</script><script>alert(1)</script>\"\nNote \"<!-- a note -->\"\nPlay 0.2s\n").get()
        let page = TalkPage.page(script, title: "<talk>", withNotes: true)
        // DATA, to its end (after the beats, the compact stage's steps).
        let data = try #require(page.components(separatedBy: "const DATA=").last?.components(separatedBy: "};\n").first)
        #expect(data.contains("beats:[") && data.contains("smaller:{") && !data.contains("<"))
        #expect(page.contains("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"))
        #expect(page.contains("\\u003c!-- a note -->"))
        #expect(page.contains("<title>&lt;talk&gt;</title>"))
    }

    @Test func recordWritesAPageForHTML() {
        #expect(RecordFormat(forOutput: "talk.html") == .html)
        #expect(RecordFormat(forOutput: "TALK.HTM") == .html)
        #expect(RecordFormat(forOutput: "talk.svg") == .svg)
        #expect(RecordFormat(forOutput: "talk.cast") == .cast)
        #expect(RecordFormat(forOutput: "-") == .cast)
    }

    /// s and S switch each pane between the two styles the command line
    /// names; without --left or --right the styles stay as given.
    @Test func theStylesNamedAreTheStylesSAndSSwitchBetween() throws {
        #expect(try !PageCommand.parse([]).namesStyles)
        let named = try PageCommand.parse(["--left", "animated", "--size", "80x24"])
        #expect(named.namesStyles)
        let knobs = PageCommand.knobs(for: named.scenario, styles: named.namesStyles)
        #expect(knobs.suffix(2).map(\.key) == ["left", "right"] && knobs.suffix(2).map(\.character) == ["s", "S"])
        #expect(knobs.last?.values == ["animated", "content-first"])
        let pairs = Set(WebPage.reachable(from: named.scenario, knobs: knobs).map { $0.scenario.styles.map(\.name) })
        #expect(
            pairs == [
                ["animated", "content-first"], ["content-first", "animated"], ["animated", "animated"],
                ["content-first", "content-first"]
            ])
        // One style in both panes: nothing to switch between.
        let one = try PageCommand.parse(["--left", "splash", "--right", "splash"])
        #expect(PageCommand.knobs(for: one.scenario, styles: one.namesStyles).map(\.key) == PageCommand.knobs().map(\.key))
        #expect(PageCommand.keys(styles: false).notes["s"]?.contains("--left and --right") == true)
    }

    /// A report's pane goes by its file's name on the page, never its
    /// path: the page is made to be published, and its fragment names it.
    @Test func aReportsStyleIsNamedByItsFileNotItsPath() throws {
        let report = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/reports/news.example.com-lighthouse.json").standardized.path
        let options = try PageCommand.parse(["--left", report, "--size", "80x24"])
        let knobs = PageCommand.knobs(for: options.scenario, styles: options.namesStyles)
        #expect(knobs.last?.values == ["news.example.com-lighthouse", "content-first"])
        let folder = report.split(separator: "/").dropLast().joined(separator: "/")
        #expect(!PageCommand.page(options).contains(folder))
    }

    /// What the page's t says at each frame step is what the demo's t
    /// says there: each pane's answer as the stage measures it.
    @Test(arguments: [false, true])
    func aTapOnThePageSaysWhatTheDemosTapSays(animated: Bool) throws {
        var scenario = Scenario()
        if animated { scenario.left = .animated }
        let stage = Stage(scenario: scenario, size: Self.size)
        var texts: [String] = []
        let taps = WebPage.taps(of: stage, texts: &texts)
        for ms in stride(from: 0, through: stage.duration.milliseconds, by: 10) {
            let answers = stage.tapAnswers(at: .ms(ms))
            let index = try #require(Array(stride(from: 0, to: taps.count, by: 2)).last { taps[$0] <= ms })
            #expect(texts[taps[index + 1]].hasPrefix(TapAnswer.said(answers)), "at \(ms) ms")
        }
        #expect(texts.contains { $0.contains("answers at") } == scenario.reactsToTap)
    }

    @Test func pageIsSelfContainedAndSmall() {
        // The default page, at the default size.
        let page = PageCommand.page(PageOptions())
        // Three stages: the page's, the same at 80x24 for a narrow screen,
        // and compact at 64x24 for a phone of 320 px: 3.8 MB for the 288
        // scenarios the knobs reach. Scenarios of one stage share its rows
        // and frames, so a scenario costs about 2.5 kB beyond the stages (a
        // knob that doubled them took the page to 4.5 MB): the budget grows
        // with the scenarios, so that a knob is its entry alone.
        let scenarios = PageCommand.knobs().map(\.values.count).reduce(1, *)
        #expect(page.utf8.count < 3_200_000 + 3_000 * scenarios)
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains(" src="))
        #expect(page.contains("<pre id=\"stage\""))
    }
}

/// Each page's Content-Security-Policy names its own script and style
/// block by their SHA-256, and nothing else may run or load.
@Suite struct WebPagePolicyTests {
    /// The text between `open` and the next `close`, after `from`.
    static func text(of page: String, between open: String, and close: String) throws -> String {
        let start = try #require(page.range(of: open))
        let end = try #require(page.range(of: close, range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    static func hashSource(_ text: String) -> String { "'sha256-\(SHA256.base64(SHA256.digest(text)))'" }

    static func checkPolicy(of page: String, styleAttributes: [String]) throws {
        let head = try text(of: page, between: "<head>", and: "</head>")
        let policy = try text(of: head, between: "<meta http-equiv=\"Content-Security-Policy\" content=\"", and: "\">")
        // Before the style and the script it governs.
        #expect(head.hasPrefix("<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\""))
        let script = try text(of: page, between: "<script>", and: "</script>")
        let style = try text(of: head, between: "<style>", and: "</style>")
        let attributes =
            styleAttributes.isEmpty ? "" : " 'unsafe-hashes' " + Set(styleAttributes).sorted().map(hashSource).joined(separator: " ")
        #expect(
            policy == "default-src 'none'; script-src \(hashSource(script)); style-src \(hashSource(style))\(attributes); "
                + "img-src data:; base-uri 'none'; form-action 'none'")
        #expect(page.components(separatedBy: "<script").count == 2 && page.components(separatedBy: "<style").count == 2)
        #expect(!page.contains(" onclick=") && !page.contains(" onload=") && !page.contains(" src="))
    }

    @Test func theDemosPageNamesItsScriptStyleAndKnobWidths() throws {
        let page = PageCommand.page(PageOptions(size: WebPageTests.size))
        let widths = page.components(separatedBy: "style=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        // One a knob.
        #expect(widths.count == PageCommand.knobs().count && widths.allSatisfy { $0.hasPrefix("min-width:") })
        try Self.checkPolicy(of: page, styleAttributes: widths)
    }

    @Test(arguments: [false, true])
    func aTalksPageNamesItsScriptAndStyle(withNotes: Bool) throws {
        let script = try TalkFile.load(WebPageTests.talk)
        let page = TalkPage.page(script, title: "minute", withNotes: withNotes)
        #expect(!page.contains("style=\""))
        try Self.checkPolicy(of: page, styleAttributes: [])
    }

    /// Streamed through spools in files, the page is the one made in memory.
    @Test func aPageSpooledInFilesIsThePageMadeInMemory() throws {
        // The default page: 1.5 MB, many times the spools' buffer.
        let options = try PageCommand.parse([])
        var spooled = ""
        let spools = try (rows: PageSpool(file: ()), frames: PageSpool(file: ()))
        PageCommand.write(options, spools: spools, progress: { (_, _) throws(Never) in }, to: { spooled += $0 })
        #expect(spools.rows.problem == nil && spools.frames.problem == nil)
        #expect(spooled == PageCommand.page(options))
    }

    /// A spool gives back whole lines, whatever its buffer cuts.
    @Test func aSpoolReadsBackWholeLines() throws {
        let spool = try PageSpool(file: ())
        var lines: [String] = []
        for index in 0..<40_000 {
            let line = String(repeating: index % 3 == 0 ? "界" : "ab", count: index % 17) + "\(index)\n"
            lines.append(line)
            spool.write(line)
        }
        for _ in 0..<2 {
            var pieces: [String] = []
            spool.read { pieces.append($0) }
            #expect(pieces.count > 1 && pieces.allSatisfy { $0.hasSuffix("\n") && !$0.contains("\u{FFFD}") })
            #expect(pieces.joined() == lines.joined())
        }
        #expect(spool.problem == nil)
    }
}

extension String {
    var trimmedRight: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
