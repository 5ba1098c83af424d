import Foundation
import Scenes
import Testing

@testable import LaunchTUI

/// A pane drawn from a screen recording's frames: the page holds each
/// distinct frame's JPEG once and shows it with the frames that show it,
/// at each stage size; a page without such a pane holds none of it.
@Suite(.serialized) struct WebPageShownTests {
    static let size = Size(width: 80, height: 24)

    /// A recording made by FFmpeg: white, a red bar at 0.4 s, a blue block at 1 s.
    static func recording(in folder: String) throws -> String {
        let path = folder + "/our-app.mp4"
        try RecordingTests.ffmpeg([
            "-f", "lavfi", "-i", "color=c=white:s=96x192:d=2:r=30",
            "-vf", "drawbox=x=8:y=20:w=80:h=30:c=red:t=fill:enable='gte(t,0.4)',drawbox=x=8:y=60:w=80:h=60:c=blue:t=fill:enable='gte(t,1)'",
            "-pix_fmt", "yuv420p", path
        ])
        return path
    }

    /// How often `part` is in `text`.
    static func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

    /// At every moment the page keeps, at its own size and the compact
    /// stage's, the frame drawn shows the recording's frame the stage shows
    /// there, over the cells its pixels take; each frame's JPEG is in the
    /// page once, as the recording was read (never encoded again).
    @Test func aRecordingsPageShowsEachFrameWithItsMomentAndHoldsItsJPEGOnce() throws {
        let folder = try RecordingTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.recording(in: folder)
        let options = try #require(try ArgumentParser.parse(["page", "--left", path, "--size", "80x24"]).options(of: PageCommand.self))
        let frames = try Recording.measured(path).launch.frames
        #expect(frames.count == 3)

        var numbering = WebPage.Numbering()
        let smaller = WebPage.playAll(scenario: options.scenario, size: Self.size, knobs: [], into: &numbering) { (_, _) throws(Never) in }
        let shown = numbering.shown
        #expect(shown.images == frames.map(\.base64))
        // Each frame's places, from the runs.
        var placesOf: [Int: [Int]] = [:]
        for run in shown.runs {
            for frame in run.first..<(run.first + run.count) { placesOf[frame] = shown.sets[run.set] }
        }
        let plays = [(Self.size, numbering.content.scenarios[0])] + smaller.map { ($0.stage.size, $0.scenarios[0]) }
        #expect(plays.map(\.0) == [Self.size, StageLayout.minimumSize])
        for (size, item) in plays {
            let stage = Stage(scenario: options.scenario, size: size)
            var seen: Set<String> = []
            for (time, frame) in zip(item.times, item.frames) {
                let expected = stage.shownFrames(at: .ms(time))
                let places = (placesOf[frame] ?? []).map { shown.places[$0] }
                #expect(places.count == expected.count, "\(size) at \(time) ms")
                for (place, want) in zip(places, expected) {
                    seen.insert(shown.images[place[0]])
                    #expect(shown.images[place[0]] == want.frame.base64, "\(size) at \(time) ms")
                    let (cells, screen) = (want.cells, want.screen)
                    #expect(
                        Array(place.dropFirst())
                            == [cells.x, cells.y, cells.width, cells.height, screen.x, screen.y, screen.width, screen.height])
                }
            }
            #expect(seen == Set(frames.map(\.base64)), "\(size): every frame shown")
        }

        // The page: each JPEG once, as a data: image its policy allows, and
        // the script that lays them over the cells.
        var page = ""
        WebPage.write(
            scenario: options.scenario, size: Self.size, knobs: [], keys: PageCommand.keys(styles: false),
            progress: { (_, _) throws(Never) in }, to: { page += $0 })
        for frame in frames { #expect(Self.count(frame.base64, in: page) == 1) }
        #expect(page.contains("img-src data:;") && page.contains("shown:{images:[") && page.contains(WebPage.shownScript(shown)))

        // A talk whose Scenario names the recording: the same.
        let talk = folder + "/talk.talk"
        try "Scenario left=our-app.mp4 right=content-first\nPlay 2s\n".write(toFile: talk, atomically: true, encoding: .utf8)
        let talkPage = TalkPage.page(try TalkFile.load(talk), title: "ours")
        for frame in frames { #expect(Self.count(frame.base64, in: talkPage) == 1) }
        #expect(talkPage.contains("shown:{images:[") && talkPage.contains(WebPage.shownScript(shown)))
    }

    /// The built-in pages hold no picture and not the script that shows
    /// them: they are as they were, byte for byte.
    @Test func builtInPagesHoldNoPictures() throws {
        let page = PageCommand.page(PageOptions(size: StageLayout.minimumSize))
        let talk = TalkPage.page(try TalkFile.load(WebPageTests.talk), title: "minute")
        for text in [page, talk] {
            #expect(!text.contains("shown:{") && !text.contains("data:image/jpeg") && !text.contains("drawFrame = function"))
        }
    }

    /// The pictures stop at the budget: a frame past it is drawn in its
    /// cells alone, and the page holds no more.
    @Test func picturesKeepToTheirBudget() throws {
        let folder = try RecordingTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.recording(in: folder)
        let options = try #require(try ArgumentParser.parse(["page", "--left", path]).options(of: PageCommand.self))
        let stage = Stage(scenario: options.scenario, size: .standard)
        var one = try #require(stage.shownFrames(at: .ms(100)).first)
        var shown = WebPage.ShownPictures()
        let third = WebPage.mostImageBytes / 3 + 1
        var placed: [[Int]] = []
        for letter in ["A", "B", "C", "A"] {
            one.frame.base64 = String(repeating: letter, count: third)
            placed.append(shown.place([one]))
        }
        #expect(placed == [[0], [1], [], [0]])
        #expect(shown.images.count == 2 && shown.imageBytes <= WebPage.mostImageBytes)
    }

    /// The docs say the budget the code keeps.
    @Test func theDocsSayTheBudget() {
        let found = DocsFactsTests.said(#"the pictures stop at ([0-9]+) MB together"#)
        #expect(!found.isEmpty)
        for (page, groups) in found { #expect(groups == [String(WebPage.mostImageBytes >> 20)], "\(page) says \(groups[0]) MB") }
    }
}
