import Scenes

/// One kind of report and how it is read: pure, a parsed JSON in and a
/// launch out. A new kind is one file that conforms, one line in
/// `Reports.readers`, and one row in the README's report table (a test
/// holds all three together).
protocol ReportReader {
    /// The kind this reader reads.
    static var kind: ReportKind { get }
    /// Whether `root` is this kind, by the fields the tool writes at its top.
    static func matches(_ root: JSONValue) -> Bool
    /// The launch in `root`, or the one line that says why there is none.
    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch
}

extension Reports {
    /// Every report kind that is read, asked in this order: a trace first
    /// (an array of events is no MetricKit array), a Macrobenchmark report
    /// before the Lighthouse shapes.
    static var readers: [any ReportReader.Type] {
        [
            ChromeTraceReport.self,
            MacrobenchmarkReport.self,
            LighthouseReport.self,
            MetricKitReport.self,
            WebPageTestReport.self
        ]
    }

    /// The reader for `root`, if any kind matches it.
    static func reader(for root: JSONValue) -> (any ReportReader.Type)? {
        readers.first { $0.matches(root) }
    }
}

extension ChromeTraceReport: ReportReader {
    static var kind: ReportKind { .chromeTrace }
    static func matches(_ root: JSONValue) -> Bool { events(of: root) != nil }
}

extension MacrobenchmarkReport: ReportReader {
    static var kind: ReportKind { .macrobenchmark }
    static func matches(_ root: JSONValue) -> Bool { root["benchmarks"]?.array != nil }
}

extension LighthouseReport: ReportReader {
    static var kind: ReportKind { .lighthouse }
    static func matches(_ root: JSONValue) -> Bool { root.object.map(isReport) ?? false }
}

extension MetricKitReport: ReportReader {
    static var kind: ReportKind { .metricKit }
    /// A payload, or an array of them as an app saves what it is handed
    /// (an empty one too, so that the message says it is empty).
    static func matches(_ root: JSONValue) -> Bool {
        if let items = root.array { return items.isEmpty || items.contains(where: isPayload) }
        return isPayload(root)
    }
}
