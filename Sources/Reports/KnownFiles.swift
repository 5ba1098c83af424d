import Scenes

/// JSON files people mistake for reports, each told by the fields its tool
/// writes, and refused in one line that names what the file is and what to
/// export instead: no kind that has been seen gets a message that does not
/// say what it is.
enum KnownFiles {
    /// The longest refusal, in characters: one line of a terminal, a CI log.
    static let longest = 160

    /// Why `root`, a JSON no reader reads, is not read: what it is, as far
    /// as its fields tell, and what to give instead.
    static func refusal(_ root: JSONValue) -> ReportProblem {
        ReportProblem(Reports.words(kind(of: root) ?? unknown, fitting: longest))
    }

    /// The line for a JSON of no kind that is known.
    static let unknown =
        "a JSON of no kind that is read: give " + ReportKind.shortList(of: ReportKind.all.filter { $0.described != nil })

    /// What the file is and why it is not read, for the kinds that have been seen.
    static func kind(of root: JSONValue) -> String? {
        if let entries = root["log"]?["entries"]?.array {
            // HTTP Archive 1.2: `log.entries[]`, one a request.
            return "a HAR of \(count(entries.count, "request")): a network log has no paint times; "
                + "export a Lighthouse report or a DevTools trace instead"
        }
        if let messages = root.array, !messages.isEmpty, messages.allSatisfy({ $0["method"]?.string != nil }) {
            // Lighthouse's `*.devtoolslog.json`: the protocol's messages, `{method, params}` each.
            return "a DevTools protocol log of \(count(messages.count, "message")): it has no paint times; "
                + "read the trace recorded beside it, or a Lighthouse report"
        }
        if let top = root.object {
            if ["LighthouseRunWarnings", "GatherContext", "BenchmarkIndex"].contains(where: { top[$0] != nil }), top["audits"] == nil {
                // `lighthouse -G` saves artifacts.json: what was gathered, before any audit.
                return "Lighthouse's gathered artifacts (artifacts.json), not its report: "
                    + "audit them into one with lighthouse -A, or read its trace.json"
            }
            if let runs = top["runs"]?.array, top["projects"]?.array != nil || top["builds"]?.array != nil {
                // lighthouse-ci's dataset: `{projects, builds, runs}`, each run's report a string.
                return "lighthouse-ci seed data of \(count(runs.count, "run")): each holds its report as a string; "
                    + "save one run's lhr as a file to read it"
            }
            if top["kind"]?.string?.hasPrefix("pagespeedonline#") == true || top["ruleGroups"] != nil || top["formattedResults"] != nil {
                // The PageSpeed Insights API before v5: rules and page stats, no Lighthouse result.
                return "a PageSpeed Insights response of the API before v5: rule scores and field data, no load's paint times; "
                    + "ask API v5 (lighthouseResult)"
            }
            if top["lighthouseResult"] != nil || top["lhr"] != nil {
                return "a Lighthouse report with no audits (its lighthouseResult or lhr holds none): no paint times to read"
            }
        }
        return nil
    }

    /// "43 requests", "1 request".
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}

extension Reports {
    /// `text` in at most `columns` columns, cut at a space (never mid-word)
    /// with "…" where it is longer; a single word longer than that is cut.
    static func words(_ text: String, fitting columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        // One column for the ellipsis, then back to the last space.
        var kept = Substring(text.truncated(toColumns: columns - 1, ellipsis: ""))
        let endsAWord = text.dropFirst(kept.count).first == " "
        if !endsAWord, let space = kept.lastIndex(of: " "), kept.distance(from: kept.startIndex, to: space) > columns / 3 {
            kept = kept[..<space]
        }
        while let last = kept.last, " ,;:".contains(last) { kept.removeLast() }
        return kept + "…"
    }
}
