import Testing

@testable import LaunchTUI
@testable import Reports
@testable import Scenes

/// A report's figures are the same at every size the stage is drawn at:
/// its shifts are fitted once, on the reference phone (for a web page, the
/// reference browser window), where the drawn layout shift lands in the
/// band of the report's CLS (web.dev: good up to 0.1, poor above 0.25), as
/// near its value as the rows there allow: the shifts a report lists, or
/// up to three banners chosen from its CLS alone. Reports of our own, in Lighthouse's and Chrome's schemas.
@Suite struct ReportShiftsTests {
    static let sizes = [
        Size(width: 80, height: 24), Size(width: 90, height: 26), Size(width: 100, height: 30),
        Size(width: 160, height: 50), Size(width: 200, height: 60)
    ]

    /// A Lighthouse 12 report: FCP 1.2 s, LCP 2.1 s, CLS `cls`, and
    /// `shifts` as its `layout-shifts` audit's items where given.
    static func lighthouse(cls: Double, shifts: [Double] = []) throws -> ReportLaunch {
        let items = shifts.map { #"{"node": {"type": "node", "selector": "body > div"}, "score": \#($0)}"# }.joined(separator: ", ")
        let list = shifts.isEmpty ? "" : #", "layout-shifts": {"details": {"type": "table", "items": [\#(items)]}}"#
        let text =
            #"{"lighthouseVersion": "12.2.1", "requestedUrl": "https://news.example.com/", "configSettings": {"formFactor": "mobile"}, "#
            + #""audits": {"first-contentful-paint": {"numericValue": 1200}, "largest-contentful-paint": {"numericValue": 2100}, "#
            + #""cumulative-layout-shift": {"numericValue": \#(cls)}\#(list)}}"#
        return try Reports.read(Array(text.utf8))
    }

    static func stage(_ report: ReportLaunch, size: Size) -> Stage {
        var scenario = Scenario.standard
        scenario.left = report.launch.style(named: "page")
        return Stage(scenario: scenario, size: size)
    }

    static func band(_ score: Double) -> Grade { Standard.layoutShift.judge(score: score).grade }

    @Test(arguments: [0.0996, 0.2311])
    func theDrawnShiftLandsInTheReportsBandAtEverySize(cls: Double) throws {
        let report = try Self.lighthouse(cls: cls)
        for size in Self.sizes {
            let stage = Self.stage(report, size: size)
            let pane = stage.panes[0]
            let drawn = pane.metrics.layoutShift
            #expect(Self.band(drawn) == Self.band(cls), "\(size): drawn \(drawn)")
            // 0.2311 is reached within 0.01 (two or three banners: 0.230); no rows draw 0.0996
            // nearer than 0.083 (one banner of 2 rows; 0.081 or 0.117 and up with two), so the pane says the report's.
            #expect(abs(drawn - cls) <= Stage.Pane.drawnNearEnough || cls == 0.0996, "\(size): drawn \(drawn)")
            #expect((pane.shiftOutOfReach == nil) == (abs(drawn - cls) <= Stage.Pane.drawnNearEnough), "\(size)")
            #expect(pane.verdicts(for: .web).last?.grade == Self.band(cls), "\(size)")
            #expect((1...3).contains(pane.metrics.shifts.count), "\(size): up to three banners, chosen from the CLS alone")
            // As near as the rows allow: no banner that lands in the band is nearer.
            var content = report.launch
            content.steps.removeAll { if case .banner = $0.phase { true } else { false } }
            let moves = ReportShifts.Moves(content, size: Stage.measuring(pane.style).size, conditions: LaunchConditions())
            let inBand = (1...moves.tallest).map { moves.score[0][$0] }.filter { Self.band($0) == Self.band(cls) }
            #expect(inBand.allSatisfy { abs($0 - cls) >= abs(drawn - cls) - 1e-12 }, "\(size): drawn \(drawn) of \(inBand)")
            let note = stage.render(at: stage.duration).text.contains("cannot draw CLS")
            #expect(stage.render(at: stage.duration).text.contains("Lighthouse 12.2.1") || note, "\(size): the source")
            #expect(note == (pane.shiftOutOfReach != nil), "\(size): a note only where the rows cannot reach the figure")
        }
    }

    /// CLS 0.42 is poor. At 80x24 the phone as drawn could not draw a single
    /// banner that shifted so much and kept stories in view; on the
    /// reference browser window one does, so it is drawn poor at every size.
    /// (Where no drawing reached the band, the stage would say so and keep the report's verdict.)
    @Test func aPoorCLSIsDrawnPoorAtEverySize() throws {
        let report = try Self.lighthouse(cls: 0.42)
        var outOfReach: [Size] = []
        var measured: Set<PaneMetrics> = []
        for size in Self.sizes {
            let stage = Self.stage(report, size: size)
            let pane = stage.panes[0]
            #expect(pane.verdicts(for: .web).last?.grade == .poor, "\(size)")
            let text = stage.render(at: stage.duration).text
            let layoutRow = try #require(text.split(separator: "\n").first { $0.contains("(report 0.420)") })
            measured.insert(pane.metrics)
            if let cls = pane.shiftOutOfReach {
                outOfReach.append(size)
                #expect(cls == 0.42)
                #expect(Self.band(pane.metrics.layoutShift) != .poor)
                #expect(text.contains("cannot draw CLS 0.42 here"), "\(size)")
                #expect(layoutRow.contains("✗"), "\(size): \(layoutRow)")
                #expect(MetricsCommand.json(stage).contains("\"layout_shift_out_of_reach\": true"))
                #expect(MetricsCommand.table(stage).contains("its verdict is the report's"))
            } else {
                #expect(Self.band(pane.metrics.layoutShift) == .poor, "\(size)")
                #expect(!text.contains("cannot draw"), "\(size)")
            }
        }
        #expect(outOfReach.isEmpty)
        #expect(measured.count == 1, "the same figures at every size: \(measured)")
    }

    /// Lighthouse's `layout-shifts` audit lists the shifts, without times:
    /// drawn at their moments, 100 ms apart from half a second after the
    /// content, by as many banners as bring the drawn CLS nearest the report's.
    @Test func aReportsListedShiftsAreDrawnAtTheirMoments() throws {
        let report = try Self.lighthouse(cls: 0.099576, shifts: [0.060146, 0.03943])
        #expect(report.launch.report?.shifts.map(\.at) == [.ms(2600), .ms(2700)])
        #expect(
            report.notes.steps.values.contains {
                $0.contains("(the 2 shifts of audits.layout-shifts, their scores scaled to sum to it) becomes")
            })
        for size in Self.sizes {
            let pane = Self.stage(report, size: size).panes[0]
            #expect(Self.band(pane.metrics.layoutShift) == .good, "\(size): \(pane.metrics.layoutShift)")
            // No rows draw 0.0996 within 0.01 (0.083 is nearest): the pane says the report's figure.
            #expect(pane.shiftOutOfReach == 0.099576)
            #expect(pane.metrics.shifts.allSatisfy { [.ms(2600), .ms(2700)].contains($0.at) }, "\(size)")
        }
        // The same shifts at every size: fitted once, on the reference phone.
        let shifts = Set(Self.sizes.map { Self.stage(report, size: $0).panes[0].metrics.shifts })
        #expect(shifts.count == 1, "\(shifts)")
    }

    /// A trace's shifts, in two session windows (0.05 + 0.08, then 0.2 +
    /// 0.07 + 0.01 = 0.28, poor): drawn at their times, counted by windows.
    @Test func aTracesShiftsAreDrawnAtTheirTimes() throws {
        let report = try ChromeTraceReportTests.read("[" + ChromeTraceReportTests.events.joined(separator: ",\n") + "]")
        let times = try #require(report.launch.report?.shifts.map(\.at))
        for size in Self.sizes {
            let stage = Self.stage(report, size: size)
            let pane = stage.panes[0]
            #expect(pane.metrics.shifts.count >= 3, "\(size): \(pane.metrics.shifts)")
            #expect(pane.metrics.shifts.allSatisfy { times.contains($0.at) }, "\(size)")
            #expect(pane.verdicts(for: .web).last?.grade == .poor, "\(size)")
            if pane.shiftOutOfReach == nil {
                #expect(Self.band(pane.metrics.layoutShift) == .poor, "\(size): \(pane.metrics.layoutShift)")
            }
        }
    }

    /// The measured layout shift is web.dev's CLS, as the trace's is: the
    /// largest session window, not the sum of every shift.
    @Test func theMeasuredShiftIsTheLargestSessionWindow() {
        let metrics = PaneMetrics(shifts: [
            LayoutShift(at: .ms(1000), score: 0.1), LayoutShift(at: .ms(1500), score: 0.05),
            LayoutShift(at: .ms(2600), score: 0.12)
        ])
        #expect(abs(metrics.layoutShift - 0.15) < 1e-12)
        #expect(metrics.layoutShift(upTo: .ms(1200)) == 0.1)
        #expect(SessionWindows.windows([0, 999, 1998, 2997, 3996, 4995, 5100]) == [0, 0, 0, 0, 0, 0, 1], "at most 5 s")
    }
}
