/// A knob one launch style declares (the animated launch's `build`): its
/// key, what its value looks like and its help, and the change its value's
/// text makes to the conditions. The built-ins' settings join the scenario's
/// own in `ScenarioSettings.all`, after them, so the command line
/// (`--build 1.5`), a talk's script (`build=1.5`) and both help texts take
/// them as they take any other.
public struct StyleSetting: Sendable {
    /// The name: `build`, as in `--build` and `build=`.
    public let key: String
    /// What the value looks like in help: `S`.
    public let syntax: String
    /// What it does, as lines of help text (its default in brackets at the end).
    public var help: [String] { helpLines() }
    /// Made when help asks, not when the style is: a demo's start reads no help.
    private let helpLines: @Sendable () -> [String]
    /// Reads a value's text into the change it makes.
    let read: @Sendable (String) throws(ValueError) -> @Sendable (inout LaunchConditions) -> Void

    /// A setting that reads its value with `parser` and keeps it as `knob`, under the knob's name.
    public static func value<Value>(_ knob: StyleKnob<Value>, _ parser: ValueParser<Value>, help: [String]) -> StyleSetting {
        StyleSetting(key: knob.name, syntax: parser.syntax, help: { parser.help(help, default: knob.defaultValue) }) {
            text throws(ValueError) in
            let value = try parser.parse(text)
            return { $0[knob: knob] = value }
        }
    }

    private init(
        key: String, syntax: String, help: @escaping @Sendable () -> [String],
        read: @escaping @Sendable (String) throws(ValueError) -> @Sendable (inout LaunchConditions) -> Void
    ) {
        self.key = key
        self.syntax = syntax
        helpLines = help
        self.read = read
    }

    /// A moment after the tap, as a knob takes it: seconds unless it says ms.
    public static let time = ValueParser.time(units: .secondsByDefault, latest: LaunchTime.longestLaunch)
}
