/// Applies one `performBatchUpdates` batch to a table's shape as UIKit does, and refuses what
/// UIKit refuses, so tests can prove that a ``Changeset``'s stages are safe to apply.
///
/// Coordinates are UIKit's: section deletes, reloads and move sources, and row deletes,
/// reloads and move sources, are positions *before* the batch; section and row inserts and
/// move destinations are positions *after* it. The data source's answer after the batch
/// (`dataSource`) is what UIKit asks for the counts. The rules checked, in this order:
///
/// 1. Every index is in range and given once per kind; every entry's id (and section id)
///    is the id at its position (before the batch, or in `dataSource` after it).
/// 2. Sections: after = before − deleted + inserted. Inserted and moved sections sit at
///    their destinations; the other surviving sections fill the remaining slots in order.
///    A section is never both deleted and moved, or deleted and reloaded.
/// 3. Rows, for every surviving section: after = before − deleted − moved out + inserted +
///    moved in. Inserts and move destinations sit at their indexes; the remaining rows fill
///    the other slots in order. A row is never both deleted and moved, or deleted and
///    reloaded, and no two rows land at one index path.
///
/// ``Mode/strict`` (one stage) adds the rules the planner promises: no row is both reloaded
/// and moved; no section is both reloaded and moved; no row operation touches a section that
/// the batch deletes, inserts, moves or reloads; inserted and reloaded sections take their
/// rows from the data source. ``Mode/lenient`` reads the top level of a changeset as one
/// batch: row operations in inserted and deleted sections are allowed, an inserted
/// section holds exactly its row inserts and move destinations, and a row or section may
/// be reloaded and moved.
///
/// Cost: O(sections + rows) with hashing of index paths; meant for tests and tools, not
/// for hot paths.
///
/// ```swift
/// var shape = old.shape
/// for stage in changeset.stages {
///     shape = try BatchUpdateSimulator.apply(stage, to: shape).shape   // == stage.after
/// }
/// ```
public enum BatchUpdateSimulator {
    /// How strictly to read a batch (see ``BatchUpdateSimulator``).
    public enum Mode: Hashable, Sendable {
        /// One stage: every UIKit rule and every rule the planner promises.
        case strict
        /// The top level of a changeset read as one batch.
        case lenient
    }

    /// The table after a batch, and what the batch reloaded.
    public struct Outcome: Hashable, Sendable {
        /// Section ids with their row ids, in order.
        public var shape: [SectionShape]
        /// Ids of the rows the batch reloaded (their content is fresh).
        public var reloadedRows: Set<String>
        /// Ids of the sections the batch reloaded.
        public var reloadedSections: Set<String>
    }

    /// Applies one stage in strict mode, with the stage's `after` as the data source.
    public static func apply(_ stage: Stage, to before: [SectionShape]) throws(BatchUpdateError) -> Outcome {
        try apply(sections: stage.sections, rows: stage.rows, to: before, dataSource: stage.after, mode: .strict)
    }

    /// Applies a changeset's top level (``Changeset/sections`` and ``Changeset/rows``) as one
    /// batch in lenient mode.
    public static func applyTopLevel(
        of changeset: Changeset, to before: [SectionShape], dataSource: [SectionShape]
    ) throws(BatchUpdateError) -> Outcome {
        try apply(sections: changeset.sections, rows: changeset.rows, to: before, dataSource: dataSource, mode: .lenient)
    }

    /// Applies one batch: section and row changes in UIKit's coordinates (``SectionChanges/updated``
    /// and ``RowChanges/updated`` are reloads, at their `index` / `at`), from `before`, with
    /// `dataSource` as the data source's answer after the batch. Returns the resulting
    /// shape, which a correct batch makes equal to `dataSource`.
    public static func apply(
        sections: SectionChanges, rows: RowChanges, to before: [SectionShape], dataSource: [SectionShape], mode: Mode
    ) throws(BatchUpdateError) -> Outcome {
        var batch = BatchRun(before: before, after: dataSource, strict: mode == .strict)
        try batch.placeSections(sections)
        try batch.collectRowSources(rows)
        try batch.collectRowDestinations(rows)
        let shape = try batch.placeRows()
        return Outcome(
            shape: shape, reloadedRows: Set(rows.updated.map(\.id)), reloadedSections: Set(sections.updated.map(\.id)))
    }
}

/// The state of one simulated batch.
struct BatchRun {
    let before: [SectionShape]
    let after: [SectionShape]
    let strict: Bool
    /// For each section after the batch, the section before it came from (-1: inserted).
    var sourceOf: [Int] = []
    /// Sections before the batch that are deleted, reloaded, or moved (before → after).
    var deletedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var movedSections: [Int: Int] = [:]
    /// Sections after the batch that are move destinations.
    var movedTo: Set<Int> = []
    /// Rows before the batch that are deleted, reloaded or move sources.
    var deletedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    var movedRows: Set<IndexPath> = []
    /// Rows after the batch that are inserts or move destinations, by section: row → id.
    var incoming: [[Int: String]] = []

    init(before: [SectionShape], after: [SectionShape], strict: Bool) {
        self.before = before
        self.after = after
        self.strict = strict
    }

    /// Steps 1–2 for sections: checks every section operation and decides where each
    /// section ends up (``sourceOf``).
    mutating func placeSections(_ changes: SectionChanges) throws(BatchUpdateError) {
        for delete in changes.deleted {
            try checkBefore(.deleteSection, delete.index, delete.id)
            guard deletedSections.insert(delete.index).inserted else { throw .duplicate(.deleteSection, .section(delete.index)) }
        }
        for reload in changes.updated {
            try checkBefore(.reloadSection, reload.index, reload.id)
            guard reloadedSections.insert(reload.index).inserted else { throw .duplicate(.reloadSection, .section(reload.index)) }
            if deletedSections.contains(reload.index) { throw .conflict(.deletedAndReloaded, .section(reload.index)) }
        }
        for move in changes.moved {
            try checkBefore(.moveSectionFrom, move.from, move.id)
            guard movedSections.updateValue(move.to, forKey: move.from) == nil else {
                throw .duplicate(.moveSectionFrom, .section(move.from))
            }
            if deletedSections.contains(move.from) { throw .conflict(.deletedAndMoved, .section(move.from)) }
            if strict, reloadedSections.contains(move.from) { throw .conflict(.reloadedAndMoved, .section(move.from)) }
        }
        let count = before.count - deletedSections.count + changes.inserted.count
        guard count == after.count else {
            throw .sectionCount(before: before.count, deleted: deletedSections.count,
                                inserted: changes.inserted.count, dataSource: after.count)
        }
        var inserted = Set<Int>()
        for insert in changes.inserted {
            try checkAfter(.insertSection, insert.index, insert.id)
            guard inserted.insert(insert.index).inserted else { throw .duplicate(.insertSection, .section(insert.index)) }
        }
        var destinations: [Int: Int] = [:]
        for move in changes.moved {
            try checkAfter(.moveSectionTo, move.to, move.id)
            if inserted.contains(move.to) { throw .conflict(.insertedAndMovedTo, .section(move.to)) }
            guard destinations.updateValue(move.from, forKey: move.to) == nil else {
                throw .duplicate(.moveSectionTo, .section(move.to))
            }
        }
        movedTo = Set(destinations.keys)
        var remaining = before.indices.filter { !deletedSections.contains($0) && movedSections[$0] == nil }.makeIterator()
        sourceOf = (0..<count).map { index in
            if inserted.contains(index) { return -1 }
            return destinations[index] ?? remaining.next() ?? -1
        }
    }

    private func checkBefore(_ operation: BatchOperation, _ index: Int, _ id: String) throws(BatchUpdateError) {
        guard before.indices.contains(index) else { throw .outOfRange(operation, .section(index), limit: before.count) }
        guard before[index].id == id else { throw .wrongID(operation, .section(index), expected: before[index].id, found: id) }
    }

    private func checkAfter(_ operation: BatchOperation, _ index: Int, _ id: String) throws(BatchUpdateError) {
        guard after.indices.contains(index) else { throw .outOfRange(operation, .section(index), limit: after.count) }
        guard after[index].id == id else { throw .wrongID(operation, .section(index), expected: after[index].id, found: id) }
    }
}
