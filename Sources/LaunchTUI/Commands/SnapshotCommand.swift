import Scenes

/// `launch-tui snapshot`: the stage at one moment, in one of the still formats.
enum SnapshotCommand {
    static func output(_ options: SnapshotOptions) -> String {
        let stage = Stage(scenario: options.scenario, size: options.size)
        let status = StageStatus(mode: .still, hint: "snapshot \(options.size)")
        let buffer = stage.render(at: options.at, status: status)
        let format = StillFormats.named(options.format) ?? StillFormats.standard
        return format.picture(of: buffer, StillSettings(styles: options.styles, theme: options.theme))
    }
}
