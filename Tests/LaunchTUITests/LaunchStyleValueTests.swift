import Scenes
import Testing

@testable import LaunchTUI

/// A launch style is a value: one built here, outside `Scenes`' style files
/// and with only its public interface (`import Scenes`, not testable), is
/// drawn, measured, named and cycled like a built-in.
@Suite struct LaunchStyleValueTests {
    /// "Our app": its logo until 0.8 s, then its fresh stories, the banner in a reserved slot.
    static let ourApp: LaunchStyle = {
        let logo = PaneState(.logo(spinnerStep: nil), drawer: .app)
        let stories = PaneState(.feed(Feed(updated: "Updated just now", top: .slot, rows: .fresh)), drawer: .app)
        return LaunchStyle(
            name: "our-app", title: "Our app",
            launchAssets: LaunchAssets(
                launchScreen: .logo(spinnerStep: nil), launchScreenPhase: .logo,
                nativeSplash: .logo(spinnerStep: nil), nightSplashColour: false),
            hidesNativeSplash: { _ in .ms(800) },
            appTimetable: { scenario in
                var builder = TimetableBuilder(PaneState(logo.screen, drawer: .app, scheme: scenario.appScheme), phase: .logo)
                builder.at(.ms(800), phase: .fresh) { $0.screen = stories.screen }
                return builder.build()
            })
    }()

    static let styles = LaunchStyles.builtIn.adding(ourApp)

    @Test func aStyleMadeOutsideScenesIsDrawnAndMeasuredLikeABuiltIn() {
        var scenario = Scenario()
        scenario.left = Self.ourApp
        let stage = Stage(scenario: scenario, size: Size(width: 100, height: 30))
        #expect(stage.panes[0].style.name == "our-app")
        // iOS: the system's launch screen (its logo) until the app is ready at
        // 0.4 s, the app's own logo then, its stories at 0.8 s.
        #expect(stage.panes[0].metrics.firstFrame == .ms(400))
        #expect(stage.panes[0].metrics.content == .ms(800))
        let heading = stage.render(at: .ms(900)).text.split(separator: "\n").first { $0.contains("Our app") }
        #expect(heading?.contains("Content first") == true, "both titles come from the styles")
    }

    @Test func aTimetableBuiltByHandStartsAtTheTap() {
        let frame = PaneState(.error, drawer: .app)
        let timetable = Timetable(steps: [.init(at: .zero, state: frame, phase: .error)])
        #expect(timetable.state(at: .ms(5000)) == frame)
        #expect(timetable.phases.map(\.phase) == [.error])
    }

    @Test func theCatalogueNamesCyclesAndLooksUpStyles() {
        let builtIn = LaunchStyles.builtIn
        #expect(Array(builtIn.all.prefix(2)) == Scenario.standard.styles, "the default panes' styles first")
        #expect(builtIn.all.contains(.animated))
        #expect(Self.styles.names == builtIn.names + ["our-app"])
        #expect(Self.styles.after(builtIn.all.last!) == Self.ourApp)
        #expect(Self.styles.after(Self.ourApp) == .splash)
        #expect(ScenarioKnob.leftStyle.cycled(.standard, styles: Self.styles).left == .contentFirst)
        var scenario = Scenario()
        scenario.right = builtIn.all.last!
        #expect(ScenarioKnob.rightStyle.cycled(scenario, styles: Self.styles).right == Self.ourApp)
    }

    @Test func aScenarioSettingTakesAStyleByNameAmongTheStylesOnOffer() throws {
        var scenario = Scenario()
        try ScenarioSettings.named("left")!.apply("our-app", to: &scenario, styles: Self.styles)
        #expect(scenario.left.title == "Our app")
        #expect(throws: ValueError.self) {
            try ScenarioSettings.named("left")!.apply("our-app", to: &scenario)
        }
    }

    @Test func aScriptNamesAStyleOnOfferAndItsTimelineKeepsIt() throws {
        let text = "Scenario left=our-app\nPlay 1s\n"
        let script = try ScriptParser.script(text, styles: Self.styles)
        #expect(ScriptTimeline(script).state(atTalkTime: 500).scenario.left.title == "Our app")
        // Among the built-ins alone, the name is a mistake at its value's column.
        let errors = try #require(ScriptParser.parse(text).failure?.all)
        #expect(errors.map(\.column) == [15])
        #expect(
            errors.first?.message == "left takes \(LaunchStyles.builtIn.names.joined(separator: "|")) or a launch file's "
                + "or report's path, not 'our-app'")
    }
}

extension Result {
    var failure: Failure? { if case .failure(let error) = self { error } else { nil } }
}
