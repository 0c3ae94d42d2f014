/// What changed between two versions of a table, matched by id: the answer of
/// ``TableDiff/diff(from:to:)``.
///
/// Two views of the same change:
/// - ``sections`` and ``rows`` are the reviewer's truth, one fact per id. A row of a deleted
///   section is a deleted row, a row of an inserted section an inserted row; a row in both
///   versions is moved when it changed section or is not in the longest run of rows that
///   kept their order in its section (so moves are minimal), and updated when its content
///   differs. Deletes and updates are at old positions, inserts at new ones, moves old → new.
/// - ``stages`` are what an app applies: ordered `performBatchUpdates` batches, each valid
///   for UIKit on its own (see ``StagePlanner``).
public struct Changeset: Hashable, Sendable {
    /// Table-level field changes (`title`, `style`, `defaults.rowHeight`, `cellTypes.x.base`…).
    public var table: [FieldChange]
    public var sections: SectionChanges
    public var rows: RowChanges
    /// The same change as UIKit batches, applied in order; empty when identical.
    public var stages: [Stage]
    /// Rows deleted and inserted with identical content apart from the id: probably renamed.
    public var renames: [RenameHint]

    public init(
        table: [FieldChange] = [], sections: SectionChanges = SectionChanges(),
        rows: RowChanges = RowChanges(), stages: [Stage] = [], renames: [RenameHint] = []
    ) {
        self.table = table
        self.sections = sections
        self.rows = rows
        self.stages = stages
        self.renames = renames
    }

    /// True when nothing at all differs (the tables are equal).
    public var isIdentical: Bool { table.isEmpty && sections.isEmpty && rows.isEmpty }

    /// Whether the table must be rebuilt rather than batch-updated: `UITableView.Style`
    /// cannot change on a live table view.
    public var requiresReload: Bool { table.contains { $0.field == "style" } }
}

/// A position in a table, in UIKit's terms: a section index and a row index in it.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, as UIKit prints index paths: `[2, 5]` → `2.5`.
    public var description: String { "\(section).\(row)" }
}

/// One field that differs: its path from the changed object (`title`, `editing.canEdit`,
/// `swipe.trailing[0].title`), and its canonical value before and after (nil: absent).
public struct FieldChange: Hashable, Sendable {
    public var field: String
    public var old: SpecValue?
    public var new: SpecValue?

    public init(field: String, old: SpecValue?, new: SpecValue?) {
        self.field = field
        self.old = old
        self.new = new
    }
}

/// Section operations. Indexes: deletes and updates old, inserts new, moves old → new.
public struct SectionChanges: Hashable, Sendable {
    public var deleted: [SectionDelete] = []
    public var inserted: [SectionInsert] = []
    public var moved: [SectionMove] = []
    /// Sections whose own fields differ (header, footer, heights, index title, kind);
    /// changes to their rows are row changes.
    public var updated: [SectionUpdate] = []

    public init() {}

    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }
}

public struct SectionDelete: Hashable, Sendable {
    public var id: String
    public var index: Int
}

public struct SectionInsert: Hashable, Sendable {
    public var id: String
    public var index: Int
}

public struct SectionMove: Hashable, Sendable {
    public var id: String
    public var from: Int
    public var to: Int
}

public struct SectionUpdate: Hashable, Sendable {
    public var id: String
    /// The old index (where UIKit reloads it); ``newIndex`` is where it ends up.
    public var index: Int
    public var newIndex: Int
    public var changes: [FieldChange]
}

/// Row operations. Index paths: deletes and updates old, inserts new, moves old → new.
public struct RowChanges: Hashable, Sendable {
    public var deleted: [RowDelete] = []
    public var inserted: [RowInsert] = []
    public var moved: [RowMove] = []
    public var updated: [RowUpdate] = []

    public init() {}

    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }
}

public struct RowDelete: Hashable, Sendable {
    public var id: String
    public var sectionID: String
    public var at: IndexPath
}

public struct RowInsert: Hashable, Sendable {
    public var id: String
    public var sectionID: String
    public var at: IndexPath
}

public struct RowMove: Hashable, Sendable {
    public var id: String
    public var fromSectionID: String
    public var from: IndexPath
    public var toSectionID: String
    public var to: IndexPath
}

public struct RowUpdate: Hashable, Sendable {
    public var id: String
    public var sectionID: String
    /// The old index path (where UIKit reloads it); ``newAt`` is where the row ends up.
    public var at: IndexPath
    public var newAt: IndexPath
    public var changes: [FieldChange]
}

/// A deleted row and an inserted row that differ only in their id.
public struct RenameHint: Hashable, Sendable {
    public var oldID: String
    public var newID: String
    public var from: IndexPath
    public var to: IndexPath
}

/// One `performBatchUpdates` batch: operations in UIKit's coordinates (deletes, reloads and
/// move sources before the batch; inserts and move destinations after it), and the shape
/// of the table once it is applied.
public struct Stage: Hashable, Sendable {
    /// Why this batch exists (see ``StagePlanner``).
    public var purpose: StagePurpose
    public var sections: SectionChanges
    /// Row operations; ``RowChanges/updated`` are the rows reloaded in this batch.
    public var rows: RowChanges
    /// The table after this batch: section ids with their row ids, in order.
    public var after: [SectionShape]

    public init(purpose: StagePurpose, sections: SectionChanges, rows: RowChanges, after: [SectionShape]) {
        self.purpose = purpose
        self.sections = sections
        self.rows = rows
        self.after = after
    }
}

/// What a stage is for; the planner's order.
public enum StagePurpose: String, Hashable, Sendable, CaseIterable {
    /// Reload rows that change content and also move (UIKit refuses both in one batch).
    case reloadMovedRows
    /// Insert sections that rows will move into (they must exist before a row moves in).
    case insertSections
    /// Delete, insert, move and reload rows, with no section changing.
    case rows
    /// Delete, insert and move sections into their final order.
    case sections
    /// Reload sections whose header, footer or other own fields changed.
    case reloadSections
}

/// The ids of a section and its rows, in order: the shape UIKit counts rows of.
public struct SectionShape: Hashable, Sendable {
    public var id: String
    public var rows: [String]

    public init(id: String, rows: [String]) {
        self.id = id
        self.rows = rows
    }
}
