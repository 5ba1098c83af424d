import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written as a stream: into a new temporary file beside the target,
/// renamed over it by `finish`, so a failure or an interruption leaves
/// whatever was there untouched; `discard` removes the temporary file.
/// Writes are buffered, so memory stays flat however long the output.
///
/// Nothing is written where it must not be:
/// - The temporary file has a random name (`.NAME.RANDOM.tmp`) and is made
///   with O_CREAT|O_EXCL|O_NOFOLLOW at mode 0600 in the target's folder,
///   which is opened once and reached through its descriptor from then on;
///   a name already taken, by a file or a planted link, is passed over.
/// - Its permissions are set on its own descriptor just before the rename:
///   those of the file it replaces when that is a regular file of the
///   user's, else 0666 less the umask, as `cp` makes a new file.
/// - A link given as the target is followed only when the user made it, or
///   the owner of its folder did in a folder no one else may change (as
///   /dev/stdout): a link another user planted is refused.
/// - A FIFO, a device or a pipe (`/dev/stdout`) is written to as it is,
///   since it cannot be replaced, but only when it is the user's own (or is
///   the standard output or error the program was given, or the null
///   device): one another user made is refused before it is opened. It is
///   opened without blocking (a FIFO no one reads is refused, never waited
///   on) and checked again on its descriptor before a byte goes to it.
/// - A read-only target is refused unless forced, as `cp` refuses it, and
///   a file the command has read (a talk, a launch file, a report, a file a
///   talk names: see `Files.Inputs`) is never written over, forced or not.
/// - The temporary file is locked (flock) for the writer's whole life. One
///   left by a writer that is gone (killed, a power cut) is removed on the
///   way, and only such a one: see `removeAbandoned`.
struct OutputFile {
    /// The target, as messages name it.
    let name: String
    /// The temporary file's path; nil when writing a device or pipe in place.
    let temporary: String?
    /// The temporary file's and the target's names in `folder`.
    private let temporaryName: String
    private let file: String
    /// The target's folder, open; -1 when writing in place.
    private var folder: Int32
    private var descriptor: Int32
    /// The permissions the file gets when it is renamed into place.
    private let mode: mode_t
    private var buffer: [UInt8] = []
    /// The errno of the first write that failed, or 0.
    private var failure: Int32 = 0

    /// Bytes held before they are written.
    static let bufferSize = 1 << 16

    /// `-o -`: the path that names standard output.
    static let standardOutput = "-"

    /// How old an unlocked temporary file must be before it counts as
    /// abandoned: long enough to cover the instant between its creation and
    /// its lock.
    static let abandonedAfter: time_t = 10

    /// How many taken names are passed over before giving up.
    static let attempts = 100

    /// Standard output is closed (`>&-`): what to say. Asked before anything
    /// is opened, which would be given descriptor 1.
    static var closedStandardOutput: Files.Problem? {
        fcntl(1, F_GETFD) == -1 && errno == EBADF ? problem("the recording", "standard output is closed") : nil
    }

    /// Opens a temporary file for `path`. Unless `force`, a read-only target
    /// is refused, as `cp` refuses it (`cp -f` replaces it): read-only to
    /// us, or with no write permission for anyone (which a superuser could
    /// write all the same). `suffix` makes the random part of the temporary
    /// file's name.
    init(_ path: String, force: Bool = false, suffix: () -> String = OutputFile.randomSuffix) throws(Files.Problem) {
        if path == Self.standardOutput {
            // Duplicating it fails only when standard output is closed (`>&-`).
            let descriptor = fcntl(1, F_DUPFD_CLOEXEC, 0)
            guard descriptor >= 0 else {
                throw Self.problem("the recording", errno == EBADF ? "standard output is closed" : Files.reason(errno))
            }
            self.init(inPlace: descriptor, name: "the recording")
            return
        }
        let name = path.withoutControlCharacters
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Self.problem(name, "it is a folder")
            default:
                try self.init(inPlace: path, name: name, info: info)
                return
            }
        }
        let (target, exists, lastLink) = try Self.followed(path, name: name)
        if !exists, lastLink != nil { throw Self.problem(name, "it links to a file that cannot be found") }
        let slash = target.lastIndex(of: "/")
        let folderName = slash.map { String(target[..<$0]) } ?? "."
        let file = slash.map { String(target[target.index(after: $0)...]) } ?? target
        guard !file.isEmpty else { throw Self.problem(name, "it names a folder, not a file") }
        let folder = open(folderName.isEmpty ? "/" : folderName, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            throw Self.problem(
                name, "the folder \(folderName.withoutControlCharacters) \(errno == ENOENT ? "does not exist" : Files.reason(errno))")
        }
        try self.init(
            folder: folder, prefix: slash == nil ? "" : folderName + "/", file: file, name: name,
            force: force, suffix: suffix)
    }

    /// Opens a temporary file for `file` in the open folder `folder` (which
    /// stays the caller's), named `name` in messages; a link at `file` is
    /// replaced, never followed. A read-only `file` is refused unless `force`.
    init(
        in folder: Int32, file: String, name: String, force: Bool = false,
        suffix: () -> String = OutputFile.randomSuffix
    ) throws(Files.Problem) {
        let own = fcntl(folder, F_DUPFD_CLOEXEC, 0)
        guard own >= 0 else { throw Self.problem(name, Files.reason(errno)) }
        try self.init(folder: own, prefix: "", file: file, name: name, force: force, suffix: suffix)
    }

    /// A FIFO, a device or a pipe at `path` (what `stat` says of it: `info`),
    /// written to directly, through trusted links only, opened where the
    /// walk along them ended. Only one the user may write to in place
    /// (`writableInPlace`) is opened at all, and that without blocking (a
    /// FIFO no one reads is refused at once) and never as a controlling
    /// terminal; what was opened is checked again before blocking writes
    /// are turned back on.
    private init(inPlace path: String, name: String, info: stat) throws(Files.Problem) {
        guard (info.st_mode & S_IFMT) != S_IFSOCK else { throw Self.problem(name, "it is a socket, not a file") }
        guard Self.writableInPlace(info) else { throw Self.problem(name, Self.notTheUsers(info)) }
        let led = try Self.followed(path, name: name)
        // What standard output or error already is (a pipe the shell made,
        // which /proc may not let this user open again): that descriptor.
        if let standard = Self.standardStream(sameAs: info) {
            let descriptor = fcntl(standard, F_DUPFD_CLOEXEC, 0)
            guard descriptor >= 0 else { throw Self.problem(name, Files.reason(errno)) }
            self.init(inPlace: descriptor, name: name)
            return
        }
        let flags = O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC
        let descriptor = led.exists ? open(led.path, flags | O_NOFOLLOW) : open(led.lastLink ?? path, flags)
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENXIO, (info.st_mode & S_IFMT) == S_IFIFO {
                throw Self.problem(name, "it is a named pipe (FIFO) no one is reading")
            }
            throw Self.problem(name, Files.reason(reason))
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) != S_IFREG, Self.writableInPlace(opened) else {
            close(descriptor)
            throw Self.problem(name, "it changed while it was opened")
        }
        let status = fcntl(descriptor, F_GETFL)
        guard status >= 0, fcntl(descriptor, F_SETFL, status & ~O_NONBLOCK) == 0 else {
            let reason = errno
            close(descriptor)
            throw Self.problem(name, Files.reason(reason))
        }
        self.init(inPlace: descriptor, name: name)
    }

    /// Whether a FIFO, a device or a pipe may be written in place: the
    /// user's own, or the very file the program's standard output or error
    /// already is (`-o /dev/stdout` into a pipe the shell made), or the null
    /// device (only the superuser makes devices). Another user's FIFO in a
    /// shared folder would hand them the output, or block with no reader.
    static func writableInPlace(_ info: stat) -> Bool {
        if info.st_uid == geteuid() || standardStream(sameAs: info) != nil { return true }
        var null = stat()
        return (info.st_mode & S_IFMT) == S_IFCHR && stat("/dev/null", &null) == 0 && (null.st_mode & S_IFMT) == S_IFCHR
            && null.st_rdev == info.st_rdev
    }

    /// Standard output or error (1 or 2) when it is open as the file `info`
    /// describes, else nil.
    private static func standardStream(sameAs info: stat) -> Int32? {
        [Int32(1), 2].first { standard in
            var given = stat()
            return fstat(standard, &given) == 0 && given.st_dev == info.st_dev && given.st_ino == info.st_ino
        }
    }

    /// Why another user's FIFO or device is not written: "it is a named pipe (FIFO) another user owns".
    private static func notTheUsers(_ info: stat) -> String {
        "it " + (Files.notRegular(info) ?? "is a file") + " another user owns (give a path of your own)"
    }

    private init(inPlace descriptor: Int32, name: String) {
        self.name = name
        temporary = nil
        temporaryName = ""
        file = ""
        folder = -1
        self.descriptor = descriptor
        mode = 0
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Takes `folder`, closed on a failure.
    private init(
        folder: Int32, prefix: String, file: String, name: String, force: Bool,
        suffix: () -> String
    ) throws(Files.Problem) {
        var info = stat()
        let exists = fstatat(folder, file, &info, AT_SYMLINK_NOFOLLOW) == 0
        let regular = exists && (info.st_mode & S_IFMT) == S_IFREG
        if exists, (info.st_mode & S_IFMT) == S_IFDIR {
            close(folder)
            throw Self.problem(name, "it is a folder")
        }
        if regular, Files.Inputs.contains(info) {
            close(folder)
            throw Self.problem(name, "it is a file this command reads (write to another)")
        }
        if !force, regular, info.st_mode & 0o222 == 0 || faccessat(folder, file, W_OK, 0) != 0 {
            close(folder)
            throw Self.problem(name, "it is read-only (give --force to replace it)")
        }
        // A file written again keeps its permissions, if it is the user's own.
        mode = regular && info.st_uid == geteuid() ? info.st_mode & 0o777 : 0o666 & ~Self.creationMask
        Self.removeAbandoned(in: folder, file: file)
        let stem = Self.stem(of: file)
        var opened: (descriptor: Int32, name: String)?
        var reason = EEXIST
        for _ in 0..<Self.attempts {
            let candidate = "." + stem + "." + suffix() + ".tmp"
            let descriptor = openat(folder, candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 {
                opened = (descriptor, candidate)
                break
            }
            reason = errno
            guard reason == EEXIST || reason == EINTR else { break }
        }
        guard let opened else {
            close(folder)
            throw Self.problem(name, reason == EEXIST ? "no free name for a temporary file beside it" : Files.reason(reason))
        }
        // Held until the file is renamed or removed: a living writer's file
        // is never taken for an abandoned one. Where locks are not to be had
        // (ENOLCK), no one else can take one either, so the file is kept.
        while flock(opened.descriptor, LOCK_EX) != 0, errno == EINTR {}
        self.name = name
        self.file = file
        self.folder = folder
        descriptor = opened.descriptor
        temporaryName = opened.name
        temporary = prefix + opened.name
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Adds `text`; written out whenever the buffer fills. A failure is kept
    /// for `finish` to report, and what follows it is dropped.
    mutating func write(_ text: String) { write(text.utf8) }

    /// The same for bytes (a still in a binary format).
    mutating func write(_ bytes: some Sequence<UInt8>) {
        guard failure == 0 else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes what is left, and renames the temporary file over the target
    /// (still locked, so no one takes it for abandoned on the way).
    mutating func finish() throws(Files.Problem) {
        flush()
        if temporary != nil {
            if failure == 0, fchmod(descriptor, mode) != 0 { failure = errno }
            if failure == 0, fsync(descriptor) != 0 { failure = errno }
            if failure == 0, renameat(folder, temporaryName, folder, file) != 0 { failure = errno }
            if failure != 0 { Self.unlink(temporaryName, in: folder, ifStill: descriptor) }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        descriptor = -1
        closeFolder()
        if failure != 0 { throw Self.problem(name, Files.reason(failure)) }
    }

    /// Gives up: the temporary file goes, the target stays as it was.
    mutating func discard() {
        if descriptor >= 0 {
            if temporary != nil { Self.unlink(temporaryName, in: folder, ifStill: descriptor) }
            close(descriptor)
        }
        descriptor = -1
        closeFolder()
    }

    private mutating func closeFolder() {
        if folder >= 0 { close(folder) }
        folder = -1
    }

    private mutating func flush() {
        if failure == 0 { failure = Output.writeAll(buffer, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        // A pipe whose reader has gone (`-o - | head -c 10`): quietly, as SIGPIPE ends other tools.
        if failure == EPIPE, temporary == nil { Output.endForGoneReader() }
    }

    /// Removes the temporary files for `file` in `folder` that a writer left
    /// when it was killed (SIGKILL, a power cut), judged by what the file
    /// system says of each, never by a process number (which another PID
    /// namespace or host reuses): `.STEM.X.tmp` with X letters and digits, a
    /// regular file (not a link) of the user's own, unchanged for
    /// `abandonedAfter` seconds, whose lock no one holds; it is removed
    /// while locked, and only if its name still names the file that was
    /// locked. Another user's file, and a living writer's, stay.
    static func removeAbandoned(in folder: Int32, file: String) {
        let start = "." + stem(of: file) + ".", end = ".tmp"
        let listing = fcntl(folder, F_DUPFD_CLOEXEC, 0)
        guard listing >= 0 else { return }
        guard let directory = fdopendir(listing) else {
            close(listing)
            return
        }
        rewinddir(directory)
        var candidates: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(start), entryName.hasSuffix(end), entryName.utf8.count > start.utf8.count + end.utf8.count else {
                continue
            }
            let middle = entryName.dropFirst(start.count).dropLast(end.count)
            if middle.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { candidates.append(entryName) }
        }
        closedir(directory)
        let now = time(nil)
        for candidate in candidates {
            // Open for writing where that is allowed: over NFS an exclusive lock needs it.
            var descriptor = openat(folder, candidate, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if descriptor < 0, errno == EACCES {
                descriptor = openat(folder, candidate, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            }
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
                now - modified(info) > abandonedAfter, flock(descriptor, LOCK_EX | LOCK_NB) == 0
            else { continue }
            unlink(candidate, in: folder, ifStill: descriptor)
        }
    }

    /// Removes `name` from `folder` if it still names the file open as `descriptor`.
    private static func unlink(_ name: String, in folder: Int32, ifStill descriptor: Int32) {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0, fstatat(folder, name, &named, AT_SYMLINK_NOFOLLOW) == 0,
            open.st_dev == named.st_dev, open.st_ino == named.st_ino
        else { return }
        unlinkat(folder, name, 0)
    }

    /// When the file's contents last changed, in seconds.
    private static func modified(_ info: stat) -> time_t {
        #if canImport(Darwin)
            info.st_mtimespec.tv_sec
        #else
            info.st_mtim.tv_sec
        #endif
    }

    /// Twelve random letters and digits: a temporary file's name no one can guess.
    static func randomSuffix() -> String {
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var generator = SystemRandomNumberGenerator()
        return String(decoding: (0..<12).map { _ in characters[Int(generator.next(upperBound: UInt(characters.count)))] }, as: UTF8.self)
    }

    /// The target's name as the temporary file's starts with it: cut so
    /// that the whole name fits a file system's 255 bytes.
    static func stem(of file: String) -> String {
        var stem = Substring(file)
        while stem.utf8.count > 200 { stem.removeLast() }
        return String(stem)
    }

    /// The path `path` leads to, following links while each is one the user
    /// may trust (`isTrusted`), whether it exists, and the last link on the
    /// way; another user's link is refused. A step that leads nowhere ends
    /// the walk (a link that dangles, or /proc's link to a pipe, which only
    /// the kernel can follow).
    static func followed(_ path: String, name: String) throws(Files.Problem) -> (path: String, exists: Bool, lastLink: String?) {
        var current = path
        var lastLink: String?
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else { return (current, false, lastLink) }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { return (current, true, lastLink) }
            lastLink = current
            let folder = current.lastIndex(of: "/").map { String(current[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
            guard isTrusted(link: info, in: folder) else {
                throw problem(name, "it is a link another user made (give the file it links to instead)")
            }
            var destination = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &destination, destination.count - 1)
            guard count >= 0 else { throw problem(name, Files.reason(errno)) }
            let next = String(decoding: destination[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = next.hasPrefix("/") ? next : (folder == "/" ? "" : folder) + "/" + next
        }
        throw problem(name, Files.reason(ELOOP))
    }

    /// A link is followed when the user made it, or when the owner of its
    /// folder did and no one else could have put it there (the folder is
    /// writable by its owner alone, or sticky): not one another user planted.
    private static func isTrusted(link: stat, in folder: String) -> Bool {
        if link.st_uid == geteuid() { return true }
        var info = stat()
        guard stat(folder, &info) == 0, link.st_uid == info.st_uid else { return false }
        return info.st_mode & 0o022 == 0 || info.st_mode & S_ISVTX != 0
    }

    /// The process's umask, read without changing it where the system can
    /// tell (Linux's /proc), as other threads may be making files meanwhile.
    static let creationMask: mode_t = {
        #if os(Linux)
            if let bytes = try? Files.read("/proc/self/status", limit: 1 << 16) {
                for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Umask:") {
                    if let mask = mode_t(line.dropFirst("Umask:".count).drop(while: { $0 == " " || $0 == "\t" }), radix: 8) {
                        return mask & 0o777
                    }
                }
            }
        #endif
        let mask = umask(0o077)
        umask(mask)
        return mask & 0o777
    }()

    private static func problem(_ name: String, _ reason: String) -> Files.Problem {
        Files.Problem(message: "cannot write \(name): \(reason)")
    }
}
