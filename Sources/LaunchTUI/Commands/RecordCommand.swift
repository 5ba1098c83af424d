#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// `launch-tui record FILE -o OUT.cast`: the talk as an asciicast v2 file,
/// streamed into a temporary file beside OUT and renamed over it. SIGINT,
/// SIGTERM, SIGHUP and SIGQUIT end it between frames, as they end `bench`:
/// the temporary file removed, nothing printed, 128+N; Ctrl-Z stops it.
enum RecordCommand {
    /// A terminating signal, between two events.
    struct Stopped: Error {
        var signal: Int32
    }

    /// How long a recording runs before it shows its progress.
    static let progressDelay = 1_000_000_000

    static func run(_ options: RecordOptions) -> Int32 {
        if options.output == OutputFile.standardOutput, let closed = OutputFile.closedStandardOutput {
            Output.error(closed.line)
            return 2
        }
        if options.output != OutputFile.standardOutput, Files.areSameFile(options.script, options.output) {
            Output.error("launch-tui: cannot write \(options.output.withoutControlCharacters): it is the talk's own script (give -o another file)")
            return 2
        }
        // Before anything is written (a still, the temporary file), so that
        // no signal can leave one behind; one that came before is handled here.
        guard Signals.install() != nil else {
            Output.error("launch-tui: record could not set up signal handling")
            return 1
        }
        defer { Signals.uninstall() }
        let script: Script
        do {
            script = try TalkFile.load(options.script)
        } catch {
            Output.error(error.line)
            return 2
        }
        let format = options.format ?? (options.output.lowercased().hasSuffix(".svg") ? .svg : .cast)
        if let problem = tooLong(script, options, format: format) {
            Output.error(problem)
            return 2
        }
        if let signal = Signals.poll() { return 128 + signal }
        if let folder = options.stills {
            do {
                if let signal = try writeStills(of: script, into: folder) { return 128 + signal }
            } catch {
                Output.error(error.line)
                return 2
            }
        }
        guard !options.output.isEmpty else { return 0 }
        var file: OutputFile
        do {
            file = try OutputFile(options.output, replacesReadOnly: options.force)
        } catch {
            Output.error(error.line)
            return 2
        }
        let title = TalkFile.title(of: options.script)
        let length = max(1, ScriptTimeline(script).length)
        var progress = BenchProgress(enabled: BenchProgress.toTerminal, delay: progressDelay)
        do throws(Stopped) {
            switch format {
            case .cast:
                try CastRecorder.record(script, title: title, fps: options.fps) { (text, wall) throws(Stopped) in
                    file.write(text)
                    progress.show { elapsed in
                        let line = "record \(title.withoutControlCharacters): \(BenchProgress.duration(seconds: wall / 1000)) of "
                            + "\(BenchProgress.duration(seconds: (length + 999) / 1000)) of talk"
                        return BenchProgress.toGo(done: wall, total: length, elapsed: elapsed).map { line + ", " + $0 } ?? line
                    }
                    if let signal = Signals.poll() { throw Stopped(signal: signal) }
                }
            case .svg:
                try AnimatedSVG.write(script, fps: options.fps) { (text) throws(Stopped) in
                    file.write(text)
                    if let signal = Signals.poll() { throw Stopped(signal: signal) }
                }
            }
            if let signal = Signals.poll() { throw Stopped(signal: signal) }
        } catch {
            progress.finish()
            file.discard()
            return 128 + error.signal
        }
        progress.finish()
        do {
            try file.finish()
        } catch {
            Output.error(error.line)
            return 2
        }
        return 0
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
                return "launch-tui: \(talk): --stills writes at most \(stillsLimit) stills (one per Mark and Pause), "
                    + "and the talk has \(markers)"
            }
        }
        guard !options.output.isEmpty, format == .svg,
              CastRecorder.frameCount(script, fps: options.fps, upTo: AnimatedSVG.frameLimit) > AnimatedSVG.frameLimit else { return nil }
        let output = options.output.withoutControlCharacters
        let cast = output.lowercased().hasSuffix(".svg") ? String(output.dropLast(4)) + ".cast" : "OUT.cast"
        return "launch-tui: \(talk): an animated SVG holds at most \(AnimatedSVG.frameLimitText), "
            + "and the talk takes more; record it as a cast (-o \(cast))"
    }

    /// One SVG per marker, the screen at that marker (as a recording shows
    /// it there), named by order and label: `03-the-jump-at-3-0-s.svg`.
    /// Stops between two stills at a terminating signal, and returns it.
    static func writeStills(of script: Script, into folder: String) throws(Files.Problem) -> Int32? {
        var info = stat()
        if stat(folder, &info) != 0 {
            guard mkdir(folder, 0o755) == 0 else {
                throw Files.Problem(message: "launch-tui: cannot make the folder \(folder.withoutControlCharacters): \(Files.reason(errno))")
            }
        } else if (info.st_mode & S_IFMT) != S_IFDIR {
            throw Files.Problem(message: "launch-tui: --stills \(folder.withoutControlCharacters) is not a folder")
        }
        let timeline = ScriptTimeline(script)
        var frames = TalkFrames(timeline: timeline, size: script.settings.size)
        let digits = max(2, String(timeline.markers.count).count)
        for (index, marker) in timeline.markers.enumerated() {
            if let signal = Signals.poll() { return signal }
            let number = String(index + 1)
            let name = String(repeating: "0", count: digits - number.count) + number + "-" + slug(marker.label) + ".svg"
            let svg = SVGWriter.svg(frames.render(marker.state), theme: script.settings.theme)
            try Files.writeReplacing(folder + "/" + name, with: svg)
        }
        return nil
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
