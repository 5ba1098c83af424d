import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// SplitMix64: a small seeded generator, so every run mutates the same way.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct ScriptFuzzTests {
    /// Bytes that matter to the language, and some that must be refused.
    static let interesting: [UInt8] = Array("\"\\# =\n\tx.0123456789smto".utf8) + [0, 0x1B, 0x7F, 0xC3, 0xA9, 0xFF, 0xE6, 0x97, 0xA5]

    static func mutate(_ bytes: [UInt8], with generator: inout SeededGenerator) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            let index = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !result.isEmpty: result[index] = interesting.randomElement(using: &generator)!
            case 1: result.insert(interesting.randomElement(using: &generator)!, at: index)
            case 2 where !result.isEmpty: result.remove(at: index)
            case 3 where !result.isEmpty: result[index] = UInt8.random(in: 0...255, using: &generator)
            case 4:
                // Repeat a slice: long lines, long talks.
                let end = min(result.count, index + Int.random(in: 1...40, using: &generator))
                let slice = result[index..<end]
                for _ in 0..<Int.random(in: 1...50, using: &generator) { result.insert(contentsOf: slice, at: index) }
            default: result = Array(result.prefix(index))
            }
        }
        return result
    }

    /// Every mutated script gets an answer from `check`'s whole path: text,
    /// parse, timeline, messages; no crash and no hang.
    @Test(arguments: Examples.paths)
    func checkAnswersEveryMutation(path: String) throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var generator = SeededGenerator(state: 2026)
        var good = 0, bad = 0
        let start = Date()
        for _ in 0..<400 {
            let bytes = Self.mutate(original, with: &generator)
            switch ScriptText.decode(bytes).mapError({ ScriptDiagnostics([$0]) }).flatMap({ ScriptParser.parse($0) }) {
            case .success(let script):
                let timeline = ScriptTimeline(script)
                #expect(timeline.length <= ScriptParser.longest.milliseconds)
                #expect(!timeline.beats.isEmpty)
                good += 1
            case .failure(let diagnostics):
                let message = diagnostics.rendered(file: "fuzz.launch")
                #expect(!message.isEmpty)
                #expect(!message.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
                bad += 1
            }
        }
        #expect(good + bad == 400 && bad > 0)
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
