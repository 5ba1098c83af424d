import Scenes

/// A command's options, each field its own declaration, as
/// swift-argument-parser declares them: the flag, the kind of value, the
/// default and the help are written once, together, on the field
///
///     @Flag("--json", help: ["print JSON"]) var json = false
///     @Option("--count", .whole(in: 1...100_000), help: ["how many frames (default {default})"]) var count = 600
///
/// and the table (`OptionTable`), the parser, help, the usage line and the
/// man page read them from a value of the struct, in the order they are
/// declared. `{default}` in an option's help is the field's value, written
/// as the parser reads it: a default is said, never typed twice.
///
/// Codable only so that the table can read its fields and the parser build
/// it from the fields it has read (`OptionFields`): it is never data.
protocol CommandOptions: Codable, Equatable, Sendable {
    /// The options before the command line sets any.
    init()
}

/// A field of a command's options as its declaration: what the table
/// makes of it, and the field with a word read into it.
protocol DeclaredField: Codable, Sendable {
    /// An option, the bare word, the scenario flags or the flags named.
    var role: FieldRole { get }
    /// The field with `text` read into it: an option's value, the bare
    /// word; a switch is set by being named.
    func reading(_ text: String) throws(CommandFailure) -> Self
}

extension DeclaredField {
    func reading(_ text: String) throws(CommandFailure) -> Self { self }

    /// A declaration is built by its attribute, never decoded: the table's
    /// own decoder hands the parsed field back as it is.
    init(from decoder: any Decoder) throws {
        throw DecodingError.typeMismatch(
            Self.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a declaration of an option, not data"))
    }
}

/// What the table makes of a declared field.
enum FieldRole: Sendable {
    case option(CommandOption)
    case positional(CommandPositional)
    /// The scenario flags (from the one table of scenario settings that
    /// scripts use too) go into this field.
    case scenario
    /// The flags the words named go into this field: what the command does
    /// may depend on a flag being named (`--left`).
    case given
}

/// One option of a command as the table reads it from its declaration: its
/// flag, the value it takes, its help (the default said) and whether it
/// must be given.
struct CommandOption: Sendable {
    let flag: String
    let aliases: [String]
    /// What the value looks like in help (`S`, `WxH`); nil for a switch.
    let value: String?
    /// When the option must be given: what to say when it is not.
    let missing: String?
    /// Its help, made when asked for: parsing needs none of it.
    let lines: @Sendable () -> [String]
    /// The field it sets (its name in the options), which the table fills in.
    var field = ""

    /// Its help, with `{default}` said from the field's value.
    var help: [String] { lines() }

    var names: [String] { [flag] + aliases }

    /// `[--size WxH]`, `--at S`, `[--loop]`: as a usage line shows it.
    var usage: String {
        let text = flag + (value.map { " " + $0 } ?? "")
        return missing == nil ? "[" + text + "]" : text
    }

    /// `--at=3.1` as the flag and its value; any other word as itself.
    static func split(_ word: String) -> (flag: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

/// The one bare word a command takes (a talk's path, a report's) as the
/// table reads it: the name usage shows and what to say when it is missing
/// (`check needs a script: launch-tui check TALK.talk`). A second bare word
/// is unexpected.
struct CommandPositional: Sendable {
    /// How usage shows it: `TALK.talk`, `REPORT`.
    let name: String
    /// What it is, for the message when it is missing: "a script".
    let what: String
    /// What follows the command in that message's example: `TALK.talk -o OUT.cast`.
    let example: String
    /// Whether the field holds a word yet.
    let isGiven: Bool

    /// `check needs a script: launch-tui check TALK.talk`.
    func missing(command: String) -> String { "\(command) needs \(what): launch-tui \(command) \(example)" }
}

/// A switch: present or not (`--json`).
@propertyWrapper
struct Flag: DeclaredField, Equatable {
    var wrappedValue: Bool
    private let flag: String
    /// Made when help asks, not with the options (the demo's start).
    private let help: @Sendable () -> [String]

    init(wrappedValue: Bool = false, _ flag: String, help: @autoclosure @escaping @Sendable () -> [String]) {
        self.wrappedValue = wrappedValue
        self.flag = flag
        self.help = help
    }

    /// `--force`, the same for every command that writes a file: replace
    /// `what` (FILE, OUT) even when it is read-only, as `cp -f` does.
    init(wrappedValue: Bool = false, forcing what: String) {
        self.init(
            wrappedValue: wrappedValue, "--force",
            help: ["replace \(what) even when it is read-only (without it, a", "read-only \(what) is refused, as cp refuses it)"])
    }

    var role: FieldRole { .option(CommandOption(flag: flag, aliases: [], value: nil, missing: nil, lines: help)) }

    func reading(_ text: String) -> Flag {
        var named = self
        named.wrappedValue = true
        return named
    }

    static func == (left: Flag, right: Flag) -> Bool { left.wrappedValue == right.wrappedValue }
}

/// An option whose value a `ValueParser` reads (shared with the script
/// language): `--size 100x30`, `--at=2.6`. `missing`, when given, makes it
/// required and is what to say without it.
@propertyWrapper
struct Option<Value: Sendable>: DeclaredField {
    var wrappedValue: Value
    private let flag: String
    private let aliases: [String]
    private let missing: String?
    /// The parser and the help are made when a word is read or help asks,
    /// not with the options: the demo alone on the line makes neither.
    private let parser: @Sendable () -> ValueParser<Value>
    private let help: @Sendable () -> [String]

    init(
        wrappedValue: Value, _ flag: String, _ parser: @autoclosure @escaping @Sendable () -> ValueParser<Value>,
        aliases: [String] = [], missing: String? = nil, help: @autoclosure @escaping @Sendable () -> [String]
    ) {
        self.wrappedValue = wrappedValue
        self.flag = flag
        self.aliases = aliases
        self.parser = parser
        self.missing = missing
        self.help = help
    }

    /// The same for a field that is nil until the option is given (help
    /// says nil as "none").
    init<Wrapped>(
        wrappedValue: Value = nil, _ flag: String, _ parser: @autoclosure @escaping @Sendable () -> ValueParser<Wrapped>,
        aliases: [String] = [], help: @autoclosure @escaping @Sendable () -> [String]
    ) where Value == Wrapped? {
        self.init(wrappedValue: wrappedValue, flag, parser().optional, aliases: aliases, help: help())
    }

    var role: FieldRole {
        let parser = parser(), help = help, value = wrappedValue
        return .option(
            CommandOption(
                flag: flag, aliases: aliases, value: parser.syntax, missing: missing,
                lines: { ValueParsers.help(help(), saying: parser.written(value)) }))
    }

    func reading(_ text: String) throws(CommandFailure) -> Option {
        var read = self
        do throws(ValueError) {
            read.wrappedValue = try parser().parse(text)
        } catch {
            throw .usage(error.message(for: flag))
        }
        return read
    }
}

extension Option: Equatable where Value: Equatable {
    static func == (left: Option, right: Option) -> Bool { left.wrappedValue == right.wrappedValue }
}

extension Option where Value == StillFormat {
    /// `--format`, one of `formats`: the field's value is the default,
    /// first among the choices and in the help; the others are said by
    /// `summary`.
    init(
        wrappedValue: StillFormat, formats: [StillFormat] = StillFormat.all,
        summary: @escaping @Sendable (StillFormat) -> String? = { $0.summary }
    ) {
        self.init(
            wrappedValue: wrappedValue, "--format", StillFormat.parser(formats, standard: wrappedValue),
            help: StillFormat.help(formats, standard: wrappedValue, summary: summary))
    }
}

extension ValueParser where Value == String {
    /// Any word, as it is: a name, a path (`NAME`, `DIR`).
    static func word(_ syntax: String) -> ValueParser { ValueParser(syntax: syntax) { $0 } }
}

extension ValueParser where Value == String? {
    /// A file to write; `-` (as without the option) is standard output.
    static func output(_ syntax: String) -> ValueParser { ValueParser(syntax: syntax) { $0 == "-" ? nil : $0 } }
}

/// The one bare word a command takes (a talk's path, a report's): `name`
/// is how usage shows it, `what` what to say when it is missing, `example`
/// what follows the command in that message (default: `name`).
@propertyWrapper
struct Positional<Value: Sendable & Equatable>: DeclaredField, Equatable {
    var wrappedValue: Value
    private let name: String
    private let what: String
    private let example: String?
    private let none: Value
    private let word: @Sendable (String) -> Value

    /// A word kept in a field that is nil until it is given.
    init(wrappedValue: Value = nil, _ name: String, what: String, example: String? = nil) where Value == String? {
        self.wrappedValue = wrappedValue
        self.name = name
        self.what = what
        self.example = example
        none = nil
        word = { $0 }
    }

    /// A word kept in a field that is empty until it is given.
    init(wrappedValue: Value = "", _ name: String, what: String, example: String? = nil) where Value == String {
        self.wrappedValue = wrappedValue
        self.name = name
        self.what = what
        self.example = example
        none = ""
        word = { $0 }
    }

    var role: FieldRole {
        .positional(CommandPositional(name: name, what: what, example: example ?? name, isGiven: wrappedValue != none))
    }

    func reading(_ text: String) -> Positional {
        var read = self
        read.wrappedValue = word(text)
        return read
    }

    static func == (left: Positional, right: Positional) -> Bool { left.wrappedValue == right.wrappedValue }
}

/// Where the scenario flags go (`--network slow`, `--left r.json`), when
/// the command takes them: help then ends with them.
@propertyWrapper
struct ScenarioFlags: DeclaredField, Equatable {
    var wrappedValue: Scenario

    init(wrappedValue: Scenario = Scenario()) { self.wrappedValue = wrappedValue }

    var role: FieldRole { .scenario }

    static func == (left: ScenarioFlags, right: ScenarioFlags) -> Bool { left.wrappedValue == right.wrappedValue }
}

/// Where the flags the words named are kept (`--size`, `--left`), when the
/// command asks: what it does may depend on a flag being named.
@propertyWrapper
struct GivenFlags: DeclaredField, Equatable {
    var wrappedValue: Set<String>

    init(wrappedValue: Set<String> = []) { self.wrappedValue = wrappedValue }

    var role: FieldRole { .given }

    static func == (left: GivenFlags, right: GivenFlags) -> Bool { left.wrappedValue == right.wrappedValue }
}

/// A command's options as fields by name: read from a value through the
/// struct's own `Encodable` conformance (its fields in the order declared,
/// each declaration handing itself over), and built back into one through
/// its `Decodable` initialiser, whose keyed container hands each field back
/// as it is. No key path is needed: the field is the only declaration. (The
/// coders, not `Mirror`: they read the fields without reflection's
/// demangling or the runtime's search for a conformance, which cost every
/// command line that names a flag 0.4 ms.)
struct OptionFields<Options: CommandOptions> {
    /// Every field by the name the struct's coding keys use (`json` for `@Flag var json`).
    private var values: [String: Any]
    /// The declarations among them, by name.
    private var declarations: [String: any DeclaredField]
    /// The declarations' names in the order the struct declares them.
    let order: [String]

    init(_ options: Options) {
        let sink = FieldSink()
        do {
            try options.encode(to: FieldEncoder(sink: sink, field: nil))
        } catch {
            preconditionFailure("\(Options.self) hands over its own fields: \(error)")
        }
        values = sink.values
        declarations = sink.declarations
        order = sink.order
    }

    /// The declarations, in order.
    var declared: [(name: String, field: any DeclaredField)] { order.compactMap { name in declarations[name].map { (name, $0) } } }

    subscript(name: String) -> (any DeclaredField)? {
        get { declarations[name] }
        set {
            declarations[name] = newValue
            values[name] = newValue
        }
    }

    /// The options these fields make. A field's value comes from a value of
    /// the same struct, so it always fits.
    var options: Options {
        do {
            return try Options(from: FieldDecoder(values: values))
        } catch {
            preconditionFailure("\(Options.self) is built from its own fields: \(error)")
        }
    }
}

/// Where the fields of a value of options are handed over.
private final class FieldSink {
    var values: [String: Any] = [:]
    var declarations: [String: any DeclaredField] = [:]
    var order: [String] = []
}

extension DeclaredField {
    /// A declaration hands itself over to the table's encoder; it is never
    /// encoded as data.
    func encode(to encoder: any Encoder) throws {
        guard let fields = encoder as? FieldEncoder, let name = fields.field else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "a declaration of an option, not data"))
        }
        fields.sink.declarations[name] = self
        fields.sink.order.append(name)
    }
}

/// Takes the fields of a value of options (`field` nil), or one field's
/// value (its name): a declaration hands itself over; any other value is
/// kept as it is, and what it encodes of itself is let go.
private struct FieldEncoder: Encoder {
    let sink: FieldSink
    let field: String?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FieldEncodingContainer<Key>(sink: field == nil ? sink : nil))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { IgnoredValues() }
    func singleValueContainer() -> any SingleValueEncodingContainer { IgnoredValues() }
}

/// The options' fields by name (with a sink), or a field's own parts, let go.
private struct FieldEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: FieldSink?
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard let sink else { return }
        sink.values[key.stringValue] = value
        try value.encode(to: FieldEncoder(sink: sink, field: key.stringValue))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(FieldEncodingContainer<NestedKey>(sink: nil))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { IgnoredValues() }
    mutating func superEncoder() -> any Encoder { FieldEncoder(sink: FieldSink(), field: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { FieldEncoder(sink: FieldSink(), field: key.stringValue) }
}

/// What a field's value encodes of itself: kept whole by its field, not in parts.
private struct IgnoredValues: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() {}
    mutating func encode<T: Encodable>(_ value: T) {}

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(FieldEncodingContainer<NestedKey>(sink: nil))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { FieldEncoder(sink: FieldSink(), field: "super") }
}

/// Hands each field back by name, as the struct's `Decodable` initialiser asks for it.
private struct FieldDecoder: Decoder {
    let values: [String: Any]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FieldDecodingContainer<Key>(values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw FieldDecodingContainer<FieldName>.notFields(codingPath) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw FieldDecodingContainer<FieldName>.notFields(codingPath) }
}

private struct FieldName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct FieldDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: Any]
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

    static func notFields(_ path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "options are built from their fields by name"))
    }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    /// A nil field was not handed over (`encodeIfPresent`).
    func decodeNil(forKey key: Key) -> Bool { values[key.stringValue] == nil }

    /// The field as it was handed over; every primitive type too.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let value = values[key.stringValue] as? T else {
            throw DecodingError.typeMismatch(T.self, DecodingError.Context(codingPath: [key], debugDescription: "not this field's type"))
        }
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw Self.notFields([key])
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw Self.notFields([key]) }
    func superDecoder() throws -> any Decoder { throw Self.notFields([]) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw Self.notFields([key]) }
}
