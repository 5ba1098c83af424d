import Scenes

extension PageCommand {
    /// The demo's key table as the page takes it (`WebPage.PageKey`): every
    /// key of every row, its action by name and its step from the table's
    /// own values (`KeyTable.step`, `KeyTable.frame`, `Player.eventLead`),
    /// and the words of its button. The switch has no default: an action
    /// added to the table does not build until the page says what it does
    /// with it.
    static func pageKeys(_ bindings: [KeyBinding] = KeyTable.bindings) -> [WebPage.PageKey] {
        var keys: [WebPage.PageKey] = []
        var worded: Set<String> = []
        for binding in bindings {
            for (key, action) in binding.actions {
                guard let name = browserName(key) else { continue }
                var page: WebPage.PageKey
                switch action {
                case .playPause: page = .init(key: name, action: "playPause", words: "play")
                case .restart: page = .init(key: name, action: "restart", words: "restart")
                case .step(let delta):
                    let step = delta.milliseconds
                    page = .init(
                        key: name, action: "step", milliseconds: step,
                        words: (step < 0 ? "back " : "forward ") + LaunchTime.ms(abs(step)).description)
                case .stepFrame(let forward):
                    page = .init(
                        key: name, action: "frame", milliseconds: (forward ? 1 : -1) * KeyTable.frame.milliseconds,
                        words: (forward ? "forward" : "back") + " one frame")
                case .previousEvent:
                    page = .init(key: name, action: "previousEvent", milliseconds: Player.eventLead.milliseconds, words: "previous event")
                case .nextEvent: page = .init(key: name, action: "nextEvent", words: "next event")
                case .faster: page = .init(key: name, action: "faster", words: "faster")
                case .slower: page = .init(key: name, action: "slower", words: "slower")
                case .normalSpeed: page = .init(key: name, action: "normalSpeed", words: "normal speed")
                // A knob's button is its knob's (`WebPage.Knob`), and says its value.
                case .cycle: page = .init(key: name, action: "cycle")
                case .tap: page = .init(key: name, action: "tap", words: "tap both phones")
                case .toggleHelp: page = .init(key: name, action: "help", words: "keys")
                // The page cannot quit: Esc closes its help, as the demo's
                // Esc does first; q does nothing there.
                case .dismiss: page = .init(key: name, action: "dismiss")
                case .quit: continue
                // The browser paints the page itself.
                case .repaint: continue
                }
                // One button an action (= is + again).
                if let words = page.words, !worded.insert(page.action + words).inserted { page.words = nil }
                keys.append(page)
            }
        }
        return keys
    }

    /// A key as the browser names it (`KeyboardEvent.key`); nil for one the
    /// browser keeps for itself (Ctrl-L) or that the table binds to nothing.
    static func browserName(_ key: Key) -> String? {
        switch key {
        case .character(let character): String(character)
        case .left: "ArrowLeft"
        case .right: "ArrowRight"
        case .up: "ArrowUp"
        case .down: "ArrowDown"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .backspace: "Backspace"
        case .escape: "Escape"
        case .enter: "Enter"
        case .tab, .redraw: nil
        }
    }
}
