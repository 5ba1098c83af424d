import Scenes
import Testing

@testable import LaunchTUI

/// How the page fits where it is shown: a page wider than the least stage
/// carries that stage too, drawn by the core (what `snapshot --size 80x24`
/// prints), and its palette reads at AA contrast. What a browser makes of it
/// at each viewport, scripts/page-viewports checks in Chromium.
@Suite struct WebPageLayoutTests {
    /// One scenario (no knobs), played at the standard size and, narrow, at 80x24.
    static func played(_ scenario: Scenario = Scenario(), at size: Size = .standard)
        -> (content: WebPage.Content, narrow: (size: Size, scenarios: [WebPage.ScenarioPlay])?)
    {
        var numbering = WebPage.Numbering()
        let narrow = WebPage.playAll(scenario: scenario, size: size, knobs: [], into: &numbering) { (_, _) throws(Never) in }
        return (numbering.content, narrow)
    }

    @Test func aPageWiderThanTheLeastStageCarriesIt() {
        #expect(WebPage.narrowSize(for: .standard) == StageLayout.minimumSize)
        #expect(WebPage.narrowSize(for: Size(width: 200, height: 60)) == StageLayout.minimumSize)
        #expect(WebPage.narrowSize(for: StageLayout.minimumSize) == nil)
        #expect(WebPage.narrowSize(for: Size(width: 80, height: 40)) == nil)
        #expect(Self.played(at: StageLayout.minimumSize).narrow == nil)
    }

    @Test(arguments: [0, 1500, 2600, 3100, 4000])
    func theNarrowStageIsTheSnapshotAt80x24(ms: Int) throws {
        let (content, narrow) = Self.played()
        let played = try #require(narrow)
        #expect(played.size == StageLayout.minimumSize)
        #expect(content.scenarios.count == 1 && played.scenarios.count == 1)
        var narrowContent = content
        narrowContent.scenarios = played.scenarios
        let name = played.scenarios[0].name
        var options = SnapshotOptions(at: .ms(ms))
        options.size = StageLayout.minimumSize
        let snapshot = SnapshotCommand.output(options).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = try #require(WebPage.rows(of: narrowContent, scenario: name, at: .ms(ms)))
        #expect(rows.count == StageLayout.minimumSize.height - 1)
        #expect(rows.map(\.trimmedRight) == Array(snapshot.prefix(rows.count)).map(\.trimmedRight))
        // The wide stage is still the page's own.
        let wide = try #require(WebPage.rows(of: content, scenario: name, at: .ms(ms)))
        #expect(wide.count == Size.standard.height - 1)
        #expect(wide.allSatisfy { $0.count == Size.standard.width })
    }

    /// The page of one scenario (no knobs: quick to make) at `size`.
    static func page(at size: Size) -> String {
        var out = ""
        WebPage.write(
            scenario: Scenario(), size: size, knobs: [], keys: PageCommand.keys(styles: false),
            progress: { (_, _) throws(Never) in }, to: { out += $0 })
        return out
    }

    @Test func thePageSaysItsStagesCellsAndCarriesTheNarrowOne() throws {
        let page = Self.page(at: .standard)
        #expect(page.contains("#stage{--cols:100;--rows:29}"))
        #expect(page.contains("#stage.narrow{--cols:80;--rows:23}"))
        #expect(page.contains("narrow:{size:[80,23],\nscenarios:{"))
        #expect(page.contains("<h1 id=\"title\">"))
        // At the least size there is no narrower stage to carry.
        let small = Self.page(at: StageLayout.minimumSize)
        #expect(!small.contains("narrow:{") && !small.contains("#stage.narrow"))
    }

    @Test func aTalksPageSaysItsStagesCells() throws {
        let script = try ScriptParser.parse("Set Size 90x26\nPlay 1s\n").get()
        let page = TalkPage.page(script, title: "A talk")
        #expect(page.contains("#stage{--cols:90;--rows:26}"))
        #expect(page.contains("<h1 id=\"title\">A talk</h1>"))
    }

    /// WCAG 2's ratio of two `#rrggbb` colours.
    static func contrast(_ a: String, _ b: String) -> Double {
        func rgb(_ hex: String) -> (Int, Int, Int) {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            return (value >> 16, (value >> 8) & 255, value & 255)
        }
        return XtermColor.contrast(rgb(a), rgb(b))
    }

    @Test(arguments: [
        ("#808080", "#ffffff", false), ("#d0d0d0", "#1c1c1c", true), ("#5f87d7", "#eeeeee", false),
        ("#1c1c1c", "#ffffff", true), ("#ffff00", "#ffffff", false), ("#000080", "#000000", false)
    ])
    func theReadableColourReachesAA(foreground: String, background: String, dim: Bool) {
        let colour = WebPage.readable(foreground, on: background, dim: dim)
        #expect(Self.contrast(colour, background) >= 4.5, "\(foreground) on \(background): \(colour)")
        // A colour that reads already is kept.
        if !dim, Self.contrast(foreground, background) >= 4.6 { #expect(colour == foreground) }
    }

    @Test func everyTextRunOfThePageReadsAtAA() throws {
        // The default page's styles, and the phones' own dark appearance.
        var dark = Scenario()
        dark.appearance = .dark
        let styles = Self.played().content.styles + Self.played(dark).content.styles
        let block = WebPage.styleBlock(styles)
        for (name, theme) in [("light", TerminalTheme.light), ("dark", TerminalTheme.dark)] {
            let palette = TerminalPalette(level: .full, background: theme)
            for (index, style) in styles.enumerated() {
                let look = palette.look(for: style)
                guard look.pixels == nil else { continue }
                let painted = palette.paint(look)
                let rule = try #require(block.split(separator: "\n").first { $0.hasPrefix("body.\(name) .s\(index){") })
                let colour = String(try #require(rule.split(separator: "color:").dropFirst().first).prefix(7))
                let background = painted.background ?? palette.ownRGB.background
                #expect(Self.contrast(colour, background) >= 4.5, "\(name) .s\(index): \(colour) on \(background)")
            }
        }
    }
}
