import Testing

@testable import Scenes

/// The moves between two frames' content rows, held to their definition:
/// rows of one content are followed in order where as many are on screen
/// before as after, and not at all otherwise; empty rows are no content.
@Suite struct ShiftMovesTests {
    /// The definition, by counting each content's rows on both sides.
    static func expected(from old: [String], to new: [String]) -> Set<ShiftRegion.Move> {
        var moves = Set<ShiftRegion.Move>()
        for content in Set(old + new) where !content.isEmpty {
            let before = old.indices.filter { old[$0] == content }, after = new.indices.filter { new[$0] == content }
            guard before.count == after.count else { continue }
            for (from, to) in zip(before, after) where from != to { moves.insert(ShiftRegion.Move(from: from, to: to)) }
        }
        return moves
    }

    @Test func everyPairOfFramesFromAFewContentsMovesAsDefined() {
        // Every pair of 5-row frames over the contents "", "a", "b" and "é"
        // (its two spellings are one content), by a fixed generator.
        let contents = ["", "a", "b", "\u{E9}", "e\u{301}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<3000 {
            let old = (0..<5).map { _ in contents[next() % contents.count] }
            let new = (0..<5).map { _ in contents[next() % contents.count] }
            let moves = ShiftRegion.moves(from: old, to: new)
            #expect(Set(moves) == Self.expected(from: old, to: new), "\(old) → \(new)")
            #expect(Set(moves).count == moves.count)
        }
        #expect(ShiftRegion.moves(from: ["a", "b"], to: ["b"]).isEmpty)
        #expect(ShiftRegion.moves(from: [], to: []).isEmpty)
    }
}

/// A row's content, as the observer reads it: the text of its content
/// cells, spaces trimmed as characters.
@Suite struct ContentRowsTests {
    @Test func contentRowsTrimSpacesAsCharacters() {
        let texts = ["  story  ", " \u{E9}t\u{E9} ", " \u{301}x ", "   ", "", "a b", "  \u{2591}\u{2591} "]
        var buffer = ScreenBuffer(size: Size(width: 12, height: texts.count + 1))
        for (y, text) in texts.enumerated() { buffer.put(text, x: 1, y: y, style: CellStyle(.story)) }
        // Not content: a heading's text is no row's content.
        buffer.put("Today", x: 1, y: texts.count, style: CellStyle(.heading))
        let expected = texts.map { text -> String in
            var trimmed = Substring(text)
            while trimmed.first == " " { trimmed.removeFirst() }
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }
        #expect(LaunchObserver.contentRows(buffer) == expected + [""])
    }
}
