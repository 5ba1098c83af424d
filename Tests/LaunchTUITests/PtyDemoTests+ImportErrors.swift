import Foundation
import Testing

/// `import`'s errors are one line on standard error that starts with the
/// program's name, as every other command's do, and exit 2; run as the
/// built program, as people type it.
extension PtyDemoTests {
    @Test(.timeLimit(.minutes(3))) func importSaysWhatIsWrongInOneLineThatNamesTheProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-errors-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: false, encoding: .utf8)
            return url.path
        }
        let cut = try file("cut.json", "{\"benchmarks\": [\n")
        let unknown = try file("unknown.json", "{\"hello\": 1}\n")
        let plain = try file("plain.txt", "Title \"x\"\n")
        let empty = try file("empty.json", "[]\n")
        let payload = try String(contentsOf: Examples.folder.appendingPathComponent("reports/metrickit-payload.json"), encoding: .utf8)
        let stray = try file("stray.json", "[\(payload), \(payload), \"x\"]\n")
        let noDraw = try file(
            "nodraw.json", "[\(payload), \(payload.replacingOccurrences(of: "histogrammedTimeToFirstDrawKey", with: "x"))]\n")
        let missing = folder.appendingPathComponent("missing.json").path
        let report = folder.appendingPathComponent("payload.json").path
        try FileManager.default.copyItem(
            atPath: Examples.folder.appendingPathComponent("reports/metrickit-payload.json").path,
            toPath: report)
        let cases: [(arguments: [String], says: String)] = [
            ([missing], "\(missing): no such file"),
            ([cut], "\(cut):2:1: not valid JSON"),
            ([unknown], "\(unknown): a JSON of no kind that is read"),
            ([plain], "\(plain): not a report (JSON)"),
            ([empty], "\(empty): an empty array: MetricKit payloads are read one or an array of them"),
            ([stray], "\(stray): MetricKit payloads, but [2] is a string, not a payload"),
            ([noDraw], "\(noDraw): MetricKit payloads, but [1].applicationLaunchMetrics has no histogrammedTimeToFirstDrawKey"),
            ([report, "-o", report], "cannot write \(report): it is a file this command reads (write to another)")
        ]
        for (arguments, says) in cases {
            let run = try Self.runBinary(["import"] + arguments)
            #expect(run.status == 2 && run.output.isEmpty, "\(arguments)")
            #expect(run.errors.hasPrefix("launch-tui: " + says), "\(arguments): \(run.errors)")
            #expect(run.errors.filter { $0 == "\n" }.count == 1 && run.errors.hasSuffix("\n"), "one line: \(run.errors)")
        }
        #expect(
            FileManager.default.contentsEqual(
                atPath: report, andPath: Examples.folder.appendingPathComponent("reports/metrickit-payload.json").path),
            "the report untouched")
    }
}
