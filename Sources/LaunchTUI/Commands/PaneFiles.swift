import Reports
import Scenes

/// The reports and launch files a command line names for the panes
/// (`--left r.json`), with what is chosen in each (`--left-benchmark`,
/// `--frames`) and the folder of frames (`--frames-folder`): parsing names
/// them and reads nothing; the command loads them (`load`) before it runs,
/// a file's problem its failure and a warning a value it hands on.
struct PaneFiles: Equatable, Sendable {
    /// One pane's file: the setting it is for (`left`), the flag that named
    /// it (for messages), its path and what is chosen in it.
    struct File: Equatable, Sendable {
        let setting: String
        let flag: String
        let path: String
        let choices: ReportOptions
    }

    /// By setting, `left` before `right`.
    var files: [File] = []
    var framesFolder: String?

    /// Reads each file and sets its pane's style in `scenario`; the lines
    /// to warn with (a file to be drawn from its frames that has none),
    /// or the failure, which carries those already said.
    func load(into scenario: inout Scenario) throws(CommandFailure) -> [String] {
        var warnings: [String] = []
        var frameFiles: [String: [UInt8]]?
        if let framesFolder {
            do throws(Files.Problem) { frameFiles = try FrameFolder.read(framesFolder) } catch { throw .usage(error.message) }
        }
        for file in files {
            var choices = file.choices
            choices.frameFiles = frameFiles
            let loaded: (name: String, styles: LaunchStyles, warning: String?)
            do throws(Files.Problem) {
                loaded = try LaunchFiles.styles(forSetting: file.setting, file.path, choices: choices)
            } catch {
                throw CommandFailure.usage(error.message).after(warnings)
            }
            if let warning = loaded.warning { warnings.append(warning) }
            do {
                // `setting` is one of `LaunchFiles.styleKeys`, each a scenario setting: the code's, not the input's.
                try ScenarioSettings.named(file.setting)!.apply(loaded.name, to: &scenario, styles: loaded.styles)
            } catch {
                throw CommandFailure.usage(error.message(for: file.flag)).after(warnings)
            }
        }
        return warnings
    }
}
