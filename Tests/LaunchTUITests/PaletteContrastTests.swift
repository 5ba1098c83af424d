import Scenes
import Testing

@testable import LaunchTUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2's contrast ratio between two colours of a terminal palette: xterm's
/// RGB values for the 256 colours (its sixteen system colours, the 6x6x6
/// cube and the grey ramp), whose first eight are the standard ANSI colours.
enum Contrast {
    /// xterm's default colours 0-15, as its manual and its XTerm-col.ad
    /// resources give them: the eight ANSI colours, then their bright twins,
    /// which terminals that draw bold as bright use for bold text in 0-7.
    static let xtermDefaults: [(Int, Int, Int)] = [
        (0x00, 0x00, 0x00), (0xcd, 0x00, 0x00), (0x00, 0xcd, 0x00), (0xcd, 0xcd, 0x00),
        (0x00, 0x00, 0xee), (0xcd, 0x00, 0xcd), (0x00, 0xcd, 0xcd), (0xe5, 0xe5, 0xe5),
        (0x7f, 0x7f, 0x7f), (0xff, 0x00, 0x00), (0x00, 0xff, 0x00), (0xff, 0xff, 0x00),
        (0x5c, 0x5c, 0xff), (0xff, 0x00, 0xff), (0x00, 0xff, 0xff), (0xff, 0xff, 0xff)
    ]

    /// The colours 16-255 the palette uses, written out from xterm's
    /// 256-colour formula (its 256colres.pl): 16 + 36r + 6g + b is the cube
    /// entry whose channels are 0, 95, 135, 175, 215, 255 for levels 0-5;
    /// 232 + n is the grey 8 + 10n.
    static let xtermExtended: [Int: (Int, Int, Int)] = [
        16: (0, 0, 0), 17: (0, 0, 95), 22: (0, 95, 0), 24: (0, 95, 135), 25: (0, 95, 175), 26: (0, 95, 215),
        28: (0, 135, 0), 33: (0, 135, 255), 58: (95, 95, 0), 60: (95, 95, 135), 61: (95, 95, 175), 63: (95, 95, 255), 71: (95, 175, 95),
        75: (95, 175, 255), 78: (95, 215, 135), 81: (95, 215, 255), 94: (135, 95, 0), 111: (135, 175, 255),
        127: (175, 0, 175), 130: (175, 95, 0), 147: (175, 175, 255), 160: (215, 0, 0), 166: (215, 95, 0), 189: (215, 215, 255),
        203: (255, 95, 95), 208: (255, 135, 0), 214: (255, 175, 0), 220: (255, 215, 0), 223: (255, 215, 175),
        231: (255, 255, 255),
        234: (28, 28, 28), 235: (38, 38, 38), 236: (48, 48, 48), 237: (58, 58, 58), 238: (68, 68, 68),
        242: (108, 108, 108), 243: (118, 118, 118), 244: (128, 128, 128), 245: (138, 138, 138),
        250: (188, 188, 188), 252: (208, 208, 208), 253: (218, 218, 218), 255: (238, 238, 238)
    ]

    /// The sRGB colour of palette entry `index`: xterm's defaults above for
    /// 0-15, the written-out cube and greys for the rest (every colour the
    /// palette uses is there: `everyColourUsedIsWrittenOut`).
    static func rgb(_ index: Int) -> (Int, Int, Int) {
        index < 16 ? xtermDefaults[index] : xtermExtended[index] ?? (-1_000, -1_000, -1_000)
    }

    /// (lighter + 0.05) / (darker + 0.05): 1 to 21 (checked against known
    /// ratios in `contrastFollowsWCAG`).
    static func ratio(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double { XtermColor.contrast(a, b) }

    /// What the terminal's own colours (-1) are taken to be: white text on
    /// black for a dark terminal, black text on white for a light one.
    static let assumed: [TerminalTheme: (foreground: (Int, Int, Int), background: (Int, Int, Int))] = [
        .dark: ((255, 255, 255), (0, 0, 0)),
        .light: ((0, 0, 0), (255, 255, 255))
    ]

    /// The terminal's own colours as the SVG and asciicast writers give
    /// them (a dark terminal's background is #1c1c1c there, not black).
    static func exported(_ theme: TerminalTheme) -> (foreground: (Int, Int, Int), background: (Int, Int, Int)) {
        let colors = TerminalPalette(background: theme).ownRGB
        func rgb(_ hex: String) -> (Int, Int, Int) {
            let value = Int(hex.dropFirst(), radix: 16)!
            return (value >> 16, value >> 8 & 0xFF, value & 0xFF)
        }
        return (rgb(colors.foreground), rgb(colors.background))
    }

    /// The contrast of a look's text against its background, on a terminal
    /// of `theme`: the lower of the two, with the terminal's own colours
    /// taken as `assumed` and as exported. Reversing swaps the two and keeps the ratio.
    /// `boldAsBright`: as a terminal that draws bold text in colours 0-7 in
    /// their bright twins (8-15) draws it.
    static func of(_ look: Look, on theme: TerminalTheme, boldAsBright: Bool = false) -> Double {
        let brightens = boldAsBright && look.attributes.contains(.bold) && (0..<8).contains(look.foreground)
        return [assumed[theme]!, exported(theme)].map { terminal in
            let foreground = look.foreground < 0 ? terminal.foreground : rgb(look.foreground + (brightens ? 8 : 0))
            let background = look.background < 0 ? terminal.background : rgb(look.background)
            return ratio(foreground, background)
        }.min()!
    }
}

/// Every text role at WCAG 2 AA contrast (4.5:1) or better, outside the
/// phones on a dark and on a light terminal, and on the phones against
/// their own screens, at 256 and at 8 colours.
@Suite struct PaletteContrastTests {
    /// Phone parts that are shapes, not text: placeholders, an empty slot, the spinner.
    static let phoneGraphics: Set<Role> = [.skeleton, .slot, .spinner]
    /// The animated launch's streets, search dots and doorway: graphics that
    /// carry meaning, held to WCAG 2's non-text contrast (3:1) on their screens.
    static let mapGraphics: Set<Role> = [.street, .searchDot, .doorway]

    @Test func contrastFollowsWCAG() {
        #expect(abs(Contrast.ratio((255, 255, 255), (0, 0, 0)) - 21) < 1e-9)
        #expect(abs(Contrast.ratio((0, 0, 0), (0, 0, 0)) - 1) < 1e-9)
        // xterm's 81 (#5fd7ff) on white: the numbers' old colour on a light terminal.
        #expect(abs(Contrast.ratio(Contrast.rgb(81), (255, 255, 255)) - 1.66) < 0.01)
        #expect(Contrast.rgb(244) == (128, 128, 128))
        #expect(Contrast.rgb(24) == (0, 95, 135))
    }

    @Test(arguments: [ColorLevel.full, .eight], TerminalTheme.allCases)
    func everyTextRoleReadsOnItsBackground(level: ColorLevel, theme: TerminalTheme) {
        for scheme in [Scheme.terminal, .phone(.light), .phone(.dark)] {
            for role in Role.allCases where scheme == .terminal || !Self.phoneGraphics.contains(role) {
                let look = TerminalPalette.look(for: CellStyle(role, scheme: scheme), level: level, theme: theme)
                let ratio = Contrast.of(look, on: theme)
                let least = scheme != .terminal && Self.mapGraphics.contains(role) ? 3.0 : 4.5
                #expect(ratio >= least, "\(role)@\(scheme) on a \(theme) terminal at \(level): \(ratio)")
                #expect(!look.attributes.contains(.dim) || scheme != .terminal, "dim text has no known contrast")
            }
        }
    }

    /// The code's table (what the SVG and cast writers draw with) is xterm's.
    @Test func theSixteenColoursAreXtermsDefaults() {
        for index in 0..<16 {
            #expect(XtermColor.rgb(index) == Contrast.xtermDefaults[index], "colour \(index)")
        }
    }

    /// The code's cube and greys agree with xterm's, for every colour written out.
    @Test func theCubeAndGreysAreXterms() {
        for (index, rgb) in Contrast.xtermExtended {
            #expect(XtermColor.rgb(index) == rgb, "colour \(index)")
        }
    }

    /// Every colour a look can take has its xterm value written out above.
    @Test func everyColourUsedIsWrittenOut() {
        for level in [ColorLevel.full, .eight] {
            for theme in TerminalTheme.allCases {
                for scheme in [Scheme.terminal, .phone(.light), .phone(.dark)] {
                    for role in Role.allCases {
                        let look = TerminalPalette.look(for: CellStyle(role, scheme: scheme), level: level, theme: theme)
                        for color in [look.foreground, look.background] where color >= 16 {
                            #expect(Contrast.xtermExtended[color] != nil, "colour \(color) (\(role)@\(scheme))")
                        }
                    }
                }
            }
        }
    }

    /// xterm (boldColors, on by default), PuTTY, the Linux console and
    /// Terminal.app with "Use bright colors for bold text" draw bold text in
    /// colours 0-7 in 8-15. Every role, plain and bold, reads both as drawn
    /// and as they draw it: 4.5:1 for text, 3:1 for the map's graphics.
    @Test(arguments: [ColorLevel.full, .eight], TerminalTheme.allCases)
    func everyRoleReadsWhereBoldIsDrawnBright(level: ColorLevel, theme: TerminalTheme) {
        for scheme in [Scheme.terminal, .phone(.light), .phone(.dark)] {
            for role in Role.allCases where scheme == .terminal || !Self.phoneGraphics.contains(role) {
                for attributes in [Attributes(), .bold] {
                    let look = TerminalPalette.look(for: CellStyle(role, attributes, scheme: scheme), level: level, theme: theme)
                    let least = scheme != .terminal && Self.mapGraphics.contains(role) ? 3.0 : 4.5
                    let drawn = Contrast.of(look, on: theme)
                    let bright = Contrast.of(look, on: theme, boldAsBright: true)
                    let name = "\(role)\(attributes.isEmpty ? "" : "+bold")@\(scheme) on a \(theme) terminal at \(level)"
                    #expect(drawn >= least, "\(name): \(drawn)")
                    #expect(bright >= least, "\(name), bold drawn bright: \(bright)")
                }
            }
        }
    }

    /// The failures seen in a real xterm, worked out by hand from its
    /// colours: bold black is grey (#7f7f7f), at 3.2:1 on the light phone's
    /// #e5e5e5 and 1.9:1 on green (#00cd00). Bold stays where its bright
    /// twin reads: bold white on black is #ffffff.
    @Test func boldIsDroppedOnlyWhereItsBrightTwinWouldNotRead() {
        #expect(abs(Contrast.ratio(Contrast.xtermDefaults[8], Contrast.xtermDefaults[7]) - 3.18) < 0.01)
        #expect(abs(Contrast.ratio(Contrast.xtermDefaults[8], Contrast.xtermDefaults[2]) - 1.86) < 0.01)
        let headline = TerminalPalette.look(for: CellStyle(.story, .bold, scheme: .phone(.light)), level: .eight, theme: .light)
        #expect(headline.foreground == 0 && !headline.attributes.contains(.bold))
        let verdict = TerminalPalette.look(for: CellStyle(.good, .bold), level: .eight, theme: .light)
        #expect(!verdict.attributes.contains(.bold))
        let dark = TerminalPalette.look(for: CellStyle(.story, .bold, scheme: .phone(.dark)), level: .eight, theme: .dark)
        #expect(dark.foreground == 7 && dark.attributes.contains(.bold))
        let full = TerminalPalette.look(for: CellStyle(.story, .bold, scheme: .phone(.light)), level: .full, theme: .light)
        #expect(full.attributes.contains(.bold))
    }

    @Test func theTerminalsBackgroundChangesTheStage() {
        for level in [ColorLevel.full, .eight] {
            for role in [Role.metric, .playhead, .marker, .good, .poor] {
                let dark = TerminalPalette.look(for: CellStyle(role), level: level, theme: .dark)
                let light = TerminalPalette.look(for: CellStyle(role), level: level, theme: .light)
                #expect(dark != light, "\(role) at \(level)")
            }
        }
    }

    @Test func thePhoneFrameShowsOnALightTerminal() {
        for scheme in [Scheme.phone(.light), .phone(.dark)] {
            let frame = TerminalPalette.look(for: CellStyle(.frame, scheme: scheme), level: .eight, theme: .light)
            #expect(Contrast.of(frame, on: .light) >= 3, "WCAG 2.1 non-text contrast, \(scheme) phone")
        }
    }
}
