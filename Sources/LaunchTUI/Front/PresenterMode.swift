import Scenes

/// `launch-tui play FILE`: a talk presented in the terminal.
enum PresenterMode {
    static func run(_ path: String) -> Int32 {
        do {
            _ = try TalkFile.load(path)
        } catch {
            Output.error(error.message)
            return 2
        }
        Output.error("launch-tui: play is not wired yet")
        return 1
    }
}
