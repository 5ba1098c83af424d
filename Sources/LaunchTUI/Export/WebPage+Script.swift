import PageAssets

/// The page's style and scripts live as readable files in Sources/PageAssets
/// and are put into the executable when it is built.
extension WebPage {
    /// The page's layout: the stage as a terminal's cells.
    static let pageCSS = String(cString: lt_page_css())
    /// What both pages' scripts share (frames made whole, a frame as HTML,
    /// the frame at a moment, the page's scheme).
    static let picturesScript = String(cString: lt_pictures_js())
    /// Which stage the demo page shows, by its container's width.
    static let layoutScript = String(cString: lt_layout_js())
    /// The demo page's player.
    static let pageScript = String(cString: lt_page_js())
    /// The talk page's player.
    static let talkScript = String(cString: lt_talk_js())
}
