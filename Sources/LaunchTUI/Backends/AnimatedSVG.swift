import Scenes

/// A talk as one self-contained animated SVG that plays in a browser and in
/// a GitHub README, as svg-term makes them from an asciicast: every frame
/// side by side on one long strip, a CSS `@keyframes` animation stepping the
/// strip along by a screen's width at each frame's time, looping. A row that
/// shows again (most of them, from frame to frame) is written once and
/// reused with `<use>`, and so is a whole frame that shows again.
enum AnimatedSVG {
    static func svg(of script: Script, fps: Int? = nil) -> String {
        var out = ""
        write(script, fps: fps) { out += $0 }
        return out
    }

    /// Writes the SVG piece by piece through `write`.
    static func write<Failure: Error>(_ script: Script, fps: Int? = nil, to write: (String) throws(Failure) -> Void) throws(Failure) {
        let settings = script.settings
        let palette = Theme(level: .full, background: settings.theme)
        let width = SVGWriter.x(settings.size.width), screenWidth = Double(settings.size.width * SVGWriter.cellWidthTenths) / 10
        let height = String(settings.size.height * SVGWriter.cellHeight)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="\(SVGWriter.fontFamily)" font-size="\(SVGWriter.fontSize)">
            <rect width="100%" height="100%" fill="\(palette.ownRGB.background)"/>
            <g id="film">

            """)
        var rows: [ArraySlice<Cell>: Int] = [:]
        var frames: [[Int]: Int] = [:]
        var times: [Int] = []
        let background = "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(palette.ownRGB.background)\"/>"
        let length = try CastRecorder.play(script, fps: fps) { (screen, _, wall) throws(Failure) in
            // A frame at the same time as the one before takes its place (and covers it).
            if times.last == wall { times.removeLast() }
            let index = times.count
            times.append(wall)
            var ids: [Int] = []
            var defs = ""
            for y in 0..<screen.height {
                let cells = screen.cells[y * screen.width..<(y + 1) * screen.width]
                if let known = rows[cells] {
                    ids.append(known)
                } else {
                    let id = rows.count
                    rows[cells] = id
                    ids.append(id)
                    defs += "<g id=\"r\(id)\">" + SVGWriter.row(of: screen, y, palette: palette, top: 0) + "</g>\n"
                }
            }
            let frame: Int
            if let known = frames[ids] {
                frame = known
            } else {
                frame = frames.count
                frames[ids] = frame
                defs += "<g id=\"f\(frame)\">" + background
                    + ids.enumerated().map { "<use href=\"#r\($1)\" y=\"\($0 * SVGWriter.cellHeight)\"/>" }.joined() + "</g>\n"
            }
            try write((defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n")
                + "<use href=\"#f\(frame)\" x=\"\(number(Double(index) * screenWidth))\"/>\n")
        } marker: { (_) throws(Failure) in }
        // Each frame's place on the strip from its time on, looping.
        var keyframes = ""
        for (index, wall) in times.enumerated() {
            let percent = length > 0 ? FixedDecimal.text(units: wall * 1_000_000 / length, places: 4, trimmed: true) : "0"
            keyframes += "\(percent)%{transform:translateX(-\(number(Double(index) * screenWidth))px)}\n"
        }
        keyframes += "100%{transform:translateX(-\(number(Double(max(0, times.count - 1)) * screenWidth))px)}\n"
        try write("""
            </g>
            <style>
            #film{animation:play \(max(1, length))ms steps(1,end) infinite}
            @keyframes play{
            \(keyframes)}
            </style>
            </svg>

            """)
    }

    static func number(_ value: Double) -> String { FilmstripSVG.number(value) }
}
