/// Row operations of a simulated batch (step 3 of ``BatchUpdateSimulator``).
extension BatchRun {
    /// Checks deletes, reloads and move sources (positions before the batch) and flags them.
    mutating func collectRowSources(_ changes: RowChanges) throws(BatchUpdateError) {
        for delete in changes.deleted {
            try markRow(.deleteRow, delete.at, delete.id, delete.sectionID, Flag.deleted)
        }
        for reload in changes.updated {
            try markRow(.reloadRow, reload.at, reload.id, reload.sectionID, Flag.reloaded)
            if rowIs(reload.at, Flag.deleted) { throw .conflict(.deletedAndReloaded, .row(reload.at)) }
        }
        for move in changes.moved {
            try markRow(.moveRowFrom, move.from, move.id, move.fromSectionID, Flag.moved)
            if rowIs(move.from, Flag.deleted) { throw .conflict(.deletedAndMoved, .row(move.from)) }
            if strict, rowIs(move.from, Flag.reloaded) { throw .conflict(.reloadedAndMoved, .row(move.from)) }
        }
    }

    /// Checks inserts and move destinations (positions after the batch), gathers them by
    /// section, and finds two at one index path. Row indexes are checked against the
    /// section's size in ``placeRows()``, once counts are known.
    mutating func collectRowDestinations(_ changes: RowChanges) throws(BatchUpdateError) {
        incoming = [[Arrival]](repeating: [], count: after.count)
        for insert in changes.inserted {
            try checkRowAfter(.insertRow, insert.at, insert.sectionID)
            incoming[insert.at.section].append(Arrival(row: insert.at.row, id: insert.id, moved: false))
        }
        for move in changes.moved {
            try checkRowAfter(.moveRowTo, move.to, move.toSectionID)
            incoming[move.to.section].append(Arrival(row: move.to.row, id: move.id, moved: true))
        }
        for section in incoming.indices where incoming[section].count > 1 {
            incoming[section].sort { ($0.row, $0.moved ? 1 : 0) < ($1.row, $1.moved ? 1 : 0) }
            for (first, second) in zip(incoming[section], incoming[section].dropFirst()) where first.row == second.row {
                let at = BatchPosition.row(TableIndexPath(section: section, row: first.row))
                if first.moved != second.moved { throw .conflict(.insertedAndMovedTo, at) }
                throw .duplicate(first.moved ? .moveRowTo : .insertRow, at)
            }
        }
    }

    /// Builds every section's rows after the batch and checks the counts and the ids of
    /// the rows that came in.
    func placeRows() throws(BatchUpdateError) -> [SectionShape] {
        var shape: [SectionShape] = []
        shape.reserveCapacity(after.count)
        for (index, source) in sourceOf.enumerated() {
            let rows: [String]
            if strict, source < 0 || sectionIs(source, Flag.reloaded) {
                // A section inserted or reloaded in this batch takes its rows from the data
                // source (no row operation can touch it: checked when collecting).
                rows = after[index].rows
            } else {
                var kept: [String] = []
                if source >= 0 {
                    for (row, id) in before[source].rows.enumerated() where rowFlags[source][row] & (Flag.deleted | Flag.moved) == 0 {
                        kept.append(id)
                    }
                }
                let count = kept.count + incoming[index].count
                guard count == after[index].rows.count else {
                    throw .rowCount(section: index, id: after[index].id, computed: count, dataSource: after[index].rows.count)
                }
                rows = try fill(section: index, count: count, kept: kept)
            }
            shape.append(SectionShape(id: source >= 0 ? before[source].id : after[index].id, rows: rows))
        }
        return shape
    }

    /// `count` rows: the arriving ones at their indexes, `kept` in order in the other slots.
    private func fill(section: Int, count: Int, kept: [String]) throws(BatchUpdateError) -> [String] {
        var rows: [String] = []
        rows.reserveCapacity(count)
        var next = kept.makeIterator()
        for arrival in incoming[section] {
            let operation: BatchOperation = arrival.moved ? .moveRowTo : .insertRow
            let path = TableIndexPath(section: section, row: arrival.row)
            guard arrival.row >= 0, arrival.row < count else { throw .outOfRange(operation, .row(path), limit: count) }
            let expected = after[section].rows[arrival.row]
            guard expected == arrival.id else { throw .wrongID(operation, .row(path), expected: expected, found: arrival.id) }
            while rows.count < arrival.row, let id = next.next() { rows.append(id) }
            rows.append(arrival.id)
        }
        while let id = next.next() { rows.append(id) }
        return rows
    }

    func rowIs(_ path: TableIndexPath, _ flag: UInt8) -> Bool { rowFlags[path.section][path.row] & flag != 0 }

    /// Checks a row operation before the batch and sets its flag; a second operation of
    /// one kind is a duplicate.
    private mutating func markRow(
        _ operation: BatchOperation, _ path: TableIndexPath, _ id: String, _ sectionID: String, _ flag: UInt8
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
        guard !rowIs(path, flag) else { throw .duplicate(operation, .row(path)) }
        rowFlags[path.section][path.row] |= flag
        guard strict else { return }
        let change: BatchSectionChange? =
            sectionIs(path.section, Flag.deleted) ? .deleted
            : sectionIs(path.section, Flag.moved) ? .moved
            : sectionIs(path.section, Flag.reloaded) ? .reloaded : nil
        if let change { throw .rowInChangedSection(operation, path, section: section.id, change: change) }
    }

    private func checkRowAfter(_ operation: BatchOperation, _ path: TableIndexPath, _ sectionID: String) throws(BatchUpdateError) {
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
            : movedTo[path.section] ? .moved
            : sectionIs(source, Flag.reloaded) ? .reloaded : nil
        if let change { throw .rowInChangedSection(operation, path, section: sectionID, change: change) }
    }
}
