@testable import LaunchTUI
import Scenes
import Testing

/// Reading the terminal's background from COLORFGBG and from its answer to OSC 11.
@Suite struct TerminalThemeDetectionTests {
    @Test(arguments: [
        ("15;0", TerminalTheme.dark), ("0;15", .light), ("7;0", .dark), ("0;7", .light),
        ("12;default;0", .dark), ("0;default;15", .light), ("15;8", .dark), ("0;11", .light),
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
        for text in ["", "\u{1B}]11;rgb:ffff/ffff/ffff", "\u{1B}]11;rgb:ffff/ffff\u{07}",
                     "\u{1B}]11;rgb:fffff/ffff/ffff\u{07}", "\u{1B}]11;rgb:gggg/ffff/ffff\u{07}",
                     "\u{1B}]11;cmyk:1/1/1/1\u{07}", "\u{1B}]11;?\u{07}", "\u{1B}[?62;22c"] {
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
