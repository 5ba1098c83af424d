/// The page's keys as data: each key of the demo's key table that the page
/// takes, with what it does there (an action's name and its step), so that
/// the page's script holds no key and no step of its own. Its buttons, in
/// words, are made from the same rows (`buttons`), each naming its key for
/// assistive technology (`aria-keyshortcuts`).
extension WebPage {
    /// One key, as the page's script reads it from `DATA.keys`.
    struct PageKey: Equatable {
        /// The key as the browser names it (`KeyboardEvent.key`): "ArrowLeft", ",", " ".
        var key: String
        /// What it does: one of the actions the page's script knows
        /// ("playPause", "step", "frame", "previousEvent", ...).
        var action: String
        /// The step it moves the clock by, or how far before the moment
        /// an event is passed over while playing, in milliseconds.
        var milliseconds: Int? = nil
        /// Its button's words ("back 0.1 s"); nil: no button of its own
        /// (a second key for the same action, or a knob's key, which its
        /// knob's button takes).
        var words: String? = nil

        /// The key as `aria-keyshortcuts` names it.
        var shortcut: String { key == " " ? "Space" : key }

        var script: String {
            "{k:\(scriptQuoted(key)),a:\(scriptQuoted(action))" + (milliseconds.map { ",ms:\($0)" } ?? "")
                + (words.map { ",w:\(scriptQuoted($0))" } ?? "") + "}"
        }
    }

    /// `DATA.keys`' text.
    static func keysScript(_ keys: [PageKey]) -> String {
        "keys:[" + keys.map(\.script).joined(separator: ",") + "],\n"
    }

    /// A button for each key that has words, in the table's order; each
    /// button's number is its key's index in `DATA.keys`, its visible words
    /// its accessible name (WCAG's label in name), its key in `aria-keyshortcuts`.
    static func buttons(_ keys: [PageKey]) -> String {
        keys.enumerated().compactMap { index, key in
            key.words.map {
                "<button type=\"button\" class=\"key\"" + (key.action == "playPause" ? " id=\"play\"" : "")
                    + " data-key=\"\(index)\" aria-keyshortcuts=\"\(SVGWriter.escaped(key.shortcut))\">"
                    + "\(SVGWriter.escaped($0))</button>"
            }
        }.joined(separator: "\n") + "\n"
    }
}
