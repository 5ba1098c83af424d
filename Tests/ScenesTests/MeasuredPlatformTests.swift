import Scenes
import Testing

/// A pane that shows a launch measured elsewhere (a Macrobenchmark run, a
/// Lighthouse report, a launch file) runs on the platform it came from: the
/// scenario line names that one for it, never the scenario's "ios".
@Suite struct MeasuredPlatformTests {
    func measured(_ platform: String) throws -> LaunchStyle {
        let text = "Title \"Ours\"\nPlatform \(platform)\nLaunch cold\nSystem until 450ms\nAt 450ms fresh\n"
        return try LaunchFileParser.parse(text).get().style(named: "ours-" + platform)
    }

    func statusRow(_ scenario: Scenario, width: Int = 120) -> String {
        let buffer = Stage(scenario: scenario, size: Size(width: width, height: 30)).render(at: .ms(500))
        return buffer.line(buffer.height - 1)
    }

    @Test func theScenarioLineNamesEachPanesOwnPlatform() throws {
        #expect(statusRow(.standard).contains("· light · ios · cold launch"))
        var android = Scenario.standard
        android.left = try measured("android")
        #expect(statusRow(android).contains("· light · android/ios · cold launch"), "\(statusRow(android))")
        var web = Scenario.standard
        web.right = try measured("web")
        #expect(statusRow(web).contains("· light · ios/web · cold launch"), "\(statusRow(web))")
        // Both panes from Android: one name, whatever the scenario's platform.
        var both = android
        both.right = try measured("android")
        #expect(statusRow(both).contains("· light · android · cold launch"))
        #expect(!statusRow(both).contains("ios"))
        // A measured pane on the scenario's own platform: one name.
        var same = Scenario.standard
        same.left = try measured("ios")
        #expect(statusRow(same).contains("· light · ios · cold launch"))
        // metrics and the filmstrip say the same in their scenario line.
        #expect(android.summary == "typical network · warm cache · light · android/ios · cold")
    }
}
