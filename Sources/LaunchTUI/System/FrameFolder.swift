import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of a report's frames saved as images (`--frames-folder DIR`:
/// a WebPageTest result's video frames, which the result only links to).
enum FrameFolder {
    /// The most images read from a folder, and the most bytes of one.
    static let mostFiles = 2000, largestFile = 16 << 20

    /// The JPEG files in `folder` by name (`.jpg`, `.jpeg`), read whole:
    /// what a report reader is handed (`--frames-folder`).
    static func read(_ folder: String) throws(Files.Problem) -> [String: [UInt8]] {
        let name = folder.withoutControlCharacters
        guard let directory = opendir(folder) else {
            throw Files.Problem(message: "\(name): cannot be read as a folder of frames: \(Files.reason(errno))")
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            let lower = entryName.lowercased()
            if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { names.append(entryName) }
        }
        closedir(directory)
        guard names.count <= mostFiles else {
            throw Files.Problem(message: "\(name): holds \(names.count) JPEG files, more than the \(mostFiles) a folder of frames may")
        }
        var files: [String: [UInt8]] = [:]
        for file in names {
            let bytes = try Files.read(folder + "/" + file, limit: largestFile)
            guard bytes.count <= largestFile else {
                throw Files.Problem(message: "\(name)/\(file.withoutControlCharacters): is over \(largestFile >> 20) MB, not a frame")
            }
            files[file] = bytes
        }
        return files
    }
}
