import Scenes

/// How many colours the terminal gives us.
enum ColorLevel: Hashable, Sendable {
    /// NO_COLOR, or a terminal without colour: attributes carry the difference.
    case none
    /// 8 (or 16) colours.
    case eight
    /// 256 colours or more.
    case full

    /// The level for a terminal with `colors` colours and the user's wishes.
    /// NO_COLOR counts when set to anything but the empty string (no-color.org).
    static func choose(colors: Int, noColor: String?) -> ColorLevel {
        if let noColor, !noColor.isEmpty { return .none }
        if colors >= 256 { return .full }
        return colors >= 8 ? .eight : .none
    }
}

/// How a cell looks on the terminal: colours (-1 is the terminal's own) and
/// attributes.
struct Look: Hashable, Sendable {
    var foreground: Int
    var background: Int
    var attributes: Attributes

    static let terminal = Look(foreground: -1, background: -1, attributes: [])
}

/// Roles to looks. Phones in the light scheme get a light screen and bars,
/// in the dark scheme a dark one; outside the phones the terminal's own
/// background shows. Text on a phone takes its screen's background, since
/// a cell has one style and the background must not show holes.
enum Palette {
    static func look(for style: Style, level: ColorLevel, theme: TerminalTheme = .dark) -> Look {
        var look: Look
        switch level {
        case .full: look = full(style.role, style.scheme)
        case .eight: look = eight(style.role, style.scheme)
        case .none: look = Look(foreground: -1, background: -1, attributes: monochrome(style.role))
        }
        look.attributes.formUnion(style.attributes)
        return look
    }

    /// Without colour, attributes tell the parts apart.
    static func monochrome(_ role: Role) -> Attributes {
        switch role {
        case .banner, .note, .status, .poor: [.reverse]
        case .needsImprovement: [.underline]
        case .slot: [.reverse, .dim]
        case .skeleton, .axis: [.dim]
        case .logo, .spinner, .error, .playhead, .marker, .heading, .caption: [.bold]
        case .plain, .frame, .screen, .launchScreen, .chrome, .title, .updated, .story, .metric, .good: []
        // The animated launch: the route and the mark stand out; a lit or
        // breathing doorway is told by its own bold and dim.
        case .street: [.dim]
        case .searchDot, .doorway, .arrow: [.bold]
        case .route: [.reverse]
        case .mark: [.bold, .reverse]
        }
    }

    // MARK: - 256 colours (xterm's palette)

    private static func full(_ role: Role, _ scheme: Scheme) -> Look {
        switch scheme {
        case .light:
            phone(role, screen: 255, text: 235, roles: [
                .title: (16, nil), .updated: (242, nil), .skeleton: (250, nil), .logo: (25, nil),
                .spinner: (242, nil), .error: (160, nil), .chrome: (238, 253), .banner: (231, 25),
                .slot: (250, 252), .note: (94, 223), .frame: (248, -1),
                // The animated launch: periwinkle route on an ink casing, a
                // white arrow, a yellow doorway (the animated launch write-up).
                .street: (248, nil), .searchDot: (69, nil), .route: (147, 17), .arrow: (231, 17),
                .doorway: (214, nil), .mark: (17, 220),
            ]) ?? full(role, .terminal)
        case .dark:
            phone(role, screen: 234, text: 253, roles: [
                .title: (231, nil), .updated: (245, nil), .skeleton: (238, nil), .logo: (75, nil),
                .spinner: (245, nil), .error: (203, nil), .chrome: (250, 236), .banner: (231, 24),
                .slot: (238, 237), .note: (223, 58), .frame: (240, -1),
                .street: (241, nil), .searchDot: (111, nil), .route: (147, 17), .arrow: (231, 17),
                .doorway: (220, nil), .mark: (17, 220),
            ]) ?? full(role, .terminal)
        case .terminal:
            switch role {
            case .status: Look(foreground: 252, background: 237, attributes: [])
            case .axis, .frame, .slot: foreground(244)
            case .playhead: foreground(220)
            case .marker: foreground(208)
            case .metric: foreground(81)
            case .logo: foreground(75)
            case .spinner, .skeleton: foreground(245)
            case .story: foreground(71)
            case .banner: foreground(33)
            case .note: foreground(214)
            case .error, .poor: foreground(203)
            case .good: foreground(78)
            case .needsImprovement: foreground(214)
            case .plain, .screen, .launchScreen, .chrome, .title, .updated, .heading, .caption: .terminal
            // Only ever on a phone.
            case .street, .searchDot, .route, .arrow, .doorway, .mark: .terminal
            }
        }
    }

    // MARK: - 8 colours

    private static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, cyan = 6, white = 7

    private static func eight(_ role: Role, _ scheme: Scheme) -> Look {
        var look: Look
        switch scheme {
        case .light:
            look = phone(role, screen: white, text: black, roles: [
                .logo: (blue, nil), .error: (red, nil), .chrome: (blue, nil), .banner: (white, blue),
                .slot: (black, cyan), .note: (black, yellow), .frame: (white, -1),
                .street: (black, nil), .searchDot: (blue, nil), .route: (white, blue), .arrow: (white, black),
                .doorway: (yellow, nil), .mark: (black, yellow),
            ]) ?? eight(role, .terminal)
        case .dark:
            look = phone(role, screen: black, text: white, roles: [
                .logo: (cyan, nil), .error: (red, nil), .chrome: (cyan, nil), .banner: (white, blue),
                .slot: (black, cyan), .note: (black, yellow), .frame: (white, -1),
                .street: (white, nil), .searchDot: (cyan, nil), .route: (white, blue), .arrow: (black, white),
                .doorway: (yellow, nil), .mark: (black, yellow),
            ]) ?? eight(role, .terminal)
        case .terminal:
            switch role {
            case .status: look = Look(foreground: -1, background: -1, attributes: [.reverse])
            case .playhead, .note, .needsImprovement: look = foreground(yellow)
            case .marker, .error, .poor: look = foreground(red)
            case .metric: look = foreground(cyan)
            case .logo, .banner: look = foreground(blue)
            case .story, .good: look = foreground(green)
            default: look = .terminal
            }
        }
        // Eight colours cannot shade a placeholder; dim does.
        if role == .skeleton { look.attributes.insert(.dim) }
        return look
    }

    // MARK: - Helpers

    private static func foreground(_ color: Int) -> Look {
        Look(foreground: color, background: -1, attributes: [])
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
            return Look(foreground: text, background: screen, attributes: [])
        default:
            return nil
        }
    }
}
