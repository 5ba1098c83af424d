#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Scenes

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

        /// What a command prints on standard error: a file's problem starts
        /// with the program's name as every error line does; the mistakes
        /// inside a file keep the compiler's form.
        var line: String {
            isDiagnostics || message.hasPrefix(Self.program) ? message : Self.program + message
        }

        static let program = "launch-tui: "
    }

    /// The file's bytes, at most `limit` + 1 of them (so a huge file is
    /// told apart without reading it all).
    static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        let (descriptor, info) = try opened(path)
        defer { close(descriptor) }
        return try readAll(descriptor, size: Int(info.st_size), name: path.withoutControlCharacters, limit: limit)
    }

    /// The file open for reading, and what fstat says of it; a folder is refused.
    private static func opened(_ path: String) throws(Problem) -> (descriptor: Int32, info: stat) {
        let name = path.withoutControlCharacters
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Problem(message: "\(name): \(reason(errno))") }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw Problem(message: "\(name): is a folder, not a file")
        }
        return (descriptor, info)
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
    static func withBytes<Result>(of path: String, limit: Int,
                                  _ body: (UnsafeBufferPointer<UInt8>) throws(Problem) -> Result) throws(Problem) -> Result {
        let (descriptor, info) = try opened(path)
        let size = Int(info.st_size)
        if (info.st_mode & S_IFMT) == S_IFREG, size >= mappedFrom, size <= limit,
           let mapping = mmap(nil, size, PROT_READ, mapFlags, descriptor, 0), mapping != MAP_FAILED {
            close(descriptor)
            (Problem.program + path.withoutControlCharacters + ": cut short while it was read\n").withCString { lt_bus_guard_begin($0) }
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

    /// Whether the two paths name one file (through links too): a recording
    /// must not replace its own script.
    static func areSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over
    /// `path` (see `OutputFile`): a failure leaves whatever was at `path` untouched.
    static func writeReplacing(_ path: String, with text: String) throws(Problem) {
        var file = try OutputFile(path)
        file.write(text)
        try file.finish()
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

#if canImport(Glibc)
private let systemRead = Glibc.read
#else
private let systemRead = Darwin.read
#endif
