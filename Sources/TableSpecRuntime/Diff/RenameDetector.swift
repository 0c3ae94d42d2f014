/// Finds rows that were probably renamed: a deleted row and an inserted row whose content is
/// identical apart from the id. Apps would animate a delete and an insert where nothing
/// visible changed, so diff says so. Pairs are made in table order, each row used once.
///
/// Cost: O(deleted + inserted): each of those rows is hashed once, in place, without its id
/// (no copy of the row), and compared in full only when the hashes match.
enum RenameDetector {
    static func hints(old: Table, new: Table, rows: RowChanges) -> [RenameHint] {
        guard !rows.deleted.isEmpty, !rows.inserted.isEmpty else { return [] }
        // 1. Deleted rows by the hash of their content, in table order.
        var deletedByHash: [Int: [Int]] = [:]
        for (index, deleted) in rows.deleted.enumerated() {
            deletedByHash[contentHash(old.rowAt(deleted.at)), default: []].append(index)
        }
        // 2. Each inserted row takes the first unused deleted row with the same content.
        //    Each bucket keeps where its unused rows start, so a thousand rows of the same
        //    content cost O(n), not O(n²), to pair.
        var used = [Bool](repeating: false, count: rows.deleted.count)
        var firstUnused: [Int: Int] = [:]
        var hints: [RenameHint] = []
        for inserted in rows.inserted {
            let row = new.rowAt(inserted.at)
            let hash = contentHash(row)
            guard let candidates = deletedByHash[hash] else { continue }
            var start = firstUnused[hash] ?? 0
            while start < candidates.count, used[candidates[start]] { start += 1 }
            firstUnused[hash] = start
            guard let match = candidates[start...].first(where: { !used[$0] && sameContent(old.rowAt(rows.deleted[$0].at), row) })
            else { continue }
            used[match] = true
            let deleted = rows.deleted[match]
            hints.append(RenameHint(oldID: deleted.id, newID: inserted.id, from: deleted.at, to: inserted.at))
        }
        return hints
    }

    /// A hash of every field but `id`. A field missing here only makes more rows collide;
    /// ``sameContent(_:_:)`` decides.
    private static func contentHash(_ row: Row) -> Int {
        var hasher = Hasher()
        hasher.combine(row.kind)
        hasher.combine(row.title)
        hasher.combine(row.detail)
        hasher.combine(row.image)
        hasher.combine(row.accessory)
        hasher.combine(row.action)
        hasher.combine(row.accessoryAction)
        hasher.combine(row.selectable)
        hasher.combine(row.height)
        hasher.combine(row.indentation)
        hasher.combine(row.editing)
        hasher.combine(row.swipe)
        hasher.combine(row.showsMenu)
        hasher.combine(row.menu)
        hasher.combine(row.multipleSelection)
        hasher.combine(row.meta)
        return hasher.finalize()
    }

    /// Whether two rows are equal apart from their ids.
    private static func sameContent(_ a: Row, _ b: Row) -> Bool {
        var copy = b
        copy.id = a.id
        return a == copy
    }
}

extension Table {
    /// The row at `path`, which must exist.
    func rowAt(_ path: TableIndexPath) -> Row { sections[path.section].rows[path.row] }
}
