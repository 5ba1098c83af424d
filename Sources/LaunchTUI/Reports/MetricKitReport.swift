import Scenes

/// A MetricKit payload as `MXMetricPayload.jsonRepresentation()` writes it:
/// `applicationLaunchMetrics` with `histogrammedTimeToFirstDrawKey` and,
/// from iOS 16, `histogrammedExtendedLaunch`, each
/// `{histogramNumBuckets, histogramValue: {"0": {bucketCount, bucketStart,
/// bucketEnd}, …}}`, the bounds as strings in the device's locale
/// ("1,000 ms"); `metaData` with `deviceType` and `appBuildVersion`.
enum MetricKitReport {
    static let firstDraw = "histogrammedTimeToFirstDrawKey"
    static let extended = "histogrammedExtendedLaunch"

    static func read(_ root: JSONValue, choices: ReportChoices) throws(ReportProblem) -> ReportLaunch {
        guard let metrics = root["applicationLaunchMetrics"] else {
            throw ReportProblem("a MetricKit payload, but it has no applicationLaunchMetrics")
        }
        guard let drawn = metrics[firstDraw] else {
            throw ReportProblem("a MetricKit payload, but applicationLaunchMetrics has no \(firstDraw)")
        }
        let first = try median(drawn, field: "applicationLaunchMetrics.\(firstDraw)")
        let content = try metrics[extended].map { value throws(ReportProblem) in
            try median(value, field: "applicationLaunchMetrics.\(extended)")
        }
        let meta = root["metaData"]
        let device = Reports.text(meta?["deviceType"])
        let build = Reports.text(meta?["appBuildVersion"])
        let version = Reports.text(root["appVersion"])
        let launch = choices.launch ?? .cold
        let firstFrame = Reports.time(first.midpoint)

        var description = LaunchDescription(
            title: Reports.text(meta?["bundleIdentifier"]) ?? version.map { "App \($0)" } ?? "Our app",
            platform: .ios, launch: launch,
            source: ["MetricKit", "median of \(first.launches) launches", device].compactMap { $0 }.joined(separator: ", "),
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [])
        var notes = LaunchFileNotes()
        notes.header = [
            "From a MetricKit payload" + (version.map { ", app version \($0)" } ?? "") + (build.map { " (build \($0))" } ?? "") +
                (device.map { ", \($0)" } ?? "") + ".",
            "A histogram gives buckets, not launches: each time is the midpoint of the bucket that holds the median launch.",
            choices.launch == nil ? "Assumed a cold launch: MetricKit's time to first draw does not say (--launch sets it)." :
                "Launch kind: \(launch.rawValue), as given (--launch).",
            "Edit it: add the banner your app really loads, for instance:",
            "At 2s banner pushes 3 rows",
        ]
        notes.system = "The launch screen until the first draw: \(firstDraw), \(first.launches) launches, " +
            "median in the bucket \(first.bounds), midpoint \(Reports.figure(first.midpoint)) ms."
        if let content, Reports.time(content.midpoint) > firstFrame {
            description.steps = [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: Reports.time(content.midpoint), .fresh)]
            notes.steps[0] = "Assumed: the first draw is the app's skeleton, until its extended launch ends."
            notes.steps[1] = "The content: \(extended), \(content.launches) launches, median in the bucket \(content.bounds), " +
                "midpoint \(Reports.figure(content.midpoint)) ms."
            description.fullyDrawn = Reports.time(content.midpoint)
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] = content == nil ? "No \(extended) (it came with iOS 16): assumed the content is in the first draw." :
                "\(extended) ends no later than the first draw: the content is in the first draw."
            description.fullyDrawn = firstFrame
        }
        notes.fullyDrawn = Reports.fullyDrawnNote
        return ReportLaunch(kind: .metricKit, launch: description, notes: notes)
    }

    /// The bucket that holds a histogram's median launch.
    struct Median {
        var midpoint: Double
        var launches: Int
        /// "1,000 ms to 1,010 ms", as the payload writes them.
        var bounds: String
    }

    static func median(_ histogram: JSONValue, field: String) throws(ReportProblem) -> Median {
        guard let values = histogram["histogramValue"]?.object else { throw ReportProblem("\(field) has no histogramValue") }
        var buckets: [(start: Double, end: Double, count: Int, bounds: String)] = []
        for key in values.keys.sorted(by: { (Int($0) ?? .max, $0) < (Int($1) ?? .max, $1) }) {
            let name = "\(field).histogramValue.\(key.quotable)"
            let bucket = values[key]!
            guard let count = bucket["bucketCount"]?.number else { throw ReportProblem("\(name) has no bucketCount") }
            guard count.isFinite, count >= 0, count == count.rounded(), count < 1e12 else {
                throw ReportProblem("\(name).bucketCount is \(Reports.figure(count)): not a count of launches")
            }
            let start = try bound(bucket["bucketStart"], field: "\(name).bucketStart")
            let end = try bound(bucket["bucketEnd"], field: "\(name).bucketEnd")
            guard end >= start else { throw ReportProblem("\(name).bucketEnd comes before its bucketStart") }
            let shown = [bucket["bucketStart"], bucket["bucketEnd"]].map { Reports.text($0) ?? $0?.number.map(Reports.figure) ?? "?" }
            buckets.append((start, end, Int(count), shown.joined(separator: " to ")))
        }
        guard !buckets.isEmpty else { throw ReportProblem("\(field).histogramValue has no buckets") }
        buckets.sort { $0.start < $1.start }
        let total = buckets.reduce(0) { $0 + $1.count }
        guard total > 0 else { throw ReportProblem("\(field) counts no launches: every bucketCount is 0") }
        // The median launch: the middle one, the lower of two middles.
        let middle = (total + 1) / 2
        var seen = 0
        for bucket in buckets {
            seen += bucket.count
            if seen >= middle {
                return Median(midpoint: (bucket.start + bucket.end) / 2, launches: total, bounds: bucket.bounds)
            }
        }
        fatalError("the counts add up to the total")
    }

    /// A bucket bound in milliseconds: a localized string ("1,000 ms",
    /// "1.530 ms", "1,530毫秒", "1,5 s") or, leniently, a number of ms.
    static func bound(_ value: JSONValue?, field: String) throws(ReportProblem) -> Double {
        guard let value else { throw ReportProblem("has no \(field)") }
        if let number = value.number { return try Reports.checked(number, field: field, unit: "ms") }
        guard let text = value.string else { throw ReportProblem("\(field) is neither a duration nor a number") }
        guard let milliseconds = LocalizedDuration.milliseconds(text) else {
            throw ReportProblem("\(field) is '\(text.quotable)': not a duration as MetricKit writes one (such as \"1,000 ms\")")
        }
        return try Reports.checked(milliseconds, field: field, unit: "ms")
    }
}

/// A duration as a device's locale writes it: digits with grouping and a
/// decimal separator of that locale, then a unit in its language.
enum LocalizedDuration {
    /// Units in milliseconds, and in seconds, as MeasurementFormatter writes them in
    /// the common languages.
    static let millisecondUnits: Set<String> = ["ms", "msec", "msecs", "毫秒", "ミリ秒", "밀리초", "мс", "ms."]
    static let secondUnits: Set<String> = ["s", "sec", "secs", "秒", "초", "с", "seg", "s."]
    /// What may group digits: comma, dot, apostrophes, and the spaces locales use.
    static let separators: Set<Character> = [",", ".", "'", "’", " ", "\u{00A0}", "\u{202F}", "٬", "٫"]

    static func milliseconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: [" ", "\u{00A0}", "\u{202F}"])
        guard let firstUnit = trimmed.firstIndex(where: { !$0.isNumber && !separators.contains($0) }) else { return nil }
        var number = String(trimmed[..<firstUnit])
        while let last = number.last, separators.contains(last) { number.removeLast() }
        let unit = String(trimmed[firstUnit...]).trimmingCharacters(in: [" ", "\u{00A0}", "\u{202F}"]).lowercased()
        let scale: Double
        if millisecondUnits.contains(unit) { scale = 1 } else if secondUnits.contains(unit) { scale = 1000 } else { return nil }
        guard let value = plain(number, milliseconds: scale == 1) else { return nil }
        return value * scale
    }

    /// "1,000" → 1000, "1.530" → 1530 (milliseconds are whole), "1,5" → 1.5,
    /// "1.234,5" → 1234.5, "1 000" → 1000.
    static func plain(_ text: String, milliseconds: Bool) -> Double? {
        guard let first = text.first, first.isNumber, text.last?.isNumber == true else { return nil }
        // Each run of digits, and the separator before it.
        var groups: [(separator: Character?, digits: String)] = [(nil, "")]
        for character in text {
            if let digit = character.wholeNumberValue, character.isNumber {
                groups[groups.count - 1].digits += String(digit)
            } else if separators.contains(character) {
                guard !groups[groups.count - 1].digits.isEmpty else { return nil }
                groups.append((character, ""))
            } else {
                return nil
            }
        }
        let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "'", "’"]
        let marks = groups.dropFirst().map { $0.separator! }
        let kinds = Set(marks.filter { !spaces.contains($0) })
        // The decimal separator, if any, is the last mark: when two kinds are
        // used ("1.234,5"), or when one is used once at the end and is not
        // followed by three digits of whole milliseconds ("1,5 s", "12,5 ms").
        var decimal: Int?
        if kinds.count > 1 {
            guard marks.dropLast().allSatisfy({ $0 != marks.last! }) else { return nil }
            decimal = groups.count - 1
        } else if let only = kinds.first, marks.filter({ $0 == only }).count == 1, marks.last == only,
                  !(milliseconds && groups[groups.count - 1].digits.count == 3) {
            decimal = groups.count - 1
        }
        var whole = "", fraction = ""
        for (index, group) in groups.enumerated() {
            if index == decimal { fraction = group.digits; continue }
            if index > 0, group.digits.count != 3 { return nil }
            whole += group.digits
        }
        return Double(whole + (fraction.isEmpty ? "" : "." + fraction))
    }
}
