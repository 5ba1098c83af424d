import PageAssets
import Scenes

/// A pane drawn from its own frames (a screen recording's, a report's
/// screenshots with `--frames`) shows them on the page as pictures, as SVG,
/// stills and the filmstrip do: each distinct frame's JPEG (encoded once
/// by libjpeg-turbo when the recording was read, never again) is written
/// once in `DATA.shown`, and shown.js lays the frame at the moment over the
/// pane's screen, in cells of the stage shown, so that it follows the
/// stage's type and the smaller stages alike; the cells stay underneath,
/// the stage's text. A page without such a pane holds none of it, byte
/// for byte the page it was.
///
/// Budget: a picture a distinct frame, as the recording is read (its
/// frames 360x800 at most, a codec's noise no change; at most about 300 of
/// them, `RecordingDecoder.budget`), at libjpeg's quality 75
/// (`JPEG.recordingQuality`): a phone's screen takes some 20 to 30 KB as
/// the page holds it in base64 (a web page's screen at 360x640, scrolled a
/// minute: 26 KB a frame), so a launch's dozens of distinct frames add
/// about a megabyte. The images together stop at `mostImageBytes`, 300
/// frames of 40 KB: past it, a frame not yet written is drawn in its cells
/// alone, and the page grows no more with pictures.
extension WebPage {
    /// The most base64 the page's pictures take together: 300 frames of
    /// 40 KB as base64 (30 KB of JPEG each).
    static let mostImageBytes = 12 << 20

    /// The pictures a page shows over its cells, each numbered as it first comes.
    struct ShownPictures {
        /// Each distinct image, base64 JPEG, in the order first shown.
        private(set) var images: [String] = []
        /// The base64 the images take.
        private(set) var imageBytes = 0
        /// Each distinct place an image is shown: its number, then the
        /// cells it is stretched over and the screen that clips it (x, y,
        /// width, height each, in the stage's cells).
        private(set) var places: [[Int]] = []
        /// Each distinct list of places a frame shows.
        private(set) var sets: [[Int]] = []
        /// The frames that show pictures, as runs of frames numbered one
        /// after another that show one set (a stage's frames while one
        /// picture shows, some hundreds a second of a recording): the
        /// first frame's number, how many, the set's number.
        private(set) var runs: [(first: Int, count: Int, set: Int)] = []
        private var imageIDs: [ImageKey: Int] = [:]
        private var placeIDs: [[Int]: Int] = [:]
        private var setIDs: [[Int]: Int] = [:]
        /// What an image past the budget was taken for: none is shown.
        private var refused: Set<ImageKey> = []

        var isEmpty: Bool { runs.isEmpty }

        /// A frame's base64, hashed by its length and its last bytes (a
        /// frame's JPEGs share their header), compared whole: an image is
        /// looked up at each moment a stage's picture changes, and hashing
        /// tens of kilobytes each time would cost more than drawing.
        private struct ImageKey: Hashable {
            var base64: String

            static func == (lhs: ImageKey, rhs: ImageKey) -> Bool { lhs.base64 == rhs.base64 }

            func hash(into hasher: inout Hasher) {
                hasher.combine(base64.utf8.count)
                for byte in base64.utf8.suffix(64) { hasher.combine(byte) }
            }
        }

        /// The numbers of the places `shown` lays its frames at (a pane's
        /// frame past the budget has none).
        mutating func place(_ shown: [Stage.ShownFrame]) -> [Int] {
            shown.compactMap { item in
                guard let image = image(item.frame.base64) else { return nil }
                let cells = item.cells, screen = item.screen
                let place = [image, cells.x, cells.y, cells.width, cells.height, screen.x, screen.y, screen.width, screen.height]
                if let known = placeIDs[place] { return known }
                placeIDs[place] = places.count
                places.append(place)
                return places.count - 1
            }
        }

        private mutating func image(_ base64: String) -> Int? {
            let key = ImageKey(base64: base64)
            if let known = imageIDs[key] { return known }
            guard !refused.contains(key) else { return nil }
            guard imageBytes + base64.utf8.count <= mostImageBytes else {
                refused.insert(key)
                return nil
            }
            imageIDs[key] = images.count
            images.append(base64)
            imageBytes += base64.utf8.count
            return images.count - 1
        }

        /// Frame `frame` (new) shows the pictures at `places`.
        mutating func note(frame: Int, places: [Int]) {
            guard !places.isEmpty else { return }
            let set =
                setIDs[places]
                ?? {
                    setIDs[places] = sets.count
                    sets.append(places)
                    return sets.count - 1
                }()
            if let last = runs.last, last.first + last.count == frame, last.set == set {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((frame, 1, set))
            }
        }
    }

    /// Whether `scenario` has a pane drawn from its own frames.
    static func showsFrames(_ scenario: Scenario) -> Bool {
        scenario.styles.contains { $0.measured?.fromFrames == true }
    }

    /// `DATA.shown` (followed by a comma) where the page shows pictures:
    /// `images`, base64 JPEG; `places`, as `ShownPictures.places`; `sets`,
    /// of places' numbers; and `runs`, as `ShownPictures.runs`, flat.
    static func writeShown<Failure: Error>(_ shown: ShownPictures, to write: (String) throws(Failure) -> Void) throws(Failure) {
        guard !shown.isEmpty else { return }
        try write("shown:{images:[\n")
        // Base64 holds no character a string literal must escape.
        for image in shown.images { try write("\"\(image)\",\n") }
        try write("],\nplaces:[\(shown.places.map { "[\(listed($0))]" }.joined(separator: ","))],\n")
        try write("sets:[\(shown.sets.map { "[\(listed($0))]" }.joined(separator: ","))],\n")
        try write("runs:[\(shown.runs.map { "\($0.first),\($0.count),\($0.set)" }.joined(separator: ","))]},\n")
    }

    /// shown.js where the page shows pictures (it must run before the
    /// player draws its first frame), else nothing.
    static func shownScript(_ shown: ShownPictures) -> String {
        shown.isEmpty ? "" : String(cString: lt_shown_js())
    }
}
