import Scenes

/// A filmstrip as one SVG, in WebPageTest's manner: the ticks across the
/// top, one lane of thumbnails per pane, a 2-pixel orange (#FEB301) border
/// where a column changed since the previous one and a red one where content
/// first shows, a mark where content moved, and under the strip each pane's
/// visual progress on one time axis with its Speed Index. Each distinct
/// phone is written once and reused (`<use>`), as svg-term reuses frames.
enum FilmstripSVG {
    /// Thumbnails at half the size `snapshot --format svg` draws a cell.
    static let scale = 0.5
    static let labelWidth = 130.0
    static let gap = 12.0
    static let chartHeight = 150.0
    /// A column's border, in pixels: WebPageTest's 2.
    static let borderWidth = 2

    static func svg(_ strip: Filmstrip, theme: TerminalTheme) -> String {
        let palette = TerminalPalette(level: .full, background: theme)
        let ink = palette.ownRGB.foreground
        let curveColors = palette.curveRGB
        let changed = TerminalPalette.changedRGB, firstContent = TerminalPalette.firstContentRGB
        let shifted = TerminalPalette.shiftedRGB
        // Each lane's thumbnails at its pane's size: a desktop page's browser
        // window is wider and shorter than a phone. The columns take the
        // widest, each thumbnail in the middle of its column.
        let thumbs = strip.lanes.map { lane in
            let size = lane.columns.first?.phone.size ?? Size(width: 0, height: 0)
            return (
                width: Double(size.width) * Double(SVGWriter.cellWidthTenths) / 10 * scale,
                height: Double(size.height * SVGWriter.cellHeight) * scale
            )
        }
        let columnWidth = thumbs.map(\.width).max() ?? 0
        let pitch = columnWidth + gap
        let left = labelWidth
        let lanesTop = 64.0
        let laneTops = thumbs.reduce(into: [lanesTop]) { $0.append(($0.last ?? lanesTop) + $1.height + 30) }
        func columnX(_ index: Int) -> Double { left + Double(index) * pitch }
        /// A time's place on the chart's axis, from under the first column's
        /// middle to under the last's (the columns around a shift, or at
        /// visual changes, are not evenly spaced in time: the axis is).
        let axisWidth = Double(max(1, strip.ticks.count - 1)) * pitch
        func timeX(_ time: LaunchTime) -> Double {
            left + columnWidth / 2 + Double(time.milliseconds) / Double(max(1, strip.until.milliseconds)) * axisWidth
        }

        var defs: [ScreenBuffer: Int] = [:]
        var defsText = ""
        var body = ""
        body += text(
            "Filmstrip: \(strip.scenario.summary), \(strip.size), \(strip.spacing)\(strip.aroundShifts)",
            x: 10, y: 22, size: 14, color: ink, bold: true)
        for (index, tick) in strip.ticks.enumerated() {
            body += text(Filmstrip.label(tick), x: columnX(index) + columnWidth / 2, y: 52, size: 13, color: ink, anchor: "middle")
        }
        for (row, lane) in strip.lanes.enumerated() {
            let top = laneTops[row]
            let (thumbWidth, thumbHeight) = thumbs[row]
            body += text(lane.title, x: 10, y: top + thumbHeight / 2 + 5, size: 14, color: ink, bold: true)
            for (index, column) in lane.columns.enumerated() {
                let id: Int
                if let known = defs[column.phone] {
                    id = known
                } else {
                    id = defs.count
                    defs[column.phone] = id
                    // A report's own frame over its pixels: the report's JPEG itself.
                    defsText +=
                        "<g id=\"p\(id)\">\n" + SVGWriter.cells(column.phone, palette: palette)
                        + (column.frame.map { SVGWriter.image($0, id: id) } ?? "") + "</g>\n"
                }
                let x = columnX(index) + (columnWidth - thumbWidth) / 2
                body += "<use href=\"#p\(id)\" transform=\"translate(\(number(x)) \(number(top))) scale(\(number(scale)))\"/>\n"
                if column.firstContent || column.changed {
                    // Two pixels just outside the thumbnail.
                    body +=
                        "<rect class=\"\(column.firstContent ? "first-content" : "changed")\" x=\"\(number(x - 1))\" y=\"\(number(top - 1))\" "
                        + "width=\"\(number(thumbWidth + 2))\" height=\"\(number(thumbHeight + 2))\" fill=\"none\" "
                        + "stroke=\"\(column.firstContent ? firstContent : changed)\" stroke-width=\"\(borderWidth)\"/>\n"
                }
                if column.shift > 0 {
                    // WebPageTest borders the frame after a shift: dashed, outside the others.
                    body +=
                        "<rect class=\"shifted\" x=\"\(number(x - 4))\" y=\"\(number(top - 4))\" "
                        + "width=\"\(number(thumbWidth + 8))\" height=\"\(number(thumbHeight + 8))\" fill=\"none\" "
                        + "stroke=\"\(shifted)\" stroke-width=\"\(borderWidth)\" stroke-dasharray=\"4 3\"/>\n"
                    body += text(
                        "↯ shift \(PaneMetrics.scoreText(column.shift))", x: x, y: top + thumbHeight + 18, size: 12,
                        color: ink, bold: true, className: "shift")
                }
            }
        }

        // The visual progress of both panes on one time axis.
        let chartTop = (laneTops.last ?? lanesTop) + 24
        let chartBottom = chartTop + chartHeight
        func percentY(_ value: Double) -> Double { chartBottom - chartHeight * value }
        let axisStart = timeX(.zero), axisEnd = timeX(strip.until)
        body += text("Visual Progress (%)", x: 10, y: chartTop - 6, size: 13, color: ink, bold: true)
        for percent in [0, 50, 100] {
            let y = percentY(Double(percent) / 100)
            body +=
                "<path d=\"M\(number(axisStart)) \(number(y))H\(number(axisEnd))\" stroke=\"\(ink)\" stroke-opacity=\"\(percent == 0 ? "0.8" : "0.25")\" stroke-width=\"1\"/>\n"
            body += text("\(percent)%", x: axisStart - 8, y: y + 4, size: 12, color: ink, anchor: "end")
        }
        // The axis's labels every interval (every column's would crowd where
        // two columns are a frame apart).
        for milliseconds in stride(from: 0, through: strip.until.milliseconds, by: max(1, strip.interval.milliseconds)) {
            let tick = LaunchTime.ms(milliseconds)
            body += text(Filmstrip.label(tick), x: timeX(tick), y: chartBottom + 16, size: 12, color: ink, anchor: "middle")
        }
        for (row, lane) in strip.lanes.enumerated() {
            // To the axis's end, where the strip ends, and no further.
            let points = strip.progress(of: lane)
            guard let first = points.first else { continue }
            var path = "M\(number(timeX(.zero))) \(number(percentY(first.completeness)))"
            for point in points.dropFirst() {
                path += "H\(number(timeX(point.time)))V\(number(percentY(point.completeness)))"
            }
            path += "H\(number(axisEnd))"
            body += "<path class=\"progress\" d=\"\(path)\" fill=\"none\" stroke=\"\(curveColors[row % 2])\" stroke-width=\"2.5\"/>\n"
        }

        // The legend: each pane's curve and Speed Index, then the marks.
        var legendY = chartBottom + 44
        for (row, lane) in strip.lanes.enumerated() {
            let index = lane.metrics.speedIndex.map { "Speed Index \($0) ms" } ?? "never fully drawn: no Speed Index"
            body += "<path d=\"M10 \(number(legendY - 5))h28\" stroke=\"\(curveColors[row % 2])\" stroke-width=\"2.5\"/>\n"
            body += text("\(lane.title): \(index)", x: 46, y: legendY, size: 13, color: ink, className: "speed-index")
            legendY += 20
        }
        let marks: [(String, String)] = [(changed, "changed since the previous column"), (firstContent, "first column with content")]
        var markX = 10.0
        for (color, meaning) in marks {
            body +=
                "<rect x=\"\(number(markX))\" y=\"\(number(legendY - 11))\" width=\"24\" height=\"14\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
            body += text(meaning, x: markX + 32, y: legendY, size: 13, color: ink)
            markX += 32 + Double(meaning.count) * 8 + 20
        }
        body +=
            "<rect x=\"\(number(markX))\" y=\"\(number(legendY - 11))\" width=\"24\" height=\"14\" fill=\"none\" stroke=\"\(shifted)\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n"
        markX += 32
        let shiftMeaning = "↯ shift N: content moved since the previous column, tinted (web.dev's layout shift score)"
        body += text(shiftMeaning, x: markX, y: legendY, size: 13, color: ink)
        legendY += 14
        // As wide as the legend's last line, at the 8 points a character its marks are spaced by.
        let legendEnd = markX + Double(shiftMeaning.count) * 8 + 10

        let width = left + Double(strip.ticks.count) * pitch + 10
        return SVGWriter.document(
            width: number(max(width, legendEnd)), height: number(legendY + 12),
            background: palette.ownRGB.background,
            body: "<defs>\n" + defsText + "</defs>\n" + body)
    }

    private static func text(
        _ content: String, x: Double, y: Double, size: Int, color: String, bold: Bool = false,
        anchor: String? = nil, className: String? = nil
    ) -> String {
        var attributes = "x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(size)\" fill=\"\(color)\""
        if bold { attributes += " font-weight=\"bold\"" }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        if let className { attributes += " class=\"\(className)\"" }
        return "<text \(attributes)>\(SVGWriter.escaped(content))</text>\n"
    }

    /// "158.4": pixels to a hundredth, as few digits as need be.
    static func number(_ value: Double) -> String {
        FixedDecimal.text(units: Int((value * 100).rounded()), places: 2, trimmed: true)
    }
}
