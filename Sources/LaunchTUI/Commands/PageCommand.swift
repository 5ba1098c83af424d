import Scenes

/// `launch-tui page`: the demo as one self-contained web page (see `WebPage`).
enum PageCommand: Command {
    static let table = OptionTable<PageOptions>(command: "page", options: [
        .option("--size", .size(least: StageLayout.minimumSize), \.size, help: ["the stage size (default \(Size.standard))"]),
        .value("-o", "FILE", aliases: ["--output"],
               help: ["write to FILE, replacing it whole (default: standard output)"]) {
            $0.output = $1 == "-" ? nil : $1
        },
    ], scenario: \PageOptions.scenario)

    static let defaults = PageOptions()

    static let help = HelpPage(table: table, prose: """
    Writes the demo as one HTML page that needs nothing else (it works from
    file:// offline): the stage at every moment it changes, for every
    scenario the keys n, c, d, p, l and b reach from the one given (the
    styles stay as given), each distinct row and frame written once and a
    stage that two scenarios draw alike played once. The page plays from
    the browser's clock and takes the demo's keys (but s, S and t), with
    buttons and a scrub bar. Its fragment sets the moment and the knobs by
    the command line's names
    (demo.html#t=3.1&network=slow&cache=empty, and theme=light|dark): it
    opens there, paused, and follows the knobs as they change. Its stage,
    row by row, is what snapshot --at T prints, but for the status line. A
    failed write leaves an existing FILE whole.
    """, trailer: HelpPage.scenarioFlags)

    /// The scenario knobs of the key table, by the command line's names
    /// (the styles stay as given).
    static var knobs: [WebPage.Knob] {
        KeyTable.bindings.flatMap(\.actions).compactMap { entry -> WebPage.Knob? in
            guard case .cycle(let knob) = entry.action, case .character(let character) = entry.key else { return nil }
            func knobOf<Value: CaseIterable & RawRepresentable>(_ key: String, among all: [Value] = Array(Value.allCases),
                                                                 _ value: @escaping (Scenario) -> Value) -> WebPage.Knob
            where Value.RawValue == String {
                WebPage.Knob(key: key, character: character, values: all.map(\.rawValue),
                             value: { value($0).rawValue }, cycled: { knob.cycled($0) })
            }
            switch knob {
            case .network: return knobOf("network") { $0.network }
            case .cache: return knobOf("cache") { $0.cache }
            case .appearance: return knobOf("appearance") { $0.appearance }
            case .platform: return knobOf("platform", among: Platform.apps) { $0.platform }
            case .launch: return knobOf("launch") { $0.launch }
            case .baselineProfile: return knobOf("baseline-profile") { $0.baselineProfile }
            case .leftStyle, .rightStyle: return nil
            }
        }
    }

    /// The keys' help, as the page's `?` shows it.
    static var keysHelp: String {
        KeyTable.bindings.map { $0.label + String(repeating: " ", count: max(1, 8 - $0.label.count)) + " " + $0.meaning }
            .joined(separator: "\n")
    }

    static func page(_ options: PageOptions) -> String {
        WebPage.page(scenario: options.scenario, size: options.size, knobs: knobs, help: keysHelp, speeds: Player.speeds)
    }

    static func run(_ options: PageOptions) throws(CommandFailure) {
        guard let path = options.output else { return try Output.result(page(options)) }
        try files { () throws(Files.Problem) in
            try Files.writeReplacing(path, with: page(options))
        }
    }
}

/// Options of `launch-tui page`.
struct PageOptions: Equatable, Sendable {
    var scenario = Scenario()
    var size = Size.standard
    /// Nil: standard output.
    var output: String?
}
