import CNcurses
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shim must expose ncurses to Swift 6 without touching a terminal.
@Suite struct ShimTests {
    @Test func reportsTheCursesVersion() {
        let version = String(cString: lt_curses_version())
        #expect(version.hasPrefix("ncurses"))
    }

    @Test func exposesTheConstantsTheFrontUses() {
        #expect(lt_err() == -1)
        #expect(lt_ok() == 0)
        #expect(lt_a_bold() != lt_a_reverse())
    }

    /// Handlers only set a flag and write to the wake pipe the run loop polls.
    @Test func aSignalSetsAFlagAndWakesThePipe() {
        let descriptor = lt_signal_install()
        defer { lt_signal_uninstall() }
        #expect(descriptor >= 0)
        var wake = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)

        raise(SIGWINCH)
        #expect(lt_signal_take_resized() == 1)
        #expect(lt_signal_take_resized() == 0, "taking the flag clears it")
        #expect(poll(&wake, 1, 1000) == 1)
        lt_signal_drain()
        #expect(poll(&wake, 1, 0) == 0, "drained")

        raise(SIGTERM)
        #expect(lt_signal_take_terminating() == SIGTERM)
        #expect(lt_signal_take_terminating() == 0)

        // Ctrl-Z and fg reach the run loop as flags too; nothing stops here.
        raise(SIGTSTP)
        raise(SIGCONT)
        #expect(lt_signal_take_suspend() == 1)
        #expect(lt_signal_take_continued() == 1)
        #expect(lt_signal_take_suspend() == 0 && lt_signal_take_continued() == 0)
        lt_signal_drain()
    }

    /// poll's errno is read at once, where no later call can change it.
    @Test func pollReportsItsOwnErrno() {
        var bad = pollfd(fd: -1, events: Int16(POLLIN), revents: 0)
        var error: Int32 = 0
        #expect(lt_poll(&bad, 1, 0, &error) == 0 && error == 0, "a negative descriptor is skipped")
        #expect(lt_poll(nil, 1, 0, &error) == -1)
        #expect(error == EFAULT)
    }
}
