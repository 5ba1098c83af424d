import Scenes

/// `launch-tui record FILE -o OUT.cast`: the talk as an asciicast v2 file,
/// written beside OUT and renamed over it.
enum RecordCommand {
    static func run(_ options: RecordOptions) -> Int32 {
        if Files.areSameFile(options.script, options.output) {
            Output.error("launch-tui: cannot write \(options.output.withoutControlCharacters): it is the talk's own script (give -o another file)")
            return 2
        }
        do {
            let script = try TalkFile.load(options.script)
            let cast = CastRecorder.cast(of: script, title: TalkFile.title(of: options.script), fps: options.fps)
            try Files.writeReplacing(options.output, with: cast)
            return 0
        } catch {
            Output.error(error.message)
            return 2
        }
    }
}
