import Scenes

/// Box-drawing and block characters drawn as shapes that fill their cell
/// exactly, as terminals draw them (xterm.js and kitty do the same), instead
/// of as a font's glyphs: a font's │ stops short of the row above and below
/// (its ascent and descent are less than the cell), which shows as a gap
/// between rows, and a fallback font's block sits lower or higher. Shapes
/// join cell to cell whatever font the viewer has.
enum SVGCellGlyphs {
    /// Whether `character` is drawn as a shape.
    static func drawsShape(_ character: String) -> Bool { shapes[character] != nil }

    /// The SVG for `character` in the cell whose top-left corner is at
    /// (`x`, `y`), `width` by `height` pixels, in `color`.
    static func shape(_ character: String, x: Double, y: Double, width: Double, height: Double, color: String) -> String? {
        guard let shape = shapes[character] else { return nil }
        return shape.svg(Cell(x: x, y: y, width: width, height: height), color)
    }

    /// The shapes of a run of cells from column `start` of a row whose top is
    /// `top`: a stretch of one horizontal line character as one line.
    static func shapes(_ cells: [String], start: Int, top: Double, width: Double, height: Double, color: String) -> String {
        var out = ""
        var index = 0
        while index < cells.count {
            let character = cells[index]
            var end = index + 1
            if ["─", "━"].contains(character) {
                while end < cells.count, cells[end] == character { end += 1 }
                let cell = Cell(x: Double(start + index) * width, y: top, width: width, height: height)
                out += line(cell.x, cell.midY, Double(start + end) * width, cell.midY, (character == "━" ? 2 : 1) * light(cell), color)
            } else if let shape = shape(character, x: Double(start + index) * width, y: top, width: width, height: height, color: color) {
                out += shape
            }
            index = end
        }
        return out
    }

    /// A cell's box, in pixels.
    struct Cell: Sendable {
        var x, y, width, height: Double
        var midX: Double { x + width / 2 }
        var midY: Double { y + height / 2 }
        var maxX: Double { x + width }
        var maxY: Double { y + height }
    }

    /// How to draw one character.
    struct Shape: Sendable {
        var svg: @Sendable (Cell, String) -> String
    }

    /// A light line is an eighth of a cell's width (1.2 px at 9.6 px), a heavy one twice that.
    static func light(_ cell: Cell) -> Double { cell.width / 8 }

    private static func number(_ value: Double) -> String {
        FixedDecimal.text(units: Int((value * 100).rounded()), places: 2, trimmed: true)
    }

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ width: Double, _ color: String, dash: String? = nil)
        -> String
    {
        "<path d=\"M\(number(x1)) \(number(y1))L\(number(x2)) \(number(y2))\" stroke=\"\(color)\" stroke-width=\"\(number(width))\""
            + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>"
    }

    private static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: String, opacity: Double? = nil) -> String
    {
        "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(color)\""
            + (opacity.map { " fill-opacity=\"\(number($0))\"" } ?? "") + " shape-rendering=\"crispEdges\"/>"
    }

    /// A rounded corner: from the middle of one edge to the middle of another,
    /// turning with a radius of half the cell's width.
    private static func arc(_ cell: Cell, _ color: String, from: (Double, Double), corner: (Double, Double), to: (Double, Double)) -> String
    {
        "<path d=\"M\(number(from.0)) \(number(from.1))Q\(number(corner.0)) \(number(corner.1)) \(number(to.0)) \(number(to.1))\" "
            + "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(light(cell)))\"/>"
    }

    /// A rounded corner that runs straight to the cell's edges, curving only
    /// near its middle.
    private static func corner(_ cell: Cell, _ color: String, horizontalTo hx: Double, verticalTo vy: Double) -> String {
        let radius = cell.width / 2
        let towardsX = hx < cell.midX ? -1.0 : 1.0, towardsY = vy < cell.midY ? -1.0 : 1.0
        let start = (hx, cell.midY), bend = (cell.midX + towardsX * radius, cell.midY)
        let end = (cell.midX, cell.midY + towardsY * radius), stop = (cell.midX, vy)
        return line(start.0, start.1, bend.0, bend.1, light(cell), color)
            + arc(cell, color, from: bend, corner: (cell.midX, cell.midY), to: end)
            + line(end.0, end.1, stop.0, stop.1, light(cell), color)
    }

    static let shapes: [String: Shape] = [
        "─": Shape { c, color in line(c.x, c.midY, c.maxX, c.midY, light(c), color) },
        "━": Shape { c, color in line(c.x, c.midY, c.maxX, c.midY, 2 * light(c), color) },
        "│": Shape { c, color in line(c.midX, c.y, c.midX, c.maxY, light(c), color) },
        "┃": Shape { c, color in line(c.midX, c.y, c.midX, c.maxY, 2 * light(c), color) },
        // Three dashes a cell, so that a row of them reads as one dashed line.
        "┄": Shape { c, color in
            line(c.x, c.midY, c.maxX, c.midY, light(c), color, dash: "\(number(c.width / 6)) \(number(c.width / 6))")
        },
        "╭": Shape { c, color in corner(c, color, horizontalTo: c.maxX, verticalTo: c.maxY) },
        "╮": Shape { c, color in corner(c, color, horizontalTo: c.x, verticalTo: c.maxY) },
        "╰": Shape { c, color in corner(c, color, horizontalTo: c.maxX, verticalTo: c.y) },
        "╯": Shape { c, color in corner(c, color, horizontalTo: c.x, verticalTo: c.y) },
        "▀": Shape { c, color in box(c.x, c.y, c.width, c.height / 2, color) },
        "▄": Shape { c, color in box(c.x, c.midY, c.width, c.height / 2, color) },
        "▂": Shape { c, color in box(c.x, c.maxY - c.height / 4, c.width, c.height / 4, color) },
        "▆": Shape { c, color in box(c.x, c.maxY - c.height * 3 / 4, c.width, c.height * 3 / 4, color) },
        "█": Shape { c, color in box(c.x, c.y, c.width, c.height, color) },
        "▌": Shape { c, color in box(c.x, c.y, c.width / 2, c.height, color) },
        "▐": Shape { c, color in box(c.midX, c.y, c.width / 2, c.height, color) },
        "▖": Shape { c, color in box(c.x, c.midY, c.width / 2, c.height / 2, color) },
        "▗": Shape { c, color in box(c.midX, c.midY, c.width / 2, c.height / 2, color) },
        "▘": Shape { c, color in box(c.x, c.y, c.width / 2, c.height / 2, color) },
        "▝": Shape { c, color in box(c.midX, c.y, c.width / 2, c.height / 2, color) },
        // A light shade: a quarter of the colour over the whole cell, so a row of them is one even bar.
        "░": Shape { c, color in box(c.x, c.y, c.width, c.height, color, opacity: 0.25) }
    ]
}
