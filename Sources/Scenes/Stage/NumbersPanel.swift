/// The measured numbers under a phone. Each appears when the playhead
/// reaches the frame it was measured in; until then it shows a dash.
struct NumbersPanel {
    var metrics: PaneMetrics
    var time: Instant
    var glyphs: Glyphs

    func draw(in rect: Rect, into buffer: inout ScreenBuffer) {
        let shiftText = Self.score(metrics.layoutShift(upTo: time))
        let rows = [
            [("first frame", value(metrics.firstFrame)), ("content", value(metrics.content))],
            [("fully drawn", value(metrics.fullyDrawn)), ("layout shift", shiftText)],
        ]
        for (offset, pairs) in rows.enumerated() where offset < rect.height {
            var x = rect.x
            for (index, (label, number)) in pairs.enumerated() {
                x = buffer.put(label + " ", x: x, y: rect.y + offset, style: Style(.heading), clip: rect)
                x = buffer.put(number, x: x, y: rect.y + offset, style: Style(.metric, .bold), clip: rect)
                if index == 0 { x = max(x + 2, rect.x + 19) }
            }
        }
    }

    private func value(_ measured: Instant?) -> String {
        guard let measured, measured <= time else { return glyphs.dash }
        return measured.description
    }

    /// A score to three decimals: "0.153".
    static func score(_ value: Double) -> String {
        let thousandths = Int(value * 1000 + 0.5)
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
