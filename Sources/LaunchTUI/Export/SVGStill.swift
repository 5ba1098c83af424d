import Scenes

/// The buffer as a standalone SVG (`SVGWriter`) for the background it is shown on.
struct SVGStill: StillFormat {
    let name = "svg"
    let summary = "a standalone SVG of the frame for a slide, monospace cells coloured by role"
    let withoutStyleForm: String? = "an SVG has its colours"

    func picture(of screen: ScreenBuffer, _ settings: StillSettings) -> String {
        SVGWriter.svg(screen, theme: settings.theme, frames: settings.frames)
    }
}
