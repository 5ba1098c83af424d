import Scenes
import Testing

/// "Judge startup in a release build, not Expo Go, which shows your app icon
/// instead of your splash", and "fade: true fades it out on iOS only" (App
/// Launch); the fade's 0.4 s is expo-splash-screen's default `duration`.
@Suite struct ExpoBuildTests {
    static let size = Size(width: 100, height: 30)

    func phone(_ change: (inout Scenario) -> Void, pane: Int, at time: Int) -> ScreenBuffer {
        let stage = Stage(
            scenario: .changing {
                $0.platform = .expo; change(&$0)
            }, size: Self.size)
        return stage.render(at: .ms(time)).cropped(to: stage.layout!.phones[pane])
    }

    @Test func expoGoShowsTheIconInsteadOfTheSplash() {
        let release = phone({ _ in }, pane: 0, at: 200).text
        let expoGo = phone({ $0.expoBuild = .expoGo }, pane: 0, at: 200).text
        // The splash app's native splash is its logo; Expo Go draws the icon in its disc instead.
        #expect(release.contains("▗▄▄▄▖") && !release.contains("█"))
        #expect(expoGo.contains("█") && !expoGo.contains("▗▄▄▄▖"))
        // Both panes (under the titles in the frames): the icon, whatever the app ships as its splash.
        let below = { (buffer: ScreenBuffer) in buffer.cropped(to: Rect(x: 0, y: 1, width: buffer.width, height: buffer.height - 1)) }
        #expect(below(phone({ $0.expoBuild = .expoGo }, pane: 1, at: 200)) == below(phone({ $0.expoBuild = .expoGo }, pane: 0, at: 200)))
    }

    @Test func theSameTimesInEitherBuild() {
        // The sources give no figure for Expo Go's start, so the times stay.
        let release = Stage(scenario: .changing { $0.platform = .expo }, size: Self.size).panes.map(\.metrics.firstFrame)
        let expoGo = Stage(
            scenario: .changing {
                $0.platform = .expo; $0.expoBuild = .expoGo
            }, size: Self.size
        )
        .panes.map(\.metrics.firstFrame)
        #expect(release == expoGo)
        #expect(release == [.ms(2600), .ms(400)])
    }

    /// On iOS the app's first screen comes up dim through the fading
    /// splash for 0.4 s from hide(); on Android it is there at once.
    @Test func theNativeSplashFadesOnIOSAndCutsOnAndroid() {
        func dim(_ buffer: ScreenBuffer) -> Bool {
            let screen = Rect(x: 1, y: 2, width: buffer.width - 2, height: buffer.height - 3)
            return buffer.cropped(to: screen).cells.allSatisfy { $0.style.attributes.contains(.dim) }
        }
        // Content first hides the native splash at its first frame, 0.4 s.
        #expect(!dim(phone({ _ in }, pane: 1, at: 390)), "the splash, not fading yet")
        #expect(dim(phone({ _ in }, pane: 1, at: 400)))
        #expect(dim(phone({ _ in }, pane: 1, at: 790)))
        #expect(!dim(phone({ _ in }, pane: 1, at: 800)), "the fade is 0.4 s")
        #expect(!dim(phone({ $0.expoSystem = .android }, pane: 1, at: 400)), "Android cuts")
        #expect(phone({ $0.expoSystem = .android }, pane: 1, at: 400).text == phone({ _ in }, pane: 1, at: 400).text)
        // The app's frame is under the fade: its first frame and content are when hide() is called.
        let stage = Stage(scenario: .changing { $0.platform = .expo }, size: Self.size)
        #expect(stage.panes[1].metrics.firstFrame == .ms(400) && stage.panes[1].metrics.content == .ms(400))
        // A fade between one picture and the same shows nothing: the animated launch's splash is its first frame.
        #expect(!dim(phone({ $0.right = .animated }, pane: 1, at: 400)))
        // Nowhere else: iOS itself and Android have no native splash to fade.
        #expect(!dim(Stage(scenario: .standard, size: Self.size).render(at: .ms(500)).cropped(to: stage.layout!.phones[1])))
    }

    @Test func theKnobsAreReadLikeAnyOtherAndInATalk() throws {
        #expect(Scenario().expoBuild == .release && Scenario().expoSystem == .ios)
        var scenario = Scenario()
        try ScenarioSettings.named("expo-build")?.apply("expo-go", to: &scenario)
        try ScenarioSettings.named("expo-os")?.apply("android", to: &scenario)
        #expect(scenario.expoBuild == .expoGo && scenario.expoSystem == .android)
        let script = try ScriptParser.script(
            """
            Scenario platform=expo expo-build=expo-go expo-os=android
            Play 1s
            """)
        let state = ScriptTimeline(script).segments.first!.state.scenario
        #expect(state.expoBuild == .expoGo && state.expoSystem == .android && state.platform == .expo)
    }
}
