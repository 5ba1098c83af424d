import Foundation
import Scenes
import Testing

@testable import LaunchTUI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every element of an SVG, read with Foundation's XML parser: that it
/// parses at all is the first check.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    static func parse(_ svg: String) throws -> [Element] {
        let reader = SVGElements()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        return reader.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}

extension [SVGElements.Element] {
    var texts: [String] { filter { $0.name == "text" }.map(\.text) }
    /// The fills of the full-size background rectangles.
    var backgrounds: [String] { filter { $0.name == "rect" && $0.attributes["width"] == "100%" }.map { $0.attributes["fill"] ?? "" } }
}

@Suite struct SVGWriterTests {
    @Test(arguments: [LaunchTime.ms(0), .ms(1600), .ms(3100)])
    func wellFormedWithOneTextPerStyleRun(at time: LaunchTime) throws {
        let buffer = Stage(size: Size(width: 100, height: 30)).render(at: time, status: StageStatus(caption: "<&> \"'"))
        let svg = SVGWriter.svg(buffer, theme: .dark)
        let elements = try SVGElements.parse(svg)
        #expect(elements.first?.name == "svg")
        // Lines and blocks are shapes, so a run's text holds spaces in their place.
        var expected: [String] = []
        for y in 0..<buffer.height {
            expected += buffer.styleRuns(row: y)
                .map { String($0.text.map { SVGCellGlyphs.drawsShape(String($0)) ? " " : $0 }) }
                .filter { $0.contains { $0 != " " } }
        }
        #expect(elements.texts == expected)
        #expect(elements.texts.contains { $0.contains("<&> \"'") })
    }

    /// Runs written out: xterm's 71 (#5faf5f) for a story and 33 (#0087ff)
    /// for a bold banner on a dark terminal, 9.6 px a column, the baseline
    /// 15 px down; blanks in the terminal's own colours draw nothing.
    @Test func aRowBecomesItsRunsLiterally() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.put("ab", x: 0, y: 0, style: CellStyle(.story))
        buffer.put("c", x: 2, y: 0, style: CellStyle(.banner, .bold))
        let svg = SVGWriter.svg(buffer, theme: .dark)
        let body = svg.split(separator: "\n").drop { !$0.hasPrefix("<rect width=\"100%\"") }.dropFirst()
        #expect(
            Array(body) == [
                "<text x=\"0\" y=\"15\" fill=\"#5faf5f\" textLength=\"19.2\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">ab</text>",
                "<text x=\"19.2\" y=\"15\" fill=\"#0087ff\" font-weight=\"bold\" textLength=\"9.6\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">c</text>",
                "</svg>"
            ])
    }

    /// Box-drawing lines run the whole height of their cell, so that the
    /// phone's sides join from row to row with no gap, whatever the font.
    @Test func verticalLinesFillTheirCells() throws {
        let buffer = Stage(size: Size(width: 100, height: 30)).render(at: .ms(3100))
        let paths = Set(
            try SVGElements.parse(SVGWriter.svg(buffer, theme: .light)).filter { $0.name == "path" }.compactMap { $0.attributes["d"] })
        var count = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width where buffer[x, y].text == "│" {
                // From the cell's top to its bottom, through its middle: 9.6 by 20 pixels.
                let middle = FixedDecimal.text(units: x * 960 + 480, places: 2, trimmed: true)
                #expect(paths.contains("M\(middle) \(y * 20)L\(middle) \(y * 20 + 20)"), "│ at \(x), \(y)")
                count += 1
            }
        }
        #expect(count > 30)
    }

    @Test func theThemeSetsTheBackground() throws {
        let buffer = Stage(size: Size(width: 80, height: 24)).render(at: .ms(1000))
        #expect((try SVGElements.parse(SVGWriter.svg(buffer, theme: .dark))).backgrounds == ["#1c1c1c"])
        #expect((try SVGElements.parse(SVGWriter.svg(buffer, theme: .light))).backgrounds == ["#ffffff"])
    }

    @Test func runsSplitWhereTheStyleChanges() {
        var buffer = ScreenBuffer(size: Size(width: 12, height: 1))
        buffer.put("ab", x: 0, y: 0, style: CellStyle(.story))
        buffer.put("日本", x: 2, y: 0, style: CellStyle(.story))
        buffer.put("c", x: 6, y: 0, style: CellStyle(.banner, .bold))
        let runs = buffer.styleRuns(row: 0)
        #expect(runs.map(\.text) == ["ab日本", "c", "     "])
        #expect(runs.map(\.start) == [0, 6, 7])
    }

    @Test func colorsAndEscapes() {
        #expect(TerminalPalette.hex(16) == "#000000" && TerminalPalette.hex(75) == "#5fafff" && TerminalPalette.hex(255) == "#eeeeee")
        #expect(SVGWriter.escaped("a<b>&\"'\u{1B}\u{FFFF}") == "a&lt;b&gt;&amp;&quot;&apos;\u{FFFD}\u{FFFD}")
        #expect(SVGWriter.x(3) == "28.8" && SVGWriter.x(10) == "96")
    }

    @Test func theCommandPrintsSVG() throws {
        var options = SnapshotOptions(at: .ms(2600))
        options.format = .svg
        options.theme = .light
        let svg = SnapshotCommand.output(options)
        #expect(svg.hasPrefix("<?xml") && svg.hasSuffix("</svg>\n"))
        #expect((try SVGElements.parse(svg)).backgrounds == ["#ffffff"])
    }
}

@Suite struct StillFormatTests {
    /// `--format` takes the list's names, its help and the styles rule come from it.
    @Test func snapshotFormatsComeFromTheList() throws {
        let names = StillFormat.all.map(\.name)
        #expect(names.first == "text", "the text form is the default")
        #expect(Set(names).count == names.count)
        #expect(Set(StillFormat.all.map(\.pathExtension)).count == names.count, "no two formats write files of one extension")
        #expect(
            SnapshotCommand.table.helpRows.contains {
                $0.name == "--format " + names.joined(separator: "|") && $0.help == StillFormat.help()
            })
        let help = StillFormat.help().joined(separator: " ")
        for format in StillFormat.all.dropFirst() { #expect(help.contains("\(format.name): \(format.summary)")) }
        for format in StillFormat.all {
            let options = try #require(
                try ArgumentParser.parse(["snapshot", "--at", "1", "--format", format.name]).options(of: SnapshotCommand.self))
            #expect(options.format == format)
            #expect(StillFormat.stylesProblem(with: format) == format.withoutStyleForm.map { "--styles goes with --format text; " + $0 })
        }
        #expect(throws: CommandFailure.self) { try ArgumentParser.parse(["snapshot", "--at", "1", "--format", "pdf"]) }
        #expect(StillFormat.stylesProblem(with: .svg) == "--styles goes with --format text; an SVG has its colours")
    }

    /// Every format draws the buffer it is given, whole, and `snapshot`
    /// prints those bytes: the text one as the snapshot files hold it, the
    /// SVG one through SVGWriter.
    @Test func eachFormatDrawsTheBuffer() {
        let buffer = Stage(scenario: Scenario(), size: Size(width: 100, height: 30)).render(at: .ms(3100))
        #expect(StillFormat.text.text(of: buffer) == buffer.text + "\n")
        #expect(StillFormat.text.text(of: buffer, StillSettings(styles: true)) == buffer.snapshotText)
        #expect(StillFormat.svg.text(of: buffer, StillSettings(theme: .light)) == SVGWriter.svg(buffer, theme: .light))
        for format in StillFormat.all {
            var options = SnapshotOptions(at: .ms(3100), size: Size(width: 100, height: 30))
            options.format = format
            let picture = SnapshotCommand.picture(options)
            #expect(!picture.isEmpty, "\(format.name) draws something")
            let (screen, settings) = SnapshotCommand.still(options)
            #expect(picture == format.picture(screen, settings))
        }
    }

    /// `filmstrip --format` offers the formats that draw a strip, SVG the
    /// default, with each one's summary in its help.
    @Test func filmstripFormatsComeFromTheList() throws {
        let strips = StillFormat.all.filter { $0.strip != nil }
        #expect(Set(["svg", "text"]).isSubset(of: strips.map(\.name)))
        #expect(FilmstripCommand.defaults.format == .svg)
        let others = strips.filter { $0 != .svg }
        #expect(
            FilmstripCommand.table.helpRows.contains {
                $0.name == "--format " + (["svg"] + others.map(\.name)).joined(separator: "|")
                    && $0.help == StillFormat.help(strips, standard: .svg, summary: { $0.strip?.summary })
            })
        let help = StillFormat.help(strips, standard: .svg, summary: { $0.strip?.summary }).joined(separator: " ")
        #expect(help.hasPrefix("svg (the default), or ") && help.contains("text: the same strip as text"))
        for format in strips {
            let options = try #require(
                try ArgumentParser.parse(["filmstrip", "--format", format.name, "--until", "1"]).options(of: FilmstripCommand.self))
            #expect(!FilmstripCommand.picture(options).isEmpty, "\(format.name) draws a strip")
        }
    }
}
