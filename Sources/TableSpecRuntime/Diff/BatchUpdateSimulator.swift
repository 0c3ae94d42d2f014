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
package enum BatchUpdateSimulator {
    /// How strictly to read a batch (see ``BatchUpdateSimulator``).
    package enum Mode: Hashable, Sendable {
        /// One stage: every UIKit rule and every rule the planner promises.
        case strict
        /// The top level of a changeset read as one batch.
        case lenient
    }

    /// The table after a batch, and what the batch reloaded.
    package struct Outcome: Hashable, Sendable {
        /// Section ids with their row ids, in order.
        package var shape: [SectionShape]
        /// Ids of the rows the batch reloaded (their content is fresh).
        package var reloadedRows: Set<String>
        /// Ids of the sections the batch reloaded.
        package var reloadedSections: Set<String>
    }

    /// Applies one stage in strict mode, with the stage's `after` as the data source.
    package static func apply(_ stage: Stage, to before: [SectionShape]) throws(BatchUpdateError) -> Outcome {
        try apply(sections: stage.sections, rows: stage.rows, to: before, dataSource: stage.after, mode: .strict)
    }

    /// Applies a changeset's top level (``Changeset/sections`` and ``Changeset/rows``) as one
    /// batch in lenient mode.
    package static func applyTopLevel(
        of changeset: Changeset, to before: [SectionShape], dataSource: [SectionShape]
    ) throws(BatchUpdateError) -> Outcome {
        try apply(sections: changeset.sections, rows: changeset.rows, to: before, dataSource: dataSource, mode: .lenient)
    }

    /// Applies one batch: section and row changes in UIKit's coordinates (``SectionChanges/updated``
    /// and ``RowChanges/updated`` are reloads, at their `index` / `at`), from `before`, with
    /// `dataSource` as the data source's answer after the batch. Returns the resulting
    /// shape, which a correct batch makes equal to `dataSource`.
    package static func apply(
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

/// The state of one simulated batch. Per-position flags live in arrays indexed by section
/// and row (no hashing of index paths).
struct BatchRun {
    let before: [SectionShape]
    let after: [SectionShape]
    let strict: Bool
    /// For each section after the batch, the section before it came from (-1: inserted).
    var sourceOf: [Int] = []
    /// Flags of each section before the batch (``Flag``), and where a moved one goes.
    var sectionFlags: [UInt8]
    /// For each section after the batch, whether it is a move destination.
    var movedTo: [Bool] = []
    /// Flags of each row before the batch, by section and row.
    var rowFlags: [[UInt8]]
    /// Rows after the batch that are inserts or move destinations, by section.
    var incoming: [[Arrival]] = []

    /// What a batch does to one section or row before it.
    enum Flag {
        static let deleted: UInt8 = 1
        static let reloaded: UInt8 = 2
        static let moved: UInt8 = 4
    }

    /// A row inserted or moved in at `row` of its section after the batch.
    struct Arrival {
        var row: Int
        var id: String
        var moved: Bool
    }

    init(before: [SectionShape], after: [SectionShape], strict: Bool) {
        self.before = before
        self.after = after
        self.strict = strict
        sectionFlags = [UInt8](repeating: 0, count: before.count)
        rowFlags = before.map { [UInt8](repeating: 0, count: $0.rows.count) }
    }

    func sectionIs(_ index: Int, _ flag: UInt8) -> Bool { sectionFlags[index] & flag != 0 }

    /// Steps 1–2 for sections: checks every section operation and decides where each
    /// section ends up (``sourceOf``).
    mutating func placeSections(_ changes: SectionChanges) throws(BatchUpdateError) {
        var deleted = 0
        for delete in changes.deleted {
            try mark(.deleteSection, delete.index, delete.id, Flag.deleted)
            deleted += 1
        }
        for reload in changes.updated {
            try mark(.reloadSection, reload.index, reload.id, Flag.reloaded)
            if sectionIs(reload.index, Flag.deleted) { throw .conflict(.deletedAndReloaded, .section(reload.index)) }
        }
        for move in changes.moved {
            try mark(.moveSectionFrom, move.from, move.id, Flag.moved)
            if sectionIs(move.from, Flag.deleted) { throw .conflict(.deletedAndMoved, .section(move.from)) }
            if strict, sectionIs(move.from, Flag.reloaded) { throw .conflict(.reloadedAndMoved, .section(move.from)) }
        }
        let count = before.count - deleted + changes.inserted.count
        guard count == after.count else {
            throw .sectionCount(before: before.count, deleted: deleted, inserted: changes.inserted.count, dataSource: after.count)
        }
        var inserted = [Bool](repeating: false, count: count)
        for insert in changes.inserted {
            try checkAfter(.insertSection, insert.index, insert.id)
            guard !inserted[insert.index] else { throw .duplicate(.insertSection, .section(insert.index)) }
            inserted[insert.index] = true
        }
        var destinations = [Int](repeating: -1, count: count)
        for move in changes.moved {
            try checkAfter(.moveSectionTo, move.to, move.id)
            if inserted[move.to] { throw .conflict(.insertedAndMovedTo, .section(move.to)) }
            guard destinations[move.to] < 0 else { throw .duplicate(.moveSectionTo, .section(move.to)) }
            destinations[move.to] = move.from
        }
        movedTo = destinations.map { $0 >= 0 }
        var remaining = before.indices.filter { sectionFlags[$0] & (Flag.deleted | Flag.moved) == 0 }.makeIterator()
        sourceOf = (0..<count).map { index in
            if inserted[index] { return -1 }
            return destinations[index] >= 0 ? destinations[index] : remaining.next() ?? -1
        }
    }

    /// Checks a section operation before the batch and sets its flag; a second operation
    /// of one kind is a duplicate.
    private mutating func mark(_ operation: BatchOperation, _ index: Int, _ id: String, _ flag: UInt8) throws(BatchUpdateError) {
        guard before.indices.contains(index) else { throw .outOfRange(operation, .section(index), limit: before.count) }
        guard before[index].id == id else { throw .wrongID(operation, .section(index), expected: before[index].id, found: id) }
        guard !sectionIs(index, flag) else { throw .duplicate(operation, .section(index)) }
        sectionFlags[index] |= flag
    }

    private func checkAfter(_ operation: BatchOperation, _ index: Int, _ id: String) throws(BatchUpdateError) {
        guard after.indices.contains(index) else { throw .outOfRange(operation, .section(index), limit: after.count) }
        guard after[index].id == id else { throw .wrongID(operation, .section(index), expected: after[index].id, found: id) }
    }
}
