import Foundation
import Scenes
import Testing

@testable import LaunchTUI
@testable import Reports

/// Screen recordings whose answers are known: the built-in launches drawn
/// as pictures frame by frame (each cell of the pane's screen a block of
/// its colours, its text as a pattern of ink), encoded by FFmpeg's own
/// `ffmpeg` program, and read back as recordings must measure as the
/// built-ins do.
@Suite(.serialized) struct RecordingTests {
    /// Pixels a cell: wide and tall enough for a row's move to be rows of pixels.
    static let cell = (width: 6, height: 12)

    /// A cell drawn as pixels: its background, and for text a band of its
    /// foreground whose columns follow the character's code.
    static func draw(_ buffer: ScreenBuffer) -> Picture {
        let width = buffer.width * cell.width, height = buffer.height * cell.height
        var rgb = [UInt8](repeating: 255, count: width * height * 3)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let item = buffer[x, y]
                let look = TerminalPalette.look(for: item.style, level: .full, theme: .light)
                let back = look.background < 0 ? (255, 255, 255) : XtermColor.rgb(look.background)
                let fore = look.foreground < 0 ? (0, 0, 0) : XtermColor.rgb(look.foreground)
                let code = Int(item.text.unicodeScalars.first?.value ?? 32)
                for dy in 0..<cell.height {
                    for dx in 0..<cell.width {
                        let ink = item.text != " " && dy >= 3 && dy < 9 && (code >> (dx % 5)) & 1 == 1 || (item.text != " " && dy == 5)
                        let colour = ink ? fore : back
                        let index = ((y * cell.height + dy) * width + x * cell.width + dx) * 3
                        rgb[index] = UInt8(colour.0)
                        rgb[index + 1] = UInt8(colour.1)
                        rgb[index + 2] = UInt8(colour.2)
                    }
                }
            }
        }
        return Picture(width: width, height: height, rgb: rgb)!
    }

    /// A temporary folder of this test's own.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "launch-tui-recording-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs `ffmpeg` with `arguments`; its status.
    @discardableResult
    static func ffmpeg(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-nostdin", "-v", "error", "-y"] + arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Pane `index` of the default stage drawn at `fps` until `end`, encoded
    /// as H.264 in an MP4 at `path`: `lossless` as a screen recorder's
    /// lossless setting writes it (4:4:4, `-qp 0`), else as a phone's
    /// recorder does (4:2:0, `-crf 18`).
    static func record(
        pane index: Int, of scenario: Scenario, fps: Int, until end: LaunchTime,
        to path: String, lossless: Bool = false
    ) throws -> (pane: Stage.Pane, drawn: [(time: LaunchTime, picture: Picture)]) {
        let stage = Stage(scenario: scenario, size: .standard)
        let pane = stage.panes[index]
        let (phone, size) = Stage.measuring(pane.style)
        let raw = path + ".rgb"
        _ = FileManager.default.createFile(atPath: raw, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: raw))
        var picture: Picture?
        var drawn: [(time: LaunchTime, picture: Picture)] = []
        for frame in 0...(end.milliseconds * fps / 1000) {
            let time = LaunchTime.ms(Int((Double(frame) * 1000 / Double(fps)).rounded()))
            picture = draw(phone.screen(pane.timetable.state(at: time), size: size))
            if drawn.last?.picture != picture { drawn.append((time, picture!)) }
            handle.write(Data(picture!.rgb))
        }
        try handle.close()
        let quality = lossless ? ["-pix_fmt", "yuv444p", "-qp", "0"] : ["-pix_fmt", "yuv420p", "-crf", "18"]
        let status = try ffmpeg(
            [
                "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(picture!.width)x\(picture!.height)", "-r", "\(fps)", "-i", raw, "-c:v",
                "libx264"
            ]
                + quality + [path])
        #expect(status == 0)
        try FileManager.default.removeItem(atPath: raw)
        return (pane, drawn)
    }

    /// The built-ins, left (splash) and right (content first) of the
    /// default scenario, at 30 and 60 fps, read back: the first frame and
    /// the content within a frame interval of the built-in's, the layout
    /// shift in the same band, the Speed Index within a frame interval of
    /// the one WebPageTest's histograms give the frames as drawn (before
    /// the codec). That, not the stage's own Speed Index, is the built-in's
    /// figure here: the stage counts cells alike (splash 3000 ms, content
    /// first 756 ms), a recording's colours wherever they are, and the same
    /// launch scores differently by the two rules. The splash's logo is
    /// drawn as the system's launch screen is, so its first frame cannot be
    /// seen in pixels: what a recording sees first is its spinner, at 1.5 s.
    ///
    /// Encoded losslessly, the read Speed Index is the drawn one (splash
    /// 2720 ms, content first 909 ms, at both rates). Encoded as a phone's
    /// recorder does, 4:2:0 chroma smears the one-pixel ink past
    /// WebPageTest's slop, and the histograms move: within a frame
    /// interval or 7% (measured: splash 2665 ms, content first 846 ms).
    @Test(arguments: [(0, 30, true), (0, 60, true), (1, 30, true), (1, 60, true), (0, 30, false), (1, 60, false)])
    func builtInReadBackAsARecording(pane index: Int, fps: Int, lossless: Bool) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/launch.mp4"
        let (pane, drawn) = try Self.record(pane: index, of: Scenario(), fps: fps, until: .ms(4000), to: path, lossless: lossless)
        let report = try Recording.measured(path)
        let figures = try #require(report.launch.report)
        let interval = 1000.0 / Double(fps)
        let expected = pane.metrics
        let label = "\(pane.style.name) at \(fps) fps\(lossless ? ", lossless" : ""): \(figures)"
        let firstSeen = index == 0 ? 1500 : try #require(expected.firstFrame).milliseconds
        #expect(abs(try #require(figures.firstFrame) - Double(firstSeen)) <= interval, "\(label)")
        #expect(abs(try #require(figures.content) - Double(try #require(expected.content).milliseconds)) <= interval, "\(label)")
        let band = { (score: Double) in score <= 0.1 ? 0 : score <= 0.25 ? 1 : 2 }
        #expect(band(try #require(figures.layoutShift)) == band(expected.layoutShift), "\(label) vs \(expected.layoutShift)")
        let drawnProgress = VisualProgress(pictures: drawn, rule: .webPageTest)
        let speedIndex = Double(try #require(drawnProgress.speedIndex))
        let read = report.launch.frames.map { ($0.time, $0.picture) }
        let readProgress = VisualProgress(pictures: read, rule: .webPageTest)
        let curves =
            "drawn \(drawnProgress.points.map { "\($0.time.milliseconds):\($0.completeness)" }) "
            + "read \(readProgress.points.map { "\($0.time.milliseconds):\($0.completeness)" })"
        #expect(
            abs(try #require(figures.speedIndex) - speedIndex) <= (lossless ? interval : max(interval, 0.07 * speedIndex)),
            "\(label) vs \(speedIndex): \(curves)")
        #expect(!report.launch.frames.isEmpty)
    }

    /// The program run with `arguments`, PATH as given: its status and standard error.
    static func run(_ arguments: [String], path: String? = nil) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = try PtySession.binary()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Refused in one line, status 2: past a minute (before a frame is
    /// decoded), a file that opens as an MP4 but is none, FFmpeg missing
    /// (named with its package), and a recording that never changes.
    @Test func refusals() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let long = folder + "/long.mp4", still = folder + "/still.webm", broken = folder + "/broken.mp4"
        try Self.ffmpeg(["-f", "lavfi", "-i", "color=c=white:s=64x128:d=61:r=5", "-pix_fmt", "yuv420p", long])
        try Self.ffmpeg(["-f", "lavfi", "-i", "color=c=white:s=64x128:d=1:r=10", "-c:v", "libvpx-vp9", still])
        try Data([0, 0, 0, 0x18] + Array("ftypisom".utf8) + [UInt8](repeating: 7, count: 200)).write(to: URL(fileURLWithPath: broken))
        let misnamed = folder + "/cut.MOV", empty = folder + "/empty.mp4"
        try Data([0, 1, 2, 3] + [UInt8](repeating: 0, count: 300)).write(to: URL(fileURLWithPath: misnamed))
        try Data().write(to: URL(fileURLWithPath: empty))
        let cases: [(String, String?, String)] = [
            (long, nil, "long.mp4: is a 61 s recording: a launch is over by 60 s"),
            (misnamed, nil, "cut.MOV: named as a recording (MP4, MOV or WebM) but does not open as one"),
            (empty, nil, "empty.mp4: named as a recording (MP4, MOV or WebM) but does not open as one"),
            (broken, nil, "broken.mp4: looks like a recording (MP4, MOV or WebM) but FFmpeg cannot read it"),
            (still, "/nonexistent", "needs FFmpeg's ffprobe, which is not installed (Debian's package ffmpeg"),
            (still, nil, "still.webm: is a recording that never changes after the tap")
        ]
        for (file, path, expected) in cases {
            for arguments in [["metrics", "--left", file], ["import", file], ["check", file]] {
                let (status, error) = try Self.run(arguments, path: path)
                #expect(status == 2, "\(arguments)")
                #expect(error.contains(expected), "\(arguments): \(error)")
                #expect(error.split(separator: "\n").count == 1, "\(arguments): \(error)")
            }
        }
    }

    /// A recording turned a quarter (as a phone's display matrix says) is
    /// read upright: its frames are as tall as the screen it shows.
    @Test func rotatedIsReadUpright() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = folder + "/plain.mp4", turned = folder + "/turned.mp4"
        try Self.ffmpeg([
            "-f", "lavfi", "-i", "color=c=white:s=128x64:d=1:r=10", "-vf", "drawbox=x=0:y=0:w=40:h=64:c=red:t=fill:enable='gte(t,0.5)'",
            "-pix_fmt", "yuv420p", plain
        ])
        try Self.ffmpeg(["-i", plain, "-metadata:s:v", "rotate=90", "-c", "copy", turned])
        let probe = try RecordingDecoder.probe(turned)
        #expect(abs(probe.rotation) == 90)
        let report = try Recording.measured(turned)
        let frame = try #require(report.launch.frames.first)
        #expect(frame.picture.height > frame.picture.width)
        #expect(report.launch.report?.firstFrame == 500)
    }

    /// A frame encoded by libjpeg-turbo decodes back to the same picture,
    /// within JPEG's loss; a recording is told by its bytes, not its name.
    @Test func framesEncodeAndRecordingsAreToldByTheirBytes() throws {
        let buffer = ScreenBuffer(size: Size(width: 20, height: 10))
        let picture = Self.draw(buffer)
        let jpeg = try #require(JPEG.encode(picture))
        let back = try JPEG.decode(jpeg)
        #expect(back.width == picture.width && back.height == picture.height)
        #expect(!RecordingMetrics.differs(picture, back))
        #expect(Recording.isRecording([0, 0, 0, 0x20] + Array("ftypisom".utf8)))
        #expect(Recording.isRecording([0x1A, 0x45, 0xDF, 0xA3, 0x9F]))
        #expect(!Recording.isRecording(Array("{\"ftyp\": 1}".utf8)))
        #expect(!Recording.isRecording(Array("Title".utf8)))
    }

    /// A letterboxed recording (black bars around the screen, as a
    /// recorder of another shape makes) measures as the screen alone: the
    /// bars never change, nor move (a row alike many is background).
    @Test func letterboxedMeasuresAsTheScreen() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = folder + "/plain.mp4", boxed = folder + "/boxed.mp4"
        try Self.ffmpeg([
            "-f", "lavfi", "-i", "color=c=white:s=96x192:d=2:r=30",
            "-vf", "drawbox=x=8:y=20:w=80:h=30:c=red:t=fill:enable='gte(t,0.4)',drawbox=x=8:y=60:w=80:h=60:c=blue:t=fill:enable='gte(t,1)'",
            "-pix_fmt", "yuv420p", plain
        ])
        try Self.ffmpeg(["-i", plain, "-vf", "pad=192:192:48:0:black", "-pix_fmt", "yuv420p", boxed])
        let one = try #require(try Recording.measured(plain).launch.report)
        let other = try #require(try Recording.measured(boxed).launch.report)
        #expect(one.firstFrame == 400 && other.firstFrame == one.firstFrame)
        #expect(other.content == one.content)
        #expect(one.layoutShift == 0 && other.layoutShift == 0, "\(one) \(other)")
        // The codec's colours at the bars' edges move the histograms a
        // little (measured: 750 ms against 800 ms).
        let speedIndex = try #require(one.speedIndex)
        #expect(abs(try #require(other.speedIndex) - speedIndex) <= 0.1 * speedIndex, "\(one) \(other)")
    }

    /// A tap shown on screen (Android's "show taps": a translucent grey disc
    /// over the home screen) is the tap: the launch is measured from it, its
    /// going away is no change of the launch's, and a tap given
    /// (`--left-tap-at`, here `tapAt`) says the same.
    @Test func tapShownOnScreenIsTheTap() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tapped.mp4"
        try Self.ffmpeg([
            "-f", "lavfi", "-i", "color=c=0x3060a0:s=180x360:d=2:r=30",
            "-f", "lavfi", "-i", "color=c=black:s=32x32:d=2:r=30",
            "-filter_complex",
            "[1]format=rgba,geq=r=225:g=225:b=225:a='if(lt(hypot(X-15.5,Y-15.5),16),150,0)'[spot];"
                + "[0]drawbox=x=20:y=40:w=40:h=40:c=0xe0a030:t=fill,drawbox=x=100:y=40:w=40:h=40:c=0x30c060:t=fill[home];"
                + "[home][spot]overlay=x=24:y=44:enable='between(t,0.5,0.62)',"
                // The system opens the window from the icon (0.7 to 0.8), then holds its splash.
                + "drawbox=x=30:y=40:w=60:h=100:c=white:t=fill:enable='between(t,0.7,0.8)',"
                + "drawbox=x=15:y=20:w=120:h=220:c=white:t=fill:enable='between(t,0.73,0.8)',"
                + "drawbox=x=5:y=5:w=160:h=320:c=white:t=fill:enable='between(t,0.76,0.8)',"
                + "drawbox=x=0:y=0:w=180:h=360:c=white:t=fill:enable='between(t,0.8,0.9)',"
                + "drawbox=x=70:y=160:w=40:h=40:c=0xe0a030:t=fill:enable='between(t,0.7,0.9)',"
                + "drawbox=x=0:y=0:w=180:h=360:c=white:t=fill:enable='gte(t,0.9)',"
                + "drawbox=x=0:y=0:w=180:h=30:c=0x204080:t=fill:enable='gte(t,0.9)',"
                + "drawbox=x=10:y=60:w=160:h=200:c=0x303030:t=fill:enable='gte(t,1.3)'",
            "-pix_fmt", "yuv420p", path
        ])
        let decoded = try RecordingDecoder.frames(
            path, probe: try RecordingDecoder.probe(path), differs: { RecordingMetrics.differs($0, $1) })
        let mark = try #require(TapMark.find(in: decoded))
        #expect(mark.time == .ms(500))
        #expect(mark.box.contains(x: 40, y: 60) && !mark.box.contains(x: 120, y: 60))
        // The window's opening after the finger lifts is the system's, up to
        // its splash (the icon on white); the content is counted from the
        // splash, not the home screen.
        let figures = try #require(try Recording.measured(path).launch.report)
        #expect(figures.firstFrame == 400 && figures.content == 800, "\(figures)")
        var choices = ReportOptions()
        choices.tapAt = .ms(500)
        let given = try Recording.measured(path, choices: choices).launch.report
        #expect(given == figures)
        // Without a mark, the same home screen's first change is no tap.
        #expect(TapMark.find(in: decoded.filter { $0.time < .ms(500) || $0.time >= .ms(900) }) == nil)
    }

    /// A recording of variable frame rate (a phone's recorder writes a
    /// frame only when the screen changes) is read at a display's 60 fps:
    /// each change at its own time, the last one too.
    @Test func variableFrameRateIsReadAtItsTimes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/vfr.mp4"
        try Self.ffmpeg([
            "-f", "lavfi", "-i", "color=c=white:s=64x128:d=2:r=30",
            "-vf",
            "drawbox=x=0:y=0:w=40:h=40:c=red:t=fill:enable='gte(t,0.5)',drawbox=x=0:y=50:w=64:h=70:c=blue:t=fill:enable='gte(t,1.2)',mpdecimate",
            "-fps_mode", "vfr", "-pix_fmt", "yuv420p", path
        ])
        let probe = try RecordingDecoder.probe(path)
        #expect(probe.variableRate && RecordingDecoder.sampleRate(probe) == 60, "\(probe)")
        let figures = try #require(try Recording.measured(path).launch.report)
        #expect(figures.firstFrame == 500 && figures.content == 1200, "\(figures)")
    }

    /// `import` writes the measured timeline and names the recording (its
    /// frames referenced, not copied); loaded, the launch file draws the
    /// recording's frames, found from the file's folder; a tap is chosen
    /// per pane (`--left-tap-at`), and for no other file; a moved recording
    /// is said in one line.
    @Test func importReferencesTheFrames() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/our-app.mp4"
        try Self.ffmpeg([
            "-f", "lavfi", "-i", "color=c=white:s=96x192:d=2:r=30",
            "-vf", "drawbox=x=8:y=20:w=80:h=30:c=red:t=fill:enable='gte(t,0.4)',drawbox=x=8:y=60:w=80:h=60:c=blue:t=fill:enable='gte(t,1)'",
            "-pix_fmt", "yuv420p", path
        ])
        let file = folder + "/our-app.startup"
        var options = ImportOptions()
        options.report = path
        options.output = file
        options.tapAt = .ms(100)
        options.platform = .android
        let text = try ImportCommand.launchFile(options)
        #expect(text.contains("Recording \"our-app.mp4\" tap-at 100ms\n"), "\(text)")
        #expect(text.contains("Platform android\n"))
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = try LaunchFiles.load(file)
        #expect(!loaded.launch.frames.isEmpty)
        #expect(loaded.launch.system?.until == .ms(300))
        #expect(Recording.path("/a/b/c.mp4", from: "/a/d") == "../b/c.mp4")
        #expect(Recording.path("/a/b/c.mp4", from: "/e") == "/a/b/c.mp4")
        let (status, error) = try Self.run(["metrics", "--left", path, "--left-tap-at", "0.1"])
        #expect(status == 0, "\(error)")
        let wrong = try Self.run(["metrics", "--left", "splash", "--right", file, "--right-tap-at", "0.1"])
        #expect(
            wrong.status == 2 && wrong.error.contains("a tap (tap-at) is chosen in a screen recording, and this is not one"), "\(wrong)")
        try FileManager.default.removeItem(atPath: path)
        let moved = try Self.run(["metrics", "--left", file])
        #expect(moved.status == 2 && moved.error.contains("its Recording \(folder)/our-app.mp4 cannot be read"), "\(moved)")
        #expect(moved.error.split(separator: "\n").count == 1)
    }

    /// A recording whose frames change after its content (white, blue from
    /// 1 s, grey from 2 s, the content from 2.5 s, and a late change at
    /// 3.5 s): `import` writes its fully-drawn line where it is visually
    /// complete, past its last phase, as the header says and as `metrics`
    /// measures the launch file; without its Recording line, the file is
    /// held to its last phase.
    @Test func importIsFullyDrawnWhereTheRecordingIsVisuallyComplete() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/app.mp4"
        let boxes = [
            "drawbox=x=0:y=0:w=96:h=192:c=blue:t=fill:enable='gte(t,1)*lt(t,2)'",
            "drawbox=x=0:y=0:w=96:h=192:c=gray:t=fill:enable='gte(t,2)*lt(t,2.5)'",
            "drawbox=x=0:y=0:w=96:h=96:c=red:t=fill:enable='gte(t,2.5)'",
            "drawbox=x=0:y=96:w=96:h=96:c=green:t=fill:enable='gte(t,2.5)'",
            "drawbox=x=40:y=40:w=16:h=16:c=black:t=fill:enable='gte(t,3.5)'"
        ]
        let status = try Self.ffmpeg([
            "-f", "lavfi", "-i", "color=c=white:s=96x192:d=4.5:r=30", "-vf", boxes.joined(separator: ","), "-pix_fmt", "yuv420p", path
        ])
        #expect(status == 0)
        let file = folder + "/app.startup"
        var options = ImportOptions()
        options.report = path
        options.output = file
        let text = try ImportCommand.launchFile(options)
        let launch = try LaunchFileParser.parse(text).get()
        let content = try #require(launch.steps.last?.at)
        let fullyDrawn = try #require(launch.fullyDrawn)
        let frame = 34  // ms: a frame at 30 fps, rounded up
        #expect(abs(content.milliseconds - 2500) <= frame, "\(text)")
        #expect(abs(fullyDrawn.milliseconds - 3500) <= frame, "\(text)")
        #expect(text.contains("Visually complete \(Recording.seconds(fullyDrawn)), "), "\(text)")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let style = try LaunchFiles.load(file).style(named: "app.startup")
        var scenario = Scenario.standard
        scenario.left = style
        let measured = try #require(Stage(scenario: scenario, size: .standard).panes[0].metrics.fullyDrawn)
        #expect(abs(measured.milliseconds - fullyDrawn.milliseconds) <= LaunchObserver.frameStep.milliseconds, "\(measured)")
        // The phases alone are fully drawn at the last of them.
        let alone = text.split(separator: "\n").filter { !$0.hasPrefix("Recording ") }.joined(separator: "\n")
        guard case .failure(let problems) = LaunchFileParser.parse(alone) else {
            Issue.record("read without its Recording line")
            return
        }
        #expect(
            problems.all.contains { $0.message.contains("but the last change is at \(content): write At \(content) fully-drawn") },
            "\(problems.all)")
    }
}
