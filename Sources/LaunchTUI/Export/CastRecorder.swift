import Scenes

/// A talk as an asciicast v2 recording: a header line, then one `o` event
/// per frame that changed (only the bytes of what changed) and one `m`
/// marker per Mark and per Pause. Pure: the same script and options give
/// the same bytes.
enum CastRecorder {
    /// The terminal the recording's bytes are written for.
    static let term = "xterm-256color"

    static func cast(of script: Script, title: String, fps override: Int? = nil) -> String {
        var out = ""
        record(script, title: title, fps: override) { text, _ in out += text }
        return out
    }

    /// Writes the recording event by event through `write`, with the talk
    /// time (ms) each event is at, so nothing but the screen is held however
    /// long the talk.
    static func record<Failure: Error>(
        _ script: Script, title: String, fps override: Int? = nil,
        write: (String, _ talkTime: Int) throws(Failure) -> Void
    ) throws(Failure) {
        let settings = script.settings
        let theme = TerminalPalette(level: .full, background: settings.theme)
        // Each frame's bytes, drawn by the ANSI backend, become one event.
        let frameBytes = StringSink()
        let backend = AnsiBackend(theme: theme, sink: frameBytes)
        // The theme tells the player the background the talk is meant for.
        let colors = theme.ownRGB
        let header = Header(
            width: settings.size.width, height: settings.size.height, title: title.withoutControlCharacters,
            env: Header.Environment(term: term),
            theme: Header.Theme(fg: colors.foreground, bg: colors.background, palette: TerminalPalette.systemPalette))
        try write(JSONWriter.text(of: header) + "\n", 0)
        func event(_ talkTime: Int, _ code: Event.Code, _ data: String) throws(Failure) {
            try write(JSONWriter.text(of: Event(time: talkTime, code: code, data: data)) + "\n", talkTime)
        }
        let length = try play(script, fps: override) { (_, diff, talkTime) throws(Failure) in
            backend.draw(diff)
            try event(talkTime, .output, frameBytes.take())
        } marker: { (marker) throws(Failure) in
            try event(marker.talkTime, .marker, marker.label.withoutControlCharacters)
        }
        // The last event, at the talk's full length (one that ends holding
        // still still lasts it): the viewer's terminal as a shell wants it,
        // plain colours, the cursor shown, on a fresh line under the stage.
        try event(length, .output, ending(height: settings.size.height))
    }

    /// asciicast v2's header, its first line.
    struct Header: Encodable {
        var version = 2
        var width: Int
        var height: Int
        var title: String
        var env: Environment
        /// The background the talk is meant for, and the palette its colours are in.
        var theme: Theme

        struct Environment: Encodable {
            var term: String
            enum CodingKeys: String, CodingKey { case term = "TERM" }
        }

        struct Theme: Encodable {
            var fg: String
            var bg: String
            var palette: String
        }
    }

    /// One event line: `[time, code, data]`, the time in seconds to the ms.
    struct Event: Encodable {
        var time: Int
        var code: Code
        var data: String

        /// What the event is: output to the terminal, or a marker.
        enum Code: String, Encodable {
            case output = "o"
            case marker = "m"
        }

        func encode(to encoder: any Encoder) throws {
            var line = encoder.unkeyedContainer()
            try line.encode(JSONNumber(text: seconds(time)))
            try line.encode(code)
            try line.encode(data)
        }
    }

    /// The talk as a recording shows it, in time order: `frame` for each
    /// screen that differs from the one before (with the diff from it, full
    /// for the first), at its talk time, and `marker` for each marker, after
    /// the screen it marks. Returns the talk's length (ms). Only frames whose
    /// screen changed are drawn: a held frame (a Pause) costs nothing, and
    /// between changes of the stage's other parts only its status line is
    /// drawn again. Every recording format is made from these frames.
    static func play<Failure: Error>(
        _ script: Script, fps override: Int? = nil,
        frame: (_ screen: ScreenBuffer, _ diff: ScreenDiff, _ talkTime: Int) throws(Failure) -> Void,
        marker: (ScriptTimeline.Marker) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        let settings = script.settings
        let fps = override ?? settings.fps
        let timeline = ScriptTimeline(script, fps: fps)
        var frames = TalkFrames(timeline: timeline, size: settings.size)
        // What the viewer's screen shows, and the stage's picture it came from.
        var shown: ScreenBuffer?
        var shownState: ScriptTimeline.State?
        var picture: StagePicture?
        var pictured: Stage?

        func show(_ state: ScriptTimeline.State, at talkTime: Int) throws(Failure) {
            guard state != shownState else { return }
            shownState = state
            let status = frames.status(for: state)
            var current: StagePicture
            if let stage = pictured, stage.scenario == state.scenario, let known = picture {
                // Taken out, so that updating it in place copies nothing.
                current = known
                picture = nil
                stage.update(&current, to: state.time, status: status)
            } else {
                let stage = frames.stage(for: state.scenario)
                current = stage.picture(at: state.time, status: status)
                pictured = stage
            }
            let diff = ScreenDiff(from: shown, to: current.buffer, rows: current.changedRows)
            if shown == nil || diff.isFull {
                shown = current.buffer
            } else if !diff.isEmpty {
                shown?.copyRows(current.changedRows, from: current.buffer)
            }
            picture = current
            guard !diff.isEmpty, let screen = shown else { return }
            try frame(screen, diff, talkTime)
        }

        try walk(timeline, fps: fps) { (next) throws(Failure) in
            try show(next.state, at: next.talkTime)
            try marker(next)
        } frame: { (talkTime) throws(Failure) in
            try show(timeline.state(atTalkTime: talkTime), at: talkTime)
            return true
        }
        return timeline.length
    }

    /// The talk times a recording looks at, in order: each marker's
    /// (`marker`, after the frame before it), and a frame's (`frame`, until
    /// it returns false) at every 1/fps and at the start of every stretch of
    /// the talk, so that a Play's last frame is written when it is reached
    /// and stays until the next stretch moves (a Pause, or the frame the
    /// timeline holds before a new scene).
    static func walk<Failure: Error>(
        _ timeline: ScriptTimeline, fps: Int,
        marker: (ScriptTimeline.Marker) throws(Failure) -> Void,
        frame: (_ talkTime: Int) throws(Failure) -> Bool
    ) throws(Failure) {
        var markers = timeline.markers[...]
        var starts = timeline.segments.map(\.start)[...]
        var index = 0
        var talkTime = 0
        while true {
            // Markers up to this frame, each after the screen it marks.
            while let next = markers.first, next.talkTime <= talkTime {
                markers.removeFirst()
                try marker(next)
            }
            guard try frame(talkTime), talkTime < timeline.length else { return }
            while index * 1000 / fps <= talkTime { index += 1 }
            while let start = starts.first, start <= talkTime { starts.removeFirst() }
            talkTime = min(index * 1000 / fps, starts.first ?? timeline.length, timeline.length)
        }
    }

    /// How many talk times a recording of the talk shows a frame at, at
    /// most (markers' times among them): counted from the timeline alone,
    /// nothing drawn, and only up to `limit` + 1.
    static func frameCount(_ script: Script, fps override: Int? = nil, upTo limit: Int) -> Int {
        let fps = override ?? script.settings.fps
        var count = 0
        var last: Int?
        func look(at talkTime: Int) {
            if talkTime != last { count += 1 }
            last = talkTime
        }
        walk(ScriptTimeline(script, fps: fps), fps: fps) {
            look(at: $0.talkTime)
        } frame: {
            look(at: $0)
            return count <= limit
        }
        return count
    }

    /// What a recording ends with, after its last frame: plain colours and
    /// the cursor shown at the start of the bottom row, for the shell after
    /// it. No newline: under the stage's bottom row it would scroll the
    /// last frame by a row in every player, and in agg's GIF, which holds
    /// the last frame, the panes' titles went.
    static func ending(height: Int) -> String {
        "\u{1B}[0m\u{1B}[?25h\u{1B}[\(height);1H"
    }

    /// "12.345": seconds to the millisecond, exactly.
    static func seconds(_ milliseconds: Int) -> String { FixedDecimal.text(units: milliseconds, places: 3) }
}
