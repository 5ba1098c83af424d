import Scenes

/// Roles to looks. Phones in the light scheme get a light screen and bars,
/// in the dark scheme a dark one; outside the phones the terminal's own
/// background shows, light or dark as `theme` says, and the phone's frame is
/// drawn on it too. Text on a phone takes its screen's background, since
/// a cell has one style and the background must not show holes.
///
/// Every text role reaches WCAG 2's AA contrast (4.5:1, relative luminance
/// from sRGB) against its background: outside the phones against white
/// (#ffffff) for a light terminal and black (#000000) for a dark one, with
/// xterm's RGB values for the 256 colours and its standard eight ANSI colours.
extension TerminalPalette {
    static func look(for style: CellStyle, level: ColorLevel, theme: TerminalTheme = .dark) -> Look {
        var look: Look
        switch level {
        case .full: look = full(style.role, style.scheme, theme)
        case .eight: look = eight(style.role, style.scheme, theme)
        case .none: look = Look(foreground: -1, background: -1, attributes: monochrome(style, theme))
        }
        look.attributes.formUnion(style.attributes)
        if level == .eight, look.attributes.contains(.bold), !boldReadsWhenBright(look, theme) {
            look.attributes.remove(.bold)
        }
        return look
    }

    /// xterm (its boldColors, on by default), PuTTY, the Linux console and
    /// Terminal.app with "Use bright colors for bold text" draw bold text in
    /// colours 0-7 in their bright twins, 8-15. On a light background every
    /// twin is too light (bold black turns grey: 3.2:1 on the light phone,
    /// 1.9:1 on green), so bold stays only where the twin, in xterm's
    /// default colours, still reaches WCAG 2 AA (4.5:1) on its background;
    /// elsewhere the text is drawn plain, which reads the same everywhere.
    static func boldReadsWhenBright(_ look: Look, _ theme: TerminalTheme) -> Bool {
        guard (0..<8).contains(look.foreground) else { return true }
        let background =
            look.background >= 0
            ? XtermColor.rgb(look.background)
            : theme == .dark ? (0, 0, 0) : (255, 255, 255)
        return XtermColor.contrast(XtermColor.rgb(look.foreground + 8), background) >= 4.5
    }

    /// Without colour, attributes tell the parts apart, and a phone whose
    /// scheme is the opposite of the terminal's background is drawn in
    /// reverse: a light phone on a dark terminal, a dark one on a light
    /// terminal. So dark mode, and the white flash of a splash coloured only
    /// for light, still show (the frame, an outline, stays as it is).
    static func monochrome(_ style: CellStyle, _ theme: TerminalTheme) -> Attributes {
        var attributes = looks(style.role).monochrome
        let opposite =
            switch style.scheme {
            case .terminal: false
            case .phone(.light): theme == .dark
            case .phone(.dark): theme == .light
            }
        if opposite && style.role != .frame { attributes.formSymmetricDifference(.reverse) }
        return attributes
    }

    static func monochrome(_ role: Role) -> Attributes { looks(role).monochrome }

    private static func full(_ role: Role, _ scheme: Scheme, _ theme: TerminalTheme) -> Look {
        let looks = looks(role)
        switch scheme {
        case .phone(let appearance):
            guard let phone = looks.phone else { return full(role, .terminal, theme) }
            return appearance == .light
                ? phone.full.light.look(screen: 255, text: 235) : phone.full.dark.look(screen: 234, text: 253)
        case .terminal:
            return theme == .dark ? looks.full.dark : looks.full.light
        }
    }

    private static func eight(_ role: Role, _ scheme: Scheme, _ theme: TerminalTheme) -> Look {
        let looks = looks(role)
        switch scheme {
        case .phone(let appearance):
            guard let phone = looks.phone else { return eight(role, .terminal, theme) }
            var look =
                appearance == .light
                ? phone.eight.light.look(screen: white, text: black) : phone.eight.dark.look(screen: black, text: white)
            look.attributes.formUnion(phone.eightAttributes)
            return look
        case .terminal:
            return theme == .dark ? looks.eight.dark : looks.eight.light
        }
    }

    // MARK: - The table

    private static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, white = 7

    /// Every look of every role, in one table: on the terminal's own
    /// background in 256 colours (xterm's palette) and in 8, on a light and
    /// a dark phone, and without colour. A new role is one case here, and
    /// the compiler asks for it.
    ///
    /// On the terminal, each pair is (dark terminal, light terminal). On
    /// white, xterm's yellow, green and cyan are too light for text in 8
    /// colours, so they become backgrounds; on black, its red and blue are
    /// too dark, so they do too. On a phone (screen 255 with text 235 when
    /// light, 234 with 253 when dark, in 256 colours; white and black in 8),
    /// `.text` is the screen's text colour on its background.
    static func looks(_ role: Role) -> RoleLooks {
        switch role {
        case .plain, .heading, .caption:
            RoleLooks(full: own, eight: own, monochrome: role == .plain ? [] : [.bold])
        case .frame:
            RoleLooks(full: ink(245, 242), eight: own, monochrome: [])
        case .screen, .launchScreen:
            RoleLooks(full: own, eight: own, phone: .text, monochrome: [])
        case .title:
            RoleLooks(full: own, eight: own, phone: PhoneLooks(full: (.ink(16), .ink(231))), monochrome: [])
        case .updated:
            RoleLooks(full: own, eight: own, phone: PhoneLooks(full: (.ink(242), .ink(245))), monochrome: [])
        case .story:
            RoleLooks(full: ink(71, 28), eight: (foreground(green), colors(black, on: green)), phone: .text, monochrome: [])
        case .skeleton:
            // Eight colours cannot shade a placeholder on a phone; dim does.
            RoleLooks(
                full: ink(245, 242), eight: own,
                phone: PhoneLooks(full: (.ink(250), .ink(238)), eightAttributes: [.dim]), monochrome: [.dim])
        case .chrome:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(full: (.colors(238, on: 253), .colors(250, on: 236)), eight: (.ink(blue), .ink(cyan))),
                monochrome: [])
        case .banner:
            RoleLooks(
                full: ink(33, 26), eight: (colors(white, on: blue), foreground(blue)),
                phone: PhoneLooks(
                    full: (.colors(231, on: 25), .colors(231, on: 24)),
                    eight: (.colors(white, on: blue), .colors(white, on: blue))),
                monochrome: [.reverse])
        case .slot:
            RoleLooks(
                full: ink(245, 242), eight: own,
                phone: PhoneLooks(
                    full: (.colors(250, on: 252), .colors(238, on: 237)),
                    eight: (.colors(black, on: cyan), .colors(black, on: cyan))),
                monochrome: [.reverse, .dim])
        case .note:
            RoleLooks(
                full: ink(214, 94), eight: (foreground(yellow), colors(black, on: yellow)),
                phone: PhoneLooks(
                    full: (.colors(58, on: 223), .colors(223, on: 58)),
                    eight: (.colors(black, on: yellow), .colors(black, on: yellow))),
                monochrome: [.reverse])
        case .logo:
            RoleLooks(
                full: ink(75, 25), eight: ink(cyan, blue),
                phone: PhoneLooks(full: (.ink(25), .ink(75)), eight: (.ink(blue), .ink(cyan))), monochrome: [.bold])
        case .spinner:
            RoleLooks(full: ink(245, 242), eight: own, phone: PhoneLooks(full: (.ink(242), .ink(245))), monochrome: [.bold])
        case .error:
            RoleLooks(
                full: ink(203, 160), eight: (colors(white, on: red), foreground(red)),
                phone: PhoneLooks(full: (.ink(160), .ink(203)), eight: (.ink(red), .ink(yellow))), monochrome: [.bold])

        // The animated launch's, only ever on a phone: a periwinkle route on
        // an ink casing, a white arrow, a yellow doorway (the animated launch
        // write-up). Without colour the route and the mark stand out; a lit
        // or breathing doorway is told by its own bold and dim.
        case .street:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(full: (.ink(244), .ink(243)), eight: (.ink(black), .ink(white))), monochrome: [.dim])
        case .searchDot:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(full: (.ink(63), .ink(111)), eight: (.ink(blue), .ink(cyan))), monochrome: [.bold])
        case .route:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(
                    full: (.colors(147, on: 17), .colors(147, on: 17)),
                    eight: (.colors(white, on: blue), .colors(white, on: blue))),
                monochrome: [.reverse])
        case .arrow:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(
                    full: (.colors(231, on: 17), .colors(231, on: 17)),
                    eight: (.colors(white, on: black), .colors(black, on: white))),
                monochrome: [.bold])
        case .doorway:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(full: (.ink(166), .ink(220)), eight: (.ink(red), .ink(yellow))), monochrome: [.bold])
        case .mark:
            RoleLooks(
                full: own, eight: own,
                phone: PhoneLooks(
                    full: (.colors(17, on: 220), .colors(17, on: 220)),
                    eight: (.colors(black, on: yellow), .colors(black, on: yellow))),
                monochrome: [.bold, .reverse])

        // A layout shift's region, on a phone and in the margin beside it
        // (Chrome DevTools' Layout Shift Regions tint what moved): navy on
        // lavender, then on a paler lavender as it fades; white on violet on a
        // dark phone. Eight colours have one tint, cyan; without colour,
        // underline, bold while it is fresh. In the margin, outside the
        // phone, the terminal's background shows: lavender or violet ink.
        case .shifted:
            RoleLooks(
                full: ink(147, 61), eight: (foreground(cyan), colors(black, on: cyan)),
                phone: PhoneLooks(
                    full: (.colors(17, on: 147), .colors(231, on: 61)),
                    eight: (.colors(black, on: cyan), .colors(black, on: cyan))),
                monochrome: [.underline, .bold])
        case .shiftFading:
            RoleLooks(
                full: ink(147, 61), eight: (foreground(cyan), colors(black, on: cyan)),
                phone: PhoneLooks(
                    full: (.colors(17, on: 189), .colors(231, on: 60)),
                    eight: (.colors(black, on: cyan), .colors(black, on: cyan))),
                monochrome: [.underline])

        // The stage's, outside the phones.
        case .axis:
            RoleLooks(full: ink(245, 242), eight: own, monochrome: [.dim])
        case .playhead:
            RoleLooks(full: ink(220, 127), eight: ink(yellow, magenta), monochrome: [.bold])
        case .marker:
            RoleLooks(full: ink(208, 130), eight: ink(yellow, red), monochrome: [.bold])
        case .metric:
            RoleLooks(full: ink(81, 24), eight: ink(cyan, blue), monochrome: [])
        case .good:
            RoleLooks(full: ink(78, 22), eight: (foreground(green), colors(black, on: green)), monochrome: [])
        case .needsImprovement:
            RoleLooks(full: ink(214, 94), eight: (foreground(yellow), colors(black, on: yellow)), monochrome: [.underline])
        case .poor:
            RoleLooks(full: ink(203, 160), eight: (colors(white, on: red), foreground(red)), monochrome: [.reverse])
        case .status:
            RoleLooks(full: (colors(252, on: 237), colors(235, on: 252)), eight: (reversed, reversed), monochrome: [.reverse])
        }
    }

    // MARK: - Helpers

    /// The terminal's own colours, on either background.
    private static let own = (dark: Look.terminal, light: Look.terminal)
    private static let reversed = Look(foreground: -1, background: -1, attributes: [.reverse])

    private static func foreground(_ color: Int) -> Look {
        Look(foreground: color, background: -1, attributes: [])
    }

    private static func colors(_ foreground: Int, on background: Int) -> Look {
        Look(foreground: foreground, background: background, attributes: [])
    }

    /// Foreground colours on a dark and on a light terminal.
    private static func ink(_ dark: Int, _ light: Int) -> (dark: Look, light: Look) {
        (foreground(dark), foreground(light))
    }
}

/// Every look of one role (`TerminalPalette.looks`).
struct RoleLooks {
    /// On the terminal's own background, in 256 colours and in 8.
    var full: (dark: Look, light: Look)
    var eight: (dark: Look, light: Look)
    /// On a phone; nil for a role never drawn on one, which a phone's cell
    /// then draws as on the terminal.
    var phone: PhoneLooks?
    /// Without colour.
    var monochrome: Attributes

    init(
        full: (dark: Look, light: Look), eight: (dark: Look, light: Look), phone: PhoneLooks? = nil,
        monochrome: Attributes
    ) {
        self.full = full
        self.eight = eight
        self.phone = phone
        self.monochrome = monochrome
    }
}

/// A role's looks on a light and a dark phone, in 256 colours and in 8.
struct PhoneLooks {
    var full: (light: PhoneInk, dark: PhoneInk)
    var eight: (light: PhoneInk, dark: PhoneInk)
    /// Added in 8 colours, where colour cannot say it.
    var eightAttributes: Attributes = []

    init(
        full: (light: PhoneInk, dark: PhoneInk), eight: (light: PhoneInk, dark: PhoneInk) = (.text, .text),
        eightAttributes: Attributes = []
    ) {
        self.full = full
        self.eight = eight
        self.eightAttributes = eightAttributes
    }

    /// The screen's text colour on its background, in every look.
    static let text = PhoneLooks(full: (.text, .text))
}

/// A colour on a phone's screen.
enum PhoneInk {
    /// The screen's text colour on its background.
    case text
    /// A colour of its own, on the screen's background (nil) or one of its own.
    case colors(Int, on: Int?)

    static func ink(_ foreground: Int) -> PhoneInk { .colors(foreground, on: nil) }

    func look(screen: Int, text: Int) -> Look {
        switch self {
        case .text: Look(foreground: text, background: screen, attributes: [])
        case .colors(let foreground, let background): Look(foreground: foreground, background: background ?? screen, attributes: [])
        }
    }
}
