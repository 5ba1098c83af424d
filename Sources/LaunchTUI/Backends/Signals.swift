import CNcurses

/// Signals, as the run loop sees them: handlers (in the C shim, which keeps
/// this state once for the whole program) only set a flag and write a byte
/// to a pipe, which the loop polls beside the keyboard, so a wait wakes even
/// when a signal lands just before it.
enum Signals {
    /// Catches SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT
    /// (without SA_RESTART), and the signals whose default action ends the
    /// program without a core dump (SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
    /// SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE) unless ignored at start: those end
    /// it through the one cleanup, with 128+N, like SIGTERM. Must come before
    /// curses starts, so that curses keeps these handlers instead of
    /// installing its own. Returns the descriptor to poll, or nil when the
    /// pipe could not be made.
    static func install() -> Int32? {
        let descriptor = lt_signal_install()
        return descriptor >= 0 ? descriptor : nil
    }

    static func uninstall() { lt_signal_uninstall() }

    /// From the program's first instruction: the signals `install` catches
    /// are held (blocked), so that one sent while it starts waits for the
    /// handlers instead of ending it half-way. `install` ends the hold once
    /// they are in place, and a signal held meanwhile reaches them;
    /// `release` ends it for a command that catches none.
    static func hold() { lt_signal_hold() }

    /// The mask the program started with again (a signal held meanwhile
    /// takes its default action); nothing when none are held.
    static func release() { lt_signal_release() }

    /// The terminating signal that arrived since the last call, if any.
    static func takeTerminating() -> Int32? {
        let signal = lt_signal_take_terminating()
        return signal == 0 ? nil : signal
    }

    /// Whether the window changed size (SIGWINCH) since the last call.
    static func takeResized() -> Bool { lt_signal_take_resized() != 0 }

    /// Whether Ctrl-Z (SIGTSTP) asked the program to stop since the last call.
    static func takeSuspend() -> Bool { lt_signal_take_suspend() != 0 }

    /// Whether the program was continued (SIGCONT) since the last call.
    static func takeContinued() -> Bool { lt_signal_take_continued() != 0 }

    /// Between the steps of a long job without a screen (bench, record):
    /// stops on Ctrl-Z and returns once continued, and gives the terminating
    /// signal that came, if any.
    static func poll() -> Int32? {
        if takeSuspend() { stopSelf() }
        _ = takeContinued()
        _ = takeResized()
        drain()
        return takeTerminating()
    }

    /// Empties the wake pipe after a wake.
    static func drain() { lt_signal_drain() }

    /// Whether nobody could continue the program after a stop (it leads an
    /// orphaned process group): Ctrl-Z then does nothing.
    static var stopIsDiscarded: Bool { lt_signal_stop_is_discarded() != 0 }

    /// Stops as Ctrl-Z would, and returns once continued (at once when
    /// nobody could continue it: the kernel then discards the stop).
    static func stopSelf() { lt_signal_stop_self() }

    /// Remembers the terminal modes the shell left; call before curses starts.
    static func saveShellModes() { lt_shell_modes_save() }

    /// Puts back the modes saved at start, bit for bit; after every endwin.
    static func restoreShellModes() { lt_shell_modes_restore() }

    /// From here until `disarmCrash`, a crash (SIGSEGV, SIGBUS, SIGILL,
    /// SIGFPE, SIGTRAP, SIGABRT) first puts the terminal back (leaves the
    /// alternate screen, shows the cursor, restores the modes).
    static func armCrash() { lt_crash_arm() }

    static func disarmCrash() { lt_crash_disarm() }
}
