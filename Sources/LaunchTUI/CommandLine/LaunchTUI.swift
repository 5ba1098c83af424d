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
        exit(
            run(Array(CommandLine.arguments.dropFirst())) { invocation in
                if catchesSignals(invocation) { _ = Signals.install() } else { Signals.release() }
            })
    }

    /// Whether what runs catches terminating signals (`Command.catchesSignals`).
    static func catchesSignals(_ invocation: Invocation) -> Bool {
        guard case .run(let parsed) = invocation else { return false }
        return parsed.catchesSignals
    }

    /// Runs one command line and returns the exit status: 0, or the
    /// failure's (2 for bad input). `parsed` sees the command before it runs.
    static func run(_ arguments: [String], parsed: (Invocation) -> Void = { _ in }) -> Int32 {
        status { () throws(CommandFailure) in
            let invocation = try ArgumentParser.parse(arguments)
            parsed(invocation)
            switch invocation {
            case .help(let topic): try Output.result(Usage.text(for: topic) + "\n")
            case .version: try Output.result(Usage.version + "\n")
            case .run(let command):
                for warning in command.warnings { Output.error(Output.named(warning)) }
                try command.run()
            }
        }
    }

    /// The one place a failure ends: its lines on standard error (the
    /// warnings before it, its own if it has one), and its exit status; 0
    /// when `body` succeeds.
    static func status(_ body: () throws(CommandFailure) -> Void) -> Int32 {
        do {
            try body()
            return 0
        } catch {
            for line in error.lines { Output.error(line) }
            return error.status
        }
    }
}
