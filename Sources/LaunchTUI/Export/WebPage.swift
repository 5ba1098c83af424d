import Scenes

/// The demo as one self-contained HTML page: for every scenario the demo's
/// scenario keys reach from the one given, the stage's frames at each moment
/// it changes (all but the status line), drawn by a small script as text
/// cells with their roles' colours. As in the animated SVG, each distinct
/// row and frame is written once and referenced by its number; a stage that
/// several scenarios draw alike is played once (`StageKey`). A talk's page
/// (`TalkPage`) is made of the same pieces.
enum WebPage {
    /// A knob a key cycles, as the page names it: the command line's key,
    /// the key that cycles it, its values in the order the key steps them.
    struct Knob {
        var key: String
        var character: Character
        var values: [String]
        var value: (Scenario) -> String
        /// The scenario with this knob at its next value.
        var cycled: (Scenario) -> Scenario
    }

    /// Every scenario the scenario keys reach from `start`, by its knobs' text.
    static func reachable(from start: Scenario, knobs: [Knob]) -> [(name: String, scenario: Scenario)] {
        var scenarios: [(name: String, scenario: Scenario)] = []
        var seen: Set<String> = []
        // A scenario met again (most are, once by each knob) is known
        // before its name is made.
        var met: Set<Scenario> = []
        var queue = [start]
        while let scenario = queue.popLast() {
            guard met.insert(scenario).inserted else { continue }
            let name = self.name(of: scenario, knobs)
            guard seen.insert(name).inserted else { continue }
            scenarios.append((name, scenario))
            for knob in knobs { queue.append(knob.cycled(scenario)) }
        }
        return scenarios.sorted { $0.name < $1.name }
    }

    static func name(of scenario: Scenario, _ knobs: [Knob]) -> String {
        knobs.map { "\($0.key)=\($0.value(scenario))" }.joined(separator: "&")
    }

    /// What the page holds but for its rows' and frames' lines, which go
    /// to `Numbering`'s spools as they come; `rows`, `rowTexts` and
    /// `frames` only where asked for (`Numbering.keeps`: tests, `rows(of:)`).
    struct Content {
        var styles: [CellStyle] = []
        var rows: [String] = []
        /// Each row's text, as `snapshot` prints it (trailing spaces kept).
        var rowTexts: [String] = []
        var frames: [[Int]] = []
        /// What the t key says, each text once (`TapAnswer.said`).
        var tapTexts: [String] = []
        /// Per scenario name: its duration, its moments with their frames,
        /// its events (what `[` and `]` move between), and what a tap says:
        /// from each time on, the number of its text.
        /// What the page says of it in words (`Explanation`).
        var scenarios:
            [(
                name: String, duration: Int, times: [Int], frames: [Int], events: [Int], taps: [Int],
                said: Explanation
            )] = []
    }

    /// The stage's replies to a tap at each frame step, as the page keeps
    /// them: from each time (ms) on, the number of the text that says them.
    static func taps(of stage: Stage, texts: inout [String], memo: ScreenMemo? = nil) -> [Int] {
        taps(of: stage, replies: stage.tapReplies(memo: memo), texts: &texts)
    }

    /// The same from the stage's `replies` (`Stage.tapReplies`), asked for before.
    static func taps(of stage: Stage, replies: [[TapReplyRun]?], texts: inout [String]) -> [Int] {
        let starts = Set(replies.flatMap { ($0 ?? []).map(\.from) } + [.zero]).sorted()
        var taps: [Int] = []
        for start in starts {
            let answers = zip(stage.panes, replies).map { pane, runs in
                TapAnswer(title: pane.style.title, reply: runs.flatMap { $0.last { $0.from <= start }?.reply })
            }
            // The page plays the launch as it was: an animated launch's
            // hand-over on the tap is the terminal's to show.
            let text =
                TapAnswer.said(answers)
                + (answers.contains { if case .later? = $0.reply { true } else { false } }
                    ? " (this page plays on untapped; in the terminal, t hands it over then)" : "")
            let number =
                texts.firstIndex(of: text)
                ?? {
                    texts.append(text); return texts.count - 1
                }()
            if taps.last != number { taps += [start.milliseconds, number] }
        }
        return taps
    }

    /// The stage's rows at `time` in the scenario called `name`, as the page draws them.
    static func rows(of content: Content, scenario name: String, at time: LaunchTime) -> [String]? {
        guard let item = content.scenarios.first(where: { $0.name == name }) else { return nil }
        guard let index = item.times.lastIndex(where: { $0 <= time.milliseconds }) else { return nil }
        return content.frames[item.frames[index]].map { content.rowTexts[$0] }
    }

    /// What a stage draws but for its status line, from its scenario: each
    /// pane's style, the steps of its timetable and the thresholds it is held
    /// to (its measurements, duration, numbers and lanes all follow from
    /// these). Two scenarios with one key draw the same stage, so it is built,
    /// measured and played once (the Baseline Profile off and on for iOS, say).
    struct StageKey: Hashable {
        var styles: [LaunchStyle]
        var steps: [[Timetable.Step]]
        var thresholds: [Thresholds]

        init(_ scenario: Scenario) {
            styles = scenario.styles
            steps = scenario.styles.map { $0.timetable(for: scenario).steps }
            thresholds = scenario.styles.map { $0.thresholds(in: scenario) }
        }
    }

    /// Numbers each distinct style, row and frame as it first comes, and
    /// writes each new row's and frame's line to its spool at once: the page
    /// is written as it is made, and only what numbers them is kept.
    struct Numbering {
        var content = Content()
        /// Whether `content` keeps the rows, their texts and the frames too.
        let keeps: Bool
        /// Whether it numbers rows for another numbering (a stage played
        /// on another core): their lines are not written, and their codes
        /// are kept (their texts too where `keeps`).
        let aside: Bool
        /// `DATA.rows`' lines and `DATA.frames`' (see `writePictures`).
        let rowLines: PageSpool
        let frameLines: PageSpool
        var styleIDs: [CellStyle: Int] = [:]
        var rowIDs: [RowCode: Int] = [:]
        var frameIDs = FrameTable()
        /// The pictures frames show over their cells (`ShownPictures`).
        var shown = ShownPictures()
        /// The last frame numbered, which the next one's line is written against.
        private var lastFrame: [Int] = []
        /// Where a frame's line is written (`ByteWriter`), kept for the next.
        private var line: [UInt8] = []

        init(keeps: Bool = true, aside: Bool = false, rowLines: PageSpool = PageSpool(), frameLines: PageSpool = PageSpool()) {
            self.keeps = keeps
            self.aside = aside
            self.rowLines = rowLines
            self.frameLines = frameLines
        }

        /// A row as the page writes it, in UTF-8, hashed as bytes (a
        /// string's hash normalises it first, which costs more).
        struct RowCode: Hashable {
            var bytes: [UInt8]
            func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
        }

        /// A frame, known by a 128-bit digest of its rows' numbers (Swift's
        /// `Hasher`, a keyed SipHash, of the rows, and of the rows and a
        /// last word: two messages, the rows read once):
        /// the frames a 1000x500 page with the animated launch numbers,
        /// some 390,000 of 499 rows each, took 1.6 GB as arrays, and take
        /// some 16 bytes each so. Two different frames would be taken for
        /// one only if both digests met, about one chance in 10^27 there.
        struct FrameKey: Equatable {
            var first: Int
            var second: Int

            init(_ rows: [Int]) {
                var one = Hasher()
                rows.withUnsafeBytes { one.combine(bytes: $0) }
                var two = one
                two.combine(0x5DEE_CE66D)
                first = one.finalize()
                second = two.finalize()
            }
        }

        /// The frames' numbers by their digests, in a table of open
        /// addressing placed by the first digest's low bits: a digest is a
        /// SipHash already, which a dictionary would hash again at each of
        /// the page's frames (some 150,000 with the animated launch). A
        /// slot is 8 bytes (the digest's high bits and the number), the
        /// digests themselves kept in the numbers' order: most frames are
        /// new, and a new one is a look into a table that stays small.
        struct FrameTable {
            /// 0: empty; else the first digest's high 32 bits, then the number + 1.
            private var slots = [UInt64](repeating: 0, count: 1 << 14)
            private var keys: [FrameKey] = []

            /// How many frames it numbers.
            var count: Int { keys.count }

            /// `key`'s number: the next (`count`) the first time it is asked for.
            mutating func number(_ key: FrameKey) -> (id: Int, isNew: Bool) {
                if 2 * (keys.count + 1) > slots.count { grow() }
                let mask = slots.count - 1
                let tag = Self.tag(key)
                var index = key.first & mask
                while slots[index] != 0 {
                    let id = Int(truncatingIfNeeded: slots[index] & 0xFFFF_FFFF) - 1
                    if slots[index] >> 32 == tag, keys[id] == key { return (id, false) }
                    index = (index + 1) & mask
                }
                keys.append(key)
                slots[index] = tag << 32 | UInt64(keys.count)
                return (keys.count - 1, true)
            }

            private static func tag(_ key: FrameKey) -> UInt64 { UInt64(truncatingIfNeeded: key.first) >> 32 }

            private mutating func grow() {
                slots = [UInt64](repeating: 0, count: 2 * slots.count)
                let mask = slots.count - 1
                for (id, key) in keys.enumerated() {
                    var index = key.first & mask
                    while slots[index] != 0 { index = (index + 1) & mask }
                    slots[index] = Self.tag(key) << 32 | UInt64(id + 1)
                }
            }
        }

        /// Row `y` of `buffer` as the page writes it: per style run (as
        /// `styleRuns(row:)` cuts them) its style's number and its text; a
        /// run of one character four times or more as its style's number,
        /// the count and the character.
        mutating func row(_ y: Int, of buffer: ScreenBuffer) -> Int {
            let key = code(y, of: buffer)
            if let known = rowIDs[key] { return known }
            return add(key) {
                // The style runs' texts joined: the cells' own, but a
                // continuation that starts the row, which starts a run as " ".
                var text: [UInt8] = []
                text.reserveCapacity(buffer.width)
                for x in 0..<buffer.width {
                    if x == 0 && buffer[x, y].isContinuation {
                        text.append(UInt8(ascii: " "))
                    } else {
                        buffer[x, y].grapheme.appendUTF8(to: &text)
                    }
                }
                return String(decoding: text, as: UTF8.self)
            }
        }

        /// The number of a row another numbering numbered (`numbering`'s
        /// row `row`), its styles numbered here: what a stage played on
        /// another core brings (`WebPage.play`).
        /// `code` is the row as the other wrote it, its styles numbered
        /// here (`restyled`), `text` its text (asked for where `keeps`).
        mutating func row(code: [UInt8], text: () -> String) -> Int {
            let key = RowCode(bytes: code)
            if let known = rowIDs[key] { return known }
            return add(key, text: text)
        }

        /// A new row, numbered next; its line written to the spool (but in
        /// a numbering that keeps what it numbers for another), and its
        /// code and `text` kept where asked.
        private mutating func add(_ key: RowCode, text: () -> String) -> Int {
            let id = rowIDs.count
            rowIDs[key] = id
            if !aside {
                rowLines.append(UInt8(ascii: "["))
                rowLines.append(key.bytes)
                rowLines.append(UInt8(ascii: "]"))
                rowLines.append(UInt8(ascii: ","))
                rowLines.endLine()
            }
            if keeps || aside { content.rows.append(String(decoding: key.bytes, as: UTF8.self)) }
            if keeps { content.rowTexts.append(text()) }
            return id
        }

        /// A row's code with each style's number `restyle` gives for it:
        /// each run's first field, before its count or its text.
        static func restyled(_ code: [UInt8], _ restyle: (Int) -> Int) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(code.count + 8)
            var index = 0
            func number() -> Int {
                var value = 0
                while index < code.count, code[index] >= UInt8(ascii: "0"), code[index] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(code[index] - UInt8(ascii: "0"))
                    index += 1
                }
                return value
            }
            while index < code.count {
                if !out.isEmpty {
                    out.append(UInt8(ascii: ","))
                    index += 1
                }
                append(restyle(number()), to: &out)
                out.append(UInt8(ascii: ","))
                index += 1
                if code[index] != UInt8(ascii: "\"") {
                    append(number(), to: &out)
                    out.append(UInt8(ascii: ","))
                    index += 1
                }
                // The string literal as it is, to its closing quote.
                out.append(code[index])
                index += 1
                while code[index] != UInt8(ascii: "\"") {
                    if code[index] == UInt8(ascii: "\\") {
                        out.append(code[index])
                        index += 1
                    }
                    out.append(code[index])
                    index += 1
                }
                out.append(code[index])
                index += 1
            }
            return out
        }

        /// Row `y` of `buffer` as the page writes it (see `row(_:of:)`),
        /// its styles numbered.
        private mutating func code(_ y: Int, of buffer: ScreenBuffer) -> RowCode {
            let width = buffer.width, base = y * width
            var code: [UInt8] = []
            code.reserveCapacity(4 * width)
            // The cells read in place, field by field (a cell read whole is copied).
            buffer.cells.withUnsafeBufferPointer { all in
                let cells = UnsafeBufferPointer(rebasing: all[base..<(base + width)])
                var x = 0
                while x < width {
                    let style = cells[x].style, continuation = cells[x].isContinuation
                    var end = x + 1
                    while end < width, cells[end].style == style || cells[end].isContinuation { end += 1 }
                    if !code.isEmpty { code.append(UInt8(ascii: ",")) }
                    Self.append(styleID(style), to: &code)
                    code.append(UInt8(ascii: ","))
                    if end - x >= 4, !continuation, (x + 1..<end).allSatisfy({ cells[$0].grapheme == cells[x].grapheme }) {
                        Self.append(end - x, to: &code)
                        code.append(UInt8(ascii: ","))
                        code.append(UInt8(ascii: "\""))
                        Self.appendCell(cells[x].grapheme, to: &code)
                        code.append(UInt8(ascii: "\""))
                    } else {
                        // The run's text, cell by cell, in one string literal.
                        code.append(UInt8(ascii: "\""))
                        Self.appendCell(continuation ? .space : cells[x].grapheme, to: &code)
                        for index in (x + 1)..<end { Self.appendCell(cells[index].grapheme, to: &code) }
                        code.append(UInt8(ascii: "\""))
                    }
                    x = end
                }
            }
            return RowCode(bytes: code)
        }

        /// A cell's text in a string literal, as `JSONText.appendEscaped`
        /// writes it: most cells are a character that needs no escape,
        /// their bytes appended as they are, with no string made.
        @inline(__always)
        private static func appendCell(_ text: CellText, to code: inout [UInt8]) {
            // Its bytes as they are, unless one needs an escape (a quote, a
            // backslash, `<`, a control, a line separator): then escaped.
            let start = code.count
            text.appendUTF8(to: &code)
            if JSONText.needsEscape(code[start...], markup: true) {
                code.removeSubrange(start...)
                JSONText.appendEscaped(text.string, into: &code, markup: true)
            }
        }

        /// A whole number's decimal digits.
        static func append(_ number: Int, to code: inout [UInt8]) { append(number.magnitude, to: &code) }

        static func append(_ number: UInt, to code: inout [UInt8]) {
            if number >= 10 { append(number / 10, to: &code) }
            code.append(UInt8(ascii: "0") + UInt8(number % 10))
        }

        /// The last 16 styles looked up in `styleIDs`, each replacing the
        /// oldest: a row's runs take a few styles again and again, found
        /// here without hashing.
        private var recentStyles: [(style: CellStyle, id: Int)] = []
        private var oldestRecent = 0

        private mutating func styleID(_ style: CellStyle) -> Int {
            for recent in recentStyles where recent.style == style { return recent.id }
            let id = lookUp(style)
            if recentStyles.count < 16 {
                recentStyles.append((style, id))
            } else {
                recentStyles[oldestRecent] = (style, id)
                oldestRecent = (oldestRecent + 1) % 16
            }
            return id
        }

        mutating func lookUp(_ style: CellStyle) -> Int {
            if let known = styleIDs[style] { return known }
            styleIDs[style] = content.styles.count
            content.styles.append(style)
            return content.styles.count - 1
        }

        /// A frame's number; a new one's line is written as `DATA.frames`
        /// holds it: when it differs from the frame numbered before it in
        /// a few rows, as those rows (-1, then each row's line and number).
        /// A frame that shows pictures over its cells (`places`) is
        /// another frame than its cells alone, and says its places in `shown`.
        mutating func frame(_ rows: [Int], places: [Int] = []) -> Int {
            let key = FrameKey(places.isEmpty ? rows : rows + places.map { -1 - $0 })
            let (id, isNew) = frameIDs.number(key)
            guard isNew else { return id }
            shown.note(frame: id, places: places)
            // The rows that differ from the frame before, counted first
            // (all of them where it had another height).
            var changes = rows.count
            if lastFrame.count == rows.count {
                changes = 0
                for y in rows.indices where lastFrame[y] != rows[y] { changes += 1 }
            }
            // At most a comma and two numbers a row, and the brackets.
            let count = ByteWriter.write(atMost: 6 + rows.count * 2 * (ByteWriter.numberLimit + 1), over: &line) { line in
                line.put(UInt8(ascii: "["))
                if changes * 2 + 1 < rows.count {
                    line.put(-1)
                    for y in rows.indices where lastFrame[y] != rows[y] {
                        line.put(UInt8(ascii: ","))
                        line.put(y)
                        line.put(UInt8(ascii: ","))
                        line.put(rows[y])
                    }
                } else {
                    for (index, row) in rows.enumerated() {
                        if index > 0 { line.put(UInt8(ascii: ",")) }
                        line.put(row)
                    }
                }
                line.put(UInt8(ascii: "]"))
                line.put(UInt8(ascii: ","))
            }
            frameLines.append(line[..<count])
            frameLines.endLine()
            // Kept in its own storage, which the caller's next frame does
            // not share (sharing it, the caller's next change copied it).
            if lastFrame.count == rows.count {
                for y in rows.indices where lastFrame[y] != rows[y] { lastFrame[y] = rows[y] }
            } else {
                lastFrame = Array(rows)
            }
            if keeps { content.frames.append(rows) }
            return id
        }
    }

    /// The timeline's rows with the playhead at a column, by the row
    /// without it and the column: the same lanes and axis recur from stage
    /// to stage (a pane's lane beside each other style, the axis of every
    /// stage as long), so each is drawn and numbered once.
    struct PlayheadRows {
        /// A row without the playhead (its number here), the playhead's column, and whether it is the axis.
        struct Marked: Hashable {
            var row: Int
            var column: Int
            var axis: Bool
        }
        /// The rows without the playhead, numbered by their cells apart
        /// from the page's rows (they are never shown as they are, and
        /// their styles are not the page's until a frame shows them).
        private var unmarked = Numbers<[Cell]>()
        var ids: [Marked: Int] = [:]

        static func code(_ y: Int, of buffer: ScreenBuffer) -> [Cell] { Array(buffer.row(y)) }

        mutating func number(_ cells: [Cell]) -> Int { unmarked.number(cells) }
    }

    /// The rows of one screen as it changes, each numbered: after an update
    /// only the rows drawn again that differ from before are written out
    /// and looked up.
    struct Rows {
        /// Each row's number, top first (the page sets the timeline's: see `play`).
        var ids: [Int]
        private var drawn: [[Cell]]

        /// The first `height` rows of `buffer`.
        init(_ buffer: ScreenBuffer, height: Int, numbering: inout Numbering) {
            ids = (0..<height).map { numbering.row($0, of: buffer) }
            drawn = (0..<height).map { Array(Self.cells($0, of: buffer)) }
        }

        /// Takes `buffer`, of which only `changed` may differ from the last;
        /// returns whether a row's number changed.
        @discardableResult
        mutating func update(_ buffer: ScreenBuffer, changed: [Int], numbering: inout Numbering) -> Bool {
            var renumbered = false
            for y in changed where y < ids.count && !Self.same(drawn[y], y, of: buffer) {
                drawn[y] = Array(Self.cells(y, of: buffer))
                let id = numbering.row(y, of: buffer)
                renumbered = renumbered || id != ids[y]
                ids[y] = id
            }
            return renumbered
        }

        /// Takes rows `ys` of `buffer` as numbered `known` (what numbering
        /// them here gives: the rows of another moment that drew them
        /// alike), neither compared nor numbered.
        mutating func take(_ ys: [Int], ids known: [Int], of buffer: ScreenBuffer) {
            for (y, id) in zip(ys, known) where y < ids.count {
                drawn[y] = Array(Self.cells(y, of: buffer))
                ids[y] = id
            }
        }

        private static func cells(_ y: Int, of buffer: ScreenBuffer) -> ArraySlice<Cell> {
            buffer.cells[(y * buffer.width)..<((y + 1) * buffer.width)]
        }

        /// Whether `row` is row `y` of `buffer`, compared in place: no cell
        /// is copied to be compared.
        private static func same(_ row: [Cell], _ y: Int, of buffer: ScreenBuffer) -> Bool {
            let base = y * buffer.width
            return row.withUnsafeBufferPointer { row in
                buffer.cells.withUnsafeBufferPointer { cells in
                    row.count == buffer.width
                        && row.indices.allSatisfy { x in
                            row[x].width == cells[base + x].width && row[x].style == cells[base + x].style
                                && row[x].grapheme == cells[base + x].grapheme
                        }
                }
            }
        }
    }

    /// What the page holds, its rows and frames kept.
    /// `workers`: how many cores play its stages (`play`).
    static func content(scenario start: Scenario, size: Size, knobs: [Knob], workers: Int? = nil) -> Content {
        var numbering = Numbering()
        var measured: [Measured?] = []
        play(scenario: start, size: size, knobs: knobs, into: &numbering, measured: &measured, workers: workers) { (_, _) throws(Never) in }
        return numbering.content
    }

    /// What a stage played at one size gives that is the same at every
    /// size: the stage, measured on the reference phone, its tap replies
    /// (asked there too) and its words, for the same launch played at
    /// another size (the narrow stage's) not to work them out again.
    struct Measured {
        var stage: Stage
        var taps: [Int]
        var said: Explanation
    }

    /// What the page's keys say and do, as the demo's: the keys' help (what
    /// `?` shows), the speeds `+` and `-` move between, and the notices a
    /// key gives where it changes nothing, by its character, or by its
    /// character and the platform (`b:ios`), shown for `noticeMilliseconds`.
    struct Keys {
        var help: String
        var speeds: [Double]
        var notes: [String: String] = [:]
        var noticeMilliseconds = 2000
        /// The key table as the page takes it (`PageKey`), its buttons made from it.
        var table: [PageKey] = []
    }

    /// The page for `scenario` at `size`, written piece by piece, with
    /// `progress` as `play` calls it: the rows and frames go to
    /// `rowLines` and `frameLines` as they are made (in memory unless the
    /// caller gives files), the rest when all are played.
    static func write<Failure: Error>(
        scenario: Scenario, size: Size, knobs: [Knob], keys: Keys,
        rowLines: PageSpool = PageSpool(), frameLines: PageSpool = PageSpool(), workers: Int? = nil,
        progress: (_ done: Int, _ total: Int) throws(Failure) -> Void,
        to write: (String) throws(Failure) -> Void
    ) throws(Failure) {
        var numbering = Numbering(keeps: false, rowLines: rowLines, frameLines: frameLines)
        let smaller = try playAll(scenario: scenario, size: size, knobs: knobs, into: &numbering, workers: workers, progress: progress)
        let content = numbering.content
        // What the page says, each text once: the scenarios' headings,
        // captions, what to watch for and the phones in words.
        var says: [String] = [], sayIDs: [String: Int] = [:]
        // Found by their bytes first: a string's own hash normalises text
        // that is not ASCII (most captions: "→", "…"), each of some
        // hundred thousand looks; texts equal but for their bytes are
        // still one (`sayIDs`, by the strings).
        var sayBytes: [ExactText: Int] = [:]
        func say(_ text: String) -> Int {
            let exact = ExactText(text)
            if let known = sayBytes[exact] { return known }
            let id = sayIDs[text] ?? says.count
            if id == says.count {
                sayIDs[text] = id
                says.append(text)
            }
            sayBytes[exact] = id
            return id
        }
        func timed(_ said: [Said]) -> String { said.map { "\($0.at),\(say($0.text))" }.joined(separator: ",") }
        func body(_ item: ScenarioPlay) -> String {
            "{d:\(item.duration),t:[\(listed(item.times))],f:[\(listed(item.frames))],e:[\(listed(item.events))],"
                + "a:[\(listed(item.taps))],"
                + "h:\(say(item.said.heading)),x:\(say(item.said.caption)),w:[\(timed(item.said.watch))],v:[\(timed(item.said.described))],"
                + "p:\(item.said.watch.last?.at ?? 0)}"
        }
        // Every text is numbered before the script is written.
        let bodies = content.scenarios.map { (name: $0.name, body: body($0)) }
        let smallerBodies = smaller.map { $0.scenarios.map { (name: $0.name, body: body($0)) } }
        // All rows but the status line, as the page's own.
        let smallerRows = smaller.map { (stage: $0.stage, rows: $0.stage.size.height - 1) }
        let opening = content.scenarios.first { $0.name == name(of: scenario, knobs) }?.said
        var markup = """
            <main>
            <header><h2 id="compared">\(SVGWriter.escaped(opening?.heading ?? ""))</h2>
            <p id="caption">\(SVGWriter.escaped(opening?.caption ?? ""))</p>
            <p id="watch">\(SVGWriter.escaped(opening?.watch.first?.text ?? ""))</p></header>
            <div id="theater">
            <pre id="stage" role="img" tabindex="0" aria-label="the two phones and their timeline (described in words below the controls)"></pre>
            <button type="button" id="launch" hidden>Launch</button>
            </div>
            <div id="controls">
            \(buttons(keys.table))<label id="scrubLabel">moment <input id="scrub" type="range" min="0" max="1000" step="\(abs(keys.table.first { $0.action == "frame" }?.milliseconds ?? 10))" value="0"></label>
            <span id="clock" role="timer">0.00 s</span>

            """
        var styleAttributes: [String] = []
        for knob in knobs {
            // As wide as its longest value says, so that the row does not move as values change.
            let widest = knob.key.count + 2 + (knob.values.map(\.count).max() ?? 0) + 2
            styleAttributes.append("min-width:\(widest)ch")
            markup +=
                "<button type=\"button\" class=\"knob\" data-knob=\"\(knob.key)\" data-char=\"\(knob.character)\" style=\"min-width:\(widest)ch\" "
                + "aria-keyshortcuts=\"\(SVGWriter.escaped(String(knob.character)))\">\(knob.key): \(SVGWriter.escaped(knob.value(scenario)))</button>\n"
        }
        markup += """
            <button type="button" id="theme">page colours: light or dark</button>
            </div>
            <p id="status" role="status"></p>
            <details id="words"><summary>The phones in words</summary><p id="described"></p></details>
            \(legend())<pre id="help" hidden></pre>
            </main>

            """
        let prefix = """

            const DATA={size:[\(size.width),\(size.height)],
            knobs:[\(knobs.map { "{key:\(scriptQuoted($0.key)),char:\(scriptQuoted(String($0.character))),values:[\($0.values.map(scriptQuoted).joined(separator: ","))]}" }.joined(separator: ","))],
            start:\(scriptQuoted(name(of: scenario, knobs))),
            help:\(scriptQuoted(keys.help)),
            speeds:[\(keys.speeds.map { FixedDecimal.text($0) }.joined(separator: ","))],
            noticeMs:\(keys.noticeMilliseconds),
            notes:{\(keys.notes.sorted { $0.key < $1.key }.map { "\(scriptQuoted($0.key)):\(scriptQuoted($0.value))" }.joined(separator: ","))},
            tapTexts:[\(content.tapTexts.map(scriptQuoted).joined(separator: ","))],
            \(keysScript(keys.table))says:[\(says.map(scriptQuoted).joined(separator: ","))],

            """
        // Made once, written twice (hashed, then into the page): some
        // thousand scenarios at each size, each name quoted and each body
        // looked up among those before it.
        let scenarioText = scenariosText(bodies)
        let smallerTexts = smallerBodies.map(scenariosText)
        func writeScript<Out: Error>(_ write: (String) throws(Out) -> Void) throws(Out) {
            try write(prefix)
            try writePictures(numbering, to: write)
            try writeShown(numbering.shown, to: write)
            try write(scenarioText)
            try writeSmaller(smallerRows, size: size, to: write) { (index) throws(Out) in
                try write(smallerTexts[index])
            }
            try write("};\n\(picturesScript)\(shownScript(numbering.shown))\(layoutScript)\(pageScript)")
        }
        var hash = SHA256()
        writeScript { hash.update($0) }
        try write(
            document(
                title: "launch-tui · the launch demo", styles: content.styles, styleAttributes: styleAttributes,
                stage: stageRules(columns: size.width, rows: size.height - 1, smaller: smallerRows),
                markup: markup, scriptHash: hash.finish()))
        try writeScript(write)
        try write(documentEnd)
    }

    /// A page up to its one script's text: its head, `markup`, and the
    /// script's opening tag; `documentEnd` follows the script.
    ///
    /// The head's Content-Security-Policy allows that script and the
    /// head's style block alone, by their hashes (`'sha256-...'`, CSP
    /// Level 3), the style attributes `styleAttributes` list by theirs
    /// (`'unsafe-hashes'`), and `data:` images; nothing else (no other
    /// script, no request anywhere): a second line of defence should some
    /// text ever slip past `scriptQuoted` or `SVGWriter.escaped`. The hash
    /// must come before the script it names, and the script holds what
    /// playing found (the styles' numbers, the tap texts, the rows), so
    /// the caller hashes it once it is all made and before any of the page
    /// is written, then writes it: its script is written twice, into the
    /// hash and into the page, the rows and frames read twice from their
    /// spools and the rest (a few kilobytes to a few megabytes) made twice
    /// from what was kept. One inline script, rather than a fixed one
    /// hashed up front and the data in a `<script type="application/json">`
    /// block, keeps the pages as they were, byte for byte, but the policy.
    static func document(
        title: String, styles: [CellStyle], scheme: TerminalTheme = .dark, styleAttributes: [String] = [],
        stage: String, markup: String, scriptHash: [UInt8]
    ) -> String {
        let style = styleBlock(styles) + stage
        let styleSources =
            (["'sha256-\(SHA256.base64(SHA256.digest(style)))'"]
            + (styleAttributes.isEmpty ? [] : ["'unsafe-hashes'"])
            + Array(Set(styleAttributes)).sorted().map { "'sha256-\(SHA256.base64(SHA256.digest($0)))'" }).joined(separator: " ")
        let policy =
            "default-src 'none'; script-src 'sha256-\(SHA256.base64(scriptHash))'; style-src \(styleSources); "
            + "img-src data:; base-uri 'none'; form-action 'none'"
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(SVGWriter.escaped(title))</title>
            <style>\(style)</style></head>
            <body class="\(scheme == .light ? "light" : "dark")">
            <header><h1 id="title">\(SVGWriter.escaped(title))</h1></header>
            \(markup)<script>
            """
    }

    static let documentEnd = "</script>\n</body></html>\n"

    /// `text` as a string literal in the page's script: JSON's, with `<` as
    /// `\u003c` too, so that no text (a caption, a report's host) can close
    /// the script element or open another.
    static func scriptQuoted(_ text: String) -> String {
        var out: [UInt8] = []
        scriptQuote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `scriptQuoted(text)`, appended to `out` as UTF-8.
    static func scriptQuote(_ text: String, into out: inout [UInt8]) {
        JSONText.quote(text, into: &out, markup: true)
    }

    /// "1,20,300": whole numbers as a script's array lists them, written
    /// digit by digit (a page lists some hundred thousand moments and frames).
    static func listed(_ numbers: [Int]) -> String {
        var room: [UInt8] = []
        let count = ByteWriter.write(atMost: numbers.count * (ByteWriter.numberLimit + 1), over: &room) { out in
            for (index, number) in numbers.enumerated() {
                if index > 0 { out.put(UInt8(ascii: ",")) }
                out.put(number)
            }
        }
        return String(decoding: room[..<count], as: UTF8.self)
    }

    /// The text of the page's style block: its layout, and its styles'
    /// rules for a light and a dark page.
    static func styleBlock(_ styles: [CellStyle]) -> String {
        var css = ""
        for (name, theme) in [("light", TerminalTheme.light), ("dark", TerminalTheme.dark)] {
            let palette = TerminalPalette(level: .full, background: theme)
            let own = palette.ownRGB
            css += "body.\(name){background:\(own.background);color:\(own.foreground)}\n"
            for (index, style) in styles.enumerated() {
                let look = palette.look(for: style)
                let (foreground, background) = palette.paint(look)
                // A report's pixels are a picture, drawn as they are; text
                // is drawn at AA contrast on what it sits on (`readable`).
                let colour =
                    look.pixels != nil
                    ? foreground
                    : readable(foreground, on: background ?? own.background, dim: look.attributes.contains(.dim))
                var rule = "color:" + colour
                if let background { rule += ";background:\(background)" }
                if look.attributes.contains(.bold) { rule += ";font-weight:bold" }
                if look.attributes.contains(.underline) { rule += ";text-decoration:underline" }
                css += "body.\(name) .s\(index){\(rule)}\n"
            }
        }
        return "\n" + pageCSS + css
    }

    /// The rows and frames, as `DATA.rows` and `DATA.frames` (each followed
    /// by a comma), from the spools `numbering` wrote their lines to.
    static func writePictures<Failure: Error>(_ numbering: Numbering, to write: (String) throws(Failure) -> Void) throws(Failure) {
        try write("rows:[\n")
        try numbering.rowLines.read(write)
        try write("],\nframes:[\n")
        try numbering.frameLines.read(write)
        try write("],\n")
    }
}

/// A string known by its UTF-8 bytes, hashed and compared as bytes: a
/// string's own hash and equality go by its characters, normalising any
/// that are not ASCII first. Two with one key are the same string; two
/// strings that are the same may still have two keys (composed otherwise).
struct ExactText: Hashable {
    var text: String

    init(_ text: String) { self.text = text }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var (one, other) = (lhs.text, rhs.text)
        return one.withUTF8 { one in other.withUTF8 { one.elementsEqual($0) } }
    }
}

/// Things numbered as they are first met: 0, 1, 2, ...
struct Numbers<Item: Hashable> {
    private var ids: [Item: Int] = [:]

    /// `item`'s number: the next one the first time it is asked for.
    mutating func number(_ item: Item) -> Int {
        if let known = ids[item] { return known }
        ids[item] = ids.count
        return ids.count - 1
    }
}
