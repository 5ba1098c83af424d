import Scenes

/// A still picture of one screen buffer, for a slide, a test or a page:
/// each format is one file that draws a `ScreenBuffer` (`TextStill`,
/// `SVGStill`), listed once in `StillFormats.all`, which `snapshot --format`
/// reads its choices and its help from. A new format is one file and one
/// entry there.
protocol StillFormat: Sendable {
    /// "svg": as `--format` names it.
    var name: String { get }
    /// What it makes, for help: "a standalone SVG of the frame for a slide, ...".
    var summary: String { get }
    /// Why `--styles` (the text's style form) does not go with it; nil when it does.
    var withoutStyleForm: String? { get }
    func picture(of screen: ScreenBuffer, _ settings: StillSettings) -> String
}

/// What a still is drawn for besides its buffer.
struct StillSettings: Sendable {
    /// The text form: add the style form after it (`--styles`).
    var styles = false
    /// The background the picture is shown on.
    var theme = TerminalTheme.dark
    /// The report frames on the stage (`--frames`), for a format that
    /// shows the images themselves.
    var frames: [Stage.ShownFrame] = []
}

/// The still formats on offer, the default first.
enum StillFormats {
    static let all: [any StillFormat] = [TextStill(), SVGStill()]

    static var standard: any StillFormat { all[0] }

    static func named(_ name: String) -> (any StillFormat)? { all.first { $0.name == name } }

    /// What to say when `--styles` is given with `name`, or nil when they go together.
    static func stylesProblem(with name: String) -> String? {
        guard let reason = named(name)?.withoutStyleForm else { return nil }
        let withStyles = all.filter { $0.withoutStyleForm == nil }.map(\.name).joined(separator: " or ")
        return "--styles goes with --format \(withStyles); \(reason)"
    }

    /// `--format`'s value: one of the formats' names.
    static let parser = ValueParser<String>.choice(all.map { ($0.name, $0.name) })

    /// `--format`'s help: "text (the default), or svg: a standalone SVG ...".
    static var help: [String] {
        let others = all.dropFirst().map { "\($0.name): \($0.summary)" }.joined(separator: ", or ")
        return DisplayWidth.wrap("\(standard.name) (the default), or " + others, toColumns: 60)
    }
}
