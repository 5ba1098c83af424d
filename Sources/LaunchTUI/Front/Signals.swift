import CNcurses

/// Signals, as the run loop sees them: handlers (in the C shim) only set a
/// flag and write a byte to a pipe, which the loop polls beside the keyboard,
/// so a wait wakes even when a signal lands just before it.
///
/// The shim keeps this state in static variables of its header, which exist
/// once per object file that uses them: every call into that state stays in
/// this file.
enum Signals {
    /// Catches SIGINT, SIGQUIT, SIGTERM, SIGHUP and SIGWINCH (without SA_RESTART).
    /// Must come before curses starts, so that curses keeps these handlers.
    /// Returns the descriptor to poll, or nil when the pipe could not be made.
    static func install() -> Int32? {
        let descriptor = lt_signal_install()
        return descriptor >= 0 ? descriptor : nil
    }

    static func uninstall() { lt_signal_uninstall() }

    /// The terminating signal that arrived since the last call, if any.
    static func takeTerminating() -> Int32? {
        let signal = lt_signal_take_terminating()
        return signal == 0 ? nil : signal
    }

    /// Whether the window changed size since the last call.
    static func takeResized() -> Bool { lt_signal_take_resized() != 0 }

    /// Empties the wake pipe after a wake.
    static func drain() { lt_signal_drain() }

    /// Remembers the terminal modes the shell left; call before curses starts.
    static func saveModesForCrash() { lt_crash_save_modes() }

    /// From here until `disarmCrash`, a crash first puts the terminal back
    /// (leaves the alternate screen, shows the cursor, restores the modes).
    static func armCrash() { lt_crash_arm() }

    static func disarmCrash() { lt_crash_disarm() }
}
