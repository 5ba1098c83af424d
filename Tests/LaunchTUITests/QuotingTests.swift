import Testing

@testable import LaunchTUI

/// An error line repeats a bad argument only as far as it helps.
@Suite struct QuotingTests {
    @Test func aLongArgumentIsCutWithAnEllipsis() {
        let long = String(repeating: "x", count: 120_000)
        #expect(long.quotable == String(repeating: "x", count: String.longestQuote - 1) + "…")
        #expect("fast".quotable == "fast")
        #expect("a\u{1B}[2J".quotable == "a\u{FFFD}[2J")
        // Bidi overrides and line separators rearrange the line they are on.
        #expect("x\u{202E}y\u{2028}z\u{2066}".quotable == "x\u{FFFD}y\u{FFFD}z\u{FFFD}")
    }

    @Test(arguments: [
        ["--network"], ["snapshot", "--at"], ["snapshot", "--at", "1", "--size"], ["bench", "--count"],
        ["--speed"], ["help"], [], ["metrics", "--cache"]
    ])
    func everyEchoOfAHugeArgumentIsShort(prefix: [String]) {
        let huge = String(repeating: "9x\u{7}", count: 40_000)
        do {
            _ = try ArgumentParser.parse(prefix + [huge])
            Issue.record("\(prefix) took a huge argument")
        } catch {
            #expect(error.message.count < 200, "\(prefix): \(error.message.prefix(300))")
            #expect(!error.message.contains("\u{7}"))
        }
    }
}
