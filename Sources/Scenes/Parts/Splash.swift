/// The logo splash screen: the app's mark and name centred, with a spinner
/// under them once the app fetches.
struct Splash {
    static let appName = "NEWSLY"
    var spinnerStep: Int?

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let glyphs = canvas.glyphs
        let logo = canvas.style(.logo, .bold)
        // Mark (3 rows), a gap, the name, a gap, the spinner: 7 rows, centred.
        let top = rect.y + max(0, (rect.height - 7) / 2)
        for (offset, line) in [glyphs.logoTop, glyphs.logoMiddle, glyphs.logoBottom].enumerated() {
            canvas.center(line, row: rowAt(top + offset, in: rect), style: logo, into: &buffer)
        }
        canvas.center(Self.appName, row: rowAt(top + 4, in: rect), style: logo, into: &buffer)
        if let step = spinnerStep {
            let frame = glyphs.spinner[step % glyphs.spinner.count]
            canvas.center(frame, row: rowAt(top + 6, in: rect), style: canvas.style(.spinner, .bold), into: &buffer)
        }
    }

    private func rowAt(_ y: Int, in rect: Rect) -> Rect {
        Rect(x: rect.x, y: y, width: rect.width, height: y < rect.maxY ? 1 : 0)
    }
}

/// The spinner under the splash's logo: one step every 100 ms.
enum Spinner {
    static let tick = LaunchTime.ms(100)

    /// Whole steps in `elapsed`.
    static func steps(in elapsed: LaunchTime) -> Int { max(0, elapsed.milliseconds) / tick.milliseconds }

    /// The next step after `elapsed`.
    static func nextStep(after elapsed: LaunchTime) -> LaunchTime { .ms((steps(in: elapsed) + 1) * tick.milliseconds) }
}

/// Android's system splash: the app icon centred in a circle on the splash
/// colour (the screen's background), nothing else (the Android splash-screen guide).
struct SystemSplash {
    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let glyphs = canvas.glyphs
        let icon = canvas.style(.logo, .bold)
        let top = rect.y + max(0, (rect.height - 3) / 2)
        for (offset, line) in [glyphs.circleTop, glyphs.circleMiddle, glyphs.circleBottom].enumerated() where top + offset < rect.maxY {
            canvas.center(line, row: rect.row(top + offset - rect.y), style: icon, into: &buffer)
        }
    }
}

/// The splash app's error screen: its request failed, and it has nothing to show.
struct ErrorView {
    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let top = rect.y + max(0, (rect.height - 4) / 2)
        let lines: [(String, Style)] = [
            ("Couldn't load stories", canvas.style(.error, .bold)),
            ("Check your connection", canvas.style(.error)),
            ("", canvas.style(.error)),
            ("[ Try again ]", canvas.style(.chrome, .bold)),
        ]
        for (offset, (text, style)) in lines.enumerated() where top + offset < rect.maxY {
            canvas.center(text, row: rect.row(top + offset - rect.y), style: style, into: &buffer)
        }
    }
}
