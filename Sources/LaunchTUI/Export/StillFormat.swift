import Scenes

/// A still picture of one screen buffer, for a slide, a test or a page: a
/// value with its name, the extension of the files it writes and a way to
/// its bytes (swift-snapshot-testing's `Snapshotting`), so a text, an SVG
/// and a binary picture are one shape. Each format is one file in
/// `Export/Stills` that declares it (`extension StillFormat { static let
/// svg = StillFormat(…) }`); the build lists that folder's (`declared`, by
/// the Registries plugin), and `all`, which `snapshot --format`, `record
/// --stills`, `filmstrip --format` and the tests read, is that list: a new
/// format is its file.
struct StillFormat: Sendable, Equatable, CustomStringConvertible {
    /// "svg": as `--format` names it.
    let name: String
    /// "svg": the extension of the files written in it (`03-the-jump.svg`).
    let pathExtension: String
    /// What it makes, for help: "a standalone SVG of the frame for a slide, ...".
    let summary: String
    /// Why `--styles` (the text's style form) does not go with it; nil when it does.
    let withoutStyleForm: String?
    /// The buffer in this format.
    let picture: @Sendable (ScreenBuffer, StillSettings) -> [UInt8]
    /// A filmstrip in this format, when it draws one (`filmstrip --format`).
    let strip: Strip?

    /// How a format draws WebPageTest's filmstrip.
    struct Strip: Sendable {
        /// What `filmstrip --format` says it makes: "the same strip as text".
        let summary: String
        let picture: @Sendable (Filmstrip, TerminalTheme) -> [UInt8]
    }

    var description: String { name }

    /// The buffer as text: what a text format's bytes read as.
    func text(of screen: ScreenBuffer, _ settings: StillSettings = StillSettings()) -> String {
        String(decoding: picture(screen, settings), as: UTF8.self)
    }

    static func == (left: StillFormat, right: StillFormat) -> Bool { left.name == right.name }

    /// `snapshot`'s format when it is not told one.
    static let standard = StillFormat.text

    /// Every format, `standard` first, then by name; no two share a name
    /// (two declarations of one would not compile).
    static let all: [StillFormat] = [standard] + declared.filter { $0 != standard }

    /// Those that draw a filmstrip.
    static var strips: [StillFormat] { all.filter { $0.strip != nil } }

    /// What to say when `--styles` is given with `format`, or nil when they go together.
    static func stylesProblem(with format: StillFormat) -> String? {
        guard let reason = format.withoutStyleForm else { return nil }
        let withStyles = all.filter { $0.withoutStyleForm == nil }.map(\.name).joined(separator: " or ")
        return "--styles goes with --format \(withStyles); \(reason)"
    }

    /// A `--format` value among `formats`: one of their names, `standard`'s first.
    static func parser(_ formats: [StillFormat] = all, standard: StillFormat = StillFormat.standard) -> ValueParser<StillFormat> {
        .choice(([standard] + formats.filter { $0 != standard }).map { ($0.name, $0) })
    }

    /// `--format`'s help: "text (the default), or svg: a standalone SVG ...",
    /// the others' summaries said by `summary`.
    static func help(
        _ formats: [StillFormat] = all, standard: StillFormat = StillFormat.standard, summary: (StillFormat) -> String? = \.summary
    ) -> [String] {
        let others = formats.filter { $0 != standard }.map { "\($0.name): \(summary($0) ?? "")" }.joined(separator: ", or ")
        return DisplayWidth.wrap("\(standard.name) (the default), or " + others, toColumns: 60)
    }
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
