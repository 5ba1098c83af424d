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
            Output.error(closed.message)
            return 2
        }
        if options.output != OutputFile.standardOutput, Files.areSameFile(options.script, options.output) {
            Output.error("launch-tui: cannot write \(options.output.withoutControlCharacters): it is the talk's own script (give -o another file)")
            return 2
        }
        let script: Script
        do {
            script = try TalkFile.load(options.script)
        } catch {
            Output.error(error.message)
            return 2
        }
        // Before the temporary file exists, so that no signal can leave it behind.
        guard Signals.install() != nil else {
            Output.error("launch-tui: record could not set up signal handling")
            return 1
        }
        defer { Signals.uninstall() }
        var file: OutputFile
        do {
            file = try OutputFile(options.output)
        } catch {
            Output.error(error.message)
            return 2
        }
        let title = TalkFile.title(of: options.script)
        let length = max(1, ScriptTimeline(script).length)
        var progress = BenchProgress(enabled: BenchProgress.toTerminal, delay: progressDelay)
        do throws(Stopped) {
            try CastRecorder.record(script, title: title, fps: options.fps) { (text, wall) throws(Stopped) in
                file.write(text)
                progress.show { elapsed in
                    let line = "record \(title.withoutControlCharacters): \(BenchProgress.duration(seconds: wall / 1000)) of "
                        + "\(BenchProgress.duration(seconds: (length + 999) / 1000)) of talk"
                    return BenchProgress.toGo(done: wall, total: length, elapsed: elapsed).map { line + ", " + $0 } ?? line
                }
                if let signal = Signals.poll() { throw Stopped(signal: signal) }
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
            Output.error(error.message)
            return 2
        }
        return 0
    }
}
