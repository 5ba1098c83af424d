import Scenes

/// The interactive demo: both launches playing side by side in the terminal.
enum InteractiveDemo {
    /// Runs the demo until the user quits; returns the exit status.
    static func run(_ options: InteractiveOptions) -> Int32 {
        Output.error("launch-tui: the interactive demo is not built yet; try 'launch-tui snapshot --at 2.6' or 'launch-tui metrics'")
        return 2
    }
}
