/// Finds rows that were probably renamed: a deleted row and an inserted row whose content is
/// identical apart from the id. Apps would animate a delete and an insert where nothing
/// visible changed, so diff says so. Pairs are made in table order, each row used once.
/// Cost: O(deleted + inserted) hashes of rows.
enum RenameDetector {
    static func hints(old: Table, new: Table, rows: RowChanges) -> [RenameHint] {
        guard !rows.deleted.isEmpty, !rows.inserted.isEmpty else { return [] }
        var deletedByContent: [Row: [RowDelete]] = [:]
        for deleted in rows.deleted {
            deletedByContent[anonymous(old.sections[deleted.at.section].rows[deleted.at.row]), default: []].append(deleted)
        }
        var hints: [RenameHint] = []
        for inserted in rows.inserted {
            let key = anonymous(new.sections[inserted.at.section].rows[inserted.at.row])
            guard var candidates = deletedByContent[key], !candidates.isEmpty else { continue }
            let deleted = candidates.removeFirst()
            deletedByContent[key] = candidates
            hints.append(RenameHint(oldID: deleted.id, newID: inserted.id, from: deleted.at, to: inserted.at))
        }
        return hints
    }

    private static func anonymous(_ row: Row) -> Row {
        var copy = row
        copy.id = ""
        return copy
    }
}
