import Reports
import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A screen recording of a launch (MP4 or MOV, from `xcrun simctl io
/// booted recordVideo`, `adb shell screenrecord`, QuickTime or a phone's
/// recorder; WebM), read as a launch: told by its bytes, decoded by FFmpeg
/// (`RecordingDecoder`), measured from its pixels (`RecordingMetrics`), and
/// drawn from its own frames as a report's are (`ReportFrames.drawn`),
/// each distinct frame encoded to JPEG by libjpeg-turbo so that SVG,
/// stills, the filmstrip and the page embed it as a report's.
enum Recording {
    /// How the figures are said wherever the pane's source is.
    static let measuredFrom = "measured from a screen recording"

    /// Whether `bytes` open a recording: an ISO base media file (MP4, MOV,
    /// 3GP) with its `ftyp` box first, or an EBML header (WebM, Matroska).
    static func isRecording(_ bytes: some Collection<UInt8>) -> Bool {
        let head = Array(bytes.prefix(12))
        if head.count >= 8, Array(head[4..<8]) == Array("ftyp".utf8) { return true }
        return head.count >= 4 && Array(head[0..<4]) == [0x1A, 0x45, 0xDF, 0xA3]
    }

    /// The path extensions a recording is saved with.
    static let extensions = ["mp4", "mov", "m4v", "3gp", "webm", "mkv"]

    /// A file named as a recording whose first bytes are not a video
    /// container's (a cut-off download, a renamed file): said as that, not as
    /// a text file or a report that it never was; nil for other names.
    static func misnamed(_ path: String) -> Files.Problem? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
        return Files.Problem(
            message:
                "\(path.withoutControlCharacters): named as a recording (MP4, MOV or WebM) but does not open as one (no video container's header)"
        )
    }

    /// Whether the file at `path` opens a recording (its first bytes alone
    /// are read); false for anything that cannot be read, which its loader
    /// then says.
    static func isRecording(atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        var head = [UInt8](repeating: 0, count: 12)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 12) }
        return count > 0 && isRecording(head.prefix(count))
    }

    /// The launch the recording at `path` shows, its tap at `choices.tapAt`
    /// seconds into it (without: the tap it shows on screen, else its first frame).
    static func measured(_ path: String, choices: ReportOptions = ReportOptions()) throws(ReportProblem) -> ReportLaunch {
        let decoded: [(time: LaunchTime, picture: Picture)]
        let interval: LaunchTime
        do throws(RecordingDecoder.Problem) {
            let probe = try RecordingDecoder.probe(path)
            if let tap = choices.tapAt, Double(tap.milliseconds) / 1000 > probe.duration {
                throw RecordingDecoder.Problem(
                    "is a \(FixedDecimal.text(probe.duration, places: 1, trimmed: true)) s recording: "
                        + "a tap at \(seconds(tap)) is past its end")
            }
            decoded = try RecordingDecoder.frames(path, probe: probe) { RecordingMetrics.differs($0, $1) }
            interval = .ms((1000 + RecordingDecoder.sampleRate(probe) - 1) / RecordingDecoder.sampleRate(probe))
        } catch {
            throw ReportProblem(error.message)
        }
        let mark = TapMark.find(in: decoded)
        let tap = choices.tapAt.map { Tap.given($0) } ?? mark.map { Tap.shown($0.time) } ?? .firstFrame
        return try launch(fromTap(decoded, at: tap.time), interval: interval, path: path, choices: choices, tap: tap, mark: mark?.box)
    }

    /// Where the tap is found.
    enum Tap: Equatable {
        /// The recording's first frame.
        case firstFrame
        /// A tap drawn on screen (`TapMark`), first shown at this time.
        case shown(LaunchTime)
        /// Given (`--tap-at`, `--left-tap-at`, `left-tap-at=`).
        case given(LaunchTime)

        var time: LaunchTime {
            switch self {
            case .firstFrame: .zero
            case .shown(let time), .given(let time): time
            }
        }

        /// "its first frame", "the tap shown on screen at 1.2 s", "1.2 s in, as given".
        var said: String {
            switch self {
            case .firstFrame: "at its first frame"
            case .shown(let time): "where a tap is first shown on screen, \(seconds(time)) in"
            case .given(let time): "\(seconds(time)) in, as given"
            }
        }
    }

    /// The frames from the tap: the one shown at `tap` at 0, the later ones
    /// at their times after it.
    static func fromTap(_ frames: [(time: LaunchTime, picture: Picture)], at tap: LaunchTime) -> [(time: LaunchTime, picture: Picture)] {
        guard let shown = frames.lastIndex(where: { $0.time <= tap }) else { return frames }
        return [(LaunchTime.zero, frames[shown].picture)] + frames[(shown + 1)...].map { ($0.time - tap, $0.picture) }
    }

    /// The launch `frames` show (from the tap), read from `path`; a change
    /// within `mark` alone (the tap shown going away) is none of the launch's.
    static func launch(
        _ frames: [(time: LaunchTime, picture: Picture)], interval: LaunchTime, path: String,
        choices: ReportOptions, tap: Tap = .firstFrame, mark: PixelBox? = nil
    ) throws(ReportProblem) -> ReportLaunch {
        guard let metrics = RecordingMetrics(frames: frames, interval: interval, ignoring: mark), let firstFrame = metrics.firstFrame else {
            throw ReportProblem("is a recording that never changes after the tap: no launch to measure")
        }
        let content = metrics.content ?? metrics.visuallyComplete
        var encoded: [ReportFrame] = []
        for frame in frames {
            guard let jpeg = JPEG.encode(frame.picture) else {
                throw ReportProblem("a frame of the recording could not be encoded as JPEG")
            }
            encoded.append(ReportFrame(time: frame.time, picture: frame.picture, base64: SHA256.base64(jpeg)))
        }
        let launch = choices.launch ?? .cold
        let platform = choices.platform ?? .ios
        let ms = { (time: LaunchTime) in Double(time.milliseconds) }
        var description = LaunchDescription(
            title: Files.nameWithoutExtension(of: path).withoutControlCharacters.truncated(toColumns: 40),
            platform: platform, launch: launch, source: "\(measuredFrom), one run",
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [],
            report: ReportFigures(
                firstFrame: ms(firstFrame), content: ms(content), layoutShift: metrics.layoutShift,
                speedIndex: Double(metrics.speedIndex), shifts: metrics.shifts))
        ReportFrames.drawn(&description, from: encoded, firstPaint: ms(firstFrame), content: ms(content), what: "the recording")
        description.fullyDrawn = max(content, metrics.visuallyComplete)
        var notes = LaunchFileNotes()
        notes.header = [
            "From the screen recording \(path.withoutControlCharacters.truncated(toColumns: 60)), measured from the pixels of its "
                + "\(frames.count) distinct frames (the tap \(tap.said)); "
                + "its frames stay in it, and the Recording line below names it: the pane draws them from it.",
            (choices.launch == nil ? "Assumed a cold launch" : "A \(launch.rawValue) launch, as given (--launch),")
                + (choices.platform == nil
                    ? " on iOS: a recording does not say (import --platform android names it; beside the built-ins, the scenario's --platform does)."
                    : " on \(platform.rawValue), as given (--platform)."),
            "Visually complete \(seconds(metrics.visuallyComplete)), last visual change \(seconds(metrics.lastChange)), "
                + "Speed Index \(metrics.speedIndex) ms, layout shift \(PaneMetrics.scoreText(metrics.layoutShift)) (rows that moved)."
        ]
        notes.system = "The system's launch screen until the first visible change after it: \(seconds(firstFrame))."
        if description.steps.count > 1 {
            notes.steps[0] = "Until the screen reaches \(Int(RecordingMetrics.contentShare * 100))% of its final colours (its content)."
            notes.steps[1] = "The content: \(seconds(content))."
        } else {
            notes.steps[0] = "The first frame already shows \(Int(RecordingMetrics.contentShare * 100))% of its final colours: the content."
        }
        notes.fullyDrawn =
            "Visually complete: the recording's frames change until here, after the last phase where they do "
            + "(check holds the file to its last phase without the Recording line); a phase you add goes before it."
        return ReportLaunch(
            kind: .recording, launch: description, notes: notes, launchIsAssumed: choices.launch == nil,
            platformIsAssumed: choices.platform == nil)
    }

    /// "1.25 s".
    static func seconds(_ time: LaunchTime) -> String {
        FixedDecimal.text(Double(time.milliseconds) / 1000, places: 3, trimmed: true) + " s"
    }

    /// `launch` with the frames of the recording its launch file names
    /// (`Recording "PATH"`, read from the folder of `file`), its tap as
    /// the line gives it; the file's own phases stay what it says.
    static func attached(_ launch: LaunchDescription, file: String) throws(Files.Problem) -> LaunchDescription {
        guard let reference = launch.recording else { return launch }
        let path = LaunchFiles.relative(reference.path, to: file)
        let said = "\(file.withoutControlCharacters): its Recording \(path.withoutControlCharacters)"
        guard access(path, R_OK) == 0 else { throw Files.Problem(message: "\(said) cannot be read: \(Files.reason(errno))") }
        guard isRecording(atPath: path) else { throw Files.Problem(message: "\(said) is not a screen recording (MP4, MOV or WebM)") }
        var choices = ReportOptions()
        choices.tapAt = reference.tapAt
        var attached = launch
        do throws(ReportProblem) {
            attached.frames = try measured(path, choices: choices).launch.frames
        } catch {
            throw Files.Problem(message: "\(file.withoutControlCharacters): its Recording " + error.renderedPlainly(file: path))
        }
        return attached
    }

    /// `path` as seen from the folder `folder` (both relative to the
    /// working folder unless absolute): what a launch file in `folder`
    /// names it by.
    static func path(_ path: String, from folder: String) -> String {
        func parts(_ path: String) -> [Substring] {
            var base = ""
            if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
                base = String(cString: cwd)
                free(cwd)
            }
            var result: [Substring] = []
            for part in (base + "/" + path).split(separator: "/") where part != "." {
                if part == "..", !result.isEmpty { result.removeLast() } else { result.append(part) }
            }
            return result
        }
        let target = parts(path), from = parts(folder.isEmpty ? "." : folder)
        let shared = zip(target, from).prefix { $0 == $1 }.count
        // Nothing shared but the root: the path from it.
        guard shared > 0 else { return "/" + target.joined(separator: "/") }
        return (Array(repeating: "..", count: from.count - shared) + target.dropFirst(shared).map(String.init)).joined(separator: "/")
    }

    /// `path`'s recording as `LaunchFiles.load` gives a report's launch, or
    /// its one line (`quoting` makes no difference: nothing is quoted).
    static func loaded(_ path: String, choices: ReportOptions) throws(Files.Problem) -> LaunchFiles.Loaded {
        do throws(ReportProblem) {
            let report = try measured(path, choices: choices)
            return LaunchFiles.Loaded(launch: report.launch, report: report)
        } catch {
            throw Files.Problem(message: error.renderedPlainly(file: path))
        }
    }
}
