/// The longest strictly increasing subsequence, by patience sorting: O(n log n) time, O(n)
/// space.
///
/// Diff uses it to find the most elements that kept their relative order: given the old
/// positions of a section's surviving rows in their new order, the positions in the
/// subsequence stay put and every other row is a move, the minimum number of moves.
///
/// ```swift
/// LongestIncreasingSubsequence.members(of: [3, 0, 1, 4, 2])   // [false, true, true, false, true]
/// ```
package enum LongestIncreasingSubsequence {
    /// For each element of `values`, whether it belongs to one longest strictly increasing
    /// subsequence. Among equally long ones, the choice is deterministic: each element's
    /// predecessor is the latest one that keeps the subsequence longest.
    package static func members(of values: [Int]) -> [Bool] {
        guard !values.isEmpty else { return [] }
        // tails[k]: index (into values) of the smallest tail of an increasing run of length k+1.
        var tails: [Int] = []
        tails.reserveCapacity(values.count)
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var members = [Bool](repeating: false, count: values.count)
        var cursor = tails[tails.count - 1]
        while cursor >= 0 {
            members[cursor] = true
            cursor = previous[cursor]
        }
        return members
    }
}
