import Foundation
import Testing

@testable import LaunchTUI
@testable import Reports

/// A report of a megabyte or more is mapped rather than read; what the
/// readers see is the same bytes either way, and whatever cannot be mapped
/// (a pipe, a small file, one over the limit) is read as before.
@Suite struct MappedFileTests {
    func temporary(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "launch-tui-mapped-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Bytes that are not all alike, so that an offset error shows.
    func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 4096) }
    }

    @Test(arguments: [0, 1, 4096, Files.mappedFrom - 1, Files.mappedFrom, Files.mappedFrom + 12345, 6_000_000])
    func theBytesAreTheFilesWhetherMappedOrRead(count: Int) throws {
        let bytes = pattern(count)
        let path = try temporary(bytes)
        defer { unlink(path) }
        let seen = try Files.withBytes(of: path, limit: 8 << 20) { Array($0) }
        #expect(seen == bytes)
        #expect(seen == (try Files.read(path, limit: 8 << 20)))
    }

    /// Over the limit, the file is read as `read` reads it: a byte past the
    /// limit, so the caller can tell it is too big without reading it all.
    @Test func overTheLimitGivesOneByteMore() throws {
        let path = try temporary(pattern(Files.mappedFrom + 10))
        defer { unlink(path) }
        let count = try Files.withBytes(of: path, limit: Files.mappedFrom) { $0.count }
        #expect(count == Files.mappedFrom + 1)
    }

    /// Only a regular file is read: a FIFO (no writer here, so an open that
    /// waited would wait forever) or a device is refused before it is read.
    @Test(.timeLimit(.minutes(1))) func aPipeOrADeviceIsRefused() throws {
        let path = NSTemporaryDirectory() + "launch-tui-fifo-\(UUID().uuidString)"
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: Files.Problem(message: "\(path): is a named pipe (FIFO), not a file")) {
            try Files.withBytes(of: path, limit: 1 << 20) { $0.count }
        }
        #expect(throws: Files.Problem(message: "\(path): is a named pipe (FIFO), not a file")) { try Files.read(path, limit: 1 << 20) }
        #expect(throws: Files.Problem(message: "/dev/zero: is a device, not a file")) {
            try Files.withBytes(of: "/dev/zero", limit: 1 << 20) { $0.count }
        }
    }

    @Test func aMissingFileOrAFolderSaysSo() {
        #expect(throws: Files.Problem(message: "/nonexistent/report.json: no such file")) {
            try Files.withBytes(of: "/nonexistent/report.json", limit: 100) { $0.count }
        }
        #expect(throws: Files.Problem(message: "/tmp: is a folder, not a file")) {
            try Files.withBytes(of: "/tmp", limit: 100) { $0.count }
        }
    }

    /// A 6 MB report mapped reads as the same report read from an array.
    @Test func aMappedReportReadsAsTheSameReport() throws {
        let report = Reports.sampleLighthouse(bytes: 6_000_000)
        let path = try temporary(report)
        defer { unlink(path) }
        let loaded = try LaunchFiles.load(path)
        #expect(loaded.launch == (try Reports.read(report)).launch)
    }
}
