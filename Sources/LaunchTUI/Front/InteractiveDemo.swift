#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Scenes

/// The interactive demo: both launches playing side by side in the terminal.
enum InteractiveDemo {
    /// Runs the demo until the user quits; returns the exit status: 0 on q,
    /// Esc or Ctrl-C (SIGINT is the user quitting), 128 + the signal's number
    /// after SIGQUIT, SIGTERM or SIGHUP, 2 when there is no terminal to run in.
    static func run(_ options: InteractiveOptions) -> Int32 {
        // The shared clock starts when the program starts: the tap.
        let tap = WallTime.now()
        return run(theme: options.theme) { terminal, glyphs in
            // Paint first, measure after: the numbers and the lanes' markers
            // follow a frame later, so the first frame shows sooner. Measuring
            // at once would take the CPU from the terminal drawing that frame;
            // the run loop measures (`Player.settle`) once it has had it.
            let stage = Stage(scenario: options.scenario, size: terminal.size, glyphs: glyphs, measured: false)
            var player = Player(stage: stage, speed: options.speed, loops: options.loop, start: tap)
            if let at = options.at {
                player.apply(.pause, at: tap)
                player.apply(.seek(at), at: tap)
            }
            terminal.present(PlayerView(player: player).render(at: WallTime.now()))
            usleep(UInt32(RunLoop.frameInterval / 1000))
            return player
        }
    }

    /// Runs a model (the demo's player, a talk's presenter) in the terminal
    /// until the user quits, with the exit status `run(_:)` describes; the
    /// theme nil asks the terminal.
    static func run(theme: TerminalTheme?, _ makeModel: (Terminal, Glyphs) -> any FrontModel) -> Int32 {
        let unicode = lt_adopt_locale_is_utf8() != 0
        if let problem = StartProblem.check(inputIsTerminal: isatty(STDIN_FILENO) != 0,
                                            outputIsTerminal: isatty(STDOUT_FILENO) != 0) {
            Output.error(problem.message)
            return 2
        }
        guard let wakeDescriptor = Signals.install() else {
            Output.error("launch-tui: could not set up signal handling (errno \(errno))")
            return 1
        }
        defer { Signals.uninstall() }

        let terminal: Terminal
        do {
            let (theme, typed) = theme.map { ($0, []) } ?? TerminalThemeDetection.detect()
            terminal = try Terminal.open(unicode: unicode, noColor: StartProblem.environment("NO_COLOR"), theme: theme)
            terminal.typeAhead(typed)
        } catch {
            Output.error(error.message)
            return 2
        }
        var loop = RunLoop(terminal: terminal, model: makeModel(terminal, unicode ? .unicode : .ascii), wakeDescriptor: wakeDescriptor)
        let outcome = loop.run()
        // The one cleanup: every way out of the loop comes through here.
        terminal.close()
        switch outcome {
        case .quit:
            return 0
        case .signal(let signal):
            return signal == SIGINT ? 0 : 128 + signal
        case .hangup:
            return 128 + SIGHUP
        case .failure(let message):
            Output.error("launch-tui: " + message)
            return 1
        }
    }
}
