import Scenes

extension WebPage {
    /// Plays every scenario the knobs reach from `start` into `numbering`,
    /// with `progress(done, total)` before each: a long page's caller shows
    /// how far it is, and stops it by throwing.
    /// `measured` holds what the stages played so far give at every size
    /// (`Measured`), by their places in `stages`: a stage found there is
    /// drawn from it, and each new one is added.
    ///
    /// The stages are played on the cores there are, each core with its
    /// own memo and numbering (`CorePlayer`), on threads of their own
    /// (`Parallel.Pipeline`); meanwhile, in the scenarios' order, what each
    /// stage played is numbered into `numbering` (`replay`) as if it had
    /// been played there: the page is the same, byte for byte, whatever
    /// the cores.
    /// `scenarios`: what `reachable(from: start, knobs: knobs)` gives, where
    /// the caller has it (the same at every size), and `stages` the stages
    /// they draw (`Stages`, the same too).
    static func play<Failure: Error>(
        scenario start: Scenario, size: Size, knobs: [Knob], into numbering: inout Numbering,
        measured: inout [Measured?], scenarios known: [(name: String, scenario: Scenario)]? = nil,
        stages knownStages: Stages? = nil, workers: Int? = nil, progress: (_ done: Int, _ total: Int) throws(Failure) -> Void
    ) throws(Failure) {
        let scenarios = known ?? reachable(from: start, knobs: knobs)
        let plan = knownStages ?? Stages(scenarios.map { StageKey($0.scenario) })
        // Each stage is played for the first scenario that draws it.
        let work = plan.first, workOf = plan.of
        if measured.count != work.count { measured = Array(repeating: nil, count: work.count) }
        // The panes' measurements and tap replies, worked out once for all
        // the players (a pane recurs in many stages, on any of them).
        let kept = Parallel.Kept()
        let players = (0..<(workers ?? Self.workers(for: size, stages: work.count))).map {
            CorePlayer(size: size, index: $0, keeps: numbering.keeps, kept: kept)
        }
        let known = measured
        let stages = work.indices.map { (scenarios[work[$0]].scenario, known[$0]) }
        // A few stages ahead of the one numbered: the caller's progress,
        // which stops the page when a signal comes, is heard between two.
        let pipeline = Parallel.Pipeline(count: work.count, window: players.count * 4) { worker, item in
            players[worker].play(stages[item].0, known: stages[item].1)
        }
        pipeline.start(workers: players.count)
        defer { pipeline.stop() }
        // Each player's rows and styles as it numbered them (what its
        // stages brought, in the order it played them), and as numbered
        // here (-1 until asked for).
        var mirrors = players.map { _ in Mirror() }
        // Each stage's scenario as played, by its place in `work`.
        var playedStages = [ScenarioPlay?](repeating: nil, count: work.count)
        for (done, (name, scenario)) in scenarios.enumerated() {
            try progress(done, scenarios.count)
            let index = workOf[done]
            if let same = playedStages[index] {
                numbering.content.scenarios.append((name, same.duration, same.times, same.frames, same.events, same.taps, same.said))
                continue
            }
            var stage = pipeline.take(index)
            let (times, frames) = replay(&stage, scenario: scenario, into: &numbering, mirror: &mirrors[stage.player])
            let given = stages[index].1
            let same =
                given
                ?? Measured(
                    stage: stage.stage, taps: taps(of: stage.stage, replies: stage.replies ?? [], texts: &numbering.content.tapTexts),
                    said: stage.said ?? explanation(of: stage.stage))
            if given == nil { measured[index] = same }
            let item: ScenarioPlay = (
                name, stage.stage.duration.milliseconds, times, frames, stage.stage.events.map(\.milliseconds), same.taps, same.said
            )
            playedStages[index] = item
            numbering.content.scenarios.append(item)
        }
    }

    /// The stages the page's scenarios draw, one for each `StageKey`: the
    /// first scenario that draws each (`first`, in the scenarios' order)
    /// and each scenario's stage by its place there (`of`). Found once for
    /// the page's every size, each key hashed this once (it holds every
    /// step of both panes' timetables).
    struct Stages {
        var first: [Int] = []
        var of: [Int] = []

        init(_ keys: [StageKey]) {
            var places: [StageKey: Int] = [:]
            of.reserveCapacity(keys.count)
            for (scenario, key) in keys.enumerated() {
                if let known = places[key] {
                    of.append(known)
                } else {
                    places[key] = first.count
                    of.append(first.count)
                    first.append(scenario)
                }
            }
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
        /// The rows and styles the player numbered first for this stage:
        /// codes, texts (where kept) and styles, in its numbers' order.
        var rows: [String] = []
        var texts: [String] = []
        var styles: [CellStyle] = []
    }

    /// A player's rows and styles as `replay` keeps them: its codes, texts
    /// and styles, and what each is numbered here (-1 until asked for).
    struct Mirror {
        var rows: [String] = []
        var texts: [String] = []
        var styles: [CellStyle] = []
        var rowsHere: [Int] = []
        var stylesHere: [Int] = []
    }

    /// Plays stages on one core: the same phones recur from stage to stage
    /// (the animated launch's map in every scenario), so each is drawn
    /// once in its memo, and its rows are numbered in a numbering of its
    /// own, which `replay` reads once the batch is played.
    final class CorePlayer: @unchecked Sendable {
        let memo: ScreenMemo
        var numbering: Numbering
        /// Where the timeline's rows are drawn with the playhead at a moment that moves it alone.
        var scratch: ScreenBuffer
        var playheadRows = PlayheadRows()
        /// The phones' rows' numbers by what they show (`Stage.phoneBands`):
        /// by each phone's look, under the number of the stage's frames in `frames`.
        var bands: [Band: [Int]] = [:]
        var frames = Numbers<Stage.Frames>()

        /// A band of the page's stages, whose two phones (the page's are
        /// two) are known by their looks: three numbers, no array to make
        /// and hash at each of an animated launch's moments.
        struct Band: Hashable {
            var frames: Int
            var left: Int
            var right: Int
        }
        let index: Int

        /// `keeps`: whether the page's numbering keeps its rows' texts, which this one then keeps for it.
        init(size: Size, index: Int, keeps: Bool, kept: Parallel.Kept) {
            memo = ScreenMemo(shared: kept)
            numbering = Numbering(keeps: keeps, aside: true)
            scratch = ScreenBuffer(size: size)
            self.index = index
        }

        func play(_ scenario: Scenario, known: Measured?) -> Played {
            let size = scratch.size
            let (rowsBefore, textsBefore, stylesBefore) =
                (numbering.content.rows.count, numbering.content.rowTexts.count, numbering.content.styles.count)

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
            let moments = stage.pageMoments(memo: memo)
            let changes = moments.changes
            // Where `changes` and `looks` (each in order) stand beside the moment played.
            var nextChange = 0, nextLook = 0
            // Of those, the moments at which a moving screen alone looks
            // different: its phones' rows are known by their band where
            // another moment (of this stage or another) had it, and the
            // picture is left as it is; they stand over its rows until
            // the picture is updated again.
            let looks = showsFrames ? [] : moments.looks
            var phoneBands = looks.isEmpty ? nil : stage.phoneBands()
            let bandFrames = phoneBands.map { frames.number($0.frames) }
            let phoneRows = stage.phoneRows
            let phoneRowSet = Set(phoneRows)
            var over: [Int] = []
            // The band at `time` (nil where a shift is marked), its looks
            // put into room kept from moment to moment.
            var looksThen: [Int] = []
            func bandThen(at time: LaunchTime) -> Band? {
                guard phoneBands?.looks(at: time, memo: memo, into: &looksThen) == true, looksThen.count == 2 else { return nil }
                return Band(frames: bandFrames ?? 0, left: looksThen[0], right: looksThen[1])
            }
            for time in moments.all {
                var now = shown
                while nextLook < looks.count && looks[nextLook] < time { nextLook += 1 }
                while nextChange < changes.count && changes[nextChange] < time { nextChange += 1 }
                let isLook = nextLook < looks.count && looks[nextLook] == time
                let isChange = nextChange < changes.count && changes[nextChange] == time
                let band = isLook ? bandThen(at: time) : nil
                if let band, let known = bands[band] {
                    over = known
                } else if isChange {
                    stage.update(&picture, to: time, memo: memo)
                    if showsFrames { now = stage.shownFrames(at: time) }
                    let changed = picture.changedRows.filter { !timelineRows.contains($0) }
                    // At a moment at which more than the phones changes (a
                    // number), but no shift is marked, the phones' rows are
                    // still their band's: where another moment had it, they
                    // are taken from it, neither compared nor numbered again.
                    let atChange = band == nil && !isLook ? bandThen(at: time) : nil
                    if let atChange, let known = bands[atChange] {
                        rows.update(picture.buffer, changed: changed.filter { !phoneRowSet.contains($0) }, numbering: &numbering)
                        rows.take(phoneRows, ids: known, of: picture.buffer)
                    } else {
                        rows.update(picture.buffer, changed: changed, numbering: &numbering)
                        if let band = band ?? atChange { bands[band] = phoneRows.map { rows.ids[$0] } }
                    }
                    over = []
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
                // Each row's number is the picture's, but a phone's row's
                // that a band stands over (`phoneRows` in order): gathered
                // where it differs from the last moment kept, row by row.
                var renumbered: [(y: Int, row: Int)] = []
                var phone = 0
                for y in rows.ids.indices {
                    var id = rows.ids[y]
                    while phone < over.count && phoneRows[phone] < y { phone += 1 }
                    if phone < over.count && phoneRows[phone] == y { id = over[phone] }
                    if y >= emitted.count || emitted[y] != id { renumbered.append((y, id)) }
                }
                guard !renumbered.isEmpty || played.moments.isEmpty || !Self.same(now, shown) else { continue }
                shown = now
                played.moments.append((time.milliseconds, renumbered, now))
                if emitted.count != rows.ids.count { emitted = Array(repeating: -1, count: rows.ids.count) }
                for (y, id) in renumbered { emitted[y] = id }
            }
            played.rows = Array(numbering.content.rows[rowsBefore...])
            played.texts = Array(numbering.content.rowTexts[textsBefore...])
            played.styles = Array(numbering.content.styles[stylesBefore...])
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
        _ stage: inout Played, scenario: Scenario, into numbering: inout Numbering, mirror: inout Mirror
    ) -> (times: [Int], frames: [Int]) {
        mirror.rows += stage.rows
        mirror.texts += stage.texts
        mirror.styles += stage.styles
        mirror.rowsHere += Array(repeating: -1, count: stage.rows.count)
        mirror.stylesHere += Array(repeating: -1, count: stage.styles.count)
        let showsFrames = showsFrames(scenario)
        var times: [Int] = [], frames: [Int] = []
        var ids: [Int] = []
        var places: [Int] = []
        for moment in stage.moments {
            for (y, row) in moment.changes {
                if mirror.rowsHere[row] < 0 {
                    let code = Numbering.restyled(Array(mirror.rows[row].utf8)) { style in
                        if mirror.stylesHere[style] < 0 { mirror.stylesHere[style] = numbering.lookUp(mirror.styles[style]) }
                        return mirror.stylesHere[style]
                    }
                    mirror.rowsHere[row] = numbering.row(code: code) { mirror.texts[row] }
                }
                if y >= ids.count { ids += Array(repeating: -1, count: y - ids.count + 1) }
                ids[y] = mirror.rowsHere[row]
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

/// The page's players' memos keep what they share there.
extension Parallel.Kept: SharedKeeping {}
