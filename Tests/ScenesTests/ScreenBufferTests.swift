import Scenes
import Testing

@Suite struct DisplayWidthTests {
    @Test func countsColumnsAsATerminalDraws() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of("─") == 1)
        #expect(DisplayWidth.of("╭") == 1)
        #expect(DisplayWidth.of("日") == 2)
        #expect(DisplayWidth.of("ｱ") == 1)  // halfwidth katakana
        #expect(DisplayWidth.of("Ａ") == 2)  // fullwidth A
        #expect(DisplayWidth.of("📰") == 2)
        #expect(DisplayWidth.of("❤️") == 2)  // text heart with the emoji selector
        #expect(DisplayWidth.of("é") == 1)  // precomposed
        #expect(DisplayWidth.of("e\u{301}") == 1)  // e and a combining accent: one grapheme
        #expect(DisplayWidth.of("日本語 ok") == 9)
        #expect(DisplayWidth.of("\u{1F321}") == 1)  // thermometer: text presentation, one column
        #expect(DisplayWidth.of("\u{AD}") == 1)  // the soft hyphen, which terminals draw
        #expect(DisplayWidth.of("\u{200B}") == 0)  // zero width space
    }

    /// The buffer and `of` take these a scalar at a time, without the
    /// full rules: each must take one column, and stay a grapheme of its
    /// own beside any other of them.
    @Test func theOneColumnScalarsAreGraphemesOfOneColumn() {
        let scalars = (UInt32(0)...0x2800).compactMap(Unicode.Scalar.init).filter(DisplayWidth.isOneColumnAlone)
        #expect(scalars.count > 800)
        let wide = scalars.filter { DisplayWidth.of(Character($0)) != 1 || DisplayWidth.isControl($0) }
        #expect(wide.isEmpty, "\(wide.map { String($0.value, radix: 16) })")
        // Every tenth as a neighbour on either side: grapheme breaks go by
        // property classes, and these reach into every range.
        let neighbours = scalars.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
        var joined: [String] = []
        for scalar in scalars {
            for other in neighbours {
                var pair = String(), reversed = String()
                pair.unicodeScalars.append(contentsOf: [scalar, other])
                reversed.unicodeScalars.append(contentsOf: [other, scalar])
                if pair.count != 2 || reversed.count != 2 { joined.append(pair) }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(10))")
    }

    @Test func truncatesByColumnsWithAnEllipsis() {
        #expect("Council backs".truncated(toColumns: 20) == "Council backs")
        #expect("Council backs".truncated(toColumns: 8) == "Council…")
        #expect("日本語です".truncated(toColumns: 6) == "日本…")
        #expect("abc".truncated(toColumns: 0) == "")
    }

    @Test func controlCharactersAreReplaced() {
        #expect("a\u{1B}[2Jb\u{7}\u{9B}".withoutControlCharacters == "a\u{FFFD}[2Jb\u{FFFD}\u{FFFD}")
    }
}

@Suite struct ScreenBufferTests {
    let style = CellStyle(.story)

    @Test func putWritesOneGraphemeACell() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        let end = buffer.put("ab", x: 1, y: 0, style: style)
        #expect(end == 3)
        #expect(buffer.text == " ab")
        #expect(buffer[1, 0].style == style)
        #expect(buffer[0, 0].style == .plain)
    }

    @Test func wideGlyphsTakeTwoColumns() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.put("日x", x: 0, y: 0, style: style)
        #expect(buffer[0, 0].text == "日")
        #expect(buffer[0, 0].width == 2)
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer[2, 0].text == "x")
        #expect(buffer.text == "日x")
    }

    @Test func aWideGlyphThatWouldStraddleTheEdgeBecomesABlank() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.put("ab日", x: 0, y: 0, style: style)
        #expect(buffer.line(0) == "ab ")
        #expect(!buffer.cells.contains { $0.isContinuation })
    }

    @Test func clippingKeepsTextInsideItsRectangle() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 2))
        let clip = Rect(x: 2, y: 0, width: 4, height: 1)
        buffer.put("abcdefgh", x: 0, y: 0, style: style, clip: clip)
        buffer.put("below", x: 0, y: 1, style: style, clip: clip)
        #expect(buffer.line(0) == "  cdef    ")
        #expect(buffer.line(1) == "          ")
    }

    @Test func aWideGlyphHalfOutsideTheClipLeavesABlank() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.put("日本", x: 1, y: 0, style: style, clip: Rect(x: 2, y: 0, width: 4, height: 1))
        #expect(buffer.line(0) == "   本 ")
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.put("日日", x: 0, y: 0, style: style)
        buffer.put("x", x: 1, y: 0, style: style)
        buffer.put("y", x: 2, y: 0, style: style)
        #expect(buffer.line(0) == " xy ")
        #expect(!buffer.cells.contains { $0.isContinuation })
    }

    @Test func aWideGlyphOverAnotherInTheSameColumnsReplacesIt() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.put("中", x: 0, y: 0, style: style)
        buffer.put("文", x: 0, y: 0, style: style)
        #expect(buffer[0, 0].text == "文")
        #expect(buffer[1, 0].isContinuation)
        #expect(buffer.line(0) == "文  ")
    }

    @Test func aWideGlyphHalfOverAnotherBlanksTheRest() {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
        buffer.put("中", x: 0, y: 0, style: style)
        buffer.put("文", x: 1, y: 0, style: style)
        #expect(buffer.line(0) == " 文  ")
        #expect(buffer[0, 0].text == " ")
    }

    @Test func croppingThroughAWideGlyphLeavesNoHalf() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.put("日本語", x: 0, y: 0, style: style)
        let crop = buffer.cropped(to: Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(crop.line(0) == " 本 ")
        var target = ScreenBuffer(size: Size(width: 3, height: 1))
        target.blit(buffer, x: 0, y: 0)
        #expect(target.line(0) == "日 ")
    }

    @Test func writingOutsideTheBufferIsIgnored() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.put("abc", x: -2, y: 0, style: style)
        buffer.put("zzz", x: 0, y: 5, style: style)
        buffer.put("zzz", x: 0, y: -1, style: style)
        #expect(buffer.text == "c")
    }

    @Test func controlCharactersNeverReachTheBuffer() {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        buffer.put("a\u{1B}[31m", x: 0, y: 0, style: style)
        #expect(!buffer.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
        #expect(buffer.text == "a\u{FFFD}[31m")
    }

    @Test func combiningMarksJoinTheCellBefore() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.put("e\u{301}x", x: 0, y: 0, style: style)
        #expect(buffer[0, 0].text == "e\u{301}")
        #expect(buffer[1, 0].text == "x")
    }

    @Test func textTrimsTrailingSpacesAndKeepsEveryRow() {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 3))
        buffer.put("hi", x: 0, y: 1, style: style)
        #expect(buffer.text == "\nhi\n")
    }

    @Test func styleFormListsRunsOfNonPlainStyles() {
        var buffer = ScreenBuffer(size: Size(width: 8, height: 2))
        buffer.put("ab", x: 1, y: 0, style: CellStyle(.story, .bold, scheme: .phone(.light)))
        buffer.put("cd", x: 3, y: 0, style: CellStyle(.banner))
        #expect(buffer.styleText == " 0: 1-2 story+bold@light, 3-4 banner")
    }
}
