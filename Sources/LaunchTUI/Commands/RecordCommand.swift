import Scenes

/// `launch-tui record FILE -o OUT.cast`: the talk as an asciicast v2 file,
/// written beside OUT and renamed over it.
enum RecordCommand {
    static func run(_ options: RecordOptions) -> Int32 {
        let toStandardOutput = options.output == RecordOptions.standardOutput
        // Before anything is opened, which would be given descriptor 1.
        if toStandardOutput, !Output.standardIsOpen {
            Output.error("launch-tui: cannot write the recording: standard output is closed")
            return 2
        }
        if !toStandardOutput, Files.areSameFile(options.script, options.output) {
            Output.error("launch-tui: cannot write \(options.output.withoutControlCharacters): it is the talk's own script (give -o another file)")
            return 2
        }
        do {
            let script = try TalkFile.load(options.script)
            let cast = CastRecorder.cast(of: script, title: TalkFile.title(of: options.script), fps: options.fps)
            guard toStandardOutput else {
                try Files.writeReplacing(options.output, with: cast)
                return 0
            }
            let failure = Output.standard(cast)
            if failure != 0 { Output.error("launch-tui: cannot write the recording: " + Output.failure(failure)) }
            return failure == 0 ? 0 : 2
        } catch {
            Output.error(error.message)
            return 2
        }
    }
}
