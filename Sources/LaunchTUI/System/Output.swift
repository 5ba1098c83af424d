#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to the standard streams, whole and unbuffered by Swift's print,
/// and the one loop that writes all of a text to a descriptor.
enum Output {
    /// Writes all of `text` to standard output; 0, or the errno of the
    /// write that failed (a full disk, a closed stream). A reader that has
    /// gone (`| head -c 10`) ends the program there, quietly, as SIGPIPE
    /// ends other Unix tools.
    static func standard(_ text: String) -> Int32 { standard(Array(text.utf8)) }

    /// The same for bytes.
    static func standard(_ bytes: [UInt8]) -> Int32 {
        let failure = writeAll(bytes, to: 1)
        if failure == EPIPE { endForGoneReader() }
        return failure
    }

    /// Writes one line to standard error.
    static func error(_ line: String) { _ = writeAll(line + "\n", to: 2) }

    /// "launch-tui: ": what every error line starts with, put there by
    /// `named` alone (the compiler-style FILE:LINE:COL lines go without it).
    static let program = "launch-tui: "

    /// `message` as an error line: after the program's name.
    static func named(_ message: String) -> String { program + message }

    /// Rewrites the progress line on standard error (a terminal) in place:
    /// carriage return, the text, erase to the end of the line.
    static func progress(_ line: String) { _ = writeAll("\r" + line + "\u{1B}[K", to: 2) }

    /// Why writing standard output failed, in words: "standard output is
    /// closed" (`>&-`), else the system's words for `code`.
    static func failure(_ code: Int32) -> String {
        code == EBADF ? "standard output is closed" : String(cString: strerror(code)).lowercased()
    }

    /// Ends the program as SIGPIPE does (status 141 in a shell), with no
    /// message, even when the parent left SIGPIPE ignored.
    static func endForGoneReader() -> Never {
        signal(SIGPIPE, SIG_DFL)
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &pipe, nil)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    /// Writes all of `text` to `descriptor`, again after a signal; 0, or
    /// the errno of the write that failed.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32 { writeAll(Array(text.utf8), to: descriptor) }

    /// The same for bytes: the one loop that writes them all.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            // Not empty here (`offset < bytes.count`), so it has an address.
            let written = bytes.withUnsafeBytes { raw in systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#else
    private let systemWrite = Darwin.write
#endif
