import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// The docs pages (README, docs/*.md) state the numbers the code holds:
/// each fact with a home in the code (a threshold, a limit, an exit
/// status) is looked for in the pages' prose wherever it is said, and every
/// number said there must be the code's. A page that says another number
/// fails here, not in a reader's hands.
@Suite struct DocsFactsTests {
    /// README.md and every page under docs/, each as one line (prose wraps).
    static let pages: [(name: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = root.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        let files = [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
        return files.compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map {
                (url.lastPathComponent, $0.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            }
        }
    }()

    /// Every match of `pattern` in every page: the page and the captured groups.
    static func said(_ pattern: String) -> [(page: String, groups: [String])] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return pages.flatMap { page in
            let text = page.text as NSString
            return expression.matches(in: page.text, range: NSRange(location: 0, length: text.length)).map { match in
                (page.name, (1..<match.numberOfRanges).map { text.substring(with: match.range(at: $0)) })
            }
        }
    }

    /// "2.5" from "2.5 s", "0.1": the numbers in a text, in order.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0.trimmingCharacters(in: ["."])) }
    }

    @Test func thePagesFindTheirFacts() {
        #expect(Self.pages.count > 5, "README and the docs pages are read")
        #expect(!Self.said(#"good (?:≤|<=) ([0-9.]+)"#).isEmpty)
    }

    /// web.dev's FCP, LCP and CLS, as "good ≤ 2.5 s, poor > 4 s" or "good
    /// at 1.8 s or less, poor over 3 s": one of the code's pairs.
    @Test func webVitalsThresholds() {
        let pairs = [Standard.firstPaint, .contentPaint, .layoutShift].map { Self.numbers($0.bandsText) }
        let found =
            Self.said(#"good (?:≤|<=) ([0-9.]+)(?: m?s)?, poor > ([0-9.]+)"#)
            + Self.said(#"good at ([0-9.]+) s or less, poor over ([0-9.]+) s"#)
        #expect(found.count >= 3)
        for (page, groups) in found {
            #expect(pairs.contains(groups.compactMap(Double.init)), "\(page) says good \(groups[0]), poor \(groups[1])")
        }
    }

    /// Android vitals' excessive launches and Apple's 400 ms.
    @Test func launchThresholds() {
        let android = LaunchKind.allCases.map { Double($0.excessiveLaunch.milliseconds) / 1000 }
        for (page, groups) in Self.said(#"([0-9.]+) s cold, ([0-9.]+) s warm, ([0-9.]+) s hot"#) {
            #expect(groups.compactMap(Double.init) == android, "\(page) says Android vitals \(groups)")
        }
        let apple = Self.numbers(Standard.apple.bandsText)
        for (page, groups) in Self.said(#"Apple's ([0-9]+) ms"#) {
            #expect(groups.compactMap(Double.init) == apple, "\(page) says Apple's \(groups[0]) ms")
        }
    }

    /// The one-minute limit on a launch.
    @Test func theLongestLaunch() {
        let longest = LaunchTime.longestLaunch.secondsText
        let found =
            Self.said(#"`--until` beyond ([0-9.]+) s"#) + Self.said(#"over ([0-9.]+) s, NaN"#)
            + Self.said(#"([0-9.]+) s \(a launch is over by a minute\)"#)
        #expect(found.count >= 2)
        for (page, groups) in found { #expect(groups == [longest], "\(page) says \(groups[0]) s where the code says \(longest) s") }
    }

    /// The exit statuses: 2 for bad input, 128+N after signal N.
    @Test func exitStatuses() {
        let base = String(CommandFailure.signalStatusBase)
        let found = Self.said(#"([0-9]+)\+N after signal N"#)
        #expect(!found.isEmpty)
        for (page, groups) in found { #expect(groups == [base], "\(page) says \(groups[0])+N") }
        for (signal, name) in [(SIGQUIT, "SIGQUIT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")] {
            for (page, groups) in Self.said(#"([0-9]+) after "# + name) {
                #expect(groups == [String(CommandFailure.status(after: signal))], "\(page) says \(groups[0]) after \(name)")
            }
        }
        for (page, groups) in Self.said(#"([0-9]+) without a terminal"#) {
            #expect(groups == [String(CommandFailure.badInputStatus)], "\(page) says \(groups[0]) without a terminal")
        }
    }
}
