import Scenes
import Testing

@testable import LaunchTUI

/// The page's words come from what was measured, and its keys from the
/// demo's key table.
@Suite struct WebPageExplainTests {
    static let stage = Stage(scenario: Scenario(), size: Size(width: 100, height: 30))

    @Test func theCaptionSaysTheMeasuredMoments() {
        let said = WebPage.explanation(of: Self.stage)
        #expect(said.heading == "Logo splash vs Content first")
        // The source article's demo: "2.6 s in, and it jumps at 3 s", from the frames.
        #expect(
            said.caption == "Launch, then watch for the content: Logo splash shows it 2.6 s in, and it jumps at 3 s; "
                + "Content first shows it 0.4 s in, and nothing moves.")
        // Another network, other numbers: nothing is typed.
        var slow = Scenario()
        slow.network = .slow
        let slowSaid = WebPage.explanation(of: Stage(scenario: slow, size: Size(width: 100, height: 30)))
        #expect(slowSaid.caption.contains("Logo splash shows it 5.5 s in"))
    }

    @Test func whatToWatchForMovesOnAtEachMeasuredEvent() {
        let watch = WebPage.explanation(of: Self.stage).watch
        #expect(watch.first?.at == 0)
        #expect(watch.first?.text.hasPrefix("Next, at 0.4 s:") == true)
        #expect(watch.contains { $0.text == "Next, at 3 s: Logo splash jumps (layout shift 0.125); Logo splash is fully drawn." })
        #expect(watch.contains { $0.text == "Next, at 1.5 s: Content first is fully drawn." })
        #expect(watch.last?.at == 3000)
        #expect(
            watch.last?.text == "All measured: Content first showed its content 2.2 s sooner than Logo splash; "
                + "Logo splash moved (layout shift 0.125).")
        #expect(zip(watch, watch.dropFirst()).allSatisfy { $0.at < $1.at })
    }

    @Test func thePhonesInWordsChangeOnlyAtEvents() {
        let described = WebPage.explanation(of: Self.stage).described
        let events = Set(
            [0] + Self.stage.events.map(\.milliseconds)
                + Self.stage.panes.flatMap { [$0.metrics.firstFrame, $0.metrics.content].compactMap { $0?.milliseconds } })
        #expect(described.allSatisfy { events.contains($0.at) })
        #expect(described.count < 20)
        let atJump = described.last { $0.at <= 3000 }?.text ?? ""
        #expect(atJump.contains("Logo splash: stories since 2.6 s"))
        #expect(atJump.contains("content 2.6 s (needs improvement by web.dev LCP >2.5 s)"))
        #expect(atJump.contains("layout shift 0.125"))
    }

    @Test func theLegendNamesEveryMarkAndThreshold() {
        let legend = WebPage.legend()
        for mark in ["◆", "↯", "▒", "✓", "!", "✗", "▼"] { #expect(legend.contains("<dt>\(mark)</dt>"), "\(mark)") }
        for rule in [
            "✓ ≤400 ms", "✗ &gt;400 ms", "✓ ≤2.5 s", "! &gt;2.5 s", "✗ &gt;4 s", "✓ ≤0.1", "✗ &gt;0.25", "✗ ≥5 s", "✗ ≥2 s", "✗ ≥1.5 s"
        ] {
            #expect(legend.contains(rule), "\(rule)")
        }
    }

    @Test func everyKeyOfTheTableIsThePagesWithItsStep() {
        let keys = PageCommand.pageKeys()
        for binding in KeyTable.bindings {
            for (key, action) in binding.actions {
                guard let name = PageCommand.browserName(key) else { continue }
                switch action {
                case .quit, .repaint: #expect(!keys.contains { $0.key == name }, "\(name)")
                default: #expect(keys.contains { $0.key == name }, "\(name) of \(binding.label)")
                }
            }
        }
        #expect(keys.first { $0.key == "ArrowLeft" }?.milliseconds == -KeyTable.step.milliseconds)
        #expect(keys.first { $0.key == "." }?.milliseconds == KeyTable.frame.milliseconds)
        #expect(keys.first { $0.key == "[" }?.milliseconds == Player.eventLead.milliseconds)
        // One button an action, in words.
        let words = keys.compactMap(\.words)
        #expect(Set(words).count == words.count)
        #expect(words.contains("back 0.1 s") && words.contains("previous event") && words.contains("back one frame"))
    }

    @Test func thePageHoldsItsWordsAndKeysButNoStepOfItsOwn() {
        let page = PageCommand.page(PageOptions(size: Size(width: 80, height: 24)))
        #expect(page.contains("<h2 id=\"compared\">Logo splash vs Content first</h2>"))
        #expect(page.contains("keys:[{k:\" \",a:\"playPause\""))
        #expect(page.contains("aria-keyshortcuts=\"ArrowLeft\">back 0.1 s</button>"))
        #expect(page.contains("role=\"timer\""))
        // The script takes its steps from DATA.keys, none of its own.
        for literal in ["- 100", "+ 100", "- 300", "* 10 - 10", "* 10 + 10"] {
            #expect(!WebPage.pageScript.contains(literal), "\(literal)")
        }
    }
}
