import Scenes

/// A MetricKit payload as `MXMetricPayload.jsonRepresentation()` writes it:
/// `applicationLaunchMetrics` with `histogrammedTimeToFirstDrawKey` and,
/// from iOS 16, `histogrammedExtendedLaunch`, each
/// `{histogramNumBuckets, histogramValue: {"0": {bucketCount, bucketStart,
/// bucketEnd}, …}}`, the bounds as strings in the device's locale
/// ("1,000 ms"); `metaData` with `deviceType` and `appBuildVersion`.
///
/// Or an array of such payloads, as apps save what
/// `didReceive(_ payloads: [MXMetricPayload])` hands them: the launches of
/// the same bucket (the same start and end) are added up across payloads,
/// and the median is taken over all of them.
enum MetricKitReport: ReportReader {
    static let kind = ReportKind(
        name: "MetricKit", listed: 3,
        described: "MetricKit payloads (MXMetricPayload JSON, one or an array of them)",
        short: "MetricKit report",
        withoutFrames: "a MetricKit report has no frames of its own",
        importHelp: #"""
              MetricKit     MXMetricPayload JSON: histogrammedTimeToFirstDrawKey is
                            the first frame, histogrammedExtendedLaunch the content,
                            each the midpoint of the bucket holding the median launch;
                            an array of payloads is read as one, the launches of each
                            bucket added up
            """#,
        docsRow: [
            #"MetricKit, `MXMetricPayload.jsonRepresentation()`"#,
            #"`applicationLaunchMetrics.histogrammedTimeToFirstDrawKey`"#,
            #"`histogrammedExtendedLaunch`"#,
            #"each the midpoint of the bucket that holds the median launch; bucket bounds in the device's locale ("1,000 ms", "1.530 ms", "1,530毫秒"); iOS"#
        ])
    /// A payload, or an array of them as an app saves what it is handed
    /// (an empty one too, so that the message says it is empty).
    static func matches(_ root: JSONValue) -> Bool {
        if let items = root.array { return items.isEmpty || items.contains(where: isPayload) }
        return isPayload(root)
    }

    static let firstDraw = "histogrammedTimeToFirstDrawKey"
    static let extended = "histogrammedExtendedLaunch"

    /// Whether a JSON object is a payload, by the fields MetricKit writes at its top.
    static func isPayload(_ value: JSONValue) -> Bool {
        guard let top = value.object else { return false }
        return top["applicationLaunchMetrics"] != nil || (top["metaData"] != nil && top["timeStampBegin"] != nil)
            || diagnosticContents(value) != nil
    }

    /// The lists an `MXDiagnosticPayload.jsonRepresentation()` holds, and
    /// what each is.
    static let diagnostics: KeyValuePairs<String, String> = [
        "crashDiagnostics": "crash", "hangDiagnostics": "hang", "cpuExceptionDiagnostics": "CPU exception",
        "diskWriteExceptionDiagnostics": "disk write exception", "appLaunchDiagnostics": "slow launch"
    ]

    /// "2 crash, 1 hang diagnostics": what a diagnostic payload holds, or nil
    /// when the JSON is not one.
    static func diagnosticContents(_ value: JSONValue) -> String? {
        guard let top = value.object, top["applicationLaunchMetrics"] == nil else { return nil }
        let held = diagnostics.compactMap { key, name in top[key]?.array.map { "\($0.count) \(name)" } }
        return held.isEmpty ? nil : held.joined(separator: ", ") + " diagnostics"
    }

    /// Why a diagnostic payload is not read: what it is and what it holds.
    static func diagnosticProblem(_ contents: String, at index: String = "") -> ReportProblem {
        ReportProblem(
            "\(index.isEmpty ? "a" : "\(index) is a") MetricKit diagnostic payload (MXDiagnosticPayload) of \(contents), "
                + "not a metric payload (MXMetricPayload): it holds call stacks and what went wrong, "
                + "no applicationLaunchMetrics, so no launch time")
    }

    /// One payload of the report, and how a message names it: "" for a
    /// report of one payload, "[2]." for the third of an array.
    struct Payload {
        var prefix: String
        var drawn: JSONValue
        var extended: JSONValue?
        var device: String?
        var build: String?
        var version: String?
        var bundle: String?
        var began: String?
        var ended: String?

        init(_ root: JSONValue, prefix: String, many: Bool) throws(ReportProblem) {
            self.prefix = prefix
            let index = String(prefix.dropLast())
            let what = many ? "MetricKit payloads" : "a MetricKit payload"
            if let contents = diagnosticContents(root) { throw diagnosticProblem(contents, at: many ? index : "") }
            guard MetricKitReport.isPayload(root) else {
                throw ReportProblem("MetricKit payloads, but \(index) is \(Self.kind(of: root)), not a payload")
            }
            guard let metrics = root["applicationLaunchMetrics"] else {
                throw ReportProblem("\(what), but \(many ? index : "it") has no applicationLaunchMetrics")
            }
            guard let drawn = metrics[firstDraw] else {
                throw ReportProblem("\(what), but \(prefix)applicationLaunchMetrics has no \(firstDraw)")
            }
            self.drawn = drawn
            extended = metrics[MetricKitReport.extended]
            let meta = root["metaData"]
            device = Reports.text(meta?["deviceType"])
            build = Reports.text(meta?["appBuildVersion"])
            bundle = Reports.text(meta?["bundleIdentifier"])
            version = Reports.text(root["appVersion"])
            began = Reports.text(root["timeStampBegin"])
            ended = Reports.text(root["timeStampEnd"])
        }

        /// "a number", "an object of no payload's fields": what stands where a payload should.
        static func kind(of value: JSONValue) -> String {
            switch value {
            case .object: "an object without applicationLaunchMetrics or metaData"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }

        /// "app version 3.4.1 (build 341)", or what of it the payload says.
        var release: String? {
            guard version != nil || build != nil else { return nil }
            return (version ?? "?") + (build.map { " (build \($0))" } ?? "")
        }
    }

    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch {
        var payloads: [Payload] = []
        if let items = root.array {
            guard !items.isEmpty else {
                throw ReportProblem("an empty array: MetricKit payloads are read one or an array of them, and this array holds none")
            }
            for (index, item) in items.enumerated() { payloads.append(try Payload(item, prefix: "[\(index)].", many: true)) }
        } else {
            payloads = [try Payload(root, prefix: "", many: false)]
        }
        let many = root.array != nil
        let first = try median(
            payloads.map { ($0.drawn, "\($0.prefix)applicationLaunchMetrics.\(firstDraw)") },
            field: "applicationLaunchMetrics.\(firstDraw)", many: many)
        let extendedOnes = payloads.compactMap { payload in
            payload.extended.map { ($0, "\(payload.prefix)applicationLaunchMetrics.\(extended)") }
        }
        let content = extendedOnes.isEmpty ? nil : try median(extendedOnes, field: "applicationLaunchMetrics.\(extended)", many: many)
        let devices = distinct(payloads.map(\.device))
        let device: String? =
            switch devices.count {
            case 0: nil
            case 1 where payloads.allSatisfy({ $0.device != nil }): devices[0]
            case 1: nil
            default: "\(devices.count) devices"
            }
        let releases = distinct(payloads.map(\.release))
        let launch = choices.launch ?? .cold
        let firstFrame = try Reports.firstFrame(first.midpoint, field: "the median bucket of applicationLaunchMetrics.\(firstDraw)")
        let version = payloads.lazy.compactMap(\.version).first
        let title = payloads.lazy.compactMap(\.bundle).first ?? version.map { "App \($0)" } ?? "Our app"
        let counted = Self.counted(first.launches, in: many ? payloads.count : nil)

        var description = LaunchDescription(
            title: title, platform: .ios, launch: launch,
            source: ["MetricKit", "median of \(counted)", device].compactMap { $0 }.joined(separator: ", "),
            system: SystemScreen(.firstScreen, until: firstFrame), steps: [],
            // The midpoints of the median buckets: the histograms give no finer figure.
            report: ReportFigures(firstFrame: first.midpoint, content: content?.midpoint))
        var notes = LaunchFileNotes()
        let from = many ? "From \(payloads.count) MetricKit payloads" : "From a MetricKit payload"
        let versions =
            releases.isEmpty ? "" : (releases.count == 1 ? ", app version " : ", app versions ") + releases.joined(separator: ", ")
        let span: String = {
            guard many, let began = payloads.compactMap(\.began).min(), let ended = payloads.compactMap(\.ended).max() else { return "" }
            return ", \(began) to \(ended)"
        }()
        let on = devices.isEmpty ? "" : ", " + (devices.count > 1 ? "\(devices.count) devices: " : "") + devices.joined(separator: ", ")
        notes.header = [from + versions + on + span + "."]
        if many {
            notes.header.append(
                "Merged: the launches of each bucket (the same start and end) added up across the payloads, "
                    + "then the median taken over them all.")
        }
        notes.header += [
            "A histogram gives buckets, not launches: each time is the midpoint of the bucket that holds the median launch.",
            choices.launch == nil
                ? "Assumed a cold launch: MetricKit's time to first draw does not say (--launch sets it)."
                : "Launch kind: \(launch.rawValue), as given (--launch)."
        ]
        if many, !extendedOnes.isEmpty, extendedOnes.count < payloads.count {
            notes.header.append(
                "Assumed: the payloads without \(extended) (it came with iOS 16) launch as the "
                    + "\(extendedOnes.count) of \(payloads.count) with it do: the content is the median of theirs.")
        }
        notes.header += [
            "Edit it: add the banner your app really loads, for instance:",
            "At 2s banner pushes 3 rows"
        ]
        notes.system =
            "The launch screen until the first draw: \(firstDraw), \(counted), "
            + "median in the bucket \(first.bounds), midpoint \(Reports.figure(first.midpoint)) ms."
        if let content, Reports.time(content.midpoint) > firstFrame {
            let contentCounted = Self.counted(content.launches, in: many ? extendedOnes.count : nil)
            description.steps = [LaunchStep(at: firstFrame, .skeleton), LaunchStep(at: Reports.time(content.midpoint), .fresh)]
            notes.steps[0] = "Assumed: the first draw is the app's skeleton, until its extended launch ends."
            notes.steps[1] =
                "The content: \(extended), \(contentCounted), median in the bucket \(content.bounds), "
                + "midpoint \(Reports.figure(content.midpoint)) ms."
            description.fullyDrawn = Reports.time(content.midpoint)
        } else {
            description.steps = [LaunchStep(at: firstFrame, .fresh)]
            notes.steps[0] =
                content == nil
                ? "No \(extended) (it came with iOS 16): assumed the content is in the first draw."
                : "\(extended) ends no later than the first draw: the content is in the first draw."
            description.fullyDrawn = firstFrame
        }
        notes.fullyDrawn = Reports.fullyDrawnNote
        return ReportLaunch(kind: kind, launch: description, notes: notes, launchIsAssumed: choices.launch == nil)
    }

    /// "150 launches in 3 payloads", "1 launch in 1 payload", "50 launches".
    static func counted(_ launches: Int, in payloads: Int?) -> String {
        let text = launches == 1 ? "1 launch" : "\(launches) launches"
        return payloads.map { text + " in " + ($0 == 1 ? "1 payload" : "\($0) payloads") } ?? text
    }

    /// The values that are there, each once, in the order they first come.
    static func distinct(_ values: [String?]) -> [String] {
        var seen: [String] = []
        for case let value? in values where !seen.contains(value) { seen.append(value) }
        return seen
    }

    /// The bucket that holds a histogram's median launch.
    struct Median {
        var midpoint: Double
        var launches: Int
        /// "1,000 ms to 1,010 ms", as the payload writes them.
        var bounds: String
    }

    /// One bucket of a histogram, its bounds in milliseconds.
    struct Bucket {
        var start: Double
        var end: Double
        var count: Int
        var bounds: String
    }

    /// The bucket that holds the median launch of one histogram, or of
    /// several added up bucket by bucket (`many`: one histogram a payload;
    /// `field` names them all in a message about the sum).
    static func median(_ histograms: [(JSONValue, String)], field: String, many: Bool) throws(ReportProblem) -> Median {
        var merged: [Bucket] = []
        for (histogram, name) in histograms {
            for bucket in try buckets(histogram, field: name) {
                if let same = merged.firstIndex(where: { $0.start == bucket.start && $0.end == bucket.end }) {
                    merged[same].count += bucket.count
                } else {
                    merged.append(bucket)
                }
            }
        }
        let every = many ? " in any payload" : ""
        guard !merged.isEmpty else { throw ReportProblem("\(field).histogramValue has no buckets\(every)") }
        merged.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        let total = merged.reduce(0) { $0 + $1.count }
        guard total > 0 else { throw ReportProblem("\(field) counts no launches: every bucketCount\(every) is 0") }
        // The median launch: the middle one, the lower of two middles.
        let middle = (total + 1) / 2
        var seen = 0
        // The counts add up to `total`, so one is found; the last bucket stands in for none.
        let bucket =
            merged.first {
                seen += $0.count; return seen >= middle
            } ?? merged[merged.count - 1]
        return Median(midpoint: (bucket.start + bucket.end) / 2, launches: total, bounds: bucket.bounds)
    }

    /// A histogram's buckets, each checked, named in a message by `field`.
    static func buckets(_ histogram: JSONValue, field: String) throws(ReportProblem) -> [Bucket] {
        guard let values = histogram["histogramValue"]?.object else { throw ReportProblem("\(field) has no histogramValue") }
        var buckets: [Bucket] = []
        for (position, (key, bucket)) in values.sorted(by: { (Int($0.key) ?? .max, $0.key) < (Int($1.key) ?? .max, $1.key) }).enumerated() {
            // A bucket's key is the report's own text: only the full message names it.
            let name = "\(field).histogramValue.\(key.quotable)", plainName = "\(field).histogramValue, bucket \(position + 1):"
            func problem(_ member: String, _ what: String, plainly: String? = nil) -> ReportProblem {
                ReportProblem("\(name).\(member) \(what)", plain: "\(plainName) \(member) \(plainly ?? what)")
            }
            guard let count = bucket["bucketCount"]?.number else { throw problem("bucketCount", "is missing") }
            guard count.isFinite, count >= 0, count == count.rounded(), count < 1e12 else {
                throw problem(
                    "bucketCount", "is \(Reports.figure(count)): not a count of launches",
                    plainly: "is not a count of launches (a whole number, 0 or more)")
            }
            let start: Double, end: Double
            do throws(ReportProblem) {
                start = try bound(bucket["bucketStart"], field: "bucketStart")
                end = try bound(bucket["bucketEnd"], field: "bucketEnd")
            } catch {
                throw ReportProblem("\(name).\(error.message)", plain: "\(plainName) \(error.plain)")
            }
            guard end >= start else { throw problem("bucketEnd", "comes before its bucketStart") }
            let shown = [bucket["bucketStart"], bucket["bucketEnd"]].map { Reports.text($0) ?? $0?.number.map(Reports.figure) ?? "?" }
            buckets.append(Bucket(start: start, end: end, count: Int(count), bounds: shown.joined(separator: " to ")))
        }
        return buckets
    }

    /// A bucket bound in milliseconds: a localized string ("1,000 ms",
    /// "1.530 ms", "1,530毫秒", "1,5 s") or, leniently, a number of ms.
    static func bound(_ value: JSONValue?, field: String) throws(ReportProblem) -> Double {
        guard let value else { throw ReportProblem("\(field) is missing") }
        if let number = value.number { return try Reports.checked(number, field: field, unit: "ms") }
        guard let text = value.string else { throw ReportProblem("\(field) is neither a duration nor a number") }
        let example = "not a duration as MetricKit writes one (such as \"1,000 ms\")"
        guard let milliseconds = LocalizedDuration.milliseconds(text) else {
            throw ReportProblem("\(field) is '\(text.quotable)': " + example, plain: "\(field) is " + example)
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
        // The separators between the groups, in order.
        var marks: [Character] = []
        for character in text {
            if let digit = character.wholeNumberValue, character.isNumber {
                groups[groups.count - 1].digits += String(digit)
            } else if separators.contains(character) {
                guard !groups[groups.count - 1].digits.isEmpty else { return nil }
                groups.append((character, ""))
                marks.append(character)
            } else {
                return nil
            }
        }
        let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "'", "’"]
        let kinds = Set(marks.filter { !spaces.contains($0) })
        // The decimal separator, if any, is the last mark: when two kinds are
        // used ("1.234,5"), or when one is used once at the end and is not
        // followed by three digits of whole milliseconds ("1,5 s", "12,5 ms").
        var decimal: Int?
        if kinds.count > 1, let last = marks.last {
            guard marks.dropLast().allSatisfy({ $0 != last }) else { return nil }
            decimal = groups.count - 1
        } else if let only = kinds.first, marks.filter({ $0 == only }).count == 1, marks.last == only,
            !(milliseconds && groups[groups.count - 1].digits.count == 3)
        {
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
