import Scenes

/// The list of a talk's beats that `b` opens over the stage: each beat's
/// number, caption and marks, one a row, the selected one highlighted and
/// the one on screen marked. Up and down (or k and j), Page Up and Page
/// Down, Home and End move the selection; Enter goes to it, b or Esc closes.
struct BeatList: Hashable, Sendable {
    /// The selected beat, 0-based.
    private(set) var selected: Int

    init(selected: Int) { self.selected = max(0, selected) }

    /// What a key does to the list.
    enum Outcome: Hashable, Sendable {
        /// The key moved the selection, or did nothing.
        case stay
        case close
        /// Go to this beat (1-based).
        case go(Int)
        /// Not the list's key: the presenter's (q quits).
        case passOn
    }

    mutating func handle(_ key: Key, count: Int, rows: Int) -> Outcome {
        switch key {
        case .up, .character("k"): move(to: selected - 1, count: count)
        case .down, .character("j"): move(to: selected + 1, count: count)
        case .pageUp: move(to: selected - max(1, rows - 1), count: count)
        case .pageDown: move(to: selected + max(1, rows - 1), count: count)
        case .home: move(to: 0, count: count)
        case .end: move(to: count - 1, count: count)
        case .enter: return .go(selected + 1)
        case .escape, .character("b"), .character("B"): return .close
        case .character("q"), .character("Q"), .redraw: return .passOn
        default: break
        }
        return .stay
    }

    /// Selects beat `number` (1-based) when there is one: digits typed with the list open.
    mutating func select(beat number: Int, of count: Int) {
        if (1...count).contains(number) { selected = number - 1 }
    }

    private mutating func move(to index: Int, count: Int) {
        selected = min(max(0, index), count - 1)
    }

    /// The panel over a stage of `size`: two columns and a row clear of
    /// the screen's edges.
    static func panel(in size: Size, count: Int) -> Rect {
        let width = min(size.width - 4, 100)
        let height = min(size.height - 2, count + 4)
        return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// How many beats the panel shows at once: the panel less its frame,
    /// title and footer.
    static func visibleRows(in size: Size, count: Int) -> Int {
        max(1, panel(in: size, count: count).height - 4)
    }

    /// The first beat shown, so that the selected one is in view, near the middle.
    func top(count: Int, rows: Int) -> Int {
        min(max(0, selected - rows / 2), max(0, count - rows))
    }

    /// Draws the list over `buffer` for `timeline`, `current` (1-based) being the beat on screen.
    func draw(into buffer: inout ScreenBuffer, timeline: ScriptTimeline, current: Int, glyphs: Glyphs) {
        let beats = timeline.beats
        let panel = Self.panel(in: buffer.size, count: beats.count)
        guard panel.width > 10, panel.height >= 5 else { return }
        let style = CellStyle(.status)
        buffer.fill(panel, style: style)
        buffer.drawBox(panel, glyphs: glyphs, style: style)
        let inside = panel.inset(dx: 2, dy: 1)
        buffer.putCentered("beats", in: inside.row(0), style: style.with(.bold), ellipsis: glyphs.ellipsis)
        let rows = Self.visibleRows(in: buffer.size, count: beats.count)
        let top = top(count: beats.count, rows: rows)
        let digits = String(beats.count).count
        for (offset, index) in (top..<min(beats.count, top + rows)).enumerated() {
            let row = inside.row(1 + offset)
            let beat = beats[index]
            let number = String(index + 1)
            let pointer = index + 1 == current ? (glyphs == .ascii ? ">" : "▸") : " "
            let lead = pointer + String(repeating: " ", count: digits - number.count) + number + "  "
            let caption = beat.endState.caption.isEmpty ? "-" : beat.endState.caption.withoutControlCharacters
            let marks =
                beat.marks.isEmpty ? "" : "  " + glyphs.bullet + " " + beat.marks.map(\.withoutControlCharacters).joined(separator: "; ")
            let rowStyle = index == selected ? style.with(.reverse) : style
            if index == selected { buffer.fill(row, style: rowStyle) }
            var x = buffer.put(lead, x: row.x, y: row.y, style: rowStyle.with(.bold), clip: row)
            let room = row.maxX - x
            let markWidth = min(DisplayWidth.of(marks), room / 2)
            let shownCaption = caption.truncated(toColumns: max(0, room - markWidth), ellipsis: glyphs.ellipsis)
            x = buffer.put(shownCaption, x: x, y: row.y, style: rowStyle, clip: row)
            if !marks.isEmpty {
                buffer.put(
                    marks.truncated(toColumns: row.maxX - x, ellipsis: glyphs.ellipsis), x: x, y: row.y,
                    style: rowStyle.with(.dim), clip: row)
            }
        }
        let footer =
            glyphs == .ascii
            ? "up/down, PgUp/PgDn, Home/End; Enter goes there; b or Esc closes"
            : "↑/↓, PgUp/PgDn, Home/End; Enter goes there; b or Esc closes"
        buffer.putCentered(footer, in: inside.row(inside.height - 1), style: style.with(.dim), ellipsis: glyphs.ellipsis)
    }
}
