import Scenes

/// One frame as a standalone SVG for a slide: monospace cells, colours from
/// the cells' roles through the `TerminalPalette` (256 colours) for the terminal
/// background the slide is shown on, one `<text>` per style run.
enum SVGWriter {
    /// A cell's size in pixels: 0.6 em wide, as monospace fonts draw, at 16 px.
    static let cellWidthTenths = 96
    static let cellHeight = 20
    static let fontSize = 16

    /// `frames`: a report's own frames on the stage, each embedded as the
    /// report's JPEG itself over the cells its pixels take.
    static func svg(_ buffer: ScreenBuffer, theme: TerminalTheme, frames: [Stage.ShownFrame] = []) -> String {
        let palette = TerminalPalette(level: .full, background: theme)
        return document(
            width: x(buffer.width), height: String(buffer.height * cellHeight),
            background: palette.ownRGB.background,
            body: cells(buffer, palette: palette) + frames.enumerated().map { image($1, id: $0) }.joined())
    }

    /// A report's frame as an image: the report's own bytes (its base64,
    /// never encoded again) stretched over the cells its pixels take (which
    /// keep its aspect to a pixel), clipped to the phone's screen.
    static func image(_ shown: Stage.ShownFrame, id: Int) -> String {
        let screen = shown.screen, cells = shown.cells
        let clip =
            "<clipPath id=\"frame\(id)\"><rect x=\"\(x(screen.x))\" y=\"\(screen.y * cellHeight)\" "
            + "width=\"\(x(screen.width))\" height=\"\(screen.height * cellHeight)\"/></clipPath>\n"
        // Base64 holds no character XML must escape.
        return clip + "<image href=\"data:image/jpeg;base64,\(shown.frame.base64)\" x=\"\(x(cells.x))\" y=\"\(cells.y * cellHeight)\" "
            + "width=\"\(x(cells.width))\" height=\"\(cells.height * cellHeight)\" preserveAspectRatio=\"none\" "
            + "clip-path=\"url(#frame\(id))\"/>\n"
    }

    /// A standalone SVG of `width` by `height` pixels on `background`, in
    /// the cells' monospace fonts (the first the viewer has).
    static func document(width: String, height: String, background: String, body: String) -> String {
        header(width: width, height: height, background: background) + body + "</svg>\n"
    }

    /// The opening of such an SVG, up to its background: what a document
    /// streamed piece by piece (an animated SVG) starts with too.
    static func header(width: String, height: String, background: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
        font-family="\(fontFamily)" font-size="\(fontSize)">
        <rect width="100%" height="100%" fill="\(background)"/>

        """
    }

    /// Monospace fonts, the platforms' own first, then the ones Linux has.
    static let fontFamily = "ui-monospace, Menlo, Consolas, 'DejaVu Sans Mono', 'Noto Sans Mono', 'Liberation Mono', monospace"

    /// The buffer's cells at the origin, a cell 9.6 by 20 pixels: each row's
    /// backgrounds, then its lines and blocks as shapes, then its text.
    static func cells(_ buffer: ScreenBuffer, palette: TerminalPalette) -> String {
        (0..<buffer.height).map { row(of: buffer, $0, palette: palette, top: $0 * cellHeight) }.joined()
    }

    /// Row `y` of the buffer with its top at `top` pixels.
    static func row(of buffer: ScreenBuffer, _ y: Int, palette: TerminalPalette, top: Int) -> String {
        var out = ""
        // Backgrounds first, neighbours of one colour as one rectangle
        // (side by side, antialiased edges would show as seams), then the text.
        var fills: [(start: Int, end: Int, color: String)] = []
        var texts = ""
        for run in buffer.styleRuns(row: y) {
            let look = palette.look(for: run.style)
            let (foreground, background) = palette.paint(look)
            if let background {
                if let last = fills.last, last.end == run.start, last.color == background {
                    fills[fills.count - 1].end = run.end
                } else {
                    fills.append((run.start, run.end, background))
                }
            }
            // Lines and blocks as shapes that fill their cells; the rest as text.
            let characters = run.text.map(String.init)
            let shapes = SVGCellGlyphs.shapes(
                characters, start: run.start, top: Double(top), width: Double(cellWidthTenths) / 10,
                height: Double(cellHeight), color: foreground)
            let text = characters.map { SVGCellGlyphs.drawsShape($0) ? " " : $0 }.joined()
            if !shapes.isEmpty {
                texts += look.attributes.contains(.dim) ? "<g opacity=\"\(TerminalPalette.dimOpacity)\">\(shapes)</g>\n" : shapes + "\n"
            }
            guard text.contains(where: { $0 != " " }) else { continue }
            var attributes = "x=\"\(x(run.start))\" y=\(quoted(top + 15)) fill=\"\(foreground)\""
            if look.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if look.attributes.contains(.dim) { attributes += " opacity=\"\(TerminalPalette.dimOpacity)\"" }
            if look.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
            // The run's columns, whatever the font's own widths.
            attributes += " textLength=\"\(x(run.end - run.start))\" lengthAdjust=\"spacingAndGlyphs\""
            texts += "<text \(attributes) xml:space=\"preserve\">\(escaped(text))</text>\n"
        }
        for fill in fills {
            out +=
                "<rect x=\"\(x(fill.start))\" y=\(quoted(top)) width=\"\(x(fill.end - fill.start))\" height=\"\(cellHeight)\" fill=\"\(fill.color)\" shape-rendering=\"crispEdges\"/>\n"
        }
        out += texts
        return out
    }

    /// "9.6": a column's left edge in pixels, to a tenth, exactly.
    static func x(_ column: Int) -> String {
        FixedDecimal.text(units: column * cellWidthTenths, places: 1, trimmed: true)
    }

    private static func quoted(_ value: Int) -> String { "\"\(value)\"" }

    /// Text as XML character data: markup escaped, and what XML 1.0 cannot
    /// hold (controls, U+FFFE/U+FFFF) replaced.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.withoutControlCharacters.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
