import Testing

@testable import LaunchTUI

/// Bytes from the terminal to keys: every form a terminal or tmux sends for
/// a key the demo knows, and nothing else read as Esc (which quits).
@Suite struct KeyDecoderTests {
    private func keys(_ text: String, flush: Bool = true) -> [Key] {
        var decoder = KeyDecoder()
        var keys = decoder.feed(Array(text.utf8))
        if flush { keys += decoder.flush() }
        return keys
    }

    @Test func plainKeysAndControls() {
        #expect(keys("q r") == [.character("q"), .character(" "), .character("r")])
        #expect(keys("\u{0C}") == [.redraw])
        #expect(keys("\r\n") == [.enter, .enter])
        // Tab: bound to nothing, but a key (it closes the help).
        #expect(keys("\t") == [.tab])
        // Backspace as DEL or ^H (presenter mode's typed beat number); other controls: nothing.
        #expect(keys("\u{01}\u{7F}\u{08}\u{02}") == [.backspace, .backspace])
        #expect(keys("é→") == [.character("é"), .character("→")])
    }

    @Test func arrowsInBothForms() {
        // CSI (normal cursor mode) and SS3 (application mode), whatever terminfo says.
        #expect(keys("\u{1B}[D\u{1B}[C") == [.left, .right])
        #expect(keys("\u{1B}OD\u{1B}OC") == [.left, .right])
        // Up, down, Home and End in both forms (presenter mode's list of beats).
        #expect(keys("\u{1B}[A\u{1B}OB\u{1B}[H\u{1B}OF") == [.up, .down, .home, .end])
        // Home and End as xterm's VT220 keys, the Linux console and rxvt send them; Page Up and Down.
        #expect(keys("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[5~\u{1B}[6~") == [.home, .end, .home, .end, .pageUp, .pageDown])
        // F5, Shift+Left, Ctrl+Up, Shift+Page Up: no binding, and never Esc.
        #expect(keys("\u{1B}[15~\u{1B}[1;2D\u{1B}[1;5A\u{1B}[5;2~") == [])
    }

    @Test func theNumericKeypadActsLikeItsTwins() {
        // tmux and xterm in application keypad mode.
        #expect(keys("\u{1B}Ok\u{1B}Om\u{1B}OM") == [.character("+"), .character("-"), .enter])
        #expect(
            keys("\u{1B}Oq\u{1B}Ow\u{1B}On\u{1B}Oj\u{1B}Oo")
                == [.character("1"), .character("7"), .character("."), .character("*"), .character("/")])
        // F1-F4 (SS3 P-S), and a modified one some terminals send as ESC O 2 P.
        #expect(keys("\u{1B}OP\u{1B}OS\u{1B}O2P") == [])
    }

    @Test func altKeysAndUnknownSequencesAreIgnored() {
        #expect(keys("\u{1B}n\u{1B}x\u{1B}q") == [])
        #expect(keys("\u{1B}é") == [])
        // An OSC answer (a terminal's background colour) ended by ST or BEL.
        #expect(keys("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\q") == [.character("q")])
        #expect(keys("\u{1B}]11;rgb:0/0/0\u{07}") == [])
        // Focus, a bracketed-paste marker, an X10 mouse report.
        #expect(keys("\u{1B}[I\u{1B}[200~\u{1B}[M !!") == [])
    }

    /// A terminal's answers to the background query are reports for the
    /// run loop, never keys, whether they come whole or in pieces.
    @Test func theTerminalsAnswersAreReportsNotKeys() {
        var decoder = KeyDecoder()
        let white = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
        let attributes = Array("\u{1B}[?62;22c".utf8)
        #expect(decoder.feed(white + attributes + Array("q".utf8)) == [.character("q")])
        #expect(decoder.takeReports() == [.background(.light), .deviceAttributes(sixel: false)])
        #expect(decoder.takeReports() == [], "taken once")
        // xterm ends it with BEL too; a dark one.
        #expect(decoder.feed(Array("\u{1B}]11;rgb:1c1c/1c1c/1c1c\u{07}".utf8)) == [])
        #expect(decoder.takeReports() == [.background(.dark)])
        // In pieces: every piece but the last waits, as one sequence begun.
        for piece in [Array(white[..<9]), Array(white[9...]) + attributes[..<4]] {
            #expect(decoder.feed(piece) == [])
            #expect(decoder.sequenceIsWaiting)
        }
        #expect(decoder.feed(Array(attributes[4...])) == [])
        #expect(decoder.takeReports() == [.background(.light), .deviceAttributes(sixel: false)])
        // Other answers and colours that cannot be read are dropped, not reported.
        #expect(decoder.feed(Array("\u{1B}]10;rgb:0/0/0\u{07}\u{1B}]11;rgb:zz/zz/zz\u{07}\u{1B}[?u\u{1B}[2c".utf8)) == [])
        #expect(decoder.takeReports() == [])
        // A lone Esc waiting is not a sequence begun.
        #expect(decoder.feed([0x1B]) == [] && !decoder.sequenceIsWaiting)
    }

    @Test func aLoneEscQuitsOnlyAfterTheDelay() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        // Two Esc keys pressed quickly.
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed([UInt8(ascii: "O")]) == [])
        #expect(decoder.feed([UInt8(ascii: "k")]) == [.character("+")])
        #expect(decoder.feed([0xC3]) == [] && decoder.isWaiting)
        #expect(decoder.feed([0xA9]) == [.character("é")])
    }

    @Test func anUnfinishedSequenceIsDroppedNotReadAsEsc() {
        #expect(keys("\u{1B}[1;") == [])
        #expect(keys("\u{1B}O") == [])
        var decoder = KeyDecoder()
        // A sequence that never ends is cut at its longest; it waits no longer.
        let endless = decoder.feed([0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 200))
        #expect(!endless.contains(.escape))
        #expect(!decoder.isWaiting)
    }

    @Test func randomBytesNeverQuitUnlessTheyHoldAQuitKey() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            // No q, Q or Esc key on its own: escape bytes only as sequence starts.
            var bytes: [UInt8] = []
            while bytes.count < 200 {
                let byte = UInt8.random(in: 0...255, using: &generator)
                if byte == 0x1B {
                    bytes += [0x1B, Bool.random(using: &generator) ? UInt8(ascii: "[") : UInt8(ascii: "O")]
                } else if byte != UInt8(ascii: "q"), byte != UInt8(ascii: "Q") {
                    bytes.append(byte)
                }
            }
            var decoder = KeyDecoder()
            let decoded = decoder.feed(bytes) + decoder.flush()
            #expect(!decoded.contains(.escape), "\(bytes)")
        }
    }

    @Test func theEscapeDelayComesFromESCDELAY() {
        #expect(KeyDecoder.escapeDelay(environment: nil) == 25)
        #expect(KeyDecoder.escapeDelay(environment: "100") == 100)
        #expect(KeyDecoder.escapeDelay(environment: "soon") == 25)
    }
}
