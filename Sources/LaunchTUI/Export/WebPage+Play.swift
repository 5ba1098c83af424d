import Scenes

extension WebPage {
    /// Plays every scenario the knobs reach from `start` into `numbering`,
    /// with `progress(done, total)` before each: a long page's caller shows
    /// how far it is, and stops it by throwing.
    /// `measured` holds what the stages played so far give at every size
    /// (`Measured`): a stage found there is drawn from it, and each new one is added.
    ///
    /// The stages are played on the cores there are (`Parallel`), a batch
    /// at a time, each core with its own memo and numbering (`CorePlayer`);
    /// then, in the scenarios' order, what each stage played is numbered
    /// into `numbering` (`replay`) as if it had been played there: the
    /// page is the same, byte for byte, whatever the cores.
    static func play<Failure: Error>(
        scenario start: Scenario, size: Size, knobs: [Knob], into numbering: inout Numbering,
        measured: inout [StageKey: Measured],
        workers: Int? = nil, progress: (_ done: Int, _ total: Int) throws(Failure) -> Void
    ) throws(Failure) {
        let scenarios = reachable(from: start, knobs: knobs)
        let keys = scenarios.map { StageKey($0.scenario) }
        // Each stage is played for the first scenario that draws it.
        var work: [Int] = []
        var workIndex: [StageKey: Int] = [:]
        for (index, key) in keys.enumerated() where workIndex[key] == nil {
            workIndex[key] = work.count
            work.append(index)
        }
        let players = (0..<(workers ?? Self.workers(for: size, stages: work.count))).map {
            CorePlayer(size: size, index: $0, keeps: numbering.keeps)
        }
        // A batch at a time: the caller's progress, which stops the page
        // when a signal comes, is heard between batches.
        let batch = players.count == 1 ? 1 : players.count * 4
        var played: [Played?] = Array(repeating: nil, count: work.count)
        var playedUpTo = 0
        // Each player's rows and styles by their number there, as numbered here (-1 until asked for).
        var rowsHere: [[Int]] = Array(repeating: [], count: players.count)
        var stylesHere: [[Int]] = Array(repeating: [], count: players.count)
        var playedStages: [StageKey: ScenarioPlay] = [:]
        let known = measured
        for (done, (name, scenario)) in scenarios.enumerated() {
            try progress(done, scenarios.count)
            let key = keys[done]
            if let same = playedStages[key] {
                numbering.content.scenarios.append((name, same.duration, same.times, same.frames, same.events, same.taps, same.said))
                continue
            }
            guard let index = workIndex[key] else { continue }
            while playedUpTo <= index {
                let range = playedUpTo..<min(work.count, playedUpTo + batch)
                let out = Batch(count: range.count)
                let stages = range.map { (scenarios[work[$0]].scenario, known[keys[work[$0]]]) }
                let count = players.count
                Parallel.run(count) { player in
                    for item in stride(from: player, to: stages.count, by: count) {
                        out.results[item] = players[player].play(stages[item].0, known: stages[item].1)
                    }
                }
                for (offset, slot) in range.enumerated() { played[slot] = out.results[offset] }
                playedUpTo = range.upperBound
            }
            guard var stage = played[index] else { continue }
            played[index] = nil
            let player = players[stage.player]
            let (times, frames) = replay(
                &stage, of: player, scenario: scenario, into: &numbering, rowsHere: &rowsHere[stage.player],
                stylesHere: &stylesHere[stage.player])
            let same =
                known[key]
                ?? Measured(
                    stage: stage.stage, taps: taps(of: stage.stage, replies: stage.replies ?? [], texts: &numbering.content.tapTexts),
                    said: stage.said ?? explanation(of: stage.stage))
            if known[key] == nil { measured[key] = same }
            let item: ScenarioPlay = (
                name, stage.stage.duration.milliseconds, times, frames, stage.stage.events.map(\.milliseconds), same.taps, same.said
            )
            playedStages[key] = item
            numbering.content.scenarios.append(item)
        }
    }

    /// How many cores play a page's stages: each has its own memo (some
    /// hundreds of megabytes at the largest sizes), so a stage of more
    /// than 60,000 cells is played on one.
    static func workers(for size: Size, stages: Int) -> Int {
        guard size.width * size.height <= 60_000 else { return 1 }
        return max(1, min(Parallel.cores, 4, stages))
    }

    /// What a stage played by a `CorePlayer` gives: its moments, each with the
    /// rows whose numbers changed (the player's numbers) and the pictures
    /// shown over its cells, and what it gives at every size where that
    /// was not known (`Measured`).
    struct Played: @unchecked Sendable {
        var player: Int
        var stage: Stage
        /// The stage's replies to a tap (nil where they were known).
        var replies: [[TapReplyRun]?]?
        var said: Explanation?
        var moments: [(time: Int, changes: [(y: Int, row: Int)], shown: [Stage.ShownFrame])] = []
    }

    /// The stages of one batch, each put in its place by the core that played it.
    private final class Batch: @unchecked Sendable {
        let results: UnsafeMutableBufferPointer<Played?>

        init(count: Int) {
            results = .allocate(capacity: count)
            results.initialize(repeating: nil)
        }

        deinit {
            results.deinitialize()
            results.deallocate()
        }
    }

    /// Plays stages on one core: the same phones recur from stage to stage
    /// (the animated launch's map in every scenario), so each is drawn
    /// once in its memo, and its rows are numbered in a numbering of its
    /// own, which `replay` reads once the batch is played.
    final class CorePlayer: @unchecked Sendable {
        let memo = ScreenMemo()
        var numbering: Numbering
        /// Where the timeline's rows are drawn with the playhead at a moment that moves it alone.
        var scratch: ScreenBuffer
        var playheadRows = PlayheadRows()
        /// The phones' rows' numbers by what they show (`Stage.phoneBand`).
        var bands: [Stage.PhoneBand: [Int]] = [:]
        let index: Int

        /// `keeps`: whether the page's numbering keeps its rows' texts, which this one then keeps for it.
        init(size: Size, index: Int, keeps: Bool) {
            numbering = Numbering(keeps: keeps, aside: true)
            scratch = ScreenBuffer(size: size)
            self.index = index
        }

        func play(_ scenario: Scenario, known: Measured?) -> Played {
            let size = scratch.size
            let stage = known.map { Stage($0.stage, size: size, memo: memo) } ?? Stage(scenario: scenario, size: size, memo: memo)
            var played = Played(
                player: index, stage: stage, replies: known == nil ? stage.tapReplies(memo: memo) : nil,
                said: known == nil ? WebPage.explanation(of: stage) : nil)
            // All rows but the status line, which the page does not show.
            // The picture keeps its timeline without the playhead: the
            // timeline's rows with it come from `playheadRows`, where the
            // same lanes and axis recur from stage to stage.
            var picture = stage.picture(at: .zero, statusLine: false, playhead: false, memo: memo)
            let timeline = stage.timelineRows(at: nil, over: picture, into: &scratch) ?? []
            let unmarked = timeline.enumerated().map { index, y in
                // The first row is the axis, which the playhead marks otherwise than a lane.
                (y: y, row: playheadRows.number(PlayheadRows.code(y, of: scratch)), axis: index == 0)
            }
            // The first frame's rows in order, the timeline's with the
            // playhead at its first column (the styles are numbered as they come).
            _ = stage.timelineRows(at: .zero, over: picture, into: &scratch)
            var first = picture.buffer
            first.copyRows(timeline, from: scratch)
            var rows = Rows(first, height: picture.buffer.height - 1, numbering: &numbering)
            var column = stage.playheadColumn(at: .zero)
            for (y, row, axis) in unmarked where y < rows.ids.count {
                playheadRows.ids[PlayheadRows.Marked(row: row, column: column, axis: axis)] = rows.ids[y]
            }
            let timelineRows = Set(timeline)
            // A pane drawn from its own frames shows them as pictures too.
            let showsFrames = WebPage.showsFrames(scenario)
            var shown: [Stage.ShownFrame] = []
            // The rows' numbers as the last moment kept gave them.
            var emitted: [Int] = []
            // The moments at which more than the playhead moves: the
            // picture is updated at these alone.
            let changes = Set(stage.moments(memo: memo, statusLine: false, playhead: false))
            // Of those, the moments at which a moving screen alone looks
            // different: its phones' rows are known by their band where
            // another moment (of this stage or another) had it, and the
            // picture is left as it is; they stand over its rows until
            // the picture is updated again.
            let looks = showsFrames ? [] : stage.lookMoments(memo: memo)
            let phoneRows = stage.phoneRows
            var over: [Int] = []
            for time in WebPage.moments(of: stage, memo: memo) {
                var now = shown
                let band = looks.contains(time) ? stage.phoneBand(at: time, memo: memo) : nil
                if let band, let known = bands[band] {
                    over = known
                } else if changes.contains(time) {
                    stage.update(&picture, to: time, memo: memo)
                    if showsFrames { now = stage.shownFrames(at: time) }
                    let changed = picture.changedRows.filter { !timelineRows.contains($0) }
                    rows.update(picture.buffer, changed: changed, numbering: &numbering)
                    over = []
                    if let band { bands[band] = phoneRows.map { rows.ids[$0] } }
                }
                let moved = stage.playheadColumn(at: time)
                if moved != column {
                    column = moved
                    var drawn = false
                    for (y, row, axis) in unmarked where y < rows.ids.count {
                        let key = PlayheadRows.Marked(row: row, column: column, axis: axis)
                        if let known = playheadRows.ids[key] {
                            rows.ids[y] = known
                            continue
                        }
                        if !drawn { _ = stage.timelineRows(at: time, over: picture, into: &scratch) }
                        drawn = true
                        rows.ids[y] = numbering.row(y, of: scratch)
                        playheadRows.ids[key] = rows.ids[y]
                    }
                }
                // Rows as they were, and the same pictures, make the frame
                // before (most of an animated launch's moments).
                var ids = rows.ids
                for (y, id) in zip(phoneRows, over) where y < ids.count { ids[y] = id }
                let renumbered = ids.indices.filter { $0 >= emitted.count || emitted[$0] != ids[$0] }
                guard !renumbered.isEmpty || played.moments.isEmpty || !Self.same(now, shown) else { continue }
                shown = now
                played.moments.append((time.milliseconds, renumbered.map { ($0, ids[$0]) }, now))
                emitted = ids
            }
            return played
        }

        /// Whether two lists of pictures shown over cells are the same.
        private static func same(_ one: [Stage.ShownFrame], _ other: [Stage.ShownFrame]) -> Bool {
            one.count == other.count
                && zip(one, other).allSatisfy { $0.frame == $1.frame && $0.cells == $1.cells && $0.screen == $1.screen }
        }
    }

    /// What `player` played for one stage, numbered into `numbering` as
    /// playing it there would have: its rows in the order they came (each
    /// player's row numbered here the first time it is asked for, through
    /// `rowsHere`), its frames, the pictures shown over them. Returns the
    /// stage's times and frames.
    static func replay(
        _ stage: inout Played, of player: CorePlayer, scenario: Scenario, into numbering: inout Numbering, rowsHere: inout [Int],
        stylesHere: inout [Int]
    ) -> (times: [Int], frames: [Int]) {
        let showsFrames = showsFrames(scenario)
        var times: [Int] = [], frames: [Int] = []
        var ids: [Int] = []
        var places: [Int] = []
        for moment in stage.moments {
            for (y, row) in moment.changes {
                if row >= rowsHere.count { rowsHere += Array(repeating: -1, count: row - rowsHere.count + 1) }
                if rowsHere[row] < 0 {
                    let content = player.numbering.content
                    let code = Numbering.restyled(Array(content.rows[row].utf8)) { style in
                        if style >= stylesHere.count { stylesHere += Array(repeating: -1, count: style - stylesHere.count + 1) }
                        if stylesHere[style] < 0 { stylesHere[style] = numbering.lookUp(content.styles[style]) }
                        return stylesHere[style]
                    }
                    rowsHere[row] = numbering.row(code: code) { content.rowTexts[row] }
                }
                if y >= ids.count { ids += Array(repeating: -1, count: y - ids.count + 1) }
                ids[y] = rowsHere[row]
            }
            let placed = showsFrames ? numbering.shown.place(moment.shown) : []
            guard !moment.changes.isEmpty || frames.isEmpty || placed != places else { continue }
            places = placed
            let frame = numbering.frame(ids, places: places)
            if frames.last == frame { continue }
            times.append(moment.time)
            frames.append(frame)
        }
        stage.moments = []
        return (times, frames)
    }
}
