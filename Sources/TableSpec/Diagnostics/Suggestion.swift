/// "Did you mean" suggestions for misspelt keys, kinds and enumeration values.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// an edit distance (with transpositions) of at most a third of the word's length
    /// (at least 1), or a case-insensitive match. Ties go to the earlier candidate.
    ///
    /// ```swift
    /// Suggestion.closest(to: "standrad", in: ["standard", "subtitle"])   // "standard"
    /// ```
    /// O(candidates × word length × candidate length).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = candidate.lowercased() == lowered
                ? 0 : editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` when there is a close candidate, else `""`.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of
    /// one substring). O(a × b) time, O(b) memory.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
