/// What a cell shows, by meaning rather than colour. The front maps roles to
/// colours (or to attributes, without colour); the metrics observer reads them
/// to tell story text from a skeleton or a logo.
public enum Role: String, Sendable, CaseIterable {
    /// Outside the phones: the terminal's own background.
    case plain
    /// The phone's rounded frame.
    case frame
    /// A screen drawn by the app itself (its background).
    case screen
    /// A screen drawn by the system before the app's first frame: a launch
    /// screen or a system splash (its background).
    case launchScreen
    /// Status bar, nav bar and tab bar: the app's own bars.
    case chrome
    /// The fixed title in the nav bar ("Today").
    case title
    /// The "Updated ..." line under the title.
    case updated
    /// Story text: headline, source and age.
    case story
    /// Placeholder shapes where stories will go.
    case skeleton
    /// The loaded banner.
    case banner
    /// A reserved banner slot, still empty.
    case slot
    /// A note in the reserved slot (offline).
    case note
    /// The app's logo on a splash.
    case logo
    /// The spinner shown while fetching.
    case spinner

    // The animated launch's own roles, its map's (`MapView`): `animatedLaunch`
    // lists them and the palette gives their looks in one table. They are
    // cases of the one enum, not declared with the style, because a role is
    // part of the screen buffer below every layer: the parts draw it, the
    // observer reads it, snapshots name it, and the palette must give every
    // role a look, which the compiler checks only for the cases of an enum.

    /// The animated launch's streets.
    case street
    /// A street the route search has reached.
    case searchDot
    /// The route found, periwinkle on an ink casing.
    case route
    /// The small white arrow that follows the route.
    case arrow
    /// The doorway the arrow steps through: dim, then lit yellow.
    case doorway
    /// The app's mark the arrow grows into.
    case mark

    /// An error screen's text.
    case error
    /// Headings over the phones and labels in the timeline.
    case heading
    /// The timeline's axis and tick labels.
    case axis
    /// The timeline's playhead.
    case playhead
    /// A marker in a lane: where content lands or jumps.
    case marker
    /// Content that moved in a layout shift, for a while after it (Chrome
    /// DevTools' Layout Shift Regions): the rows in their new place, the
    /// frame's edge where they were (the ghost) and the distance beside it.
    case shifted
    /// The same a while later, as the mark fades: a step less intense
    /// where the colour level allows.
    case shiftFading
    /// A measured number.
    case metric
    /// A verdict that met its threshold.
    case good
    /// A verdict between web vitals' good and poor thresholds.
    case needsImprovement
    /// A verdict that missed its threshold.
    case poor
    /// The caption line.
    case caption
    /// The status line at the bottom.
    case status
}

extension Role {
    /// The roles only the animated launch draws, its map's.
    public static let animatedLaunch: [Role] = [.street, .searchDot, .route, .arrow, .doorway, .mark]

    /// Pure animation: cells of this role may change from frame to frame
    /// without the pane being drawn any further (Android's "fully drawn"
    /// ignores them), and they never count as content moving.
    public var isAnimation: Bool {
        switch self {
        case .spinner, .street, .searchDot, .route, .arrow, .doorway, .mark: true
        default: false
        }
    }
}

/// Terminal attributes that carry meaning when there is no colour.
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)

    /// Names in a fixed order, for the style form of a snapshot.
    var names: [String] {
        var result: [String] = []
        if contains(.bold) { result.append("bold") }
        if contains(.dim) { result.append("dim") }
        if contains(.reverse) { result.append("reverse") }
        if contains(.underline) { result.append("underline") }
        return result
    }
}

/// The appearance people are in on their phone, light or dark (`--appearance`,
/// the `d` key); not the terminal's background, which is a `TerminalTheme`.
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}

/// Which colours a cell is drawn in: the terminal's own, or a phone's in
/// its appearance.
public enum Scheme: Hashable, Sendable {
    case terminal
    case phone(Appearance)

    /// "terminal", "light" or "dark", as the style form of a snapshot writes it.
    public var name: String {
        switch self {
        case .terminal: "terminal"
        case .phone(let appearance): appearance.rawValue
        }
    }
}

/// A colour as red, green and blue, 0 to 255 each: a pixel of a report's
/// own frame.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// "2050d0": as the style form of a snapshot writes it.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        return String([red, green, blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// How light it looks, 0 to 1 (Rec. 709's weights, on the bytes as they are).
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}

/// Two pixels in one cell, drawn as an upper half block (`▀`): the top
/// pixel its foreground colour, the bottom one its background.
public struct PixelPair: Hashable, Sendable {
    public var top: RGB
    public var bottom: RGB

    public init(top: RGB, bottom: RGB) {
        self.top = top
        self.bottom = bottom
    }

    /// The glyph that draws the pair.
    public static let glyph = "\u{2580}"

    /// The two pixels' average, for a surface with one colour a cell.
    public var average: RGB {
        RGB(
            UInt8((Int(top.red) + Int(bottom.red) + 1) / 2), UInt8((Int(top.green) + Int(bottom.green) + 1) / 2),
            UInt8((Int(top.blue) + Int(bottom.blue) + 1) / 2))
    }
}

/// A cell's style: a semantic role, attributes, and the scheme it is drawn
/// in; for a pixel of a report's own frame, its two pixels' colours too,
/// which every surface draws in place of the role's looks.
public struct CellStyle: Hashable, Sendable {
    public var role: Role
    public var attributes: Attributes
    public var scheme: Scheme
    /// The colours of the two pixels the cell draws (its text `▀`); nil for
    /// every cell but a frame's.
    public var pixels: PixelPair?

    public init(_ role: Role, _ attributes: Attributes = [], scheme: Scheme = .terminal, pixels: PixelPair? = nil) {
        self.role = role
        self.attributes = attributes
        self.scheme = scheme
        self.pixels = pixels
    }

    /// Compared and hashed field by field where it is used (inlinable): the
    /// screens' rows are compared a cell at a time, and a call per cell to
    /// the derived comparison cost the web page a third of its time.
    @inlinable public static func == (lhs: CellStyle, rhs: CellStyle) -> Bool {
        lhs.role == rhs.role && lhs.attributes == rhs.attributes && lhs.scheme == rhs.scheme && lhs.pixels == rhs.pixels
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        // The role's case, not its raw value: a string hashed costs more.
        withUnsafeBytes(of: role) { hasher.combine(bytes: $0) }
        hasher.combine(attributes)
        hasher.combine(scheme)
        hasher.combine(pixels)
    }

    public static let plain = CellStyle(.plain)

    /// The same style with more attributes.
    public func with(_ extra: Attributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// "story+bold@dark": role, attributes, and the scheme unless it is the
    /// terminal's; a frame's pixels between them ("story#ffffff/2050d0@light").
    public var name: String {
        var text = role.rawValue
        for attribute in attributes.names { text += "+" + attribute }
        if let pixels { text += "#" + pixels.top.hex + "/" + pixels.bottom.hex }
        if scheme != .terminal { text += "@" + scheme.name }
        return text
    }
}
