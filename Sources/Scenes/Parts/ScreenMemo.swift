/// Phones and screens already drawn, by what they were drawn from: a pane's
/// picture is a pure function of its phone, its state and its size, so a
/// caller that draws many stages alike (the web page draws hundreds, and an
/// animated launch's map is the same frames in each) draws each one once
/// and copies it after. Pure as the drawing is: what comes out of the memo
/// is what drawing would give. One caller's, on one thread; it forgets all
/// when it holds `limit` pictures of a kind, so it never grows without bound.
public final class ScreenMemo {
    struct Key: Hashable {
        var phone: Phone
        var pane: PaneState
        var size: Size

        // The phone's glyphs are the same in every key of one caller's:
        // hashed, their strings would cost more than the rest.
        func hash(into hasher: inout Hasher) {
            hasher.combine(pane)
            hasher.combine(size)
            hasher.combine(phone.device)
        }
    }

    private var phones: [Key: ScreenBuffer] = [:]
    private var screens: [Key: ScreenBuffer] = [:]
    let limit: Int

    public init(limit: Int = 4096) { self.limit = limit }

    /// How many pictures it holds, phones and screens.
    public var count: Int { phones.count + screens.count }

    /// The phone of `size`, frame and screen, as `Phone.draw` draws it at the origin.
    func phone(_ phone: Phone, _ pane: PaneState, size: Size) -> ScreenBuffer {
        let key = Key(phone: phone, pane: pane, size: size)
        if let known = phones[key] { return known }
        var buffer = ScreenBuffer(size: size)
        phone.draw(pane, in: buffer.bounds, into: &buffer)
        if phones.count >= limit { phones.removeAll(keepingCapacity: true) }
        phones[key] = buffer
        return buffer
    }

    /// The screen of a phone of `size`, as `Phone.screen` gives it.
    func screen(_ phone: Phone, _ pane: PaneState, size: Size) -> ScreenBuffer {
        let key = Key(phone: phone, pane: pane, size: size)
        if let known = screens[key] { return known }
        let buffer = phone.screen(pane, size: size)
        if screens.count >= limit { screens.removeAll(keepingCapacity: true) }
        screens[key] = buffer
        return buffer
    }
}
