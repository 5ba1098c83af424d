import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// A file a talk names (`Scenario left=PATH`) or a flag names (`--left
/// PATH`) is told of by what it is and what was expected, never by what is
/// in it: a talk's output lands in CI logs. Only regular files are read.
@Suite struct NamedFileTests {
    static let secret = "hunter2-SECRET"

    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Files that each hide the secret somewhere a message could quote it.
    private func secretFiles(in folder: String) throws -> [String] {
        let files: [(String, String)] = [
            ("credentials", "https://alice:\(Self.secret)@git.example.com\n"),
            ("ours.startup", "Title \"Ours\"\nPlatform \(Self.secret)\nAt 400ms \(Self.secret)\n"),
            ("first-word.startup", "\(Self.secret) 1s\n"),
            ("binary", "\(Self.secret)\u{0}\n"),
            (
                "several-benchmarkData.json",
                #"{"benchmarks": ["#
                    + #"{"name": "\#(Self.secret)-a", "metrics": {"timeToInitialDisplayMs": {"median": 400}}}, "#
                    + #"{"name": "\#(Self.secret)-b", "metrics": {"timeToInitialDisplayMs": {"median": 500}}}]}"#
            ),
            (
                "negative-benchmarkData.json",
                #"{"benchmarks": [{"name": "s", "metrics": {"timeToInitialDisplayMs": {"median": -987654.321}}}]}"#
            ),
            (
                "bucket.json",
                #"{"applicationLaunchMetrics": {"histogrammedTimeToFirstDrawKey": {"histogramValue": "#
                    + #"{"\#(Self.secret)": {"bucketCount": 3, "bucketStart": "\#(Self.secret) ms", "bucketEnd": "1,010 ms"}}}}, "metaData": {}}"#
            ),
            (
                "failed-lighthouse.json",
                #"{"lighthouseVersion": "12", "requestedUrl": "https://alice:\#(Self.secret)@shop.example.com/", "#
                    + #""audits": {"first-contentful-paint": {"errorMessage": "NO_FCP", "errorStack": "\#(Self.secret)"}}}"#
            ),
            ("broken.json", "{\"audits\": \(Self.secret)}")
        ]
        return try files.map { name, text in
            let path = folder + "/" + name
            try write(text, to: path)
            return path
        }
    }

    @Test func aTalkNeverQuotesTheFilesItNames() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try secretFiles(in: folder)
        let talk = folder + "/talk.launch"
        try write(files.map { "Scenario left=\(($0 as NSString).lastPathComponent)\n" }.joined() + "Play 1s\n", to: talk)
        do {
            _ = try TalkFile.load(talk)
            Issue.record("the talk loaded")
        } catch {
            #expect(!error.message.contains(Self.secret), "\(error.message)")
            #expect(!error.message.contains("987654"), "\(error.message)")
            // One diagnostic a named file, at its line of the talk, naming the file.
            for (index, file) in files.enumerated() {
                let name = (file as NSString).lastPathComponent
                #expect(
                    error.message.contains("\(talk):\(index + 1):15: left=\(name) cannot be shown: \(folder)/\(name):"),
                    "\(name): \(error.message)")
            }
            #expect(error.message.contains("credentials: is text of another kind, not \(LaunchFiles.expected)"))
            #expect(error.message.contains("ours.startup: a launch file with 3 mistakes, the first on line 2 (launch-tui check"))
            #expect(error.message.contains("binary:1:15: a NUL byte: a binary file, not \(LaunchFiles.expected)"))
            #expect(
                error.message.contains("several-benchmarkData.json: has 2 startup benchmarks (launch-tui check on the report names them)"))
            #expect(
                error.message.contains(
                    "negative-benchmarkData.json: benchmarks[0].metrics.timeToInitialDisplayMs.median is negative: not a time after the tap"
                ))
            #expect(
                error.message.contains(
                    "bucket.json: applicationLaunchMetrics.histogrammedTimeToFirstDrawKey.histogramValue, bucket 1: bucketStart is not a duration"
                ))
            #expect(error.message.contains("broken.json: not valid JSON (line 1, column 12), not \(ReportKind.shortList)"))
        }
    }

    @Test func aFlagNeverQuotesTheFileItNames() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in try secretFiles(in: folder) {
            do {
                _ = try LaunchFiles.styles(forSetting: "left", file)
                Issue.record("\(file) loaded")
            } catch {
                #expect(error.message.hasPrefix(file + ":"), "\(error.message)")
                #expect(!error.message.contains(Self.secret) && !error.message.contains("987654"), "\(error.message)")
                #expect(!error.message.contains("\n"), "one line: \(error.message)")
            }
        }
    }

    /// A whole binary (a program, its first "line" thousands of bytes long)
    /// is told as binary at its first NUL, not as a line too long; a line
    /// too long in text is told in a sentence that names a launch file.
    @Test func aFlagTellsABinaryByItsFirstNul() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let binary = folder + "/ls.talk", long = folder + "/long.startup"
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0x41, count: 6000) + [0x0A, 0x00])
            .write(to: URL(fileURLWithPath: binary))
        try write("Title \"" + String(repeating: "a", count: 5000) + "\"\n", to: long)
        func refusal(_ path: String) -> String {
            do {
                _ = try LaunchFiles.styles(forSetting: "left", path)
                return "loaded"
            } catch { return error.message }
        }
        #expect(refusal(binary) == "\(binary):1:8: a NUL byte: a binary file, not \(LaunchFiles.expected)")
        #expect(refusal(long) == "\(long):1:4097: the line is 5008 bytes long; the lines of a launch file are at most 4096 bytes")
    }

    /// What the person needs to go on is said on every path, a flag's and a
    /// talk's too: a failed audit's own reason, and the steps or benchmarks
    /// to choose among when a choice finds nothing, whole, on one line,
    /// without control characters.
    @Test func aFlagGivesTheAuditsReasonAndTheNamesToChooseAmong() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failed = folder + "/failed.json", flow = folder + "/flow.json", bench = folder + "/b-benchmarkData.json"
        try write(
            #"{"lighthouseVersion": "12", "audits": {"first-contentful-paint": "#
                + #"{"errorMessage": "Required HostDPR gatherer did not run.\u001b[2J"}}}"#, to: failed)
        try write(
            #"{"steps": [{"name": "Home\npage", "lhr": {"gatherMode": "navigation", "audits": {}}}, "#
                + #"{"name": "Search", "lhr": {"gatherMode": "timespan", "audits": {}}}]}"#, to: flow)
        let long = "startup[startup=COLD,compilation=Partial(baselineProfile=UseIfAvailable,iterations=0)]"
        try write(
            #"{"benchmarks": [{"name": "\#(long)", "metrics": {"timeToInitialDisplayMs": {"median": 400}}}, "#
                + #"{"name": "startup[startup=COLD,compilation=None]", "metrics": {"timeToInitialDisplayMs": {"median": 500}}}]}"#,
            to: bench)
        func refusal(_ path: String, _ choices: ReportOptions = ReportOptions()) -> String {
            do {
                _ = try LaunchFiles.styles(forSetting: "left", path, choices: choices)
                return "loaded"
            } catch { return error.message }
        }
        #expect(
            refusal(failed) == "\(failed): a Lighthouse report, but audits.first-contentful-paint has no numericValue "
                + "(the audit failed: Required HostDPR gatherer did not run.\u{FFFD}[2J)")
        let steps = "its steps are 1 \"Home\u{FFFD}page\" (navigation), 2 \"Search\" (timespan)"
        #expect(refusal(flow, ReportOptions(step: "nope")) == "\(flow): a Lighthouse user flow with no step called 'nope': " + steps)
        #expect(
            refusal(flow, ReportOptions(step: "2")).hasSuffix("choose a navigation (--step, or --left-step and --right-step); " + steps))
        #expect(
            refusal(bench, ReportOptions(benchmark: "nope"))
                == "\(bench): has no startup benchmark called 'nope'; it has \(long), startup[startup=COLD,compilation=None]")
    }

    /// The person who checks or imports the file itself is shown its
    /// mistakes as they stand in it: that is what was asked for.
    @Test func checkingTheFileItselfQuotesIt() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let launch = folder + "/ours.startup"
        try write("Title \"Ours\"\nPlatform \(Self.secret)\n", to: launch)
        do {
            _ = try CheckCommand.launch(at: launch)
            Issue.record("checked")
        } catch {
            #expect(error.message.contains("\(launch):2:10: Platform takes"))
            #expect(error.message.contains("Platform \(Self.secret)\n"), "the line, quoted under the message")
        }
    }

    @Test func aTextFileOfAnotherKindIsOneLineThatSaysWhatItIsNot() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notes = folder + "/notes.txt"
        try write((1...200).map { "hello world \($0)\n" }.joined(), to: notes)
        let talk = folder + "/talk.launch"
        try write("Caption \"x\"\nPlay 1s\n", to: talk)
        let blank = folder + "/blank.txt"
        try write("\n# nothing\n\n", to: blank)
        let empty = folder + "/empty"
        try write("", to: empty)
        let expected = [
            (notes, "\(notes): is text of another kind, not \(LaunchFiles.expected)"),
            (talk, "\(talk): is a talk, not \(LaunchFiles.expected)"),
            (blank, "\(blank): is blank (comments at most), not \(LaunchFiles.expected)"),
            (empty, "\(empty): is empty, not \(LaunchFiles.expected)")
        ]
        for (path, message) in expected {
            #expect(throws: Files.Problem(message: message)) { _ = try LaunchFiles.styles(forSetting: "left", path) }
        }
    }

    /// Megabytes of spaces are not JSON, so not a report, and too large for
    /// a launch file: it says so, not that it is "not a script".
    @Test func megabytesOfSpacesAreNeitherAReportNorALaunchFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spaces = folder + "/spaces.json"
        try Data(repeating: 0x20, count: 3 << 20).write(to: URL(fileURLWithPath: spaces))
        #expect(throws: Files.Problem(message: "\(spaces): is over 1 MB and not JSON, not \(LaunchFiles.expected)")) {
            _ = try LaunchFiles.styles(forSetting: "left", spaces)
        }
    }

    /// A folder says the same whether the talk names it bare, by `./` or
    /// with a trailing `/`, and so does a flag; and a file named as a folder
    /// says which part is wrong.
    @Test func aFolderIsOneMessageHoweverItIsNamed() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/reports", withIntermediateDirectories: true)
        try write("x\n", to: folder + "/plain")
        let talk = folder + "/talk.launch"
        let values = ["reports", "./reports", "reports/"]
        try write(values.map { "Scenario left=\($0)\n" }.joined() + "Scenario left=plain/x\n", to: talk)
        do {
            _ = try TalkFile.load(talk)
            Issue.record("loaded")
        } catch {
            for (index, value) in values.enumerated() {
                #expect(
                    error.message.contains(
                        "\(talk):\(index + 1):15: left=\(value) cannot be shown: \(folder)/\(value): "
                            + "is a folder, not \(LaunchFiles.expected)\n"), "\(error.message)")
            }
            #expect(error.message.contains("plain/x: no such file (a part of the path is a file, not a folder)\n"))
        }
        for value in ["reports", "./reports", "reports/"] {
            let path = folder + "/" + value
            #expect(throws: Files.Problem(message: "\(path): is a folder, not \(LaunchFiles.expected)")) {
                _ = try LaunchFiles.styles(forSetting: "left", path)
            }
        }
    }

    /// /dev/zero is refused by what it is, before a byte of it is read: a
    /// talk that names it a hundred times is checked at once.
    @Test func aDeviceIsRefusedBeforeItIsRead() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talk = folder + "/zero.launch"
        try write(String(repeating: "Scenario left=/dev/zero\n", count: 100) + "Play 1s\n", to: talk)
        let start = ContinuousClock.now, readBefore = Self.bytesRead()
        do {
            _ = try TalkFile.load(talk)
            Issue.record("loaded")
        } catch {
            // Each of the hundred refused (the first 50 listed, as always).
            #expect(error.message.components(separatedBy: "/dev/zero: is a device, not \(LaunchFiles.expected)").count == 51)
            #expect(error.message.hasSuffix("\(talk): 50 more errors not shown"))
        }
        #expect(ContinuousClock.now - start < .seconds(5))
        if let before = readBefore, let after = Self.bytesRead() {
            // The whole test process's reads (other tests run alongside): far
            // under the 128 MB a single look at /dev/zero used to read.
            #expect(after - before < 100 << 20, "\(after - before) bytes read")
        }
        #expect(throws: Files.Problem(message: "/dev/zero: is a device, not a file")) { _ = try Files.read("/dev/zero", limit: 1 << 20) }
        #expect(throws: Files.Problem(message: "/dev/null: is a device, not \(LaunchFiles.expected)")) {
            _ = try LaunchFiles.styles(forSetting: "left", "/dev/null")
        }
    }

    /// The bytes this process has read so far (`rchar` of /proc/self/io), where the system says.
    static func bytesRead() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("rchar:") {
            return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// A file a talk names many times is read once: the second look finds
    /// what the first one read, even with the file gone since.
    @Test func aFileNamedTwiceIsReadOnce() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let launch = folder + "/ours.startup"
        try FileManager.default.copyItem(atPath: OwnLaunchFiles.splash, toPath: launch)
        let named = TalkFile.NamedFiles()
        guard case .success(let first) = named.load(launch) else { Issue.record("not read"); return }
        try FileManager.default.removeItem(atPath: launch)
        guard case .success(let again) = named.load(launch) else { Issue.record("read again"); return }
        #expect(again.launch == first.launch)
        let talk = folder + "/talk.launch"
        try write("Scenario left=gone.startup\nScenario right=gone.startup\n", to: talk)
        do {
            _ = try TalkFile.load(talk)
        } catch {
            #expect(error.message.components(separatedBy: "gone.startup: no such file").count == 3)
        }
    }
}

/// The example launch files, for tests that need a good one.
enum OwnLaunchFiles {
    static let splash = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/launches/splash.startup").standardized.path
}

/// `check` of a file too large for a talk or a launch file, and no JSON,
/// says what it is not: none of the three kinds it checks.
@Suite struct CheckLargeFileTests {
    @Test func megabytesOfSpacesAreNoneOfTheKinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spaces = folder + "/spaces.json"
        try Data(repeating: 0x20, count: 3 << 20).write(to: URL(fileURLWithPath: spaces))
        do {
            try CheckCommand.run(CheckOptions(script: spaces))
            Issue.record("checked")
        } catch {
            #expect(error.line == "launch-tui: \(spaces): is over 1 MB and not JSON, not a talk, a launch file or a report")
            #expect(error.status == 2)
        }
    }
}

/// `check` of a file named .json that holds no JSON says so in one line,
/// quoting none of it, rather than reading it as a talk; a talk's own
/// binary garbage is told without the garbage line under the message.
@Suite struct CheckNotJSONTests {
    func checked(_ name: String, _ bytes: [UInt8]) throws -> CommandFailure? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            try CheckCommand.run(CheckOptions(script: path))
            return nil
        } catch {
            // What follows the file's name: "1:2: ..." for a talk's mistake, else ": ..." after the program's name.
            var line = error.line ?? ""
            if line.hasPrefix("launch-tui: ") { line.removeFirst("launch-tui: ".count) }
            #expect(line.hasPrefix(path + ":"), "\(line)")
            line.removeFirst(path.count + 1)
            return CommandFailure(message: line.hasPrefix(" ") ? String(line.dropFirst()) : line, status: error.status)
        }
    }

    static let notAReport = ", not " + ReportKind.shortList

    @Test func textNamedJSONIsSaidNotToBeJSON() throws {
        let cases: [(String, [UInt8], String)] = [
            ("x.json", Array("not json at all\n".utf8), "named .json but not JSON: is text of another kind"),
            ("X.JSON", Array("not json at all\n".utf8), "named .json but not JSON: is text of another kind"),
            ("talk.json", Array("Play 1s\n".utf8), "named .json but not JSON: reads as a talk (name it .talk to check it as one)"),
            ("empty.json", [], "named .json but not JSON: is empty"),
            ("blank.json", Array("# nothing\n\n".utf8), "named .json but not JSON: is blank (comments at most)"),
            ("binary.json", [0x40, 0xFF, 0x00, 0x9B, 0x1B, 0x5B, 0x32, 0x4A], "named .json but not JSON: is binary data"),
            ("latin1.json", Array("caf".utf8) + [0xE9, 0x0A], "named .json but not JSON: is not UTF-8 text"),
            // Text with a line past a talk's 4096 bytes is still text, not binary.
            ("long.json", Array((String(repeating: "x", count: 5000) + "\n").utf8), "named .json but not JSON: is text of another kind")
        ]
        for (name, bytes, message) in cases {
            let failure = try checked(name, bytes)
            #expect(failure?.message == message + Self.notAReport, "\(name)")
            #expect(failure?.status == 2)
            #expect(failure.map { !$0.message.contains("\n") && !$0.message.contains("\u{FFFD}") } == true)
        }
        // A talk named as a talk is still a talk; a launch file named .json is still read as one.
        #expect(try checked("t.talk", Array("Play 1s\n".utf8)) == nil)
        #expect(try checked("launch.json", Array(String(contentsOfFile: OwnLaunchFiles.splash, encoding: .utf8).utf8)) == nil)
    }

    @Test func aWholeBinaryIsBinaryWhateverItsLineLengths() throws {
        // A program's first 0x0A comes thousands of bytes in; its first NUL, a few.
        let program: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0x41, count: 6000) + [0x0A]
        let failure = try #require(try checked("ls.talk", program))
        #expect(failure.message == "1:8: a NUL byte: a binary file, not a script")
        #expect(failure.status == 2)
    }

    @Test func aTalksBinaryGarbageIsNotEchoed() throws {
        // Bytes of no text at all, in a file named as a talk: where, what, and no line of garbage under it.
        var generator = SeededGenerator(state: 7)
        let garbage = (0..<300).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let failure = try #require(try checked("garbage.talk", [0x40, 0xFF, 0xFE] + garbage))
        #expect(
            failure.message.hasPrefix("1:") && failure.message.contains(": a script must be UTF-8")
                || failure.message.contains(": a binary file, not a script"), "\(failure.message)")
        #expect(!failure.message.contains("\n") && !failure.message.contains("\u{FFFD}"), "\(failure.message)")
        #expect(failure.status == 2)
    }
}
