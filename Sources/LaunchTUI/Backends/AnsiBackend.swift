import Scenes

/// Where bytes go: a file, standard output, a string in memory.
protocol ByteSink: AnyObject {
    func write(_ text: String)
}

/// Bytes kept in memory until taken.
final class StringSink: ByteSink {
    private(set) var text = ""

    func write(_ text: String) { self.text += text }

    /// What was written since the last call.
    func take() -> String {
        defer { text = "" }
        return text
    }
}

/// A recording's surface: the bytes a terminal (or an asciicast player's
/// emulator) needs for each diff, from `AnsiEncoder`, written to any sink.
final class AnsiBackend: Backend {
    let sink: any ByteSink
    private var encoder: AnsiEncoder

    init(theme: TerminalPalette, sink: any ByteSink) {
        self.sink = sink
        encoder = AnsiEncoder(level: theme.level, theme: theme.background)
    }

    func draw(_ diff: ScreenDiff) {
        guard !diff.isEmpty else { return }
        sink.write(encoder.encode(diff))
    }

    /// Nothing to write: the next diff, a full one, clears the screen itself.
    func clear() {}
}
