#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// A file written as a stream: into a temporary file beside the target
/// (`.NAME.PID.tmp`), renamed over it by `finish`, so a failure or an
/// interruption leaves whatever was there untouched; `discard` removes the
/// temporary file. A link is followed, so the file it names is replaced, not
/// the link; a device or a pipe (`/dev/stdout`) is written to as it is, since
/// it cannot be replaced. Writes are buffered, so memory stays flat however
/// long the output. A temporary file beside the target left by a process
/// that no longer exists (killed, or a power cut) is removed on the way.
struct OutputFile {
    /// The target, as messages name it.
    let name: String
    /// The temporary file; nil when writing a device or pipe in place.
    let temporary: String?
    private let target: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The errno of the first write that failed, or 0.
    private var failure: Int32 = 0

    /// Bytes held before they are written.
    static let bufferSize = 1 << 16

    /// `-o -`: the path that names standard output.
    static let standardOutput = "-"

    /// Standard output is closed (`>&-`): what to say. Asked before anything
    /// is opened, which would be given descriptor 1.
    static var closedStandardOutput: Files.Problem? {
        fcntl(1, F_GETFD) == -1 && errno == EBADF ? problem("the recording", "standard output is closed") : nil
    }

    /// Opens the temporary file for `path`. Unless `replacesReadOnly`, a
    /// read-only target is refused, as `cp` refuses it (`cp -f` replaces it):
    /// read-only to us, or with no write permission for anyone (which a
    /// superuser could write all the same).
    init(_ path: String, replacesReadOnly: Bool = true) throws(Files.Problem) {
        if path == Self.standardOutput {
            name = "the recording"
            // dup(2) fails only when standard output is closed (`>&-`).
            descriptor = dup(1)
            guard descriptor >= 0 else { throw Self.problem(name, errno == EBADF ? "standard output is closed" : Files.reason(errno)) }
            target = path
            temporary = nil
            buffer.reserveCapacity(Self.bufferSize)
            return
        }
        name = path.withoutControlCharacters
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Self.problem(name, "it is a folder")
            default:
                // A device or a pipe: written to directly.
                let descriptor = open(path, O_WRONLY)
                guard descriptor >= 0 else { throw Self.problem(name, Files.reason(errno)) }
                self.descriptor = descriptor
                target = path
                temporary = nil
                buffer.reserveCapacity(Self.bufferSize)
                return
            }
        }
        var target = path
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw Self.problem(name, "it links to a file that cannot be found")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let file = slash.map { String(target[target.index(after: $0)...]) } ?? target
        guard !file.isEmpty else { throw Self.problem(name, "it names a folder, not a file") }
        let folderPath = folder.isEmpty ? "/" : folder
        if stat(folderPath, &info) != 0 {
            throw Self.problem(name, "the folder \(folder.withoutControlCharacters) \(errno == ENOENT ? "does not exist" : Files.reason(errno))")
        }
        if !replacesReadOnly, stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
           info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
            throw Self.problem(name, "it is read-only (give --force to replace it)")
        }
        let prefix = slash == nil ? "" : folder + "/"
        Self.removeAbandoned(in: folderPath, prefix: prefix, file: file)
        let temporary = prefix + ".\(file).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Self.problem(name, Files.reason(errno)) }
        // A file written again keeps the permissions it had.
        if stat(target, &info) == 0 { _ = fchmod(descriptor, info.st_mode & 0o7777) }
        self.descriptor = descriptor
        self.target = target
        self.temporary = temporary
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Adds `text`; written out whenever the buffer fills. A failure is kept
    /// for `finish` to report, and what follows it is dropped.
    mutating func write(_ text: String) {
        guard failure == 0 else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes what is left, and renames the temporary file over the target.
    mutating func finish() throws(Files.Problem) {
        flush()
        if temporary != nil, failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        descriptor = -1
        if let temporary, failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            if let temporary { unlink(temporary) }
            throw Self.problem(name, Files.reason(failure))
        }
    }

    /// Gives up: the temporary file goes, the target stays as it was.
    mutating func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        if let temporary { unlink(temporary) }
    }

    private mutating func flush() {
        if failure == 0 { failure = Output.writeAll(buffer, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        // A pipe whose reader has gone (`-o - | head -c 10`): quietly, as SIGPIPE ends other tools.
        if failure == EPIPE, temporary == nil { Output.endForGoneReader() }
    }

    /// Removes `.FILE.PID.tmp` files in `folder` whose process no longer
    /// exists: what a recording killed on the way (SIGKILL, a power cut) left.
    static func removeAbandoned(in folder: String, prefix: String, file: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let start = "." + file + ".", end = ".tmp"
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(start), entryName.hasSuffix(end), entryName.count > start.count + end.count else { continue }
            let digits = entryName.dropFirst(start.count).dropLast(end.count)
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = pid_t(digits), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(prefix + entryName) }
        }
    }

    private static func problem(_ name: String, _ reason: String) -> Files.Problem {
        Files.Problem(message: "launch-tui: cannot write \(name): \(reason)")
    }
}
