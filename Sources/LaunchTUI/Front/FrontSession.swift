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
    /// there is no terminal to run in. `prepare` runs once the session has
    /// a terminal to run in and the background query is out, told the
    /// glyphs and the thread curses starts on: the work the first frame
    /// needs (the demo's stage) is done there, while curses starts and the
    /// terminal answers; work it hands that thread is done before curses starts.
    static func run(
        theme: TerminalTheme?, graphics: TerminalGraphics.Choice? = nil,
        prepare: (Glyphs, Parallel.Beside) -> Void = { _, _ in },
        _ makeModel: (CursesTerminal, Glyphs) -> (any FrontModel, [FrontEffect])
    ) -> Int32 {
        let console = TerminalKind.isConsole(Environment.variable("TERM"))
        if let problem = StartProblem.check(
            inputIsTerminal: isatty(STDIN_FILENO) != 0,
            outputIsTerminal: isatty(STDOUT_FILENO) != 0)
        {
            Output.error(Output.named(problem.message))
            return 2
        }
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
        // The query goes out first, while the terminal has a core to answer
        // on; its answers are read once curses has started. The first frame
        // waits at most a moment for them; a later one comes among the keys,
        // and the run loop switches the palette.
        let asksPictures = graphics == .auto && !console
        let asked =
            console
            ? TerminalThemeDetection.Pending(given: theme ?? .dark, asked: nil)
            : TerminalThemeDetection.ask(known: theme, askingPictures: asksPictures)
        // Unicode needs a UTF-8 locale and a terminal whose font has the
        // glyphs: not a console or a hardware terminal.
        let unicode = Locale.adoptIsUTF8() && !console
        let noColor = Environment.variable("NO_COLOR")
        // Curses starts on a thread beside this one while this one does the
        // first frame's work (which may hand that thread work of its own,
        // done first, and start it); it is taken once both are done.
        let beside = Parallel.Beside()
        let starting = beside.later { CursesTerminal.start() }
        prepare(unicode ? .unicode : .ascii, beside)
        beside.start()
        let started = starting.value()
        beside.stop()
        guard
            let terminal = CursesTerminal.open(
                started, unicode: unicode, noColor: noColor, wakeDescriptor: wakeDescriptor,
                theme: { asked.detection().theme })
        else {
            Output.error(Output.named(StartProblem.cursesFailed(Environment.variable("TERM")).message))
            return 2
        }
        let detected = asked.detection()
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
