#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// Reading a script and writing a recording: the only file I/O, each with
/// one clear message for the person at the keyboard when it cannot be done.
enum Files {
    /// A problem with a file: one message, exit status 2.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The file's bytes, at most `limit` + 1 of them (so a huge file is
    /// told apart without reading it all).
    static func read(_ path: String, limit: Int) throws(Problem) -> [UInt8] {
        let name = path.withoutControlCharacters
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Problem(message: "\(name): \(reason(errno))") }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Problem(message: "\(name): is a folder, not a script")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { raw in systemRead(descriptor, raw.baseAddress, raw.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(message: "\(name): \(reason(errno))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Whether the two paths name one file (through links too): a recording
    /// must not replace its own script.
    static func areSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// Writes `text` to a temporary file beside `path`, then renames it over
    /// `path`: a failure leaves whatever was at `path` untouched. A link is
    /// followed, so the file it names is replaced, not the link; a device or
    /// a pipe (`/dev/stdout`) is written to as it is, since it cannot be replaced.
    static func writeReplacing(_ path: String, with text: String) throws(Problem) {
        let name = path.withoutControlCharacters
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Problem(message: "launch-tui: cannot write \(name): it is a folder")
            default: return try writeInPlace(path, name: name, text: text)
            }
        }
        var target = path
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw Problem(message: "launch-tui: cannot write \(name): it links to a file that cannot be found")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let file = slash.map { String(target[target.index(after: $0)...]) } ?? target
        guard !file.isEmpty else { throw Problem(message: "launch-tui: cannot write \(name): it names a folder, not a file") }
        if stat(folder.isEmpty ? "/" : folder, &info) != 0 {
            throw Problem(message: "launch-tui: cannot write \(name): the folder \(folder.withoutControlCharacters) \(errno == ENOENT ? "does not exist" : reason(errno))")
        }
        let temporary = (slash == nil ? "" : folder + "/") + ".\(file).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Problem(message: "launch-tui: cannot write \(name): \(reason(errno))") }
        // A file written again keeps the permissions it had.
        if stat(target, &info) == 0 { _ = fchmod(descriptor, info.st_mode & 0o7777) }
        var failure = writeAll(text, to: descriptor)
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Problem(message: "launch-tui: cannot write \(name): \(reason(failure))")
        }
    }

    /// A device or a pipe: written to directly.
    private static func writeInPlace(_ path: String, name: String, text: String) throws(Problem) {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { throw Problem(message: "launch-tui: cannot write \(name): \(reason(errno))") }
        var failure = writeAll(text, to: descriptor)
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw Problem(message: "launch-tui: cannot write \(name): \(reason(failure))") }
    }

    /// Writes all of `text`; 0, or the errno of the write that failed.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { raw in systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#else
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif
