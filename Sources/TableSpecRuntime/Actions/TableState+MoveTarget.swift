extension TableState {
    /// Where a move of row `id` towards `proposed` lands (`targetIndexPathForMoveFromRowAt`),
    /// or nil when the row or the section is not in the table. `proposed.index` is the row's
    /// index in the destination section after the move, as in `moveRowAt:to:`. In order:
    ///
    /// 1. With `editing.moveWithin: section` and another section proposed, the destination
    ///    becomes the row's own section, at its first allowed index when the proposed
    ///    section comes before it, else at its last.
    /// 2. In a composed table (``sectionMap``), a destination in another part becomes the
    ///    nearest end of the source's part, unless the map lets rows cross parts.
    /// 3. The index is clamped to the destination section's allowed range, counted without
    ///    the moving row: never before a `headerLead` row at index 0, never after a
    ///    `footerFinish` row at the end.
    ///
    /// O(rows of the source and destination sections).
    public func target(forMoving id: String, to proposed: Destination) -> Destination? {
        guard let source = indexPath(ofRow: id), let proposedSection = section(proposed.section),
              let path = target(forMovingRowAt: source, to: TableIndexPath(section: proposedSection, row: proposed.index))
        else { return nil }
        return Destination(section: table.sections[path.section].id, index: path.row)
    }

    /// ``target(forMoving:to:)`` in index paths, as UIKit asks it: where the row at `source`
    /// dragged to `proposed` lands; nil when there is no row at `source` or no section
    /// `proposed.section`. O(rows of the source and destination sections).
    public func target(forMovingRowAt source: TableIndexPath, to proposed: TableIndexPath) -> TableIndexPath? {
        guard table.sections.indices.contains(source.section), table.sections[source.section].rows.indices.contains(source.row),
              table.sections.indices.contains(proposed.section) else { return nil }
        var (section, index) = (proposed.section, proposed.row)
        if table.sections[source.section].rows[source.row].editing?.moveWithin == .section, section != source.section {
            index = section < source.section ? 0 : table.sections[source.section].rows.count - 1
            section = source.section
        }
        if let sectionMap {
            (section, index) = sectionMap.target(
                from: (source.section, source.row), proposed: (section, index),
                rowCount: { self.table.sections[$0].rows.count })
        }
        guard table.sections.indices.contains(section) else { return nil }
        let range = allowedRange(in: section, without: section == source.section ? source.row : nil)
        return TableIndexPath(section: section, row: min(max(index, range.lowerBound), range.upperBound))
    }

    /// The indices a row moved into section `s` may take, with row `skipped` (the moving
    /// row, when it is in `s`) left out: after a leading `headerLead`, before a trailing
    /// `footerFinish` (or a cell type based on them). O(1).
    func allowedRange(in s: Int, without skipped: Int?) -> ClosedRange<Int> {
        let rows = table.sections[s].rows
        let count = rows.count - (skipped == nil ? 0 : 1)
        func kind(at i: Int) -> BuiltinKind? { rows[skipped.map { i >= $0 ? i + 1 : i } ?? i].kind.resolved(in: cellTypes) }
        let lower = count > 0 && kind(at: 0) == .headerLead ? 1 : 0
        let upper = count > 0 && kind(at: count - 1) == .footerFinish ? count - 1 : count
        return lower...max(lower, upper)
    }
}
