import Testing
@testable import TableSpec

@Suite("Diff: longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    @Test(arguments: [
        ([], []),
        ([7], [true]),
        ([0, 1, 2, 3], [true, true, true, true]),
        ([3, 2, 1, 0], [false, false, false, true]),
        ([3, 0, 1, 4, 2], [false, true, true, false, true]),
        ([1, 0, 2], [false, true, true]),
        ([2, 2, 2], [false, false, true]),          // strictly increasing: one of equal values
        ([5, 1, 6, 2, 7, 3, 8], [false, true, false, true, false, true, true]),
    ] as [([Int], [Bool])])
    func members(values: [Int], expected: [Bool]) {
        #expect(LongestIncreasingSubsequence.members(of: values) == expected)
    }

    /// On every permutation of up to 7 elements, the members increase and are as many as
    /// the O(n²) reference finds.
    @Test func everyPermutationUpToSeven() {
        for n in 0...7 {
            for permutation in permutations(Array(0..<n)) {
                let members = LongestIncreasingSubsequence.members(of: permutation)
                let chosen = zip(permutation, members).filter(\.1).map(\.0)
                #expect(chosen == chosen.sorted() && Set(chosen).count == chosen.count, "\(permutation)")
                #expect(permutation.count - chosen.count == quadraticMinimumMoves(permutation), "\(permutation)")
            }
        }
    }

    private func permutations(_ items: [Int]) -> [[Int]] {
        guard let first = items.first else { return [[]] }
        return permutations(Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in var copy = rest; copy.insert(first, at: index); return copy }
        }
    }
}
