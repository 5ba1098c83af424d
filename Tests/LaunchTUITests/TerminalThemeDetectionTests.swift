import Scenes
import Testing

@testable import LaunchTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading the terminal's background from COLORFGBG and from its answer to OSC 11.
@Suite struct TerminalThemeDetectionTests {
    @Test(arguments: [
        ("15;0", TerminalTheme.dark), ("0;15", .light), ("7;0", .dark), ("0;7", .light),
        ("12;default;0", .dark), ("0;default;15", .light), ("15;8", .dark), ("0;11", .light)
    ])
    func colorFGBGNamesTheBackgroundLast(value: String, theme: TerminalTheme) {
        #expect(TerminalThemeDetection.theme(colorFGBG: value) == theme)
    }

    @Test func colorFGBGWithoutANumberSaysNothing() {
        for value in [nil, "", "default;default", "15;", "15;16", "15;-1", "light"] {
            #expect(TerminalThemeDetection.theme(colorFGBG: value) == nil, "\(value ?? "nil")")
        }
    }

    private func answer(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func anOSC11AnswerGivesTheBackground() {
        let detect = TerminalThemeDetection.theme(answer:)
        #expect(detect(answer("\u{1B}]11;rgb:0000/0000/0000\u{07}")) == .dark)
        #expect(detect(answer("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")) == .light)
        #expect(detect(answer("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{1B}\\\u{1B}[?62;22c")) == .light, "Solarized light")
        #expect(detect(answer("\u{1B}]11;rgb:1e1e/1e1e/1e1e\u{07}")) == .dark)
        #expect(detect(answer("\u{1B}]11;rgb:ff/ff/ff\u{07}")) == .light, "two hex digits a channel")
        #expect(detect(answer("\u{1B}]11;rgb:f/f/f\u{07}")) == .light, "one hex digit a channel")
        #expect(detect(answer("\u{1B}]11;rgba:0000/0000/0000/ffff\u{07}")) == .dark)
        // Mid grey: black text contrasts with #808080 more than white does.
        #expect(detect(answer("\u{1B}]11;rgb:8080/8080/8080\u{07}")) == .light)
        #expect(detect(answer("\u{1B}]11;rgb:4040/4040/4040\u{07}")) == .dark)
    }

    @Test func anIncompleteOrStrangeAnswerSaysNothing() {
        let detect = TerminalThemeDetection.theme(answer:)
        for text in [
            "", "\u{1B}]11;rgb:ffff/ffff/ffff", "\u{1B}]11;rgb:ffff/ffff\u{07}",
            "\u{1B}]11;rgb:fffff/ffff/ffff\u{07}", "\u{1B}]11;rgb:gggg/ffff/ffff\u{07}",
            "\u{1B}]11;cmyk:1/1/1/1\u{07}", "\u{1B}]11;?\u{07}", "\u{1B}[?62;22c"
        ] {
            #expect(detect(answer(text)) == nil, "\(text.debugDescription)")
        }
    }

    @Test func theDeviceAttributesAnswerEndsTheWait() {
        #expect(!TerminalThemeDetection.isComplete(answer("\u{1B}]11;rgb:0000/0000/0000\u{07}")))
        #expect(!TerminalThemeDetection.isComplete(answer("\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?62;2")))
        #expect(TerminalThemeDetection.isComplete(answer("\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?62;22c")))
        #expect(TerminalThemeDetection.isComplete(answer("\u{1B}[?1;2c")), "a terminal that knows no OSC 11")
    }

    @Test func theQueryAsksForTheBackgroundThenTheDeviceAttributes() {
        #expect(TerminalThemeDetection.queryBytes == answer("\u{1B}]11;?\u{1B}\\\u{1B}[c"))
    }
}

/// The query runs on a pseudo-terminal before curses starts. It leaves
/// echo and line editing off, whether the answer came or not: curses takes
/// over next, and an answer that lands in between must never be echoed
/// onto the screen (the shell's modes were saved before, and are put back
/// on the way out).
@Suite struct ThemeQueryModesTests {
    func withTerminal(_ body: (_ master: Int32, _ slave: Int32) throws -> Void) throws {
        var master: Int32 = -1, slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { close(master); close(slave) }
        var modes = termios()
        tcgetattr(slave, &modes)
        try #require(modes.c_lflag & tcflag_t(ECHO) != 0, "a new terminal echoes")
        try body(master, slave)
    }

    func lineModes(_ descriptor: Int32) -> tcflag_t {
        var modes = termios()
        tcgetattr(descriptor, &modes)
        return modes.c_lflag & tcflag_t(ECHO | ICANON)
    }

    @Test func withNoAnswerEchoStaysOff() throws {
        try withTerminal { master, slave in
            let received = TerminalThemeDetection.query(input: slave, output: slave)
            #expect(received == [])
            #expect(lineModes(slave) == 0)
            // The query went out.
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(master, &buffer, buffer.count)
            #expect(Array(buffer.prefix(max(0, count))) == TerminalThemeDetection.queryBytes)
        }
    }

    @Test func withTheAnswerEchoStaysOff() throws {
        try withTerminal { master, slave in
            let answer = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c".utf8)
            _ = answer.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            let received = TerminalThemeDetection.query(input: slave, output: slave)
            #expect(received == answer)
            #expect(received.flatMap(TerminalThemeDetection.theme(answer:)) == .light)
            #expect(lineModes(slave) == 0)
        }
    }

    /// The query goes out first, and an answer that comes while it waits
    /// (written by the terminal on another thread, once it read the query) is read.
    @Test func anAnswerThatComesWhileTheQueryWaitsIsRead() throws {
        try withTerminal { master, slave in
            let answer = Array("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c".utf8)
            let beside = Parallel.Beside()
            defer { beside.stop() }
            let terminal = beside.later { () -> [UInt8] in
                var buffer = [UInt8](repeating: 0, count: 64)
                let count = read(master, &buffer, buffer.count)
                _ = answer.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                return Array(buffer.prefix(max(0, count)))
            }
            beside.start()
            let received = TerminalThemeDetection.query(input: slave, output: slave)
            #expect(terminal.value() == TerminalThemeDetection.queryBytes)
            #expect(received == answer)
        }
    }
}

/// The answers are found in the bytes read, byte by byte.
@Suite struct AnswerSearchTests {
    @Test func theEndOfTheFirstNeedleIsFound() {
        let bytes = Array("ab\u{1B}]11;rgb:0/0/0\u{1B}\\\u{1B}[?62c".utf8)
        #expect(TerminalThemeDetection.end(of: Array("\u{1B}]11;".utf8), in: bytes) == 7)
        #expect(TerminalThemeDetection.end(of: Array("\u{1B}[?".utf8), in: bytes) == 21)
        #expect(TerminalThemeDetection.end(of: Array("ab".utf8), in: bytes) == 2)
        #expect(TerminalThemeDetection.end(of: Array("zz".utf8), in: bytes) == nil)
        #expect(TerminalThemeDetection.end(of: Array("\u{1B}[?62cX".utf8), in: bytes) == nil, "longer than what is left")
        #expect(TerminalThemeDetection.end(of: [], in: bytes) == nil)
        #expect(TerminalThemeDetection.end(of: Array("a".utf8), in: []) == nil)
        // A start that fails half way is not skipped past: "aab" holds "ab" from 1.
        #expect(TerminalThemeDetection.end(of: Array("ab".utf8), in: Array("aab".utf8)) == 3)
    }
}
