import Scenes

/// How a report's frames reach the terminal (`--frames`): as real pictures
/// in one of the three ways terminals draw them, or as the symbols every
/// surface draws. Asked of the terminal, not guessed from its name: the
/// kitty graphics protocol answers a query of its own (kitty, Ghostty,
/// WezTerm, Konsole); Primary Device Attributes list 4 where sixel is drawn
/// (xterm as a VT340, foot, mlterm, WezTerm, Windows Terminal); iTerm2,
/// which answers neither, says so in `TERM_PROGRAM` (or `LC_TERMINAL`
/// through ssh), as its documentation tells programs to look.
enum TerminalGraphics: String, CaseIterable, Sendable {
    case kitty, sixel, iterm, symbols

    /// What `--graphics` chooses: ask (`auto`), one of the ways, or `off`,
    /// which asks nothing and draws the symbols.
    enum Choice: String, CaseIterable, Sendable {
        case auto, kitty, sixel, iterm, symbols, off

        /// The way chosen outright; nil for `auto`, which asks.
        var forced: TerminalGraphics? {
            switch self {
            case .auto: nil
            case .kitty: .kitty
            case .sixel: .sixel
            case .iterm: .iterm
            case .symbols, .off: .symbols
            }
        }

        static let parser = ValueParser.choice(allCases.map { ($0.rawValue, $0) })
    }

    /// Whether it draws pictures of its own (not cells).
    var drawsPictures: Bool { self != .symbols }

    /// What `?` and `metrics` call it.
    var said: String {
        switch self {
        case .kitty: "kitty graphics"
        case .sixel: "sixel"
        case .iterm: "iTerm2 inline images"
        case .symbols: "symbols"
        }
    }

    /// Asked before the device attributes (whose answer comes last of all,
    /// so the wait for it ends early as it does for the background's): the
    /// kitty protocol's query (a 1x1 RGB image sent directly, `a=q` checks
    /// it without storing it; a terminal that speaks the protocol answers
    /// `i=31;OK`, one that does not ignores the APC string), then the cell
    /// size in pixels (`CSI 16 t`, which xterm answers when its window
    /// operations allow and `TIOCGWINSZ`'s pixel fields stand in for).
    static let queryBytes: [UInt8] = Array("\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t".utf8)
    /// The image id the query names (any the program does not use itself).
    static let queryID = 31

    /// Whether an APC string (`ESC _ ... ST`) is the kitty protocol's OK to the query.
    static func kittyAnswered(_ string: [UInt8]) -> Bool {
        let text = String(decoding: string, as: UTF8.self)
        return text.hasPrefix("\u{1B}_G") && text.contains("i=\(queryID)") && text.contains(";OK")
    }

    /// The way to draw, from what the terminal answered: the kitty protocol
    /// first (it keeps pictures apart from text, so curses never paints
    /// over them), then iTerm2's, then sixel; symbols otherwise.
    static func chosen(kitty: Bool, sixel: Bool, environment: (String) -> String? = Environment.variable) -> TerminalGraphics {
        if kitty { return .kitty }
        if environment("TERM_PROGRAM") == "iTerm.app" || environment("LC_TERMINAL") == "iTerm2" { return .iterm }
        return sixel ? .sixel : .symbols
    }
}
