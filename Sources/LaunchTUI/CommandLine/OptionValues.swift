import Scenes

/// The kinds of value options take, each checked with a message that names
/// the flag and what it takes.
enum OptionValues {
    /// The smallest size `snapshot`, `metrics` and `bench` accept.
    static let leastSize = Size(width: 20, height: 10)

    static func time(_ text: String, for flag: String) throws(UsageError) -> LaunchTime {
        guard let time = LaunchTime(parsingTime: text) else {
            throw UsageError("\(flag) \(ScenarioSettings.timeExpected), not '\(text.quotable)'")
        }
        return time
    }

    static func size(_ text: String, for flag: String) throws(UsageError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              parts.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
            throw UsageError("\(flag) takes WIDTHxHEIGHT (e.g. 100x30), not '\(text.quotable)'")
        }
        guard width >= leastSize.width, height >= leastSize.height else {
            throw UsageError("\(flag) \(text) is too small: the least is \(leastSize)")
        }
        guard width <= 1000, height <= 500 else {
            throw UsageError("\(flag) \(text) is too large: the most is 1000x500")
        }
        return Size(width: width, height: height)
    }

    /// A whole number in `range`.
    static func whole(_ text: String, for flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard text.count <= 7, text.allSatisfy(\.isASCIIDigit), let number = Int(text), range.contains(number) else {
            throw UsageError("\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text.quotable)'")
        }
        return number
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    static func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, for flag: String) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        if let choice = Choice(rawValue: text) { return choice }
        let names = Choice.allCases.map(\.rawValue)
        throw UsageError("\(flag) takes \(names.joined(separator: "|")), not '\(text.quotable)'" + Suggestion.hint(for: text, among: names))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
