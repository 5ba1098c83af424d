/// The app's first screen below the status bar: nav bar, the top slot, the
/// story rows, and the tab bar at the bottom. A web page (in a browser
/// window) has no app's tab bar: its stories run to the bottom row.
struct FeedView {
    var feed: Feed
    var tabBar = true

    /// Rows a story takes: its headline, then source and age.
    static let storyHeight = 2

    /// The feed's height (below the status bar) on a phone of 24 rows.
    static let standardHeight = 21

    /// The rows the top card takes in a feed `height` rows tall: `rows` up
    /// to the standard phone, and the same share of the screen on a taller
    /// one (3 rows of 21 are 6 of 42), as a taller screen would draw the
    /// same banner; so a jump moves the same share of the screen.
    static func topRows(_ rows: Int, height: Int) -> Int {
        max(rows, (rows * height + standardHeight / 2) / standardHeight)
    }

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        guard rect.height >= 4 else { return }
        let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: 2)
        if feed.standIn {
            NavBar(updated: StandIn.subtitle, title: StandIn.title).draw(in: bar, canvas: canvas, into: &buffer)
        } else {
            NavBar(updated: feed.updated, title: feed.tab.title).draw(in: bar, canvas: canvas, into: &buffer)
        }
        // A page has no app's tab bar: the stand-in leaves its row empty, the rows above where they were.
        if tabBar && !feed.standIn {
            TabBar(labels: feed.tabLabels, selected: feed.tab).draw(in: rect.row(rect.height - 1), canvas: canvas, into: &buffer)
        }
        let content = Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: rect.height - (tabBar ? 3 : 2))
        var y = content.y
        // Scrolled, the top card is above the first row in view.
        if feed.top != .none && feed.scroll == 0 {
            // The card, then a row of space under it (none for a one-row card).
            let rows = Self.topRows(max(1, feed.topRows), height: rect.height)
            let card = Rect(x: content.x, y: y, width: content.width, height: min(max(1, rows - 1), content.height))
            TopCard(top: feed.top, hasStories: feed.rows.stories != nil, standIn: feed.standIn)
                .draw(in: card, canvas: canvas, into: &buffer)
            y += rows
        }
        var index = feed.scroll
        while y < content.maxY {
            let row = Rect(x: content.x, y: y, width: content.width, height: min(Self.storyHeight, content.maxY - y))
            if let stories = feed.rows.stories {
                guard index < stories.count else { break }
                if feed.standIn {
                    BlockRow(index: index).draw(in: row, canvas: canvas, into: &buffer)
                } else {
                    StoryRow(story: stories[index]).draw(in: row, canvas: canvas, into: &buffer)
                }
            } else if feed.rows == .skeleton {
                SkeletonRow(index: index).draw(in: row, canvas: canvas, into: &buffer)
            }
            index += 1
            y += Self.storyHeight
        }
        if feed.scroll > 0 {
            let topRows = feed.top == .none ? 0 : Self.topRows(max(1, feed.topRows), height: rect.height)
            let listRows = topRows + Stories.cached.count * Self.storyHeight
            ScrollIndicator(offset: topRows + feed.scroll * Self.storyHeight, total: listRows)
                .draw(in: content, canvas: canvas, into: &buffer)
        }
    }
}

/// The scroll indicator at the list's right edge: where the rows in view sit
/// in the whole list. It shows that a restored list is not at its top.
struct ScrollIndicator {
    /// Rows of the list above the first one in view, and rows in all.
    var offset: Int
    var total: Int

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        guard rect.height > 0 else { return }
        // A view taller than the rest of the list counts it as running on.
        let extent = max(total, offset + rect.height)
        let length = max(1, rect.height * rect.height / extent)
        let start = min(rect.height - length, offset * rect.height / extent)
        for y in rect.y + start..<rect.y + start + length {
            buffer.put(canvas.glyphs.scrollThumb, x: rect.maxX - 1, y: y, style: canvas.style(.chrome), clip: rect)
        }
    }
}

/// One story: the headline in bold, then "Source · age".
struct StoryRow {
    var story: Story

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        canvas.put(story.headline, row: rect.row(0), style: canvas.style(.story, .bold), into: &buffer)
        if rect.height > 1 {
            let meta = story.source + " " + canvas.glyphs.bullet + " " + story.age
            canvas.put(meta, row: rect.row(1), style: canvas.style(.story, .dim), into: &buffer)
        }
    }
}

/// The words a report's stand-in page says about itself, where the app's
/// title and "Updated" line would be.
enum StandIn {
    static let title = "Timing only, as blocks"
    static let subtitle = "not the report's frames"
    /// A late insert's two lines, where the app's banner would be.
    static let insert = (title: "Late insert", subtitle: "moves what is below")
}

/// A report's content where it has no frames: a row of blocks in a story's
/// place, its headline a long bar, its second line a short one. No two
/// rows of a list are alike (the headline's gap and length, the second
/// line's three parts, vary by index), so that a row that moves is
/// followed as a story's text would be (`LaunchObserver.contentRows`).
struct BlockRow {
    var index: Int

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let room = rect.width - 2
        let block = canvas.glyphs.block
        func bar(_ count: Int) -> String { String(copies: block, count: max(1, count)) }
        // Six of each part, in an order that reads as words rather than a staircase.
        let shape = [3, 0, 4, 1, 5, 2]
        let first = 3 + shape[index % 6], shortBy = 3 + 2 * shape[index / 6 % 6]
        let headline = bar(first) + " " + bar(room - shortBy - first - 1)
        canvas.put(headline, row: rect.row(0), style: canvas.style(.story, .bold), into: &buffer)
        if rect.height > 1 {
            let meta = bar(4 + shape[(index + 2) % 6]) + " " + bar(1) + " " + bar(1 + index / 6 % 6)
            canvas.put(meta, row: rect.row(1), style: canvas.style(.story, .dim), into: &buffer)
        }
    }
}

/// A placeholder in a story's shape: a headline bar and a shorter source bar,
/// their lengths varying by row so the shape reads as a list.
struct SkeletonRow {
    var index: Int

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let room = rect.width - 2
        let headline = room * [85, 70, 78, 64][index % 4] / 100
        let meta = room * [35, 30, 40, 28][index % 4] / 100
        let style = canvas.style(.skeleton)
        let bar = canvas.glyphs.skeleton
        canvas.put(String(copies: bar, count: headline), row: rect.row(0), style: style, into: &buffer)
        if rect.height > 1 {
            canvas.put(String(copies: bar, count: meta), row: rect.row(1), style: style, into: &buffer)
        }
    }
}

/// The card above the stories: the banner, its empty reserved slot, or the
/// offline note in that slot.
struct TopCard {
    var top: FeedTop
    /// Whether stories are on screen below, for the offline note's words.
    var hasStories: Bool
    /// A report's stand-in page: its banner says it is a late insert.
    var standIn = false

    func draw(in rect: Rect, canvas: Canvas, into buffer: inout ScreenBuffer) {
        let card = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: rect.height)
        switch top {
        case .none:
            return
        case .slot:
            // An empty place kept for the banner, outlined so it reads as one.
            let style = canvas.style(.slot)
            let glyphs = canvas.glyphs
            let line = String(copies: glyphs.dashed, count: card.width - 2)
            buffer.fill(card, style: style)
            buffer.put(glyphs.topLeft + line + glyphs.topRight, x: card.x, y: card.y, style: style, clip: card)
            if card.height > 1 {
                buffer.put(glyphs.bottomLeft + line + glyphs.bottomRight, x: card.x, y: card.maxY - 1, style: style, clip: card)
            }
        case .banner:
            let style = canvas.style(.banner)
            buffer.fill(card, style: style)
            let words = standIn ? StandIn.insert : Stories.banner
            canvas.put(words.title, row: card.row(0), style: style.with(.bold), into: &buffer)
            if card.height > 1 {
                canvas.put(words.subtitle, row: card.row(1), style: style, into: &buffer)
            }
        case .offlineNote:
            let style = canvas.style(.note)
            buffer.fill(card, style: style)
            canvas.put(canvas.glyphs.warning + " Offline", row: card.row(0), style: style.with(.bold), into: &buffer)
            if card.height > 1 {
                let words = hasStories ? "Showing saved stories" : "Nothing saved yet"
                canvas.put(words, row: card.row(1), style: style, into: &buffer)
            }
        }
    }
}
