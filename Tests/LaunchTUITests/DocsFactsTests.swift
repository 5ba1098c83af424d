import Foundation
import Testing

@testable import LaunchTUI
@testable import Scenes

/// The docs pages (README, docs/*.md) state the numbers the code holds:
/// each fact with a home in the code (a threshold, a limit, an exit
/// status) is looked for in the pages' prose wherever it is said, and every
/// number said there must be the code's. A page that says another number
/// fails here, not in a reader's hands.
@Suite struct DocsFactsTests {
    /// README.md and every page under docs/, each as one line (prose wraps).
    static let pages: [(name: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = root.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        let files = [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
        return files.compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map {
                (url.lastPathComponent, $0.split(whereSeparator: \.isWhitespace).joined(separator: " "))
            }
        }
    }()

    /// Every match of `pattern` in every page: the page and the captured groups.
    static func said(_ pattern: String) -> [(page: String, groups: [String])] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return pages.flatMap { page in
            let text = page.text as NSString
            return expression.matches(in: page.text, range: NSRange(location: 0, length: text.length)).map { match in
                (page.name, (1..<match.numberOfRanges).map { text.substring(with: match.range(at: $0)) })
            }
        }
    }

    /// "2.5" from "2.5 s", "0.1": the numbers in a text, in order.
    static func numbers(_ text: String) -> [Double] {
        text.split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0.trimmingCharacters(in: ["."])) }
    }

    @Test func thePagesFindTheirFacts() {
        #expect(Self.pages.count > 5, "README and the docs pages are read")
        #expect(!Self.said(#"good (?:≤|<=) ([0-9.]+)"#).isEmpty)
    }

    /// web.dev's FCP, LCP and CLS, as "good ≤ 2.5 s, poor > 4 s" or "good
    /// at 1.8 s or less, poor over 3 s": one of the code's pairs.
    @Test func webVitalsThresholds() {
        let pairs = [Standard.firstPaint, .contentPaint, .layoutShift].map { Self.numbers($0.bandsText) }
        let found =
            Self.said(#"good (?:≤|<=) ([0-9.]+)(?: m?s)?, poor > ([0-9.]+)"#)
            + Self.said(#"good at ([0-9.]+) s or less, poor over ([0-9.]+) s"#)
        #expect(found.count >= 3)
        for (page, groups) in found {
            #expect(pairs.contains(groups.compactMap(Double.init)), "\(page) says good \(groups[0]), poor \(groups[1])")
        }
    }

    /// Android vitals' excessive launches and Apple's 400 ms.
    @Test func launchThresholds() {
        let android = LaunchKind.allCases.map { Double($0.excessiveLaunch.milliseconds) / 1000 }
        for (page, groups) in Self.said(#"([0-9.]+) s cold, ([0-9.]+) s warm, ([0-9.]+) s hot"#) {
            #expect(groups.compactMap(Double.init) == android, "\(page) says Android vitals \(groups)")
        }
        let apple = Self.numbers(Standard.apple.bandsText)
        for (page, groups) in Self.said(#"Apple's ([0-9]+) ms"#) {
            #expect(groups.compactMap(Double.init) == apple, "\(page) says Apple's \(groups[0]) ms")
        }
    }

    /// The one-minute limit on a launch.
    @Test func theLongestLaunch() {
        let longest = LaunchTime.longestLaunch.secondsText
        let found =
            Self.said(#"`--until` beyond ([0-9.]+) s"#) + Self.said(#"over ([0-9.]+) s, NaN"#)
            + Self.said(#"([0-9.]+) s \(a launch is over by a minute\)"#)
        #expect(found.count >= 2)
        for (page, groups) in found { #expect(groups == [longest], "\(page) says \(groups[0]) s where the code says \(longest) s") }
    }

    /// The exit statuses: 2 for bad input, 128+N after signal N.
    @Test func exitStatuses() {
        let base = String(CommandFailure.signalStatusBase)
        let found = Self.said(#"([0-9]+)\+N after signal N"#)
        #expect(!found.isEmpty)
        for (page, groups) in found { #expect(groups == [base], "\(page) says \(groups[0])+N") }
        for (signal, name) in [(SIGQUIT, "SIGQUIT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")] {
            for (page, groups) in Self.said(#"([0-9]+) after "# + name) {
                #expect(groups == [String(CommandFailure.status(after: signal))], "\(page) says \(groups[0]) after \(name)")
            }
        }
        for (page, groups) in Self.said(#"([0-9]+) without a terminal"#) {
            #expect(groups == [String(CommandFailure.badInputStatus)], "\(page) says \(groups[0]) without a terminal")
        }
    }

    /// The animated launch's timings, as its timetable holds them: the
    /// spans of its table, the speed of its search, the handover, the build
    /// and the moments of an app slow to build.
    @Test func theAnimatedLaunchsTimings() {
        func time(_ text: String) -> LaunchTime? { LaunchTime(parsingSeconds: text) }
        let spans: [[LaunchTime?]] = AnimatedLaunch.spans.map { [$0.from, $0.to] }
        let rows = Self.said(
            #"\| ([0-9.]+) \| ([0-9.]+) \| (?:search dots|the search fades|a small white arrow|the arrow grows|the picture holds)"#)
        #expect(rows.map { $0.groups.map(time) } == spans, "the table of the animated launch in \(rows.map(\.page))")

        let speed = Self.said(#"at ([0-9]+) points a second"#) + Self.said(#"taken as ([0-9]+) points wide"#)
        #expect(speed.count == 2)
        #expect(speed.map(\.groups) == [[String(Int(LaunchAnimation.searchSpeed))], [String(Int(StreetMap.launch.size.x))]])

        let appReady = LaunchConditions().appReady
        let whole = LaunchAnimation.end(through: LaunchAnimation.atDoor)
        let handover = Self.said(#"stories at ([0-9.]+) \+ ([0-9.]+) = ([0-9.]+) s"#)
        #expect(!handover.isEmpty)
        for (page, groups) in handover {
            #expect(groups.map(time) == [appReady, whole, appReady + whole], "\(page) says stories at \(groups)")
        }

        let build = AnimatedLaunch.build.defaultValue
        let said =
            Self.said(#"([0-9.]+) s after the animation's first frame and takes `--build S` \(([0-9.]+) s"#)
            + Self.said(#"steps through \(([0-9.]+) s\) and the picture holds \(([0-9.]+) s\)"#)
        #expect(
            said.map { $0.groups.map(time) }
                == [[LaunchAnimation.buildDelay, build], [LaunchAnimation.throughDoor, LaunchAnimation.hold]],
            "\(said)")

        // An app slow to build: when the arrow is at the door, the app ready and its stories shown.
        let slow = Self.said(#"with `--build ([0-9.]+)` the door at ([0-9.]+) s, ready at ([0-9.]+) s, stories at ([0-9.]+) s"#)
        let content = Self.said(#"content ([0-9.]+) s \(([0-9.]+) s with `--build ([0-9.]+)`"#)
        let ready = Self.said(#"app is ready under it, at ([0-9.]+) s \(([0-9.]+) s with `--build ([0-9.]+)`"#)
        #expect(!slow.isEmpty && !content.isEmpty && !ready.isEmpty)
        for (page, groups) in slow {
            let moments = groups.first.flatMap(time).map { AnimatedLaunch.moments(building: $0) }
            #expect(groups.dropFirst().map(time) == [moments?.door, moments?.ready, moments?.stories], "\(page) says \(groups)")
        }
        for (page, groups) in content {
            let slower = time(groups[2]).map { AnimatedLaunch.moments(building: $0).stories }
            #expect(
                [time(groups[0]), time(groups[1])] == [AnimatedLaunch.moments(building: build).stories, slower], "\(page) says \(groups)")
        }
        for (page, groups) in ready {
            let slower = time(groups[2]).map { AnimatedLaunch.moments(building: $0).ready }
            #expect([time(groups[0]), time(groups[1])] == [AnimatedLaunch.moments(building: build).ready, slower], "\(page) says \(groups)")
        }
    }

    /// The moments the help and the docs work out are those measured in
    /// the frames: the stories at the handover, the tap answered once ready.
    @Test(arguments: [400, 1500]) func theAnimatedLaunchsMomentsAreMeasured(build: Int) {
        var options = MetricsOptions()
        options.scenario.left = .animated
        options.scenario.conditions.build = .ms(build)
        let measured = Stage(scenario: options.scenario, size: options.size).panes[0].metrics
        let moments = AnimatedLaunch.moments(building: .ms(build))
        #expect(measured.content == moments.stories)
        #expect(measured.touch?.responds == moments.ready)
    }

    /// `groups`, each as a time in seconds ("0.4" as 400 ms).
    static func times(_ groups: [String]) -> [LaunchTime?] { groups.map { LaunchTime(parsingSeconds: $0) } }

    /// Every match of each pattern, and at least one of each.
    static func saidEach(_ patterns: [String]) -> [(page: String, groups: [String])] {
        patterns.flatMap { pattern in
            let found = said(pattern)
            #expect(!found.isEmpty, "no page says \(pattern)")
            return found
        }
    }

    /// Apple's 400 ms split: the system's share, about 0.1 s, and the app's own, about 0.3 s.
    @Test func theSystemsShareAndTheApps() {
        let system = LaunchConditions.systemShare
        let app = LaunchConditions().appReady - system
        for (page, groups) in Self.saidEach([#"system's (?:share, about |~)([0-9.]+) s"#]) {
            #expect(Self.times(groups) == [system], "\(page) says the system's \(groups[0]) s")
        }
        for (page, groups) in Self.saidEach([#"app's own(?:, about | ~)([0-9.]+) s"#]) {
            #expect(Self.times(groups) == [app], "\(page) says the app's own \(groups[0]) s")
        }
    }

    /// Android's system splash icon, and a Baseline Profile's saving.
    @Test func androidsSplashIconAndBaselineProfile() {
        for (page, groups) in Self.saidEach([#"([0-9]+) dp circle \(?of a ([0-9]+) dp icon"#]) {
            #expect(groups == [String(SplashIcon.circleDp), String(SplashIcon.iconDp)], "\(page) says \(groups)")
        }
        for (page, groups) in Self.saidEach([#"fills in over at most ([0-9.]+) s"#, #"fills it from the bottom in tenths over ([0-9.]+) s"#]
        ) {
            #expect(Self.times(groups) == [SplashIcon.longest], "\(page) says the animated icon fills in \(groups[0]) s")
        }
        for (page, groups) in Self.saidEach([#"build, ([0-9]+)% shorter"#, #"code run about ([0-9]+)%"#]) {
            #expect(groups == [String(LaunchConditions.baselineProfileSaving)], "\(page) says \(groups[0])%")
        }
        var android = LaunchConditions()
        android.platform = .android
        android.baselineProfile = .on
        for (page, groups) in Self.saidEach([#"([0-9]+)% shorter in both panes \(first frame ([0-9.]+) s\)"#]) {
            #expect(groups[0] == String(LaunchConditions.baselineProfileSaving), "\(page) says \(groups[0])%")
            #expect(Self.times([groups[1]]) == [android.firstFrame], "\(page) says first frame \(groups[1]) s")
        }
    }

    /// Expo's fade on iOS: the demo's choice, expo-splash-screen's default.
    @Test func exposFade() {
        for (page, groups) in Self.saidEach([#"fades out over ([0-9.]+) s"#, #"dim through it for ([0-9.]+) s"#]) {
            #expect(Self.times(groups) == [SystemLaunch.expoFade], "\(page) says a fade of \(groups[0]) s")
        }
    }

    /// How metrics measure: a frame every 10 ms on the reference phone, CLS
    /// as the largest session window.
    @Test func howMetricsMeasure() {
        let step = String(LaunchObserver.frameStep.milliseconds)
        for (page, groups) in Self.saidEach([#"tap at every ([0-9]+) ms step"#]) {
            #expect(groups == [step], "\(page) says a tap every \(groups[0]) ms")
        }
        for (page, groups) in Self.saidEach([#"at ([0-9]+x[0-9]+) \(`StageLayout.reference`\)"#]) {
            #expect(groups == [StageLayout.reference.size.description], "\(page) says the reference stage is \(groups[0])")
        }
        let windows = [SessionWindows.gap, SessionWindows.length].map { LaunchTime.ms(Int($0)) }
        for (page, groups) in Self.saidEach([#"shifts under ([0-9.]+) s apart, ([0-9.]+) s at most"#]) {
            #expect(Self.times(groups) == windows, "\(page) says CLS windows of \(groups)")
        }
    }

    /// The logo splash's and content first's moments in the default launch,
    /// as measured in their frames, and the networks' answer times.
    @Test func theSplashAndContentFirstTimings() throws {
        let stage = Stage(scenario: Scenario(), size: .standard)
        #expect(stage.panes.map(\.style.name) == ["splash", "content-first"])
        let splash = stage.panes[0].metrics
        let contentFirst = stage.panes[1].metrics
        let jump = try #require(splash.shifts.first?.at)
        let typical = try #require(Network.typical.storiesLatency)

        for (page, groups) in Self.saidEach([
            #"([0-9.]+) s of logo, then a spinner while it fetches, the stories at ([0-9.]+) s, and a jump at ([0-9.]+) s"#
        ]) {
            #expect(Self.times(groups) == [SplashLaunch.logoDuration, splash.content, jump], "\(page) says \(groups)")
        }
        for (page, groups) in Self.saidEach([#"the stories it saved last time at ([0-9.]+) s"#]) {
            #expect(Self.times(groups) == [contentFirst.content], "\(page) says \(groups)")
        }
        let both =
            #"the logo splash shows stories at ([0-9.]+) s and jumps at ([0-9.]+) s; content first shows cached stories at ([0-9.]+) s"#
        for (page, groups) in Self.saidEach([both]) {
            #expect(Self.times(groups) == [splash.content, jump, contentFirst.content], "\(page) says \(groups)")
        }
        // The timeline table: each row's moment.
        let rows: [(String, LaunchTime?)] = [
            (#"\| ([0-9.]+) \| the app's first frame: the same logo"#, splash.firstFrame),
            (#"\| ([0-9.]+) \| \| fresh stories in the same rows"#, typical),
            (#"\| ([0-9.]+) \| the logo's time is up"#, SplashLaunch.logoDuration),
            (#"\| ([0-9.]+) \| the stories \|"#, splash.content),
            (#"\| ([0-9.]+) \| the banner is inserted above the stories"#, jump)
        ]
        for (pattern, time) in rows {
            for (page, groups) in Self.saidEach([pattern]) {
                #expect(Self.times(groups) == [time], "\(page) says \(groups) for \(pattern)")
            }
        }
        // "splash 0.4 / 2.6 / 3.0 / 0.125, content first 0.4 / 0.4 / 1.5 / 0"
        let figures =
            #"For the default launch: splash ([0-9.]+) / ([0-9.]+) / ([0-9.]+) / ([0-9.]+), content first ([0-9.]+) / ([0-9.]+) / ([0-9.]+) / ([0-9.]+)"#
        for (page, groups) in Self.saidEach([figures]) {
            let measured = [splash, contentFirst].flatMap { m in
                [m.firstFrame?.secondsText, m.content?.secondsText, m.fullyDrawn?.secondsText, PaneMetrics.scoreText(m.layoutShift)]
            }
            #expect(groups.map(Double.init) == measured.map { $0.flatMap(Double.init) }, "\(page) says \(groups)")
        }
        let network =
            #"typical ([0-9.]+) / ([0-9.]+) s, fast ([0-9.]+) / ([0-9.]+) s, slow ([0-9.]+) / ([0-9.]+) s; offline: the request fails after ([0-9.]+) s"#
        for (page, groups) in Self.saidEach([network]) {
            let latencies = [Network.typical, .fast, .slow].flatMap { [$0.storiesLatency, $0.bannerLatency] } + [Network.failureLatency]
            #expect(Self.times(groups) == latencies, "\(page) says \(groups)")
        }
    }

    /// The keys' steps, and the filmstrip's changed-column border.
    @Test func theKeysStepsAndTheFilmstripsBorder() {
        for (page, groups) in Self.saidEach([#"back / forward ([0-9.]+) s \|"#]) {
            #expect(Self.times(groups) == [KeyTable.step], "\(page) says a step of \(groups[0]) s")
        }
        for (page, groups) in Self.saidEach([#"back / forward one frame \(([0-9]+) ms"#]) {
            #expect(groups == [String(KeyTable.frame.milliseconds)], "\(page) says a frame of \(groups[0]) ms")
        }
        for (page, groups) in Self.saidEach([#"a ([0-9]+)-pixel orange border \((#[0-9A-F]{6})\)"#]) {
            #expect(groups == [String(FilmstripSVG.borderWidth), TerminalPalette.changedRGB], "\(page) says \(groups)")
        }
    }

    /// The `metrics --json` fields the pages name are fields it writes:
    /// each type's properties, named as `JSONWriter` names them.
    @Test func theJSONFieldsThePagesName() throws {
        let stage = Stage(scenario: Scenario(), size: .standard)
        let pane = MetricsJSON.Pane(stage.panes[0], in: stage.scenario)
        let verdict = try #require(pane.verdicts.first)
        let values: [Any] = [
            MetricsJSON(panes: []), pane, verdict, MetricsJSON.Report(ReportFigures()), MetricsJSON.Observed(.init())
        ]
        let fields = Set(
            values.flatMap { Mirror(reflecting: $0).children.compactMap(\.label) }
                .map { JSONWriter.snakeCase($0.hasPrefix("_") ? String($0.dropFirst()) : $0) })
        #expect(fields.isSuperset(of: ["first_frame", "layout_shift_out_of_reach", "total_blocking_time", "verdicts"]))
        let named = Self.said(#""([a-z_]+)": "#).filter { $0.groups != ["lhr"] }
        #expect(named.count > 5)
        for (page, groups) in named {
            #expect(fields.contains(groups[0]), "\(page) names \"\(groups[0])\", which metrics --json never writes")
        }
    }
}
