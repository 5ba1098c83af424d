import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A screen recording (MP4, MOV, WebM) decoded by FFmpeg's programs,
/// Debian's `ffmpeg` package: `ffprobe` says what it is, and every limit
/// is checked from that before a frame is decoded; `ffmpeg` then writes its
/// frames as raw RGB through a pipe, sampled at a constant rate (its `fps`
/// filter: a variable-rate recording is read at a phone display's) and
/// scaled to a size the panes draw and the histograms measure alike
/// (`scale`, by area), upright (FFmpeg applies a phone's rotation). The
/// libraries cannot be linked into the one static executable (Debian's
/// libavcodec.a needs codecs' libraries that have no static archives), so
/// the programs are run, without a shell.
enum RecordingDecoder {
    /// The Debian package that holds `ffmpeg` and `ffprobe`.
    static let package = "ffmpeg"
    /// The longest recording read, in seconds: a launch is over by a
    /// minute, as every launch file's is.
    static let longest = Double(LaunchTime.longestLaunch.milliseconds) / 1000
    /// The most pixels a side of the recording may have: a phone's screen
    /// is under 3000; past this it is not a launch on a screen.
    static let mostSide = 4096
    /// The most frames a second it is read at (a phone's display's rate); a
    /// faster recording is sampled at this rate.
    static let mostRate = 60
    /// The fastest recording read at all.
    static let fastestSource = 240.0
    /// What each frame is scaled to fit, keeping its shape: more than the
    /// 200x200 pixels the colour histograms need (see `ReportFrames`) and
    /// about what the largest pane draws.
    static let box = Size(width: 360, height: 800)
    /// What the distinct frames kept may take together: 256 MB of pixels,
    /// as a report's frames; a frame of 360x780 is 840 KB, so about 300 of
    /// them, and a recording that changes more often is refused.
    static let budget = 256 << 20
    /// A recording at least this long shows its progress on a terminal.
    static let longFile = 10.0

    /// What `ffprobe` says of the recording's first video stream.
    struct Probe: Equatable {
        var width = 0, height = 0
        /// Seconds.
        var duration = 0.0
        /// Frames a second: the stream's base rate and its average.
        var rate = 0.0, averageRate = 0.0
        /// Degrees the phone turned it (a display matrix's), 0 when upright.
        var rotation = 0
        var format = ""

        /// Whether its frames come at uneven times (its average rate is not its base one).
        var variableRate: Bool { averageRate > 0 && abs(averageRate - rate) > 0.01 * rate }
        /// Its size as shown, turned as the phone was.
        var shown: Size { abs(rotation) % 180 == 90 ? Size(width: height, height: width) : Size(width: width, height: height) }
    }

    /// Why a recording is not read: one line, without the file's name.
    struct Problem: Error, Equatable {
        var message: String
        /// Exit status 2 for bad input; the missing package is said the same way.
        init(_ message: String) { self.message = message }
    }

    /// The line said when FFmpeg's programs are not on PATH.
    static func missing(_ program: String) -> Problem {
        Problem(
            "is a recording, and reading one needs FFmpeg's \(program), which is not installed (Debian's package \(package): apt-get install \(package))"
        )
    }

    /// What the recording at `path` is, refused past the limits.
    static func probe(_ path: String) throws(Problem) -> Probe {
        let arguments = [
            "-v", "error", "-select_streams", "v:0",
            "-show_entries", "format=duration,format_name:stream=width,height,avg_frame_rate,r_frame_rate:stream_side_data=rotation",
            "-of", "default=noprint_wrappers=1", "--", path
        ]
        let result: (bytes: [UInt8]?, ending: Subprocess.Ending)
        do throws(Subprocess.Problem) {
            result = try Subprocess.output("ffprobe", arguments, limit: 64 << 10)
        } catch {
            throw problem(error)
        }
        guard result.ending == .exited(0), let bytes = result.bytes else {
            throw Problem("looks like a recording (MP4, MOV or WebM) but FFmpeg cannot read it (cut short or corrupt)")
        }
        var probe = Probe()
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let value = parts[1]
            switch parts[0] {
            case "width": probe.width = Int(value) ?? probe.width
            case "height": probe.height = Int(value) ?? probe.height
            case "duration": probe.duration = Double(value) ?? probe.duration
            case "r_frame_rate": probe.rate = rate(value)
            case "avg_frame_rate": probe.averageRate = rate(value)
            case "rotation": probe.rotation = Int(value) ?? Int(Double(value) ?? 0)
            case "format_name": probe.format = value.withoutControlCharacters
            default: break
            }
        }
        try check(probe)
        return probe
    }

    /// "30000/1001" as frames a second; 0 for "0/0" or anything else.
    static func rate(_ text: String) -> Double {
        let parts = text.split(separator: "/")
        guard let numerator = Double(parts.first ?? ""), numerator.isFinite else { return 0 }
        guard parts.count == 2 else { return numerator }
        guard let denominator = Double(parts[1]), denominator > 0 else { return 0 }
        return numerator / denominator
    }

    /// The probe refused past the limits, each in one line.
    static func check(_ probe: Probe) throws(Problem) {
        guard probe.width > 0, probe.height > 0 else { throw Problem("has no video stream: not a screen recording") }
        guard probe.width <= mostSide, probe.height <= mostSide else {
            throw Problem(
                "is a \(probe.width)x\(probe.height) recording: at most \(mostSide) pixels a side are read (a phone's screen is smaller)")
        }
        guard probe.duration.isFinite, probe.duration > 0 else {
            throw Problem(
                "is a recording that does not say how long it is (a live stream, or cut short): its length cannot be checked before it is read"
            )
        }
        guard probe.duration <= longest + 0.5 else {
            throw Problem(
                "is a \(FixedDecimal.text(probe.duration, places: 1, trimmed: true)) s recording: a launch is over by \(Int(longest)) s "
                    + "(cut it first: ffmpeg -i IN -t \(Int(longest)) OUT)")
        }
        let fastest = max(probe.rate, probe.averageRate)
        guard fastest <= fastestSource else {
            throw Problem("is a recording at \(Int(fastest.rounded())) frames a second: at most \(Int(fastestSource)) are read")
        }
        guard probe.rotation % 90 == 0 else {
            throw Problem("is a recording turned \(probe.rotation)°: only quarter turns are read upright")
        }
    }

    /// The rate its frames are read at: its own, rounded up, at most
    /// `mostRate`. A variable-rate recording (`adb shell screenrecord`
    /// writes a frame only when the screen changes, at any microsecond) is
    /// read at `mostRate`, a phone display's: the base rate FFmpeg guesses
    /// for it is no rate its frames' times keep to.
    static func sampleRate(_ probe: Probe) -> Int {
        if probe.variableRate { return mostRate }
        let own = probe.rate > 0 ? probe.rate : probe.averageRate
        return min(mostRate, max(1, Int(own.rounded(.up))))
    }

    /// The size its frames are decoded at: fitted into `box`, its shape
    /// kept, even on both sides (as FFmpeg's encoders of its frames need).
    static func decodedSize(_ probe: Probe) -> Size {
        let shown = probe.shown
        let scale = min(1, min(Double(box.width) / Double(shown.width), Double(box.height) / Double(shown.height)))
        func even(_ value: Double) -> Int { max(2, Int((value / 2).rounded()) * 2) }
        return Size(width: even(Double(shown.width) * scale), height: even(Double(shown.height) * scale))
    }

    /// Every frame of the recording at `path` that `differs` from the one
    /// kept before it (the first always; a codec's noise is no change), at `sampleRate`, with its time in ms from
    /// the recording's start; within `budget`, or refused. Progress on
    /// standard error when it is a terminal and the recording is long.
    static func frames(
        _ path: String, probe: Probe,
        differs: (Picture, Picture) -> Bool = { $0 != $1 }
    ) throws(Problem) -> [(time: LaunchTime, picture: Picture)] {
        let rate = sampleRate(probe), size = decodedSize(probe)
        let frameBytes = size.width * size.height * 3
        let arguments = [
            "-nostdin", "-v", "error", "-i", path, "-t", String(Int(longest)), "-an", "-sn",
            // The last frame kept however short it is shown (eof_action=pass): it is the launch's end.
            "-vf", "fps=\(rate):eof_action=pass,scale=\(size.width):\(size.height):flags=area",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-"
        ]
        var frames: [(time: LaunchTime, picture: Picture)] = []
        var pending: [UInt8] = []
        pending.reserveCapacity(frameBytes)
        var index = 0, kept = 0
        var over = false
        let showProgress = probe.duration >= longFile && isatty(2) == 1
        let ending: Subprocess.Ending
        do throws(Subprocess.Problem) {
            ending = try Subprocess.run("ffmpeg", arguments) { chunk in
                var rest = chunk[...]
                while !rest.isEmpty {
                    let take = min(frameBytes - pending.count, rest.count)
                    pending.append(contentsOf: rest.prefix(take))
                    rest = rest.dropFirst(take)
                    guard pending.count == frameBytes else { continue }
                    let time = LaunchTime.ms(Int((Double(index) * 1000 / Double(rate)).rounded()))
                    index += 1
                    if let picture = Picture(width: size.width, height: size.height, rgb: pending),
                        frames.last.map({ differs($0.picture, picture) }) ?? true
                    {
                        kept += frameBytes
                        guard kept <= budget else {
                            over = true
                            return false
                        }
                        frames.append((time, picture))
                    }
                    pending.removeAll(keepingCapacity: true)
                    if showProgress, index % rate == 0 {
                        Output.progress("decoding the recording: \(index / rate) of \(Int(probe.duration.rounded())) s")
                    }
                }
                return true
            }
        } catch {
            throw problem(error)
        }
        if showProgress { Output.progress("") }
        if over {
            throw Problem(
                "changes in more than \(budget / frameBytes) of its frames (at \(size.width)x\(size.height), \(rate) a second): "
                    + "past the \(budget >> 20) MB its distinct frames may take; record the launch alone, or at a lower rate")
        }
        guard ending == .exited(0) else { throw Problem("is a recording FFmpeg could not decode to its end (cut short or corrupt)") }
        guard !frames.isEmpty else { throw Problem("is a recording with no frames") }
        return frames
    }

    static func problem(_ error: Subprocess.Problem) -> Problem {
        switch error {
        case .notFound(let program): missing(program)
        case .notStarted(let program, let reason): Problem("is a recording, and FFmpeg's \(program) could not be started: \(reason)")
        }
    }
}
