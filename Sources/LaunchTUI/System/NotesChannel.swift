#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// How `play` tells `notes`, in another terminal, where the talk is: one
/// small file per talk in the user's runtime directory (`$XDG_RUNTIME_DIR`,
/// else a folder of the user's own under /tmp, mode 0700), replaced whole
/// (written beside itself, then renamed) whenever the beat or the timer
/// changes, and removed when `play` ends. `notes` reads it a few times a
/// second, so either may start first. Nothing goes over the network.
enum NotesChannel {
    /// What `play` publishes.
    struct Position: Equatable, Sendable {
        /// The presenter's process: a file whose process has gone is stale.
        var pid: Int32
        /// The beat on screen, 1-based as the caption row counts it, and how many there are.
        var beat: Int
        var beats: Int
        /// When the talk's timer started, on the monotonic clock (the same
        /// in every process); nil before the first beat has played.
        var started: WallTime?

        static let header = "launch-tui play 1"

        var text: String {
            [Self.header, "pid \(pid)", "beat \(beat) of \(beats)",
             "started " + (started.map { String($0.nanoseconds) } ?? "-")].joined(separator: "\n") + "\n"
        }

        /// The position a file holds, or nil when it holds something else.
        init?(text: String) {
            let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            guard lines.count == 4, lines[0].joined(separator: " ") == Self.header,
                  lines[1].count == 2, lines[1][0] == "pid", let pid = Int32(lines[1][1]),
                  lines[2].count == 4, lines[2][0] == "beat", lines[2][2] == "of",
                  let beat = Int(lines[2][1]), let beats = Int(lines[2][3]), beat >= 1, beat <= beats,
                  lines[3].count == 2, lines[3][0] == "started" else { return nil }
            let started: WallTime?
            if lines[3][1] == "-" {
                started = nil
            } else {
                guard let nanoseconds = Int(lines[3][1]) else { return nil }
                started = WallTime(nanoseconds: nanoseconds)
            }
            self.init(pid: pid, beat: beat, beats: beats, started: started)
        }

        init(pid: Int32, beat: Int, beats: Int, started: WallTime?) {
            self.pid = pid
            self.beat = beat
            self.beats = beats
            self.started = started
        }
    }

    /// The folder the files go in, made private to the user when missing;
    /// a problem when it cannot be made, or is not the user's alone (another
    /// user could then read or forge where the talk is).
    static func folder(runtime: String? = Environment.variable("XDG_RUNTIME_DIR")) throws(Files.Problem) -> String {
        let base: String
        if let runtime, runtime.hasPrefix("/"), isOwnFolder(runtime) {
            base = (runtime.hasSuffix("/") ? runtime : runtime + "/") + "launch-tui"
        } else {
            base = "/tmp/launch-tui-\(getuid())"
        }
        if mkdir(base, 0o700) != 0, errno != EEXIST {
            throw Files.Problem(message: "launch-tui: cannot make \(base.withoutControlCharacters) for notes: \(Files.reason(errno))")
        }
        var info = stat()
        guard lstat(base, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
            throw Files.Problem(message: "launch-tui: \(base.withoutControlCharacters) is not a folder of yours alone (mode 0700): " +
                                "notes will not use it; remove it")
        }
        return base
    }

    private static func isOwnFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid()
    }

    /// The file for the talk at `path` in `folder`: named by the talk's
    /// title (its file name, `TalkFile.title`) and a hash of its full path,
    /// so the same talk started from anywhere meets itself and two talks of
    /// one name do not.
    static func file(forTalk path: String, in folder: String) -> String {
        let title = TalkFile.title(of: path)
        let full = realpath(path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in full.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(title.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(40))
        let digits = String(hash, radix: 16)
        return folder + "/" + name + "-" + String(repeating: "0", count: 16 - digits.count) + digits + ".beat"
    }

    /// Replaces the file with `position`; a failure is quietly given up
    /// (the talk goes on; `notes` then waits).
    static func publish(_ position: Position, to file: String) {
        try? Files.writeReplacing(file, with: position.text)
    }

    /// The position in the file, or nil: no file, something else in it, or
    /// its presenter gone.
    static func read(_ file: String) -> Position? {
        guard let bytes = try? Files.read(file, limit: 512), bytes.count <= 512,
              let position = Position(text: String(decoding: bytes, as: UTF8.self)) else { return nil }
        if kill(position.pid, 0) != 0, errno == ESRCH { return nil }
        return position
    }

    /// Removes the file, if it is still this process's.
    static func withdraw(_ file: String) {
        if let position = read(file), position.pid == getpid() { unlink(file) }
    }
}
