import Foundation
import Testing

/// A report of a local page (`file:///`, no host) with a layout shift, and
/// one whose host holds a space and `=`, read by every command that reads
/// a report: each ends with status 0, or 2 and one line, never a signal.
/// Run as the built program, as people type it.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func aLocalPagesReportWithAShiftIsReadByEveryCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("local-page-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports: [(url: String, title: String)] = [
            ("file:///home/me/index.html", "index.html"), ("file:///", "Local file"),
            ("http://my host=1/", "my host=1")
        ]
        for (index, (url, title)) in reports.enumerated() {
            let report = folder.appendingPathComponent("local \(index).json").path
            try Data(
                ReportFuzzTests.lighthouse(
                    url: ReportFuzzTests.jsonInside(url), cls: "0.2311",
                    shifts: ReportFuzzTests.shiftLists[1])
            ).write(to: URL(fileURLWithPath: report))
            let trace = folder.appendingPathComponent("trace \(index).json").path
            try Data(ReportFuzzTests.trace(url: ReportFuzzTests.jsonInside(url), shifts: ReportFuzzTests.traceShifts[1]))
                .write(to: URL(fileURLWithPath: trace))
            for file in [report, trace] {
                let runs: [[String]] = [
                    ["metrics", "--left", file], ["metrics", "--json", "--left", file], ["check", file],
                    ["import", file], ["snapshot", "--left", file, "--at", "3"]
                ]
                for arguments in runs {
                    let run = try Self.runToTheEnd(arguments)
                    #expect(run.exited, "\(arguments): ended by a signal (\(run.status))")
                    #expect(run.status == 0, "\(arguments): \(run.errors)")
                    if arguments[0] == "snapshot" || (arguments[0] == "metrics" && arguments.count == 3) {
                        #expect(run.output.contains(title), "\(arguments): the pane is titled \(title)")
                    }
                }
            }
        }
    }

    /// The built program run to its end: whether it exited (rather than
    /// being ended by a signal), its status, and what it wrote.
    static func runToTheEnd(_ arguments: [String]) throws -> (exited: Bool, status: Int32, output: String, errors: String) {
        let output = Pipe(), errors = Pipe()
        let process = try startBinary(arguments, output: output, errors: errors)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationReason == .exit, process.terminationStatus, String(decoding: data, as: UTF8.self),
            String(decoding: message, as: UTF8.self)
        )
    }
}
