import MyStage
import Scenes
import ScenesTesting
import Testing

/// Snapshot tests of screen buffers from outside the launch-tui package: each
/// picture is compared with `__Snapshots__/MyStageTests/<name>.txt`.
@Suite struct MyStageTests {
    @Test func theAnimatedLaunchMidway() {
        assertSnapshot(SlowNetworkStage.render(at: .ms(800)), named: "slow-80x24-t0.8")
    }

    @Test func aBadgeOfOurOwn() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 4))
        TimeBadge(label: "first content", time: .ms(400))
            .draw(in: buffer.bounds, into: &buffer)
        assertSnapshot(buffer, named: "badge-20x4")
    }

    @Test func theBadgeInASCII() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 4))
        TimeBadge(label: "first content", time: .ms(400))
            .draw(in: buffer.bounds, glyphs: .ascii, into: &buffer)
        // The text form alone, checked against a picture written out here.
        #expect(
            buffer.text == """
                +------------------+
                |  first content   |
                |      0.4 s       |
                +------------------+
                """)
    }
}
