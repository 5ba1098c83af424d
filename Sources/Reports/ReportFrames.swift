import Scenes

/// A report's own frames of the load, for `--frames`: Lighthouse's
/// `screenshot-thumbnails` (`details.items[]`, each a `timing` in ms and a
/// `data` URL of a base64 JPEG), or its `final-screenshot` (`details`, the
/// same two fields) when it has no thumbnails; a DevTools
/// trace's `Screenshot` events (`args.snapshot`, base64 JPEG, timed in µs
/// like every event), from the load's `navigationStart`. Each is decoded by
/// libjpeg-turbo at about the size it is drawn at; one it cannot decode is
/// refused, naming the frame, and so is one past the report's `budget`.
package enum ReportFrames {
    static let thumbnails = "screenshot-thumbnails", finalScreenshot = "final-screenshot"
    static let traceScreenshot = "Screenshot"
    /// What a frame is decoded to fit: a larger one is decoded smaller, by
    /// halves to an eighth, as far as keeps it at least as large as any
    /// surface draws it (the pane's screen on the largest stage), and of at
    /// least `leastPixels`.
    static let box = ReportFrame.largestDrawn
    /// The fewest pixels a frame is decoded at (all it has, when fewer):
    /// what the colour histograms of the Speed Index are taken of. Scaled
    /// down further they drift (a Lighthouse thumbnail of 250x498 at a
    /// quarter measured 7% slower); at 200x200 and more, the Speed Index of
    /// every report of the genuine corpus with frames is the same to the
    /// millisecond as from its frames at full size.
    static let leastPixels = 200 * 200
    /// What a report's frames may take, together, held decoded while the
    /// pane is drawn: 256 MB of pixels (a frame is at most about 1000x1000
    /// as decoded, 3 MB; a trace's screenshots, 250x498 whole, 370 KB, 600
    /// distinct ones 224 MB; a Lighthouse report's thumbnails about 1 MB),
    /// and 4 G pixels
    /// decoded by libjpeg, each scan of a progressive image counted as its
    /// image's pixels (about a second's work). A report past either is
    /// refused at the frame that would go past it, before that frame is
    /// decoded; frames of the same bytes are decoded once. A frame's own
    /// limits are `JPEG`'s.
    static let budget = JPEG.Budget(bytes: 256 << 20, pixels: 4 << 30)
    /// The data URL's start before the base64 text.
    static let dataPrefix = "data:image/jpeg;base64,"

    /// One frame as the report gives it, not yet decoded.
    struct Encoded {
        var time: Double
        var base64: String
        /// "screenshot-thumbnails item 3": how a message names it.
        var name: String
    }

    /// A Lighthouse result's frames, in time order.
    static func lighthouse(_ audits: JSONValue?, path: String) throws(ReportProblem) -> [ReportFrame] {
        var encoded: [Encoded] = []
        for (index, item) in (audits?[thumbnails]?["details"]?["items"]?.array ?? []).enumerated() {
            let name = "\(path)audits.\(thumbnails).details.items[\(index)]"
            encoded.append(try frame(item["timing"], item["data"], name: name))
        }
        // Before Lighthouse 5 the final screenshot has no timing: it cannot be placed, and is left out.
        // Lighthouse's last thumbnail is the load's last frame already (the final screenshot is the same
        // page, larger: its colours would never be reached), so the final screenshot stands alone.
        if encoded.isEmpty, let details = audits?[finalScreenshot]?["details"], details["data"] != nil, details["timing"] != nil {
            let last = try frame(details["timing"], details["data"], name: "\(path)audits.\(finalScreenshot).details")
            if last.time > (encoded.map(\.time).max() ?? -1) { encoded.append(last) }
        }
        return try decoded(encoded)
    }

    /// A trace's screenshots from `origin` (µs) on, in time order.
    static func trace(_ events: [JSONValue], from origin: Double) throws(ReportProblem) -> [ReportFrame] {
        var encoded: [Encoded] = []
        for (index, event) in events.enumerated() where event["name"]?.string == traceScreenshot {
            guard let ts = event["ts"]?.number, ts.isFinite, ts >= origin else { continue }
            let name = "traceEvents[\(index)] (\(traceScreenshot))"
            guard let snapshot = event["args"]?["snapshot"]?.string else {
                throw ReportProblem("\(name) has no args.snapshot: not a frame")
            }
            encoded.append(Encoded(time: (ts - origin) / 1000, base64: snapshot, name: name))
        }
        return try decoded(encoded)
    }

    /// A frame's time and image, as a message names it when either is wrong.
    private static func frame(_ timing: JSONValue?, _ data: JSONValue?, name: String) throws(ReportProblem) -> Encoded {
        let time = try Reports.milliseconds(timing, field: name + ".timing")
        guard let url = data?.string else { throw ReportProblem("\(name).data is not an image's data URL") }
        // Before Lighthouse 5 the base64 text stood alone, with no data URL.
        if !url.hasPrefix("data:") { return Encoded(time: time, base64: url, name: name) }
        guard url.hasPrefix(dataPrefix) else {
            throw ReportProblem("\(name).data is not a base64 JPEG (\(dataPrefix)...)")
        }
        return Encoded(time: time, base64: String(url.dropFirst(dataPrefix.count)), name: name)
    }

    /// Each frame decoded, in time order (a stable sort: of two at one
    /// moment, the later in the report shows), within `budget`.
    static func decoded(_ encoded: [Encoded], budget: JPEG.Budget = budget) throws(ReportProblem) -> [ReportFrame] {
        var frames: [ReportFrame] = []
        var left = budget
        // Frames of the same bytes (a page that did not change) share one picture.
        var pictures: [String: Picture] = [:]
        for item in encoded.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }).map(\.element) {
            if let picture = pictures[item.base64] {
                frames.append(ReportFrame(time: Reports.time(item.time), picture: picture, base64: item.base64))
                continue
            }
            guard let bytes = Base64.decode(item.base64) else {
                throw ReportProblem("\(item.name): the image is not base64")
            }
            let picture: Picture
            do throws(JPEG.Problem) {
                picture = try JPEG.decode(bytes, box: box, leastPixels: leastPixels, budget: &left)
            } catch {
                throw problem(error, frame: item.name, budget: budget, decoded: pictures.count)
            }
            pictures[item.base64] = picture
            frames.append(ReportFrame(time: Reports.time(item.time), picture: picture, base64: item.base64))
        }
        return frames
    }

    /// What is said of the frame `name` that could not be decoded, after
    /// `decoded` others within `budget`.
    private static func problem(_ error: JPEG.Problem, frame name: String, budget: JPEG.Budget, decoded: Int) -> ReportProblem {
        let after = "after \(decoded) \(decoded == 1 ? "frame" : "frames")"
        switch error.kind {
        case .image:
            return ReportProblem(
                "\(name): the frame cannot be decoded: \(error.message)",
                plain: "\(name): the frame cannot be decoded (a corrupt or truncated JPEG)")
        case .overLimit:
            return ReportProblem("\(name): the frame cannot be decoded: \(error.message)")
        case .overBytes(let width, let height):
            return ReportProblem(
                "\(name): the frame (\(width)x\(height) decoded) is past the \(budget.bytes >> 20) MB "
                    + "a report's frames may take decoded, \(after)")
        case .overPixels:
            return ReportProblem(
                "\(name): the frame is past the \(budget.pixels >> 30) G pixels a report's frames may take "
                    + "to decode (each scan of a progressive image counted), \(after)")
        }
    }
}

extension ReportFrames {
    /// `description` drawn from `frames` (none: left as it is): the load its
    /// frames show, timed by what that load observed (`firstPaint` and
    /// `content`, ms), a blank page until its first paint, then its frames
    /// (`placed`); the lanes' phases as without frames, with no late insert
    /// (the frames show what moved). The report's own figures stay as they
    /// are. The first `sampled` frames are samples (Lighthouse's thumbnails);
    /// `lastVisualChange` (ms) is the report's own, where it gives one.
    package static func drawn(
        _ description: inout LaunchDescription, from frames: [ReportFrame], sampled: Int = 0, firstPaint: Double,
        content: Double, lastVisualChange: Double? = nil, what: String
    ) {
        guard let firstFrame = try? Reports.firstFrame(firstPaint, field: "") else { return }
        let lastChange = lastVisualChange.flatMap { try? Reports.checked($0, field: "", unit: "ms") }.map(Reports.time)
        let frames = placed(frames, sampled: sampled, firstPaint: firstFrame, lastVisualChange: lastChange)
        guard let lastFrame = frames.last else { return }
        let contentTime = max(firstFrame, Reports.time(content))
        description.frames = frames
        description.system = SystemScreen(.firstScreen, until: firstFrame)
        description.steps =
            contentTime > firstFrame
            ? [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: contentTime, .fresh)]
            : [LaunchStep(at: firstFrame, .fresh)]
        description.fullyDrawn = max(contentTime, lastFrame.time)
        let count = "\(frames.count) \(frames.count == 1 ? "frame" : "frames")"
        description.source = [
            description.source.map { source in
                // What the frames show is the observed load, not the simulation.
                source.split(separator: ", ").filter { !$0.hasPrefix("simulated") }.joined(separator: ", ")
            }, "observed: \(what)'s own \(count)"
        ].compactMap { $0 }.joined(separator: ", ")
    }

    /// When each frame is shown: what the page showed from when. Until a
    /// report's first frame the browser showed a blank page, and the page
    /// first showed something at its first paint: so the first frame at or
    /// after the first paint is shown from the first paint, unless a frame
    /// is already there. A sample (a Lighthouse thumbnail: the latest
    /// screenshot at or before its time, one every tenth of the load) that
    /// differs from the one before shows what appeared within the interval
    /// between them, after the first paint: it is shown from the middle of
    /// that interval. Other frames (a trace's screenshots, Lighthouse's
    /// final screenshot) are shown from their own times. The sample that
    /// first shows the last picture (but for the first paint's) is shown
    /// from the report's own last visual change, where that falls within
    /// its interval: the page was fully drawn then.
    static func placed(_ frames: [ReportFrame], sampled: Int, firstPaint: LaunchTime, lastVisualChange: LaunchTime? = nil) -> [ReportFrame]
    {
        var placed = frames
        var painted = frames.contains { $0.time <= firstPaint }
        var previous: ReportFrame?
        let complete = frames.lastIndex { $0.picture != frames.last?.picture }.map { $0 + 1 } ?? 0
        for (index, frame) in frames.enumerated() {
            defer { previous = frame }
            guard frame.picture != previous?.picture else { continue }
            if !painted, frame.time >= firstPaint {
                placed[index].time = firstPaint
                painted = true
            } else if index == complete, index < sampled, let lastVisualChange, lastVisualChange >= firstPaint,
                lastVisualChange > (previous?.time ?? .zero), lastVisualChange <= frame.time
            {
                placed[index].time = lastVisualChange
            } else if index < sampled, frame.time > firstPaint {
                let since = max(previous?.time ?? .zero, firstPaint)
                placed[index].time = .ms((since.milliseconds + frame.time.milliseconds) / 2)
            }
        }
        return placed
    }

    /// The line `--frames` says for a report without frames of its own.
    package static func noneLine(file: String, kind: ReportKind) -> String {
        let why = kind.withoutFrames
        return "\(file.withoutControlCharacters): \(why): its pane is drawn as without --frames"
    }
}
