/// A picture as pixels: a report's own frame of the page (a Lighthouse
/// thumbnail, a DevTools screenshot), decoded outside `Scenes` and carried
/// here as plain data, three bytes a pixel (red, green, blue), rows top to
/// bottom.
public struct Picture: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes.
    public let rgb: [UInt8]

    /// Nil unless `rgb` holds exactly `width * height` pixels.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// A picture whose `rgb` is known to hold `width * height` pixels.
    private init(checkedWidth width: Int, height: Int, rgb: [UInt8]) {
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// Pictures are compared whole, but hashed by their size and a few
    /// pixels: a pane's state holds one, and is hashed often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for index in stride(from: 0, to: rgb.count, by: max(3, rgb.count / 16 / 3 * 3)) { hasher.combine(rgb[index]) }
    }

    /// A white picture of `picture`'s size: the blank page a browser shows
    /// until the first paint.
    public static func blank(like picture: Picture) -> Picture {
        Picture(checkedWidth: picture.width, height: picture.height, rgb: [UInt8](repeating: 255, count: picture.rgb.count))
    }

    /// The pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        return (rgb[index], rgb[index + 1], rgb[index + 2])
    }

    /// The picture at `width` by `height`, each new pixel the average of
    /// the area of the old one it covers, partial pixels by the part they
    /// cover (area averaging, as a box filter downscales; a larger size
    /// repeats pixels the same way).
    /// A size of no pixels gives the picture as it is.
    public func areaAveraged(width newWidth: Int, height newHeight: Int) -> Picture {
        guard newWidth > 0, newHeight > 0 else { return self }
        // Each new pixel spans [x * scale, (x + 1) * scale) of the old, in
        // units of 1 / (newWidth * width) so that the spans are whole numbers.
        // The weights are a column's times a row's, so the sums are taken
        // across first (each old row to the new columns), then down, and
        // divided once at the end: the same figures, in one pass each way.
        let columns = Self.spans(from: width, to: newWidth)
        let rows = Self.spans(from: height, to: newHeight)
        let columnTotal = width, rowTotal = height
        var across = [Int](repeating: 0, count: height * newWidth * 3)
        rgb.withUnsafeBufferPointer { old in
            across.withUnsafeMutableBufferPointer { sums in
                for row in 0..<height {
                    let from = row * width * 3, to = row * newWidth * 3
                    for (x, span) in columns.enumerated() {
                        var red = 0, green = 0, blue = 0
                        for (column, weight) in span {
                            let index = from + column * 3
                            red += Int(old[index]) * weight
                            green += Int(old[index + 1]) * weight
                            blue += Int(old[index + 2]) * weight
                        }
                        sums[to + x * 3] = red
                        sums[to + x * 3 + 1] = green
                        sums[to + x * 3 + 2] = blue
                    }
                }
            }
        }
        // Each span's weights add up to the old side's length.
        let total = columnTotal * rowTotal
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        across.withUnsafeBufferPointer { sums in
            out.withUnsafeMutableBufferPointer { pixels in
                for (y, span) in rows.enumerated() {
                    for x in 0..<(newWidth * 3) {
                        var sum = 0
                        for (row, weight) in span { sum += sums[row * newWidth * 3 + x] * weight }
                        pixels[y * newWidth * 3 + x] = UInt8((sum + total / 2) / total)
                    }
                }
            }
        }
        return Picture(checkedWidth: newWidth, height: newHeight, rgb: out)
    }

    /// For each of `count` new pixels along a side of `size` old ones, the
    /// old pixels it covers and how much of each (in 1 / count of a pixel).
    private static func spans(from size: Int, to count: Int) -> [[(Int, Int)]] {
        (0..<count).map { index in
            // In units of 1 / count of an old pixel: [start, end).
            let start = index * size, end = (index + 1) * size
            var covered: [(Int, Int)] = []
            var pixel = start / count
            while pixel * count < end {
                let from = max(start, pixel * count), to = min(end, (pixel + 1) * count)
                if to > from { covered.append((pixel, to - from)) }
                pixel += 1
            }
            return covered
        }
    }
}
