@testable import LaunchTUI

/// The exit status `command` ends with for `options`, its failure's line
/// written to standard error as `main` writes it.
func exitStatus<C: Command>(_ command: C.Type, _ options: C.Options) -> Int32 {
    LaunchTUIMain.status { () throws(CommandFailure) in try C.run(options) }
}
