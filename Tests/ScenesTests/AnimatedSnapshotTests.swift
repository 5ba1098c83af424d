import Scenes
import ScenesTesting
import Testing

/// The animated launch beside content first at its key moments, light and
/// dark, at the least size and the default one: the still launch screen
/// (0.2), the search (0.6), the route with the arrow on it (0.8), through
/// the door (1.25) and the app's screen after the handover (1.43).
@Suite struct AnimatedSnapshotTests {
    static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30)]
    static let moments = [200, 600, 800, 1250, 1430]

    @Test(arguments: sizes, moments)
    func keyMoment(size: Size, milliseconds: Int) {
        for appearance in Appearance.allCases {
            let scenario = Scenario.changing {
                $0.left = .animated; $0.appearance = appearance
            }
            let buffer = Stage(scenario: scenario, size: size).render(at: .ms(milliseconds))
            assertSnapshot(buffer, named: "animated-\(appearance.rawValue)-\(size)-t\(LaunchTime.ms(milliseconds).secondsText)")
        }
    }

    /// Without UTF-8 the map draws in ASCII.
    @Test func inASCII() {
        let scenario = Scenario.changing { $0.left = .animated }
        let buffer = Stage(scenario: scenario, size: Size(width: 80, height: 24), glyphs: .ascii).render(at: .ms(900))
        assertSnapshot(buffer, named: "animated-ascii-80x24-t0.9")
        #expect(buffer.cells.allSatisfy { $0.text.unicodeScalars.allSatisfy(\.isASCII) })
    }
}
