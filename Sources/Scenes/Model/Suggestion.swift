/// "Did you mean …?": the known word closest to a mistyped one.
public enum Suggestion {
    /// The word among `candidates` nearest to `word` by edit distance
    /// (ignoring case), when it is close enough to be a likely typo: at most
    /// a third of its letters off, and at most three.
    /// Among numbers ("0.1", "0.25"), a number is nearest by value, not by
    /// its letters: 0.3 is nearer 0.25 than 0.1.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        if let value = Double(word), value.isFinite, !candidates.isEmpty, !candidates.contains(word) {
            let numbers = candidates.compactMap { candidate in Double(candidate).map { (candidate, $0) } }
            if numbers.count == candidates.count {
                return numbers.min { abs($0.1 - value) < abs($1.1 - value) }?.0
            }
        }
        let typed = Array(word.lowercased())
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance > 0 || word != best.word else { return nil }
        let allowed = min(3, max(1, max(typed.count, best.word.count) / 3))
        return best.distance <= allowed ? best.word : nil
    }

    /// " (did you mean 'Play'?)" for a near miss, "" otherwise: the tail of
    /// an error message.
    public static func hint(for word: String, among candidates: [String]) -> String {
        nearest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance, with a swap of neighbours counting as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
