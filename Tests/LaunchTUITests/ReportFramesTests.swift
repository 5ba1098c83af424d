import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// A report's own frames, read for `--frames`: Lighthouse's thumbnails
/// and final screenshot, a DevTools trace's screenshots; reports of our
/// own in the real schemas.
@Suite struct ReportFramesTests {
    /// 12x20 JPEGs made for these tests with ImageMagick (quality 90): a
    /// white page; a blue band across its top six rows; and a red block
    /// under it from row 8 down.
    static let blank =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/wAALCAAUAAwBAREA/8QAFQABAQAAAAAAAAAAAAAAAAAAAAn/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/9oACAEBAAA/AKpgA//Z"
    static let band =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAUAAwDAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQJ/8QAGhAAAQUBAAAAAAAAAAAAAAAAAAQHGFal0//EABYBAQEBAAAAAAAAAAAAAAAAAAAHCP/EACARAAEACwEAAAAAAAAAAAAAAAABAgQFFRZSU6Gi0dL/2gAMAwEAAhEDEQA/AJIOvbStVF2NITc5L+q/kncJbaMo6IOvbStVF2E3OS/qv5EJbaMo6avGbyiAAAAA/9k="
    static let loaded =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAUAAwDAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQH/8QAGhAAAQUBAAAAAAAAAAAAAAAAAAQHGFal0//EABcBAQEBAQAAAAAAAAAAAAAAAAAIBwn/xAAgEQABAAsBAAAAAAAAAAAAAAAAAQIEBRUWUlOhotHS/9oADAMBAAIRAxEAPwCSDr20rVRdikJucl/VfyZ3CW2jKOiDr20rVRdhNzkv6r+RCW2jKOmXkJHRwAAAAH//2Q=="

    static func thumbnail(_ timing: Int, _ base64: String) -> String {
        #"{"timing": \#(timing), "timestamp": \#(1_000_000 + timing * 1000), "data": "data:image/jpeg;base64,\#(base64)"}"#
    }

    /// A Lighthouse 12 report, simulated, with its metrics audit's observed
    /// figures (FCP 300 ms, LCP 610 ms), three thumbnails and a final screenshot.
    static func lighthouse(thumbnails: [String]? = nil, final: String? = nil) -> String {
        let items = thumbnails ?? [thumbnail(200, blank), thumbnail(400, band), thumbnail(600, loaded)]
        let last = final ?? #"{"type": "screenshot", "timing": 900, "timestamp": 1900000, "data": "data:image/jpeg;base64,\#(loaded)"}"#
        return """
            {"lighthouseVersion": "12.0.0", "requestedUrl": "https://shop.example.com/", "finalDisplayedUrl": "https://shop.example.com/",
             "configSettings": {"formFactor": "mobile", "throttlingMethod": "simulate"},
             "audits": {
              "first-contentful-paint": {"numericValue": 1800.5}, "largest-contentful-paint": {"numericValue": 3100.2},
              "cumulative-layout-shift": {"numericValue": 0}, "speed-index": {"numericValue": 2500},
              "metrics": {"details": {"items": [{"observedFirstContentfulPaint": 300, "observedLargestContentfulPaint": 610,
                                                 "observedSpeedIndex": 450, "observedCumulativeLayoutShift": 0}]}},
              "screenshot-thumbnails": {"details": {"type": "filmstrip", "scale": 3000, "items": [\(items.joined(separator: ", "))]}},
              "final-screenshot": {"details": \(last)}
             }}
            """
    }

    static func read(_ text: String, frames: Bool = true) throws(ReportProblem) -> ReportLaunch {
        var choices = ReportOptions()
        choices.frames = frames
        return try Reports.read(Array(text.utf8), choices: choices)
    }

    /// A thumbnail is the latest screenshot at or before its time: one
    /// that differs from the one before is shown from the middle of the
    /// interval between them, after the first paint (300 ms); one before
    /// the first paint at its own time. The last thumbnail is the load's
    /// last frame, so the final screenshot is left out.
    @Test func lighthouseFramesAreTheThumbnailsEachFromWhenItsPictureCame() throws {
        let launch = try Self.read(Self.lighthouse()).launch
        #expect(launch.frames.map(\.time) == [.ms(200), .ms(350), .ms(500)])
        #expect(launch.frames.allSatisfy { $0.picture.width == 12 && $0.picture.height == 20 })
        // The blue band at the top of the second frame, the red block of the third.
        let top = launch.frames[1].picture.pixel(x: 6, y: 2), bottom = launch.frames[2].picture.pixel(x: 6, y: 15)
        #expect(top.blue > 180 && top.red < 80, "\(top)")
        #expect(bottom.red > 180 && bottom.blue < 80, "\(bottom)")
        #expect(launch.frames[0].base64 == Self.blank)
    }

    @Test func withFramesThePaneIsTheObservedLoad() throws {
        let report = try Self.read(Self.lighthouse())
        #expect(report.launch.firstFrame == .ms(300))
        #expect(report.launch.steps == [LaunchStep(at: .ms(300), .skeleton), LaunchStep(at: .ms(610), .fresh)])
        #expect(report.launch.source?.contains("observed") == true)
        #expect(report.launch.source?.contains("simulated") == false)
        // The report's own (simulated) figures are kept as they are.
        #expect(report.launch.report?.firstFrame == 1800.5)
        #expect(report.launch.report?.observed?.speedIndex == 450)
    }

    @Test func withoutTheFlagNoFrameIsRead() throws {
        let launch = try Self.read(Self.lighthouse(), frames: false).launch
        #expect(launch.frames.isEmpty)
        #expect(launch.firstFrame == .ms(1801))
    }

    @Test func aFinalScreenshotBeforeTheLastThumbnailIsLeftOut() throws {
        let final = #"{"type": "screenshot", "timing": 500, "data": "data:image/jpeg;base64,\#(Self.band)"}"#
        let launch = try Self.read(Self.lighthouse(final: final)).launch
        #expect(launch.frames.map(\.time) == [.ms(200), .ms(350), .ms(500)])
    }

    /// Without thumbnails the final screenshot is the one frame, shown
    /// from the first paint (the page's first picture the report has).
    @Test func withoutThumbnailsTheFinalScreenshotIsTheFrame() throws {
        let launch = try Self.read(Self.lighthouse(thumbnails: [])).launch
        #expect(launch.frames.map(\.time) == [.ms(300)])
    }

    /// The sample that first shows the last picture is shown from the
    /// report's own last visual change, where it falls in its interval.
    @Test func theLastPictureComesAtTheReportsLastVisualChange() throws {
        let text = Self.lighthouse().replacingOccurrences(
            of: #""observedSpeedIndex": 450"#,
            with: #""observedSpeedIndex": 450, "observedLastVisualChange": 560"#)
        let launch = try Self.read(text).launch
        #expect(launch.frames.map(\.time) == [.ms(200), .ms(350), .ms(560)])
        #expect(launch.fullyDrawn == .ms(610))
    }

    /// The first frame after the first paint is shown from the first
    /// paint: before it, a blank page; never the demo's own screens.
    @Test func theFirstFrameAfterTheFirstPaintIsShownFromIt() throws {
        let launch = try Self.read(Self.lighthouse(thumbnails: [Self.thumbnail(450, Self.band), Self.thumbnail(900, Self.loaded)])).launch
        #expect(launch.frames.map(\.time) == [.ms(300), .ms(675)])
        // Even when that frame is also the last picture: never the demo's screens after the first paint.
        let text = Self.lighthouse(thumbnails: [Self.thumbnail(450, Self.loaded)])
            .replacingOccurrences(of: #""observedSpeedIndex": 450"#, with: #""observedSpeedIndex": 450, "observedLastVisualChange": 420"#)
        #expect(try Self.read(text).launch.frames.map(\.time) == [.ms(300)])
    }

    @Test func aCorruptOrTruncatedFrameIsOneLineNamingIt() throws {
        let truncated = String(Self.band.prefix(120))
        for (bad, why) in [(truncated, "cannot be decoded"), ("not*base64", "not base64"), ("aGVsbG8=", "cannot be decoded")] {
            let text = Self.lighthouse(thumbnails: [Self.thumbnail(200, Self.blank), Self.thumbnail(400, bad)])
            do {
                _ = try Self.read(text)
                Issue.record("a broken frame was read")
            } catch {
                #expect(error.message.hasPrefix("audits.screenshot-thumbnails.details.items[1]: "), "\(error.message)")
                #expect(error.message.contains(why), "\(error.message)")
                #expect(!error.message.contains("\n") && !error.plain.contains(bad))
            }
        }
    }

    @Test func aFrameThatIsNoJPEGDataURLIsRefused() {
        let png = #"{"timing": 200, "data": "data:image/png;base64,\#(Self.blank)"}"#
        #expect(throws: ReportProblem.self) { try Self.read(Self.lighthouse(thumbnails: [png])) }
    }

    @Test func aReportWithoutFramesIsDrawnAsWithout() throws {
        let text = Self.lighthouse().replacingOccurrences(of: "screenshot-thumbnails", with: "other-audit")
            .replacingOccurrences(of: "final-screenshot", with: "another-audit")
        let launch = try Self.read(text).launch
        #expect(launch.frames.isEmpty)
        #expect(launch.firstFrame == .ms(1801))
        #expect(
            ReportFrames.noneLine(file: "a.json", kind: LighthouseReport.kind)
                == "a.json: no frames of its own (no screenshot-thumbnails audit): its pane is drawn as without --frames")
    }

    /// Parsing reads no file and prints nothing: the report comes back as
    /// a file to load; the command loads it, and the warning for a report
    /// without frames is a value `main` says, before the command's failure
    /// when there is one.
    @Test func parsingNamesTheFilesAndTheCommandLoadsThemAndWarns() throws {
        var options = SnapshotCommand.defaults
        let files = try SnapshotCommand.table.parse(["--left", "/no/such/report.json", "--frames", "--at", "1"], into: &options)
        #expect(files.files.map(\.path) == ["/no/such/report.json"] && files.files.allSatisfy(\.choices.frames))
        #expect(options.scenario.left == Scenario().left, "nothing loaded while parsing")
        let text = Self.lighthouse().replacingOccurrences(of: "screenshot-thumbnails", with: "other-audit")
            .replacingOccurrences(of: "final-screenshot", with: "another-audit")
        let path = try FramesPaneTests.file(text)
        guard case .run(let parsed) = try ArgumentParser.parse(["snapshot", "--left", path, "--frames", "--at", "1"]) else {
            Issue.record("not a command")
            return
        }
        let warning = "\(path): no frames of its own (no screenshot-thumbnails audit): its pane is drawn as without --frames"
        #expect(parsed.warnings == [warning])
        #expect((parsed.options as? SnapshotOptions)?.scenario.left.name == path + "#frames")
        let failure = CommandFailure.usage("--styles goes with --format text; an SVG has its colours").after([warning])
        #expect(
            throws: failure,
            performing: { try ArgumentParser.parse(["snapshot", "--left", path, "--frames", "--at", "1", "--format", "svg", "--styles"]) })
        #expect(failure.lines == ["launch-tui: " + warning, "launch-tui: --styles goes with --format text; an SVG has its colours"])
    }

    @Test func aTracesScreenshotsAreFramesTimedFromItsNavigationStart() throws {
        let start = ChromeTraceReportTests.start
        func shot(_ ms: Int, _ base64: String) -> String {
            #"{"args": {"snapshot": "\#(base64)"}, "cat": "disabled-by-default-devtools.screenshot", "id": "0x1", "name": "Screenshot", "ph": "O", "pid": 7, "tid": 1, "ts": \#(start + ms * 1000)}"#
        }
        // The suite's own trace has a screenshot cut short: left out here, refused below.
        let own = ChromeTraceReportTests.events.filter { !$0.contains(#""name": "Screenshot""#) }
        let events = own + [shot(-50, Self.band), shot(250, Self.blank), shot(700, Self.loaded)]
        let text = #"{"traceEvents": [\#(events.joined(separator: ", "))]}"#
        let launch = try Self.read(text).launch
        #expect(launch.frames.map(\.time) == [.ms(250), .ms(700)])
        #expect(launch.firstFrame == .ms(413))
        #expect(launch.source?.contains("observed") == true)
        let broken = ChromeTraceReportTests.events.joined(separator: ", ")
        #expect(throws: ReportProblem.self) { try Self.read(#"{"traceEvents": [\#(broken)]}"#) }
    }

    @Test func base64DecodesWithAndWithoutPadding() {
        #expect(Base64.decode("aGVsbG8=") == Array("hello".utf8))
        #expect(Base64.decode("aGVsbG8") == Array("hello".utf8))
        #expect(Base64.decode("aGk=") == Array("hi".utf8))
        #expect(Base64.decode("") == [])
        #expect(Base64.decode("a") == nil)
        #expect(Base64.decode("a b=") == nil)
    }
}

/// `--frames`: a report's pane drawn from its own frames, on every command
/// that draws or measures.
@Suite struct FramesPaneTests {
    /// The Lighthouse report of `ReportFramesTests`, in a file of its own.
    static func file(_ text: String = ReportFramesTests.lighthouse(), name: String = "shop-lighthouse.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func snapshot(_ words: [String]) throws -> SnapshotOptions {
        try #require(try ArgumentParser.parse(["snapshot"] + words).options(of: SnapshotCommand.self))
    }

    @Test func thePaneShowsTheLatestFrameAtOrBeforeEachMoment() throws {
        let path = try Self.file()
        let style = try Self.snapshot(["--left", path, "--frames", "--at", "0.5"]).scenario.left
        let timetable = style.timetable(for: LaunchConditions())
        func shown(_ ms: Int) -> LaunchTime? {
            if case .reportFrame(let frame, _) = timetable.state(at: .ms(ms)).screen { return frame.time }
            return nil
        }
        #expect(shown(100) == nil)
        #expect(shown(200) == .ms(200) && shown(349) == .ms(200))
        #expect(shown(350) == .ms(350) && shown(650) == .ms(500) && shown(5000) == .ms(500))
        // The observed load: a blank page until its first paint at 300 ms, content at 610.
        #expect(timetable.state(at: .ms(299)).drawer == .system && timetable.state(at: .ms(300)).drawer == .app)
        if case .reportFrame(_, let content) = timetable.state(at: .ms(609)).screen { #expect(!content) }
        if case .reportFrame(_, let content) = timetable.state(at: .ms(610)).screen { #expect(content) }
        #expect(style.measured?.fromFrames == true)
    }

    @Test func theSnapshotDrawsPixelsAndTheObservedNumbers() throws {
        var options = try Self.snapshot(["--left", try Self.file(), "--frames", "--at", "1", "--styles"])
        options.styles = true
        let output = SnapshotCommand.output(options)
        #expect(output.contains(PixelPair.glyph + PixelPair.glyph))
        // The red block's pixels, in the style form.
        #expect(output.range(of: #"story#[c-f][0-9a-f][0-5][0-9a-f][0-5][0-9a-f]/"#, options: .regularExpression) != nil)
        // The observed figures: first paint 0.3 s, beside no report figure (they agree).
        #expect(output.contains("first paint 0.3 s ✓"))
        #expect(!output.contains("(report 1.8"))
    }

    @Test func metricsAreTheObservedLoadsAndTheReportsOwnStayInReport() throws {
        let options = try #require(
            try ArgumentParser.parse(["metrics", "--left", try Self.file(), "--frames", "--json"])
                .options(of: MetricsCommand.self))
        let json = MetricsCommand.output(options)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let pane = try #require((object?["panes"] as? [[String: Any]])?.first)
        #expect(pane["first_frame"] as? Double == 0.3)
        #expect(pane["content"] as? Double == 0.61)
        #expect((pane["source"] as? String)?.contains("observed") == true)
        let report = try #require(pane["report"] as? [String: Any])
        #expect(report["first_frame"] as? Double == 1.8005)
        // From the frames' histograms: blank to 400 ms, the band (about a
        // third of the way) to 600, then loaded.
        let index = try #require(pane["speed_index"] as? Int)
        #expect(index > 400 && index < 600, "\(index)")
    }

    /// A pane drawn from its frames shows pictures, in which nothing is
    /// measured to shift: a report's poor CLS keeps its verdict, and metrics
    /// says why it reads 0.000, not that no banner reaches it.
    @Test func aShiftTheFramesCannotShowKeepsTheReportsVerdict() throws {
        let shifting = ReportFramesTests.lighthouse()
            .replacingOccurrences(
                of: #""cumulative-layout-shift": {"numericValue": 0}"#,
                with:
                    #""cumulative-layout-shift": {"numericValue": 0.42}, "layout-shifts": {"details": {"type": "table", "items": [{"node": {"type": "node", "selector": "body"}, "score": 0.42}]}}"#
            )
        let options = try #require(
            try ArgumentParser.parse(["metrics", "--left", try Self.file(shifting), "--frames"])
                .options(of: MetricsCommand.self))
        let text = MetricsCommand.output(options)
        #expect(text.contains("layout_shift vs web.dev CLS  poor (>0.25)"))
        #expect(
            text.replacingOccurrences(of: "\n  ", with: " ").contains(
                "the report's CLS 0.42 is poor, and its frames are pictures, in which no shift is measured (it reads 0.000): its verdict is the report's."
            ))
    }

    @Test func framesNeedAReport() {
        #expect(throws: CommandFailure.usage("--frames draws a report's own frames: it goes with --left REPORT or --right REPORT")) {
            _ = try ArgumentParser.parse(["snapshot", "--frames", "--at", "1"])
        }
        #expect(throws: CommandFailure.usage("--frames takes no value")) {
            _ = try ArgumentParser.parse(["snapshot", "--frames=on", "--at", "1"])
        }
    }

    @Test func aCorruptFrameIsAUsageFailure() throws {
        let text = ReportFramesTests.lighthouse(thumbnails: [ReportFramesTests.thumbnail(200, String(ReportFramesTests.band.prefix(90)))])
        let path = try Self.file(text)
        do {
            _ = try ArgumentParser.parse(["snapshot", "--left", path, "--frames", "--at", "1"])
            Issue.record("a corrupt frame was drawn")
        } catch {
            #expect(
                error
                    == .usage(
                        "\(path): audits.screenshot-thumbnails.details.items[0]: the frame cannot be decoded (a corrupt or truncated JPEG)")
            )
        }
    }
}

/// `Scenario left=REPORT frames=on` in a talk: the same as `--frames`.
@Suite struct FramesTalkTests {
    static func talk(_ text: String) throws -> String {
        let report = try FramesPaneTests.file()
        let folder = (report as NSString).deletingLastPathComponent
        let path = folder + "/frames.talk"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func framesOnDrawsTheReportsOwnFrames() throws {
        let script = try TalkFile.load(try Self.talk("Scenario left=shop-lighthouse.json frames=on\nPlay 1s\n"))
        guard case .scenario(let assignments) = try #require(script.actions.first).value else {
            Issue.record("no scenario")
            return
        }
        let scenario = assignments.reduce(Scenario()) { $1.applied(to: $0) }
        #expect(scenario.left.measured?.fromFrames == true)
        #expect(scenario.left.measured?.source?.contains("observed") == true)
        let plain = try TalkFile.load(try Self.talk("Scenario left=shop-lighthouse.json frames=off\nPlay 1s\n"))
        guard case .scenario(let without) = try #require(plain.actions.first).value else { return }
        #expect(without.reduce(Scenario()) { $1.applied(to: $0) }.left.measured?.fromFrames == false)
    }

    @Test func framesOnWithoutAReportOrWithAnotherWordIsAMistake() throws {
        for (text, message) in [
            ("Scenario network=slow frames=on\nPlay 1s\n", "frames=on draws a report's own frames"),
            ("Scenario left=shop-lighthouse.json frames=yes\nPlay 1s\n", "frames takes on or off, not 'yes'")
        ] {
            let path = try Self.talk(text)
            do throws(Files.Problem) {
                _ = try TalkFile.load(path)
                Issue.record("read: \(text)")
            } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }
}

extension FramesPaneTests {
    /// `snapshot --format svg` embeds the frame shown, the report's own
    /// bytes, over its pixels and clipped to the phone's screen.
    @Test func theSVGEmbedsTheReportsOwnJPEG() throws {
        let options = try Self.snapshot(["--left", try Self.file(), "--frames", "--at", "0.4", "--format", "svg"])
        let svg = SnapshotCommand.output(options)
        #expect(svg.contains("<image href=\"data:image/jpeg;base64,\(ReportFramesTests.band)\""))
        #expect(svg.components(separatedBy: "<image ").count == 2)
        #expect(svg.contains("clip-path=\"url(#frame0)\"") && svg.contains("<clipPath id=\"frame0\">"))
        let without = SnapshotCommand.output(try Self.snapshot(["--left", try Self.file(), "--at", "0.5", "--format", "svg"]))
        #expect(!without.contains("<image "))
    }
}

extension FramesPaneTests {
    /// The filmstrip of a report drawn from its frames shows each frame
    /// itself, the report's own bytes, in its lane's columns.
    @Test func theFilmstripEmbedsTheReportsOwnJPEG() throws {
        let words = ["filmstrip", "--left", try Self.file(), "--frames"]
        let options = try #require(try ArgumentParser.parse(words).options(of: FilmstripCommand.self))
        let svg = FilmstripCommand.output(options)
        #expect(svg.contains("<image href=\"data:image/jpeg;base64,\(ReportFramesTests.loaded)\""))
        _ = try SVGElements.parse(svg)
        let plain = try #require(try ArgumentParser.parse(Array(words.dropLast())).options(of: FilmstripCommand.self))
        #expect(!FilmstripCommand.output(plain).contains("<image "))
    }
}

extension FramesTalkTests {
    /// A talk's stills (`record --stills`) show a frames=on report's own image.
    @Test func theStillsEmbedTheReportsOwnJPEG() throws {
        let talk = try Self.talk("Scenario left=shop-lighthouse.json frames=on\nPlay 0.5s\nMark \"frame\"\nPlay 0.5s\n")
        let folder = (talk as NSString).deletingLastPathComponent + "/stills"
        try RecordCommand.writeStills(of: try TalkFile.load(talk), into: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let still = try #require(names.first { $0.hasSuffix(".svg") })
        let svg = try String(contentsOfFile: folder + "/" + still, encoding: .utf8)
        #expect(svg.contains("<image href=\"data:image/jpeg;base64,\(ReportFramesTests.loaded)\""))
    }
}

extension FramesTalkTests {
    /// The animated SVG of a frames=on talk shows the report's own images,
    /// each written once however many frames show it.
    @Test func theAnimatedSVGEmbedsEachOfTheReportsImagesOnce() throws {
        let script = try TalkFile.load(try Self.talk("Scenario left=shop-lighthouse.json frames=on\nPlay 2s\n"))
        let svg = AnimatedSVG.svg(of: script)
        let embedded = svg.components(separatedBy: "<image href=\"data:image/jpeg;base64,\(ReportFramesTests.band)\"").count - 1
        #expect(embedded == 1)
        _ = try SVGElements.parse(svg)
        let plain = try TalkFile.load(try Self.talk("Scenario left=shop-lighthouse.json\nPlay 2s\n"))
        #expect(!AnimatedSVG.svg(of: plain).contains("<image "))
    }
}

extension FramesPaneTests {
    /// A report's frames run on past its fully drawn (Lighthouse's final
    /// screenshot comes after the load): the strip's visual progress stops
    /// at its time axis's end, as its columns do.
    @Test func theFilmstripsCurveEndsAtItsAxis() throws {
        let final = #"{"type": "screenshot", "timing": 4000, "data": "data:image/jpeg;base64,\#(ReportFramesTests.loaded)"}"#
        let path = try Self.file(ReportFramesTests.lighthouse(final: final))
        for words in [["--frames"], ["--frames", "--interval", "0.25"], ["--frames", "--until", "1"]] {
            let options = try #require(try ArgumentParser.parse(["filmstrip", "--left", path] + words).options(of: FilmstripCommand.self))
            let elements = try SVGElements.parse(FilmstripCommand.output(options))
            // The axis: the 0% line, from the first tick to the last.
            let axis = try #require(elements.first { $0.name == "path" && $0.attributes["stroke-opacity"] == "0.8" }?.attributes["d"])
            let ends = Self.xs(axis)
            let curves = elements.filter { $0.attributes["class"] == "progress" }.compactMap { $0.attributes["d"] }
            #expect(curves.count == 2)
            for curve in curves {
                let xs = Self.xs(curve)
                #expect(xs.allSatisfy { $0 >= ends[0] - 0.01 && $0 <= ends[1] + 0.01 }, "\(words): \(curve) beyond \(axis)")
                #expect(xs.last == ends.last)
            }
        }
    }

    /// The x of each M and H of a path.
    static func xs(_ path: String) -> [Double] {
        var xs: [Double] = []
        var rest = Substring(path)
        while let command = rest.firstIndex(where: { $0 == "M" || $0 == "H" }) {
            rest = rest[rest.index(after: command)...]
            let number = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            if let x = Double(number) { xs.append(x) }
        }
        return xs
    }
}

/// A report's frames together are held within `ReportFrames.budget`, or
/// refused at the frame past it, before it is decoded.
@Suite struct ReportFramesBudgetTests {
    static func encoded(_ jpegs: [[UInt8]]) -> [ReportFrames.Encoded] {
        jpegs.enumerated().map { index, bytes in
            ReportFrames.Encoded(time: Double(index * 10), base64: Data(bytes).base64EncodedString(), name: "frames[\(index)]")
        }
    }

    /// 300 frames of 159x8192, in a Lighthouse report of 2 MB: each
    /// decoded at 40x2048, 74 MB in all (at full size they took 1.16 GB).
    @Test func manyTallFramesAreHeldAtTheSizeTheyAreDrawnAt() throws {
        let thumbnails = (0..<300).map { index in
            let bytes = MadeJPEG.grey(width: 159, height: 8192, comment: "frame \(index)")
            return ReportFramesTests.thumbnail(100 + index * 10, Data(bytes).base64EncodedString())
        }
        let frames = try ReportFramesTests.read(ReportFramesTests.lighthouse(thumbnails: thumbnails)).launch.frames
        // The report's final screenshot, before the last thumbnail, is left out.
        #expect(frames.count == 300)
        #expect(frames.allSatisfy { $0.picture.width == 40 && $0.picture.height == 2048 })
        let bytes = frames.reduce(0) { $0 + $1.picture.rgb.count }
        #expect(bytes == 300 * 40 * 2048 * 3 && bytes < ReportFrames.budget.bytes)
    }

    /// Frames of 496x114 (decoded whole, 170 KB each): the 1583rd goes
    /// past 256 MB, and is refused naming the limit before it is decoded.
    /// The same frame two thousand times is decoded once, and counted once.
    @Test func framesPastTheBudgetAreRefusedAtTheFrameThatGoesPast() throws {
        let distinct = (0..<1600).map { MadeJPEG.grey(width: 496, height: 114, comment: "frame \($0)") }
        do {
            _ = try ReportFrames.decoded(Self.encoded(distinct))
            Issue.record("1600 frames of 170 KB decoded")
        } catch {
            #expect(
                error.message
                    == "frames[1582]: the frame (496x114 decoded) is past the 256 MB a report's frames may take decoded, after 1582 frames")
        }
        let same = try ReportFrames.decoded(Self.encoded([[UInt8]](repeating: distinct[0], count: 2000)))
        #expect(same.count == 2000 && same.allSatisfy { $0.picture == same[0].picture })
    }

    /// A progressive frame of 499 empty scans over 5600x5600 pixels (each
    /// scan walks every block): past the 4 G pixels a report's frames may
    /// take to decode, refused as it goes past.
    @Test func framesPastTheWorkBudgetAreRefused() throws {
        let slow = MadeJPEG.grey(width: 5600, height: 5600, progressive: true, scans: 499)
        do {
            _ = try ReportFrames.decoded(Self.encoded([MadeJPEG.grey(width: 16, height: 16), slow]))
            Issue.record("decoded")
        } catch {
            #expect(
                error.message
                    == "frames[1]: the frame is past the 4 G pixels a report's frames may take to decode (each scan of a progressive image counted), after 1 frame"
            )
        }
        // With 99 scans it is read: 3.1 G pixels.
        let fewer = try ReportFrames.decoded(Self.encoded([MadeJPEG.grey(width: 5600, height: 5600, progressive: true, scans: 99)]))
        #expect(fewer.first?.picture.width == 700)
    }

    /// A hostile frame on the command line: one line naming the frame and
    /// the limit, a usage failure (exit status 2).
    @Test func aFrameClaimingHugeSidesIsOneLine() throws {
        let bytes = MadeJPEG.claiming(width: 65500, height: 65500, MadeJPEG.grey(width: 16, height: 16, progressive: true, scans: 2))
        let text = ReportFramesTests.lighthouse(thumbnails: [ReportFramesTests.thumbnail(200, Data(bytes).base64EncodedString())])
        let path = try FramesPaneTests.file(text)
        do {
            _ = try ArgumentParser.parse(["metrics", "--left", path, "--frames"])
            Issue.record("read")
        } catch {
            #expect(
                error
                    == .usage(
                        "\(path): audits.screenshot-thumbnails.details.items[0]: the frame cannot be decoded: a 65500x65500 image is not a frame (at most 8192 pixels a side)"
                    ))
        }
    }
}

/// A talk that draws many files from their frames, none of which has any,
/// says so once, however often and however each is named.
@Suite struct FramesTalkWithoutFramesTests {
    @Test func manyFilesWithoutFramesAreOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("noframes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = ReportFramesTests.lighthouse().replacingOccurrences(of: "screenshot-thumbnails", with: "other-audit")
            .replacingOccurrences(of: "final-screenshot", with: "another-audit")
        for index in 0..<5 { try Data(plain.utf8).write(to: URL(fileURLWithPath: folder + "/r\(index).json")) }
        var frames = ReportOptions()
        frames.frames = true
        let one = TalkFile.NamedFiles()
        _ = one.load(folder + "/r0.json", choices: frames)
        _ = one.load(folder + "/./r0.json", choices: frames)
        #expect(one.withoutFramesLine(talk: "t.talk") == ReportFrames.noneLine(file: folder + "/r0.json", kind: LighthouseReport.kind))
        let named = TalkFile.NamedFiles()
        for index in [0, 1, 2, 3, 4, 0, 1] { _ = named.load(folder + "/r\(index).json", choices: frames) }
        _ = named.load(folder + "/./r2.json", choices: frames)
        #expect(named.withoutFrames.count == 5)
        #expect(
            named.withoutFramesLine(talk: "t.talk")
                == "t.talk: 5 files it draws from their frames have no frames of their own (\(folder)/r0.json, \(folder)/r1.json, \(folder)/r2.json and 2 more): their panes are drawn as without frames=on"
        )
    }
}
