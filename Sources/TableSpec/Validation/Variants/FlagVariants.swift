/// The combinations of a table's flags that validate checks, and how a finding that only
/// some of them have names them.
///
/// Every combination when there are at most `cap` (`max-variants`); past the cap, the `cap`
/// nearest the defaults: the defaults first, then every variant that changes one flag, then
/// two, and so on, each group in the flags' written order. So the defaults and each flag
/// flipped alone are always checked once the cap is above the number of flags.
///
/// ```swift
/// let variants = FlagVariants(flags: [TableFlag(name: "loggedIn", defaultValue: true), TableFlag(name: "premium")], cap: 64)
/// variants.checked.count              // 4
/// variants.label(of: [1, 3])          // "with loggedIn=false" (the variants 1 and 3)
/// ```
package struct FlagVariants: Sendable {
    /// The flags, in written order.
    package let flags: [TableFlag]
    /// The values of the flags in each checked variant, in ``flags``' order; the first is
    /// the defaults.
    package let checked: [[Bool]]
    /// How many combinations there are: 2^flags, saturating at `Int.max`.
    package let total: Int
    /// For a capped check, how many flags each group changes (index = flags changed) and
    /// how many variants of that group were checked; empty when every one was.
    private let groups: [(changed: Int, checked: Int, of: Int)]

    /// The variants of `flags` to check, at most `cap` (at least 1). O(cap × flags).
    package init(flags: [TableFlag], cap: Int) {
        self.flags = flags
        let n = flags.count
        total = n < Int.bitWidth - 1 ? 1 << n : Int.max
        let limit = max(1, min(cap, total))
        let defaults = flags.map(\.defaultValue)
        var checked: [[Bool]] = []
        var groups: [(changed: Int, checked: Int, of: Int)] = []
        checked.reserveCapacity(limit)
        // Group by group: every choice of `changed` flags, in lexicographic order.
        var changed = 0
        while checked.count < limit, changed <= n {
            var choice = Array(0..<changed)
            var inGroup = 0
            while checked.count < limit {
                var values = defaults
                for index in choice { values[index].toggle() }
                checked.append(values)
                inGroup += 1
                guard Self.advance(&choice, below: n) else { break }
            }
            groups.append((changed, inGroup, Self.binomial(n, changed)))
            changed += 1
        }
        self.checked = checked
        self.groups = checked.count < total ? groups : []
    }

    /// Whether every combination is checked.
    package var isComplete: Bool { groups.isEmpty }

    /// The flag values of checked variant `index` by name, as ``TableInputs`` takes them.
    package func values(of index: Int) -> [String: Bool] {
        var values: [String: Bool] = [:]
        for (flag, value) in zip(flags, checked[index]) { values[flag.name] = value }
        return values
    }

    /// Which variants a capped check covered, for its finding: "the defaults, every variant
    /// that changes 1 flag, and 10 of the 15 that change 2 flags". Empty when complete.
    package var coverage: String {
        guard !isComplete else { return "" }
        var parts: [String] = []
        for group in groups {
            if group.changed == 0 {
                parts.append("the defaults")
            } else if group.checked == group.of {
                parts.append("every variant that changes \(Plural.count(group.changed, "flag"))")
            } else {
                parts.append("\(group.checked) of the \(group.of) that change \(Plural.count(group.changed, "flag"))")
            }
        }
        if parts.count > 1 { parts[parts.count - 1] = "and " + parts[parts.count - 1] }
        return parts.joined(separator: ", ")
    }

    /// How a finding found in the checked variants `indexes` (sorted, not all of them) is
    /// introduced: the fewest flag settings that pick out exactly those variants among the
    /// checked ones ("with loggedIn=false", "with loggedIn=true, premium=false"), else the
    /// first one and how many others ("with a=true, b=false and 2 other variants").
    /// O(flags² × checked).
    package func label(of indexes: [Int]) -> String {
        guard let first = indexes.first else { return "" }
        // The settings the variants share, then drop each one that does not narrow them.
        var settings = flags.indices.filter { flag in indexes.allSatisfy { checked[$0][flag] == checked[first][flag] } }
        let count: ([Int]) -> Int = { kept in
            checked.indices.reduce(0) { total, v in kept.allSatisfy { self.checked[v][$0] == self.checked[first][$0] } ? total + 1 : total }
        }
        if count(settings) == indexes.count {
            for flag in settings.reversed() {
                let without = settings.filter { $0 != flag }
                if count(without) == indexes.count { settings = without }
            }
            return "with " + settings.map { setting(first, $0) }.joined(separator: ", ")
        }
        let all = flags.indices.map { setting(first, $0) }.joined(separator: ", ")
        return "with \(all) and \(Plural.count(indexes.count - 1, "other variant"))"
    }

    /// `name=value` of flag `flag` in variant `variant`.
    private func setting(_ variant: Int, _ flag: Int) -> String {
        "\(flags[flag].name)=\(checked[variant][flag])"
    }

    /// The next choice of `choice.count` indexes below `n` in lexicographic order; false
    /// after the last one. O(choice).
    private static func advance(_ choice: inout [Int], below n: Int) -> Bool {
        var i = choice.count - 1
        while i >= 0, choice[i] == n - choice.count + i { i -= 1 }
        guard i >= 0 else { return false }
        choice[i] += 1
        for j in (i + 1)..<choice.count { choice[j] = choice[j - 1] + 1 }
        return true
    }

    /// n choose k, saturating. O(k).
    private static func binomial(_ n: Int, _ k: Int) -> Int {
        var result = 1
        for i in 0..<min(k, n - k) {
            let (product, overflow) = result.multipliedReportingOverflow(by: n - i)
            if overflow { return Int.max }
            result = product / (i + 1)
        }
        return result
    }
}
