@testable import LaunchTUI
import Foundation
import Scenes
import Testing

@Suite struct FilmstripCommandTests {
    static let stage = Stage(size: Size(width: 100, height: 30))

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
        let borders = elements.filter { $0.name == "rect" && $0.attributes["class"] != nil }
        let expected = strip.lanes.flatMap(\.columns).filter { $0.changed || $0.firstContent }
        #expect(borders.count == expected.count)
        #expect(borders.filter { $0.attributes["class"] == "first-content" }.count == strip.lanes.count)
        for border in borders {
            #expect(border.attributes["stroke"] == (border.attributes["class"] == "first-content" ? "#FF0000" : "#FEB301"))
            #expect(border.attributes["stroke-width"] == "2")
        }
        // Thumbnails and borders line up: each border at a thumbnail's corner, less a pixel.
        let corners = Set(uses.compactMap { $0.attributes["transform"] }.map { transform in
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
        for arguments in [["--interval", "0.3"], ["--interval", "5"], ["--until", "-1"], ["--until", "61"],
                          ["--format", "png"], ["-o", folder.path + "/missing/strip.svg"], ["-o", folder.path]] {
            #expect(LaunchTUIMain.run(["filmstrip"] + arguments + ["-o", existing].suffix(arguments.first == "-o" ? 0 : 2)) == 2,
                    "\(arguments)")
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "precious")
        #expect(LaunchTUIMain.run(["filmstrip", "--interval", "1", "-o", existing]) == 0)
        _ = try SVGElements.parse(String(contentsOfFile: existing, encoding: .utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["strip.svg"])
    }

    @Test func theCommandLineReadsEveryOption() throws {
        let invocation = try ArgumentParser.parse(["filmstrip", "--interval", "0.25", "--until", "2", "--size", "80x24",
                                                   "--theme", "dark", "-o", "x.svg", "--format", "text", "--network", "slow"])
        var expected = FilmstripOptions()
        expected.interval = .ms(250)
        expected.until = .ms(2000)
        expected.size = Size(width: 80, height: 24)
        expected.theme = .dark
        expected.output = "x.svg"
        expected.format = .text
        expected.scenario.network = .slow
        #expect(invocation == .filmstrip(expected))
    }
}
