/// "Did you mean" suggestions for misspelt keys, kinds and enumeration values.
public enum Suggestion {
    /// Words longer than this (in characters) get no suggestion: a typo in a 65-character
    /// name is unlikely, and the edit distance costs the product of two lengths.
    public static let maxWordLength = 64

    /// The most edit-distance work (dynamic-programming cells, about one comparison of two
    /// characters each) one call of ``closest(to:in:)`` does: about 10 ms.
    public static let defaultBudget = 4_000_000

    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// an edit distance (with transpositions) of at most a third of the word's length
    /// (at least 1), or a case-insensitive match. Ties go to the earlier candidate.
    ///
    /// ```swift
    /// Suggestion.closest(to: "standrad", in: ["standard", "subtitle"])   // "standard"
    /// ```
    /// O(candidates × word length × candidate length), bounded: no suggestion for a word
    /// longer than ``maxWordLength`` (nor of a candidate longer than 4 × that in bytes),
    /// candidates whose length alone puts them too far are skipped, and at most
    /// ``defaultBudget`` units of work are done (a byte looked at, a cell computed).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        var budget = defaultBudget
        return closest(to: word, in: candidates, budget: &budget)
    }

    /// ``closest(to:in:)`` with a work budget shared by many calls (a rule that suggests
    /// for every row draws on one budget for the whole file, so a file with many misspelt
    /// names and many candidates stays linear). Each edit distance costs the product of the
    /// two lengths; when the budget cannot pay for the next one, the search ends with no
    /// suggestion, and so do all later calls with that budget.
    public static func closest(to word: String, in candidates: some Sequence<String>, budget: inout Int) -> String? {
        // 1. Long words: no suggestion, without even counting their characters.
        guard word.utf8.count <= 4 * maxWordLength, word.count <= maxWordLength else { return nil }
        let lowered = Array(word.lowercased())
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            // 2. Looking at a candidate costs its length; one too long or too short to be
            //    within the limit (a character is at least one byte) is skipped there.
            let bytes = candidate.utf8.count
            guard budget > bytes else { budget = 0; return nil }
            budget -= bytes + 1
            guard bytes <= 4 * maxWordLength, bytes + limit >= lowered.count else { continue }
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= limit else { continue }
            // 3. The edit distance, paid for from the budget.
            let cost = (lowered.count + 1) * (other.count + 1)
            guard budget >= cost else { budget = 0; return nil }
            budget -= cost
            let distance = other == lowered ? 0 : editDistance(lowered, other)
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
