/// How a table view goes from showing `old` sections to showing `new` ones: the id diff's
/// stages (``Changeset/stages``) as `performBatchUpdates` batches, each with the sections
/// the data source must answer with once that batch is applied.
///
/// A row whose content changed is *reconfigured* (`reconfigureRows(at:)`: the cell stays and
/// is filled again) unless its `kind` changed, which needs another cell: then it is
/// *reloaded* (`reloadRows(at:with:)`) where the diff's stage reloads it. Reconfigures come
/// last, in a batch of their own at the final index paths, where the index paths before
/// and after the batch are the same. A section whose own fields changed is reloaded.
///
/// Apply the batches in order; in each, first make the data source answer from
/// ``Batch/sections``, then call the table view's operations:
///
/// ```swift
/// let update = try TableUpdate(from: dataSource.sections, to: newSections)
/// for batch in update.batches {
///     tableView.performBatchUpdates {
///         dataSource.sections = batch.sections
///         tableView.deleteSections(IndexSet(batch.deletedSections), with: .automatic)
///         // … inserted, moved and reloaded sections, then rows, then reconfigured rows
///     }
/// }
/// ```
///
/// Cost: the diff's (O(n log n) for n sections and rows), plus O(n) a batch.
public struct TableUpdate: Hashable, Sendable {
    /// The diff the batches come from.
    public let changeset: Changeset
    /// The `performBatchUpdates` batches, in order; empty when nothing changed.
    public let batches: [Batch]
    /// The rows whose content changed and keep their cell, by id, in the new order: what a
    /// diffable data source snapshot reconfigures (`reconfigureItems`).
    public let reconfiguredRowIDs: [String]
    /// The rows whose kind changed (they need another cell), by id, in the new order: what
    /// a snapshot reloads (`reloadItems`).
    public let reloadedRowIDs: [String]
    /// The sections whose own fields (header, footer…) changed, by id, in the new order:
    /// what a snapshot reloads (`reloadSections`).
    public let reloadedSectionIDs: [String]

    /// The update from `old` to `new`. Throws ``DiffError`` when either uses a section id or
    /// a row id twice (the diff matches by id: reload the table instead).
    public init(from old: [Section], to new: [Section]) throws(DiffError) {
        let changeset = try TableDiff.diff(from: Table(id: "", sections: old), to: Table(id: "", sections: new))
        let content = Content(old: old, new: new)
        let updated = changeset.rows.updated.sorted { $0.newAt < $1.newAt }
        let reconfigured = updated.filter { !content.kindChanged.contains($0.id) }
        self.changeset = changeset
        batches = Self.batches(changeset, content: content, reconfigured: reconfigured.map(\.newAt), new: new)
        reconfiguredRowIDs = reconfigured.map(\.id)
        reloadedRowIDs = updated.filter { content.kindChanged.contains($0.id) }.map(\.id)
        reloadedSectionIDs = changeset.sections.updated.sorted { $0.newIndex < $1.newIndex }.map(\.id)
    }

    /// Whether there is nothing to do.
    public var isEmpty: Bool { batches.isEmpty }

    /// One `performBatchUpdates` call. Indexes follow UIKit: deleted and reloaded sections
    /// and rows, and move sources, are positions before the batch; inserted ones and move
    /// destinations are positions after it; reconfigured rows are positions in a batch
    /// that changes nothing else, so before and after agree.
    public struct Batch: Hashable, Sendable {
        /// The diff stage this batch applies; nil for the final batch of reconfigures.
        public var purpose: StagePurpose?
        /// What the data source shows once the batch is applied.
        public var sections: [Section]
        /// `deleteSections(_:with:)`.
        public var deletedSections: [Int] = []
        /// `insertSections(_:with:)`.
        public var insertedSections: [Int] = []
        /// `moveSection(_:toSection:)`, one call each.
        public var movedSections: [SectionMove] = []
        /// `reloadSections(_:with:)`.
        public var reloadedSections: [Int] = []
        /// `deleteRows(at:with:)`.
        public var deletedRows: [TableIndexPath] = []
        /// `insertRows(at:with:)`.
        public var insertedRows: [TableIndexPath] = []
        /// `moveRow(at:to:)`, one call each.
        public var movedRows: [RowMove] = []
        /// `reloadRows(at:with:)`: rows whose kind changed, so their cell is replaced.
        public var reloadedRows: [TableIndexPath] = []
        /// `reconfigureRows(at:)`: rows whose content changed, cell kept.
        public var reconfiguredRows: [TableIndexPath] = []

        /// A batch leaving the data source at `sections`, with no operation yet.
        public init(purpose: StagePurpose?, sections: [Section]) {
            self.purpose = purpose
            self.sections = sections
        }

        /// Whether the batch has no operation.
        public var isEmpty: Bool {
            deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
                && reloadedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
                && movedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty
        }
    }

    /// The stages as batches, then the reconfigures (`reconfigured`, final index paths in
    /// order) in one batch of their own.
    private static func batches(
        _ changeset: Changeset, content: Content, reconfigured: [TableIndexPath], new: [Section]
    ) -> [Batch] {
        var batches: [Batch] = []
        for stage in changeset.stages {
            var batch = Batch(purpose: stage.purpose, sections: content.sections(shaped: stage.after))
            batch.deletedSections = stage.sections.deleted.map(\.index)
            batch.insertedSections = stage.sections.inserted.map(\.index)
            batch.movedSections = stage.sections.moved
            batch.reloadedSections = stage.sections.updated.map(\.index)
            batch.deletedRows = stage.rows.deleted.map(\.at)
            batch.insertedRows = stage.rows.inserted.map(\.at)
            batch.movedRows = stage.rows.moved
            batch.reloadedRows = stage.rows.updated.filter { content.kindChanged.contains($0.id) }.map(\.at)
            if !batch.isEmpty { batches.append(batch) }
        }
        if !reconfigured.isEmpty {
            var batch = Batch(purpose: nil, sections: new)
            batch.reconfiguredRows = reconfigured
            batches.append(batch)
        }
        return batches
    }

    /// Sections and rows by id, the new version's content first: what a section or row
    /// shows in any batch once it exists in the new version; and the rows whose kind
    /// changed (they need another cell).
    private struct Content {
        var sections: [String: Section] = [:]
        var rows: [String: Row] = [:]
        var kindChanged: Set<String> = []

        init(old: [Section], new: [Section]) {
            for section in old + new {
                sections[section.id] = section
                for row in section.rows { rows[row.id] = row }
            }
            for section in old {
                for row in section.rows where rows[row.id]?.kind != row.kind { kindChanged.insert(row.id) }
            }
        }

        /// The sections in `shape`, each with its own fields and rows' content. O(rows).
        func sections(shaped shape: [SectionShape]) -> [Section] {
            shape.compactMap { item in
                guard var section = sections[item.id] else { return nil }
                section.rows = item.rows.compactMap { rows[$0] }
                return section
            }
        }
    }
}
