import Scenes

/// A talk as an asciicast v2 recording: a header line, then one `o` event
/// per frame that changed (only the bytes of what changed) and one `m`
/// marker per Mark and per Pause. Pure: the same script and options give
/// the same bytes.
enum CastRecorder {
    /// The terminal the recording's bytes are written for.
    static let term = "xterm-256color"

    static func cast(of script: Script, title: String, fps override: Int? = nil) -> String {
        let settings = script.settings
        let fps = override ?? settings.fps
        let timeline = ScriptTimeline(script, fps: fps)
        var frames = TalkFrames(timeline: timeline, size: settings.size)
        var encoder = AnsiEncoder(level: .full, theme: settings.theme)
        // The theme tells the player the background the talk is meant for.
        let colors = Theme(level: .full, background: settings.theme).ownRGB
        var out = "{\"version\": 2, \"width\": \(settings.size.width), \"height\": \(settings.size.height), " +
            "\"title\": \(JSONText.quoted(title.withoutControlCharacters)), \"env\": {\"TERM\": \"\(term)\"}, " +
            "\"theme\": {\"fg\": \"\(colors.foreground)\", \"bg\": \"\(colors.background)\", \"palette\": \"\(Theme.systemPalette)\"}}\n"
        var shown: ScreenBuffer?
        var shownState: ScriptTimeline.State?

        func show(_ state: ScriptTimeline.State, at wall: Int) {
            guard state != shownState else { return }
            shownState = state
            let buffer = frames.render(state)
            let diff = ScreenDiff(from: shown, to: buffer)
            shown = buffer
            guard !diff.isEmpty else { return }
            out += "[\(seconds(wall)), \"o\", \(JSONText.quoted(encoder.encode(diff)))]\n"
        }

        var markers = timeline.markers[...]
        // Frames at every 1/fps, and at the start of every stretch of the
        // talk, so that a Play's last frame is written when it is reached
        // and stays until the next stretch moves (a Pause, or the frame the
        // timeline holds before a new scene).
        var starts = timeline.segments.map(\.start)[...]
        var frame = 0
        var wall = 0
        while true {
            // Markers up to this frame, each after the screen it marks.
            while let marker = markers.first, marker.wall <= wall {
                markers.removeFirst()
                show(marker.state, at: marker.wall)
                out += "[\(seconds(marker.wall)), \"m\", \(JSONText.quoted(marker.label.withoutControlCharacters))]\n"
            }
            show(timeline.state(atWall: wall), at: wall)
            if wall >= timeline.length { break }
            while frame * 1000 / fps <= wall { frame += 1 }
            while let start = starts.first, start <= wall { starts.removeFirst() }
            wall = min(frame * 1000 / fps, starts.first ?? timeline.length, timeline.length)
        }
        // The last event, at the talk's full length (one that ends holding
        // still still lasts it): the viewer's terminal as a shell wants it,
        // plain colours, the cursor shown, on a fresh line under the stage.
        out += "[\(seconds(timeline.length)), \"o\", \(JSONText.quoted(ending(height: settings.size.height)))]\n"
        return out
    }

    /// What a recording ends with, after its last frame.
    static func ending(height: Int) -> String {
        "\u{1B}[0m\u{1B}[?25h\u{1B}[\(height);1H\r\n"
    }

    /// "12.345": seconds to the millisecond, exactly.
    static func seconds(_ milliseconds: Int) -> String { FixedDecimal.text(units: milliseconds, places: 3) }
}
