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
    /// Section deletes, inserts, moves and updates, one per section id.
    public var sections: SectionChanges
    /// Row deletes, inserts, moves and updates, one per row id (a row both moved and
    /// changed is in `moved` and in `updated`).
    public var rows: RowChanges
    /// The same change as UIKit batches, applied in order; empty when identical.
    public var stages: [Stage]
    /// Rows deleted and inserted with identical content apart from the id: probably renamed.
    public var renames: [RenameHint]

    /// A changeset with the given parts; the default is no change.
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
public struct TableIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 0-based section index.
    public var section: Int
    /// The 0-based row index within the section.
    public var row: Int

    /// The path of row `row` of section `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders by section, then row: the order of the rows in the table.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, as UIKit prints index paths: `[2, 5]` → `2.5`.
    public var description: String { "\(section).\(row)" }
}

/// One field that differs: its path from the changed object (`title`, `editing.canEdit`,
/// `swipe.trailing[0].title`), and its canonical value before and after (nil: absent).
public struct FieldChange: Hashable, Sendable {
    /// The field's path: `title`, `editing.canEdit`, `swipe.trailing[0].title`.
    public var field: String
    /// The value before; nil when the field was absent.
    public var old: SpecValue?
    /// The value after; nil when the field is absent.
    public var new: SpecValue?

    /// The change of `field` from `old` to `new`.
    public init(field: String, old: SpecValue?, new: SpecValue?) {
        self.field = field
        self.old = old
        self.new = new
    }
}

/// Section operations. Indexes: deletes and updates old, inserts new, moves old → new.
public struct SectionChanges: Hashable, Sendable {
    /// Sections only in the old table.
    public var deleted: [SectionDelete] = []
    /// Sections only in the new table.
    public var inserted: [SectionInsert] = []
    /// Sections in both that changed place (the fewest moves that give the new order).
    public var moved: [SectionMove] = []
    /// Sections whose own fields differ (header, footer, heights, index title, kind);
    /// changes to their rows are row changes.
    public var updated: [SectionUpdate] = []

    /// No section changes.
    public init() {}

    /// Whether there is no section change at all.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }
}

/// A section only in the old table.
public struct SectionDelete: Hashable, Sendable {
    /// The section's id.
    public var id: String
    /// Its index before the change.
    public var index: Int
}

/// A section only in the new table.
public struct SectionInsert: Hashable, Sendable {
    /// The section's id.
    public var id: String
    /// Its index after the change.
    public var index: Int
}

/// A section in both tables that changed place.
public struct SectionMove: Hashable, Sendable {
    /// The section's id.
    public var id: String
    /// Its index before the change.
    public var from: Int
    /// Its index after the change.
    public var to: Int
}

/// A section in both tables whose own fields differ.
public struct SectionUpdate: Hashable, Sendable {
    /// The section's id.
    public var id: String
    /// The old index (where UIKit reloads it); ``newIndex`` is where it ends up.
    public var index: Int
    /// Its index after the change.
    public var newIndex: Int
    /// The fields that differ, by path, in canonical key order.
    public var changes: [FieldChange]
}

/// Row operations. Index paths: deletes and updates old, inserts new, moves old → new.
public struct RowChanges: Hashable, Sendable {
    /// Rows only in the old table.
    public var deleted: [RowDelete] = []
    /// Rows only in the new table.
    public var inserted: [RowInsert] = []
    /// Rows in both that changed section, or are outside their section's longest run of
    /// rows that kept their order.
    public var moved: [RowMove] = []
    /// Rows in both whose content differs.
    public var updated: [RowUpdate] = []

    /// No row changes.
    public init() {}

    /// Whether there is no row change at all.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }
}

/// A row only in the old table.
public struct RowDelete: Hashable, Sendable {
    /// The row's id.
    public var id: String
    /// The id of its section before the change.
    public var sectionID: String
    /// Its index path before the change.
    public var at: TableIndexPath
}

/// A row only in the new table.
public struct RowInsert: Hashable, Sendable {
    /// The row's id.
    public var id: String
    /// The id of its section after the change.
    public var sectionID: String
    /// Its index path after the change.
    public var at: TableIndexPath
}

/// A row in both tables that changed place.
public struct RowMove: Hashable, Sendable {
    /// The row's id.
    public var id: String
    /// The id of its section before the change.
    public var fromSectionID: String
    /// Its index path before the change.
    public var from: TableIndexPath
    /// The id of its section after the change.
    public var toSectionID: String
    /// Its index path after the change.
    public var to: TableIndexPath
}

/// A row in both tables whose content differs.
public struct RowUpdate: Hashable, Sendable {
    /// The row's id.
    public var id: String
    /// The id of its section before the change.
    public var sectionID: String
    /// The old index path (where UIKit reloads it); ``newAt`` is where the row ends up.
    public var at: TableIndexPath
    /// Its index path after the change.
    public var newAt: TableIndexPath
    /// The fields that differ, by path, in canonical key order.
    public var changes: [FieldChange]
}

/// A deleted row and an inserted row that differ only in their id.
public struct RenameHint: Hashable, Sendable {
    /// The deleted row's id.
    public var oldID: String
    /// The inserted row's id.
    public var newID: String
    /// The deleted row's index path in the old table.
    public var from: TableIndexPath
    /// The inserted row's index path in the new table.
    public var to: TableIndexPath
}

/// One `performBatchUpdates` batch: operations in UIKit's coordinates (deletes, reloads and
/// move sources before the batch; inserts and move destinations after it), and the shape
/// of the table once it is applied.
public struct Stage: Hashable, Sendable {
    /// Why this batch exists (see ``StagePlanner``).
    public var purpose: StagePurpose
    /// Section operations of this batch.
    public var sections: SectionChanges
    /// Row operations; ``RowChanges/updated`` are the rows reloaded in this batch.
    public var rows: RowChanges
    /// The table after this batch: section ids with their row ids, in order.
    public var after: [SectionShape]

    /// A batch with the given operations, leaving the table shaped as `after`.
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
    /// The section's id.
    public var id: String
    /// Its rows' ids, in order.
    public var rows: [String]

    /// The shape of section `id` holding `rows`.
    public init(id: String, rows: [String]) {
        self.id = id
        self.rows = rows
    }
}
