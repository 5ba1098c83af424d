import Foundation
import Scenes
import Testing

@testable import LaunchTUI

@Suite struct FilmstripCommandTests {
    static let stage = Stage(size: Size(width: 100, height: 30))

    /// A narrow strip (three columns) is still as wide as its legend's last
    /// line, each character at the 8 points the legend spaces its marks by.
    @Test func aNarrowStripHoldsItsLegendWhole() throws {
        let strip = Filmstrip(stage: Self.stage, until: .ms(1000))
        let elements = try SVGElements.parse(FilmstripSVG.svg(strip, theme: .light))
        let width = try #require(elements.first?.attributes["width"].flatMap(Double.init))
        let last = try #require(elements.last { $0.name == "text" && $0.text.hasPrefix("↯ shift N") })
        let x = try #require(last.attributes["x"].flatMap(Double.init))
        #expect(width >= x + Double(last.text.count) * 8, "the legend's last line ends inside the picture")
    }

    @Test(arguments: [TerminalTheme.light, .dark])
    func theSVGHoldsTheStripsColumnsLabelsAndBorders(theme: TerminalTheme) throws {
        let strip = Filmstrip(stage: Self.stage)
        let elements = try SVGElements.parse(FilmstripSVG.svg(strip, theme: theme))
        #expect(elements.first?.name == "svg")
        // One thumbnail per lane and column, each a phone written once and reused.
        let uses = elements.filter { $0.name == "use" }
        #expect(uses.count == strip.lanes.count * strip.ticks.count)
        let distinct = Set(strip.lanes.flatMap { $0.columns.map(\.phone) }).count
        #expect(elements.filter { $0.name == "g" && $0.attributes["id"] != nil }.count == distinct)
        // The tick labels across the top, in order.
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        let labels = strip.ticks.map(Filmstrip.label)
        #expect(Array(texts.drop { $0 != "0s" }.prefix(labels.count)) == labels)
        // A border for each changed column and each first column with
        // content, in WebPageTest's colours, at its thumbnail.
        let borders = elements.filter { $0.name == "rect" && $0.attributes["class"].map { $0 != "shifted" } == true }
        let expected = strip.lanes.flatMap(\.columns).filter { $0.changed || $0.firstContent }
        // The column after a shift: a dashed border outside the others, in the shift regions' violet.
        let shifted = elements.filter { $0.name == "rect" && $0.attributes["class"] == "shifted" }
        #expect(shifted.count == strip.lanes.flatMap(\.columns).filter { $0.shift > 0 }.count)
        #expect(
            shifted.count == 1 && shifted.allSatisfy { $0.attributes["stroke"] == "#5F5FAF" && $0.attributes["stroke-dasharray"] != nil })
        #expect(borders.count == expected.count)
        #expect(borders.filter { $0.attributes["class"] == "first-content" }.count == strip.lanes.count)
        for border in borders {
            #expect(border.attributes["stroke"] == (border.attributes["class"] == "first-content" ? "#FF0000" : "#FEB301"))
            #expect(border.attributes["stroke-width"] == "2")
        }
        // Thumbnails and borders line up: each border at a thumbnail's corner, less a pixel.
        let corners = Set(
            uses.compactMap { $0.attributes["transform"] }.map { transform in
                transform.split(separator: ")")[0].dropFirst("translate(".count).split(separator: " ").compactMap { Double($0) }
            })
        for border in borders {
            let x = Double(border.attributes["x"]!)! + 1, y = Double(border.attributes["y"]!)! + 1
            #expect(corners.contains { abs($0[0] - x) < 0.01 && abs($0[1] - y) < 0.01 })
        }
        // The shift mark, the curves and each pane's Speed Index.
        #expect(texts.filter { $0.hasPrefix("↯ shift 0.125") }.count == 1)
        #expect(elements.filter { $0.attributes["class"] == "progress" }.count == 2)
        #expect(texts.contains("Logo splash: Speed Index 3000 ms"))
        #expect(texts.contains("Content first: Speed Index 756 ms"))
    }

    @Test func everySVGParses() throws {
        var offline = FilmstripOptions()
        offline.scenario.network = .offline
        offline.interval = .ms(1000)
        var animated = FilmstripOptions()
        animated.scenario.left = .animated
        animated.interval = .ms(100)
        animated.theme = .dark
        for options in [FilmstripOptions(), offline, animated] {
            _ = try SVGElements.parse(FilmstripCommand.output(options))
        }
        for at in [0, 1500, 3100] {
            var options = SnapshotOptions(at: .ms(at))
            options.format = .svg
            _ = try SVGElements.parse(SnapshotCommand.output(options))
        }
    }

    @Test func badInputGetsOneLineAndExitTwo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("strip.svg").path
        try "precious".write(toFile: existing, atomically: true, encoding: .utf8)
        for arguments in [
            ["--interval", "0.3"], ["--interval", "5"], ["--until", "-1"], ["--until", "61"],
            ["--format", "png"], ["-o", folder.path + "/missing/strip.svg"], ["-o", folder.path]
        ] {
            #expect(
                LaunchTUIMain.run(["filmstrip"] + arguments + ["-o", existing].suffix(arguments.first == "-o" ? 0 : 2)) == 2,
                "\(arguments)")
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "precious")
        #expect(LaunchTUIMain.run(["filmstrip", "--interval", "1", "-o", existing]) == 0)
        _ = try SVGElements.parse(String(contentsOfFile: existing, encoding: .utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["strip.svg"])
    }

    @Test func theCommandLineReadsEveryOption() throws {
        let invocation = try ArgumentParser.parse([
            "filmstrip", "--interval", "0.25", "--until", "2", "--size", "80x24",
            "--theme", "dark", "-o", "x.svg", "--format", "text", "--network", "slow"
        ])
        var expected = FilmstripOptions()
        expected.interval = .ms(250)
        expected.until = .ms(2000)
        expected.size = Size(width: 80, height: 24)
        expected.theme = .dark
        expected.output = "x.svg"
        expected.format = .text
        expected.scenario.network = .slow
        #expect(invocation == .command(FilmstripCommand.self, expected))
    }
}

/// Pictures from a talk: a still per marker, and the whole talk as one
/// animated SVG, both from the frames the recording shows.
@Suite struct TalkPicturesTests {
    static let talk = Examples.folder.appendingPathComponent("launch-in-a-minute.talk").path

    @Test func oneStillPerMarkerNamedByOrderAndLabel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stills-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(LaunchTUIMain.run(["record", Self.talk, "--stills", folder]) == 0)
        let script = try TalkFile.load(Self.talk)
        let markers = ScriptTimeline(script).markers
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.count == markers.count)
        // The example's two Marks, in their places among the Pauses.
        #expect(names.contains("03-cached-stories-at-0-4-s.svg"))
        #expect(names.contains("07-the-jump-at-3-0-s.svg"))
        for (index, name) in names.enumerated() {
            #expect(name.hasPrefix(String(format: "%02d-", index + 1)))
            let elements = try SVGElements.parse(String(contentsOfFile: folder + "/" + name, encoding: .utf8))
            #expect(elements.first?.attributes["width"] == "960" && elements.first?.attributes["height"] == "600")
        }
        // The jump: both phones show the banner, the splash has moved 0.125.
        let jump = try SVGElements.parse(String(contentsOfFile: folder + "/07-the-jump-at-3-0-s.svg", encoding: .utf8)).texts
        #expect(jump.filter { $0.contains("LIVE  Election results") }.count == 2)
        #expect(jump.contains("0.125"))
    }

    @Test func slugs() {
        #expect(RecordCommand.slug("the jump at 3.0 s") == "the-jump-at-3-0-s")
        #expect(RecordCommand.slug("  Ünïcode & \u{1B}[2J!  ") == "n-code-2j")
        #expect(RecordCommand.slug("...") == "marker")
        #expect(RecordCommand.slug(String(repeating: "word ", count: 20)).count <= 40)
    }

    /// One frame on the strip for each screen the cast shows, stepped by CSS
    /// keyframes at the cast's times, looping; under 3 MB for the example.
    @Test func theAnimatedSVGHasTheCastsFrames() throws {
        let script = try TalkFile.load(Self.talk)
        let svg = AnimatedSVG.svg(of: script)
        #expect(svg.utf8.count < 3_000_000)
        let elements = try SVGElements.parse(svg)
        let placed = elements.filter { $0.name == "use" && $0.attributes["href"]?.hasPrefix("#f") == true }
        // The cast's screens: its "o" events but the last (the ending), one per time.
        let cast = try Cast(CastRecorder.cast(of: script, title: "t"))
        let times = Set(cast.events.filter { $0.kind == "o" }.dropLast().map(\.time))
        #expect(placed.count == times.count)
        // Each a screen's width further along the strip.
        #expect(placed.enumerated().allSatisfy { Double($1.attributes["x"] ?? "") == Double($0) * 960 })
        // Rows and frames written once: far fewer row groups than rows shown.
        let rows = elements.filter { $0.name == "g" && $0.attributes["id"]?.hasPrefix("r") == true }.count
        #expect(rows < placed.count * 30 / 5)
        let style = try #require(elements.first { $0.name == "style" }?.text)
        #expect(style.contains("infinite"))
        #expect(style.components(separatedBy: "translateX").count - 1 == times.count + 1)
    }

    @Test func recordWritesAnSVGByItsExtensionOrFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animated-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talk = folder + "/short.launch"
        try "Set Fps 5\nPlay 1s\nMark \"one\"\n".write(toFile: talk, atomically: true, encoding: .utf8)
        #expect(LaunchTUIMain.run(["record", talk, "-o", folder + "/short.svg"]) == 0)
        #expect(try String(contentsOfFile: folder + "/short.svg", encoding: .utf8).hasPrefix("<?xml"))
        #expect(LaunchTUIMain.run(["record", talk, "-o", folder + "/short.out", "--format", "svg"]) == 0)
        #expect(try String(contentsOfFile: folder + "/short.out", encoding: .utf8).hasPrefix("<?xml"))
        #expect(LaunchTUIMain.run(["record", talk, "-o", folder + "/short.cast"]) == 0)
        #expect(try String(contentsOfFile: folder + "/short.cast", encoding: .utf8).hasPrefix("{\"version\": 2"))
        #expect(LaunchTUIMain.run(["record", talk]) == 2)
    }
}

/// A filmstrip of your own launch: a launch file in a pane, its columns
/// where its timetable puts them.
@Suite struct OwnLaunchFilmstripTests {
    /// Which tick label's column each mark on a lane's row sits in.
    static func columns(of marks: [String], in text: String, lane: String) throws -> [String: String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let ticks = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("0s") })
        let row = try #require(lines.first { $0.hasPrefix(lane) })
        let starts = ticks.indices.filter { ticks[$0] != " " && ($0 == ticks.startIndex || ticks[ticks.index(before: $0)] == " ") }
        var found: [String: String] = [:]
        for mark in marks {
            let at = try #require(row.range(of: mark)?.lowerBound, "no \(mark) on \(lane)'s row")
            let start = try #require(starts.last { $0 <= at }, "\(mark) before the first column")
            found[mark] = String(ticks[start...].prefix { $0 != " " })
        }
        return found
    }

    @Test func aLaunchFilesColumnsAreWhereItsTimetablePutsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("own-strip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Examples.folder.appendingPathComponent("launches/our-app.startup").path
        let text = folder.appendingPathComponent("strip.txt").path
        #expect(LaunchTUIMain.run(["filmstrip", "--left", file, "--interval", "0.25", "--format", "text", "-o", text]) == 0)
        let strip = try String(contentsOfFile: text, encoding: .utf8)
        // The file's title labels its row. Its content comes at 1.48 s, so the
        // 1.5 s column is the first with content; the banner pushes the
        // stories down at 2.2 s, a shift in the column of its frame (2.2 s),
        // beside the frame before it (2.19 s); the strip runs to its fully
        // drawn (2.2 s) plus an interval, on a tick.
        let marks = try Self.columns(of: ["#", "shift"], in: strip, lane: "Our app")
        #expect(marks == ["#": "1.5s", "shift": "2.2s"])
        #expect(strip.contains(" 2.19s ") && strip.contains(" 2.25s "))
        #expect(strip.contains("every 0.25s to 2.5s"))
        #expect(strip.contains("Our app: 0% at 0s, 100% at 2.2s"))
        // The same as SVG parses, and names the file's launch.
        let svg = folder.appendingPathComponent("strip.svg").path
        #expect(LaunchTUIMain.run(["filmstrip", "--left", file, "-o", svg]) == 0)
        let elements = try SVGElements.parse(String(contentsOfFile: svg, encoding: .utf8))
        #expect(elements.texts.contains("Our app"))
    }
}

/// A desktop report (Lighthouse's `formFactor` `desktop`) on the strip as
/// on the stage: its lane is the page's browser window, not a phone.
@Suite struct DesktopFilmstripTests {
    static func options(_ words: [String]) throws -> FilmstripOptions {
        let path = try FramesPaneTests.file(ReportFiguresTests.lighthouse(formFactor: "desktop"), name: "shop.json")
        return try #require(try ArgumentParser.parse(["filmstrip", "--left", path] + words).options(of: FilmstripCommand.self))
    }

    @Test func theSVGDrawsTheBrowserWindowBesideThePhone() throws {
        let options = try Self.options([])
        let elements = try SVGElements.parse(FilmstripCommand.output(options))
        // The window's address bar with the page's host, in each of the lane's pictures.
        #expect(elements.texts.contains { $0.hasPrefix("[ shop.example.org") })
        // Each lane's borders at its own thumbnail's size: the window's, the phone's.
        let layout = try #require(StageLayout(size: options.size))
        func pixels(_ columns: Int) -> Double { Double(columns) * Double(SVGWriter.cellWidthTenths) / 10 * FilmstripSVG.scale + 2 }
        let borders = elements.filter { $0.attributes["class"] == "first-content" }.compactMap {
            $0.attributes["width"].flatMap(Double.init)
        }
        #expect(borders == [pixels(layout.browser(0).width), pixels(layout.phones[1].width)])
    }

    @Test func theTextDrawsTheBrowserWindow() throws {
        var options = try Self.options(["--format", "text"])
        options.interval = .ms(1000)
        let lines = FilmstripCommand.output(options).split(separator: "\n").map(String.init)
        let lane = try #require(lines.firstIndex { $0.hasPrefix("shop.example.org") })
        let next = try #require(lines.firstIndex { $0.hasPrefix("Content first") })
        let window = lines[lane..<next].joined(separator: "\n")
        #expect(window.contains("│ < > ↻ [ shop.example.org"))
        #expect(!window.contains("9:41") && !window.contains("○ Search"), "no phone's status bar or app's tab bar")
        #expect(lines[next...].contains { $0.contains("9:41") })
    }
}
