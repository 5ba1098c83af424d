import Scenes

/// `launch-tui snapshot`: the stage at one moment, as text.
enum SnapshotCommand {
    static func output(_ options: SnapshotOptions) -> String {
        let stage = Stage(scenario: options.scenario, size: options.size)
        let status = StageStatus(mode: .still, hint: "snapshot \(options.size)")
        let buffer = stage.render(at: options.at, status: status)
        var text = buffer.text + "\n"
        if options.styles { text += "--- styles ---\n" + buffer.styleText + "\n" }
        return text
    }
}
