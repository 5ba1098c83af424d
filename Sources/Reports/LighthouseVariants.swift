import Scenes

/// The shapes a Lighthouse result comes in besides the plain report, and a
/// run that failed: what `LighthouseReport` reads before its audits.
extension LighthouseReport {
    /// The key a report is wrapped under (`{"lhr": …}`, as Lighthouse's
    /// treemap saves it), when the object is one key around a report.
    static func wrappedKey(_ top: [String: JSONValue]) -> String? {
        guard top["audits"] == nil, top["steps"] == nil else { return nil }
        return top.keys.sorted().first { key in
            guard let inner = top[key]?.object, inner["audits"]?.object != nil else { return false }
            return ["lighthouseVersion", "requestedUrl", "finalUrl", "finalDisplayedUrl"].contains { inner[$0] != nil }
        }
    }

    /// Lighthouse's codes for a run that went right ("NO_ERROR" in 3 to 5,
    /// which wrote a `runtimeError` into every report).
    static let noError: Set<String> = ["NO_ERROR", ""]

    /// The refusal for a run that failed: its `runtimeError` code (NO_FCP,
    /// say) and message, cut at a word to one line; nil for a run that did
    /// not fail.
    static func runtimeFailure(_ lhr: JSONValue, _ result: Result) -> ReportProblem? {
        guard let error = lhr["runtimeError"], error.object != nil else { return nil }
        let code = Reports.text(error["code"]) ?? ""
        guard !noError.contains(code) else { return nil }
        let version = Reports.text(lhr["lighthouseVersion"]).map { " \($0)" } ?? ""
        var message = Reports.wholeText(error["message"]) ?? ""
        // Lighthouse ends its message with the code in brackets: said once.
        if message.hasSuffix("(\(code))") { message = String(message.dropLast(code.count + 2)).trimmingCharacters(in: [" "]) }
        let head =
            "\(result.what) of a Lighthouse\(version) run that failed (\(result.path)runtimeError \(code.isEmpty ? "with no code" : code))"
        return .everywhere(Reports.words(message.isEmpty ? head : head + ": " + message, fitting: KnownFiles.longest))
    }

    /// A result whose audits carry no figures (PageSpeed Insights left only
    /// each audit's `displayValue` in its Lighthouse 4 responses): the
    /// `metrics` audit's observed figures of the load, by name; nil where
    /// an audit has its figure or the metrics audit has none.
    static func observedOnly(_ audits: JSONValue?) -> JSONValue? {
        guard let fcp = audits?[firstPaint], fcp["numericValue"] == nil, fcp["rawValue"] == nil, fcp["errorMessage"] == nil,
            let items = audits?[metrics]?["details"]?["items"]?.array, let debug = items.first,
            debug["observedFirstContentfulPaint"]?.number != nil
        else { return nil }
        return debug
    }

    /// Where the observed figures are, for the fields a note names.
    static let observedPath = "audits.\(metrics).details.items[0]."
}
