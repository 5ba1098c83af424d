@testable import LaunchTUI
import Testing

/// An error line repeats a bad argument only as far as it helps.
@Suite struct EchoTests {
    @Test func aLongArgumentIsCutWithAnEllipsis() {
        let long = String(repeating: "x", count: 120_000)
        #expect(long.echoed == String(repeating: "x", count: String.longestEcho - 1) + "…")
        #expect("fast".echoed == "fast")
        #expect("a\u{1B}[2J".echoed == "a\u{FFFD}[2J")
    }

    @Test(arguments: [["--network"], ["snapshot", "--at"], ["snapshot", "--at", "1", "--size"], ["bench", "--frames"],
                      ["--speed"], ["help"], [], ["metrics", "--cache"]])
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
