#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the standard streams, whole and unbuffered by Swift's print.
enum Output {
    /// Writes all of `text` to standard output.
    static func standard(_ text: String) { write(text, to: 1) }

    /// Writes one line to standard error.
    static func error(_ line: String) { write(line + "\n", to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
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
                return
            }
            offset += written
        }
    }
}
