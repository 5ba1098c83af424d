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

/// Android's system splash: the app icon centred on the splash colour (the
/// screen's background), nothing else (the Android splash-screen guide). An
/// icon with an icon background is 240 dp square and shows through a 160 dp
/// circle: drawn so at every size, the screen taken as 390 dp wide (as the
/// animated launch takes it in points) and cells about twice as tall as wide.
struct SystemSplash {
    /// How many tenths of the circle, from the bottom up, are drawn: all of
    /// them for the still icon, fewer while the animated one fills.
    var shown: Int

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let disc = SplashIcon.disc(in: Size(width: rect.width, height: rect.height))
        let style = canvas.style(.logo)
        let rows = disc.map(\.y)
        guard let first = rows.min(), let last = rows.max() else { return }
        // The level rises from the bottom row of the circle to its top.
        let height = last - first + 1
        let level = last + 1 - (height * min(shown, SplashIcon.steps) + SplashIcon.steps - 1) / SplashIcon.steps
        for cell in disc where cell.y >= level {
            buffer.put(canvas.glyphs.iconDisc, x: rect.x + cell.x, y: rect.y + cell.y, style: style, clip: rect)
        }
        // The app's mark, cut out of the background at the circle's centre, once it is full.
        if shown >= SplashIcon.steps {
            canvas.center(" N ", row: rect.row((first + last) / 2), style: canvas.style(.logo, [.bold, .reverse]), into: &buffer)
        }
    }
}

/// The system splash icon's proportions (the Android splash-screen guide).
enum SplashIcon {
    /// The icon with an icon background, and the circle it shows through.
    static let iconDp = 240, circleDp = 160
    /// The screen's width as the drawing takes it.
    static let screenDp = 390
    /// The animated icon fills in tenths, one every 100 ms: 1,000 ms, the
    /// longest an animated splash icon runs on phones.
    static let steps = 10
    static let longest = LaunchTime.ms(1000)

    /// The cells whose centres are inside the circle, on a screen of `size`
    /// cells, centred: the circle 160 dp across, a cell 390 / width dp wide
    /// and twice that tall.
    static func disc(in size: Size) -> [(x: Int, y: Int)] {
        // In units of a sixteenth of a cell's width, to stay in whole numbers.
        let unit = 16
        let radius = circleDp * size.width * unit / (2 * screenDp)
        let centreX = size.width * unit / 2, centreY = size.height * 2 * unit / 2
        var cells: [(x: Int, y: Int)] = []
        for y in 0..<size.height {
            for x in 0..<size.width {
                let dx = x * unit + unit / 2 - centreX, dy = y * 2 * unit + unit - centreY
                if dx * dx + dy * dy <= radius * radius { cells.append((x, y)) }
            }
        }
        return cells
    }
}

/// The splash app's error screen: its request failed, and it has nothing to show.
struct ErrorView {
    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let top = rect.y + max(0, (rect.height - 4) / 2)
        let lines: [(String, CellStyle)] = [
            ("Couldn't load stories", canvas.style(.error, .bold)),
            ("Check your connection", canvas.style(.error)),
            ("", canvas.style(.error)),
            ("[ Try again ]", canvas.style(.chrome, .bold))
        ]
        for (offset, (text, style)) in lines.enumerated() where top + offset < rect.maxY {
            canvas.center(text, row: rect.row(top + offset - rect.y), style: style, into: &buffer)
        }
    }
}
