/// A small line diff for test failure messages: compare two structures by their `dump`
/// and print only what differs, instead of two long one-liners.
public enum LineDiff {
    /// `value` as `dump` prints it: one field per line.
    public static func dumped<T>(_ value: T) -> String {
        var out = ""
        dump(value, to: &out)
        return out
    }

    /// The lines of `expected` and `actual` that differ, `-` for expected and `+` for actual,
    /// with `context` unchanged lines around each change; "" when they are equal.
    /// O(lines² ) time and memory (a longest common subsequence table).
    public static func diff(expected: String, actual: String, context: Int = 2) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        if a == b { return "" }
        // 1. Longest common subsequence lengths of every pair of suffixes.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        // 2. Walk it into an edit script.
        var script: [(mark: Character, line: Substring)] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append((" ", a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                script.append(("-", a[i])); i += 1
            } else {
                script.append(("+", b[j])); j += 1
            }
        }
        // 3. Print the changes with a little context.
        let changed = script.indices.filter { script[$0].mark != " " }
        var out = "--- expected\n+++ actual\n"
        var last = -1
        for index in script.indices {
            guard changed.contains(where: { abs($0 - index) <= context }) else { continue }
            if last >= 0, index > last + 1 { out += "  …\n" }
            out += "\(script[index].mark) \(script[index].line)\n"
            last = index
        }
        return out
    }

    /// The diff of two values' dumps.
    public static func diff<T>(expected: T, actual: T) -> String {
        diff(expected: dumped(expected), actual: dumped(actual))
    }
}
