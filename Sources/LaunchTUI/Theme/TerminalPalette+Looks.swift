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
    static func look(for style: Style, level: ColorLevel, theme: TerminalTheme = .dark) -> Look {
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
        let background = look.background >= 0
            ? XtermColor.rgb(look.background)
            : theme == .dark ? (0, 0, 0) : (255, 255, 255)
        return XtermColor.contrast(XtermColor.rgb(look.foreground + 8), background) >= 4.5
    }

    /// Without colour, attributes tell the parts apart, and a phone whose
    /// scheme is the opposite of the terminal's background is drawn in
    /// reverse: a light phone on a dark terminal, a dark one on a light
    /// terminal. So dark mode, and the white flash of a splash coloured only
    /// for light, still show (the frame, an outline, stays as it is).
    static func monochrome(_ style: Style, _ theme: TerminalTheme) -> Attributes {
        var attributes = monochrome(style.role)
        let opposite = switch style.scheme {
        case .terminal: false
        case .light: theme == .dark
        case .dark: theme == .light
        }
        if opposite && style.role != .frame { attributes.formSymmetricDifference(.reverse) }
        return attributes
    }

    static func monochrome(_ role: Role) -> Attributes {
        switch role {
        case .banner, .note, .status, .poor: [.reverse]
        case .needsImprovement: [.underline]
        case .slot: [.reverse, .dim]
        case .skeleton, .axis: [.dim]
        case .logo, .spinner, .error, .playhead, .marker, .heading, .caption: [.bold]
        case .plain, .frame, .screen, .launchScreen, .chrome, .title, .updated, .story, .metric, .good: []
        case .street, .searchDot, .route, .arrow, .doorway, .mark: animatedLaunch[role]?.monochrome ?? []
        }
    }

    // MARK: - The animated launch's roles

    /// Every look of each role only the animated launch draws (its map), in
    /// one table: on a light and a dark phone in 256 colours and in 8, as
    /// (foreground, background) with nil for the screen's background, and
    /// without colour. They appear only on a phone; the terminal's own
    /// background never shows them.
    private static let animatedLaunch: [Role: StyleRoleLooks] = [
        // Periwinkle route on an ink casing, a white arrow, a yellow doorway
        // (the animated launch write-up). Without colour the route and the
        // mark stand out; a lit or breathing doorway is told by its own bold and dim.
        .street: StyleRoleLooks(full: ((244, nil), (243, nil)), eight: ((black, nil), (white, nil)), monochrome: [.dim]),
        .searchDot: StyleRoleLooks(full: ((63, nil), (111, nil)), eight: ((blue, nil), (cyan, nil)), monochrome: [.bold]),
        .route: StyleRoleLooks(full: ((147, 17), (147, 17)), eight: ((white, blue), (white, blue)), monochrome: [.reverse]),
        .arrow: StyleRoleLooks(full: ((231, 17), (231, 17)), eight: ((white, black), (black, white)), monochrome: [.bold]),
        .doorway: StyleRoleLooks(full: ((166, nil), (220, nil)), eight: ((red, nil), (yellow, nil)), monochrome: [.bold]),
        .mark: StyleRoleLooks(full: ((17, 220), (17, 220)), eight: ((black, yellow), (black, yellow)),
                              monochrome: [.bold, .reverse]),
    ]

    /// A phone's roles of one colour level and scheme: `own`, then the
    /// launch styles' roles' looks at `look`.
    private static func phoneRoles(_ own: [Role: (Int, Int?)],
                                   _ look: (StyleRoleLooks) -> (Int, Int?)) -> [Role: (Int, Int?)] {
        own.merging(animatedLaunch.mapValues(look)) { mine, _ in mine }
    }

    private static let fullLight = phoneRoles([
        .title: (16, nil), .updated: (242, nil), .skeleton: (250, nil), .logo: (25, nil),
        .spinner: (242, nil), .error: (160, nil), .chrome: (238, 253), .banner: (231, 25),
        .slot: (250, 252), .note: (58, 223),
    ]) { $0.full.light }

    private static let fullDark = phoneRoles([
        .title: (231, nil), .updated: (245, nil), .skeleton: (238, nil), .logo: (75, nil),
        .spinner: (245, nil), .error: (203, nil), .chrome: (250, 236), .banner: (231, 24),
        .slot: (238, 237), .note: (223, 58),
    ]) { $0.full.dark }

    private static let eightLight = phoneRoles([
        .logo: (blue, nil), .error: (red, nil), .chrome: (blue, nil), .banner: (white, blue),
        .slot: (black, cyan), .note: (black, yellow),
    ]) { $0.eight.light }

    private static let eightDark = phoneRoles([
        .logo: (cyan, nil), .error: (yellow, nil), .chrome: (cyan, nil), .banner: (white, blue),
        .slot: (black, cyan), .note: (black, yellow),
    ]) { $0.eight.dark }

    // MARK: - 256 colours (xterm's palette)

    private static func full(_ role: Role, _ scheme: Scheme, _ theme: TerminalTheme) -> Look {
        switch scheme {
        case .light:
            phone(role, screen: 255, text: 235, roles: fullLight) ?? full(role, .terminal, theme)
        case .dark:
            phone(role, screen: 234, text: 253, roles: fullDark) ?? full(role, .terminal, theme)
        case .terminal:
            // (dark terminal, light terminal)
            switch role {
            case .status: pick(colors(252, on: 237), colors(235, on: 252), theme)
            case .axis, .frame, .slot: pick(245, 242, theme)
            case .playhead: pick(220, 127, theme)
            case .marker: pick(208, 130, theme)
            case .metric: pick(81, 24, theme)
            case .logo: pick(75, 25, theme)
            case .spinner, .skeleton: pick(245, 242, theme)
            case .story: pick(71, 28, theme)
            case .banner: pick(33, 26, theme)
            case .note, .needsImprovement: pick(214, 94, theme)
            case .error, .poor: pick(203, 160, theme)
            case .good: pick(78, 22, theme)
            case .plain, .screen, .launchScreen, .chrome, .title, .updated, .heading, .caption: .terminal
            // The animated launch's: only ever on a phone.
            case .street, .searchDot, .route, .arrow, .doorway, .mark: .terminal
            }
        }
    }

    // MARK: - 8 colours

    private static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, white = 7

    private static func eight(_ role: Role, _ scheme: Scheme, _ theme: TerminalTheme) -> Look {
        var look: Look
        switch scheme {
        case .light:
            look = phone(role, screen: white, text: black, roles: eightLight) ?? eight(role, .terminal, theme)
        case .dark:
            look = phone(role, screen: black, text: white, roles: eightDark) ?? eight(role, .terminal, theme)
        case .terminal:
            // (dark terminal, light terminal). On white, xterm's yellow, green
            // and cyan are too light for text, so they become backgrounds; on
            // black, its red and blue are too dark, so they do too.
            switch role {
            case .status: look = Look(foreground: -1, background: -1, attributes: [.reverse])
            case .playhead: look = pick(yellow, magenta, theme)
            case .note, .needsImprovement: look = pick(foreground(yellow), colors(black, on: yellow), theme)
            case .marker: look = pick(yellow, red, theme)
            case .error, .poor: look = pick(colors(white, on: red), foreground(red), theme)
            case .metric, .logo: look = pick(cyan, blue, theme)
            case .banner: look = pick(colors(white, on: blue), foreground(blue), theme)
            case .story, .good: look = pick(foreground(green), colors(black, on: green), theme)
            default: look = .terminal
            }
            return look
        }
        // Eight colours cannot shade a placeholder on a phone; dim does.
        if role == .skeleton { look.attributes.insert(.dim) }
        return look
    }

    // MARK: - Helpers

    private static func foreground(_ color: Int) -> Look {
        Look(foreground: color, background: -1, attributes: [])
    }

    private static func colors(_ foreground: Int, on background: Int) -> Look {
        Look(foreground: foreground, background: background, attributes: [])
    }

    /// The look for the terminal's background: dark or light.
    private static func pick(_ dark: Look, _ light: Look, _ theme: TerminalTheme) -> Look {
        theme == .dark ? dark : light
    }

    /// The foreground colour for the terminal's background: dark or light.
    private static func pick(_ dark: Int, _ light: Int, _ theme: TerminalTheme) -> Look {
        foreground(theme == .dark ? dark : light)
    }

    /// A phone role's look: its own (foreground, background), nil background
    /// meaning the screen's; roles not listed draw in the screen's text colour;
    /// nil for roles that never appear on a phone.
    private static func phone(_ role: Role, screen: Int, text: Int, roles: [Role: (Int, Int?)]) -> Look? {
        if let (foreground, background) = roles[role] {
            return Look(foreground: foreground, background: background ?? screen, attributes: [])
        }
        switch role {
        case .screen, .launchScreen, .title, .updated, .story, .skeleton, .logo, .spinner, .error:
            return colors(text, on: screen)
        default:
            return nil
        }
    }
}

/// A role a launch style draws, in every look (`TerminalPalette.animatedLaunch`): on
/// a light and a dark phone, in 256 colours and in 8, each as (foreground,
/// background) with nil for the screen's background; and without colour.
private struct StyleRoleLooks {
    let full: (light: (Int, Int?), dark: (Int, Int?))
    let eight: (light: (Int, Int?), dark: (Int, Int?))
    let monochrome: Attributes
}
