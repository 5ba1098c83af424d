import Scenes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON value, as much of one as a report reader asked to keep.
indirect enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    /// NaN and ±Infinity are read too (some writers put them where JSON has
    /// no word for them), so that a reader can refuse them by the field's name.
    case number(Double)
    case bool(Bool)
    case null

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var object: [String: JSONValue]? { if case .object(let members) = self { members } else { nil } }
    var array: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
    var string: String? { if case .string(let text) = self { text } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
}

/// Where a JSON text stops being JSON: a line and a column (1-based, in
/// characters), and what was expected there.
struct JSONSyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
}

/// Reads JSON from bytes in one pass. Members a caller does not want are
/// checked as JSON but never built: a Lighthouse report's megabytes of
/// base64 screenshots are stepped over byte by byte, not decoded.
struct JSONReader {
    /// Deeper than this is not a report, and would only cost stack.
    static let deepest = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var path: [String] = []
    private let keep: ([String]) -> Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>, keep: @escaping ([String]) -> Bool) {
        self.bytes = bytes
        self.keep = keep
    }

    /// The value in `data`. `keep` is asked for each object member, with the
    /// keys from the top down to it (arrays add none): false skips its value.
    static func parse(_ data: [UInt8], keep: @escaping ([String]) -> Bool = { _ in true }) throws(JSONSyntaxError) -> JSONValue {
        try data.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try parse(buffer, keep: keep) }
    }

    /// The value in `buffer` (a mapped file's bytes, say), as `parse(_:keep:)`.
    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, keep: @escaping ([String]) -> Bool = { _ in true }) throws(JSONSyntaxError)
        -> JSONValue
    {
        let result: Result<JSONValue, JSONSyntaxError> = {
            var reader = JSONReader(buffer, keep: keep)
            do throws(JSONSyntaxError) {
                var start = 0
                if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
                reader.index = start
                reader.skipSpace()
                guard reader.index < buffer.count else { throw reader.error("the file holds no JSON value", at: reader.index) }
                // Built (`build: true` always gives a value); refused, never trapped on, were it not.
                guard let value = try reader.value(build: true) else { throw reader.error("the file holds no JSON value", at: start) }
                reader.skipSpace()
                if reader.index < buffer.count {
                    throw reader.error("more after the JSON value ends: \(reader.found())", at: reader.index)
                }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }()
        return try result.get()
    }

    // MARK: - Values

    private mutating func value(build: Bool) throws(JSONSyntaxError) -> JSONValue? {
        guard index < bytes.count else { throw ended("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(build: build)
        case UInt8(ascii: "["): return try array(build: build)
        case UInt8(ascii: "\""):
            let text = try string(build: build)
            return text.map { .string($0) }
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "N"): try word("NaN"); return .number(.nan)
        case UInt8(ascii: "I"): try word("Infinity"); return .number(.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value, found \(found())", at: index)
        }
    }

    private mutating func object(build: Bool) throws(JSONSyntaxError) -> JSONValue? {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return build ? .object(members) : nil }
        while true {
            skipSpace()
            guard index < bytes.count else { throw ended("a member's name in quotes") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a member's name in quotes, found \(found())", at: index) }
            // A name is always built (`build: true`).
            guard let key = try string(build: true) else { throw error("expected a member's name in quotes", at: index) }
            skipSpace()
            guard index < bytes.count else { throw ended("':' after the name") }
            guard bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the name, found \(found())", at: index) }
            index += 1
            skipSpace()
            path.append(key)
            let wanted = build && keep(path)
            let member = try value(build: wanted)
            path.removeLast()
            if wanted, let member { members[key] = member }
            skipSpace()
            guard index < bytes.count else { throw ended("',' or '}' after a member") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return build ? .object(members) : nil }
            throw error("expected ',' or '}' after a member, found \(found())", at: index)
        }
    }

    private mutating func array(build: Bool) throws(JSONSyntaxError) -> JSONValue? {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return build ? .array(items) : nil }
        while true {
            skipSpace()
            let item = try value(build: build)
            if build, let item { items.append(item) }
            skipSpace()
            guard index < bytes.count else { throw ended("',' or ']' after an item") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return build ? .array(items) : nil }
            throw error("expected ',' or ']' after an item, found \(found())", at: index)
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.deepest else { throw error("nested more than \(Self.deepest) deep: not a report", at: index) }
    }

    /// A string from its opening quote; nil when not built (then only checked).
    private mutating func string(build: Bool) throws(JSONSyntaxError) -> String? {
        let open = index
        index += 1
        let start = index
        var escaped = false
        // The common case, and all of a base64 image: the closing quote found
        // with memchr, and the bytes before it looked over eight at a time for
        // an escape or a control character (none: done). Otherwise the
        // careful loop below reads it from the start.
        if let base = bytes.baseAddress, index < bytes.count,
            let quote = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index)
        {
            let end = base.distance(to: quote.assumingMemoryBound(to: UInt8.self))
            if !Self.holdsEscapeOrControl(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                index = end + 1
                guard build else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                guard index + 1 < bytes.count else { break }
                let next = bytes[index + 1]
                switch next {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 5 < bytes.count else { index = bytes.count; break }
                    for offset in 2...5 where !Self.isHex(bytes[index + offset]) {
                        throw error("\\u takes four hex digits", at: index)
                    }
                    index += 6
                default:
                    throw error("unknown escape '\\\(String(decoding: [next], as: UTF8.self).quotable)' in a string", at: index)
                }
                continue
            }
            if byte < 0x20 { throw error("a control character inside a string (a string cannot span lines)", at: index) }
            index += 1
        }
        guard index < bytes.count else { throw error("the JSON ends inside a string that starts here (cut short?)", at: open) }
        let end = index
        index += 1
        guard build else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return escaped ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// Whether `run` holds a backslash or a byte below 0x20: 32 bytes at a
    /// time as a SIMD vector, then eight at a time in a word (a word has a
    /// byte below n when (x - n·0x01…) & ~x & 0x80… is not zero, and a
    /// backslash where x ^ 0x5C… has a zero byte), then one at a time.
    static func holdsEscapeOrControl(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = run.baseAddress else { return false }
        var offset = 0
        let controls = SIMD32<UInt8>(repeating: 0x20), backslash = SIMD32<UInt8>(repeating: 0x5C)
        while offset + 32 <= run.count {
            let vector = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD32<UInt8>.self)
            if any((vector .< controls) .| (vector .== backslash)) { return true }
            offset += 32
        }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while offset + 8 <= run.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let backslashes = word ^ (ones &* 0x5C)
            let found = ((word &- ones &* 0x20) & ~word) | ((backslashes &- ones) & ~backslashes)
            if found & highs != 0 { return true }
            offset += 8
        }
        while offset < run.count {
            if run[offset] == UInt8(ascii: "\\") || run[offset] < 0x20 { return true }
            offset += 1
        }
        return false
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// A string's body with its escapes read (already checked well formed).
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        var pendingHigh: UInt32?
        func hex(_ at: Int) -> UInt32 { UInt32(String(decoding: raw[at..<at + 4], as: UTF8.self), radix: 16) ?? 0xFFFD }
        func append(_ scalar: UInt32) {
            out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        }
        while i < raw.count {
            let byte = raw[i]
            guard byte == UInt8(ascii: "\\") else {
                if let high = pendingHigh { append(high); pendingHigh = nil }
                out.append(byte)
                i += 1
                continue
            }
            let next = raw[i + 1]
            if next == UInt8(ascii: "u") {
                let code = hex(i + 2)
                i += 6
                if (0xD800...0xDBFF).contains(code) {
                    if pendingHigh != nil { append(0xFFFD) }
                    pendingHigh = code
                } else if (0xDC00...0xDFFF).contains(code), let high = pendingHigh {
                    append(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))
                    pendingHigh = nil
                } else {
                    if pendingHigh != nil { append(0xFFFD); pendingHigh = nil }
                    append((0xDC00...0xDFFF).contains(code) ? 0xFFFD : code)
                }
                continue
            }
            if pendingHigh != nil { append(0xFFFD); pendingHigh = nil }
            switch next {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            default: out.append(next)
            }
            i += 2
        }
        if pendingHigh != nil { append(0xFFFD) }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "I") {
                try word("Infinity")
                return -.infinity
            }
        }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let whole = index
        let count = digits()
        guard count > 0 else {
            if index >= bytes.count { throw ended("a digit") }
            throw error("expected a digit, found \(found())", at: index)
        }
        if count > 1, bytes[whole] == UInt8(ascii: "0") { throw error("a number does not start with 0", at: whole) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else {
                if index >= bytes.count { throw ended("a digit after the '.'") }
                throw error("expected a digit after the '.', found \(found())", at: index)
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else {
                if index >= bytes.count { throw ended("the exponent's digits") }
                throw error("expected the exponent's digits, found \(found())", at: index)
            }
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) ?? .nan
    }

    private mutating func word(_ word: StaticString) throws(JSONSyntaxError) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count else { throw ended("'\(word)'") }
            guard bytes[index] == byte else { throw error("expected a value, found \(found(at: start))", at: start) }
            index += 1
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    // MARK: - Errors

    /// What stands at `at`, for a message: a character in quotes.
    private func found(at position: Int? = nil) -> String {
        let at = position ?? index
        guard at < bytes.count else { return "the end" }
        var end = at + 1
        while end < bytes.count, end < at + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<end]), as: UTF8.self)
        return "'\(text.quotable)'"
    }

    private func ended(_ what: String) -> JSONSyntaxError {
        error("the JSON ends early (cut short?): expected \(what)", at: bytes.count)
    }

    /// An error at a byte offset, as a line and a column in characters.
    private func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1, lineStart = 0
        for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        var column = 1
        for i in lineStart..<min(offset, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}
