import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        var started: MonotonicTime?

        static let header = "launch-tui play 1"

        var text: String {
            [
                Self.header, "pid \(pid)", "beat \(beat) of \(beats)",
                "started " + (started.map { String($0.nanoseconds) } ?? "-")
            ].joined(separator: "\n") + "\n"
        }

        /// The position a file holds, or nil when it holds something else.
        init?(text: String) {
            let lines = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            guard lines.count == 4, lines[0].joined(separator: " ") == Self.header,
                lines[1].count == 2, lines[1][0] == "pid", let pid = Int32(lines[1][1]),
                lines[2].count == 4, lines[2][0] == "beat", lines[2][2] == "of",
                let beat = Int(lines[2][1]), let beats = Int(lines[2][3]), beat >= 1, beat <= beats,
                lines[3].count == 2, lines[3][0] == "started"
            else { return nil }
            let started: MonotonicTime?
            if lines[3][1] == "-" {
                started = nil
            } else {
                guard let nanoseconds = Int(lines[3][1]) else { return nil }
                started = MonotonicTime(nanoseconds: nanoseconds)
            }
            self.init(pid: pid, beat: beat, beats: beats, started: started)
        }

        init(pid: Int32, beat: Int, beats: Int, started: MonotonicTime?) {
            self.pid = pid
            self.beat = beat
            self.beats = beats
            self.started = started
        }
    }

    /// The folder the files go in, open: every file in it is reached through
    /// this descriptor, so a folder swapped in at its path later changes
    /// nothing.
    final class Folder: Sendable {
        /// The folder's path, for messages.
        let path: String
        let descriptor: Int32

        init(path: String, descriptor: Int32) {
            self.path = path
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }
    }

    /// One talk's file: its folder, and its name there.
    struct BeatFile: Sendable {
        let folder: Folder
        let name: String

        var path: String { folder.path + "/" + name }
    }

    /// The folder the files go in, made private to the user when missing,
    /// opened once; a problem when it cannot be made, or when it or the
    /// runtime directory it is in is not the user's alone (another user
    /// could then read or forge where the talk is, or swap the folder for
    /// one whose files are links to the user's). A runtime directory that
    /// is unset, relative, missing or another user's (kept by `su`) is not
    /// the user's: the user's own folder under /tmp serves instead.
    static func folder(runtime: String? = Environment.variable("XDG_RUNTIME_DIR")) throws(Files.Problem) -> Folder {
        if let runtime, runtime.hasPrefix("/") {
            let descriptor = open(runtime, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            var info = stat()
            if descriptor >= 0, fstat(descriptor, &info) == 0, info.st_uid == geteuid() {
                guard info.st_mode & 0o077 == 0 else {
                    close(descriptor)
                    throw Files.Problem(
                        message: "the runtime directory \(runtime.withoutControlCharacters) is not a folder "
                            + "of yours alone (mode 0700): notes will not use it")
                }
                return try folder("launch-tui", in: descriptor, path: (runtime.hasSuffix("/") ? runtime : runtime + "/") + "launch-tui")
            }
            if descriptor >= 0 { close(descriptor) }
        }
        // /tmp: no one but the owner of an entry may rename or remove it (sticky), or no one else may write it at all.
        let descriptor = open("/tmp", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0, info.st_uid == 0 || info.st_uid == geteuid(),
            info.st_mode & 0o022 == 0 || info.st_mode & S_ISVTX != 0
        else {
            if descriptor >= 0 { close(descriptor) }
            throw Files.Problem(message: "/tmp lets other users replace what is in it (it is not sticky): notes will not use it")
        }
        return try folder("launch-tui-\(getuid())", in: descriptor, path: "/tmp/launch-tui-\(getuid())")
    }

    /// `name` in the open folder `parent` (closed here), made when missing,
    /// opened without following a link, and the user's alone (see `Files.ownFolder`).
    private static func folder(_ name: String, in parent: Int32, path: String) throws(Files.Problem) -> Folder {
        defer { close(parent) }
        switch Files.ownFolder(name, in: parent, closed: 0o077) {
        case .success(let descriptor): return Folder(path: path, descriptor: descriptor)
        case .failure(.failed(let reason)):
            throw Files.Problem(message: "cannot make \(path.withoutControlCharacters) for notes: \(Files.reason(reason))")
        case .failure:
            throw Files.Problem(
                message: "\(path.withoutControlCharacters) is not a folder of yours alone (mode 0700): "
                    + "notes will not use it; remove it")
        }
    }

    /// The file for the talk at `path` in `folder`: named by the talk's
    /// title (its file name, as `TalkFile.title` gives it) and a hash of its full path,
    /// so the same talk started from anywhere meets itself and two talks of
    /// one name do not.
    static func file(forTalk path: String, in folder: Folder) -> BeatFile {
        let title = Files.nameWithoutExtension(of: path)
        let full =
            realpath(path, nil).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in full.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = String(title.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(40))
        let digits = String(hash, radix: 16)
        return BeatFile(folder: folder, name: name + "-" + String(repeating: "0", count: 16 - digits.count) + digits + ".beat")
    }

    /// Replaces the file with `position` (a new file in the folder, renamed
    /// over it: see `OutputFile`); a failure is quietly given up (the talk
    /// goes on; `notes` then waits).
    static func publish(_ position: Position, to file: BeatFile) {
        guard var output = try? OutputFile(in: file.folder.descriptor, file: file.name, name: file.path) else { return }
        output.write(position.text)
        try? output.finish()
    }

    /// The largest file read: a position is far smaller.
    static let largest = 512

    /// The position in the file, or nil: no file, a link or something else
    /// than a regular file in its place (never followed), something else in
    /// it, or its presenter gone.
    static func read(_ file: BeatFile) -> Position? {
        let descriptor = openat(file.folder.descriptor, file.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: largest + 1)
        var count = 0
        while count < bytes.count {
            // Never empty (`largest + 1` bytes), so it has an address.
            let got = bytes.withUnsafeMutableBytes { raw in systemRead(descriptor, raw.baseAddress! + count, raw.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        guard count <= largest, let position = Position(text: String(decoding: bytes[..<count], as: UTF8.self)) else { return nil }
        if kill(position.pid, 0) != 0, errno == ESRCH { return nil }
        return position
    }

    /// Removes the file, if it is still this process's.
    static func withdraw(_ file: BeatFile) {
        if let position = read(file), position.pid == getpid() { unlinkat(file.folder.descriptor, file.name, 0) }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#else
    private let systemRead = Darwin.read
#endif
