import Scenes
import ScenesTesting
import Testing

/// A scenario at a moment worth keeping a picture of.
struct MonotonicTime: Sendable, CustomTestStringConvertible {
    var name: String
    var scenario: Scenario
    var time: LaunchTime
    var size: Size
    var testDescription: String { name }

    init(
        _ name: String, at milliseconds: Int, size: Size = Size(width: 80, height: 24),
        _ change: (inout Scenario) -> Void = { _ in }
    ) {
        self.name = name
        self.scenario = .changing(change)
        self.time = .ms(milliseconds)
        self.size = size
    }
}

/// Pictures of each scenario's key moments, text and styles: at the least
/// size, and a few larger where the verdicts have room for their names.
@Suite struct PlatformSnapshotTests {
    static let moments: [MonotonicTime] = [
        // Each platform's first moments.
        MonotonicTime("ios-launch-screens", at: 200),
        MonotonicTime("android-system-splash", at: 200) { $0.platform = .android },
        MonotonicTime("android-second-splash", at: 500) { $0.platform = .android },
        MonotonicTime("expo-native-splash", at: 200) { $0.platform = .expo },
        MonotonicTime("expo-splash-hidden-after-fetch", at: 2700) { $0.platform = .expo },
        // Appearance.
        MonotonicTime("dark-ios", at: 3200) { $0.appearance = .dark },
        MonotonicTime("dark-android-white-flash", at: 200) {
            $0.appearance = .dark; $0.platform = .android
        },
        MonotonicTime("dark-android-after-flash", at: 500) {
            $0.appearance = .dark; $0.platform = .android
        },
        // Offline.
        MonotonicTime("offline-note", at: 3100) { $0.network = .offline },
        MonotonicTime("offline-error-screen", at: 4600) { $0.network = .offline },
        MonotonicTime("offline-expo-stuck-splash", at: 4000) {
            $0.network = .offline; $0.platform = .expo
        },
        MonotonicTime("offline-first-launch", at: 3500) {
            $0.network = .offline; $0.cache = .empty
        },
        // First launch.
        MonotonicTime("empty-cache-skeleton", at: 600) { $0.cache = .empty },
        // Where people were.
        MonotonicTime("warm-restored-scroll", at: 500) { $0.launch = .warm },
        MonotonicTime("hot-at-once", at: 0) { $0.launch = .hot },
        // Larger: every verdict with its standard's name.
        MonotonicTime("slow-network-100x30", at: 6000, size: Size(width: 100, height: 30)) { $0.network = .slow },
        MonotonicTime("android-warm-160x48", at: 500, size: Size(width: 160, height: 48)) {
            $0.platform = .android; $0.launch = .warm
        }
    ]

    @Test(arguments: moments)
    func keyMoment(_ moment: MonotonicTime) {
        let stage = Stage(scenario: moment.scenario, size: moment.size)
        assertSnapshot(stage.render(at: moment.time), named: moment.name)
    }

    /// Without UTF-8 the marks and signs fall back to ASCII: "x", ">=", "<=".
    @Test func verdictsInAscii() {
        let scenario = Scenario.changing {
            $0.network = .offline; $0.platform = .expo
        }
        let stage = Stage(scenario: scenario, size: Size(width: 80, height: 24), glyphs: .ascii)
        assertSnapshot(stage.render(at: .ms(4000)), named: "ascii-offline-expo")
    }
}
