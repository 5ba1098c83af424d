#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Another program run for its standard output (FFmpeg's `ffprobe` and
/// `ffmpeg`, which decode a recording): spawned with `posix_spawnp`, its
/// arguments an array, never a shell; its standard input /dev/null, its
/// standard error discarded (it is the program's words, not ours); its
/// output read through a pipe, in chunks, by the caller. Whatever happens
/// (the caller stops early, a limit, an error) the child is killed and
/// reaped before `run` returns: no zombie, no orphan still writing.
enum Subprocess {
    /// Why it could not run, or how it ended.
    enum Problem: Error, Equatable {
        /// The program is not on PATH.
        case notFound(String)
        /// It could not be started (the system's reason).
        case notStarted(String, reason: String)
    }

    /// How it ended: its exit status, or the signal that ended it.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// The caller stopped reading, and it was killed.
        case stopped
    }

    /// Runs `program` (found on PATH) with `arguments`, handing each chunk
    /// of its standard output to `chunk`, which returns false to stop it.
    static func run(
        _ program: String, _ arguments: [String],
        chunk: (UnsafeRawBufferPointer) -> Bool
    ) throws(Problem) -> Ending {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .notStarted(program, reason: Files.reason(errno)) }
        let (reading, writing) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writing, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, reading)
        posix_spawn_file_actions_addclose(&actions, writing)
        let argv = ([program] + arguments).map { strdup($0) }
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let status = (argv + [nil]).withUnsafeBufferPointer { args in
            posix_spawnp(&pid, program, &actions, nil, UnsafeMutablePointer(mutating: args.baseAddress!), environ)
        }
        close(writing)
        guard status == 0 else {
            close(reading)
            throw status == ENOENT ? .notFound(program) : .notStarted(program, reason: Files.reason(status))
        }
        var stopped = false
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let more = buffer.withUnsafeBytes { chunk(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            if !more {
                stopped = true
                kill(pid, SIGKILL)
                break
            }
        }
        close(reading)
        var waited: Int32 = 0
        while waitpid(pid, &waited, 0) < 0, errno == EINTR {}
        if stopped { return .stopped }
        // WIFEXITED and WTERMSIG, which Swift does not import: the low 7 bits are the signal.
        let signal = waited & 0x7F
        return signal == 0 ? .exited((waited >> 8) & 0xFF) : .signalled(signal)
    }

    /// The whole output of `program`, at most `limit` bytes (past it: nil,
    /// the program stopped), and how it ended.
    static func output(_ program: String, _ arguments: [String], limit: Int) throws(Problem) -> (bytes: [UInt8]?, ending: Ending) {
        var bytes: [UInt8] = []
        var over = false
        let ending = try run(program, arguments) { chunk in
            guard bytes.count + chunk.count <= limit else {
                over = true
                return false
            }
            bytes.append(contentsOf: chunk)
            return true
        }
        return (over ? nil : bytes, ending)
    }
}
