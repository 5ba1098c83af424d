/// The animated launch's picture: a street map scaled to the phone's screen
/// (390 points across, cells about twice as tall as wide), the search's dots,
/// the route, the arrow and the doorway, as `MapScene` says at its moment.
/// The still launch screen is the same drawing at zero, so the two are the
/// same picture at the handover.
struct MapView {
    var scene: MapScene
    var map: StreetMap

    /// Which neighbours a line cell joins: the index into the glyph tables.
    private static let up = 1, right = 2, down = 4, left = 8

    /// What the picture shows at its scene's moment, in a rectangle: the
    /// drawing is a function of these and the canvas, so two scenes with
    /// equal marks draw the very same cells (a moving screen's looks are
    /// found by comparing marks, drawing only where they differ). Sets that
    /// only grow with time (the search's dots, the route's cells) are kept
    /// as how many.
    struct Marks: Hashable {
        /// The streets' attributes; nil once they are gone.
        var streets: Attributes?
        /// How many of the search's dots show (those nearest the start), and
        /// whether they fade; nil once they have faded.
        var dots: Dots?
        /// How many of the route's cells show, from its start.
        var route: Int
        var door: Attributes
        /// What the doorway holds.
        var inside: Inside
        /// Where the arrow is; nil once it has grown into the mark.
        var arrow: Arrow?

        /// The doorway's inside: open, the arrow stepping in, or the app's
        /// mark it has grown into (both of those drawn as the mark, bold).
        enum Inside: Hashable {
            case open, arrow, mark
        }

        struct Dots: Hashable {
            var count: Int
            var fading: Bool
        }

        struct Arrow: Hashable {
            var cell: GridCell
            /// Which way it points: an index into the arrow heads.
            var heading: Int
        }
    }

    /// The marks in `rect` (nil when it is empty: nothing is drawn).
    func marks(in rect: Rect) -> Marks? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        return marks(grid: MapGrid(map: map, rect: rect))
    }

    private func marks(grid: MapGrid) -> Marks {
        // Through the door the streets fade: dim, then gone.
        var streets: Attributes? = []
        if case .stepping(let fraction) = scene.door { streets = fraction < 0.5 ? .dim : nil }
        var dots: Marks.Dots?
        var route = 0
        if streets != nil {
            if let search = scene.search {
                dots = Marks.Dots(count: map.dots.count { $0.distance <= search.front + 0.001 }, fading: search.fading)
            }
            // The route draws itself from the start: a cell shows once the
            // drawn length reaches it. (Before it starts, there is nothing
            // of it to work out.)
            if scene.routeShown > 0 {
                let shown = map.routeLength * scene.routeShown
                route = grid.cells(along: map.route).count { $0.length <= shown }
            }
        }
        let front = grid.cell(map.door)
        let box = Rect(x: front.x - 2, y: front.y - 3, width: 5, height: 3)
        var door: Attributes = .dim
        var inside = Marks.Inside.open
        var arrow: Marks.Arrow?
        switch scene.door {
        case .dim:
            let place = map.pointOnRoute(at: map.routeLength * scene.arrowProgress)
            arrow = Marks.Arrow(cell: grid.cell(place.point), heading: MapGlyphs.heading(along: place.leg.from, place.leg.to))
        case .breathing(let level):
            // Fading gently down and back up, the arrow waiting at the door.
            door = [[.bold], [], [.dim], []][level]
            arrow = Marks.Arrow(cell: front, heading: 0)
        case .stepping(let fraction):
            door = .bold
            if fraction < 0.2 {
                arrow = Marks.Arrow(cell: front, heading: 0)
            } else if fraction < 0.4 {
                arrow = Marks.Arrow(cell: GridCell(x: front.x, y: box.y + 1), heading: 0)
            } else {
                // The arrow grows into the app's mark, as on the logo splash.
                inside = fraction < 0.7 ? .arrow : .mark
            }
        }
        return Marks(streets: streets, dots: dots, route: route, door: door, inside: inside, arrow: arrow)
    }

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let grid = MapGrid(map: map, rect: rect)
        let glyphs = MapGlyphs(canvas.glyphs)
        let marks = marks(grid: grid)

        if let fade = marks.streets {
            var masks = LineMasks(grid.area)
            for road in map.roads { Self.join(grid.cells(along: [road.from, road.to]).map(\.cell), into: &masks) }
            drawLines(masks, glyphs: glyphs.streets, style: canvas.style(.street, fade), into: &buffer, clip: rect)

            if let dots = marks.dots, dots.count > 0 {
                // The nearest `count`: every dot no farther than the farthest of them.
                let reach = map.dotDistances[dots.count - 1]
                let style = canvas.style(.searchDot, dots.fading ? fade.union(.dim) : fade)
                for dot in map.dots where dot.distance <= reach {
                    let cell = grid.cell(dot.point)
                    buffer.put(glyphs.dot, x: cell.x, y: cell.y, style: style, clip: rect)
                }
            }
            if marks.route > 0 {
                var drawn = LineMasks(grid.area)
                Self.join(grid.cells(along: map.route).prefix(marks.route).map(\.cell), into: &drawn)
                drawLines(drawn, glyphs: glyphs.route, style: canvas.style(.route, fade), into: &buffer, clip: rect)
            }
        }
        drawDoorway(marks, grid: grid, glyphs: glyphs, canvas: canvas, into: &buffer, clip: rect)
    }

    /// The doorway (the app icon's own: the logo's frame), the arrow on its
    /// way or stepping in, and the mark it grows into.
    private func drawDoorway(
        _ marks: Marks, grid: MapGrid, glyphs: MapGlyphs, canvas: Canvas, into buffer: inout ScreenBuffer, clip: Rect
    ) {
        let front = grid.cell(map.door)
        let box = Rect(x: front.x - 2, y: front.y - 3, width: 5, height: 3)
        let doorStyle = canvas.style(.doorway, marks.door)
        let insideStyle = marks.inside == .open ? doorStyle : canvas.style(.mark, .bold)
        let inside =
            switch marks.inside {
            case .open: "   "
            case .arrow: " " + glyphs.arrows[0] + " "
            case .mark: glyphs.markInside
            }
        buffer.put(glyphs.doorTop, x: box.x, y: box.y, style: doorStyle, clip: clip)
        buffer.put(glyphs.doorSides.0, x: box.x, y: box.y + 1, style: doorStyle, clip: clip)
        buffer.put(inside, x: box.x + 1, y: box.y + 1, style: insideStyle, clip: clip)
        buffer.put(glyphs.doorSides.1, x: box.maxX - 1, y: box.y + 1, style: doorStyle, clip: clip)
        buffer.put(glyphs.doorBottom, x: box.x, y: box.y + 2, style: doorStyle, clip: clip)
        if let arrow = marks.arrow {
            buffer.put(glyphs.arrows[arrow.heading], x: arrow.cell.x, y: arrow.cell.y, style: canvas.style(.arrow, .bold), clip: clip)
        }
    }

    /// Draws line cells with the glyph for the neighbours each joins.
    private func drawLines(_ masks: LineMasks, glyphs: [String], style: CellStyle, into buffer: inout ScreenBuffer, clip: Rect) {
        for (cell, mask) in masks.lines {
            buffer.put(glyphs[mask], x: cell.x, y: cell.y, style: style, clip: clip)
        }
    }

    /// Joins each cell of a path to the next, recording on both which way they meet.
    private static func join(_ path: [GridCell], into masks: inout LineMasks) {
        for cell in path where masks[cell] == nil { masks[cell] = 0 }
        for (a, b) in zip(path, path.dropFirst()) {
            let (there, back) = b.x > a.x ? (right, left) : b.x < a.x ? (left, right) : b.y > a.y ? (down, up) : (up, down)
            masks[a, default: 0] |= there
            masks[b, default: 0] |= back
        }
    }
}

/// Line cells and the neighbours each joins, for every cell of a grid's
/// area (where all its cells lie): a table by row and column, not a
/// dictionary, drawn every frame. Each cell is drawn on its own, so the
/// order they are drawn in does not matter.
struct LineMasks {
    let area: Rect
    /// By row, then column; -1 where no line passes.
    private var masks: [Int]

    init(_ area: Rect) {
        self.area = area
        masks = Array(repeating: -1, count: area.width * area.height)
    }

    private func index(_ cell: GridCell) -> Int {
        // The code's: the map's cells are laid out inside the grid at any size (the fuzz tests draw it at many).
        precondition(area.contains(x: cell.x, y: cell.y), "a map cell outside its grid")
        return (cell.y - area.y) * area.width + cell.x - area.x
    }

    subscript(cell: GridCell) -> Int? {
        get { masks[index(cell)] < 0 ? nil : masks[index(cell)] }
        set { masks[index(cell)] = newValue ?? -1 }
    }

    subscript(cell: GridCell, default value: Int) -> Int {
        get { self[cell] ?? value }
        set { self[cell] = newValue }
    }

    /// The line cells, row by row, with their masks.
    var lines: [(cell: GridCell, mask: Int)] {
        masks.indices.compactMap { index in
            masks[index] < 0
                ? nil
                : (GridCell(x: area.x + index % area.width, y: area.y + index / area.width), masks[index])
        }
    }
}

/// A cell of the screen, by its column and row.
struct GridCell: Hashable {
    var x: Int
    var y: Int
}

/// The map's points in a screen rectangle: the map's width is the screen's,
/// a row is two columns tall, and the map is centred upright.
struct MapGrid {
    var map: StreetMap
    var rect: Rect
    private var columnsPerPoint: Double { Double(rect.width) / map.size.x }
    private var rows: Int { Int((map.size.y * columnsPerPoint / 2).rounded(.up)) }
    private var top: Int { rect.y + max(0, (rect.height - rows) / 2) }
    /// Where every cell of the map lies (some may be past the rectangle's foot).
    var area: Rect { Rect(x: rect.x, y: top, width: rect.width, height: rows) }

    func cell(_ point: MapPoint) -> GridCell {
        let x = min(rect.width - 1, max(0, Int(point.x * columnsPerPoint)))
        let y = min(rows - 1, max(0, Int(point.y * columnsPerPoint / 2)))
        return GridCell(x: rect.x + x, y: top + y)
    }

    /// The cells a path of straight legs passes through, in order, each
    /// once, with how far along the path each is entered.
    func cells(along path: [MapPoint]) -> [(cell: GridCell, length: Double)] {
        var cells: [(cell: GridCell, length: Double)] = []
        var travelled = 0.0
        for (a, b) in zip(path, path.dropFirst()) {
            let length = a.distance(to: b)
            let steps = max(1, Int(length.rounded(.up)))
            // A leg is sampled at one point per map point (`steps` + 1 samples),
            // and a cell kept where the sample's cell changes. Both of a
            // sample's coordinates only grow or only shrink with its index
            // (every operation in `sample` is monotone, floating point
            // included), so the samples in one cell are a run of indices,
            // and the leg's last cell holds every sample from where it is
            // entered. The next cell's first sample is guessed from where
            // the leg crosses the cell's edges, then found exactly between a
            // sample in the cell and one out of it: the same samples are kept
            // as when every one is looked at, for a few looks a cell instead
            // of one a point.
            func sample(_ index: Int) -> (cell: GridCell, length: Double) {
                let fraction = Double(index) / Double(steps)
                return (
                    self.cell(MapPoint(a.x + (b.x - a.x) * fraction, a.y + (b.y - a.y) * fraction)),
                    travelled + length * fraction
                )
            }
            let last = sample(steps).cell
            var index = 0
            var current = sample(0)
            while true {
                if cells.last?.cell != current.cell { cells.append(current) }
                if current.cell == last { break }
                var inside = index, outside = steps
                let guess = min(steps, max(index + 1, exit(from: current.cell, along: a, b, steps: steps)))
                // The guess, then its neighbour on the side the first sample out must be.
                if sample(guess).cell == current.cell { inside = guess } else { outside = guess }
                let neighbour = inside == guess ? guess + 1 : guess - 1
                if inside < neighbour, neighbour < outside {
                    if sample(neighbour).cell == current.cell { inside = neighbour } else { outside = neighbour }
                }
                while outside - inside > 1 {
                    let middle = inside + (outside - inside) / 2
                    if sample(middle).cell == current.cell { inside = middle } else { outside = middle }
                }
                index = outside
                current = sample(outside)
            }
            travelled += length
        }
        return cells
    }

    /// About the index of the first sample past `cell`'s edges on the
    /// leg from `a` to `b` (a guess: the samples say exactly).
    private func exit(from cell: GridCell, along a: MapPoint, _ b: MapPoint, steps: Int) -> Int {
        func fraction(_ from: Double, _ to: Double, cell: Int, perPoint: Double) -> Double {
            guard to != from else { return .infinity }
            let edge = Double(to > from ? cell + 1 : cell) / perPoint
            return (edge - from) / (to - from)
        }
        let across = fraction(a.x, b.x, cell: cell.x - rect.x, perPoint: columnsPerPoint)
        let down = fraction(a.y, b.y, cell: cell.y - top, perPoint: columnsPerPoint / 2)
        let guess = min(across, down) * Double(steps)
        guard guess.isFinite, guess < Double(steps) else { return steps }
        return guess <= 0 ? 0 : Int(guess.rounded(.up))
    }
}

/// The map's characters, from the stage's glyphs: box drawing where the
/// terminal speaks UTF-8, plain ASCII where it does not.
struct MapGlyphs {
    /// Line glyphs by the neighbours a cell joins (up 1, right 2, down 4, left 8).
    var streets: [String]
    var route: [String]
    var dot: String
    /// Arrow heads: up, right, down, left.
    var arrows: [String]
    var doorTop, doorBottom: String
    var doorSides: (String, String)
    /// What the logo holds between its sides: the app's mark.
    var markInside: String

    init(_ glyphs: Glyphs) {
        let middle = glyphs.logoMiddle.map(String.init)
        doorTop = glyphs.logoTop
        doorBottom = glyphs.logoBottom
        doorSides = (middle.first ?? "|", middle.last ?? "|")
        markInside = middle.dropFirst().dropLast().joined()
        if glyphs == .ascii {
            streets = Self.table(level: "-", upright: "|", joint: "+")
            route = Self.table(level: "=", upright: "#", joint: "#")
            dot = "o"
            arrows = ["^", ">", "v", "<"]
        } else {
            streets = ["·", "│", "─", "└", "│", "│", "┌", "├", "─", "┘", "─", "┴", "┐", "┤", "┬", "┼"]
            route = ["•", "┃", "━", "┗", "┃", "┃", "┏", "┣", "━", "┛", "━", "┻", "┓", "┫", "┳", "╋"]
            dot = "•"
            arrows = ["▲", "▶", "▼", "◀"]
        }
    }

    /// Which arrow head (up, right, down, left) points from `a` to `b`.
    static func heading(along a: MapPoint, _ b: MapPoint) -> Int {
        if b.x > a.x { return 1 }
        if b.x < a.x { return 3 }
        return b.y > a.y ? 2 : 0
    }

    /// Lines for ASCII: level, upright, and one joint for every corner and crossing.
    private static func table(level: String, upright: String, joint: String) -> [String] {
        (0..<16).map { mask in
            switch mask {
            case 0: "."
            case 2, 8, 10: level
            case 1, 4, 5: upright
            default: joint
            }
        }
    }
}
