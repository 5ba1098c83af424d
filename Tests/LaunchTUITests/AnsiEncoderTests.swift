import Scenes
import Testing

@testable import LaunchTUI

@Suite struct AnsiEncoderTests {
    @Test func aFullDiffClearsThenWritesEveryRow() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 2))
        buffer.put("日x", x: 0, y: 0, style: CellStyle(.story))
        var encoder = AnsiEncoder(level: .full, theme: .dark)
        let bytes = encoder.encode(ScreenDiff(from: nil, to: buffer))
        #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1H"))
        // The wide grapheme once, its continuation skipped; colours from the palette.
        let story = TerminalPalette.look(for: CellStyle(.story), level: .full, theme: .dark)
        #expect(bytes.contains("\u{1B}[0;38;5;\(story.foreground)m日x"))
        var terminal = TerminalInterpreter(width: 6, height: 2)
        terminal.feed(bytes)
        #expect(terminal.text == buffer.text)
        #expect(terminal.unknown == [])
    }

    @Test func aChangeWritesOnlyItsRun() {
        var before = ScreenBuffer(size: Size(width: 10, height: 3))
        before.put("hello", x: 0, y: 1, style: .plain)
        var after = before
        after.put("J", x: 0, y: 1, style: CellStyle(.banner, .bold))
        var encoder = AnsiEncoder(level: .eight, theme: .light)
        let bytes = encoder.encode(ScreenDiff(from: before, to: after))
        let banner = TerminalPalette.look(for: CellStyle(.banner, .bold), level: .eight, theme: .light)
        #expect(bytes == "\u{1B}[2;1H\u{1B}[0;1;\(30 + banner.foreground)mJ")
    }

    @Test func withoutColourOnlyAttributes() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.put("!", x: 0, y: 0, style: CellStyle(.poor))
        var encoder = AnsiEncoder(level: .none)
        #expect(encoder.encode(ScreenDiff(from: ScreenBuffer(size: buffer.size), to: buffer)) == "\u{1B}[1;1H\u{1B}[0;7m!")
    }

    /// The sanitiser at the last step: whatever a cell holds, no control
    /// character leaves the encoder but its own escape sequences.
    @Test func controlCharactersInACellNeverLeave() throws {
        let buffer = StageCaptionProbe.buffer(caption: "a\u{1B}]0;title\u{7}b\u{9B}c\u{0}d")
        var encoder = AnsiEncoder()
        let bytes = encoder.encode(ScreenDiff(from: nil, to: buffer))
        var terminal = TerminalInterpreter(width: buffer.width, height: buffer.height)
        terminal.feed(bytes)
        #expect(terminal.unknown == [])
        #expect(!bytes.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x9B || $0.value == 0 })
        #expect(terminal.text.contains("a\u{FFFD}]0;title\u{FFFD}b\u{FFFD}c\u{FFFD}d"))
    }
}

/// A stage with a caption, as a talk draws it.
enum StageCaptionProbe {
    static func buffer(caption: String) -> ScreenBuffer {
        Stage(size: Size(width: 80, height: 24)).render(at: .ms(500), status: StageStatus(caption: caption, beat: BeatCount(1, of: 2)))
    }
}
