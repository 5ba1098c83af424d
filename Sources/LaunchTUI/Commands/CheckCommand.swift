import Scenes

/// `launch-tui check FILE [--summary]`: nothing and exit 0 for a good script
/// (or, with `--summary`, its beats, length and markers); every mistake and
/// exit 2 otherwise.
enum CheckCommand {
    static func run(_ options: CheckOptions) -> Int32 {
        let path = options.script ?? ""
        do {
            let script = try TalkFile.load(path)
            guard options.summary else { return 0 }
            let failure = Output.standard(summary(of: script, file: path))
            guard failure == 0 else {
                Output.error("launch-tui: could not write the output: " + Output.failure(failure))
                return 1
            }
            return 0
        } catch {
            Output.error(error.message)
            return 2
        }
    }

    /// The widest a summary line gets: an 80-column terminal.
    static let width = 80

    /// The talk as a recording plays it: a line for the whole, then each
    /// beat (its start and length in seconds of talk, and the caption it
    /// waits on), then each marker (its time and label).
    static func summary(of script: Script, file: String) -> String {
        let timeline = ScriptTimeline(script)
        let settings = script.settings
        let beats = timeline.beats
        var lines = ["\(TalkFile.title(of: file).withoutControlCharacters): \(beats.count) beat\(beats.count == 1 ? "" : "s"), " +
                     "\(CastRecorder.seconds(timeline.length)) s, \(timeline.markers.count) marker" +
                     "\(timeline.markers.count == 1 ? "" : "s") (\(settings.size), \(settings.fps) fps, \(settings.theme.rawValue))",
                     "beat     start    length  caption"]
        for (index, beat) in beats.enumerated() {
            let end = index + 1 < beats.count ? beats[index + 1].start : timeline.length
            let front = pad("\(index + 1)", 4) + pad(CastRecorder.seconds(beat.start), 10) + pad(CastRecorder.seconds(end - beat.start), 10) + "  "
            lines.append(front + fitted(beat.endState.caption, after: front))
        }
        lines.append(pad("at", 14) + "  marker")
        for marker in timeline.markers {
            let front = pad(CastRecorder.seconds(marker.wall), 14) + "  "
            lines.append(front + fitted(marker.label, after: front))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private static func fitted(_ text: String, after front: String) -> String {
        let shown = text.isEmpty ? "-" : "\"\(text)\""
        return shown.withoutControlCharacters.truncated(toColumns: width - front.count)
    }
}
