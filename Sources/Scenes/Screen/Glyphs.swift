/// The characters the stage draws with: Unicode box drawing and symbols where
/// the terminal speaks UTF-8, plain ASCII where it does not.
public struct Glyphs: Hashable, Sendable {
    public var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical, dashed: String
    public var spinner: [String]
    public var skeleton: String
    /// A cell of a solid block: a report's content where it has no frames
    /// of its own (the stand-in for its page).
    public var block: String
    public var logoTop, logoMiddle, logoBottom: String
    public var circleTop, circleMiddle, circleBottom: String
    /// A cell of the system splash's icon: its background, filling its circle.
    public var iconDisc: String
    public var signal: String
    public var tabSelected, tabOther: String
    public var bullet: String
    public var ellipsis: String
    public var axis: String
    public var playhead: String
    public var contentMarker, jumpMarker: String
    public var laneFill: String
    /// A lane's stretch that is the system's share of Apple's 400 ms (iOS).
    public var systemShare: String
    public var openEnd: String
    public var warning: String
    /// Before a speed: "×2".
    public var times: String
    /// The list's scroll indicator.
    public var scrollThumb: String
    /// Verdict marks: good, needs improvement, poor.
    public var good, needsImprovement, poor: String
    /// Comparison signs for thresholds ("<" and ">" are the same everywhere).
    public var atMost, atLeast: String
    /// A number not measured yet.
    public var notYet: String
    /// A layout shift's marks: the frame's edge where moved content was
    /// (its ghost), and the arrows before its distance ("↓3").
    public var ghost, shiftDown, shiftUp: String

    public static let unicode = Glyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│", dashed: "┄",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"],
        skeleton: "░", block: "█",
        logoTop: "▗▄▄▄▖", logoMiddle: "▐ N ▌", logoBottom: "▝▀▀▀▘",
        circleTop: "╭───╮", circleMiddle: "(  N  )", circleBottom: "╰───╯", iconDisc: "█",
        signal: "▂▄▆ ▮",
        tabSelected: "●", tabOther: "○",
        bullet: "·", ellipsis: "…",
        axis: "─", playhead: "▼",
        contentMarker: "◆", jumpMarker: "↯",
        laneFill: "━", systemShare: "▒", openEnd: "→", warning: "⚠", times: "×",
        scrollThumb: "┃",
        good: "✓", needsImprovement: "!", poor: "✗",
        atMost: "≤", atLeast: "≥", notYet: "–",
        ghost: "┊", shiftDown: "↓", shiftUp: "↑"
    )

    public static let ascii = Glyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", dashed: ".",
        spinner: ["|", "/", "-", "\\"],
        skeleton: ":", block: "#",
        logoTop: "+---+", logoMiddle: "| N |", logoBottom: "+---+",
        circleTop: ".---.", circleMiddle: "(  N  )", circleBottom: "'---'", iconDisc: "#",
        signal: ".:| [#]",
        tabSelected: "*", tabOther: "o",
        bullet: "-", ellipsis: "~",
        axis: "-", playhead: "v",
        contentMarker: "*", jumpMarker: "^",
        laneFill: "=", systemShare: ":", openEnd: ">", warning: "!", times: "x",
        scrollThumb: "#",
        good: "+", needsImprovement: "!", poor: "x",
        atMost: "<=", atLeast: ">=", notYet: "-",
        ghost: ":", shiftDown: "v", shiftUp: "^"
    )
}
