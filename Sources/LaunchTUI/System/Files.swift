import CNcurses
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a script and writing a recording: the only file I/O, each with
/// one clear message for the person at the keyboard when it cannot be done.
enum Files {
    /// A problem with a file: one message, exit status 2.
    struct Problem: Error, Equatable {
        var message: String
        /// Whether the message is the mistakes inside a talk or launch file,
        /// each `FILE:LINE:COL: message`, the line and a caret, as compilers
        /// print them: printed as they are, without the program's name.
        var isDiagnostics = false

        init(message: String) { self.message = message }

        /// Mistakes inside a file, rendered `FILE:LINE:COL` with carets.
        init(diagnostics: String) {
            message = diagnostics
            isDiagnostics = true
        }
    }

    /// The file's bytes, at most `limit` + 1 of them (so a huge file is
    /// told apart without reading it all).
    static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        let (descriptor, info) = try opened(path, expecting: nil)
        defer { close(descriptor) }
        return try readAll(descriptor, size: Int(info.st_size), name: path.withoutControlCharacters, limit: limit)
    }

    /// The file open for reading, and what fstat says of it. Only a regular
    /// file is read: a folder, a FIFO, a device or a socket is refused before
    /// it is opened (stat), and again by what was opened (fstat), so that
    /// nothing blocks in open (a FIFO without a writer) or reads without end
    /// (/dev/zero). Opened without blocking and never as a controlling terminal.
    /// `expecting` names what should be there, for the message about what is
    /// there instead ("is a folder, not a launch file or …"); nil: "a file".
    private static func opened(_ path: String, expecting: String?) throws(Problem) -> (descriptor: Int32, info: stat) {
        let expected = expecting ?? "a file"
        let name = path.withoutControlCharacters
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Problem(
                message: "\(name): " + (errno == ENOTDIR ? "no such file (a part of the path is a file, not a folder)" : reason(errno)))
        }
        if let kind = notRegular(info) { throw Problem(message: "\(name): \(kind), not \(expected)") }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw Problem(message: "\(name): \(reason(errno))") }
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw Problem(message: "\(name): \(reason(code))")
        }
        if let kind = notRegular(info) {
            close(descriptor)
            throw Problem(message: "\(name): \(kind), not \(expected)")
        }
        Inputs.add(info)
        return (descriptor, info)
    }

    /// Every file this process has opened to read (a talk, a launch file, a
    /// report, a file a talk names: all go through `opened`), by device and
    /// inode as fstat gave them on the open file, so that no name, link or
    /// second hard link to it can be written over it: `OutputFile` refuses
    /// them. Its change time is kept too, so that a file removed since,
    /// whose inode a new file has taken, is not taken for it.
    enum Inputs {
        private struct Identity: Hashable {
            var device: UInt64
            var inode: UInt64
            var changed: Int
            var changedNanoseconds: Int

            init(_ info: stat) {
                device = UInt64(truncatingIfNeeded: info.st_dev)
                inode = UInt64(truncatingIfNeeded: info.st_ino)
                #if canImport(Darwin)
                    changed = Int(info.st_ctimespec.tv_sec)
                    changedNanoseconds = Int(info.st_ctimespec.tv_nsec)
                #else
                    changed = Int(info.st_ctim.tv_sec)
                    changedNanoseconds = Int(info.st_ctim.tv_nsec)
                #endif
            }
        }

        nonisolated(unsafe) private static var read: Set<Identity> = []
        nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
            let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(lock, nil)
            return lock
        }()

        /// Notes a file opened to be read, by what fstat said of it.
        static func add(_ info: stat) {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            read.insert(Identity(info))
        }

        /// Whether the file `info` describes (by `stat`) is one read.
        static func contains(_ info: stat) -> Bool {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return read.contains(Identity(info))
        }
    }

    /// What a file that is not a regular one is ("is a folder"), or nil for a regular file.
    static func notRegular(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "is a folder"
        case S_IFIFO: "is a named pipe (FIFO)"
        case S_IFCHR, S_IFBLK: "is a device"
        case S_IFSOCK: "is a socket"
        default: "is a special file"
        }
    }

    /// What is left to read from `descriptor`, at most `limit` + 1 bytes;
    /// `size` (fstat's, 0 when unknown) sizes the buffer.
    private static func readAll(_ descriptor: Int32, size: Int, name: String, limit: Int) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        // Room for the whole file at once (a report runs to megabytes), not
        // regrown as it comes.
        if size > 0 { bytes.reserveCapacity(min(size, limit) + 1) }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            // Never past limit + 1.
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { raw in systemRead(descriptor, raw.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(message: "\(name): \(reason(errno))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// A new file of this program's own in `$TMPDIR` (else /tmp), already
    /// unlinked, so nothing is left behind even on a kill: its descriptor
    /// (nil when none could be made) and the folder, for a message.
    static func unlinkedTemporaryFile(named name: String) -> (descriptor: Int32?, folder: String) {
        let folder = Environment.variable("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/launch-tui-\(name).XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return (nil, folder) }
        unlink(template)
        return (descriptor, folder)
    }

    /// Files from this size are mapped by `withBytes`; smaller ones are read.
    static let mappedFrom = 1 << 20

    /// Calls `body` with the file's bytes, at most `limit` + 1 of them as
    /// `read` gives. A regular file of a megabyte or more is mapped, not
    /// read: its pages are the kernel's cached ones, with no copy and no
    /// fresh memory to fault in (a 6 MB report: about 0.5 ms against 8 ms).
    /// Should the file be cut short while mapped (SIGBUS), the program says
    /// so on stderr and exits with status 2; the bytes must not outlive `body`.
    /// `expecting` names what should be at `path`, for a message about a
    /// folder or a device there.
    static func withBytes<Result>(
        of path: String, limit: Int, expecting: String? = nil,
        _ body: (UnsafeBufferPointer<UInt8>) throws(Problem) -> Result
    ) throws(Problem) -> Result {
        let (descriptor, info) = try opened(path, expecting: expecting)
        let size = Int(info.st_size)
        if size >= mappedFrom, size <= limit,
            let mapping = mmap(nil, size, PROT_READ, mapFlags, descriptor, 0), mapping != MAP_FAILED
        {
            close(descriptor)
            (Output.named(path.withoutControlCharacters) + ": cut short while it was read\n").withCString { lt_bus_guard_begin($0) }
            defer {
                munmap(mapping, size)
                lt_bus_guard_end()
            }
            return try body(UnsafeBufferPointer(start: mapping.assumingMemoryBound(to: UInt8.self), count: size))
        }
        defer { close(descriptor) }
        let bytes = try readAll(descriptor, size: size, name: path.withoutControlCharacters, limit: limit)
        return try bytes.withUnsafeBufferPointer { buffer throws(Problem) in try body(buffer) }
    }

    /// Private and read-only; on Linux the pages are mapped in at once.
    #if os(Linux)
        private static let mapFlags = MAP_PRIVATE | MAP_POPULATE
    #else
        private static let mapFlags = MAP_PRIVATE
    #endif

    /// What tells the file at `path` from any other however it is named
    /// (its device and inode, through links); the path itself when there
    /// is no file there.
    static func identity(of path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return path }
        return "\(status.st_dev):\(status.st_ino)"
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over
    /// `path` (see `OutputFile`, which says what it refuses: a read-only
    /// `path` unless `force`): a failure leaves whatever was at `path` untouched.
    static func writeReplacing(_ path: String, with text: String, force: Bool = false) throws(Problem) {
        try write(Array(text.utf8), to: OutputFile(path, force: force))
    }

    /// The same for bytes (a still in a binary format).
    static func writeReplacing(_ path: String, with bytes: [UInt8], force: Bool = false) throws(Problem) {
        try write(bytes, to: OutputFile(path, force: force))
    }

    /// Writes `text` as `file` in the open folder `folder`, as `writeReplacing`
    /// does beside a path; named `name` in messages.
    static func writeReplacing(_ file: String, in folder: Int32, name: String, with bytes: [UInt8], force: Bool = false) throws(Problem) {
        try write(bytes, to: OutputFile(in: folder, file: file, name: name, force: force))
    }

    private static func write(_ bytes: [UInt8], to file: OutputFile) throws(Problem) {
        var file = file
        file.write(bytes)
        try file.finish()
    }

    /// Why a folder of the user's own cannot be used.
    enum FolderProblem: Error, Equatable {
        /// It could not be made or opened (the errno).
        case failed(Int32)
        /// A link, or something other than a folder, is at its name.
        case notAFolder(isLink: Bool)
        /// It is another user's.
        case notTheUsers
        /// Its mode lets others (as `open` says) in.
        case open
    }

    /// `name` in the open folder `parent`: made (mode 0700) when missing,
    /// else used only when it is a folder, not a link, of the user's own,
    /// with none of the mode bits in `closed` (0o022: no one else may write
    /// in it; 0o077: the user's alone). Looked at without following a link
    /// (lstat), opened with O_DIRECTORY|O_NOFOLLOW and checked again on its
    /// descriptor, through which everything in it is then reached, so a
    /// folder swapped in at its path later changes nothing.
    static func ownFolder(_ name: String, in parent: Int32, closed: mode_t) -> Result<Int32, FolderProblem> {
        if mkdirat(parent, name, 0o700) != 0, errno != EEXIST { return .failure(.failed(errno)) }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .failure(.failed(errno)) }
        func check(_ info: stat) -> FolderProblem? {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { return .notAFolder(isLink: (info.st_mode & S_IFMT) == S_IFLNK) }
            guard info.st_uid == geteuid() else { return .notTheUsers }
            return info.st_mode & closed == 0 ? nil : .open
        }
        if let problem = check(info) { return .failure(problem) }
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(errno == ELOOP || errno == ENOTDIR ? .notAFolder(isLink: errno == ELOOP) : .failed(errno))
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            let reason = errno
            close(descriptor)
            return .failure(.failed(reason))
        }
        if let problem = check(opened) ?? (opened.st_dev == info.st_dev && opened.st_ino == info.st_ino ? nil : .notAFolder(isLink: false))
        {
            close(descriptor)
            return .failure(problem)
        }
        return .success(descriptor)
    }

    /// The file's name without its folder or its extension: "talk" for
    /// "talks/talk.talk" (a name that starts with a dot keeps it).
    static func nameWithoutExtension(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name
    }

    /// The one-line reason for an errno.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#else
    private let systemRead = Darwin.read
#endif

extension Files.Problem {
    /// The mistakes in the talk or launch file at `file`: kept in the
    /// compiler's form (`FILE:LINE:COL`, the line, a caret) when any names a
    /// line; one about the file as a whole (empty, too large) is a file's
    /// problem, its line starting with the program's name.
    init(_ diagnostics: ScriptDiagnostics, file: String) {
        let rendered = diagnostics.rendered(file: file)
        self = diagnostics.all.contains { $0.line > 0 } ? Files.Problem(diagnostics: rendered) : Files.Problem(message: rendered)
    }
}
