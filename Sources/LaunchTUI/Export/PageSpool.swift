#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of a page kept aside while it is made, to be written out after
/// what comes before them (a page's rows and frames, which follow its head:
/// the head names the styles the rows bring, and the script's hash). In
/// memory, or in a file with no name in `$TMPDIR` (else /tmp): unlinked as
/// soon as it is made, it goes when the program ends, however it ends.
/// Lines are written whole, so that they are read back whole, a valid
/// UTF-8 piece each. A failure is kept (`problem`), and what follows it
/// dropped, as `OutputFile` keeps its own.
final class PageSpool {
    private var descriptor: Int32 = -1
    private var buffer: [UInt8] = []
    /// How many bytes the file holds.
    private var written = 0
    /// Why the spool failed, or nil.
    private(set) var problem: String?

    static let bufferSize = 1 << 16

    /// A spool in memory.
    init() {}

    /// A spool in a temporary file.
    init(file: Void) throws(Files.Problem) {
        let folder = Environment.variable("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/launch-tui-page.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw Files.Problem(
                message:
                    "cannot make a temporary file in \(folder.withoutControlCharacters): \(Files.reason(errno))"
            )
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Adds one or more whole lines.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        spill()
    }

    /// Adds bytes: the caller ends the line.
    func append(_ bytes: [UInt8]) {
        buffer += bytes
    }

    func append(_ bytes: ArraySlice<UInt8>) {
        buffer += bytes
    }

    func append(_ byte: UInt8) {
        buffer.append(byte)
    }

    /// What a line ends with: the buffer is written out when full.
    func endLine() {
        buffer.append(UInt8(ascii: "\n"))
        spill()
    }

    private func spill() {
        guard descriptor >= 0, buffer.count >= Self.bufferSize else { return }
        flush()
    }

    private func flush() {
        guard descriptor >= 0, !buffer.isEmpty else { return }
        if problem == nil {
            let code = Output.writeAll(buffer, to: descriptor)
            if code != 0 { problem = Files.reason(code) } else { written += buffer.count }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Everything written, in pieces of whole lines, in order; as often as asked.
    func read<Failure: Error>(_ body: (String) throws(Failure) -> Void) throws(Failure) {
        guard descriptor >= 0 else {
            if !buffer.isEmpty { try body(String(decoding: buffer, as: UTF8.self)) }
            return
        }
        flush()
        var piece = [UInt8](repeating: 0, count: Self.bufferSize)
        var carried: [UInt8] = []
        var offset = 0
        while offset < written, problem == nil {
            let count = piece.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                problem = count < 0 ? Files.reason(errno) : "it was cut short"
                return
            }
            offset += count
            // Up to the last whole line; the rest goes with the next piece.
            carried += piece[..<count]
            let end =
                offset == written
                ? carried.count : (carried.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0)
            guard end > 0 else { continue }
            try body(String(decoding: carried[..<end], as: UTF8.self))
            carried = Array(carried[end...])
        }
    }
}
