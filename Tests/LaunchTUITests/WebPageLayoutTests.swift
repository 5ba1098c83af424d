import Scenes
import Testing

@testable import LaunchTUI

/// How the page fits where it is shown: a page wider than 80 columns
/// carries the stage at 80x24 too, and one wider than the least size the
/// compact stage, drawn by the core (what `snapshot --size 80x24` and
/// `--size 64x24` print), and its palette reads at AA contrast. What a
/// browser makes of it at each viewport, scripts/page-viewports checks in Chromium.
@Suite struct WebPageLayoutTests {
    /// One scenario (no knobs), played at `size` and at each smaller stage's.
    static func played(_ scenario: Scenario = Scenario(), at size: Size = .standard)
        -> (content: WebPage.Content, smaller: [(stage: WebPage.SmallerStage, scenarios: [WebPage.ScenarioPlay])])
    {
        var numbering = WebPage.Numbering()
        let smaller = WebPage.playAll(scenario: scenario, size: size, knobs: [], into: &numbering) { (_, _) throws(Never) in }
        return (numbering.content, smaller)
    }

    @Test func aPageCarriesTheSmallerStagesNarrowerThanItsOwn() {
        let both = [StageLayout.fullSize, StageLayout.minimumSize]
        #expect(WebPage.smallerStages(for: .standard).map(\.size) == both)
        #expect(WebPage.smallerStages(for: .standard).map(\.name) == ["narrow", "compact"])
        #expect(WebPage.smallerStages(for: Size(width: 200, height: 60)).map(\.size) == both)
        #expect(WebPage.smallerStages(for: Size(width: 80, height: 40)).map(\.size) == [StageLayout.minimumSize])
        #expect(WebPage.smallerStages(for: StageLayout.minimumSize).isEmpty)
        #expect(Self.played(at: StageLayout.minimumSize).smaller.isEmpty)
        // The wide stage shows from 11 px, an 80-column or narrower one from the least, 8 px.
        #expect(WebPage.fontFrom(.standard) == 11 && WebPage.fontFrom(StageLayout.fullSize) == 8)
    }

    @Test(arguments: [0, 1500, 2600, 3100, 4000])
    func theSmallerStagesAreTheSnapshotsAtTheirSizes(ms: Int) throws {
        let (content, smaller) = Self.played()
        #expect(smaller.map(\.stage.size) == [StageLayout.fullSize, StageLayout.minimumSize])
        for played in smaller {
            #expect(content.scenarios.count == 1 && played.scenarios.count == 1)
            var smallContent = content
            smallContent.scenarios = played.scenarios
            let name = played.scenarios[0].name
            var options = SnapshotOptions(at: .ms(ms))
            options.size = played.stage.size
            let snapshot = SnapshotCommand.output(options).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let rows = try #require(WebPage.rows(of: smallContent, scenario: name, at: .ms(ms)))
            #expect(rows.count == played.stage.size.height - 1)
            #expect(rows.map(\.trimmedRight) == Array(snapshot.prefix(rows.count)).map(\.trimmedRight), "at \(played.stage.size)")
        }
        // The wide stage is still the page's own.
        let wide = try #require(WebPage.rows(of: content, scenario: content.scenarios[0].name, at: .ms(ms)))
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

    @Test func thePageSaysItsStagesCellsAndCarriesTheSmallerOnes() throws {
        let page = Self.page(at: .standard)
        #expect(page.contains("#stage{--cols:100;--rows:29}"))
        #expect(page.contains("#stage.narrow{--cols:80;--rows:23}"))
        #expect(page.contains("#stage.compact{--cols:64;--rows:23}"))
        #expect(page.contains("smaller:{from:11,stages:[\n{name:\"narrow\",size:[80,23],from:8,data:{\nscenarios:{"))
        #expect(page.contains("{name:\"compact\",size:[64,23],from:8,data:{\nscenarios:{"))
        #expect(page.contains("<h1 id=\"title\">"))
        // At 80x24 only the compact one; at the least size there is no smaller stage to carry.
        let narrow = Self.page(at: StageLayout.fullSize)
        #expect(narrow.contains("smaller:{from:8,stages:[\n{name:\"compact\"") && !narrow.contains("#stage.narrow"))
        let small = Self.page(at: StageLayout.minimumSize)
        #expect(!small.contains("smaller:{") && !small.contains("#stage.compact"))
    }

    /// A talk's page carries the talk played again at the least size (its
    /// own stage shows from 8 px: it is laid out for a projector).
    @Test func aTalksPageSaysItsStagesCellsAndCarriesTheCompactOne() throws {
        let script = try ScriptParser.parse("Set Size 90x26\nCaption \"a\"\nPlay 1s\n").get()
        let page = TalkPage.page(script, title: "A talk")
        #expect(page.contains("#stage{--cols:90;--rows:26}"))
        #expect(page.contains("#stage.compact{--cols:64;--rows:24}"))
        #expect(page.contains("smaller:{from:8,stages:[\n{name:\"compact\",size:[64,24],from:8,data:{\nt:["))
        #expect(page.contains("<h1 id=\"title\">A talk</h1>"))
        let least = try ScriptParser.parse("Set Size 64x24\nPlay 1s\n").get()
        #expect(!TalkPage.page(least, title: "A talk").contains("smaller:{"))
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
