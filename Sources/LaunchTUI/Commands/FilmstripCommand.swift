import Scenes

/// `launch-tui filmstrip`: WebPageTest's filmstrip of the two launches, as
/// an SVG (or text), with each pane's visual progress and Speed Index.
enum FilmstripCommand {
    static func output(_ options: FilmstripOptions) -> String {
        let strip = Filmstrip(stage: Stage(scenario: options.scenario, size: options.size),
                              interval: options.interval, until: options.until)
        return options.format == .text ? strip.text : FilmstripSVG.svg(strip, theme: options.theme)
    }

    /// Writes the strip to `path`, replacing it whole or not at all.
    static func write(_ options: FilmstripOptions, to path: String) -> Int32 {
        do {
            try Files.writeReplacing(path, with: output(options))
            return 0
        } catch {
            Output.error(error.line)
            return 2
        }
    }
}
