/// A point on the street map, in points: the phone's screen is 390 points
/// wide, as the animated launch write-up measures its search.
public struct MapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The distance to `other` along one straight street (or as the crow flies).
    func distance(to other: MapPoint) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// A straight street between two points, level or upright.
public struct Road: Hashable, Sendable {
    public var from: MapPoint
    public var to: MapPoint

    public init(_ from: MapPoint, _ to: MapPoint) {
        self.from = from
        self.to = to
    }

    var isLevel: Bool { from.y == to.y }

    /// Whether `point` lies on this street.
    func contains(_ point: MapPoint) -> Bool {
        let inX = min(from.x, to.x) <= point.x && point.x <= max(from.x, to.x)
        let inY = min(from.y, to.y) <= point.y && point.y <= max(from.y, to.y)
        return inX && inY && (isLevel ? point.y == from.y : point.x == from.x)
    }

    /// Where this street meets `other`, if it does.
    func crossing(_ other: Road) -> MapPoint? {
        guard isLevel != other.isLevel else { return nil }
        let point = isLevel ? MapPoint(other.from.x, from.y) : MapPoint(from.x, other.from.y)
        return contains(point) && other.contains(point) ? point : nil
    }

    /// Points along the street every `spacing` points, both ends included.
    func points(every spacing: Double) -> [MapPoint] {
        let length = from.distance(to: to)
        let count = max(1, Int((length / spacing).rounded()))
        return (0...count).map { index in
            let fraction = Double(index) / Double(count)
            return MapPoint(from.x + (to.x - from.x) * fraction, from.y + (to.y - from.y) * fraction)
        }
    }
}

/// A few streets, a start and a door, and what a route search finds on them.
/// The road graph has a node at the start, at every road end and at every
/// crossing (the animated launch write-up); distances are shortest paths
/// along the streets, so a search never cuts through a block. Worked out once
/// when the map is made, never per frame.
public struct StreetMap: Sendable {
    public let size: MapPoint
    public let roads: [Road]
    public let start: MapPoint
    /// Where the route ends: on a street, in front of the doorway.
    public let door: MapPoint
    /// The graph's nodes, and for each its shortest distance from the start.
    public let nodes: [MapPoint]
    public let distances: [Double]
    /// The shortest route from the start to the door, corner by corner.
    public let route: [MapPoint]
    /// The search's dots: along every street, each with its distance from the start.
    public let dots: [(point: MapPoint, distance: Double)]
    /// The dots' distances, nearest first: the search's front reaches them in this order.
    public let dotDistances: [Double]

    /// How far apart the search's dots sit along a street.
    public static let dotSpacing = 26.0

    public init(size: MapPoint, roads: [Road], start: MapPoint, door: MapPoint) {
        self.size = size
        self.roads = roads
        self.start = start
        self.door = door

        var nodes = [start, door]
        for road in roads { nodes += [road.from, road.to] }
        for (index, road) in roads.enumerated() {
            for other in roads[(index + 1)...] { if let point = road.crossing(other) { nodes.append(point) } }
        }
        var unique: [MapPoint] = []
        for node in nodes where !unique.contains(node) { unique.append(node) }
        self.nodes = unique

        let (distances, previous) = Self.shortestPaths(nodes: unique, roads: roads, from: 0)
        self.distances = distances
        var route = [door]
        // The door is a node: `nodes` starts with it (second, or first where it is the start).
        let doorNode = unique.firstIndex(of: door) ?? 0
        var node = doorNode
        while let before = previous[node] {
            route.insert(unique[before], at: 0)
            node = before
        }
        self.route = distances[doorNode].isFinite ? route : [start]

        var dots: [(point: MapPoint, distance: Double)] = []
        for road in roads {
            for point in road.points(every: Self.dotSpacing) {
                dots.append((point, Self.distance(to: point, on: road, nodes: unique, distances: distances)))
            }
        }
        self.dots = dots
        dotDistances = dots.map(\.distance).sorted()
    }

    /// The shortest distance along the streets from the start to `point`,
    /// which must lie on a street; infinity where no street leads.
    public func distance(to point: MapPoint) -> Double {
        roads.filter { $0.contains(point) }
            .map { Self.distance(to: point, on: $0, nodes: nodes, distances: distances) }
            .min() ?? .infinity
    }

    /// The route's length along the streets.
    public var routeLength: Double {
        zip(route, route.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// The point `length` along the route from the start (clamped to its
    /// ends), and the leg it is on: where that leg starts and ends.
    public func pointOnRoute(at length: Double) -> (point: MapPoint, leg: Road) {
        var left = max(0, length)
        for (index, (a, b)) in zip(route, route.dropFirst()).enumerated() {
            let leg = a.distance(to: b)
            if left <= leg || index == route.count - 2 {
                let fraction = leg == 0 ? 0 : min(1, left / leg)
                return (MapPoint(a.x + (b.x - a.x) * fraction, a.y + (b.y - a.y) * fraction), Road(a, b))
            }
            left -= leg
        }
        return (start, Road(start, start))
    }

    /// A point on `road`: the nearer way round through the nodes on it.
    private static func distance(to point: MapPoint, on road: Road, nodes: [MapPoint], distances: [Double]) -> Double {
        var best = Double.infinity
        for (index, node) in nodes.enumerated() where road.contains(node) {
            best = min(best, distances[index] + node.distance(to: point))
        }
        return best
    }

    /// Dijkstra over the graph whose edges join neighbouring nodes on a street.
    private static func shortestPaths(nodes: [MapPoint], roads: [Road], from source: Int) -> ([Double], [Int?]) {
        var edges = Array(repeating: [(to: Int, length: Double)](), count: nodes.count)
        for road in roads {
            let on = nodes.indices.filter { road.contains(nodes[$0]) }
                .sorted { road.isLevel ? nodes[$0].x < nodes[$1].x : nodes[$0].y < nodes[$1].y }
            for (a, b) in zip(on, on.dropFirst()) {
                let length = nodes[a].distance(to: nodes[b])
                edges[a].append((b, length))
                edges[b].append((a, length))
            }
        }
        var distances = Array(repeating: Double.infinity, count: nodes.count)
        var previous = [Int?](repeating: nil, count: nodes.count)
        var done = Array(repeating: false, count: nodes.count)
        distances[source] = 0
        while let next = nodes.indices.filter({ !done[$0] && distances[$0].isFinite }).min(by: { distances[$0] < distances[$1] }) {
            done[next] = true
            for edge in edges[next] where distances[next] + edge.length < distances[edge.to] {
                distances[edge.to] = distances[next] + edge.length
                previous[edge.to] = next
            }
        }
        return (distances, previous)
    }
}

extension StreetMap {
    /// The animated launch's streets: three across, three up and down, two
    /// dead ends, 390 x 300 points. The door is 225 points from the start
    /// along the streets, so the search, spreading at 900 points a second,
    /// finds it at 0.25 s, as in the write-up.
    public static let launch = StreetMap(
        size: MapPoint(390, 300),
        roads: [
            Road(MapPoint(0, 40), MapPoint(390, 40)),
            Road(MapPoint(0, 150), MapPoint(390, 150)),
            Road(MapPoint(0, 260), MapPoint(390, 260)),
            Road(MapPoint(70, 0), MapPoint(70, 300)),
            Road(MapPoint(200, 40), MapPoint(200, 260)),
            Road(MapPoint(320, 0), MapPoint(320, 300)),
            Road(MapPoint(130, 95), MapPoint(130, 150)),
            Road(MapPoint(260, 260), MapPoint(260, 300))
        ],
        start: MapPoint(135, 260),
        door: MapPoint(250, 150)
    )
}
