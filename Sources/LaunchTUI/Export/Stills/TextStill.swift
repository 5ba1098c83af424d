import Scenes

extension StillFormat {
    /// The buffer as text, one line a row with trailing spaces trimmed, and
    /// with `--styles` its style form after it: what snapshot files hold. A
    /// filmstrip as text, its marks as characters.
    static let text = StillFormat(
        name: "text", pathExtension: "txt", summary: "the stage as text, as snapshot files hold it", withoutStyleForm: nil,
        picture: { screen, settings in Array((settings.styles ? screen.snapshotText : screen.text + "\n").utf8) },
        strip: Strip(summary: "the same strip as text") { strip, _ in Array(strip.text.utf8) })
}
