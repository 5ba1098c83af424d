import Testing

@testable import Scenes

/// The street map's cells: found by searching for where a leg's samples
/// change cell, they are the cells, and the lengths, that looking at every
/// sample gives.
@Suite struct MapGridTests {
    /// Every sample looked at, one a map point: how the cells were first found.
    static func everySample(_ grid: MapGrid, along path: [MapPoint]) -> [(cell: GridCell, length: Double)] {
        var cells: [(cell: GridCell, length: Double)] = []
        var travelled = 0.0
        for (a, b) in zip(path, path.dropFirst()) {
            let length = a.distance(to: b)
            let steps = max(1, Int(length.rounded(.up)))
            for index in 0...steps {
                let fraction = Double(index) / Double(steps)
                let cell = grid.cell(MapPoint(a.x + (b.x - a.x) * fraction, a.y + (b.y - a.y) * fraction))
                if cells.last?.cell != cell { cells.append((cell, travelled + length * fraction)) }
            }
            travelled += length
        }
        return cells
    }

    static func expectSame(_ grid: MapGrid, along path: [MapPoint]) {
        let found = grid.cells(along: path), every = everySample(grid, along: path)
        #expect(found.map(\.cell) == every.map(\.cell), "\(grid.rect) \(path)")
        #expect(found.map(\.length) == every.map(\.length), "\(grid.rect) \(path)")
    }

    /// The launch map's streets and route, at every width a phone could be
    /// drawn and a few heights and places, wider than the map's points too.
    @Test func theLaunchMapsCellsAreEverySamplesAtEveryWidth() {
        let map = StreetMap.launch
        for width in Array(1...160) + [194, 195, 389, 390, 391, 420] {
            for (height, x, y) in [(21, 3, 2), (200, 0, 1)] {
                let grid = MapGrid(map: map, rect: Rect(x: x, y: y, width: width, height: height))
                Self.expectSame(grid, along: map.route)
                for road in map.roads {
                    Self.expectSame(grid, along: [road.from, road.to])
                    Self.expectSame(grid, along: [road.to, road.from])
                }
            }
        }
    }

    /// Legs neither level nor upright, backwards, off the map and of no
    /// length: the samples' cells still only grow or shrink along each.
    @Test func slantedAndDegenerateLegsGiveEverySamplesCells() {
        let map = StreetMap.launch
        let paths: [[MapPoint]] = [
            [MapPoint(0, 0), MapPoint(390, 300), MapPoint(10, 290), MapPoint(10, 290), MapPoint(200, 0)],
            [MapPoint(-50, 310), MapPoint(450, -20), MapPoint(133.3, 77.7)],
            [MapPoint(12.5, 12.5), MapPoint(12.75, 12.5), MapPoint(0.1, 299.9)],
            [MapPoint(5, 5)]
        ]
        for width in [1, 2, 7, 33, 38, 64, 97, 390, 391, 800] {
            let grid = MapGrid(map: map, rect: Rect(x: 2, y: 1, width: width, height: 40))
            for path in paths { Self.expectSame(grid, along: path) }
        }
    }

    /// Two moments of the animated launch whose map shows the same marks
    /// (`MapView.Marks`: how many dots, how much route, the arrow, the
    /// doorway) draw the very same phone: a moving screen's looks are found
    /// by comparing marks, drawing only where they differ. At every
    /// millisecond of the animation, at several sizes, in box drawing and
    /// ASCII, with the app ready in time and late (the doorway breathing).
    @Test func momentsWithEqualMarksDrawTheSamePhone() {
        let cases = [
            (Size(width: 33, height: 21), Phone()), (Size(width: 52, height: 34), Phone()),
            (Size(width: 20, height: 12), Phone(glyphs: .ascii))
        ]
        for (size, phone) in cases {
            for through in [LaunchAnimation.atDoor, .ms(1300)] {
                var drawn: [MapView.Marks: ScreenBuffer] = [:]
                let end = (through + LaunchAnimation.throughDoor + LaunchAnimation.hold).milliseconds
                for time in 0...end {
                    let pane = PaneState(.map(MapScene(time: .ms(time), through: through, moving: true)), drawer: .app)
                    guard let marks = phone.mapMarks(pane, size: size) else {
                        Issue.record("no marks at \(time) ms, \(size)")
                        continue
                    }
                    let buffer = phone.render(pane, size: size)
                    if let known = drawn[marks], known != buffer {
                        Issue.record(
                            "\(size) \(phone.glyphs == .ascii ? "ascii" : "unicode") through \(through) at \(time) ms: equal marks, another picture"
                        )
                    }
                    drawn[marks] = buffer
                }
                #expect(drawn.count * 3 < end, "\(drawn.count) marks in \(end) ms at \(size)")
            }
        }
        #expect(Phone().mapMarks(PaneState(.feed(Feed(updated: nil, top: .slot, rows: .cached)), drawer: .app), size: cases[0].0) == nil)
    }
}
