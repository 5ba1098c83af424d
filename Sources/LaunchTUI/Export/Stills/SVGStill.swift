import Scenes

extension StillFormat {
    /// The buffer as a standalone SVG (`SVGWriter`) for the background it
    /// is shown on; a filmstrip as WebPageTest draws one (`FilmstripSVG`).
    static let svg = StillFormat(
        name: "svg", pathExtension: "svg", summary: "a standalone SVG of the frame for a slide, monospace cells coloured by role",
        withoutStyleForm: "an SVG has its colours",
        picture: { screen, settings in Array(SVGWriter.svg(screen, theme: settings.theme, frames: settings.frames).utf8) },
        strip: Strip(summary: "WebPageTest's filmstrip as an SVG") { strip, theme in Array(FilmstripSVG.svg(strip, theme: theme).utf8) })
}
