import Testing

@testable import LaunchTUI

@Suite struct TerminalKindTests {
    @Test(arguments: ["linux", "linux-16color", "vt100", "vt102", "vt220", "vt320-w", "ansi", "ansi.sys", "cons25", "pcansi", "LINUX"])
    func consolesAndHardwareTerminals(term: String) {
        #expect(TerminalKind.isConsole(term))
    }

    @Test(arguments: [
        "xterm", "xterm-256color", "screen", "tmux-256color", "vte-256color", "rxvt-unicode", "alacritty",
        "linuxish", "vt", "console", "dumb", ""
    ])
    func terminalEmulators(term: String) {
        #expect(!TerminalKind.isConsole(term))
    }

    @Test func unsetIsNotAConsole() {
        #expect(!TerminalKind.isConsole(nil))
    }
}
