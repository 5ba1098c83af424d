import Scenes

/// `launch-tui snapshot`: the stage at one moment, as text or as an SVG.
enum SnapshotCommand {
    static func output(_ options: SnapshotOptions) -> String {
        let stage = Stage(scenario: options.scenario, size: options.size)
        let status = StageStatus(mode: .still, hint: "snapshot \(options.size)")
        let buffer = stage.render(at: options.at, status: status)
        if options.format == .svg {
            let backend = SVGBackend(background: options.theme)
            Display(backend).present(buffer)
            return backend.svg
        }
        return options.styles ? buffer.snapshotText : buffer.text + "\n"
    }
}
