import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `launch-tui` in a pseudo-terminal of a known size: it draws the
/// phones, quits on q or SIGINT, and always leaves the alternate screen.
/// Timeouts are generous (machines are shared and slow); on a timeout the
/// child is killed, so a test never hangs.
@Suite(.serialized) struct PtyDemoTests {
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let enterAlternateScreen = "\u{1B}[?1049h"

    @Test(.timeLimit(.minutes(3))) func quitsOnQAndLeavesTheAlternateScreen() throws {
        let session = try PtySession(arguments: [])
        defer { session.kill() }
        #expect(session.read(until: "Content", timeout: 90) && session.read(until: "Today", timeout: 30),
                "the phones were never drawn:\n\(session.printable)")
        session.send("q")
        let status = session.waitForExit(timeout: 30)
        #expect(status == 0)
        expectLeftTheAlternateScreen(session.output)
    }

    @Test(.timeLimit(.minutes(3))) func sigintLeavesTheTerminalUsable() throws {
        let session = try PtySession(arguments: ["--speed", "0.5"])
        defer { session.kill() }
        #expect(session.read(until: "Content", timeout: 90) && session.read(until: "Today", timeout: 30),
                "the phones were never drawn:\n\(session.printable)")
        session.signal(SIGINT)
        let status = session.waitForExit(timeout: 30)
        #expect(status == 0)
        expectLeftTheAlternateScreen(session.output)
    }

    @Test(.timeLimit(.minutes(3))) func anUnknownTerminalIsOneClearLine() throws {
        let session = try PtySession(arguments: [], term: "nonsense")
        defer { session.kill() }
        let status = session.waitForExit(timeout: 60)
        #expect(status == 2)
        #expect(session.output.contains("'nonsense'"))
        #expect(session.output.contains("launch-tui snapshot"))
        #expect(!session.output.contains(Self.enterAlternateScreen))
    }

    @Test(.timeLimit(.minutes(3))) func withoutATerminalItSaysSoAndExits2() throws {
        let process = Process()
        process.executableURL = try PtySession.binary()
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let errors = Pipe()
        process.standardOutput = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(message.hasSuffix("\n") && message.dropLast().split(separator: "\n").count == 1)
        #expect(message.contains("standard input is not one"))
        #expect(message.contains("launch-tui metrics"))
    }

    private func expectLeftTheAlternateScreen(_ output: String) {
        let entered = output.range(of: Self.enterAlternateScreen, options: .backwards)
        let left = output.range(of: Self.leaveAlternateScreen, options: .backwards)
        #expect(entered != nil)
        #expect(left != nil, "never left the alternate screen")
        if let entered, let left { #expect(left.lowerBound > entered.lowerBound) }
        // The cursor is shown again after it was hidden.
        let hidden = output.range(of: "\u{1B}[?25l", options: .backwards)
        let shown = output.range(of: "\u{1B}[?25h", options: .backwards)
        if let hidden { #expect(shown.map { $0.lowerBound > hidden.lowerBound } == true) }
    }
}

/// A child process on the far side of a pseudo-terminal.
final class PtySession {
    private let master: Int32
    private let process: Process
    private var bytes: [UInt8] = []

    /// The output so far, as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }
    /// The output with escape characters made visible, for failure messages.
    var printable: String { String(output.suffix(2000)).replacingOccurrences(of: "\u{1B}", with: "\\e") }

    /// The built program: `.build/debug/launch-tui` beside this package.
    static func binary() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            let url = root.appendingPathComponent(".build/\(configuration)/launch-tui")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        struct Missing: Error, CustomStringConvertible {
            var description: String { "launch-tui is not built: run 'swift build' first" }
        }
        throw Missing()
    }

    init(arguments: [String], term: String = "xterm-256color", size: (columns: Int, rows: Int) = (100, 30)) throws {
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, &window) == 0 else {
            struct NoPty: Error {}
            throw NoPty()
        }
        self.master = master
        process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = term
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["NO_COLOR"] = nil
        process.environment = environment
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        defer { close(slave) }
        try process.run()
    }

    deinit {
        kill()
        close(master)
    }

    /// Reads until `text` appears in the output, or the timeout (seconds) passes.
    func read(until text: String, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if output.contains(text) { return true }
            if !pump(milliseconds: 100) && !process.isRunning { return output.contains(text) }
        }
        return output.contains(text)
    }

    func send(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    func signal(_ signal: Int32) {
        if process.isRunning { signalProcess(process.processIdentifier, signal) }
    }

    /// Waits for the child to exit, reading its output; its exit status, or
    /// nil (after killing it) when it has not exited in `timeout` seconds.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { pump(milliseconds: 100) }
        guard !process.isRunning else {
            kill()
            return nil
        }
        while pump(milliseconds: 200) {}
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Kills the child if it still runs.
    func kill() {
        guard process.isRunning else { return }
        signalProcess(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Reads what is there within `milliseconds`; false when nothing came.
    @discardableResult
    private func pump(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { readDescriptor(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        bytes += buffer[0..<count]
        return true
    }
}

/// `kill(2)` and `read(2)`, under names the session's own methods do not hide.
private func signalProcess(_ process: pid_t, _ signal: Int32) { _ = kill(process, signal) }
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
