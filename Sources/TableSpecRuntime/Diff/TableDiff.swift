/// Diffs two versions of a table, matched by id.
///
/// 1. ``IdentityMatching`` pairs sections and rows by id (each id hashed once).
/// 2. Sections in both versions keep their place when they are in the longest run that
///    kept its relative order (``LongestIncreasingSubsequence``); the others are moves.
/// 3. A row in both versions is a move when it changed section; within a section, rows
///    keep their place when they are in that section's longest ordered run.
/// 4. Rows and sections whose content differs are updates, with field-level changes
///    (``FieldDiff`` on the canonical values, defaults explicit). A string's explicit key
///    and comment are content (``KeyOwners``): a changed key is `title.key: a → b`, so the
///    row is reloaded although its text, in the source language, is the same.
/// 5. ``StagePlanner`` splits the change into UIKit batches.
///
/// Cost: O(n log n) for n sections and rows, plus O(size) of each updated row.
///
/// ```swift
/// let changes = try TableDiff.diff(from: old, to: new)
/// changes.rows.moved      // the minimal set of row moves
/// changes.stages          // performBatchUpdates batches, applied in order
/// ```
public enum TableDiff {
    /// Throws when `table` uses a section id or a row id twice: what ``diff(from:to:)``
    /// matches by must be unique. For a caller that cannot see every finding (the cap on
    /// findings per file may leave a `duplicate-row-id` out). O(sections + rows).
    public static func checkIDs(of table: Table) throws(DiffError) {
        _ = try IdentityMatching(old: table, new: Table(id: table.id))
    }

    /// Throws when `sections`, about to be shown, use a section id or a row id twice (as
    /// ``DiffError`` of the new table): what a diffable data source snapshot, which raises on
    /// duplicate identifiers, must be checked with first. O(sections + rows).
    public static func checkIDs(of sections: [Section]) throws(DiffError) {
        _ = try IdentityMatching(old: Table(id: ""), new: Table(id: "", sections: sections))
    }

    /// The changes that turn `old` into `new`. Throws ``DiffError`` when either table uses
    /// a section id or a row id twice. O(n log n) for n sections and rows, plus O(size) of
    /// each updated row.
    public static func diff(from old: Table, to new: Table) throws(DiffError) -> Changeset {
        let matching = try IdentityMatching(old: old, new: new)
        var changeset = Changeset()
        let keys = (old: KeyOwners(old), new: KeyOwners(new))
        if !old.hasSameOwnFields(as: new) || keys.old.tableDiffers(from: keys.new) {
            changeset.table = FieldDiff.changes(
                from: old.canonicalFields(explicitDefaults: true, sections: false),
                to: new.canonicalFields(explicitDefaults: true, sections: false))
        }
        changeset.sections = sectionChanges(old, new, matching, keys)
        let (rows, stays) = rowChanges(old, new, matching, keys)
        changeset.rows = rows
        changeset.renames = RenameDetector.hints(old: old, new: new, rows: rows)
        changeset.stages = StagePlanner(old: old, new: new, matching: matching, changes: changeset, stays: stays).stages()
        return changeset
    }

    private static func sectionChanges(
        _ old: Table, _ new: Table, _ matching: IdentityMatching, _ keys: (old: KeyOwners, new: KeyOwners)
    ) -> SectionChanges {
        var changes = SectionChanges()
        for (index, target) in matching.oldSectionToNew.enumerated() where target < 0 {
            changes.deleted.append(SectionDelete(id: old.sections[index].id, index: index))
        }
        var survivors: [(old: Int, new: Int)] = []
        for (index, source) in matching.newSectionToOld.enumerated() {
            if source < 0 {
                changes.inserted.append(SectionInsert(id: new.sections[index].id, index: index))
            } else {
                survivors.append((source, index))
            }
        }
        let kept = LongestIncreasingSubsequence.members(of: survivors.map(\.old))
        for (position, pair) in survivors.enumerated() where !kept[position] {
            changes.moved.append(SectionMove(id: new.sections[pair.new].id, from: pair.old, to: pair.new))
        }
        for pair in survivors.sorted(by: { $0.old < $1.old }) {
            let before = old.sections[pair.old]
            let after = new.sections[pair.new]
            guard !before.hasSameOwnFields(as: after) || keys.old.sections[before.id] != keys.new.sections[after.id] else { continue }
            let fields = FieldDiff.changes(
                from: old.keyedFields(of: before, explicitDefaults: true), to: new.keyedFields(of: after, explicitDefaults: true))
            changes.updated.append(SectionUpdate(id: after.id, index: pair.old, newIndex: pair.new, changes: fields))
        }
        return changes
    }

    /// The row changes, and for each new flat position whether the row stayed in place
    /// (same section, in its longest ordered run) — the planner needs the same answer.
    private static func rowChanges(
        _ old: Table, _ new: Table, _ matching: IdentityMatching, _ keys: (old: KeyOwners, new: KeyOwners)
    ) -> (RowChanges, [Bool]) {
        var changes = RowChanges()
        var stays = [Bool](repeating: false, count: matching.newPaths.count)
        for (flat, target) in matching.oldRowToNew.enumerated() where target < 0 {
            let path = matching.oldPaths[flat]
            let section = old.sections[path.section]
            changes.deleted.append(RowDelete(id: section.rows[path.row].id, sectionID: section.id, at: path))
        }
        // New flat positions are grouped by section, in order: walk one section at a time.
        var flat = 0
        for (sectionIndex, section) in new.sections.enumerated() {
            let sourceSection = matching.newSectionToOld[sectionIndex]
            var candidates: [Int] = []   // new flat positions of rows that stayed in this section
            var oldRows: [Int] = []      // and their old row indexes
            for row in section.rows {
                let source = matching.newRowToOld[flat]
                let path = matching.newPaths[flat]
                if source < 0 {
                    changes.inserted.append(RowInsert(id: row.id, sectionID: section.id, at: path))
                } else if matching.oldPaths[source].section == sourceSection {
                    candidates.append(flat)
                    oldRows.append(matching.oldPaths[source].row)
                } else {
                    changes.moved.append(move(flat, old, new, matching))
                }
                flat += 1
            }
            let kept = LongestIncreasingSubsequence.members(of: oldRows)
            for (position, candidate) in candidates.enumerated() {
                if kept[position] { stays[candidate] = true } else { changes.moved.append(move(candidate, old, new, matching)) }
            }
        }
        changes.moved.sort { $0.to < $1.to }
        for (flat, target) in matching.oldRowToNew.enumerated() where target >= 0 {
            let from = matching.oldPaths[flat]
            let to = matching.newPaths[target]
            let before = old.sections[from.section].rows[from.row]
            let after = new.sections[to.section].rows[to.row]
            guard before != after || keys.old.rows[before.id] != keys.new.rows[after.id] else { continue }
            let fields = FieldDiff.changes(from: old.keyedValue(of: before, explicitDefaults: true),
                                           to: new.keyedValue(of: after, explicitDefaults: true))
            changes.updated.append(RowUpdate(
                id: after.id, sectionID: old.sections[from.section].id, at: from, newAt: to, changes: fields))
        }
        return (changes, stays)
    }

    private static func move(_ flat: Int, _ old: Table, _ new: Table, _ matching: IdentityMatching) -> RowMove {
        let to = matching.newPaths[flat]
        let from = matching.oldPaths[matching.newRowToOld[flat]]
        return RowMove(
            id: new.sections[to.section].rows[to.row].id,
            fromSectionID: old.sections[from.section].id, from: from,
            toSectionID: new.sections[to.section].id, to: to)
    }
}

extension Table {
    /// Whether every field but `sections` is equal. O(cell types + index titles).
    func hasSameOwnFields(as other: Table) -> Bool {
        formatVersion == other.formatVersion && id == other.id && title == other.title && style == other.style
            && defaults == other.defaults && sectionIndexTitles == other.sectionIndexTitles && cellTypes == other.cellTypes
    }
}

extension Section {
    /// Whether every field but `rows` is equal. O(1).
    func hasSameOwnFields(as other: Section) -> Bool {
        id == other.id && kind == other.kind && header == other.header && footer == other.footer
            && headerHeight == other.headerHeight && footerHeight == other.footerHeight
            && indexTitle == other.indexTitle
    }
}
