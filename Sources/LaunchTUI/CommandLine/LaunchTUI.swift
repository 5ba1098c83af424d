#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
enum LaunchTUIMain {
    static func main() {
        // First: a signal sent as the program starts waits for the handlers
        // of a command that catches it, and is never lost.
        Signals.hold()
        exit(run(Array(CommandLine.arguments.dropFirst())) { invocation in
            if catchesSignals(invocation) { _ = Signals.install() } else { Signals.release() }
        })
    }

    /// The commands that catch signals (and end with 128+N, or stop on
    /// Ctrl-Z): those with a terminal to put back or a file to take back.
    static func catchesSignals(_ invocation: Invocation) -> Bool {
        switch invocation {
        case .interactive, .play, .notes, .record, .bench: true
        case .help, .version, .snapshot, .metrics, .filmstrip, .check, .importReport: false
        }
    }

    /// Runs one command line and returns the exit status: 0, or 2 for bad
    /// input. `parsed` sees the command before it runs.
    static func run(_ arguments: [String], parsed: (Invocation) -> Void = { _ in }) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            Output.error("launch-tui: " + error.message)
            return 2
        }
        parsed(invocation)
        let text: String
        switch invocation {
        case .help(let topic):
            text = Usage.text(for: topic) + "\n"
        case .version:
            text = Usage.version + "\n"
        case .snapshot(let options):
            text = SnapshotCommand.output(options)
        case .metrics(let options):
            text = MetricsCommand.output(options)
        case .filmstrip(let options):
            guard let output = options.output else {
                text = FilmstripCommand.output(options)
                break
            }
            return FilmstripCommand.write(options, to: output)
        case .bench(let options):
            do {
                text = try BenchCommand.output(options)
            } catch {
                // Stopped by a signal: quietly, with the shell's status for it.
                if let signal = error.signal { return 128 + signal }
                Output.error("launch-tui: " + error.message)
                return 1
            }
        case .interactive(let options):
            return DemoCommand.run(options)
        case .check(let options):
            return CheckCommand.run(options)
        case .record(let options):
            return RecordCommand.run(options)
        case .importReport(let options):
            return ImportCommand.run(options)
        case .play(let options):
            return PlayCommand.run(options)
        case .notes(let options):
            return NotesCommand.run(options)
        }
        return Output.printed(text)
    }
}
