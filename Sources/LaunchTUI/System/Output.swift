#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the standard streams, whole and unbuffered by Swift's print.
enum Output {
    /// Writes all of `text` to standard output; false, with errno set, when
    /// it could not (a full disk, a closed pipe).
    static func standard(_ text: String) -> Bool { write(text, to: 1) }

    /// Writes one line to standard error.
    static func error(_ line: String) { _ = write(line + "\n", to: 2) }

    /// Rewrites the progress line on standard error (a terminal) in place:
    /// carriage return, the text, erase to the end of the line.
    static func progress(_ line: String) { _ = write("\r" + line + "\u{1B}[K", to: 2) }

    /// Why the last write failed, in words.
    static var failure: String { String(cString: strerror(errno)) }

    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #else
                Darwin.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
