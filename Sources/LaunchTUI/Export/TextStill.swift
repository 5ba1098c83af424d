import Scenes

/// The buffer as text, one line a row with trailing spaces trimmed, and with
/// `--styles` its style form after it: what snapshot files hold.
struct TextStill: StillFormat {
    let name = "text"
    let summary = "the stage as text, as snapshot files hold it"
    let withoutStyleForm: String? = nil

    func picture(of screen: ScreenBuffer, _ settings: StillSettings) -> String {
        settings.styles ? screen.snapshotText : screen.text + "\n"
    }
}
