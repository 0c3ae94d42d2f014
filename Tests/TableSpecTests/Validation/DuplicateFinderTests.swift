import Testing
@testable import TableSpec

/// The fingerprint table behind the duplicate-id rules, and the swipe action rule's own
/// pairwise search.
@Suite("Validation: duplicate finder")
struct DuplicateFinderTests {
    @Test func reportsTheFirstPlaceOfEveryRepeat() {
        var finder = DuplicateFinder<Int>()
        let ids = (0..<5_000).map { "row-\($0 % 1_000)" } + ["", "", "a much longer id than fifteen bytes", "a much longer id than fifteen bytes"]
        var found: [Int: Int] = [:]
        for (place, id) in ids.enumerated() {
            if let first = finder.firstUse(of: id, at: place) { found[place] = first }
        }
        // Every id after the first thousand repeats one of them; empty ids are ignored.
        #expect(found.count == 4_000 + 1)
        #expect(found[1_000] == 0)
        #expect(found[4_999] == 999)
        #expect(found[5_003] == 5_002)
        #expect(found[5_000] == nil && found[5_001] == nil)
    }

    @Test func equalHashesStillCompareTexts() {
        // Ids that differ only beyond what a weak hash would see still differ here.
        var finder = DuplicateFinder<String>(expectedCount: 2)
        for id in ["ab", "ba", "a", "b", "aa", "bb"] {
            #expect(finder.firstUse(of: id, at: id) == nil, "\(id)")
        }
        #expect(finder.firstUse(of: "ba", at: "again") == "ba")
    }

    @Test(arguments: [2, 5, 17, 40])
    func swipeActionDuplicatesMatchTheFinder(count: Int) {
        // Leading and trailing actions with repeats, as one spec; the rule must report each
        // repeat against the first use, whether it compares pairwise or through the finder.
        let ids = (0..<count).map { "a\($0 % 3)" }
        let half = count / 2
        func list(_ range: Range<Int>) -> String {
            "[" + range.map { "{id: \(ids[$0]), title: T}" }.joined(separator: ", ") + "]"
        }
        let yaml = """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - id: r
                    title: R
                    editing: {canEdit: true, style: none}
                    swipe:
                      leading: \(list(0..<half))
                      trailing: \(list(half..<count))
            """
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: yaml))
        let found = report.diagnostics.filter { $0.rule == .duplicateSwipeActionID }
        func pointer(_ i: Int) -> String {
            i < half ? "/sections/0/rows/0/swipe/leading/\(i)/id" : "/sections/0/rows/0/swipe/trailing/\(i - half)/id"
        }
        let expected = (0..<count).filter { $0 >= 3 }.map { pointer($0) }
        #expect(found.map(\.pointer) == expected)
        #expect(found.allSatisfy { $0.related.count == 1 })
        #expect(report.diagnostics.count == found.count)
    }
}
