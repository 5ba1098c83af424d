import Scenes

/// Frames a report names but does not hold: a WebPageTest result's
/// `videoFrames` are links to images on its server (`…/video_1/frame_0005.jpg`,
/// or `getfile.php?…&file=frame_0005.jpg`), each with its `time` in ms.
/// With `--frames-folder DIR` the images saved from there are read from
/// DIR (`FrameFolder`, which does the reading: this is pure) by those file
/// names, and timed as the result times them.
enum FolderFrames {
    /// The file name a frame's link ends in: `file=` of its query, else
    /// the last part of its path.
    static func fileName(of link: String) -> String? {
        if let query = link.firstIndex(of: "?") {
            for part in link[link.index(after: query)...].split(separator: "&") where part.hasPrefix("file=") {
                return String(part.dropFirst(5))
            }
        }
        let path = link.prefix { $0 != "?" && $0 != "#" }
        return path.split(separator: "/").last.map(String.init)
    }

    /// A WebPageTest view's frames, from `files` by the names its
    /// `videoFrames` link to; refused, naming the first missing one, where
    /// the folder lacks any.
    static func webPageTest(_ view: JSONValue, path: String, files: [String: [UInt8]]) throws(ReportProblem) -> [ReportFrame] {
        guard let items = view["videoFrames"]?.array, !items.isEmpty else {
            throw ReportProblem("\(path) has no videoFrames: no frames to read from a folder")
        }
        var encoded: [ReportFrames.Encoded] = []
        for (index, item) in items.enumerated() {
            let name = "\(path).videoFrames[\(index)]"
            let time = try Reports.milliseconds(item["time"], field: name + ".time")
            guard let link = item["image"]?.string, let file = fileName(of: link), !file.isEmpty else {
                throw ReportProblem("\(name).image is not a link to a frame")
            }
            guard let bytes = files[file] else {
                let shown = file.withoutControlCharacters.truncated(toColumns: 40)
                throw ReportProblem(
                    "\(name) is \(shown), not in the folder of frames (it has \(files.count) JPEG files)",
                    plain: "\(name) names a frame that is not in the folder of frames")
            }
            encoded.append(ReportFrames.Encoded(time: time, base64: String(decoding: Base64.encode(bytes), as: UTF8.self), name: name))
        }
        return try ReportFrames.decoded(encoded)
    }
}
