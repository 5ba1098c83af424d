@testable import LaunchTUI
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Scenes
import Testing

/// Collects the SVG's elements as Foundation's XML parser reads them.
private final class SVGReader: NSObject, XMLParserDelegate {
    var texts: [String] = []
    var elements: [String] = []
    var backgrounds: [String] = []
    private var current: String?

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(name)
        if name == "text" { current = "" }
        if name == "rect", attributes["width"] == "100%" { backgrounds.append(attributes["fill"] ?? "") }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let current { texts.append(current) }
        current = nil
    }

    static func read(_ svg: String) -> SVGReader? {
        let parser = XMLParser(data: Data(svg.utf8))
        let reader = SVGReader()
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }
}

@Suite struct SVGWriterTests {
    @Test(arguments: [LaunchTime.ms(0), .ms(1600), .ms(3100)])
    func wellFormedWithOneTextPerStyleRun(at time: LaunchTime) throws {
        let buffer = Stage(size: Size(width: 100, height: 30)).render(at: time, status: StageStatus(caption: "<&> \"'"))
        let svg = SVGWriter.svg(buffer, theme: .dark)
        let reader = try #require(SVGReader.read(svg))
        #expect(reader.elements.first == "svg")
        var expected: [String] = []
        for y in 0..<buffer.height {
            expected += SVGWriter.runs(of: buffer, row: y).map(\.text).filter { $0.contains { $0 != " " } }
        }
        #expect(reader.texts == expected)
        #expect(reader.texts.contains { $0.contains("<&> \"'") })
    }

    @Test func theThemeSetsTheBackground() throws {
        let buffer = Stage(size: Size(width: 80, height: 24)).render(at: .ms(1000))
        #expect(SVGReader.read(SVGWriter.svg(buffer, theme: .dark))?.backgrounds == ["#1c1c1c"])
        #expect(SVGReader.read(SVGWriter.svg(buffer, theme: .light))?.backgrounds == ["#ffffff"])
    }

    @Test func runsSplitWhereTheStyleChanges() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
        buffer.put("ab", x: 0, y: 0, style: Style(.story))
        buffer.put("日本", x: 2, y: 0, style: Style(.story))
        buffer.put("c", x: 6, y: 0, style: Style(.banner, .bold))
        let runs = SVGWriter.runs(of: buffer, row: 0)
        #expect(runs.map(\.text) == ["ab日本", "c", "     "])
        #expect(runs.map(\.start) == [0, 6, 7])
    }

    @Test func colorsAndEscapes() {
        #expect(Theme.hex(16) == "#000000" && Theme.hex(75) == "#5fafff" && Theme.hex(255) == "#eeeeee")
        #expect(SVGWriter.escaped("a<b>&\"'\u{1B}\u{FFFF}") == "a&lt;b&gt;&amp;&quot;&apos;\u{FFFD}\u{FFFD}")
        #expect(SVGWriter.x(3) == "28.8" && SVGWriter.x(10) == "96")
    }

    @Test func theCommandPrintsSVG() {
        var options = SnapshotOptions(at: .ms(2600))
        options.format = .svg
        options.theme = .light
        let svg = SnapshotCommand.output(options)
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        #expect(SVGReader.read(svg)?.backgrounds == ["#ffffff"])
    }
}
