/// Why ``BatchUpdateSimulator`` refused a batch: what UIKit would raise an
/// `NSInternalInconsistencyException` for, or a rule the planner promises to keep.
package enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
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
    case rowInChangedSection(BatchOperation, TableIndexPath, section: String, change: BatchSectionChange)

    /// The problem in words, as UIKit would report it.
    package var description: String {
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
package enum BatchOperation: String, Hashable, Sendable, CaseIterable {
    /// `deleteSections`, at an index before the batch.
    case deleteSection = "section delete"
    /// `insertSections`, at an index after the batch.
    case insertSection = "section insert"
    /// The source of `moveSection(_:toSection:)`, before the batch.
    case moveSectionFrom = "section move source"
    /// The destination of `moveSection(_:toSection:)`, after the batch.
    case moveSectionTo = "section move destination"
    /// `reloadSections`, at an index before the batch.
    case reloadSection = "section reload"
    /// `deleteRows(at:)`, at an index path before the batch.
    case deleteRow = "row delete"
    /// `insertRows(at:)`, at an index path after the batch.
    case insertRow = "row insert"
    /// The source of `moveRow(at:to:)`, before the batch.
    case moveRowFrom = "row move source"
    /// The destination of `moveRow(at:to:)`, after the batch.
    case moveRowTo = "row move destination"
    /// `reloadRows(at:)`, at an index path before the batch.
    case reloadRow = "row reload"
}

/// A section index or a row index path named by an error.
package enum BatchPosition: Hashable, Sendable, CustomStringConvertible {
    /// A section index.
    case section(Int)
    /// A row's index path.
    case row(TableIndexPath)

    var isSection: Bool { if case .section = self { true } else { false } }

    /// The problem in words, as UIKit would report it.
    package var description: String {
        switch self {
        case .section(let index): return "section \(index)"
        case .row(let path): return "row \(path)"
        }
    }
}

/// Two operations on one section or row that a batch cannot hold together.
package enum BatchConflict: String, Hashable, Sendable, CaseIterable {
    /// Deleted and moved away.
    case deletedAndMoved = "deleted and moved"
    /// Deleted and reloaded.
    case deletedAndReloaded = "deleted and reloaded"
    /// Reloaded and moved away (checked in strict mode).
    case reloadedAndMoved = "reloaded and moved"
    /// Inserted at a position that a move also lands on.
    case insertedAndMovedTo = "inserted and a move destination"
}

/// What a batch does to a section, for ``BatchUpdateError/rowInChangedSection(_:_:section:change:)``.
package enum BatchSectionChange: String, Hashable, Sendable, CaseIterable {
    /// The batch deletes the section.
    case deleted = "deletes"
    /// The batch inserts the section.
    case inserted = "inserts"
    /// The batch moves the section.
    case moved = "moves"
    /// The batch reloads the section.
    case reloaded = "reloads"
}
