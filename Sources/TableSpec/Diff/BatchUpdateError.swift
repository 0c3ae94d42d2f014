/// Why ``BatchUpdateSimulator`` refused a batch: what UIKit would raise an
/// `NSInternalInconsistencyException` for, or a rule the planner promises to keep.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An index or index path outside the table it refers to: before the batch for deletes,
    /// reloads and move sources, after it for inserts and move destinations. `limit` is the
    /// number of sections, or of rows in that section.
    case outOfRange(BatchOperation, BatchPosition, limit: Int)
    /// Two operations of one kind at one position (two deletes of a row, two inserts at an
    /// index path, two moves from one section…).
    case duplicate(BatchOperation, BatchPosition)
    /// An entry's id (or section id) is not the one at its position.
    case wrongID(BatchOperation, BatchPosition, expected: String, found: String)
    /// Sections after ≠ sections before − deleted + inserted.
    case sectionCount(before: Int, deleted: Int, inserted: Int, dataSource: Int)
    /// For a section that survives: rows after ≠ rows before − deleted − moved out +
    /// inserted + moved in (`computed`), or an inserted section's rows do not match.
    case rowCount(section: Int, id: String, computed: Int, dataSource: Int)
    /// One section or row with two operations that cannot go together in one batch.
    case conflict(BatchConflict, BatchPosition)
    /// A row operation inside a section that the same batch deletes, inserts, moves or
    /// reloads (strict mode).
    case rowInChangedSection(BatchOperation, IndexPath, section: String, change: BatchSectionChange)

    public var description: String {
        switch self {
        case .outOfRange(let operation, let position, let limit):
            let unit = position.isSection ? "sections" : "rows in its section"
            return "\(operation.rawValue) at \(position) is out of range: there are \(limit) \(unit)"
        case .duplicate(let operation, let position):
            return "\(operation.rawValue) at \(position) is given twice"
        case .wrongID(let operation, let position, let expected, let found):
            return "\(operation.rawValue) at \(position) names '\(found)', but the id there is '\(expected)'"
        case .sectionCount(let before, let deleted, let inserted, let dataSource):
            return "invalid number of sections: \(before) before − \(deleted) deleted + \(inserted) inserted"
                + " = \(before - deleted + inserted), but the data source has \(dataSource)"
        case .rowCount(let section, let id, let computed, let dataSource):
            return "invalid number of rows in section \(section) ('\(id)'): the batch leaves \(computed),"
                + " but the data source has \(dataSource)"
        case .conflict(let conflict, let position):
            return "\(position) is both \(conflict.rawValue) in one batch"
        case .rowInChangedSection(let operation, let path, let section, let change):
            return "\(operation.rawValue) at row \(path) touches section '\(section)', which the same batch \(change.rawValue)"
        }
    }
}

/// The kinds of operation in a batch, named as in messages.
public enum BatchOperation: String, Hashable, Sendable, CaseIterable {
    case deleteSection = "section delete"
    case insertSection = "section insert"
    case moveSectionFrom = "section move source"
    case moveSectionTo = "section move destination"
    case reloadSection = "section reload"
    case deleteRow = "row delete"
    case insertRow = "row insert"
    case moveRowFrom = "row move source"
    case moveRowTo = "row move destination"
    case reloadRow = "row reload"
}

/// A section index or a row index path named by an error.
public enum BatchPosition: Hashable, Sendable, CustomStringConvertible {
    case section(Int)
    case row(IndexPath)

    var isSection: Bool { if case .section = self { true } else { false } }

    public var description: String {
        switch self {
        case .section(let index): return "section \(index)"
        case .row(let path): return "row \(path)"
        }
    }
}

/// Two operations on one section or row that a batch cannot hold together.
public enum BatchConflict: String, Hashable, Sendable, CaseIterable {
    case deletedAndMoved = "deleted and moved"
    case deletedAndReloaded = "deleted and reloaded"
    case reloadedAndMoved = "reloaded and moved"
    case insertedAndMovedTo = "inserted and a move destination"
}

/// What a batch does to a section, for ``BatchUpdateError/rowInChangedSection(_:_:section:change:)``.
public enum BatchSectionChange: String, Hashable, Sendable, CaseIterable {
    case deleted = "deletes"
    case inserted = "inserts"
    case moved = "moves"
    case reloaded = "reloads"
}
