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
        #expect(lt_key_resize() != lt_key_left())
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
        lt_signal_drain()
    }
}
