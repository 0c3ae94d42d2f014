import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Every pair of small tables: up to 3 sections with ids from ``sectionPool``, up to 3 rows
/// each with ids from ``rowPool``, each row id at most once per table. For every pair the
/// changeset passes ``ChangesetChecker`` and its moves equal the brute-force minimum.
///
/// Diff does not look at what ids are, only at which are equal (``DiffRenamingTests``
/// checks this), so one pair stands for every pair that differs only by renaming ids. The
/// enumeration is therefore: every old table with its ids in pool order by first
/// appearance (50 tables), against every new table whose ids that the old table does not
/// use also appear in pool order (so `A, fresh D` is tried but not the same with `fresh C`).
/// That is every pair of the bound, up to renaming: 181,005 pairs (of 25,806,400).
@Suite("Diff: exhaustive small tables")
struct DiffExhaustiveTests {
    static let sectionPool = ["A", "B", "C"]
    static let rowPool = ["a", "b", "c", "d"]
    static let maxSections = 3
    static let maxRows = 3

    /// Every table of the bound, as shapes.
    static let allTables: [[SectionShape]] = {
        var tables: [[SectionShape]] = []
        for sectionIDs in arrangements(of: sectionPool, upTo: maxSections) {
            for counts in rowCounts(sections: sectionIDs.count) {
                let total = counts.reduce(0, +)
                for rowIDs in arrangements(of: rowPool, upTo: total) where rowIDs.count == total {
                    var shape: [SectionShape] = []
                    var next = 0
                    for (id, count) in zip(sectionIDs, counts) {
                        shape.append(SectionShape(id: id, rows: Array(rowIDs[next..<(next + count)])))
                        next += count
                    }
                    tables.append(shape)
                }
            }
        }
        return tables
    }()

    /// The old tables: ids in pool order by first appearance.
    static let oldTables: [[SectionShape]] = allTables.filter { shape in
        inPoolOrder(shape.map(\.id), among: sectionPool) && inPoolOrder(shape.flatMap(\.rows), among: rowPool)
    }

    @Test func theBoundIsWhatTheDocumentationSays() {
        #expect(Self.allTables.count == 5_080)
        #expect(Self.oldTables.count == 50)
        #expect(Set(Self.allTables).count == Self.allTables.count)
        #expect(Self.oldTables.map { Self.newTables(against: $0).count }.reduce(0, +) == 181_005)
    }

    @Test(arguments: 0..<50)
    func everyNewTableAgainstOneOldTable(oldIndex: Int) throws {
        let oldShape = Self.oldTables[oldIndex]
        let old = DiffFixtures.table(oldShape)
        var failures: [String] = []
        let newTables = Self.newTables(against: oldShape)
        for newShape in newTables {
            let new = DiffFixtures.table(newShape)
            let changes = try TableDiff.diff(from: old, to: new)
            var problems = ChangesetChecker.problems(old: old, new: new, changes: changes)
            let minimum = minimumMoves(old, new)
            if changes.sections.moved.count != minimum.sections || changes.rows.moved.count != minimum.rows {
                problems.append("moves: \(changes.sections.moved.count) sections, \(changes.rows.moved.count) rows;"
                                + " minimum \(minimum.sections), \(minimum.rows)")
            }
            if !problems.isEmpty, failures.count < 5 {
                failures.append("\(ChangesetChecker.text(oldShape)) → \(ChangesetChecker.text(newShape)): \(problems)")
            }
        }
        #expect(!newTables.isEmpty)
        #expect(failures == [])
    }

    /// The new tables tried against `old`: ids `old` does not use appear in pool order.
    static func newTables(against old: [SectionShape]) -> [[SectionShape]] {
        let freshSections = sectionPool.filter { id in !old.contains { $0.id == id } }
        let freshRows = rowPool.filter { id in !old.contains { $0.rows.contains(id) } }
        return allTables.filter { new in
            inPoolOrder(new.map(\.id).filter(freshSections.contains), among: freshSections)
                && inPoolOrder(new.flatMap(\.rows).filter(freshRows.contains), among: freshRows)
        }
    }

    /// Whether `ids` (distinct, all from `pool`) are the first ones of `pool`, in order.
    static func inPoolOrder(_ ids: [String], among pool: [String]) -> Bool {
        ids.elementsEqual(pool.prefix(ids.count))
    }

    /// Every ordered selection of distinct elements of `pool`, of every length up to `limit`.
    static func arrangements(of pool: [String], upTo limit: Int) -> [[String]] {
        var result: [[String]] = [[]]
        var frontier: [[String]] = [[]]
        for _ in 0..<limit {
            frontier = frontier.flatMap { prefix in pool.filter { !prefix.contains($0) }.map { prefix + [$0] } }
            result += frontier
        }
        return result
    }

    /// Every list of `sections` row counts, each 0…maxRows, with at most as many rows in
    /// all as the row pool has ids.
    static func rowCounts(sections: Int) -> [[Int]] {
        var result: [[Int]] = [[]]
        for _ in 0..<sections {
            result = result.flatMap { prefix in (0...maxRows).map { prefix + [$0] } }
        }
        return result.filter { $0.reduce(0, +) <= rowPool.count }
    }
}
