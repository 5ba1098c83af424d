import Scenes
import Testing

/// Verdicts at and around each threshold of the sources.
@Suite struct VerdictTests {
    @Test(arguments: [
        (399, Grade.good, "≤400 ms"), (400, .good, "≤400 ms"), (401, .poor, ">400 ms")
    ])
    func firstFrameAgainstApples400ms(milliseconds: Int, grade: Grade, rule: String) {
        let verdict = Standard.apple.judge(.ms(milliseconds))
        #expect(verdict.grade == grade)
        #expect(verdict.rule() == rule)
    }

    @Test(arguments: [
        (LaunchKind.cold, 4999, Grade.good, "<5 s"), (.cold, 5000, .poor, "≥5 s"), (.cold, 5001, .poor, "≥5 s"),
        (.warm, 1999, .good, "<2 s"), (.warm, 2000, .poor, "≥2 s"), (.warm, 2001, .poor, "≥2 s"),
        (.hot, 1499, .good, "<1.5 s"), (.hot, 1500, .poor, "≥1.5 s"), (.hot, 1501, .poor, "≥1.5 s")
    ])
    func firstFrameAgainstAndroidVitalsForTheLaunchKind(launch: LaunchKind, milliseconds: Int, grade: Grade, rule: String) {
        let verdict = Standard.androidVitals(launch).judge(.ms(milliseconds))
        #expect(verdict.grade == grade)
        #expect(verdict.rule() == rule)
        #expect(verdict.standard.name == "Android vitals (\(launch.rawValue))")
    }

    @Test(arguments: [
        (2499, Grade.good, "≤2.5 s"), (2500, .good, "≤2.5 s"), (2501, .needsImprovement, ">2.5 s"),
        (3999, .needsImprovement, ">2.5 s"), (4000, .needsImprovement, ">2.5 s"), (4001, .poor, ">4 s")
    ])
    func contentAgainstWebVitals(milliseconds: Int, grade: Grade, rule: String) {
        let verdict = Standard.contentPaint.judge(.ms(milliseconds))
        #expect(verdict.grade == grade)
        #expect(verdict.rule() == rule)
    }

    @Test(arguments: [
        (0.0, Grade.good, "≤0.1"), (0.1, .good, "≤0.1"), (0.101, .needsImprovement, ">0.1"),
        (0.25, .needsImprovement, ">0.1"), (0.251, .poor, ">0.25"), (1.5, .poor, ">0.25")
    ])
    func layoutShiftAgainstWebVitals(score: Double, grade: Grade, rule: String) {
        let verdict = Standard.layoutShift.judge(score: score)
        #expect(verdict.grade == grade)
        #expect(verdict.rule() == rule)
    }

    @Test func aScoreIsJudgedAsItIsShownToThreeDecimals() {
        // 0.1 reached as a sum of fractions is a hair above 0.1; it shows, and counts, as 0.100.
        #expect(Standard.layoutShift.judge(score: 0.1000000000000001).grade == .good)
        #expect(Standard.layoutShift.judge(score: 0.1004).grade == .good)
        #expect(Standard.layoutShift.judge(score: 0.1005).grade == .needsImprovement)
    }

    @Test func whatNeverHappensIsPoorAgainstTheLastThreshold() {
        #expect(Standard.apple.judge(nil).rule() == ">400 ms")
        #expect(Standard.androidVitals(.cold).judge(nil).rule() == "≥5 s")
        #expect(Standard.contentPaint.judge(nil).rule() == ">4 s")
        #expect([Standard.apple, .androidVitals(.hot), .contentPaint].allSatisfy { $0.judge(nil).grade == .poor })
    }

    @Test func onTheClockAVerdictWaitsUntilItIsDecided() {
        // Measured by now: judged.
        #expect(Standard.contentPaint.judge(.ms(2600), at: .ms(2600))?.grade == .needsImprovement)
        // Not yet measured, and an arrival now would still pass: open.
        #expect(Standard.contentPaint.judge(.ms(5500), at: .ms(3000)) == nil)
        #expect(Standard.contentPaint.judge(nil, at: .ms(4000)) == nil)
        // Too late for any arrival to pass: poor already.
        #expect(Standard.contentPaint.judge(.ms(5500), at: .ms(4001))?.grade == .poor)
        #expect(Standard.apple.judge(nil, at: .ms(401))?.rule() == ">400 ms")
    }

    @Test func eachVerdictNamesItsThresholdInAscii() {
        #expect(Standard.apple.judge(.ms(400)).rule(.ascii) == "<=400 ms")
        #expect(Standard.androidVitals(.warm).judge(.ms(2000)).rule(.ascii) == ">=2 s")
        #expect(Standard.layoutShift.judge(score: 0.3).thresholdNumber == "0.25")
        #expect(Standard.apple.judge(.ms(100)).thresholdNumber == "0.4")
    }

    @Test func aPaneHasFourVerdictsInOrder() {
        let metrics = Stage(size: Size(width: 100, height: 30)).panes[0].metrics
        let verdicts = metrics.verdicts(for: .cold)
        #expect(verdicts.map(\.standard) == [.apple, .androidVitals(.cold), .contentPaint, .layoutShift])
        #expect(verdicts.map(\.grade) == [.good, .good, .needsImprovement, .needsImprovement])
    }

    /// web.dev's FCP: good at 1.8 s and below, poor over 3 s.
    @Test func aWebPagesFirstPaintIsHeldToFCP() {
        #expect(Standard.firstPaint.judge(.ms(1800)).grade == .good)
        #expect(Standard.firstPaint.judge(.ms(1800)).rule(.ascii) == "<=1.8 s")
        #expect(Standard.firstPaint.judge(.ms(1801)).grade == .needsImprovement)
        #expect(Standard.firstPaint.judge(.ms(3000)).grade == .needsImprovement)
        #expect(Standard.firstPaint.judge(.ms(3001)).grade == .poor)
        #expect(Standard.firstPaint.judge(.ms(3001)).rule(.ascii) == ">3 s")
        #expect(Standard.firstPaint.name == "web.dev FCP")
        #expect(Standard.firstPaint.metric == "first_frame")
    }

    /// A web page's verdicts: FCP, LCP and CLS; never Apple's 400 ms or Android vitals.
    @Test func aWebPaneHasThreeVerdictsAndNoLaunchKind() {
        let metrics = Stage(size: Size(width: 100, height: 30)).panes[0].metrics
        let verdicts = metrics.verdicts(for: .web)
        #expect(verdicts.map(\.standard) == [.firstPaint, .contentPaint, .layoutShift])
        // The splash's 0.4 s first frame is good against FCP too.
        #expect(verdicts.map(\.grade) == [.good, .needsImprovement, .needsImprovement])
        #expect(Thresholds.web.launch == nil)
        #expect(Thresholds.app(.warm).launch == .warm)
        #expect(Thresholds.web.firstLabel == "first paint")
    }
}
