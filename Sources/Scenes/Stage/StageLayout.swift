/// Where everything on the stage goes, worked out from the terminal's size:
/// the phones take what the timeline, numbers and status lines leave.
public struct StageLayout: Hashable, Sendable {
    /// The least size the stage is laid out for; smaller gets a message.
    /// From 64 columns up to `fullSize` the stage is compact (`isCompact`):
    /// the same phones, narrower, their stories cut with an ellipsis as a
    /// phone cuts them, and the numbers in a shorter form. 64 columns hold
    /// both phones side by side with their titles, and on the web page fill
    /// a 320 px phone's width at 8.3 px (DejaVu Sans Mono's 0.602 em a
    /// column), over the page's least 8 px.
    public static let minimumSize = Size(width: 64, height: 24)
    /// The least size at which every part is drawn in its full form (the
    /// numbers' labels whole, "first frame", "layout shift"); narrower, the
    /// stage is compact.
    public static let fullSize = Size(width: 80, height: 24)

    public var size: Size
    /// One phone per pane, left first.
    public var phones: [Rect]
    /// The row of titles over the phones; where the numbers are narrow, the
    /// phones' top row, the titles set in their frames (see `legendRow`).
    public var titleRow: Int
    /// Where the numbers panels are too narrow to name each verdict's
    /// source beside it (below `NumbersPanel.widthForNames`), a row under
    /// them that names the sources once; nil where the panels name them.
    public var legendRow: Int?
    /// The measured numbers and verdicts under each phone (three rows each).
    public var numbers: [Rect]
    /// The timeline's axis row, then one lane row per pane.
    public var axisRow: Int
    public var laneRows: [Int]
    /// The caption's rows, top first: one, or two for a talk with a long
    /// caption; the beat counter sits on the last.
    public var captionRows: [Int]
    /// The last caption row.
    public var captionRow: Int { captionRows[captionRows.count - 1] }
    public var statusRow: Int
    /// The timeline's bar: the columns that stand for time.
    public var barStart: Int
    public var barWidth: Int
    /// The tallest phone: up to 250x70 the phones take the stage's height.
    /// Taller than 24 rows, a phone is the same phone drawn with more rows:
    /// the banner keeps its share of the screen (`FeedView.topRows`) and the
    /// stories run on, so the jump moves the same share and its verdict does
    /// not depend on the terminal.
    public static let maximumPhoneHeight = 60
    /// The reference stage, whose phones every pane is measured on: the
    /// stage at the standard 100x30, one caption row. web.dev's layout shift
    /// is a share of the viewport (impact fraction x distance fraction), so
    /// it depends on the viewport's geometry, and a phone has one: measured
    /// on the phone as drawn at each size, the same launch read 0.160 at
    /// 80x24 and 0.101 at 120x36. On one reference phone (33x21 with its
    /// frame) the figures are the launch's, whatever the terminal. It is the
    /// size the stage opens at, so there what is seen is what is measured,
    /// and the size a report's shifts are fitted at.
    public static let reference = StageLayout(size: .standard)!
    /// Columns for the lanes' labels, left of the bar.
    public static let labelWidth = 15

    /// The layout for a size, or nil when it is below the minimum. A talk
    /// whose captions need two rows asks for them (`captionLines: 2`): the
    /// phones give up the row.
    /// A measured pane's source takes no row: it is set in its phone's
    /// bottom frame row, so the phones, and so their numbers, are the same
    /// whatever the panes are.
    public init?(size: Size, captionLines: Int = 1) {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        self.size = size
        let captions = min(max(1, captionLines), CaptionRows.maximum)
        statusRow = size.height - 1
        captionRows = (0..<captions).map { size.height - 1 - captions + $0 }
        // The rows above the timeline (its axis and two lanes).
        let above = size.height - 1 - captions - 3

        // Phones: the height left, up to `maximumPhoneHeight`, and a width
        // that reads as a phone but leaves headlines room (cells are about
        // twice as tall as wide). Titles, phones and numbers are centred in
        // the rows above the timeline.
        // Where the panels cannot name the sources, the legend takes the
        // titles' row and the titles go into the phones' frames: the phones
        // keep their height, and so their measured numbers.
        let half = size.width / 2
        let legend = half - 2 < NumbersPanel.widthForNames
        let numbersHeight = NumbersPanel.height
        let phoneHeight = min(above - numbersHeight - 1, Self.maximumPhoneHeight)
        let block = 1 + phoneHeight + numbersHeight
        // Rows a phone at its tallest leaves go in three gaps: above the
        // titles, between the numbers and the timeline, and under the timeline
        // (a row less there: the caption row under it is blank outside a talk).
        let spare = above - block
        let under = max(0, spare - 1) / 3
        let top = (spare - under) / 2
        let lanesTop = size.height - 1 - captions - 2 - under
        laneRows = [lanesTop, lanesTop + 1]
        axisRow = lanesTop - 1
        let phoneTop = legend ? top : top + 1
        titleRow = top
        let numbersTop = phoneTop + phoneHeight
        legendRow = legend ? numbersTop + numbersHeight : nil
        // Up to 24 rows tall, 8 columns for every 5 rows (headlines need the
        // width); taller, a column for every two more rows.
        let phoneWidth = min(half - 4, max(32, min(phoneHeight, 24) * 8 / 5 + max(0, phoneHeight - 24) / 2))
        phones = (0..<2).map { index in
            Rect(x: index * half + (half - phoneWidth) / 2, y: phoneTop, width: phoneWidth, height: phoneHeight)
        }
        numbers = (0..<2).map { index in
            // The left panel keeps two columns clear of the right one. Where
            // they are narrow it starts at the edge, so both have the
            // right one's width ("content 2.6 s ! >2.5 s  fully drawn 3 s").
            let x = index == 0 ? (legend ? 0 : 1) : half + 1
            return Rect(x: x, y: numbersTop, width: index == 0 ? half - 1 - x : size.width - half - 1, height: numbersHeight)
        }
        barStart = Self.labelWidth
        barWidth = size.width - Self.labelWidth - 2
    }

    /// Whether the stage is narrower than `fullSize`: the numbers are
    /// drawn in their shorter form (`NumbersPanel.short`).
    public var isCompact: Bool { size.width < Self.fullSize.width }

    /// Whether the titles are set in the phones' top frame row.
    public var titlesInFrames: Bool { titleRow == phones[0].y }

    /// A desktop page's browser window in pane `index`'s place: as wide as
    /// the pane's half of the stage allows (a column clear of the other
    /// pane), two thirds of the phone's height but no fewer than 14 rows
    /// (the phone's, where it is shorter), so that a page's content and a
    /// late insert still show; from the phone's top row, so the titles and
    /// the numbers stay where they are.
    public func browser(_ index: Int) -> Rect {
        let half = size.width / 2
        let width = half - 2
        return Rect(
            x: index * half + 1, y: phones[index].y, width: width, height: max(min(phones[index].height, 14), phones[index].height * 2 / 3))
    }

    /// The rectangle pane `index` is drawn in, as a phone or a browser window.
    public func frame(_ index: Int, device: Device) -> Rect { device == .browser ? browser(index) : phones[index] }

    /// The phone's size, the same for both panes.
    public var phoneSize: Size { Size(width: phones[0].width, height: phones[0].height) }
}

extension ReportFrame {
    /// The most pixels across and down any surface draws a frame at: the
    /// screens of a phone and of a browser window on the largest stage
    /// (`Size.largest`), two pixels a cell down, the larger of each way. A
    /// frame decoded at least as large as it is fitted into this loses
    /// nothing drawn.
    public static let largestDrawn: Size = {
        guard let layout = StageLayout(size: .largest) else { return .largest }
        let screens = [layout.phones[0], layout.browser(0)].map { ScreenshotView.screen(inPhone: $0) }
        return Size(width: screens.reduce(0) { max($0, $1.width) }, height: screens.reduce(0) { max($0, $1.height * 2) })
    }()
}
