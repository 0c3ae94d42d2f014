/// Row operations of a simulated batch (step 3 of ``BatchUpdateSimulator``).
extension BatchRun {
    /// Checks deletes, reloads and move sources (positions before the batch).
    mutating func collectRowSources(_ changes: RowChanges) throws(BatchUpdateError) {
        for delete in changes.deleted {
            try checkRowBefore(.deleteRow, delete.at, delete.id, delete.sectionID)
            guard deletedRows.insert(delete.at).inserted else { throw .duplicate(.deleteRow, .row(delete.at)) }
        }
        for reload in changes.updated {
            try checkRowBefore(.reloadRow, reload.at, reload.id, reload.sectionID)
            guard reloadedRows.insert(reload.at).inserted else { throw .duplicate(.reloadRow, .row(reload.at)) }
            if deletedRows.contains(reload.at) { throw .conflict(.deletedAndReloaded, .row(reload.at)) }
        }
        for move in changes.moved {
            try checkRowBefore(.moveRowFrom, move.from, move.id, move.fromSectionID)
            guard movedRows.insert(move.from).inserted else { throw .duplicate(.moveRowFrom, .row(move.from)) }
            if deletedRows.contains(move.from) { throw .conflict(.deletedAndMoved, .row(move.from)) }
            if strict, reloadedRows.contains(move.from) { throw .conflict(.reloadedAndMoved, .row(move.from)) }
        }
    }

    /// Checks inserts and move destinations (positions after the batch) and gathers them by
    /// section. Their row indexes are checked in ``placeRows()``, once counts are known.
    mutating func collectRowDestinations(_ changes: RowChanges) throws(BatchUpdateError) {
        incoming = [[Int: String]](repeating: [:], count: after.count)
        for insert in changes.inserted {
            try checkRowAfter(.insertRow, insert.at, insert.sectionID)
            guard incoming[insert.at.section].updateValue(insert.id, forKey: insert.at.row) == nil else {
                throw .duplicate(.insertRow, .row(insert.at))
            }
        }
        var destinations = Set<IndexPath>()
        for move in changes.moved {
            try checkRowAfter(.moveRowTo, move.to, move.toSectionID)
            guard destinations.insert(move.to).inserted else { throw .duplicate(.moveRowTo, .row(move.to)) }
            guard incoming[move.to.section].updateValue(move.id, forKey: move.to.row) == nil else {
                throw .conflict(.insertedAndMovedTo, .row(move.to))
            }
        }
    }

    /// Builds every section's rows after the batch and checks the counts and the ids of
    /// the rows that came in.
    func placeRows() throws(BatchUpdateError) -> [SectionShape] {
        var shape: [SectionShape] = []
        shape.reserveCapacity(after.count)
        for (index, source) in sourceOf.enumerated() {
            let arriving = incoming[index]
            var rows: [String]
            if strict, source < 0 || reloadedSections.contains(source) {
                // A section inserted or reloaded in this batch takes its rows from the data
                // source (no row operation can touch it: checked when collecting).
                rows = after[index].rows
            } else {
                var kept: [String] = []
                if source >= 0 {
                    for (row, id) in before[source].rows.enumerated() {
                        let path = IndexPath(section: source, row: row)
                        if !deletedRows.contains(path), !movedRows.contains(path) { kept.append(id) }
                    }
                }
                let count = kept.count + arriving.count
                guard count == after[index].rows.count else {
                    throw .rowCount(section: index, id: after[index].id, computed: count, dataSource: after[index].rows.count)
                }
                rows = try fill(section: index, count: count, arriving: arriving, kept: kept)
            }
            shape.append(SectionShape(id: source >= 0 ? before[source].id : after[index].id, rows: rows))
        }
        return shape
    }

    /// `count` rows: the arriving ones at their indexes, `kept` in order in the other slots.
    private func fill(section: Int, count: Int, arriving: [Int: String], kept: [String]) throws(BatchUpdateError) -> [String] {
        var slots = [String?](repeating: nil, count: count)
        for row in arriving.keys.sorted() {
            let id = arriving[row] ?? ""
            let path = IndexPath(section: section, row: row)
            guard row >= 0, row < count else {
                throw .outOfRange(movedIn(id) ? .moveRowTo : .insertRow, .row(path), limit: count)
            }
            let expected = after[section].rows[row]
            guard expected == id else {
                throw .wrongID(movedIn(id) ? .moveRowTo : .insertRow, .row(path), expected: expected, found: id)
            }
            slots[row] = id
        }
        var next = kept.makeIterator()
        return slots.map { $0 ?? next.next() ?? "" }
    }

    /// Whether the row `id` arrives by a move (rather than an insert): it was somewhere before.
    private func movedIn(_ id: String) -> Bool {
        movedRows.contains { before[$0.section].rows[$0.row] == id }
    }

    private func checkRowBefore(
        _ operation: BatchOperation, _ path: IndexPath, _ id: String, _ sectionID: String
    ) throws(BatchUpdateError) {
        guard before.indices.contains(path.section) else {
            throw .outOfRange(operation, .section(path.section), limit: before.count)
        }
        let section = before[path.section]
        guard section.rows.indices.contains(path.row) else {
            throw .outOfRange(operation, .row(path), limit: section.rows.count)
        }
        guard section.id == sectionID else {
            throw .wrongID(operation, .section(path.section), expected: section.id, found: sectionID)
        }
        guard section.rows[path.row] == id else {
            throw .wrongID(operation, .row(path), expected: section.rows[path.row], found: id)
        }
        guard strict else { return }
        let change: BatchSectionChange? =
            deletedSections.contains(path.section) ? .deleted
            : movedSections[path.section] != nil ? .moved
            : reloadedSections.contains(path.section) ? .reloaded : nil
        if let change { throw .rowInChangedSection(operation, path, section: section.id, change: change) }
    }

    private func checkRowAfter(_ operation: BatchOperation, _ path: IndexPath, _ sectionID: String) throws(BatchUpdateError) {
        guard after.indices.contains(path.section) else {
            throw .outOfRange(operation, .section(path.section), limit: after.count)
        }
        guard after[path.section].id == sectionID else {
            throw .wrongID(operation, .section(path.section), expected: after[path.section].id, found: sectionID)
        }
        guard strict else { return }
        let source = sourceOf[path.section]
        let change: BatchSectionChange? =
            source < 0 ? .inserted
            : movedTo.contains(path.section) ? .moved
            : reloadedSections.contains(source) ? .reloaded : nil
        if let change { throw .rowInChangedSection(operation, path, section: sectionID, change: change) }
    }
}
