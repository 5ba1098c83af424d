import Scenes

/// `launch-tui check FILE`: nothing and exit 0 for a good script; every
/// mistake and exit 2 otherwise.
enum CheckCommand {
    static func run(_ path: String) -> Int32 {
        do {
            _ = try TalkFile.load(path)
            return 0
        } catch {
            Output.error(error.message)
            return 2
        }
    }
}
