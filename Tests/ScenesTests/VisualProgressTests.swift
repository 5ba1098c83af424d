import Scenes
import Testing

@Suite struct VisualProgressTests {
    /// A 4x2 pane filled with `background`, with `text` on row 0 in `role`.
    func frame(_ text: String, role: Role = .story, background: Role = .screen) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 2), fill: .blank(CellStyle(background)))
        buffer.put(text, x: 0, y: 0, style: CellStyle(role))
        return buffer
    }

    @Test func completenessCountsCellsLikeTheFinalFrameFromWhereItStarted() {
        // Final frame "abcd" over 8 cells; the start matches its 4 blanks, so
        // 4 cells are left to draw. "ab" draws 2 of them: 50 %, held 20 ms;
        // "abc" 75 %, held 10 ms; then fully drawn at 40 ms.
        // Area above the curve: 10 x 1 + 20 x 0.5 + 10 x 0.25 = 22.5 -> 23 ms.
        let progress = VisualProgress(
            frames: [
                (.ms(0), frame("")), (.ms(10), frame("ab")), (.ms(30), frame("abc")), (.ms(40), frame("abcd"))
            ], fullyDrawn: .ms(40))
        #expect(progress.points.map(\.completeness) == [0, 0.5, 0.75, 1])
        #expect(progress.points.map(\.time) == [.ms(0), .ms(10), .ms(30), .ms(40)])
        #expect(progress.speedIndex == 23)
        #expect(progress.completeness(at: .ms(29)) == 0.5)
        #expect(progress.completeness(at: .ms(500)) == 1)
    }

    @Test func blanksLookTheSameWhateverTheirRoleButTextNeedsItsRole() {
        // The launch screen's blanks match the app's; "ab" as a logo does not
        // match "ab" as a story, so nothing is drawn until the story.
        let progress = VisualProgress(
            frames: [
                (.ms(0), frame("", background: .launchScreen)), (.ms(10), frame("ab", role: .logo)), (.ms(20), frame("ab"))
            ], fullyDrawn: .ms(20))
        #expect(progress.points.map(\.completeness) == [0, 0, 1])
        #expect(progress.speedIndex == 20)
    }

    @Test func fewerMatchingCellsThanAtTheStartIsClampedToNothing() {
        // The start matches the final frame's 6 blanks, leaving 2 cells to
        // draw; "  xy" puts letters on 2 of its blanks and misses its "ab":
        // 4 matching, (4 - 6) / 2 = -1, clamped to 0.
        let progress = VisualProgress(
            frames: [
                (.ms(0), frame("")), (.ms(10), frame("  xy")), (.ms(50), frame("ab"))
            ], fullyDrawn: .ms(50))
        #expect(progress.points.map(\.completeness) == [0, 0, 1])
        #expect(progress.speedIndex == 50)
    }

    @Test func aPaneDrawnFromTheStartIsCompleteAtOnce() {
        let progress = VisualProgress(frames: [(.ms(0), frame("ab"))], fullyDrawn: .zero)
        #expect(progress.speedIndex == 0)
        #expect(progress.points.map(\.completeness) == [1])
    }

    @Test func neverFullyDrawnHasNoSpeedIndex() {
        let progress = VisualProgress(frames: [(.ms(0), frame("ab"))], fullyDrawn: nil)
        #expect(progress.speedIndex == nil)
        #expect(progress.points.isEmpty)
        #expect(progress.completeness(at: .ms(100)) == nil)
    }

    /// The default launch at 100x30, counted by hand, cell by cell, from the
    /// text and style forms of `snapshot --at T --styles`. The phone's screen
    /// is 31 x 19 = 589 cells. D(t) is the cells that do not look like the
    /// frame at fully drawn (so C(t) = 589 - D(t)), and 1 - VC(t) = D(t) / D(0).
    ///
    /// Content first, fully drawn at 1.5 s when the banner fills its slot:
    /// - 0 s, the launch screen: D = 315. Rows 3-4, the empty slot's dashed
    ///   outline against the banner, 29 + 29; row 2, no "Updated just now",
    ///   14 letters; the twelve story rows, skeleton bars against headlines
    ///   and sources, 28 + 13 + 26 + 14 + 26 + 11 + 25 + 12 + 24 + 13 + 24 + 11;
    ///   the tab bar without its labels, 16.
    /// - 0.4 s, the stories saved last time: D = 127. The slot, 58; "Updated
    ///   2 h ago" against "Updated just now", 7; the first two stories, which
    ///   fresh ones replace, 26 + 4 + 26 + 6.
    /// - 1.1 s, fresh stories in the same rows: D = 58, the slot alone.
    /// Speed Index = (315 x 400 + 127 x 700 + 58 x 400) / 315 = 755.9 -> 756 ms.
    ///
    /// The logo splash, fully drawn at 3 s after the banner's jump: at 0 s
    /// D = 279 (the logo against story text, no bars, title or tab bar), and
    /// the app's first frame (0.4 s, the same logo) and the spinner (from
    /// 1.5 s, on a cell that holds a letter at the end) leave it so. At 2.6 s the stories
    /// stand three rows above their final rows, so their letters meet other
    /// letters: D = 341, more than at the start, and completeness stays 0.
    /// Speed Index = 3000 x 1 = 3000 ms: the splash gets no credit for
    /// anything until the jump.
    @Test func theDefaultLaunchAsCountedByHand() {
        let panes = Stage(size: Size(width: 100, height: 30)).panes.map(\.metrics)
        #expect(panes[0].speedIndex == 3000)
        #expect(panes[0].progress.points.allSatisfy { $0.completeness == 0 || $0.time == .ms(3000) })
        #expect(panes[1].speedIndex == 756)
        let contentFirst = panes[1].progress
        #expect(contentFirst.points.map(\.time) == [.ms(0), .ms(400), .ms(1100), .ms(1500)])
        let expected = [0, 1 - 127.0 / 315, 1 - 58.0 / 315, 1]
        for (point, value) in zip(contentFirst.points, expected) {
            #expect(abs(point.completeness - value) < 1e-12)
        }
    }

    @Test func neverFullyDrawnPanesHaveNoSpeedIndex() {
        var scenario = Scenario()
        scenario.network = .offline
        let splash = Stage(scenario: scenario, size: Size(width: 100, height: 30)).panes[0].metrics
        #expect(splash.fullyDrawn == nil)
        #expect(splash.speedIndex == nil)
    }
}
