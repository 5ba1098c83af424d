import Scenes

/// A talk as one self-contained web page (`record TALK -o talk.html`): the
/// screens its recording shows, each distinct row and frame written once as
/// on the demo's page, stepped beat by beat as presenter mode steps them.
/// → (space, Enter) plays the next beat at real time and waits at its
/// Pause; ← goes back to the beat before, as stepping left it; `#beat=N`
/// opens at beat N, waiting at its Pause. A talk laid out wider than the
/// least size carries it played again there too (the compact stage, at
/// `StageLayout.minimumSize`), which layout.js shows where the talk's own
/// stage would be set under `WebPage.minimumFontPixels` (a phone): its
/// screens are numbered with the others. The speaker's notes are on it
/// only when asked for (`record --notes`), and show with `?notes` in the
/// address.
enum TalkPage {
    /// What the page holds, before it is written.
    struct Content {
        var pictures = WebPage.Content()
        /// The talk times at which the screen changes, and each one's frame and caption.
        var times: [Int] = []
        var frames: [Int] = []
        var captions: [Int] = []
        /// Each distinct caption, numbered as it first shows.
        var captionTexts: [String] = []
        var beats: [ScriptTimeline.Beat] = []
        var length = 0
    }

    static func content(_ script: Script, fps: Int? = nil) -> Content {
        var numbering = WebPage.Numbering()
        return content(script, fps: fps, numbering: &numbering)
    }

    /// What the page holds, its rows' and frames' lines written to `numbering`'s spools.
    static func content(_ script: Script, fps: Int? = nil, numbering: inout WebPage.Numbering) -> Content {
        var content = Content()
        let timeline = ScriptTimeline(script, fps: fps ?? script.settings.fps)
        var captionIDs: [String: Int] = [:]
        var rows: WebPage.Rows?
        // A pane drawn from its own frames shows them as pictures too.
        var stages = TalkFrames(timeline: timeline, size: script.settings.size)
        let length = CastRecorder.play(script, fps: fps) { screen, diff, talkTime in
            if rows == nil {
                rows = WebPage.Rows(screen, height: screen.height, numbering: &numbering)
            } else {
                rows?.update(
                    screen, changed: diff.isFull ? Array(0..<screen.height) : Array(Set(diff.runs.map(\.y))).sorted(),
                    numbering: &numbering)
            }
            let state = timeline.state(atTalkTime: talkTime)
            let caption = state.caption
            let captionID: Int
            if let known = captionIDs[caption] {
                captionID = known
            } else {
                captionID = content.captionTexts.count
                captionIDs[caption] = captionID
                content.captionTexts.append(caption)
            }
            // A frame at the same time as the one before takes its place.
            if content.times.last == talkTime {
                content.times.removeLast()
                content.frames.removeLast()
                content.captions.removeLast()
            }
            content.times.append(talkTime)
            // Made above: the first screen makes them.
            let stage = WebPage.showsFrames(state.scenario) ? stages.stage(for: state.scenario) : nil
            let places = stage.map { numbering.shown.place($0.shownFrames(at: state.time)) } ?? []
            content.frames.append(numbering.frame(rows?.ids ?? [], places: places))
            content.captions.append(captionID)
        } marker: { _ in
        }
        content.length = length
        content.pictures = numbering.content
        content.beats = timeline.beats
        return content
    }

    /// The screen's rows at `talkTime`, as the page draws them.
    static func rows(of content: Content, atTalkTime talkTime: Int) -> [String]? {
        guard let index = content.times.lastIndex(where: { $0 <= talkTime }) else { return nil }
        return content.pictures.frames[content.frames[index]].map { content.pictures.rowTexts[$0] }
    }

    /// Writes the page piece by piece through `write`. The speaker's notes
    /// are on it only `withNotes` (`record --notes`), and then it says so
    /// where anyone sees it: without, no note is in its script or its markup.
    static func write<Failure: Error>(
        _ script: Script, title: String, fps: Int? = nil, withNotes: Bool = false,
        to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        var numbering = WebPage.Numbering(keeps: false)
        let content = content(script, fps: fps, numbering: &numbering)
        // The compact stage: the same talk played at the least size, its
        // screens in the same numbering (only its times, frames and captions are its own).
        let smaller = WebPage.smallerStages(for: script.settings.size).filter { $0.size == StageLayout.minimumSize }
        let compact = smaller.map { stage -> Content in
            var small = script
            small.settings.size = stage.size
            return self.content(small, fps: fps, numbering: &numbering)
        }
        let pictures = compact.last?.pictures ?? content.pictures
        let theme = script.settings.declaredTheme
        let notes =
            withNotes
            ? """
            <p id="carries">This page carries the speaker's notes: anyone given it can read them (?notes in the address shows them, s opens the speaker view).</p>
            <aside id="notes" hidden aria-label="speaker notes"><ul id="noteList"></ul><p id="nextCaption"></p></aside>

            """ : ""
        let first = content.beats.first?.endState.caption ?? ""
        let markup = """
            <main>
            <div id="theater">
            <pre id="stage" role="img" tabindex="0" aria-label="the talk's stage; its caption is read after it"></pre>
            <div id="cover"><p id="coverTitle">\(SVGWriter.escaped(title))</p><p>\(SVGWriter.escaped(first))</p>
            <button type="button" id="begin">Start the talk</button><p class="keys">→ starts, f fullscreen, s speaker view, b blackout</p></div>
            </div>
            <progress id="progress" max="\(content.beats.count)" value="0" aria-label="how far the talk is"></progress>
            <div id="controls">
            <button type="button" id="previous" aria-keyshortcuts="ArrowLeft">← back a beat</button>
            <button type="button" id="next" aria-keyshortcuts="ArrowRight">next beat →</button>
            <button type="button" id="start" aria-keyshortcuts="Home">start</button>
            <output id="beat">beat 0/\(content.beats.count)</output>
            <span id="timer" role="timer" title="time presenting, from the first →">0:00</span>
            <button type="button" id="fullscreen" aria-keyshortcuts="f">fullscreen</button>
            <button type="button" id="speakerButton" aria-keyshortcuts="s">speaker view</button>
            <button type="button" id="blackoutButton" aria-keyshortcuts="b">blackout</button>
            <button type="button" id="theme">page colours: light or dark</button>
            </div>
            <p id="caption" class="unseen" aria-live="polite"></p>
            \(notes)</main>

            """
        func writeScript<Out: Error>(_ write: (String) throws(Out) -> Void) throws(Out) {
            try write(
                """

                const DATA={size:[\(script.settings.size.width),\(script.settings.size.height)],
                theme:\(theme.map { WebPage.scriptQuoted($0 == .light ? "light" : "dark") } ?? "null"),
                length:\(content.length),
                notes:\(withNotes),

                """)
            try WebPage.writePictures(numbering, to: write)
            try WebPage.writeShown(numbering.shown, to: write)
            try writeSteps(content, captionTexts: content.captionTexts, to: write)
            try write("captions:[\(content.captionTexts.map(WebPage.scriptQuoted).joined(separator: ","))],\n")
            try write("beats:[\n")
            for beat in content.beats {
                let notes = withNotes ? ",notes:[\(beat.notes.map(WebPage.scriptQuoted).joined(separator: ","))]" : ""
                try write("{s:\(beat.start),e:\(beat.end),caption:\(WebPage.scriptQuoted(beat.endState.caption))\(notes)},\n")
            }
            try write("]")
            // The talk's own stage shows from the least type: it is laid out for a projector.
            try WebPage.writeSmaller(
                smaller.map { ($0, $0.size.height) }, size: script.settings.size, from: { _ in WebPage.minimumFontPixels },
                to: write
            ) { (index) throws(Out) in
                try writeSteps(compact[index], captionTexts: content.captionTexts, to: write)
            }
            try write("};\n\(WebPage.picturesScript)\(WebPage.shownScript(numbering.shown))\(WebPage.layoutScript)\(WebPage.talkScript)")
        }
        var hash = SHA256()
        writeScript { hash.update($0) }
        try write(
            WebPage.document(
                title: title, styles: pictures.styles, scheme: theme ?? .dark,
                stage: WebPage.stageRules(
                    columns: script.settings.size.width, rows: script.settings.size.height,
                    smaller: smaller.map { ($0, $0.size.height) }), markup: markup,
                scriptHash: hash.finish()))
        try writeScript(write)
        try write(WebPage.documentEnd)
    }

    /// `t`, `f` and `c` of `DATA` (or of a smaller stage's `data`): the
    /// times the screen changes, each one's frame, and its caption's number
    /// in `captionTexts` (the talk's own: a caption is the same text at
    /// every size).
    static func writeSteps<Failure: Error>(
        _ content: Content, captionTexts: [String], to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let numbers = Dictionary(captionTexts.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        try write("t:[\(WebPage.listed(content.times))],\n")
        try write("f:[\(WebPage.listed(content.frames))],\n")
        let captions = content.captions.map { numbers[content.captionTexts[$0]] ?? 0 }
        try write("c:[\(WebPage.listed(captions))],\n")
    }

    static func page(_ script: Script, title: String, fps: Int? = nil, withNotes: Bool = false) -> String {
        var out = ""
        write(script, title: title, fps: fps, withNotes: withNotes) { out += $0 }
        return out
    }
}
