import Scenes
import Testing

@Suite struct CellTextTests {
    /// Kept in the cell or in the shared table, every grapheme comes back
    /// byte for byte, and is one scalar exactly when its string is (but
    /// NUL, which a buffer never keeps: it is in the table, as no scalar).
    @Test func everyGraphemeComesBackAsItWentIn() {
        let graphemes = [
            "", " ", "a", "~", "é", "e\u{301}", "─", "╭", "▒", "↯", "日", "📰", "❤️", "👍🏽", "🇬🇧",
            // Eight bytes, the most kept in place, then longer ones, kept in the table.
            "a\u{301}\u{302}\u{303}", "👩‍💻", "👨‍👩‍👧‍👦", "e\u{301}\u{302}\u{303}\u{304}\u{305}", "\u{0}", "a\u{0}b"
        ]
        for text in graphemes {
            let stored = CellText(text)
            #expect(Array(stored.string.utf8) == Array(text.utf8), "\(text.unicodeScalars.map(\.value))")
            let scalars = Array(text.unicodeScalars)
            let one = scalars.count == 1 && scalars[0] != "\u{0}" ? scalars[0] : nil
            #expect(stored.scalar == one, "\(text.unicodeScalars.map(\.value))")
            #expect(Cell(text, style: CellStyle(.story)).text == text)
        }
    }

    /// Equal bytes, equal texts: the same long grapheme twice is one, and a
    /// grapheme's canonical equivalent is another (a terminal is sent the bytes).
    @Test func textsAreEqualByTheirBytes() {
        #expect(CellText("👨‍👩‍👧‍👦") == CellText("👨‍👩‍👧‍👦"))
        #expect(CellText("👨‍👩‍👧‍👦") != CellText("👩‍💻"))
        #expect(CellText("é") != CellText("e\u{301}"))
        let long = "a\u{301}\u{302}\u{303}\u{304}", composed = "\u{E1}\u{302}\u{303}\u{304}"
        #expect(long == composed)  // as strings, canonically equivalent
        #expect(CellText(long) != CellText(composed))
        #expect(Array(CellText(composed).string.utf8) == Array(composed.utf8))
        #expect(CellText(" ") == .space)
        #expect(CellText("") == .empty)
    }

    /// A long grapheme drawn into a buffer is shown whole, as the cell's text.
    @Test func aLongGraphemeIsDrawnWhole() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.put("👨‍👩‍👧‍👦x", x: 0, y: 0, style: CellStyle(.story))
        #expect(buffer[0, 0].text == "👨‍👩‍👧‍👦")
        #expect(buffer[0, 0].width == 2)
        #expect(buffer.line(0) == "👨‍👩‍👧‍👦x ")
    }
}
