import Scenes

/// One kind of report and how it is read: pure, a parsed JSON in and a
/// launch out. A new kind is one file in `Kinds` that declares a type
/// conforming to this, its kind (`ReportKind`) with all that is said of it
/// (the build lists the folder: `Reports.declared`, by the Registries
/// plugin); `check`, `import`, `--left` and the docs' table of kinds read
/// the kinds from there.
protocol ReportReader {
    /// The kind this reader reads, and what is said of it.
    static var kind: ReportKind { get }
    /// Whether `root` is this kind, by the fields the tool writes at its top.
    static func matches(_ root: JSONValue) -> Bool
    /// The launch in `root`, or the one line that says why there is none.
    static func read(_ root: JSONValue, choices: ReportOptions) throws(ReportProblem) -> ReportLaunch
    /// Asked before the kinds of lower precedence (0 unless said): a kind
    /// whose shape another's `matches` would take too goes higher.
    static var precedence: Int { get }
}

extension ReportReader {
    static var precedence: Int { 0 }
}

extension Reports {
    /// Every report kind that is read, asked in this order: by precedence
    /// (a trace first, a Macrobenchmark report before the Lighthouse
    /// shapes), then by the reader's name.
    static var readers: [any ReportReader.Type] {
        declared.sorted { ($0.precedence, String(describing: $1)) > ($1.precedence, String(describing: $0)) }
    }

    /// The reader for `root`, if any kind matches it.
    static func reader(for root: JSONValue) -> (any ReportReader.Type)? {
        readers.first { $0.matches(root) }
    }
}
