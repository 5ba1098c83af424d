/// The status bar: the time on the left, signal and battery on the right.
struct StatusBar {
    func draw(in row: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let style = canvas.style(.chrome)
        buffer.fill(row, style: style)
        canvas.put("9:41", row: row, style: style.with(.bold), into: &buffer)
        let signal = canvas.glyphs.signal
        buffer.put(signal, x: row.maxX - 1 - DisplayWidth.of(signal), y: row.y, style: style, clip: row)
    }
}

/// A browser window's toolbar: back, forward and reload, then the address
/// in a field to the row's end.
struct AddressBar {
    var address: String

    func draw(in row: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let style = canvas.style(.chrome)
        buffer.fill(row, style: style)
        let buttons = "< > " + (canvas.glyphs == .unicode ? "↻" : "R") + " "
        canvas.put(buttons, row: row, style: style.with(.bold), into: &buffer)
        // The field ends a column short of the row, its bracket clear of the frame.
        let field = Rect(
            x: row.x + 1 + DisplayWidth.of(buttons), y: row.y, width: max(0, row.width - 3 - DisplayWidth.of(buttons)), height: 1)
        canvas.put("[ " + address, row: field, indent: 0, style: style, into: &buffer)
        if field.width > 0 { buffer.put("]", x: field.maxX, y: row.y, style: style, clip: row) }
    }
}

/// The nav bar: the fixed title "Today" (or the tab's) and the "Updated ..." line under it.
struct NavBar {
    /// The title is part of the first screen that never changes, so even the
    /// launch screen may show it (the older launch-image guidance).
    static let title = FeedTab.today.title
    var updated: String?
    var title = Self.title

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        canvas.put(title, row: rect.row(0), style: canvas.style(.title, .bold), into: &buffer)
        if let updated, rect.height > 1 {
            canvas.put(updated, row: rect.row(1), style: canvas.style(.updated, .dim), into: &buffer)
        }
    }
}

/// The tab bar: three tabs, the first selected unless a launch restored
/// another. A launch screen shows the icons only: labels are text, and a
/// launch screen is never localized.
struct TabBar {
    static let tabs = FeedTab.allCases.map(\.title)
    var labels: Bool
    var selected: FeedTab = .today

    func draw(in row: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let style = canvas.style(.chrome)
        buffer.fill(row, style: style)
        let slot = row.width / Self.tabs.count
        let items = Self.tabs.indices.map { index in
            (index == selected.rawValue ? canvas.glyphs.tabSelected : canvas.glyphs.tabOther) + " " + Self.tabs[index]
        }
        let widths = items.map(DisplayWidth.of)
        // A narrow phone's (the compact stage's) slots leave a label no
        // column clear of the next: the tabs are set as one run, a space
        // apart, centred, as a phone packs its tabs closer.
        let run = widths.reduce(0, +) + items.count - 1
        let packed = slot < (widths.max() ?? 0) + 1 && run <= row.width
        var start = row.x + (row.width - run) / 2
        for (index, full) in items.enumerated() {
            let chosen = index == selected.rawValue
            let icon = chosen ? canvas.glyphs.tabSelected : canvas.glyphs.tabOther
            // The icon stands where it stands with its label, so the launch
            // screen's tab bar is the app's, only without text.
            let x = packed ? start : row.x + index * slot + max(0, (slot - widths[index]) / 2)
            let cell =
                packed
                ? Rect(x: x, y: row.y, width: widths[index], height: 1) : Rect(x: row.x + index * slot, y: row.y, width: slot, height: 1)
            buffer.put(labels ? full : icon, x: x, y: row.y, style: chosen ? style.with(.bold) : style, clip: cell)
            start += widths[index] + 1
        }
    }
}
