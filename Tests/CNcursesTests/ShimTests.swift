import CNcurses
import Testing

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
}
