/// What moved in one layout shift, read from two frames of a pane's screen
/// as the observer reads them (`LaunchObserver.contentRows`): each content
/// row that is on screen before and after, at another row. The observer
/// scores a shift from these moves (web.dev's impact and distance
/// fractions); the stage marks them, as Chrome DevTools' Layout Shift
/// Regions and WebPageTest's "Highlight Layout Shifts" do.
public struct ShiftRegion: Hashable, Sendable {
    /// One content row's move: its row on the screen before and after.
    public struct Move: Hashable, Sendable {
        public var from: Int
        public var to: Int
    }

    /// The frame in which the content moved.
    public var at: LaunchTime
    /// The moves, top first by their new row.
    public var moves: [Move]

    public init(at: LaunchTime, moves: [Move]) {
        self.at = at
        self.moves = moves.sorted { ($0.to, $0.from) < ($1.to, $1.from) }
    }

    /// The longest move in rows, down positive: `↓3` is 3.
    public var distance: Int {
        moves.max { abs($0.to - $0.from) < abs($1.to - $1.from) }.map { $0.to - $0.from } ?? 0
    }

    /// The rows the moved content takes now, and took before.
    public var newRows: [Int] { moves.map(\.to) }
    public var oldRows: [Int] { moves.map(\.from).sorted() }

    /// How long a shift stays marked (about a second of launch time, as
    /// DevTools' flash is brief), and when it steps down to `shiftFading`.
    public static let shown = LaunchTime.ms(1000)
    public static let fadesAt = LaunchTime.ms(500)

    /// The moves between two frames of one pane's screen, or none.
    public static func between(_ before: ScreenBuffer, _ after: ScreenBuffer, at time: LaunchTime) -> ShiftRegion? {
        guard before.size == after.size, before.height > 0 else { return nil }
        let moves = moves(from: LaunchObserver.contentRows(before), to: LaunchObserver.contentRows(after))
        return moves.isEmpty ? nil : ShiftRegion(at: time, moves: moves)
    }

    /// The moves between two frames' content rows (of one height): rows
    /// with the same content are followed in order when as many are on
    /// screen before as after; otherwise they cannot be told apart.
    static func moves(from old: [String], to new: [String]) -> [Move] {
        guard old.count == new.count, !old.isEmpty else { return [] }
        // Each row's hash first (empty rows are no content), then rows
        // compared where the hashes agree: a screen has some tens of rows,
        // and a table by content would be a kind of its own, which the
        // runtime looks up among all the program's conformances at its
        // first use (before the demo's first frame).
        let oldHashes = old.map { $0.isEmpty ? 0 : $0.hashValue }, newHashes = new.map { $0.isEmpty ? 0 : $0.hashValue }
        var followed = [Bool](repeating: false, count: old.count)
        var moves: [Move] = []
        var before: [Int] = [], after: [Int] = []
        for row in old.indices where !old[row].isEmpty && !followed[row] {
            before.removeAll(keepingCapacity: true)
            after.removeAll(keepingCapacity: true)
            for other in row..<old.count where oldHashes[other] == oldHashes[row] && old[other] == old[row] {
                before.append(other)
                followed[other] = true
            }
            for other in new.indices where newHashes[other] == oldHashes[row] && new[other] == old[row] { after.append(other) }
            guard before.count == after.count else { continue }
            for (from, to) in zip(before, after) where from != to { moves.append(Move(from: from, to: to)) }
        }
        return moves
    }
}
