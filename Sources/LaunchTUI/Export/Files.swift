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

    /// Writes `text` to a temporary file beside `path`, then renames it over
    /// `path`: a failure leaves whatever was at `path` untouched.
    static func writeReplacing(_ path: String, with text: String) throws(Problem) {
        let name = path.withoutControlCharacters
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !file.isEmpty else { throw Problem(message: "\(name): names a folder, not a file to write") }
        var info = stat()
        if stat(folder.isEmpty ? "/" : folder, &info) != 0 {
            throw Problem(message: "launch-tui: cannot write \(name): the folder \(folder.withoutControlCharacters) \(errno == ENOENT ? "does not exist" : reason(errno))")
        }
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Problem(message: "launch-tui: cannot write \(name): it is a folder")
        }
        let temporary = (slash == nil ? "" : folder + "/") + ".\(file).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Problem(message: "launch-tui: cannot write \(name): \(reason(errno))") }
        var bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32 = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { raw in systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Problem(message: "launch-tui: cannot write \(name): \(reason(failure))")
        }
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
