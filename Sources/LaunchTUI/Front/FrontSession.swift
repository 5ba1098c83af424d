import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive front, for the demo and for presenter mode: checks that
/// it runs in a terminal, catches signals, starts curses, runs a model in
/// the run loop, and puts the terminal back however the loop ended.
enum FrontSession {
    /// Runs a model (the demo's player, a talk's presenter), made with the
    /// effects it starts with, in the terminal until the user quits; the
    /// theme nil asks the terminal. Returns the
    /// exit status: 0 on q, Esc or Ctrl-C (SIGINT is the user quitting),
    /// 128 + the signal's number after SIGQUIT, SIGTERM or SIGHUP, 2 when
    /// there is no terminal to run in. `starting` runs once the session
    /// has a terminal to run in, told the glyphs, before anything else is
    /// asked of the terminal: work the first frame needs starts there on
    /// threads of its own (the demo's stage), while this one sets up the
    /// signals, asks the terminal's background and starts curses.
    static func run(
        theme: TerminalTheme?, graphics: TerminalGraphics.Choice? = nil,
        starting: (Glyphs) -> Void = { _ in },
        _ makeModel: (CursesTerminal, Glyphs) -> (any FrontModel, [FrontEffect])
    ) -> Int32 {
        // Unicode needs a UTF-8 locale and a terminal whose font has the
        // glyphs: not a console or a hardware terminal.
        let console = TerminalKind.isConsole(Environment.variable("TERM"))
        let unicode = Locale.adoptIsUTF8() && !console
        if let problem = StartProblem.check(
            inputIsTerminal: isatty(STDIN_FILENO) != 0,
            outputIsTerminal: isatty(STDOUT_FILENO) != 0)
        {
            Output.error(Output.named(problem.message))
            return 2
        }
        starting(unicode ? .unicode : .ascii)
        guard let wakeDescriptor = Signals.install() else {
            Output.error(Output.named("could not set up signal handling (errno \(errno))"))
            return 1
        }
        defer { Signals.uninstall() }
        // One that came while the program started ends it before curses does.
        if let signal = Signals.takeTerminating() { return signal == SIGINT ? 0 : 128 + signal }

        // Nothing is written to a terminal that cannot be driven, not even
        // the background query; a console is not asked (it cannot answer).
        guard CursesTerminal.canDrive else {
            Output.error(Output.named(StartProblem.unknownTerminal(Environment.variable("TERM")).message))
            return 2
        }
        // The shell's modes, saved before the query turns echo off: from then
        // on they are put back on every way out, and the query leaves echo
        // off until curses takes over, so no answer is ever echoed.
        Signals.saveShellModes()
        // The first frame waits at most a moment for the terminal's answer; a
        // later one comes among the keys, and the run loop switches the palette.
        let asksPictures = graphics == .auto && !console
        let detected =
            console
            ? .init(theme: theme ?? .dark, typed: [], awaitingAnswer: false)
            : TerminalThemeDetection.detect(known: theme, askingPictures: asksPictures)
        guard
            let terminal = CursesTerminal.open(
                unicode: unicode, noColor: Environment.variable("NO_COLOR"), theme: detected.theme,
                wakeDescriptor: wakeDescriptor)
        else {
            Output.error(Output.named(StartProblem.cursesFailed(Environment.variable("TERM")).message))
            return 2
        }
        let (model, effects) = makeModel(terminal, unicode ? .unicode : .ascii)
        // A forced way draws at once; `auto` waits for the answers.
        let pictures = graphics.flatMap { $0 == .off || $0 == .symbols ? nil : TerminalPictures(choice: $0) }
        var loop = RunLoop(
            terminal: terminal, model: model, effects: effects, typedAhead: detected.typed,
            awaitingAnswer: detected.awaitingAnswer, pictures: pictures)
        let outcome = loop.run()
        // The one cleanup: every way out of the loop comes through here.
        pictures?.remove()
        terminal.close()
        switch outcome {
        case .quit:
            return 0
        case .signal(let signal):
            return signal == SIGINT ? 0 : 128 + signal
        case .hangup:
            return 128 + SIGHUP
        case .failure(let message):
            Output.error(Output.named(message))
            return 1
        }
    }
}
