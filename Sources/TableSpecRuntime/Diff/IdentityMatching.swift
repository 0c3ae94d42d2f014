/// Which sections and rows of two tables are the same, by id, as integer maps — after Paul
/// Heckel's method: one symbol table of ids, each id hashed once (looked up or inserted in
/// one step), and every later step works on integer positions only. O(sections + rows).
///
/// Rows are numbered across the whole table ("flat" positions: all rows of section 0,
/// then section 1, …) so a row is followed when it changes section.
struct IdentityMatching {
    /// New section index of each old section, or -1 when it was deleted.
    var oldSectionToNew: [Int]
    /// Old section index of each new section, or -1 when it was inserted.
    var newSectionToOld: [Int]
    /// New flat position of each old row, or -1 when it was deleted.
    var oldRowToNew: [Int]
    /// Old flat position of each new row, or -1 when it was inserted.
    var newRowToOld: [Int]
    /// Index paths of the flat positions.
    var oldPaths: [TableIndexPath]
    var newPaths: [TableIndexPath]
    /// The flat positions of each section's rows.
    var oldRowRanges: [Range<Int>]
    var newRowRanges: [Range<Int>]

    /// Matches `old` and `new`. Throws when either has two sections or two rows with one id.
    init(old: Table, new: Table) throws(DiffError) {
        oldSectionToNew = [Int](repeating: -1, count: old.sections.count)
        newSectionToOld = [Int](repeating: -1, count: new.sections.count)
        var sectionSymbols = [String: Int](minimumCapacity: old.sections.count + new.sections.count)
        for (index, section) in old.sections.enumerated() {
            guard Self.enterOld(section.id, index, into: &sectionSymbols) else {
                throw .duplicateSectionID(section.id, inNew: false)
            }
        }
        for (index, section) in new.sections.enumerated() {
            guard let matched = Self.enterNew(section.id, index, into: &sectionSymbols, taken: oldSectionToNew) else {
                throw .duplicateSectionID(section.id, inNew: true)
            }
            if matched >= 0 {
                oldSectionToNew[matched] = index
                newSectionToOld[index] = matched
            }
        }

        (oldPaths, oldRowRanges) = Self.paths(of: old)
        (newPaths, newRowRanges) = Self.paths(of: new)
        oldRowToNew = [Int](repeating: -1, count: oldPaths.count)
        newRowToOld = [Int](repeating: -1, count: newPaths.count)
        var rowSymbols = [String: Int](minimumCapacity: oldPaths.count + newPaths.count)
        for (flat, path) in oldPaths.enumerated() {
            let id = old.sections[path.section].rows[path.row].id
            guard Self.enterOld(id, flat, into: &rowSymbols) else { throw .duplicateRowID(id, inNew: false) }
        }
        for (flat, path) in newPaths.enumerated() {
            let id = new.sections[path.section].rows[path.row].id
            guard let matched = Self.enterNew(id, flat, into: &rowSymbols, taken: oldRowToNew) else {
                throw .duplicateRowID(id, inNew: true)
            }
            if matched >= 0 {
                oldRowToNew[matched] = flat
                newRowToOld[flat] = matched
            }
        }
    }

    // Symbol-table entries: an old position (>= 0), `newOnly(p)` for an id first seen in
    // the new table at p (<= -2), or `absent` (-1) while being inserted.
    private static let absent = -1
    private static func newOnly(_ position: Int) -> Int { -(position + 2) }

    private static func update<R>(_ entry: inout Int, _ body: (inout Int) -> R) -> R {
        body(&entry)
    }

    private static func enterOld(_ id: String, _ position: Int, into symbols: inout [String: Int]) -> Bool {
        update(&symbols[id, default: absent]) { entry in
            guard entry == absent else { return false }
            entry = position
            return true
        }
    }

    /// Enters an id of the new table: the old position it matches, -1 when the old table
    /// has no such id, nil when the new table has it twice (`taken` marks old positions
    /// already matched). One hash of `id`.
    private static func enterNew(
        _ id: String, _ position: Int, into symbols: inout [String: Int], taken: [Int]
    ) -> Int? {
        var matched: Int? = -1
        update(&symbols[id, default: absent]) { entry in
            if entry == absent {
                entry = newOnly(position)
            } else if entry >= 0, taken[entry] == -1 {
                matched = entry
            } else {
                matched = nil
            }
        }
        return matched
    }

    private static func paths(of table: Table) -> ([TableIndexPath], [Range<Int>]) {
        var paths: [TableIndexPath] = []
        var ranges: [Range<Int>] = []
        paths.reserveCapacity(table.sections.reduce(0) { $0 + $1.rows.count })
        ranges.reserveCapacity(table.sections.count)
        for (section, value) in table.sections.enumerated() {
            ranges.append(paths.count..<(paths.count + value.rows.count))
            for row in value.rows.indices { paths.append(TableIndexPath(section: section, row: row)) }
        }
        return (paths, ranges)
    }
}

/// Why two tables cannot be diffed: ids must be unique to be matched.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section id used more than once; `inNew` tells which table.
    case duplicateSectionID(String, inNew: Bool)
    /// A row id used more than once in the table; `inNew` tells which table.
    case duplicateRowID(String, inNew: Bool)

    /// The message: which id is used twice, and in which version.
    public var description: String {
        switch self {
        case .duplicateSectionID(let id, let inNew):
            return "section id '\(id)' is used more than once in the \(inNew ? "new" : "old") table"
        case .duplicateRowID(let id, let inNew):
            return "row id '\(id)' is used more than once in the \(inNew ? "new" : "old") table"
        }
    }
}
