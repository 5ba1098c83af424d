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

    /// Pictures are compared whole, but hashed by their size and a few
    /// pixels: a pane's state holds one, and is hashed often.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        for index in stride(from: 0, to: rgb.count, by: max(3, rgb.count / 16 / 3 * 3)) { hasher.combine(rgb[index]) }
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
    public func areaAveraged(width newWidth: Int, height newHeight: Int) -> Picture {
        precondition(newWidth > 0 && newHeight > 0)
        // Each new pixel spans [x * scale, (x + 1) * scale) of the old, in
        // units of 1 / (newWidth * width) so that the spans are whole numbers.
        let columns = Self.spans(from: width, to: newWidth)
        let rows = Self.spans(from: height, to: newHeight)
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 3)
        for (y, rowSpan) in rows.enumerated() {
            for (x, columnSpan) in columns.enumerated() {
                var sums = (0, 0, 0)
                var total = 0
                for (row, rowWeight) in rowSpan {
                    for (column, columnWeight) in columnSpan {
                        let weight = rowWeight * columnWeight
                        let pixel = self.pixel(x: column, y: row)
                        sums.0 += Int(pixel.red) * weight
                        sums.1 += Int(pixel.green) * weight
                        sums.2 += Int(pixel.blue) * weight
                        total += weight
                    }
                }
                let index = (y * newWidth + x) * 3
                out[index] = UInt8((sums.0 + total / 2) / total)
                out[index + 1] = UInt8((sums.1 + total / 2) / total)
                out[index + 2] = UInt8((sums.2 + total / 2) / total)
            }
        }
        return Picture(width: newWidth, height: newHeight, rgb: out)!
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
