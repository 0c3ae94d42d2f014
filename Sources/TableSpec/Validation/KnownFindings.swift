/// Findings known before a file is checked (a baseline's entries for it), absorbed while
/// it is checked (``CheckOptions/baseline``): before the cap on findings, so an absorbed
/// finding never takes the place of a new one, nor counts among those not shown.
///
/// Each entry absorbs at most its count, in the order findings are produced (rule by
/// rule; within a rule, mostly source order). Workspace's ``Baseline`` makes them
/// (``Baseline/fileFilters()``).
public struct KnownFindings: Hashable, Sendable {
    /// What is left to absorb, by rule, pointer and message.
    private var remaining: [Finding: Int]

    struct Finding: Hashable {
        var rule: RuleID
        var pointer: String
        var message: String
    }

    init(remaining: [Finding: Int]) {
        self.remaining = remaining
    }

    /// Whether `diagnostic` is known (then one fewer of its kind is left). O(1).
    mutating func absorb(_ diagnostic: Diagnostic) -> Bool {
        let key = Finding(rule: diagnostic.rule, pointer: diagnostic.pointer, message: diagnostic.message)
        guard let count = remaining[key], count > 0 else { return false }
        remaining[key] = count - 1
        return true
    }

    /// A canonical text of the entries (sorted): part of the result cache key, so a
    /// result is reused only with the same known findings for its file.
    var fingerprint: String {
        remaining.map { "\($0.key.rule.rawValue)\u{1}\($0.key.pointer)\u{1}\($0.key.message)\u{1}\($0.value)" }
            .sorted().joined(separator: "\u{2}")
    }
}
