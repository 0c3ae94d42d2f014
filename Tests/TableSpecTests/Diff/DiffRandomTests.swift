import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Seeded random pairs of larger tables: an old table, and a new one made from it by
/// deleting, inserting and moving sections and rows and changing some rows and headers.
/// Each changeset passes ``ChangesetChecker`` and its moves are minimal.
@Suite("Diff: random tables")
struct DiffRandomTests {
    /// Seeds 0..<150 with up to 8 sections of up to 14 rows (moves checked by brute force);
    /// 150..<160 with up to 30 sections of up to 60 rows (checked by the O(n²) reference).
    @Test(arguments: 0..<160)
    func randomPair(seed: Int) throws {
        let large = seed >= 150
        var random = SeededRandom(seed: UInt64(seed))
        let old = RandomTables.table(sections: large ? 30 : 8, rows: large ? 60 : 14, &random)
        let new = RandomTables.edit(old, &random)
        let changes = try DiffFixtures.checkedDiff(old, new)
        let minimum = minimumMoves(old, new, counting: large ? quadraticMinimumMoves : bruteForceMinimumMoves)
        #expect(changes.sections.moved.count == minimum.sections)
        #expect(changes.rows.moved.count == minimum.rows)
    }

    /// Diff looks only at which ids are equal, never at what they are or how they hash:
    /// renaming every id renames the changeset and changes nothing else. (This is what lets
    /// ``DiffExhaustiveTests`` try one pair for all pairs that differ only by names.)
    @Test(arguments: 0..<20)
    func renamingIDsRenamesTheChangeset(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(1_000 + seed))
        let old = RandomTables.table(sections: 6, rows: 10, &random)
        let new = RandomTables.edit(old, &random)
        var names: [String: String] = [:]
        for table in [old, new] {
            for section in table.sections {
                names[section.id] = "renamed-\(String(section.id.reversed()))"
                for row in section.rows { names[row.id] = "\(row.id.count)x\(String(row.id.reversed()))" }
            }
        }
        let renamed = try TableDiff.diff(from: RandomTables.renamed(old, names), to: RandomTables.renamed(new, names))
        var expected = LineDiff.dumped(try TableDiff.diff(from: old, to: new))
        for (id, name) in names { expected = expected.replacingQuoted(id, with: name) }
        let actual = LineDiff.dumped(renamed)
        #expect(actual == expected, "\(LineDiff.diff(expected: expected, actual: actual))")
    }
}

/// Random tables and random edits of them, deterministic for a seed.
enum RandomTables {
    static func table(sections: Int, rows: Int, _ random: inout SeededRandom) -> Table {
        var next = 0
        let count = 1 + random.below(sections)
        let built = (0..<count).map { index -> Section in
            let rowCount = random.below(rows + 1)
            defer { next += rowCount }
            return Section(id: "s\(index)", header: "H\(index)",
                           rows: (next..<(next + rowCount)).map { Row(id: "r\($0)", title: "T\($0)") })
        }
        return Table(id: "t", sections: built)
    }

    /// Deletes, inserts and moves sections and rows, and changes some titles and headers.
    static func edit(_ old: Table, _ random: inout SeededRandom) -> Table {
        var sections = old.sections.filter { _ in !random.chance(15) }
        var fresh = 0
        for _ in 0..<random.below(3) {
            sections.insert(Section(id: "new-s\(fresh)"), at: random.below(sections.count + 1))
            fresh += 1
        }
        for _ in 0..<random.below(3) where sections.count > 1 {
            let moved = sections.remove(at: random.below(sections.count))
            sections.insert(moved, at: random.below(sections.count + 1))
        }
        // Rows: pull some out (kept to move elsewhere), delete some, insert some.
        var loose: [Row] = []
        for s in sections.indices {
            sections[s].rows = sections[s].rows.filter { row in
                if random.chance(10) { return false }
                if random.chance(15) { loose.append(row); return false }
                return true
            }
            if random.chance(20) { sections[s].header = "changed \(s)" }
        }
        for _ in 0..<random.below(6) { loose.append(Row(id: "new-r\(fresh)", title: "N\(fresh)")); fresh += 1 }
        for var row in loose where !sections.isEmpty {
            if random.chance(30) { row.title += "!" }
            let s = random.below(sections.count)
            sections[s].rows.insert(row, at: random.below(sections[s].rows.count + 1))
        }
        for s in sections.indices {
            for r in sections[s].rows.indices where random.chance(8) { sections[s].rows[r].detail = "updated" }
        }
        var new = old
        new.sections = sections
        return new
    }

    static func renamed(_ table: Table, _ names: [String: String]) -> Table {
        var copy = table
        for s in copy.sections.indices {
            copy.sections[s].id = names[copy.sections[s].id] ?? ""
            for r in copy.sections[s].rows.indices { copy.sections[s].rows[r].id = names[copy.sections[s].rows[r].id] ?? "" }
        }
        return copy
    }
}

extension String {
    /// Every `"id"` (with the quotes) replaced by `"name"`.
    func replacingQuoted(_ id: String, with name: String) -> String {
        replacing("\"\(id)\"", with: "\"\(name)\"")
    }
}
