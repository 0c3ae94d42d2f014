/// Splits a changeset into `performBatchUpdates` batches that UIKit accepts one by one.
///
/// UIKit checks each batch against the data source: for every surviving section, rows
/// after = rows before − deleted − moved out + inserted + moved in; it rejects a row that
/// is reloaded and moved, or deleted and moved, in one batch, and row operations inside a
/// section that the same batch inserts, deletes or moves. A single batch of the whole
/// change breaks these rules as soon as rows move between sections that come or go, so the
/// planner uses up to five stages, each only when it has work, in this order:
///
/// 1. ``StagePurpose/reloadMovedRows``: rows that change content *and* move are reloaded
///    first, where they are, because a row cannot be reloaded and moved in one batch.
/// 2. ``StagePurpose/insertSections``: new sections that existing rows will move into are
///    inserted (at the end, holding only their brand-new rows), because a row cannot move
///    into a section inserted in the same batch. Skipped when no row moves into a new
///    section; new sections are then inserted in stage 4, at their place, with all rows.
/// 3. ``StagePurpose/rows``: every row delete, insert and move, and the reloads of rows
///    that stay, with no section changing, so none of them touches a section being
///    inserted, deleted or moved. Rows leave sections that will be deleted here, before
///    those sections go. Afterwards each surviving section holds exactly its final rows.
/// 4. ``StagePurpose/sections``: deleted sections go (with the rows nobody kept), new
///    sections come in, and sections move into their final order (the minimal set of
///    moves, as for rows). No row operation is in this batch.
/// 5. ``StagePurpose/reloadSections``: sections whose header, footer or other own fields
///    changed are reloaded at their final index, in a batch of their own, because reloading
///    a section that the same batch moves or changes rows in is refused.
///
/// Cost: O(n log n) for n sections and rows.
struct StagePlanner {
    let old: Table
    let new: Table
    let matching: IdentityMatching
    let changes: Changeset
    /// For each new flat position, whether the row stayed in place (not a move).
    let stays: [Bool]

    func stages() -> [Stage] {
        guard !(changes.sections.isEmpty && changes.rows.isEmpty) else { return [] }
        let oldShape = Self.shape(of: old)
        let newShape = Self.shape(of: new)
        var stages: [Stage] = []
        // 1. Reload rows that also move, at their old places.
        let movingUpdates = changes.rows.updated.filter { isMoved($0.newAt) }
        if !movingUpdates.isEmpty {
            var rows = RowChanges()
            rows.updated = movingUpdates.map { RowUpdate(id: $0.id, sectionID: $0.sectionID, at: $0.at, newAt: $0.at, changes: $0.changes) }
            stages.append(Stage(purpose: .reloadMovedRows, sections: SectionChanges(), rows: rows, after: oldShape))
        }

        // 2. Insert the new sections early when rows move into one of them.
        let insertedSections = changes.sections.inserted.map(\.index)
        let early = insertedSections.contains { index in
            rowRange(ofNewSection: index).contains { matching.newRowToOld[$0] >= 0 }
        }
        // Where each new section sits during stage 3 (old sections keep their indexes).
        var stagingIndex = matching.newSectionToOld
        var staged = oldShape
        if early {
            var sections = SectionChanges()
            for index in insertedSections {
                stagingIndex[index] = staged.count
                sections.inserted.append(SectionInsert(id: newShape[index].id, index: staged.count))
                let fresh = rowRange(ofNewSection: index).filter { matching.newRowToOld[$0] < 0 }
                staged.append(SectionShape(id: newShape[index].id, rows: fresh.map { rowID(atNewFlat: $0) }))
            }
            stages.append(Stage(purpose: .insertSections, sections: sections, rows: RowChanges(), after: staged))
        }

        // 3. Rows: deletes, inserts, moves and reloads, sections unchanged.
        let rowStage = planRows(staged: staged, stagingIndex: stagingIndex, newShape: newShape)
        if !rowStage.rows.isEmpty {
            stages.append(rowStage)
            staged = rowStage.after
        }

        // 4. Sections: deletes, inserts (unless early) and moves into the final order.
        let sectionStage = planSections(stagingIndex: stagingIndex, newShape: newShape, early: early)
        if !sectionStage.sections.isEmpty { stages.append(sectionStage) }

        // 5. Reload sections whose own fields changed, at their final index.
        if !changes.sections.updated.isEmpty {
            var sections = SectionChanges()
            sections.updated = changes.sections.updated
                .map { SectionUpdate(id: $0.id, index: $0.newIndex, newIndex: $0.newIndex, changes: $0.changes) }
                .sorted { $0.index < $1.index }
            stages.append(Stage(purpose: .reloadSections, sections: sections, rows: RowChanges(), after: newShape))
        }
        return stages
    }

    private func planRows(
        staged: [SectionShape], stagingIndex: [Int], newShape: [SectionShape]
    ) -> Stage {
        var rows = RowChanges()
        var after = staged
        for (oldIndex, newIndex) in matching.oldSectionToNew.enumerated() {
            if newIndex >= 0 {
                after[oldIndex].rows = newShape[newIndex].rows
            } else {
                // A section about to be deleted keeps only the rows nobody kept.
                after[oldIndex].rows = rowRange(ofOldSection: oldIndex)
                    .filter { matching.oldRowToNew[$0] < 0 }.map { old.rowID(at: matching.oldPaths[$0]) }
            }
        }
        // A section inserted early (stage 2) now receives the rows that move into it.
        for (newIndex, source) in matching.newSectionToOld.enumerated() where source < 0 && stagingIndex[newIndex] >= 0 {
            after[stagingIndex[newIndex]].rows = newShape[newIndex].rows
        }
        func staging(_ path: TableIndexPath) -> TableIndexPath { TableIndexPath(section: stagingIndex[path.section], row: path.row) }
        rows.deleted = changes.rows.deleted.filter { matching.oldSectionToNew[$0.at.section] >= 0 }
        rows.inserted = changes.rows.inserted
            .filter { matching.newSectionToOld[$0.at.section] >= 0 }
            .map { RowInsert(id: $0.id, sectionID: $0.sectionID, at: staging($0.at)) }
        rows.moved = changes.rows.moved.map {
            RowMove(id: $0.id, fromSectionID: $0.fromSectionID, from: $0.from, toSectionID: $0.toSectionID, to: staging($0.to))
        }
        rows.updated = changes.rows.updated
            .filter { !isMoved($0.newAt) }
            .map { RowUpdate(id: $0.id, sectionID: $0.sectionID, at: $0.at, newAt: staging($0.newAt), changes: $0.changes) }
        return Stage(purpose: .rows, sections: SectionChanges(), rows: rows, after: after)
    }

    private func planSections(stagingIndex: [Int], newShape: [SectionShape], early: Bool) -> Stage {
        var sections = SectionChanges()
        sections.deleted = changes.sections.deleted
        if !early { sections.inserted = changes.sections.inserted }
        var present: [(staged: Int, final: Int)] = []
        for (finalIndex, stagedIndex) in stagingIndex.enumerated() where stagedIndex >= 0 {
            present.append((stagedIndex, finalIndex))
        }
        let kept = LongestIncreasingSubsequence.members(of: present.map(\.staged))
        for (position, pair) in present.enumerated() where !kept[position] {
            sections.moved.append(SectionMove(id: newShape[pair.final].id, from: pair.staged, to: pair.final))
        }
        return Stage(purpose: .sections, sections: sections, rows: RowChanges(), after: newShape)
    }

    /// Whether the row at `path` in the new table is a move (it existed and did not stay in
    /// place). O(1), no hashing.
    private func isMoved(_ path: TableIndexPath) -> Bool {
        let flat = matching.newRowRanges[path.section].lowerBound + path.row
        return matching.newRowToOld[flat] >= 0 && !stays[flat]
    }

    private func rowRange(ofNewSection index: Int) -> Range<Int> { matching.newRowRanges[index] }

    private func rowRange(ofOldSection index: Int) -> Range<Int> { matching.oldRowRanges[index] }

    private func rowID(atNewFlat flat: Int) -> String { new.rowID(at: matching.newPaths[flat]) }

    static func shape(of table: Table) -> [SectionShape] { table.shape }
}

extension Table {
    /// The ids of the sections with the ids of their rows, in order: what UIKit counts.
    /// O(rows).
    public var shape: [SectionShape] {
        sections.map { SectionShape(id: $0.id, rows: $0.rows.map(\.id)) }
    }

    /// The id of the row at `path`, which must exist.
    func rowID(at path: TableIndexPath) -> String { sections[path.section].rows[path.row].id }
}
