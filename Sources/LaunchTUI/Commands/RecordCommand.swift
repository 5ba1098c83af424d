import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `launch-tui record FILE -o OUT.cast`: the talk as an asciicast v2 file,
/// streamed into a temporary file beside OUT and renamed over it. SIGINT,
/// SIGTERM, SIGHUP and SIGQUIT end it between frames, as they end `bench`:
/// the temporary file removed, nothing printed, 128+N; Ctrl-Z stops it.
enum RecordCommand: Command {
    static let name = "record"

    static var usageLine: String {
        HelpPage.listed(table.synopsis(), beside: "record it (asciicast v2, an animated SVG, a web page, stills)", gap: 3)
    }

    static let help = HelpPage(
        table: table,
        prose: """
            Records a talk as an asciicast v2 file that asciinema plays: only the
            bytes that change from frame to frame. A Pause holds its duration (\(ScriptParser.defaultPause)
            if none), with a marker at the end of the hold, so that with asciinema
            play -m a key moves the picture at once; one marker a beat, named by
            the beat's Mark if it has one. A Play's last frame stays one frame
            (1/fps) before a new scene. The same script gives the same bytes. OUT
            is streamed into a file beside itself and renamed, so a failure leaves
            an existing OUT untouched; a read-only OUT is refused, as cp refuses
            it, unless --force is given. SIGINT, SIGTERM, SIGHUP and SIGQUIT end it
            with 128+N and nothing left behind; a temporary file a killed recording
            left beside OUT goes with the next one. On a terminal, a recording that
            takes more than a second shows its progress on stderr.
            OUT.svg (or --format svg) is one animated SVG instead, for a browser or
            a README: every frame on one strip that CSS keyframes step along,
            looping, each row and frame written once and reused. --stills DIR
            writes one SVG per Mark and Pause, the screen there, named by order and
            label (07-the-jump-at-3-0-s.svg), into a DIR made for them (mode 0700)
            or one of the user's own that others may not write and that is no link;
            a read-only still is replaced only with --force, as OUT is.
            OUT.html (or --format html) is one self-contained web page (no network,
            it works from file://): the same screens, each row and frame written
            once, stepped beat by beat as play steps them: → (space, Enter) plays
            the next beat and waits at its Pause, ← goes back a beat, Home to the
            start; talk.html#beat=N opens at beat N, waiting at its Pause (beat 0
            is a cover, so the first → visibly starts); a progress bar, the beat
            and a timer show under the stage, f is fullscreen, b blacks it out and
            s opens a speaker view in a second window that follows the beats, with
            the timer, the next caption and the notes where the page has them.
            The speaker's notes are on no page, in
            no cast, SVG or still: only --notes puts them on the page, which then
            says so on screen (anyone given it can read them), and shows them and
            the next caption with ?notes in the address (talk.html?notes#beat=3).
            An OUT with another extension (OUT.txt) is refused unless --format
            names what to write; an OUT with none (OUT, -) is a cast.
            """, trailer: HelpPage.scriptLanguage)

    static var catchesSignals: Bool { true }

    static func validate(_ options: RecordOptions) throws(CommandFailure) {
        guard !options.output.isEmpty || options.stills != nil else {
            throw .usage("record needs -o OUT.cast, the file to write (or --stills DIR)")
        }
        if options.notes, options.output.isEmpty || (options.format ?? RecordFormat(forOutput: options.output)) != .html {
            throw .usage("--notes puts the speaker's notes on a web page (-o OUT.html); a cast, an SVG and stills never carry them")
        }
        if options.format == nil, let suffix = RecordFormat.unknownExtension(of: options.output) {
            throw .usage(
                "-o \(options.output.quotable): record writes \(RecordFormat.extensions.joined(separator: ", ")), "
                    + "not \(suffix.quotable) (or give --format cast|svg|html)")
        }
    }

    /// How long a recording runs before it shows its progress.
    static let progressDelay = 1_000_000_000

    static func run(_ options: RecordOptions) throws(CommandFailure) {
        if options.output == OutputFile.standardOutput, let closed = OutputFile.closedStandardOutput {
            throw CommandFailure(closed)
        }
        // Before anything is written (a still, the temporary file), so that
        // no signal can leave one behind; one that came before is handled here.
        guard Signals.install() != nil else { throw .failed("record could not set up signal handling") }
        defer { Signals.uninstall() }
        let script = try files { () throws(Files.Problem) in try TalkFile.load(options.script) }
        let format = options.format ?? RecordFormat(forOutput: options.output)
        if let problem = tooLong(script, options, format: format) { throw .usage(problem) }
        try stopIfSignalled()
        // OUT is opened, or refused, before a still is written.
        var output =
            options.output.isEmpty ? nil : try files { () throws(Files.Problem) in try OutputFile(options.output, force: options.force) }
        if let folder = options.stills {
            do throws(CommandFailure) { try writeStills(of: script, into: folder, force: options.force) } catch {
                output?.discard()
                throw error
            }
        }
        guard var file = output else { return }
        let title = TalkFile.title(of: options.script)
        let length = max(1, ScriptTimeline(script).length)
        var progress = BenchProgress(enabled: BenchProgress.toTerminal, delay: progressDelay)
        do throws(CommandFailure) {
            switch format {
            case .cast:
                try CastRecorder.record(script, title: title, fps: options.fps) { (text, talkTime) throws(CommandFailure) in
                    file.write(text)
                    progress.show { elapsed in
                        let line =
                            "record \(title.withoutControlCharacters): \(BenchProgress.duration(seconds: talkTime / 1000)) of "
                            + "\(BenchProgress.duration(seconds: (length + 999) / 1000)) of talk"
                        return BenchProgress.toGo(done: talkTime, total: length, elapsed: elapsed).map { line + ", " + $0 } ?? line
                    }
                    try stopIfSignalled()
                }
            case .svg:
                try AnimatedSVG.write(script, fps: options.fps) { (text) throws(CommandFailure) in
                    file.write(text)
                    try stopIfSignalled()
                }
            case .html:
                try TalkPage.write(script, title: title, fps: options.fps, withNotes: options.notes) { (text) throws(CommandFailure) in
                    file.write(text)
                    try stopIfSignalled()
                }
            }
            try stopIfSignalled()
        } catch {
            progress.finish()
            file.discard()
            throw error
        }
        progress.finish()
        try files { () throws(Files.Problem) in try file.finish() }
    }

    /// Ends the recording, between two events, when a terminating signal came.
    private static func stopIfSignalled() throws(CommandFailure) {
        if let signal = Signals.poll() { throw .stopped(by: signal) }
    }

    /// The most stills `--stills` writes: one per Mark and Pause, numbered
    /// in three digits. A talk with more is refused before any is written.
    static let stillsLimit = 999

    /// Why the talk is more than what is asked of it can hold, before
    /// anything is written: more markers than `stillsLimit` for `--stills`,
    /// more frames than `AnimatedSVG.frameLimit` for an animated SVG.
    static func tooLong(_ script: Script, _ options: RecordOptions, format: RecordFormat) -> String? {
        let talk = options.script.withoutControlCharacters
        if options.stills != nil {
            let markers = ScriptTimeline(script).markers.count
            if markers > stillsLimit {
                return "\(talk): --stills writes at most \(stillsLimit) stills (one per Mark and Pause), "
                    + "and the talk has \(markers)"
            }
        }
        guard !options.output.isEmpty, format != .cast,
            CastRecorder.frameCount(script, fps: options.fps, upTo: AnimatedSVG.frameLimit) > AnimatedSVG.frameLimit
        else { return nil }
        let output = options.output.withoutControlCharacters
        let suffix = RecordFormat(forOutput: output) == format ? output.split(separator: ".").last.map { "." + $0 } : nil
        let cast = suffix.map { String(output.dropLast($0.count)) + ".cast" } ?? "OUT.cast"
        return "\(talk): \(format == .svg ? "an animated SVG" : "a talk's web page") holds at most \(AnimatedSVG.frameLimitText), "
            + "and the talk takes more; record it as a cast (-o \(cast))"
    }

    /// The format `--stills` writes in.
    static let stillFormat = StillFormat.svg

    /// One still per marker (an SVG), the screen at that marker (as a recording shows
    /// it there), named by order and label: `03-the-jump-at-3-0-s.svg`.
    /// Stops between two stills at a terminating signal.
    /// The folder is made (mode 0700), or used only when it is the user's
    /// own, no one else may write in it and it is no link (see
    /// `Files.ownFolder`); each still is written through its descriptor, as
    /// `OutputFile` writes, a read-only one replaced only when `force`.
    static func writeStills(of script: Script, into path: String, format: StillFormat = stillFormat, force: Bool = false)
        throws(CommandFailure)
    {
        let folder = try files { () throws(Files.Problem) in try stillsFolder(path) }
        defer { close(folder) }
        let shownPath = path.hasSuffix("/") ? path : path + "/"
        let timeline = ScriptTimeline(script)
        var frames = TalkFrames(timeline: timeline, size: script.settings.size)
        let digits = max(2, String(timeline.markers.count).count)
        for (index, marker) in timeline.markers.enumerated() {
            try stopIfSignalled()
            let number = String(index + 1)
            let name = String(repeating: "0", count: digits - number.count) + number + "-" + slug(marker.label) + "." + format.pathExtension
            // A report drawn from its frames (frames=on) shows the report's own image.
            let shown = frames.stage(for: marker.state.scenario).shownFrames(at: marker.state.time)
            let still = format.picture(frames.render(marker.state), StillSettings(theme: script.settings.theme, frames: shown))
            try files { () throws(Files.Problem) in
                try Files.writeReplacing(name, in: folder, name: (shownPath + name).withoutControlCharacters, with: still, force: force)
            }
        }
    }

    /// The folder `--stills` names, open (see `writeStills`), or why it is not used.
    static func stillsFolder(_ path: String) throws(Files.Problem) -> Int32 {
        let shown = "--stills " + path.withoutControlCharacters
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let slash = trimmed.lastIndex(of: "/")
        let parentPath = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        // "/" is the root folder itself, as "." is the current one.
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) }.flatMap { $0.isEmpty ? "." : $0 } ?? String(trimmed)
        let parent = open(parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else {
            throw Files.Problem(
                message:
                    "\(shown): the folder \(parentPath.withoutControlCharacters) \(errno == ENOENT ? "does not exist" : Files.reason(errno))"
            )
        }
        defer { close(parent) }
        switch Files.ownFolder(name, in: parent, closed: 0o022) {
        case .success(let descriptor): return descriptor
        case .failure(.failed(let reason)): throw Files.Problem(message: "\(shown): cannot make or open it: \(Files.reason(reason))")
        case .failure(.notAFolder(isLink: true)): throw Files.Problem(message: "\(shown): it is a link (give the folder it links to)")
        case .failure(.notAFolder(isLink: false)): throw Files.Problem(message: "\(shown) is not a folder")
        case .failure(.notTheUsers):
            throw Files.Problem(message: "\(shown): it is another user's folder (give one of your own, or a new one)")
        case .failure(.open): throw Files.Problem(message: "\(shown): others may write in it (chmod go-w it, or give a new folder)")
        }
    }

    /// "the-jump-at-3-0-s": lowercase letters and digits, a dash between
    /// words, at most 40 characters (cut at a dash), "marker" when none is left.
    static func slug(_ label: String) -> String {
        var slug = ""
        for character in label.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        if slug.count > 40 {
            slug = String(slug.prefix(40))
            if let dash = slug.lastIndex(of: "-") { slug = String(slug[..<dash]) }
        }
        return slug.isEmpty ? "marker" : slug
    }
}

/// Options of `launch-tui record`.
struct RecordOptions: CommandOptions {
    @Positional("TALK.talk", what: "a script", example: "TALK.talk -o OUT.cast") var script = ""
    @Option(
        "-o", .word("OUT.cast"), aliases: ["--output"],
        help: ["the file to write (- for standard output); OUT.svg: an animated SVG;", "OUT.html: a web page"])
    var output = ""
    /// Overrides the script's `Set Fps`.
    @Option(
        "--fps", .whole(in: ScriptSettings.fpsRange),
        help: ["frames a second, \(ScriptSettings.fpsText) (default: the script's Set Fps, or \(ScriptSettings().fps))"])
    var fps: Int? = nil
    /// Nil: by the output's extension (`.svg`: an animated SVG; else a cast).
    @Option(
        "--format", ValueParser<RecordFormat>.choice,
        help: ["cast, svg or html (default: svg for OUT.svg, html for", "OUT.html or OUT.htm, else cast)"])
    var format: RecordFormat? = nil
    /// A folder for one SVG still per marker.
    @Option(
        "--stills", .word("DIR"), help: ["also write one SVG per Mark and Pause into DIR,", "named by order and label (03-the-jump.svg)"])
    var stills: String? = nil
    /// Put the speaker's notes on the web page.
    @Flag("--notes", help: ["put the speaker's notes on the web page (OUT.html), which", "then says so; without it no note is on it"])
    var notes = false
    /// Replace OUT even where it is read-only (as `cp -f` does).
    @Flag(forcing: "OUT") var force = false
}

/// What `record` writes: an asciicast, an animated SVG, or a web page.
enum RecordFormat: String, CaseIterable, Equatable, Sendable {
    case cast, svg, html

    /// By the output's extension: `.svg`, `.html` or `.htm`, else a cast.
    init(forOutput output: String) {
        let name = output.lowercased()
        self = name.hasSuffix(".svg") ? .svg : name.hasSuffix(".html") || name.hasSuffix(".htm") ? .html : .cast
    }

    /// The extensions that name a format, as help and the refusal list them.
    static let extensions = [".cast", ".svg", ".html", ".htm"]

    /// The extension of `output`'s last part (`.txt` in `out/x.txt`), when
    /// it has one that names no format: without --format, such an OUT is
    /// refused rather than written as an asciicast it does not look like.
    /// A name without an extension (`talk`, `-`, `/dev/stdout`) is a cast.
    static func unknownExtension(of output: String) -> String? {
        let name = output.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? output
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = String(name[dot...])
        return extensions.contains(suffix.lowercased()) ? nil : suffix
    }
}
