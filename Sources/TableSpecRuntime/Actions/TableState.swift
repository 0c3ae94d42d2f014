/// A table screen at one moment: the table shown, which rows are selected and
/// highlighted, whether it is in editing mode, which rows are on screen. Change it only
/// through ``reduce(into:action:)`` (or ``send(_:)``), the one place that decides what a
/// user's action does, shared by `tablectl simulate` and generated data sources.
///
/// ```swift
/// var state = TableState(table: Settings.table)
/// let step = state.send(.delete("wifi"))
/// step.accepted        // true when wifi can be edited with style delete
/// step.changes.deleted // [wifi at its old index path]
/// ```
///
/// Rows and sections are named by id. Finding a row is O(1) for its section plus
/// O(rows of that section) for its index; finding a section is O(1).
public struct TableState: Hashable, Sendable {
    /// What an action makes the app do: the spec's navigate, url or emit.
    public typealias Effect = TableSpecRuntime.Action

    /// The table shown, with every row deleted, inserted or moved so far.
    public internal(set) var table: Table
    /// The selected rows' ids, in the order they were selected.
    public internal(set) var selection: [String] = []
    /// The row being touched (`didHighlightRowAt`), if any.
    public internal(set) var highlighted: String?
    /// Whether the table is in editing mode (`setEditing(_:animated:)`).
    public internal(set) var isEditing = false
    /// The row whose swipe actions are showing (`willBeginEditingRowAt`), if any.
    public internal(set) var swipedRow: String?
    /// Whether a multiple-selection gesture is going on.
    public internal(set) var isSelectingMultiple = false
    /// The rows on screen (`willDisplay` … `didEndDisplaying`).
    public internal(set) var visibleRows: Set<String> = []
    /// The rows prefetched and not cancelled (`prefetchRowsAt`).
    public internal(set) var prefetchedRows: Set<String> = []
    /// For a composed table, where each section came from: a move stays within its part
    /// unless the map allows crossing (``SectionMap/target(from:proposed:rowCount:)``).
    public let sectionMap: SectionMap?
    /// Each row's section index, by row id.
    private var sectionOfRow: [String: Int]
    /// Each section's index, by section id (sections never change).
    private let sectionIndex: [String: Int]
    /// The table's cell types by name, to resolve a row's kind to a built-in one.
    let cellTypes: [String: CellType]

    /// The state of `table` as first shown: nothing selected, not editing. O(rows).
    public init(table: Table, sectionMap: SectionMap? = nil) {
        self.table = table
        self.sectionMap = sectionMap
        var rows: [String: Int] = [:]
        var sections: [String: Int] = [:]
        for (s, section) in table.sections.enumerated() {
            if sections[section.id] == nil { sections[section.id] = s }
            for row in section.rows where rows[row.id] == nil { rows[row.id] = s }
        }
        sectionOfRow = rows
        sectionIndex = sections
        cellTypes = table.cellTypesByName()
    }

    /// The sections shown.
    public var sections: [Section] { table.sections }

    /// Shows `sections` instead (an app's own update, not a user's action): the selection,
    /// highlight, swiped row and visible and prefetched rows keep the rows still there, and
    /// a composed table's section map follows its sections by id
    /// (``SectionMap/following(from:to:)``). O(rows).
    public mutating func show(_ sections: [Section]) {
        var table = self.table
        table.sections = sections
        var next = TableState(table: table, sectionMap: sectionMap?.following(from: self.table.sections, to: sections))
        next.selection = selection.filter { next.sectionOfRow[$0] != nil }
        next.highlighted = highlighted.flatMap { next.sectionOfRow[$0] != nil ? $0 : nil }
        next.swipedRow = swipedRow.flatMap { next.sectionOfRow[$0] != nil ? $0 : nil }
        next.visibleRows = visibleRows.filter { next.sectionOfRow[$0] != nil }
        next.prefetchedRows = prefetchedRows.filter { next.sectionOfRow[$0] != nil }
        (next.isEditing, next.isSelectingMultiple) = (isEditing, isSelectingMultiple)
        self = next
    }

    /// The index of the section with id `id`, if any. O(1).
    public func section(_ id: String) -> Int? { sectionIndex[id] }

    /// Where the row with id `id` is, if it is in the table. O(rows of its section).
    public func indexPath(ofRow id: String) -> TableIndexPath? {
        guard let s = sectionOfRow[id], let r = table.sections[s].rows.firstIndex(where: { $0.id == id }) else {
            return nil
        }
        return TableIndexPath(section: s, row: r)
    }

    /// The row with id `id`, if it is in the table. O(rows of its section).
    public func row(_ id: String) -> Row? {
        indexPath(ofRow: id).map { table.sections[$0.section].rows[$0.row] }
    }

    /// Whether the row with id `id` is in the table. O(1).
    public func contains(_ id: String) -> Bool { sectionOfRow[id] != nil }

    /// Removes the row at `path`, and from the selection. O(rows of its section + selection).
    mutating func removeRow(at path: TableIndexPath) -> Row {
        let row = table.sections[path.section].rows.remove(at: path.row)
        sectionOfRow[row.id] = nil
        selection.removeAll { $0 == row.id }
        if highlighted == row.id { highlighted = nil }
        if swipedRow == row.id { swipedRow = nil }
        visibleRows.remove(row.id)
        prefetchedRows.remove(row.id)
        return row
    }

    /// Puts `row` at `path`. O(rows of the section).
    mutating func insert(_ row: Row, at path: TableIndexPath) {
        table.sections[path.section].rows.insert(row, at: path.row)
        sectionOfRow[row.id] = path.section
    }
}
