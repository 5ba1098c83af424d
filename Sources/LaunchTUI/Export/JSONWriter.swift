/// JSON from `Encodable` values, as launch-tui writes it: a type's
/// properties are the fields, in the order the type declares them, each
/// named once, by the property (`firstFrame` as "first_frame"); an object on
/// one line (`{"style": "splash", "content": 2.6}`), an array of objects one
/// element a line, indented four spaces for each array it is in, so that a
/// pane or a verdict is one line to grep. A nil Optional is left out, as
/// Codable does everywhere; `Nullable` writes null.
///
/// Not Foundation's `JSONEncoder`: launch-tui does not link Foundation (it
/// would be loaded at every start, for the demo too), and that encoder
/// writes every number as a `Double` ("0" where the text report says
/// "0.000"), in one of two layouts, neither this one.
enum JSONWriter {
    /// `value` as JSON text, without a newline at the end.
    static func text(of value: some Encodable) -> String {
        let root = Node()
        do {
            try value.encode(to: NodeEncoder(root, codingPath: []))
        } catch {
            // The writer's containers never throw; only a type's own
            // `encode(to:)` could, and the types written here have none that does.
            preconditionFailure("\(type(of: value)) could not be written as JSON: \(error)")
        }
        var out = ""
        root.write(into: &out, arrays: 0)
        return out
    }

    /// "first_frame" for `firstFrame`: an underscore before each capital
    /// that follows a small letter or digit, and the capital made small. A
    /// key with no such hump ("TERM", given by a `CodingKeys` raw value) is
    /// left as it is.
    static func snakeCase(_ key: String) -> String {
        var out = ""
        var previous: Character?
        for character in key {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                out += "_" + character.lowercased()
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }
}

/// A number written as its figure is shown elsewhere ("2.6", "0.000",
/// "765.6171"), so the JSON says what the text report says, to the same
/// decimals; `JSONEncoder` would write a `Double`'s shortest digits instead.
/// Text that is not a JSON number (a "nan") is written as null.
struct JSONNumber: Encodable, Sendable {
    let text: String

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        // Another encoder gets the value; this file's writes the text.
        if let node = (encoder as? NodeEncoder)?.node {
            node.literal = Self.isNumber(text) ? text : "null"
        } else if let value = Double(text), value.isFinite {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }

    /// Whether `text` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { (0x30...0x39).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == 0x2D { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == 0x30
        let whole = digits()
        guard whole > 0, !leadingZero || whole == 1 else { return false }
        if bytes.first == 0x2E {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == 0x65 || bytes.first == 0x45 {
            bytes = bytes.dropFirst()
            if bytes.first == 0x2B || bytes.first == 0x2D { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

/// A field that is always written: its value, or null where there is none
/// ("null where it never happens"); a plain Optional is left out when nil.
/// As a type (`Nullable<String>?`): left out, or a value or null.
@propertyWrapper
struct Nullable<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }
    init(_ value: Value?) { wrappedValue = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

/// One value as it is encoded: a literal (`null`, `true`, a number, a
/// quoted string), an object's fields in order, or an array's elements.
private final class Node {
    var literal = "null"
    var fields: [(key: String, value: Node)]?
    var elements: [Node]?

    /// Written as `JSONWriter` lays it out; `arrays` is how many arrays it is in.
    func write(into out: inout String, arrays: Int) {
        if let fields {
            out += "{"
            for (index, field) in fields.enumerated() {
                out += (index == 0 ? "" : ", ") + JSONText.quoted(field.key) + ": "
                field.value.write(into: &out, arrays: arrays)
            }
            out += "}"
        } else if let elements {
            // Objects and arrays one a line; plain values on the array's line.
            let lines = elements.contains { $0.fields != nil || $0.elements != nil }
            let indent = String(repeating: " ", count: 4 * (arrays + 1))
            out += "["
            for (index, element) in elements.enumerated() {
                out += (index == 0 ? "" : ",") + (lines ? "\n" + indent : index == 0 ? "" : " ")
                element.write(into: &out, arrays: arrays + 1)
            }
            out += lines ? "\n" + String(repeating: " ", count: 4 * arrays) + "]" : "]"
        } else {
            out += literal
        }
    }

    /// This node as an object (keeping fields it has: a type may encode
    /// some fields itself and hand the encoder on for the rest).
    func object() -> Node {
        if fields == nil { fields = [] }
        elements = nil
        return self
    }

    func array() -> Node {
        if elements == nil { elements = [] }
        fields = nil
        return self
    }

    func add(_ key: any CodingKey) -> Node {
        let node = Node()
        fields?.append((JSONWriter.snakeCase(key.stringValue), node))
        return node
    }

    func append() -> Node {
        let node = Node()
        elements?.append(node)
        return node
    }
}

/// The `Encoder` a value encodes itself into: it fills one node.
private final class NodeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ node: Node, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ObjectContainer<Key>(node: node.object(), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { ArrayContainer(node: node.array(), codingPath: codingPath) }

    func singleValueContainer() -> any SingleValueEncodingContainer { ValueContainer(node: node, codingPath: codingPath) }
}

/// Writes plain values into a node; the containers share it.
private protocol LiteralWriting {
    var codingPath: [any CodingKey] { get }
    /// The node the next value goes into.
    mutating func next() -> Node
}

extension LiteralWriting {
    mutating func put(_ literal: String) { next().literal = literal }
    mutating func encodeNil() throws { put("null") }
    mutating func encode(_ value: Bool) throws { put(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { put(JSONText.quoted(value)) }
    mutating func encode(_ value: Double) throws { put(Self.text(value)) }
    mutating func encode(_ value: Float) throws { put(Self.text(Double(value))) }
    mutating func encode(_ value: Int) throws { put(String(value)) }
    mutating func encode(_ value: Int8) throws { put(String(value)) }
    mutating func encode(_ value: Int16) throws { put(String(value)) }
    mutating func encode(_ value: Int32) throws { put(String(value)) }
    mutating func encode(_ value: Int64) throws { put(String(value)) }
    mutating func encode(_ value: UInt) throws { put(String(value)) }
    mutating func encode(_ value: UInt8) throws { put(String(value)) }
    mutating func encode(_ value: UInt16) throws { put(String(value)) }
    mutating func encode(_ value: UInt32) throws { put(String(value)) }
    mutating func encode(_ value: UInt64) throws { put(String(value)) }
    mutating func encode(_ value: some Encodable) throws {
        let node = next()
        try value.encode(to: NodeEncoder(node, codingPath: codingPath))
    }

    /// A `Double` as its shortest digits, "3" for 3.0; null for what JSON
    /// has no number for.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

private struct ValueContainer: SingleValueEncodingContainer, LiteralWriting {
    let node: Node
    let codingPath: [any CodingKey]

    func next() -> Node { node }
}

private struct ArrayContainer: UnkeyedEncodingContainer, LiteralWriting {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.elements?.count ?? 0 }

    func next() -> Node { node.append() }

    func nestedContainer<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ObjectContainer<Key>(node: next().object(), codingPath: codingPath))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ArrayContainer(node: next().array(), codingPath: codingPath) }

    func superEncoder() -> any Encoder { NodeEncoder(next(), codingPath: codingPath) }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    /// The plain values of one field, through `LiteralWriting`.
    private struct Field: LiteralWriting {
        let node: Node
        let codingPath: [any CodingKey]
        func next() -> Node { node }
    }

    private func field(_ key: Key) -> Field { Field(node: node.add(key), codingPath: codingPath + [key]) }

    mutating func encodeNil(forKey key: Key) throws { var field = field(key); try field.encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { var field = field(key); try field.encode(value) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { var field = field(key); try field.encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(ObjectContainer<NestedKey>(node: node.add(key).object(), codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ArrayContainer(node: node.add(key).array(), codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node.add(SuperKey()), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { NodeEncoder(node.add(key), codingPath: codingPath + [key]) }
}

/// The key `superEncoder()` writes under, as Codable names it.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
