import Scenes
import Testing

@testable import LaunchTUI

/// The shift's marks (`Role.shifted`) on every surface the stage is drawn
/// on, and the key, the flag and the talk's setting that turn them off.
@Suite struct ShiftRegionSurfaceTests {
    /// The tint of the moved rows on a light phone in 256 colours (xterm's 147).
    static let tint = "#afafff"

    func ms(_ value: Int) -> MonotonicTime { .milliseconds(value) }

    @Test func theTextSnapshotAtThreePointOneMarksTheLeftPhoneAlone() {
        let output = SnapshotCommand.output(
            SnapshotOptions(at: .ms(3100), size: Size(width: 80, height: 24)))
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The left phone's edges dashed where the stories were, the distance beside it; the right phone's edges whole.
        #expect(rows.contains { $0.contains("↓3┊") })
        let marked = rows.filter { $0.contains("┊") }
        #expect(
            !marked.isEmpty
                && marked.allSatisfy { $0.prefix(40).contains("┊") && !$0.dropFirst(40).contains("┊") })
        var options = SnapshotOptions(at: .ms(3100), size: Size(width: 80, height: 24))
        options.styles = true
        #expect(SnapshotCommand.output(options).contains("shifted@light"))
    }

    @Test func theFlagTurnsThemOff() throws {
        let invocation = try ArgumentParser.parse(["snapshot", "--at", "3.1", "--shift-regions", "off"])
        var expected = SnapshotOptions(at: .ms(3100))
        expected.scenario.shiftRegions = .off
        #expect(invocation == .command(SnapshotCommand.self, expected))
        let output = SnapshotCommand.output(expected)
        #expect(!output.contains("┊") && !output.contains("↓"))
        #expect(throws: CommandFailure.self) {
            try ArgumentParser.parse(["snapshot", "--shift-regions", "maybe"])
        }
    }

    @Test func aTalksScenarioLineTurnsThemOff() throws {
        let script = try ScriptParser.script("Scenario shift-regions=off\nPlay to 3.1s\n")
        guard case .scenario(let assignments) = script.actions[0].value else {
            Issue.record("not a Scenario line")
            return
        }
        var scenario = Scenario.standard
        for assignment in assignments {
            try ScenarioSettings.named(assignment.key)!.apply(assignment.value, to: &scenario)
        }
        #expect(scenario.shiftRegions == .off)
    }

    /// h turns the marks off and on where the clock is: no new launch.
    @Test func theKeyTurnsThemOffAndKeepsTheMoment() {
        var player = Player(
            stage: Stage(size: Size(width: 80, height: 24)), speed: 1, loops: false, start: ms(0))
        player.update(.key(.character(" ")), at: ms(3100))
        #expect(player.mode == .paused && player.time(at: ms(3100)) == .ms(3100))
        player.update(.key(.character("h")), at: ms(4000))
        player.settle()
        #expect(player.stage.scenario.shiftRegions == .off)
        #expect(player.mode == .paused && player.time(at: ms(5000)) == .ms(3100))
        #expect(player.notice(at: ms(4100)) == .shiftRegions(.off))
        #expect(!player.stage.render(at: .ms(3100)).cells.contains { $0.style.role == .shifted })
        player.update(.key(.character("h")), at: ms(6000))
        player.settle()
        #expect(player.stage.scenario.shiftRegions == .on)
        #expect(player.stage.render(at: .ms(3100)).cells.contains { $0.style.role == .shifted })
        // A scenario key launches again with the setting kept.
        player.update(.key(.character("h")), at: ms(7000))
        player.update(.key(.character("n")), at: ms(7100))
        player.settle()
        #expect(player.stage.scenario.shiftRegions == .off && player.stage.scenario.network == .fast)
        #expect(PlayerView.said(.shiftRegions(.off)).allSatisfy { DisplayWidth.of($0) <= 60 })
    }

    @Test func theSVGStillAndTheAnimatedSVGPaintTheRole() {
        let stage = Stage(size: Size(width: 100, height: 30))
        #expect(SVGWriter.svg(stage.render(at: .ms(3100)), theme: .dark).contains(Self.tint))
        #expect(!SVGWriter.svg(stage.render(at: .ms(2990)), theme: .dark).contains(Self.tint))
        // Each role, shiftFading too, has its colours on every palette and theme.
        for level in [ColorLevel.full, .eight, .none] {
            for theme in TerminalTheme.allCases {
                for role in [Role.shifted, .shiftFading] {
                    let look = TerminalPalette.look(
                        for: CellStyle(role, scheme: .phone(.light)), level: level, theme: theme)
                    let story = TerminalPalette.look(
                        for: CellStyle(.story, scheme: .phone(.light)), level: level, theme: theme)
                    #expect(look != story, "\(role) at \(level) on \(theme) looks like a story")
                }
            }
        }
        // 256 colours step down as it fades; the margin's label reads on both terminals.
        let full = TerminalPalette(level: .full)
        #expect(
            full.look(for: CellStyle(.shifted, scheme: .phone(.light)))
                != full.look(for: CellStyle(.shiftFading, scheme: .phone(.light))))
    }

    @Test func thePageAtThreePointOneCarriesTheMarks() {
        let page = PageCommand.page(PageOptions())
        #expect(page.contains(Self.tint))
        var off = PageOptions()
        off.scenario.shiftRegions = .off
        #expect(!PageCommand.page(off).contains(Self.tint))
        // h is no knob of the page: it says so.
        #expect(PageCommand.knobs().allSatisfy { $0.character != "h" })
        #expect(PageCommand.keys(styles: false).notes["h"] != nil)
    }

    @Test func theFilmstripSVGBordersTheColumnAfterTheJump() throws {
        let strip = Filmstrip(stage: Stage(size: Size(width: 100, height: 30)))
        let svg = FilmstripSVG.svg(strip, theme: .light)
        #expect(
            svg.components(separatedBy: "class=\"shifted\"").count == 2, "one column, the splash's at 3 s"
        )
        #expect(svg.contains(Self.tint) && svg.contains(TerminalPalette.shiftedRGB))
        #expect(svg.contains(">2.99s<") && svg.contains(">3s<"))
        #expect(
            try ArgumentParser.parse(["filmstrip", "--interval", "changes"])
                == .command(FilmstripCommand.self, FilmstripOptions(interval: nil)))
        let changes = FilmstripCommand.output(FilmstripOptions(interval: nil, format: .text))
        #expect(
            changes.hasPrefix(
                "filmstrip of typical network · warm cache · light · ios · cold at 100x30, at every visual change"
            ))
    }
}
