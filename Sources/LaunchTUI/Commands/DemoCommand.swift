#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// `launch-tui` with no subcommand: both launches playing side by side in
/// the terminal, until the user quits.
enum DemoCommand {
    /// Runs the demo; the exit status is `FrontSession.run`'s.
    static func run(_ options: InteractiveOptions) -> Int32 {
        // The shared clock starts when the program starts: the tap.
        let tap = WallTime.now()
        return FrontSession.run(theme: options.theme) { terminal, glyphs in
            // Paint first, measure after: the numbers and the lanes' markers
            // follow a frame later, so the first frame shows sooner. Measuring
            // at once would take the CPU from the terminal drawing that frame;
            // the run loop measures (`.measure`) once it has had it.
            let stage = Stage(scenario: options.scenario, size: terminal.size, glyphs: glyphs, measured: false)
            var player = Player(stage: stage, speed: options.speed, loops: options.loop, start: tap)
            player.styles = LaunchFiles.cycle(for: options.scenario)
            if let at = options.at {
                player.apply(.pause, at: tap)
                player.apply(.seek(at), at: tap)
            }
            terminal.display.present(PlayerView(player: player).render(at: WallTime.now()))
            usleep(UInt32(RunLoop.frameInterval / 1000))
            return (player, [.measure])
        }
    }
}
