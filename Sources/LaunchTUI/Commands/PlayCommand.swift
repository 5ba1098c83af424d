import Scenes

/// `launch-tui play FILE`: a talk presented in the terminal, beat by beat,
/// in the same front as the interactive demo (resize, signals, suspend, no
/// CPU while it waits), in the palette for the script's `Set Theme`, or
/// for the terminal's background where the script does not set one.
enum PlayCommand {
    static func run(_ path: String) -> Int32 {
        let script: Script
        do {
            script = try TalkFile.load(path)
        } catch {
            Output.error(error.message)
            return 2
        }
        let timeline = ScriptTimeline(script)
        return FrontSession.run(theme: script.settings.declaredTheme) { terminal, glyphs in
            (Presenter(timeline: timeline, size: terminal.size, glyphs: glyphs, start: WallTime.now()), [])
        }
    }
}
