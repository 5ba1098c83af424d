import CNcurses
import Scenes
import Testing

@testable import LaunchTUI

/// What the front draws besides the stage, and how it maps keys and roles.
@Suite struct FrontViewTests {
    static let stage = FrontPlayerTests.stage

    func statusLine(_ player: Player, at time: Int) -> String {
        let buffer = PlayerView(player: player).render(at: .milliseconds(time))
        return buffer.line(buffer.height - 1)
    }

    @Test func statusLineShowsTheKeysThatFit() {
        let narrow = statusLine(Player(stage: Self.stage, start: .milliseconds(0)), at: 1000)
        #expect(narrow.contains("? help  q quit"))
        #expect(!narrow.contains("…"), "a hint is chosen to fit, never cut")
        let wide = Stage(scenario: .standard, size: Size(width: 140, height: 30))
        let line = statusLine(Player(stage: wide, start: .milliseconds(0)), at: 1000)
        // The scenario keys come before help and quit, which always end the line.
        #expect(line.contains("space pause  ←/→ step  [/] events  s/S style  t tap  ? help  q quit"), "\(line)")
    }

    @Test func atTheEndTheStatusLineSaysHowToReplay() {
        var player = Player(stage: Self.stage, start: .milliseconds(0))
        player.update(.tick, at: .milliseconds(Self.stage.duration.milliseconds))
        #expect(statusLine(player, at: 99_000).contains("r replay"))
        #expect(statusLine(player, at: 99_000).contains("■"))
    }

    /// The status line's hints come from the key table's rows, longest
    /// first, each narrower line without the hints that go soonest; help
    /// and quit always stay, and play and pause are padded alike.
    @Test func hintsAreTheKeyTablesInOrder() {
        #expect(
            KeyTable.hints(in: .playing, ascii: false) == [
                "space pause  ←/→ step  [/] events  s/S style  t tap  ? help  q quit",
                "space pause  ←/→ step  [/] events  ? help  q quit", "space pause  ←/→ step  ? help  q quit",
                "space pause  ? help  q quit", "? help  q quit"
            ])
        #expect(KeyTable.hints(in: .paused, ascii: false)[3] == " space play  ? help  q quit")
        #expect(KeyTable.hints(in: .ended, ascii: true) == ["r replay  <-/-> step back  ? help  q quit", "r replay  ? help  q quit"])
        #expect(PlayerView.words(for: .shiftRegions(.on)).last == "h: shift regions on  ? help  q quit")
    }

    /// Every scenario key names a scenario setting with values to step through.
    @Test func everyScenarioKeyCyclesASetting() {
        for case .cycle(let knob) in KeyTable.bindings.flatMap(\.actions).map(\.action) {
            #expect(ScenarioSettings.named(knob.key)?.isCyclable == true, "\(knob.key)")
        }
    }

    @Test func hintsAreASCIIWithoutUTF8() {
        let stage = Stage(scenario: .standard, size: Size(width: 120, height: 30), glyphs: .ascii)
        let player = Player(stage: stage, start: .milliseconds(0))
        let line = statusLine(player, at: 500)
        #expect(line.contains("<-/-> step"))
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func helpShowsEveryRowOfTheKeyTableAt80x24() {
        var player = Player(stage: Self.stage, start: .milliseconds(0))
        player.update(.key(.character("?")), at: .milliseconds(0))
        let buffer = PlayerView(player: player).render(at: .milliseconds(0))
        let lines = (0..<buffer.height).map(buffer.line)
        for binding in KeyTable.bindings {
            let overlay = HelpOverlay(glyphs: Self.stage.glyphs, phones: Self.stage.layout?.phones ?? [])
            #expect(Self.shows(binding.label, binding.meaning, overlay: overlay, in: lines), "\(binding.label)")
        }
        #expect(lines.contains { $0.contains(HelpOverlay.footer) })
    }

    /// Whether `overlay` lays out `keys` with the whole of `meaning` (a
    /// wrapped meaning goes on in the rows after it), and every one of those
    /// rows is drawn on `lines`.
    static func shows(_ keys: String, _ meaning: String, overlay: HelpOverlay, in lines: [String]) -> Bool {
        let placed = overlay.placement(in: Size(width: lines[0].count, height: lines.count)).lines
        guard let start = placed.firstIndex(where: { $0.keys == keys }) else { return false }
        let rows = [placed[start]] + placed[(start + 1)...].prefix { $0.keys.isEmpty }
        guard rows.map(\.meaning).joined(separator: " ") == meaning else { return false }
        return rows.allSatisfy { row in lines.contains { $0.contains(row.meaning) } }
            && lines.contains { $0.contains(keys + " ") }
    }

    /// A longer table still shows whole at 80x24, between the phones or over
    /// them: a fourth and fifth style's names in the s/S row (wrapped) and two
    /// keys more (in two columns, when one is too tall).
    @Test func helpShowsALongerKeyTableWholeAt80x24() {
        var bindings = KeyTable.bindings
        let styles = bindings.firstIndex { $0.label == "s S" }!
        bindings[styles].meaning = "left / right style: splash content-first animated skeleton-first shimmer, then your files"
        bindings.append(KeyBinding([(.character("x"), .tap)], "x", "an extra knob: off on"))
        bindings.append(KeyBinding([(.character("e"), .tap)], "e", "expo build: release expo-go"))
        for glyphs in [Glyphs.unicode, .ascii] {
            var buffer = ScreenBuffer(size: Size(width: 80, height: 24))
            let layout = StageLayout(size: buffer.size)!
            let overlay = HelpOverlay(glyphs: glyphs, phones: layout.phones, bindings: bindings)
            overlay.draw(into: &buffer)
            let lines = (0..<buffer.height).map(buffer.line)
            for binding in bindings {
                let label = glyphs == .ascii ? binding.asciiLabel : binding.label
                #expect(Self.shows(label, binding.meaning, overlay: overlay, in: lines), "\(label) at 80x24")
            }
            #expect(Self.shows(overlay.markers.keys, overlay.markers.meaning, overlay: overlay, in: lines))
            #expect(lines.contains { $0.contains(HelpOverlay.footer) })
            #expect(lines.contains { $0.contains(HelpOverlay.title) })
        }
    }

    @Test func everyKeyInTheTableHasOneCommand() {
        var seen: Set<Key> = []
        for binding in KeyTable.bindings {
            for entry in binding.actions {
                #expect(!seen.contains(entry.key), "\(entry.key) is bound twice")
                seen.insert(entry.key)
                #expect(KeyTable.action(for: entry.key) == entry.action)
            }
        }
        // The playback keys, and the scenario keys.
        for character in " r,.[]+-1?qncdpl" {
            #expect(KeyTable.action(for: .character(character)) != nil, "\(character)")
        }
        #expect(KeyTable.action(for: .left) == .step(.zero - .ms(100)))
        #expect(KeyTable.action(for: .escape) == .dismiss)
    }

    @Test func cellsBecomeNulTerminatedWideCharacters() {
        #expect(CursesBackend.wideCharacters("a", unicode: true) == [0x61, 0])
        #expect(CursesBackend.wideCharacters("e\u{301}", unicode: true) == [0x65, 0x301, 0])
        #expect(CursesBackend.wideCharacters("", unicode: true) == [0x20, 0])
        // Without UTF-8, only ASCII reaches the terminal.
        #expect(CursesBackend.wideCharacters("×", unicode: false) == [0x78, 0])
        #expect(CursesBackend.wideCharacters("–", unicode: false) == [0x2D, 0])
        #expect(CursesBackend.wideCharacters("e\u{301}", unicode: false) == [0x65, 0])
        #expect(CursesBackend.wideCharacters("界", unicode: false) == [0x3F, 0])
    }

    @Test func startProblemsAreOneLineThatPointsElsewhere() {
        let problems: [StartProblem] = [
            StartProblem.check(inputIsTerminal: false, outputIsTerminal: true)!,
            StartProblem.check(inputIsTerminal: true, outputIsTerminal: false)!,
            .unknownTerminal("nonsense"), .unknownTerminal(nil)
        ]
        for problem in problems {
            #expect(!problem.message.contains("\n"))
            #expect(problem.message.contains("launch-tui snapshot"))
            #expect(problem.message.contains("launch-tui metrics"))
        }
        #expect(StartProblem.check(inputIsTerminal: true, outputIsTerminal: true) == nil)
        #expect(StartProblem.unknownTerminal("nonsense").message.contains("'nonsense'"))
    }
}

/// Roles to colours and attributes.
@Suite struct FrontPaletteTests {
    @Test func colorLevelFollowsTheTerminalAndNoColor() {
        #expect(ColorLevel.choose(colors: 256, noColor: nil) == .full)
        #expect(ColorLevel.choose(colors: 16, noColor: nil) == .eight)
        #expect(ColorLevel.choose(colors: 8, noColor: nil) == .eight)
        #expect(ColorLevel.choose(colors: 0, noColor: nil) == .none)
        #expect(ColorLevel.choose(colors: 256, noColor: "1") == .none)
        #expect(ColorLevel.choose(colors: 256, noColor: "") == .full, "an empty NO_COLOR does not count")
    }

    @Test func withoutColorAttributesTellThePartsApart() {
        let roles: [Role] = [.story, .banner, .slot, .skeleton]
        let looks = roles.map { TerminalPalette.look(for: CellStyle($0, scheme: .phone(.light)), level: .none) }
        #expect(Set(looks).count == roles.count)
        #expect(looks.allSatisfy { $0.foreground == -1 && $0.background == -1 })
        #expect(TerminalPalette.look(for: CellStyle(.banner), level: .none).attributes.contains(.reverse))
        #expect(TerminalPalette.look(for: CellStyle(.slot), level: .none).attributes.contains(.reverse))
        #expect(TerminalPalette.look(for: CellStyle(.playhead), level: .none).attributes.contains(.bold))
        let verdicts = [Role.good, .needsImprovement, .poor].map { TerminalPalette.look(for: CellStyle($0), level: .none) }
        #expect(Set(verdicts).count == 3, "a missed threshold stands out without colour too")
    }

    @Test func withoutColorAPhoneUnlikeTheTerminalIsReversed() {
        for theme in TerminalTheme.allCases {
            let light = TerminalPalette.look(for: CellStyle(.screen, scheme: .phone(.light)), level: .none, theme: theme)
            let dark = TerminalPalette.look(for: CellStyle(.screen, scheme: .phone(.dark)), level: .none, theme: theme)
            #expect(light != dark, "dark mode and the white flash show without colour on a \(theme) terminal")
            #expect(light.attributes.contains(.reverse) == (theme == .dark))
            #expect(TerminalPalette.look(for: CellStyle(.frame, scheme: .phone(.light)), level: .none, theme: theme).attributes.isEmpty)
        }
    }

    @Test func cellAttributesAreKept() {
        for level in [ColorLevel.none, .eight, .full] {
            let look = TerminalPalette.look(for: CellStyle(.story, [.bold, .underline], scheme: .phone(.dark)), level: level)
            #expect(look.attributes.isSuperset(of: [.bold, .underline]))
        }
    }

    @Test func lightAndDarkPhonesHaveTheirOwnBackgrounds() {
        for level in [ColorLevel.eight, .full] {
            let light = TerminalPalette.look(for: CellStyle(.screen, scheme: .phone(.light)), level: level)
            let dark = TerminalPalette.look(for: CellStyle(.screen, scheme: .phone(.dark)), level: level)
            #expect(light.background != dark.background)
            #expect(light.background >= 0 && dark.background >= 0)
            // Text on a screen takes the screen's background: no holes.
            for role in [Role.title, .updated, .story, .skeleton, .logo, .spinner, .error, .launchScreen] {
                #expect(TerminalPalette.look(for: CellStyle(role, scheme: .phone(.light)), level: level).background == light.background)
                #expect(TerminalPalette.look(for: CellStyle(role, scheme: .phone(.dark)), level: level).background == dark.background)
            }
        }
    }

    @Test(arguments: TerminalTheme.allCases)
    func outsideThePhonesTheTerminalBackgroundShows(theme: TerminalTheme) {
        for role in Role.allCases where role != .status {
            #expect(TerminalPalette.look(for: CellStyle(role), level: .full, theme: theme).background == -1, "\(role)")
        }
        // Eight colours give a background only where a text colour would be too faint.
        for role in [Role.plain, .heading, .caption, .axis, .metric, .playhead] {
            #expect(TerminalPalette.look(for: CellStyle(role), level: .eight, theme: theme).background == -1, "\(role)")
        }
        #expect(TerminalPalette.look(for: CellStyle(.plain), level: .full, theme: theme) == .terminal)
    }
}

@Suite struct StatusLineKeepsHelpAndQuitTests {
    /// The demo at 80x24 with the longest scenario text and a speed of two
    /// decimals: playing, paused and at the end, the keys for help and quit show whole.
    @Test func helpAndQuitAlwaysShowAt80x24() {
        var scenario = Scenario.standard
        scenario.cache = .empty
        scenario.platform = .android
        let stage = Stage(scenario: scenario, size: Size(width: 80, height: 24), measured: false)
        var player = Player(stage: stage, speed: 0.25, start: .milliseconds(0))
        var rows = [PlayerView(player: player).render(at: .milliseconds(100)).line(23)]
        _ = player.update(.key(.character(" ")), at: .milliseconds(200))
        rows.append(PlayerView(player: player).render(at: .milliseconds(300)).line(23))
        _ = player.update(.key(.character(" ")), at: .milliseconds(400))
        _ = player.update(.tick, at: .milliseconds(400 + stage.duration.milliseconds * 4))
        rows.append(PlayerView(player: player).render(at: .milliseconds(99_000)).line(23))
        #expect(rows.count == 3)
        for row in rows {
            #expect(row.hasSuffix("? help  q quit "), "\(row)")
            #expect(row.contains("×0.25"), "\(row)")
        }
        #expect(rows[0].contains("▶") && rows[1].contains("‖") && rows[2].contains("■"), "\(rows)")
        #expect(rows[2].contains("r replay"), "\(rows[2])")
    }
}

@Suite struct HelpExplainsTheMarkersTests {
    /// The timeline's ◆ and ↯ (ASCII * and ^) are explained in the help, at the least size.
    @Test(arguments: [Glyphs.unicode, .ascii])
    func theHelpSaysWhatTheTimelinesMarkersMean(glyphs: Glyphs) {
        let stage = Stage(scenario: .standard, size: Size(width: 80, height: 24), glyphs: glyphs, measured: false)
        var player = Player(stage: stage, start: .milliseconds(0))
        _ = player.update(.key(.character("?")), at: .milliseconds(0))
        let buffer = PlayerView(player: player).render(at: .milliseconds(0))
        let text = (0..<buffer.height).map(buffer.line).joined(separator: "\n")
        let marks = glyphs == .ascii ? "* ^" : "◆ ↯"
        #expect(text.contains(marks), "\(text)")
        // Whole on one row, or wrapped as the overlay wraps a meaning where
        // the keys take two columns (the ASCII arrows' labels are wider).
        let overlay = HelpOverlay(glyphs: glyphs, phones: stage.layout!.phones, bindings: KeyTable.bindings)
        #expect(overlay.markers.keys == marks && overlay.markers.meaning.hasSuffix("content lands / jumps (layout shift)"))
        let lines = (0..<buffer.height).map(buffer.line)
        #expect(FrontViewTests.shows(marks, overlay.markers.meaning, overlay: overlay, in: lines), "\(text)")
        #expect(text.contains(HelpOverlay.footer))
    }
}

@Suite struct HelpClearOfThePhonesTests {
    /// From 200x60 up the help sits between the phones, a column clear of
    /// both frames: the phones and the column beside each read as without it.
    @Test(arguments: [Size(width: 200, height: 60), Size(width: 250, height: 70), Size(width: 300, height: 80)])
    func theHelpNeverTouchesAPhonesFrame(size: Size) {
        let stage = Stage(scenario: .standard, size: size, measured: false)
        var player = Player(stage: stage, start: .milliseconds(0))
        _ = player.update(.key(.character(" ")), at: .milliseconds(0))
        let plain = PlayerView(player: player).render(at: .milliseconds(0))
        _ = player.update(.key(.character("?")), at: .milliseconds(0))
        let help = PlayerView(player: player).render(at: .milliseconds(0))
        let text = (0..<help.height).map(help.line).joined(separator: "\n")
        #expect(text.contains(HelpOverlay.title) && text.contains(HelpOverlay.footer))
        for binding in KeyTable.bindings {
            #expect(text.contains(binding.label), "\(binding.label)")
        }
        for phone in stage.layout!.phones {
            let around = Rect(x: phone.x - 1, y: phone.y, width: phone.width + 2, height: phone.height)
            #expect(help.cropped(to: around) == plain.cropped(to: around), "at \(size)")
        }
    }
}

/// The demo's first frame, drawn ahead: a player given a picture of its
/// stage shows what it shows without one, at every moment and in every mode.
@Suite struct DrawnAheadTests {
    @Test func aPictureDrawnAheadShowsWhatDrawingAfreshShows() {
        var animated = Scenario.standard
        animated.right = .animated
        for scenario in [Scenario.standard, animated] {
            let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
            let ahead = stage.picture(at: .zero)
            var plain = Player(stage: stage, start: .milliseconds(0))
            var drawn = Player(stage: stage, picture: ahead, start: .milliseconds(0))
            #expect(drawn.picture != nil)
            for time in stride(from: 0, through: stage.duration.milliseconds + 500, by: 37) {
                if time == 1998 {
                    // Paused, and on: the status line says so alike.
                    _ = plain.update(.key(.character(" ")), at: .milliseconds(time))
                    _ = drawn.update(.key(.character(" ")), at: .milliseconds(time))
                }
                let now = MonotonicTime.milliseconds(time)
                #expect(PlayerView(player: drawn).render(at: now) == PlayerView(player: plain).render(at: now), "at \(time) ms")
            }
        }
    }

    @Test func aPictureGoesWithItsStage() {
        let stage = Stage(scenario: .standard, size: Size(width: 100, height: 30))
        var player = Player(stage: stage, picture: stage.picture(at: .zero), start: .milliseconds(0))
        // Another size: a picture of another stage is not kept.
        let other = Stage(scenario: .standard, size: Size(width: 80, height: 24))
        #expect(Player(stage: stage, picture: other.picture(at: .zero), start: .milliseconds(0)).picture == nil)
        _ = player.update(.key(.character("n")), at: .milliseconds(100))
        #expect(player.picture == nil, "a scenario key lays out another stage: the picture goes")
    }
}
