import Scenes

/// `launch-tui metrics`: what the observer measured in each pane's frames.
enum MetricsCommand {
    static func output(_ options: MetricsOptions) -> String {
        let stage = Stage(scenario: options.scenario, size: options.size)
        return options.json ? json(stage) : table(stage)
    }

    static func json(_ stage: Stage) -> String {
        let panes = stage.panes.map { pane in
            let m = pane.metrics
            let fields = [
                "\"style\": \"\(pane.kind.rawValue)\"",
                "\"first_frame\": \(number(m.firstFrame))",
                "\"content\": \(number(m.content))",
                "\"fully_drawn\": \(number(m.fullyDrawn))",
                "\"layout_shift\": \(score(m.layoutShift))",
            ]
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return "{\"panes\": [\n" + panes.joined(separator: ",\n") + "\n]}\n"
    }

    static func table(_ stage: Stage) -> String {
        var lines = ["scenario: " + stage.scenario.summary, ""]
        let header = ["", "first_frame", "content", "fully_drawn", "layout_shift"]
        var rows = [header]
        for pane in stage.panes {
            let m = pane.metrics
            rows.append([pane.kind.rawValue, seconds(m.firstFrame), seconds(m.content), seconds(m.fullyDrawn), score(m.layoutShift)])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.enumerated().map { column, text in
                column == 0 ? text.padding(to: widths[column]) : text.padding(to: widths[column], left: true)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        lines.append("")
        lines.append("Measured from the rendered frames every 10 ms at \(stage.size); '-' means never.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func number(_ time: Instant?) -> String { time?.secondsText ?? "null" }
    private static func seconds(_ time: Instant?) -> String { time.map(\.description) ?? "-" }

    /// A score to three decimals.
    static func score(_ value: Double) -> String {
        let thousandths = Int(value * 1000 + 0.5)
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    func padding(to width: Int, left: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - count))
        return left ? pad + self : self + pad
    }
}
