import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process on the far side of a pseudo-terminal that is its
/// controlling terminal, as in a real terminal window: typed Ctrl-C or
/// Ctrl-Z become signals, and a window resize sends SIGWINCH. The output
/// feeds a `TerminalModel`, so tests see the picture the user would see.
///
/// The child leads a session of its own; its process group is then orphaned,
/// so the kernel discards a stop (SIGTSTP's default action), as under setsid
/// or a tmux pane command. With `jobControl`, a shell runs it as a job
/// instead, so Ctrl-Z stops it and the shell continues it: the script runs
/// the program in the foreground, and each time it stops, reads a line, then
/// brings it back with `fg` (three times at most); it exits with the
/// program's status.
final class PtySession {
    /// The process on the terminal (with `jobControl`, the shell).
    let pid: pid_t
    /// The program itself.
    private(set) var programID: pid_t
    private let master: Int32
    /// Kept open, so the modes can be read after the program has gone.
    private let slave: Int32
    private(set) var bytes: [UInt8] = []
    private(set) var screen: TerminalModel
    /// The terminal's modes before the program started.
    let modesBefore: termios
    private var exitStatus: Int32?

    /// The output so far, as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }
    /// The screen and the output's end with escapes made visible, for failure messages.
    var printable: String {
        screen.text + "\n--- output's end ---\n"
            + String(output.suffix(1500)).replacingOccurrences(of: "\u{1B}", with: "\\e")
    }

    /// The program to run: the file `LAUNCH_TUI_BINARY` names (CI sets it
    /// to the release build), else `.build/debug/launch-tui`, else the release one.
    static func binary() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        struct Missing: Error, CustomStringConvertible { var description: String }
        if let named = ProcessInfo.processInfo.environment["LAUNCH_TUI_BINARY"], !named.isEmpty {
            let url = named.hasPrefix("/") ? URL(fileURLWithPath: named) : root.appendingPathComponent(named)
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                throw Missing(description: "LAUNCH_TUI_BINARY names \(url.path), which is not an executable")
            }
            return url
        }
        for configuration in ["debug", "release"] {
            let url = root.appendingPathComponent(".build/\(configuration)/launch-tui")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw Missing(description: "launch-tui is not built: run 'swift build' first")
    }

    /// `term` nil: TERM unset. `environment`: variables set on top (LANG, NO_COLOR).
    /// `watched`: the top-left part of the terminal the model follows (all of
    /// it when nil), for a terminal too large to model whole.
    init(
        arguments: [String], term: String? = "xterm-256color", size: (columns: Int, rows: Int) = (100, 30),
        watched: (columns: Int, rows: Int)? = nil,
        jobControl: Bool = false, environment extra: [String: String] = [:]
    ) throws {
        struct SpawnFailed: Error { var step: String; var code: Int32 }
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, &window) == 0 else { throw SpawnFailed(step: "openpty", code: errno) }
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        self.master = master
        self.slave = slave
        var modes = termios()
        tcgetattr(slave, &modes)
        modesBefore = modes
        screen = TerminalModel(width: (watched ?? size).columns, height: (watched ?? size).rows)

        let program = try Self.binary().path
        let argv =
            jobControl
            ? [
                "/bin/bash", "--norc", "--noprofile", "-c",
                "set -m; \"$0\" \"$@\"; s=$?; " + String(repeating: Self.continueIfStopped, count: 3) + "exit $s",
                program
            ] + arguments
            : [program] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = term
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["NO_COLOR"] = nil
        environment["ESCDELAY"] = nil
        environment["COLORFGBG"] = nil
        environment["COLORTERM"] = nil
        environment.merge(extra) { $1 }
        guard let name = ttyname(slave) else { throw SpawnFailed(step: "ttyname", code: errno) }
        let slavePath = String(cString: name)

        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid, the terminal becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(Self.setsid | Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)))

        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard code == 0 else { throw SpawnFailed(step: "posix_spawn", code: code) }
        pid = child
        programID = child
        if jobControl {
            var id: pid_t?
            _ = waitFor(timeout: 30) { session in
                id = Self.child(of: session.pid)
                return id != nil
            }
            guard let id else { throw SpawnFailed(step: "the shell never started the program", code: 0) }
            programID = id
        }
    }

    /// The job-control script's step: when the program stopped (status 147
    /// to 150), read a line, then `fg`. Written out, not looped: bash breaks
    /// out of a loop in which a job stops.
    private static let continueIfStopped = "[ $s -ge 147 ] && [ $s -le 150 ] && { read -r line; fg; s=$?; }; "

    /// A process whose parent is `parent`: from /proc on Linux, from ps(1)
    /// elsewhere (macOS has no /proc).
    private static func child(of parent: pid_t) -> pid_t? {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { pid_t($0) }.first { Self.statFields(of: $0)?.dropFirst().first == "\(parent)" }
        #else
            return Self.ps(["-A", "-o", "pid=,ppid="]).split(separator: "\n").lazy.compactMap { line -> pid_t? in
                let fields = line.split(separator: " ")
                return fields.count == 2 && fields[1] == "\(parent)" ? pid_t(fields[0]) : nil
            }.first
        #endif
    }

    #if !os(Linux)
        /// What ps(1) prints for `arguments` (macOS: no /proc to read).
        private static func ps(_ arguments: [String]) -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/ps")
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return "" }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    #endif

    /// POSIX_SPAWN_SETSID: glibc's value (Swift does not see the macro), macOS's.
    #if os(Linux)
        private static let setsid: Int32 = 0x80
    #else
        private static let setsid = Int32(POSIX_SPAWN_SETSID)
    #endif

    deinit {
        kill()
        close(master)
        close(slave)
    }

    /// The terminal's modes now.
    var modes: termios {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes
    }

    /// Whether the modes are those from before the program ran, bit for bit.
    var modesAreAsBefore: Bool {
        var before = modesBefore, now = modes
        return memcmp(&before, &now, MemoryLayout<termios>.size) == 0
    }

    /// Reads until `text` appears in the output, or the timeout (seconds) passes.
    func read(until text: String, timeout: Double) -> Bool {
        waitFor(timeout: timeout) { $0.output.contains(text) }
    }

    /// Reads until the screen passes `test`, or the timeout (seconds) passes.
    func waitForScreen(timeout: Double, _ test: (TerminalModel) -> Bool) -> Bool {
        waitFor(timeout: timeout) { test($0.screen) }
    }

    func waitFor(timeout: Double, _ test: (PtySession) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if test(self) { return true }
            pump(milliseconds: 50)
        }
        return test(self)
    }

    /// Reads whatever comes for `seconds`.
    func settle(_ seconds: Double) { _ = waitFor(timeout: seconds) { _ in false } }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ data: [UInt8]) {
        var offset = 0
        while offset < data.count {
            let written = data[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { pump(milliseconds: 10); continue }
                return
            }
            offset += written
        }
    }

    /// kill(2) to the program.
    func signal(_ signal: Int32) { sendSignal(programID, signal) }

    /// The window changes size: the kernel sends SIGWINCH to the foreground
    /// job. `watched`: the top-left part the model follows from then on.
    func resize(columns: Int, rows: Int, watched: (columns: Int, rows: Int)? = nil) {
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
        screen.resize(width: (watched ?? (columns, rows)).columns, height: (watched ?? (columns, rows)).rows)
    }

    /// Clock ticks of CPU the program used so far (user + system): from
    /// /proc on Linux (ticks of 1/100 s), from ps(1)'s "M:SS.cc" elsewhere,
    /// counted in hundredths of a second too.
    var cpuTicks: Int? {
        #if os(Linux)
            guard let fields = statFields, fields.count > 12 else { return nil }
            return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        #else
            let time = Self.ps(["-o", "time=", "-p", "\(programID)"]).trimmingCharacters(in: .whitespacesAndNewlines)
            let parts = time.split(separator: ":")
            guard parts.count == 2, let minutes = Int(parts[0]), let seconds = Double(parts[1]) else { return nil }
            return Int(((Double(minutes) * 60 + seconds) * 100).rounded())
        #endif
    }

    /// The program's state letter (R, S, T for stopped, Z once it ended...):
    /// from /proc on Linux, from ps(1) elsewhere.
    var state: String? {
        #if os(Linux)
            return statFields?.first
        #else
            return Self.ps(["-o", "state=", "-p", "\(programID)"]).trimmingCharacters(in: .whitespacesAndNewlines).first.map(String.init)
        #endif
    }

    /// The most memory the program has had resident so far, in kilobytes
    /// (VmHWM in /proc on Linux; nil elsewhere).
    var peakResidentKilobytes: Int? {
        #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/\(programID)/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
            else { return nil }
            return Int(line.split(separator: " ").dropFirst().first ?? "")
        #else
            return nil
        #endif
    }

    /// Whether the program is there and has not ended (it may be stopped).
    var isAlive: Bool { state.map { $0 != "Z" && $0 != "X" } ?? false }

    private var statFields: [String]? { Self.statFields(of: programID) }

    /// /proc/PID/stat after the command's name: state, ppid, ... (utime is the 12th).
    private static func statFields(of process: pid_t) -> [String]? {
        guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        return text[text.index(after: close)...].split(separator: " ").map(String.init)
    }

    /// The CPU ticks the program uses over `seconds`, reading its output meanwhile.
    func cpuTicks(over seconds: Double) -> Int? {
        guard let start = cpuTicks else { return nil }
        settle(seconds)
        return cpuTicks.map { $0 - start }
    }

    /// Waits for the child to exit, reading its output; its exit status
    /// (128 + N when a signal ended it), or nil (after killing it) when it
    /// has not exited in `timeout` seconds.
    func waitForExit(timeout: Double) -> Int32? {
        let exited = waitFor(timeout: timeout) { $0.reap() != nil }
        guard exited else {
            kill()
            return nil
        }
        while pump(milliseconds: 100) {}
        return exitStatus
    }

    /// The exit status once the child has ended, without waiting.
    private func reap() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        // WIFEXITED, WEXITSTATUS, WTERMSIG: macros Swift does not import.
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return exitStatus
    }

    /// Kills the child (and the program) if still running.
    func kill() {
        guard reap() == nil else { return }
        sendSignal(programID, SIGKILL)
        sendSignal(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exitStatus = -1
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
        screen.feed(Array(buffer[0..<count]))
        return true
    }
}

/// `kill(2)` and `read(2)`, under names the session's own methods do not hide.
private func sendSignal(_ process: pid_t, _ signal: Int32) { _ = kill(process, signal) }
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
