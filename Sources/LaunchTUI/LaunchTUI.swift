#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
enum LaunchTUIMain {
    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs one command line and returns the exit status: 0, or 2 for bad input.
    static func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            Output.error("launch-tui: " + error.message)
            return 2
        }
        switch invocation {
        case .help(let topic):
            Output.standard(Usage.text(for: topic) + "\n")
        case .version:
            Output.standard(Usage.version + "\n")
        case .snapshot(let options):
            Output.standard(SnapshotCommand.output(options))
        case .metrics(let options):
            Output.standard(MetricsCommand.output(options))
        case .bench(let options):
            do {
                Output.standard(try BenchCommand.output(options))
            } catch {
                Output.error("launch-tui: " + error.message)
                return 1
            }
        case .interactive(let options):
            return InteractiveDemo.run(options)
        }
        return 0
    }
}
