import Testing
import TableSpecTestSupport
@testable import TableSpec
@testable import TableSpecRuntime

/// Small tables written as text, and exact comparisons of changesets.
enum DiffFixtures {
    /// `"s1: a b | s2: c"` → sections s1 (rows a, b) and s2 (row c); each row's title is its id.
    static func table(_ text: String, title: String? = nil, style: TableStyle = .plain) -> Table {
        let sections = text.split(separator: "|").map { part -> Section in
            let words = part.split(separator: " ").map(String.init)
            let id = String(words.first?.dropLast() ?? "")
            return Section(id: id, rows: words.dropFirst().map { Row(id: $0, title: $0) })
        }
        return Table(id: "t", title: title, style: style, sections: text.isEmpty ? [] : sections)
    }

    /// The table from its shape (rows titled by their ids).
    static func table(_ shape: [SectionShape]) -> Table {
        Table(id: "t", sections: shape.map { Section(id: $0.id, rows: $0.rows.map { Row(id: $0, title: $0) }) })
    }

    static func shape(_ text: String) -> [SectionShape] { table(text).shape }

    /// Diffs and checks the changeset with ``ChangesetChecker``.
    static func checkedDiff(
        _ old: Table, _ new: Table, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Changeset {
        let changes = try TableDiff.diff(from: old, to: new)
        let problems = ChangesetChecker.problems(old: old, new: new, changes: changes)
        #expect(problems == [], "\(ChangesetChecker.text(old.shape)) → \(ChangesetChecker.text(new.shape))", sourceLocation: sourceLocation)
        return changes
    }
}

/// `#expect(actual == expected)` with a line diff of the two dumps on failure.
func expectSame<T: Equatable>(_ actual: T, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected, "\(LineDiff.diff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// Short constructors for expected changesets: `path(1, 2)` is section 1, row 2.
func path(_ section: Int, _ row: Int) -> TableIndexPath { TableIndexPath(section: section, row: row) }

func rowDelete(_ id: String, _ section: String, _ at: TableIndexPath) -> RowDelete { RowDelete(id: id, sectionID: section, at: at) }
func rowInsert(_ id: String, _ section: String, _ at: TableIndexPath) -> RowInsert { RowInsert(id: id, sectionID: section, at: at) }
func rowMove(_ id: String, _ from: (String, TableIndexPath), _ to: (String, TableIndexPath)) -> RowMove {
    RowMove(id: id, fromSectionID: from.0, from: from.1, toSectionID: to.0, to: to.1)
}

func rowChanges(
    deleted: [RowDelete] = [], inserted: [RowInsert] = [], moved: [RowMove] = [], updated: [RowUpdate] = []
) -> RowChanges {
    var changes = RowChanges()
    changes.deleted = deleted
    changes.inserted = inserted
    changes.moved = moved
    changes.updated = updated
    return changes
}

func sectionChanges(
    deleted: [SectionDelete] = [], inserted: [SectionInsert] = [], moved: [SectionMove] = [], updated: [SectionUpdate] = []
) -> SectionChanges {
    var changes = SectionChanges()
    changes.deleted = deleted
    changes.inserted = inserted
    changes.moved = moved
    changes.updated = updated
    return changes
}

/// The minimum number of moves, by brute force: the elements that survive in place
/// (`positions`, their old positions in new order) minus the largest subset, over every
/// subset, whose old positions increase. O(2ⁿ · n): only for small n.
func bruteForceMinimumMoves(_ positions: [Int]) -> Int {
    var best = 0
    for mask in 0..<(1 << positions.count) where mask.nonzeroBitCount > best {
        var last = Int.min
        var increasing = true
        for (index, position) in positions.enumerated() where mask & (1 << index) != 0 {
            if position <= last { increasing = false; break }
            last = position
        }
        if increasing { best = mask.nonzeroBitCount }
    }
    return positions.count - best
}

/// The minimum number of moves by the textbook O(n²) dynamic programme for the longest
/// increasing subsequence: a reference independent of the O(n log n) one diff uses.
func quadraticMinimumMoves(_ positions: [Int]) -> Int {
    var longestEndingAt = [Int](repeating: 1, count: positions.count)
    for i in positions.indices {
        for j in 0..<i where positions[j] < positions[i] {
            longestEndingAt[i] = max(longestEndingAt[i], longestEndingAt[j] + 1)
        }
    }
    return positions.count - (longestEndingAt.max() ?? 0)
}

/// The brute-force minimum numbers of section moves and row moves from `old` to `new`:
/// sections in both tables, and rows in the same section in both, keep their place unless
/// they must move; a row that changes section always moves.
func minimumMoves(
    _ old: Table, _ new: Table, counting movesOf: ([Int]) -> Int = bruteForceMinimumMoves
) -> (sections: Int, rows: Int) {
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.id, $0) })
    let sectionMoves = movesOf(new.sections.compactMap { oldSectionIndex[$0.id] })
    var oldRowPlace: [String: (section: String, row: Int)] = [:]
    for section in old.sections {
        for (index, row) in section.rows.enumerated() { oldRowPlace[row.id] = (section.id, index) }
    }
    var rowMoves = 0
    for section in new.sections {
        var inPlace: [Int] = []
        for row in section.rows {
            guard let place = oldRowPlace[row.id] else { continue }
            if place.section == section.id { inPlace.append(place.row) } else { rowMoves += 1 }
        }
        rowMoves += movesOf(inPlace)
    }
    return (sectionMoves, rowMoves)
}
