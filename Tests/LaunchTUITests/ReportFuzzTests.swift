import Foundation
import Testing

@testable import LaunchTUI
@testable import Reports
@testable import Scenes

/// Reports and launch files of every shape go the way the commands take
/// them: read, made a style, measured, drawn at several sizes, written as
/// `metrics --json` and as `import`'s launch file; each ends in a launch or
/// a typed failure, never a crash. The page's URL becomes the pane's title,
/// so its shapes are the ones a title takes: a local file's (no host), a
/// space or `=` in the host, control characters, bidi overrides, bytes
/// that are not UTF-8, a `data:` URL, an IPv6 host. Seeded, so every run is
/// the same.
@Suite struct ReportFuzzTests {
    /// The URLs a report may hold, as the bytes of a JSON string's inside.
    static let urls: [[UInt8]] = {
        let texts = [
            "file:///home/me/index.html", "file:///", "file://", "file:", "file:///home/me/my page.html?x=1#top",
            "", " ", "=", "#", "a b=c", "http://my host/", "http://a=b/", "https://a b=c.example/x", "https://shop.example.org/#frag",
            "https://", "http://[::1]:8080/", "http://[fe80::1%25en0]/", "http://[::1", "https://user:pw@host.example:99/",
            "https://user@host", "http://@/", "data:text/html,<h1>hi</h1>", "about:blank", "javascript:alert(1)",
            "https://例え.jp/パス", "https://😀.example/", "\u{202E}moc.elgoog//:sptth", "https://\u{202E}evil\u{202C}.example/",
            "https://a.example/\u{200F}", "https://tab\there/", "https://line\nbreak/", "https://\u{1B}[31mred\u{1B}[0m/",
            "https://\u{7}bell/", "https://" + String(repeating: "a", count: 5000) + "/", String(repeating: "= ", count: 300)
        ]
        var all = texts.map(jsonInside)
        // JSON's own escapes of what text may not hold, and bytes that are not UTF-8.
        all += [
            Array(#"https://x\u0000y/"#.utf8), Array(#"\ud800"#.utf8), Array(#"file:///\u202Etxt.exe"#.utf8),
            Array("https://bad".utf8) + [0xFF, 0xFE, 0xC3] + Array("/".utf8), [0x80, 0x80], [0xED, 0xA0, 0x80]
        ]
        return all
    }()

    /// `text` as the inside of a JSON string.
    static func jsonInside(_ text: String) -> [UInt8] {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return Array(out.utf8)
    }

    /// Layout shifts as the Lighthouse report lists them: none, scored,
    /// unscored, odd scores, many.
    static let shiftLists: [String] = [
        "",
        #", "layout-shifts": {"details": {"items": [{"score": 0.2}, {"score": 0.03}]}}"#,
        #", "layout-shifts": {"details": {"items": [{}, {"score": null}, {"score": "x"}]}}"#,
        #", "layout-shift-elements": {"details": {"items": [{"score": 0.1}, {"node": {}}]}}"#,
        #", "layout-shifts": {"details": {"items": [{"score": -1}, {"score": 1e300}, {"score": Infinity}, {"score": NaN}]}}"#,
        ", \"layout-shifts\": {\"details\": {\"items\": [" + Array(repeating: #"{"score": 0.01}"#, count: 60).joined(separator: ",")
            + "]}}",
        #", "layout-shifts": {"details": {"items": []}}, "layout-shift-elements": {"details": {"items": 7}}"#
    ]

    /// Figures besides the pane's, as the audits give them.
    static let otherFigures = ["3610.9", "1e300", "Infinity", "NaN", "-1", "1e9", "1000000001", "\"x\"", "null"]

    static let clsValues = ["0.2311", "0", "0.05", "3", "1e300", "-0.1", "NaN", "Infinity", "\"0.2\"", "null"]

    /// A Lighthouse report whose page is at `url`, with a CLS and shifts.
    static func lighthouse(
        url: [UInt8], cls: String, shifts: String, formFactor: String = "mobile", field: String = "finalDisplayedUrl",
        other: String = "3610.9"
    ) -> [UInt8] {
        Array(#"{"lighthouseVersion": "12.2.1", ""#.utf8) + Array(field.utf8) + Array(#"": ""#.utf8) + url
            + Array(
                """
                ", "configSettings": {"formFactor": "\(formFactor)"},
                 "audits": {
                  "first-contentful-paint": {"numericValue": 1412.6},
                  "largest-contentful-paint": {"numericValue": 2904.2},
                  "cumulative-layout-shift": {"numericValue": \(cls)}\(shifts),
                  "speed-index": {"numericValue": \(other)}, "total-blocking-time": {"numericValue": \(other)},
                  "interactive": {"numericValue": \(other)},
                  "metrics": {"details": {"items": [{"observedSpeedIndex": \(other), "observedFirstContentfulPaint": \(other),
                                                      "observedLargestContentfulPaint": \(other), "observedCumulativeLayoutShift": \(other)}]}}
                 }, "categories": {"performance": {"score": \(other)}}}
                """.utf8)
    }

    /// A Chrome trace whose page is at `url`, with layout shifts.
    static func trace(url: [UInt8], shifts: [String]) -> [UInt8] {
        let head = Array(
            #"{"traceEvents": [{"name": "navigationStart", "ph": "R", "ts": 1000000, "args": {"frame": "F", "data": {"isLoadingMainFrame": true, "documentLoaderURL": ""#
                .utf8)
        let rest = """
            "}}}, {"name": "firstContentfulPaint", "ph": "R", "ts": 1400000, "args": {"frame": "F", "data": {}}},
            {"name": "largestContentfulPaint::Candidate", "ph": "R", "ts": 2100000, "args": {"frame": "F", "data": {"isMainFrame": true}}}
            """ + shifts.map { ", " + $0 }.joined() + "]}"
        return head + url + Array(rest.utf8)
    }

    static let traceShifts: [[String]] = [
        [],
        [
            #"{"name": "LayoutShift", "ph": "I", "ts": 2500000, "args": {"frame": "F", "data": {"score": 0.3, "had_recent_input": false, "is_main_frame": true}}}"#
        ],
        (0..<30).map {
            #"{"name": "LayoutShift", "ph": "I", "ts": \#(2_000_000 + $0 * 7000), "args": {"frame": "F", "data": {"score": 0.02, "is_main_frame": true}}}"#
        },
        [
            #"{"name": "LayoutShift", "ph": "I", "ts": 1e300, "args": {"frame": "F", "data": {"score": 0.3, "is_main_frame": true}}}"#,
            #"{"name": "LayoutShift", "ph": "I", "ts": -5, "args": {"frame": "F", "data": {"score": 1e300, "is_main_frame": true}}}"#
        ],
        [#"{"name": "LayoutShift", "ph": "I", "ts": 2500000, "args": {"frame": "F", "data": {"score": NaN, "is_main_frame": true}}}"#]
    ]

    static let sizes = [
        Size(width: 80, height: 24), Size(width: 160, height: 50), Size(width: 64, height: 24), Size(width: 63, height: 23),
        Size(width: 0, height: 0)
    ]

    /// What the commands do with a file at `path` holding `bytes`: read it
    /// (`--left`, `check`), and when it is a launch, measure it beside a
    /// built-in, draw it at several sizes and moments, write `metrics
    /// --json`, and write and read back `import`'s launch file. True for a
    /// launch, false for a typed failure; a crash ends the test run.
    @discardableResult
    static func exercise(_ bytes: [UInt8], path: String, choices: ReportOptions = ReportOptions()) -> Bool {
        let loaded: LaunchFiles.Loaded
        do {
            loaded = try bytes.withUnsafeBufferPointer { buffer throws(Files.Problem) in
                try LaunchFiles.loaded(from: buffer, path: path, choices: choices, quoting: false)
            }
        } catch {
            #expect(!error.message.isEmpty && !error.message.contains("\n"), "one line: \(error.message)")
            // `check` and `import` quote the mistakes in full.
            _ = try? bytes.withUnsafeBufferPointer { buffer throws(Files.Problem) in
                try LaunchFiles.loaded(from: buffer, path: path, choices: choices, quoting: true)
            }
            return false
        }
        let style = loaded.style(named: LaunchFiles.styleName(for: path, choices: choices))
        #expect(StyleName(style.name) != nil)
        var scenario = Scenario()
        scenario.left = style
        for size in sizes {
            let stage = Stage(scenario: scenario, size: size)
            for time in [LaunchTime.ms(1500), stage.duration] {
                _ = stage.render(at: time, status: StageStatus(mode: .still, hint: "fuzz"))
            }
        }
        var options = MetricsOptions(json: true)
        options.scenario = scenario
        let json = MetricsCommand.output(options)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "metrics --json is JSON")
        if let report = loaded.report {
            let text = report.launch.fileText(notes: report.notes)
            if case .success(let again) = LaunchFileParser.parse(text) {
                var drawn = Scenario()
                drawn.left = again.style(named: "again")
                _ = Stage(scenario: drawn, size: .standard).render(at: .ms(1000))
            } else {
                Issue.record("import's launch file for \(path) does not read back")
            }
        }
        return true
    }

    static let paths = ["/home/me/r.json", "/tmp/my report=final.json", "r", "/tmp/\u{202E}nosj.json", "/tmp/\u{1}x\t.json", ""]

    @Test func lighthouseReportsOfEveryURLAndShiftEndInALaunchOrAFailure() {
        var generator = SeededGenerator(state: 2027)
        var launches = 0, failures = 0
        for url in Self.urls {
            // Three of the shift lists for each URL, chosen by the seed.
            for shifts in Self.shiftLists.shuffled(using: &generator).prefix(3) {
                let cls = Self.clsValues.randomElement(using: &generator) ?? "0.2"
                let field = ["finalDisplayedUrl", "finalUrl", "requestedUrl"].randomElement(using: &generator) ?? "finalUrl"
                let form = Bool.random(using: &generator) ? "desktop" : "mobile"
                let path = Self.paths.randomElement(using: &generator) ?? "r.json"
                let other = Self.otherFigures.randomElement(using: &generator) ?? "1"
                let bytes = Self.lighthouse(url: url, cls: cls, shifts: shifts, formFactor: form, field: field, other: other)
                if Self.exercise(bytes, path: path) { launches += 1 } else { failures += 1 }
            }
            // With a CLS that is a score, each URL in UTF-8 gives a launch (bytes that are not may be refused).
            let launched = Self.exercise(Self.lighthouse(url: url, cls: "0.3", shifts: Self.shiftLists[1]), path: "r.json")
            #expect(launched || Self.isBroken(url), "\(String(decoding: url.prefix(60), as: UTF8.self))")
        }
        #expect(launches > 0 && failures > 0)
    }

    /// Whether the URL's bytes break the JSON (not UTF-8, or an escape JSON refuses).
    static func isBroken(_ url: [UInt8]) -> Bool {
        String(validating: url, as: UTF8.self) == nil || url.starts(with: Array(#"\ud800"#.utf8))
    }

    @Test func aLocalPagesReportIsTitledByItsFile() throws {
        for (url, title) in [
            ("file:///home/me/index.html", "index.html"), ("file:///", "Local file"), ("file:///a/b.html?x=1#y", "b.html"),
            ("http://[::1]:8080/", "[::1]"), ("data:text/html,hi", "Web page"), ("http://my host/", "my host")
        ] {
            let bytes = Self.lighthouse(url: Self.jsonInside(url), cls: "0.3", shifts: Self.shiftLists[1])
            let report = try Reports.read(bytes)
            #expect(report.launch.title == title, "\(url)")
            let style = report.launch.style(named: "page")
            #expect(style.title == title && style.name == "page")
        }
    }

    @Test func chromeTracesOfEveryURLAndShiftEndInALaunchOrAFailure() {
        var launches = 0, failures = 0
        for url in Self.urls {
            for shifts in Self.traceShifts {
                if Self.exercise(Self.trace(url: url, shifts: shifts), path: "trace.json") { launches += 1 } else { failures += 1 }
            }
        }
        #expect(launches > 0 && failures > 0)
    }

    /// User flows and PageSpeed Insights responses around the same report,
    /// steps without a result, and steps chosen that are not there.
    @Test func flowsAndWrappersEndInALaunchOrAFailure() {
        let lhr = Self.lighthouse(url: Array("file:///i.html".utf8), cls: "0.3", shifts: Self.shiftLists[1])
        let shapes: [[UInt8]] = [
            Array(#"{"lighthouseResult": "#.utf8) + lhr + Array("}".utf8),
            Array(#"{"steps": [{"name": "a b=c", "lhr": "#.utf8) + lhr + Array("}]}".utf8),
            Array(#"{"steps": [{"lhr": {"gatherMode": "timespan", "audits": {}}}, {"lhr": "#.utf8) + lhr + Array("}]}".utf8),
            Array(#"{"steps": [], "audits": {}, "requestedUrl": "file:///"}"#.utf8),
            Array(#"{"steps": [{}], "audits": {"first-contentful-paint": {"numericValue": 100}}, "requestedUrl": "file:///"}"#.utf8),
            Array(#"{"steps": [{"lhr": 3}], "audits": {}, "lighthouseVersion": "2"}"#.utf8)
        ]
        for shape in shapes {
            for step in [nil, "1", "2", "0", "-1", "-9223372036854775808", "99999999999999999999", "a b=c", ""] {
                Self.exercise(shape, path: "flow.json", choices: ReportOptions(step: step))
            }
        }
    }

    /// Mutations of a Lighthouse report and a trace with a shift at a local
    /// page, as `ScriptFuzzTests` mutates talks.
    @Test func mutatedReportsEndInALaunchOrAFailure() {
        var generator = SeededGenerator(state: 42)
        let originals = [
            Self.lighthouse(url: Array("file:///home/me/index.html".utf8), cls: "0.25", shifts: Self.shiftLists[1]),
            Self.trace(url: Array("file:///home/me/index.html".utf8), shifts: Self.traceShifts[1])
        ]
        for original in originals {
            for _ in 0..<60 {
                Self.exercise(ScriptFuzzTests.mutate(original, with: &generator), path: "m.json")
            }
        }
    }

    /// Launch files mutated, their steps out of order, repeated and at the
    /// tap among them: a launch or a typed failure, drawn and measured.
    @Test func mutatedLaunchFilesEndInALaunchOrAFailure() throws {
        var generator = SeededGenerator(state: 99)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/launches")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".startup") }.sorted()
        #expect(!files.isEmpty)
        var launches = 0
        for file in files {
            let original = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            if Self.exercise(original, path: file) { launches += 1 }
            for _ in 0..<50 {
                Self.exercise(ScriptFuzzTests.mutate(original, with: &generator), path: "fuzz=\(file) x.startup")
            }
        }
        #expect(launches == files.count)
        // Steps out of order, at one time and at the tap.
        let unordered = """
            Title "a b=c"
            Platform android
            Launch cold
            System until 300ms
            At 2.2s fully-drawn
            At 900ms fresh
            At 300ms skeleton
            At 300ms saved
            At 0ms fresh
            At 900ms banner pushes 3 rows
            At 900ms banner pushes 3 rows
            """
        Self.exercise(Array(unordered.utf8), path: "unordered.startup")
        // A report's figures past any launch's.
        for figure in ["1e300ms", "99999999999999999999999s", "1e9ms", "1000001s", "0.5s"] {
            let text =
                unordered + "\nReport first-frame \(figure) speed-index \(figure) interactive \(figure) observed-speed-index \(figure)\n"
            Self.exercise(Array(text.utf8), path: "r.startup")
        }
        for platform in ["ios", "android", "web", "expo"] {
            let text = unordered.replacingOccurrences(of: "Platform android", with: "Platform " + platform)
                .replacingOccurrences(of: "System until 300ms", with: "System until 0ms")
            Self.exercise(Array(text.utf8), path: "u.startup")
        }
    }

    /// A talk that names a local page's report, by paths a name cannot
    /// hold, loads it and plays it: its panes drawn and measured.
    @Test func talksNamingALocalPagesReportPlay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talk-fuzz-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = Self.lighthouse(url: Array("file:///home/me/index.html".utf8), cls: "0.3", shifts: Self.shiftLists[1])
        let trace = Self.trace(url: Array("file:///".utf8), shifts: Self.traceShifts[1])
        for (index, name) in ["local.json", "#.json", "例え.json", "\u{202E}nosj.json", "a\u{A0}b.json", "x\u{1}.json"].enumerated() {
            try Data(index % 2 == 0 ? report : trace).write(to: folder.appendingPathComponent(name))
            let talk = folder.appendingPathComponent("talk\(index).launch").path
            try Data("Scenario left=\(name) right=\(name) right-step=1\nPlay 3s\n".utf8).write(to: URL(fileURLWithPath: talk))
            do {
                let script = try TalkFile.load(talk)
                let timeline = ScriptTimeline(script)
                for time in [0, timeline.length / 2, timeline.length] {
                    let state = timeline.state(atTalkTime: time)
                    _ = Stage(scenario: state.scenario, size: Size(width: 80, height: 24)).render(at: state.time)
                }
            } catch {
                #expect(!error.message.isEmpty, "\(name)")
            }
        }
    }

    /// The built-ins, the animated launch's map among them, drawn at every
    /// kind of terminal size, too small ones included.
    @Test func theBuiltInsAreDrawnAtEverySize() {
        var scenario = Scenario()
        scenario.left = .animated
        scenario.right = .splash
        for width in [0, 1, 20, 79, 80, 81, 133, 300] {
            for height in [0, 1, 10, 23, 24, 25, 61, 100] {
                let stage = Stage(scenario: scenario, size: Size(width: width, height: height))
                for time in [LaunchTime.zero, .ms(700), .ms(1600), stage.duration] { _ = stage.render(at: time) }
            }
        }
    }

    @Test func styleNamesKeepTheirRule() {
        for bad in ["", " ", "a b", "a=b", "a\tb", "a\u{A0}b", "a\u{202E}b", "a\u{1}", "\n"] {
            #expect(StyleName(bad) == nil, "\(bad.debugDescription)")
            #expect(StyleName(StyleName(making: bad).text) != nil, "\(bad.debugDescription) made")
        }
        for good in ["splash", "r.json#step-1", "例え", "a_b", "file:///x"] { #expect(StyleName(good)?.text == good) }
        #expect(StyleName(making: "my report=final.json").text == "my_report_final.json")
        for style in LaunchStyles.builtIn.all { #expect(StyleName(style.name) != nil) }
    }
}
