/// Phones and screens already drawn, by what they were drawn from: a pane's
/// picture is a pure function of its phone, its state and its size, so a
/// caller that draws many stages alike (the web page draws hundreds, and an
/// animated launch's map is the same frames in each) draws each one once
/// and copies it after. Pure as the drawing is: what comes out of the memo
/// is what drawing would give. One caller's, on one thread; it forgets all
/// of a kind when it holds `limit` pictures of that kind, or when one more
/// would take it past `cellLimit` cells (about 40 bytes each): it never
/// grows without bound, and a large stage's phones (a 1000x500 stage's are
/// some 100,000 cells each) do not hold gigabytes.
/// What memos on several threads keep together (`ScreenMemo.kept`): a
/// value worked out on one thread is found on the others. Each value is a
/// pure function of its key, so whichever thread works it out, it is the
/// same. Safe to call from several threads at once; the layer above, which
/// owns threads, gives one (Scenes has no locks of its own).
public protocol SharedKeeping: AnyObject, Sendable {
    /// The value kept for `key`, if any thread has kept one.
    func value(for key: AnyHashable) -> (any Sendable)?
    /// Keeps `value` for `key`.
    func keep(_ value: any Sendable, for key: AnyHashable)
}

public final class ScreenMemo {
    struct Key: Hashable {
        /// The phone's number in `phoneNumbers`: a key that held the phone
        /// itself would retain and release each of its glyphs' strings
        /// whenever it is made, copied or dropped.
        var phone: Int
        var pane: PaneState
        var size: Size
    }

    /// The phones asked about, each numbered by its place: a caller has
    /// a few (a phone, a browser window), found by comparing.
    private var phoneNumbers: [Phone] = []

    private func key(_ phone: Phone, _ pane: PaneState, _ size: Size) -> Key {
        Key(phone: number(phone), pane: pane, size: size)
    }

    /// The phone's number in `phoneNumbers`, given it the first time.
    func number(_ phone: Phone) -> Int {
        // Compared in place: `firstIndex(of:)` copied each phone it passed,
        // retaining and releasing its glyphs' strings, at every look.
        // What tells a memo's few phones apart (the address: each pane's
        // title) first, the glyphs, some forty strings, last.
        let found = phoneNumbers.withUnsafeBufferPointer { known -> Int? in
            for index in known.indices
            where known[index].address == phone.address && known[index].device == phone.device
                && known[index].glyphs == phone.glyphs
            {
                return index
            }
            return nil
        }
        return found
            ?? {
                phoneNumbers.append(phone)
                return phoneNumbers.count - 1
            }()
    }

    /// Pictures of one kind, and how many cells they hold.
    private struct Shelf {
        var pictures: [Key: ScreenBuffer] = [:]
        var cells = 0
    }

    private var phones = Shelf()
    private var screens = Shelf()
    /// Each phone picture's look: a number per distinct picture, so that
    /// two panes that draw alike (an animated launch's map a millisecond on,
    /// most often the same cells) are known alike without comparing cells.
    /// Numbers are never given twice: when the shelf forgets, so do these,
    /// and a picture seen again gets a new one (drawn again, never wrong).
    private var phoneLooks: [Key: Int] = [:]
    private var looks: [Hashed: Int] = [:]
    /// Each look's picture, by its number, and the rows at which two
    /// looks' pictures differ, by the two (`rowsDiffering`): forgotten
    /// with the looks.
    private var lookPictures: [Int: ScreenBuffer] = [:]
    private var differing: [LookPair: [Int]] = [:]

    private struct LookPair: Hashable {
        var from: Int
        var to: Int
    }

    /// A picture with its hash worked out once: the looks' table, as it
    /// grows, places its pictures again by their hashes, and a picture's
    /// hash goes over every cell.
    private struct Hashed: Hashable {
        let buffer: ScreenBuffer
        let hash: Int

        init(_ buffer: ScreenBuffer) {
            self.buffer = buffer
            hash = buffer.hashValue
        }

        static func == (lhs: Hashed, rhs: Hashed) -> Bool { lhs.hash == rhs.hash && lhs.buffer == rhs.buffer }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
    private var nextLook = 0
    let limit: Int
    let cellLimit: Int

    /// Where what the layer above keeps (`kept`) is shared with memos on
    /// other threads; nil: this memo's alone.
    let shared: (any SharedKeeping)?

    /// A standard size's pictures (some 700 cells each) fill `limit`
    /// before `cellLimit`. `shared`: a store that memos playing stages on
    /// other threads also keep their panes' measurements and tap replies in.
    public init(limit: Int = 4096, cellLimit: Int = 1 << 22, shared: (any SharedKeeping)? = nil) {
        self.limit = limit
        self.cellLimit = cellLimit
        self.shared = shared
    }

    /// How many pictures it holds, phones and screens.
    public var count: Int { phones.pictures.count + screens.pictures.count }

    /// How many cells its pictures hold.
    public var cells: Int { phones.cells + screens.cells }

    /// Keeps `buffer`; returns whether the shelf forgot what it held first.
    @discardableResult
    private func keep(_ buffer: ScreenBuffer, as key: Key, on shelf: inout Shelf) -> Bool {
        let forgets = shelf.pictures.count >= limit || shelf.cells + buffer.cells.count > cellLimit
        if forgets {
            shelf.pictures.removeAll(keepingCapacity: true)
            shelf.cells = 0
        }
        shelf.pictures[key] = buffer
        shelf.cells += buffer.cells.count
        return forgets
    }

    /// The phone of `size`, frame and screen, as `Phone.draw` draws it at the origin.
    func phone(_ phone: Phone, _ pane: PaneState, size: Size) -> ScreenBuffer {
        self.phone(phone, key: key(phone, pane, size))
    }

    private func phone(_ phone: Phone, key: Key) -> ScreenBuffer {
        if let known = phones.pictures[key] { return known }
        var buffer = ScreenBuffer(size: key.size)
        phone.draw(key.pane, in: buffer.bounds, into: &buffer)
        if keep(buffer, as: key, on: &phones) {
            phoneLooks.removeAll(keepingCapacity: true)
            looks.removeAll(keepingCapacity: true)
            lookPictures.removeAll(keepingCapacity: true)
            differing.removeAll(keepingCapacity: true)
        }
        return buffer
    }

    /// The look of the phone `phone(phone, pane, size:)` gives: two panes
    /// with one look draw the very same cells.
    func phoneLook(_ phone: Phone, _ pane: PaneState, size: Size) -> Int {
        phoneLook(numbered: number(phone), pane, size: size)
    }

    /// `phoneLook`, for a caller that knows the phone's `number` (given by
    /// `number(_:)`): the phone is not passed, a copy of it being some
    /// forty strings retained and released at every look.
    func phoneLook(numbered number: Int, _ pane: PaneState, size: Size) -> Int {
        let key = Key(phone: number, pane: pane, size: size)
        if let known = phoneLooks[key] { return known }
        let buffer = self.phone(phoneNumbers[number], key: key)
        let picture = Hashed(buffer)
        let look =
            looks[picture]
            ?? {
                nextLook += 1
                looks[picture] = nextLook
                lookPictures[nextLook] = buffer
                return nextLook
            }()
        phoneLooks[key] = look
        return look
    }

    /// The rows (from the top, in order) at which the picture of look
    /// `to` differs from that of look `from` (`phoneLook`), with the
    /// picture of `to`: a stage that shows one and turns to the other
    /// pastes and compares those alone (an animated launch's map moves a
    /// few of its rows at a time). Each two compared once; nil where the
    /// memo has forgotten either.
    func rowsDiffering(from: Int, to: Int) -> (rows: [Int], picture: ScreenBuffer)? {
        guard let before = lookPictures[from], let after = lookPictures[to], before.size == after.size else { return nil }
        let pair = LookPair(from: from, to: to)
        if let known = differing[pair] { return (known, after) }
        let rows = (0..<after.height).filter { before.row($0) != after.row($0) }
        differing[pair] = rows
        return (rows, after)
    }

    /// What a layer above works out once and keeps here, by its own key
    /// (the stage's panes' measurements and tap replies): the memo keeps
    /// them without knowing what they are.
    private var kept: [AnyHashable: Any] = [:]

    /// The value kept for `key`, worked out by `work` the first time
    /// (here, or by a memo sharing `shared`).
    func kept<Value: Sendable>(_ key: some Hashable & Sendable, _ work: () -> Value) -> Value {
        let key = AnyHashable(key)
        if let known = kept[key] as? Value { return known }
        if let known = shared?.value(for: key) as? Value {
            kept[key] = known
            return known
        }
        let value = work()
        kept[key] = value
        shared?.keep(value, for: key)
        return value
    }

    /// What is kept for `key` here and by the memos sharing `shared`, for
    /// a caller that picks among them (a pane's tap replies, which those
    /// until one end give until another: the latest end is worth most).
    func keptValues<Value: Sendable>(_ key: some Hashable & Sendable, as _: Value.Type) -> [Value] {
        let key = AnyHashable(key)
        return [kept[key] as? Value, shared?.value(for: key) as? Value].compactMap { $0 }
    }

    /// Keeps `value` for `key`, here and where shared, in place of what was.
    func keep(_ value: some Sendable, for key: some Hashable & Sendable) {
        let key = AnyHashable(key)
        kept[key] = value
        shared?.keep(value, for: key)
    }

    /// A moving screen's looks as it moves: the times (from when it
    /// appeared) at which its phone looks different from just before, as
    /// far as they have been looked for (`scanned`), and the look then.
    private struct LookRun {
        var changes: [LaunchTime] = []
        /// The look from each change on, and from the start.
        var looks: [Int] = []
        var first: Int
        var scanned = LaunchTime.zero
        /// The look at `scanned` holds until then (looked for no further).
        var until = LaunchTime.zero
        var look: Int
        /// A map's marks at `scanned`: while they stay, so does the look.
        var marks: MapView.Marks?
        /// The screen stops moving after `scanned`.
        var still = false
    }

    private var lookRuns: [Key: LookRun] = [:]

    /// Every time before `limit` at which the phone showing `pane` looks
    /// different from just before (both from when it appeared), in order:
    /// those of its screen's own changes (`PhoneScreen.nextChange`) that
    /// draw other cells (`Stage.moments(memo:)`). Each state's are looked
    /// for once, as far as asked: a spinner too small to see turns on
    /// forever. A look the memo forgot and gives again is a new number: a
    /// change where there is none, one moment more for the caller, never
    /// one fewer.
    func lookChanges(_ phone: Phone, _ pane: PaneState, size: Size, before limit: LaunchTime) -> [LaunchTime] {
        guard pane.screen.nextChange(after: .zero) != nil else { return [] }
        let number = self.number(phone)
        let key = Key(phone: number, pane: pane, size: size)
        /// The look of the phone showing `pane`'s screen `elapsed` after it appeared.
        func look(at elapsed: LaunchTime) -> Int { phoneLook(numbered: number, pane.advanced(by: elapsed), size: size) }
        var run =
            lookRuns.removeValue(forKey: key)
            ?? {
                let first = look(at: .zero)
                return LookRun(first: first, look: first, marks: phone.mapMarks(pane, size: size))
            }()
        defer { lookRuns[key] = run }
        while !run.still {
            guard let next = pane.screen.nextChange(after: run.scanned) else {
                run.still = true
                break
            }
            if next >= limit {
                run.until = next
                break
            }
            // A map is drawn only where what it shows has changed.
            let marks = phone.mapMarks(pane.advanced(by: next), size: size)
            if let marks, marks == run.marks {
                run.scanned = next
                continue
            }
            run.marks = marks
            let look = look(at: next)
            run.scanned = next
            if look != run.look {
                run.look = look
                run.changes.append(next)
                run.looks.append(look)
            }
        }
        return Array(run.changes.prefix { $0 < limit })
    }

    /// The looks of the phone numbered `number` (`number(_:)`) showing
    /// `pane` as it moves, as `lookChanges` found them: its look when it
    /// appeared, each change with the look from then, and until when
    /// (from when it appeared) they hold: nil for ever, the screen having
    /// stopped moving. Nil where they were not looked for. A caller that
    /// asks the look at many moments of one state (the web page's bands)
    /// reads it here, the moving state neither copied nor hashed.
    func lookRun(numbered number: Int, _ pane: PaneState, size: Size) -> (
        first: Int, changes: [LaunchTime], looks: [Int], until: LaunchTime?
    )? {
        guard let run = lookRuns[Key(phone: number, pane: pane, size: size)] else { return nil }
        return (run.first, run.changes, run.looks, run.still ? nil : run.until)
    }

    /// What the stage keeps in the memo for itself (its numbers panels'
    /// rows: `rows(of:width:)`, declared with the panel), of a type this
    /// layer does not know: unlike `kept(_:_:)`, this memo's alone (never
    /// shared with another core's), changed in place, and looked up
    /// without boxing a key at each of the page's moments.
    var keptByStage: AnyObject?

    /// The screen of a phone of `size`, as `Phone.screen` gives it.
    func screen(_ phone: Phone, _ pane: PaneState, size: Size) -> ScreenBuffer {
        let key = self.key(phone, pane, size)
        if let known = screens.pictures[key] { return known }
        let buffer = phone.screen(pane, size: size)
        keep(buffer, as: key, on: &screens)
        return buffer
    }
}
