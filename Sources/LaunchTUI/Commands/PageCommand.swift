import Scenes

/// `launch-tui page`: the demo as one self-contained web page (see `WebPage`).
enum PageCommand: Command {
    static let name = "page"

    /// A signal stops a long page between scenarios, with nothing written.
    static var catchesSignals: Bool { true }

    static let help = HelpPage(
        table: table,
        prose: """
            Writes the demo as one HTML page that needs nothing else (it works from
            file:// offline): the stage at every moment it changes, for every
            scenario the keys n, c, d, p, l and b reach from the one given, each
            distinct row and frame written once and a stage that two scenarios draw
            alike played once. The page plays from the browser's clock and takes
            the demo's keys, with buttons and a scrub bar. s and S switch each pane
            between the two styles named with --left and --right (four pairs: a
            page about twice the size; with an animated launch among them it takes
            some seconds to write, its progress on stderr: on a terminal one line
            rewritten, else a line every \(LaunchTime.ms(BenchProgress.lineInterval / 1_000_000))); without those flags
            the styles stay as given. t says how each pane answers a tap at that
            moment, as the demo's t does, but an animated launch plays on untapped
            (the demo and --tap-at show its hand-over). Its fragment sets the
            moment and the knobs by the command line's names
            (demo.html#t=3.1&network=slow&cache=empty&left=splash, and
            theme=light|dark, and play to play at once unless the reader asks for
            reduced motion): it opens there, paused (without one, on a poster frame
            with a Launch button), and follows the knobs as they change; a knob
            changed keeps the moment, where the demo in a terminal launches again.
            A heading and a caption say what to watch for, written from the
            measured events; every key has a button in words, and a legend names
            every mark and verdict with its threshold. Its stage, row by
            row, is what snapshot --at T prints, but for the status line; a pane
            drawn from a screen recording's frames (or a report's, --frames) shows
            each frame as its picture over its cells, each picture's JPEG written
            once (\(WebPage.mostImageBytes >> 20) MB of them at most; past that, frames are cells alone). The page
            is written as it is made, its rows and frames waiting in unnamed files
            in $TMPDIR until its head is written, so its memory stays bounded at any
            size. Its Content-Security-Policy lets only its own script and style
            run. A failed write, or a signal before the end, leaves an existing
            FILE whole.
            """)

    /// The scenario knobs of the key table, by the command line's names,
    /// for a page that starts at `scenario`. With `styles`, s and S switch
    /// each pane between the two styles the panes start with (none when
    /// they are one); without, the styles stay as given.
    static func knobs(for scenario: Scenario = Scenario(), styles: Bool = false) -> [WebPage.Knob] {
        // The two styles s and S switch between, each with its fragment's label.
        let switched = styles && scenario.left != scenario.right ? LaunchStyles(scenario.styles) : nil
        let labels = switched.map(styleLabels) ?? [:]
        return KeyTable.bindings.flatMap(\.actions).compactMap { entry -> WebPage.Knob? in
            guard case .cycle(let knob) = entry.action, case .character(let character) = entry.key else { return nil }
            // Not a knob of the page: it would double the scenarios it
            // writes; the page marks shifts as it was made (--shift-regions).
            guard knob != .shiftRegions else { return nil }
            let setting = knob.setting
            guard knob.isStyle else {
                return WebPage.Knob(
                    key: knob.key, character: character, values: setting.values(), value: { setting.value(of: $0) },
                    cycled: { setting.cycled($0) })
            }
            guard let switched else { return nil }
            return WebPage.Knob(
                key: knob.key, character: character, values: setting.values(among: switched).map { labels[$0] ?? $0 },
                value: { labels[setting.value(of: $0)] ?? "" }, cycled: { setting.cycled($0, styles: switched) })
        }
    }

    /// Each style's name as the page's fragment says it: a built-in style's
    /// own; a launch file's or a report's, its file's name without the
    /// folders and the extension (never the path, which the page would
    /// publish), in letters, digits, `.`, `_` and `-`, each label once.
    static func styleLabels(_ styles: LaunchStyles) -> [String: String] {
        var labels: [String: String] = [:]
        for style in styles.all {
            var label = style.name
            if LaunchStyles.builtIn.named(style.name) == nil {
                let file = style.name.split(separator: "#").first.map(String.init) ?? style.name
                let base = file.split(separator: "/").last.map(String.init) ?? file
                let stem = base.lastIndex(of: ".").map { String(base[..<$0]) } ?? base
                label = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
                if label.isEmpty { label = "file" }
            }
            var unique = label, count = 1
            while labels.values.contains(unique) { count += 1; unique = "\(label)-\(count)" }
            labels[style.name] = unique
        }
        return labels
    }

    /// What the page's keys say: the demo's help but where the page differs
    /// (s and S switch between the two styles named; t taps without
    /// launching again), and the notices of keys that change nothing.
    static func keys(styles: Bool) -> WebPage.Keys {
        func line(_ label: String, _ meaning: String) -> String {
            label + String(repeating: " ", count: max(1, 8 - label.count)) + " " + meaning
        }
        let help = KeyTable.bindings.compactMap { binding -> String? in
            switch binding.actions.first?.action {
            case .cycle(.leftStyle)?:
                line(binding.label, styles ? "left / right style: the two styles the page was made with" : "(the styles stay as given)")
            case .tap?:
                line(
                    binding.label,
                    "tap both phones: each one's answer, or none (an animated launch plays on untapped here; in the terminal, t hands it over)"
                )
            case .cycle(.shiftRegions)?: line(binding.label, "(shift regions stay as the page was made: page --shift-regions on|off)")
            case .repaint?: nil
            case .quit?: line("Esc", "close this help")
            default: line(binding.label, binding.meaning)
            }
        }
        var notes: [String: String] = [:]
        for platform in Platform.apps where platform != .android {
            notes["b:\(platform.rawValue)"] = PlayerView.said(.noBaselineProfile(on: platform))[0]
        }
        notes["h"] = "h: this page marks shifts as it was made (page --shift-regions on or off)"
        if !styles {
            for key in ["s", "S"] {
                notes[key] = "\(key): this page keeps its styles; made with --left and --right, it switches between the two"
            }
        }
        // Where the page is not the terminal's demo, said first.
        let page = [
            "The page opens paused at its fragment's moment (#t=S; #play plays it), or on a poster frame,",
            "the launch measured, with a Launch button; space plays, and every key has a button.",
            "A knob changed keeps the moment (the terminal's demo launches again from the tap).", ""
        ]
        return WebPage.Keys(
            help: (page + help).joined(separator: "\n"), speeds: Player.speeds, notes: notes,
            noticeMilliseconds: Int(Player.noticeHold.nanoseconds / 1_000_000), table: pageKeys())
    }

    /// The page, in memory (as tests and `bench` take it).
    static func page(_ options: PageOptions) -> String {
        var out = ""
        write(options, progress: { (_, _) throws(Never) in }, to: { out += $0 })
        return out
    }

    /// The page, written piece by piece through `write`, with `progress`
    /// after each scenario it plays; its rows and frames wait in `spools`
    /// until the head is written (in memory unless the caller gives files).
    static func write<Failure: Error>(
        _ options: PageOptions, spools: (rows: PageSpool, frames: PageSpool) = (PageSpool(), PageSpool()),
        progress: (_ done: Int, _ total: Int) throws(Failure) -> Void,
        to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        try WebPage.write(
            scenario: options.scenario, size: options.size,
            knobs: knobs(for: options.scenario, styles: options.namesStyles),
            keys: keys(styles: options.namesStyles), rowLines: spools.rows, frameLines: spools.frames,
            progress: progress, to: write)
    }

    /// The page is streamed into a temporary file beside FILE (`OutputFile`)
    /// and renamed over it; its rows and frames wait in two unnamed
    /// temporary files until its head is written, so memory stays flat
    /// whatever the size. A page that takes more than a second (one with an
    /// animated launch takes several) shows its progress on stderr, as a
    /// recording does: on a terminal a line rewritten in place, else a line
    /// every few seconds. A signal stops it with nothing written.
    static func run(_ options: PageOptions) throws(CommandFailure) {
        // FILE is opened, or refused, before the page is made.
        var file = try files { () throws(Files.Problem) in
            try OutputFile(options.output ?? OutputFile.standardOutput, force: options.force)
        }
        var shown = BenchProgress.toStandardError(delay: RecordCommand.progressDelay)
        let spools = try files { () throws(Files.Problem) in try (rows: PageSpool(file: ()), frames: PageSpool(file: ())) }
        do throws(CommandFailure) {
            try write(
                options, spools: spools,
                progress: { (done, total) throws(CommandFailure) in
                    shown.show { elapsed in
                        let line = "page: \(done)/\(total) scenarios"
                        return BenchProgress.toGo(done: done, total: total, elapsed: elapsed).map { line + ", " + $0 } ?? line
                    }
                    if let signal = Signals.poll() { throw .stopped(by: signal) }
                },
                to: { (text) throws(CommandFailure) in
                    file.write(text)
                    if let signal = Signals.poll() { throw .stopped(by: signal) }
                })
            if let problem = spools.rows.problem ?? spools.frames.problem {
                throw CommandFailure(Files.Problem(message: "cannot write \(file.name): its temporary rows and frames: \(problem)"))
            }
        } catch {
            shown.finish()
            file.discard()
            throw error
        }
        shown.finish()
        try files { () throws(Files.Problem) in try file.finish() }
    }
}

/// Options of `launch-tui page`.
struct PageOptions: CommandOptions {
    @ScenarioFlags var scenario = Scenario()
    @Option("--size", .size(least: StageLayout.minimumSize), help: ["the stage size (default {default})"]) var size = Size.standard
    /// Nil: standard output.
    @Option("-o", .output("FILE"), aliases: ["--output"], help: ["write to FILE, replacing it whole (default: standard output)"])
    var output: String? = nil
    /// Replace FILE even where it is read-only (as `cp -f` does).
    @Flag(forcing: "FILE") var force = false
    /// The flags the command line gave.
    @GivenFlags var given: Set<String> = []

    /// Whether the command line names a pane's style (`--left`, `--right`):
    /// then s and S switch each pane between the two.
    var namesStyles: Bool { given.contains("--left") || given.contains("--right") }
}
