import Scenes
import ScenesTesting
import Testing

/// A desktop page (a Lighthouse report's `formFactor` `desktop`) drawn as a
/// page in a browser window: wider and shorter than the phone beside it,
/// an address bar where the phone has its status bar.
@Suite struct BrowserWindowTests {
    static let page = LaunchDescription(
        title: "shop.example.org", platform: .web, launch: .cold, source: "Lighthouse 12.2.1, one run, desktop",
        system: SystemScreen(.firstScreen, until: .ms(820)),
        steps: [
            LaunchStep(at: .ms(820), .skeleton), LaunchStep(at: .ms(1450), .fresh), LaunchStep(at: .ms(1950), .banner(.pushes(rows: 2)))
        ],
        fullyDrawn: .ms(1950), report: ReportFigures(firstFrame: 815.2, content: 1447.9, layoutShift: 0.12), device: .browser)

    static func stage(_ size: Size) -> Stage {
        var scenario = Scenario.standard
        scenario.left = page.style(named: "shop.json")
        return Stage(scenario: scenario, size: size)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)])
    func aDesktopPageIsDrawnInABrowserWindow(size: Size) throws {
        let stage = Self.stage(size)
        let layout = try #require(stage.layout)
        let window = layout.browser(0), phone = layout.phones[1]
        #expect(window.width > phone.width && window.height <= phone.height)
        #expect(window.maxX < layout.phones[1].x, "a column clear of the other pane")
        let buffer = stage.render(at: .ms(3000))
        let toolbar = buffer.cropped(to: Rect(x: window.x, y: window.y + 1, width: window.width, height: 1)).text
        #expect(toolbar.hasPrefix("│ < > ↻ [ shop.example.org") && toolbar.hasSuffix("] │"))
        #expect(!toolbar.contains("9:41"), "no phone status bar in the window")
        // A web page has no app's tab bar: its content runs to the window's bottom row.
        let page = buffer.cropped(to: Phone.screenRect(of: window)).text
        // A report's page without frames is a stand-in that says so, never the news app's stories.
        #expect(page.contains("Timing only, as blocks") && page.contains("█"))
        #expect(!page.contains("Bridge reopens after repairs") && !page.contains("Election"))
        #expect(!page.contains("Search") && !page.contains("Saved"), "no app's tab bar in the window")
        assertSnapshot(buffer, named: "browser-\(size)")
    }

    /// Measured in the window as drawn: its screen is the window's.
    @Test func theWindowIsWhatIsMeasured() throws {
        let stage = Self.stage(Size(width: 100, height: 30))
        let metrics = stage.panes[0].metrics
        #expect(metrics.firstFrame == .ms(820))
        #expect(metrics.content == .ms(1450))
        #expect(metrics.layoutShift > 0)
    }
}

/// A launch file says a browser window as `Device browser`, and reads it back.
@Suite struct LaunchFileDeviceTests {
    @Test func aBrowserWindowSurvivesTheLaunchFile() throws {
        let text = BrowserWindowTests.page.fileText()
        #expect(text.contains("\nDevice browser\n"))
        // The report's figures with it, on its Report line.
        let expected = BrowserWindowTests.page
        #expect(try LaunchFileParser.parse(text).get() == expected)
        // A phone goes without saying, and Device is a header statement like the others.
        var phone = expected
        phone.device = .phone
        phone.report = nil
        #expect(!phone.fileText().contains("Device"))
        guard case .failure(let problems) = LaunchFileParser.parse(text.replacingOccurrences(of: "Device browser", with: "Device tablet"))
        else {
            Issue.record("Device tablet read")
            return
        }
        #expect(problems.all.count == 1 && problems.all[0].message.contains("tablet"))
    }
}
