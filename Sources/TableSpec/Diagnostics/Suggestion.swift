/// "Did you mean" suggestions for misspelt keys, kinds and enumeration values.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo:
    /// an edit distance (with transpositions) of at most a third of the word's length
    /// (at least 1), or a case-insensitive match. Ties go to the earlier candidate.
    /// Failing that, the one candidate that `word` begins, ignoring case, when it is at
    /// least ``minPrefixLength`` characters long (a shortened name: `disclosure` for
    /// `disclosureIndicator`); a prefix of two or more candidates suggests none of them.
    ///
    /// ```swift
    /// Suggestion.closest(to: "standrad", in: ["standard", "subtitle"])   // "standard"
    /// Suggestion.closest(to: "disclosure", in: ["disclosureIndicator", "checkmark"])   // "disclosureIndicator"
    /// Suggestion.closest(to: "detail", in: ["detailButton", "detailDisclosureButton"])   // nil
    /// ```
    ///
    /// - Complexity: at most about `budget` character steps, whatever the input (spec
    ///   text is hostile: a 30 MB word, or a million candidates). A word longer than
    ///   ``maxWordLength`` characters (or four times that in UTF-8 bytes) gets no
    ///   suggestion; a candidate whose length differs from the word's by more than the
    ///   allowed distance is skipped after a length check; each candidate costs its
    ///   length, plus the product of the two lengths when the edit distance is computed.
    ///   When the budget is spent the best candidate so far is the answer (the same one on
    ///   every run: candidates are taken in order); a prefix is suggested only when every
    ///   candidate was seen, since only then is it known to be the only one.
    public static func closest(to word: String, in candidates: some Sequence<String>, budget: Int = 1_000_000) -> String? {
        guard word.utf8.count <= maxWordLength * 4 else { return nil }   // not even lower-cased when huge
        let lowered = Array(word.lowercased())
        guard lowered.count <= maxWordLength else { return nil }
        let limit = max(1, word.count / 3)
        var spent = 0
        var best: (candidate: String, distance: Int)?
        var prefixOf: (candidate: String?, count: Int) = (nil, 0)
        var sawAll = true
        for candidate in candidates where candidate != word {
            // 1. Whether the word begins the candidate (counted, for a unique prefix).
            let other = Array(candidate.lowercased())
            spent += 1 + other.count
            if lowered.count >= minPrefixLength, other.count > lowered.count, other.starts(with: lowered) {
                prefixOf = (prefixOf.count == 0 ? candidate : nil, prefixOf.count + 1)
            }
            // 2. A length check: the distance is at least the difference in length.
            guard abs(other.count - lowered.count) <= limit else {
                if spent > budget { sawAll = false; break }
                continue
            }
            // 3. The distance, unless equal but for case.
            let distance: Int
            if other == lowered {
                distance = 0
            } else {
                spent += lowered.count * other.count
                distance = editDistance(lowered, other)
            }
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
            if spent > budget { sawAll = false; break }
        }
        // 4. A close spelling wins; else the one candidate the word begins, if all were seen.
        if let best { return best.candidate }
        return sawAll && prefixOf.count == 1 ? prefixOf.candidate : nil
    }

    /// ``closest(to:in:budget:)``'s answer when no other candidate is as close (a fix
    /// applies only an unambiguous suggestion): `detial` among `detail` and `title` is
    /// unique, among `detail` and `detials` (one edit from both) it is not. Twice the cost
    /// of `closest`.
    ///
    /// ```swift
    /// Suggestion.unique(to: "chekmark", in: ["checkmark", "none"])   // "checkmark"
    /// Suggestion.unique(to: "ab", in: ["ac", "ad"])                  // nil
    /// ```
    public static func unique(to word: String, in candidates: [String]) -> String? {
        guard let best = closest(to: word, in: candidates) else { return nil }
        guard let other = closest(to: word, in: candidates.filter { $0 != best }) else { return best }
        let lowered = Array(word.lowercased())
        let limit = max(1, word.count / 3)
        let distance = editDistance(lowered, Array(best.lowercased()))
        // A unique prefix (`best` beyond the limit) has no rival; else the runner-up ties or not.
        guard distance <= limit else { return best }
        return editDistance(lowered, Array(other.lowercased())) == distance ? nil : best
    }

    /// The shortest word suggested as the beginning of a longer name: shorter ones
    /// (`d`, `de`) begin too many names to mean one.
    public static let minPrefixLength = 3

    /// The longest word a suggestion is looked for (in characters): ids, keys and kinds
    /// are short, and a typo in a longer text is not what "did you mean" is for.
    public static let maxWordLength = 64

    /// The message for a `--format` value that names no format:
    /// `unknown format 'jsn'; did you mean 'json'? (use one of: text, json)`. `aliases` are
    /// accepted too (and may be suggested) but not listed; `context` follows the quoted
    /// name (` in 'jsn:out.json'`). O(formats × name length).
    public static func unknownFormat(_ name: String, among names: [String], aliases: [String] = [], context: String = "") -> String {
        "unknown format '\(name)'\(context)\(didYouMean(name, in: names + aliases)) (use one of: \(names.joined(separator: ", ")))"
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
