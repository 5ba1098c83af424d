/// A report's own frame of the page drawn as pixels: two to a cell, an
/// upper half block (`▀`) whose foreground is the top pixel and whose
/// background the bottom one, downscaled by area averaging to fit the
/// screen whole, its aspect ratio kept (a cell is about twice as tall as it
/// is wide, so its two pixels are about square), centred across and from
/// the top down, as a page is.
///
/// Its cells' role says what they show, as any part's does: skeleton until
/// the report's content is there, story from then on; their colours say
/// how they look, and every surface draws those.
struct ScreenshotView {
    /// Where a frame's pixels are drawn in a phone at `rect`: the cells
    /// they take, and the phone's screen under its bar, which holds them.
    static func cells(of picture: Picture, inPhone rect: Rect) -> (cells: Rect, screen: Rect)? {
        let below = screen(inPhone: rect)
        guard let place = placement(of: picture, in: below) else { return nil }
        return (Rect(x: place.x, y: below.y, width: place.width, height: place.height / 2), below)
    }

    /// The cells a frame is drawn in, in a phone (or a browser window) at
    /// `rect`: its screen under the bar.
    static func screen(inPhone rect: Rect) -> Rect {
        let screen = Phone.screenRect(of: rect)
        return Rect(x: screen.x, y: screen.y + 1, width: screen.width, height: screen.height - 1)
    }

    var picture: Picture
    var content: Bool

    /// Where the picture goes in `rect`, and at how many pixels across and down.
    static func placement(of picture: Picture, in rect: Rect) -> (x: Int, width: Int, height: Int)? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let across = Double(rect.width), down = Double(rect.height * 2)
        let scale = min(across / Double(picture.width), down / Double(picture.height))
        let width = min(rect.width, max(1, Int((Double(picture.width) * scale).rounded())))
        // An even number of pixels down, so that every cell holds two of the picture's.
        let height = min(rect.height * 2, max(2, Int((Double(picture.height) * scale / 2).rounded()) * 2))
        return (rect.x + (rect.width - width) / 2, width, height)
    }

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        guard let place = Self.placement(of: picture, in: rect) else { return }
        let pixels = picture.areaAveraged(width: place.width, height: place.height)
        var style = canvas.style(content ? .story : .skeleton)
        for row in 0..<(place.height / 2) {
            for column in 0..<place.width {
                let top = pixels.pixel(x: column, y: row * 2), bottom = pixels.pixel(x: column, y: row * 2 + 1)
                style.pixels = PixelPair(top: RGB(top.red, top.green, top.blue), bottom: RGB(bottom.red, bottom.green, bottom.blue))
                buffer.put(PixelPair.glyph, x: place.x + column, y: rect.y + row, style: style, clip: rect)
            }
        }
    }
}
