// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Batch updates

/// The operations of one batch, as they were called.
struct BatchUpdates {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var reconfiguredRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadsAll = false
}

/// Why a batch is invalid: the reason UIKit's exception gives.
struct Inconsistency: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension UITableView {
    /// Runs `updates`, collecting the operations it calls (nested batches and `beginUpdates()`
    /// blocks join the outermost batch), then asks the data source for its new counts, checks
    /// the batch and applies it; `completion` gets true once the animations are over, on a
    /// later turn of the main queue (``standInFinishAnimations()``). An invalid batch raises (see
    /// ``inconsistencyHandler``); if the handler returns, the batch is dropped, the table
    /// reloads from its data source and `completion` gets false. An operation called outside
    /// a batch is a batch of its own. The table loads first if it never has: the counts
    /// "before" are those it shows when the batch opens.
    ///
    /// Coordinates (UIKit's documentation of `performBatchUpdates`, `reloadRows` and the Table
    /// View Programming Guide): row and section deletes, reloads and move sources refer to the
    /// table before the batch; inserts and move destinations to the table after it.
    /// `reconfigureRows`' index paths refer to the table before the batch too (undocumented;
    /// UIKit's own diffable data source passes `indexPathBeforeUpdate` to
    /// `reconfigureRowsAtIndexPaths:`, and code-payments/code-ios-app#483 found UIKit resolving
    /// a reconfigure "at its pre-update index path"). A reloaded row or section keeps its place
    /// and gets new content (new cells); a
    /// reconfigured row keeps its cell, which is configured again at the row's final index
    /// path (UIKit may ask at the pre-update path during the block; the stand-in asks after).
    ///
    /// Raises, with UIKit's messages where known:
    /// - an index out of range of its state ("attempt to delete row 5 from section 0 which only
    ///   contains 2 rows before the update", "attempt to insert section 3 but there are only 3
    ///   sections after the update", …);
    /// - sections after ≠ before − deleted + inserted ("Invalid update: invalid number of
    ///   sections…"); rows after ≠ before − deleted − moved out + inserted + moved in, in every
    ///   section that exists before and after and is not reloaded ("Invalid update: invalid
    ///   number of rows in section N…", N in the table after the batch);
    /// - an index path deleted, inserted, reloaded, moved from or moved to twice, and a section
    ///   deleted, inserted, reloaded or moved twice (the stand-in's strictness; UIKit's
    ///   behaviour is undefined, IGListKit works around "deleting from the same index path twice");
    /// - the same index path deleted and reloaded; deleted or reloaded and moved from ("attempt to
    ///   perform a delete and a move from the same index path", which UIKit also says for a
    ///   reload, openradar 33662307); inserted and moved to; reconfigured and deleted or reloaded;
    ///   a section deleted and reloaded, deleted or reloaded and moved, or inserted and moved to;
    /// - a row moved into an inserted section ("cannot move a row into a newly inserted
    ///   section (1)", UIKit) or one being reloaded, or out of a section being deleted or
    ///   reloaded; a row reloaded or reconfigured in a section being deleted or reloaded;
    /// - any row operation but reconfigure in a moved section (UIKit miscounts or crashes:
    ///   openradar 27041784 reload + section move, babylonhealth/Bento#51 insert into a moved
    ///   section; IGListKit turns such section moves into delete + insert).
    /// Rows deleted from a section being deleted or reloaded, and rows inserted into a section
    /// being inserted or reloaded, are range-checked and otherwise left to the section
    /// operation, as UIKit does (NSFetchedResultsController's delegate pattern sends both).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        if let completion { pendingCompletions.append(completion) }
        updates?()
        endUpdates()
    }

    /// Opens a batch (loading the table first if it never was); nested calls join the outer one.
    /// Raises while the user drags a row (``hasUncommittedUpdates``).
    public func beginUpdates() {
        if updateDepth == 0 {
            refuseDuringDrag("a batch update")
            loadIfNeeded()
            pending = BatchUpdates()
        }
        updateDepth += 1
    }

    /// Closes a batch; closing the outermost one checks and applies it. Raises without a batch.
    public func endUpdates() {
        guard updateDepth > 0 else { return raise("endUpdates called without a matching beginUpdates") }
        updateDepth -= 1
        if updateDepth == 0 { commit() }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.insertedSections += sections } }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.deletedSections += sections } }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.reloadedSections += sections } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { $0.insertedRows += indexPaths } }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { $0.deletedRows += indexPaths } }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { $0.reloadedRows += indexPaths } }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    /// Configures the existing cells of these rows again (see ``performBatchUpdates(_:completion:)``).
    public func reconfigureRows(at indexPaths: [IndexPath]) { record { $0.reconfiguredRows += indexPaths } }

    /// Adds operations to the open batch, or performs them as a batch of their own.
    func record(_ add: (inout BatchUpdates) -> Void) {
        beginUpdates()
        add(&pending)
        endUpdates()
    }

    func commit() {
        let batch = pending
        pending = BatchUpdates()
        let completions = pendingCompletions
        pendingCompletions = []
        if batch.reloadsAll {
            load()
            return finishAnimations(completions, true)
        }
        let planned: (sections: [SectionState], recycled: [UITableViewCell?])
        do {
            planned = try plan(batch)
        } catch {
            raise(error.reason)
            load()
            return finishAnimations(completions, false)
        }
        sections = planned.sections
        planned.recycled.forEach(recycle)
        lastCellRequests = []
        fill()
        finishAnimations(completions, true)
    }

    /// Calls a batch's completions when its animations are over: on a later turn of the main
    /// queue, never before `performBatchUpdates` returns (UIKit: "a completion handler block
    /// to execute when all of the operations are finished", after the animations).
    func finishAnimations(_ completions: [(Bool) -> Void], _ finished: Bool) {
        guard !completions.isEmpty else { return }
        UITableView.animationsInFlight.append { completions.forEach { $0(finished) } }
        DispatchQueue.main.async { MainActor.assumeIsolated { UITableView.endAnimations() } }
    }

    /// Runs the completions of the animations in flight.
    static func endAnimations() {
        let ended = animationsInFlight
        animationsInFlight = []
        ended.forEach { $0() }
    }

    /// Stand-in only: lets every animation end: runs the main queue until each batch update's
    /// completion has run (those that start more batches too).
    public static func standInFinishAnimations() {
        while !animationsInFlight.isEmpty { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
    }

    /// Checks `b` against the table and the data source's new counts; the table after it,
    /// with the cells it no longer shows.
    func plan(_ b: BatchUpdates) throws(Inconsistency) -> (sections: [SectionState], recycled: [UITableViewCell?]) {
        let before = sections.map(\.rows.count)
        let nb = before.count
        let na = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        var afterCounts: [Int: Int] = [:]
        func after(_ section: Int) -> Int {
            if let count = afterCounts[section] { return count }
            let count = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            afterCounts[section] = count
            return count
        }
        let path = Self.describe

        // Sections: ranges, repeats, conflicts, count.
        for s in b.deletedSections where !(0..<nb).contains(s) {
            throw Inconsistency("attempt to delete section \(s), but there are only \(nb) sections before the update")
        }
        for s in b.reloadedSections where !(0..<nb).contains(s) {
            throw Inconsistency("attempt to reload section \(s), but there are only \(nb) sections before the update")
        }
        for move in b.movedSections {
            if !(0..<nb).contains(move.from) {
                throw Inconsistency("attempt to move section \(move.from), but there are only \(nb) sections before the update")
            }
            if !(0..<na).contains(move.to) {
                throw Inconsistency("attempt to move section \(move.from) to section \(move.to), but there are only \(na) sections after the update")
            }
        }
        for s in b.insertedSections where !(0..<na).contains(s) {
            throw Inconsistency("attempt to insert section \(s) but there are only \(na) sections after the update")
        }
        let deleted = try Self.distinct(b.deletedSections) { "attempt to delete section \($0) twice" }
        let inserted = try Self.distinct(b.insertedSections) { "attempt to insert section \($0) twice" }
        let reloaded = try Self.distinct(b.reloadedSections) { "attempt to reload section \($0) twice" }
        let moveSources = try Self.distinct(b.movedSections.map(\.from)) { "attempt to move section \($0) twice" }
        let moveTargets = try Self.distinct(b.movedSections.map(\.to)) { "attempt to move two sections to section \($0)" }
        if let s = deleted.intersection(reloaded).min() { throw Inconsistency("attempt to delete and reload the same section (\(s))") }
        if let s = deleted.intersection(moveSources).min() { throw Inconsistency("attempt to delete and move the same section (\(s))") }
        if let s = reloaded.intersection(moveSources).min() { throw Inconsistency("attempt to reload and move the same section (\(s))") }
        if let s = inserted.intersection(moveTargets).min() { throw Inconsistency("attempt to insert and move to the same section (\(s))") }
        guard na == nb - deleted.count + inserted.count else {
            throw Inconsistency("Invalid update: invalid number of sections. The number of sections contained in the table view after the "
                + "update (\(na)) must be equal to the number of sections contained in the table view before the update (\(nb)), plus "
                + "or minus the number of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted).")
        }

        // Where each section goes: inserted and moved sections where they were put, the others
        // in their order into the remaining places. `sourceOf[a]`: the section before (nil: new).
        var sourceOf = [Int?](repeating: nil, count: na)
        var taken = [Bool](repeating: false, count: na)
        for a in inserted { taken[a] = true }
        for move in b.movedSections { sourceOf[move.to] = move.from; taken[move.to] = true }
        var unmoved = (0..<nb).filter { !deleted.contains($0) && !moveSources.contains($0) }.makeIterator()
        for a in 0..<na where !taken[a] {
            guard let s = unmoved.next() else { throw Inconsistency("stand-in: sections do not add up") }
            sourceOf[a] = s
        }
        let isNewAfter = { (a: Int) in sourceOf[a].map(reloaded.contains) ?? true }
        let isMovedAfter = { (a: Int) in sourceOf[a].map(moveSources.contains) ?? false }

        // Rows: ranges and the sections they are in.
        func checkBefore(_ p: IndexPath, _ verb: String) throws(Inconsistency) {
            guard p.count == 2 else { throw Inconsistency("attempt to \(verb) a row at an index path of length \(p.count)") }
            guard (0..<nb).contains(p.section) else {
                throw Inconsistency("attempt to \(verb) row \(p.row) from section \(p.section), but there are only \(nb) sections before the update")
            }
            guard (0..<before[p.section]).contains(p.row) else {
                throw Inconsistency("attempt to \(verb) row \(p.row) from section \(p.section) which only contains \(before[p.section]) rows before the update")
            }
        }
        func checkAfter(_ p: IndexPath, _ what: String) throws(Inconsistency) {
            guard p.count == 2 else { throw Inconsistency("attempt to \(what) at an index path of length \(p.count)") }
            guard (0..<na).contains(p.section) else {
                throw Inconsistency("attempt to \(what), but there are only \(na) sections after the update")
            }
            guard (0..<after(p.section)).contains(p.row) else {
                throw Inconsistency("attempt to \(what), but there are only \(after(p.section)) rows in section \(p.section) after the update")
            }
        }
        func inMovedSection(_ what: String, _ s: Int) -> Inconsistency {
            Inconsistency("attempt to \(what) a section that is being moved (\(s)); UITableView mishandles row updates in a moved "
                + "section: delete and insert the section instead")
        }
        for p in b.deletedRows {
            try checkBefore(p, "delete")
            if moveSources.contains(p.section) { throw inMovedSection("delete row \(p.row) from", p.section) }
        }
        for p in b.reloadedRows {
            try checkBefore(p, "reload")
            if deleted.contains(p.section) || reloaded.contains(p.section) {
                let state = deleted.contains(p.section) ? "deleted" : "reloaded"
                throw Inconsistency("attempt to reload row \(p.row) from section \(p.section), which is being \(state)")
            }
            if moveSources.contains(p.section) { throw inMovedSection("reload row \(p.row) in", p.section) }
        }
        for p in b.insertedRows {
            try checkAfter(p, "insert row \(p.row) into section \(p.section)")
            if isMovedAfter(p.section) { throw inMovedSection("insert row \(p.row) into", p.section) }
        }
        for move in b.movedRows {
            let (from, to) = move
            try checkBefore(from, "move")
            try checkAfter(to, "move row \(from.row) of section \(from.section) to row \(to.row) of section \(to.section)")
            if deleted.contains(from.section) { throw Inconsistency("cannot move a row out of a section that is being deleted (\(from.section))") }
            if reloaded.contains(from.section) { throw Inconsistency("cannot move a row out of a section that is being reloaded (\(from.section))") }
            if inserted.contains(to.section) { throw Inconsistency("cannot move a row into a newly inserted section (\(to.section))") }
            if isNewAfter(to.section) { throw Inconsistency("cannot move a row into a section that is being reloaded (\(to.section))") }
            if moveSources.contains(from.section) { throw inMovedSection("move row \(from.row) out of", from.section) }
            if isMovedAfter(to.section) { throw inMovedSection("move a row into", to.section) }
        }
        for p in b.reconfiguredRows {
            try checkBefore(p, "reconfigure")
            if deleted.contains(p.section) || reloaded.contains(p.section) {
                let state = deleted.contains(p.section) ? "deleted" : "reloaded"
                throw Inconsistency("attempt to reconfigure row \(p.row) from section \(p.section), which is being \(state)")
            }
        }

        // Rows: repeats and conflicts.
        let deletedRows = try Self.distinct(b.deletedRows) { "attempt to delete the same index path twice \(path($0))" }
        let reloadedRows = try Self.distinct(b.reloadedRows) { "attempt to reload the same index path twice \(path($0))" }
        let insertedRows = try Self.distinct(b.insertedRows) { "attempt to insert the same index path twice \(path($0))" }
        let movedFrom = try Self.distinct(b.movedRows.map(\.from)) { "attempt to move the same index path twice \(path($0))" }
        let movedTo = try Self.distinct(b.movedRows.map(\.to)) { "attempt to move two rows to the same index path \(path($0))" }
        let reconfigured = Set(b.reconfiguredRows)
        if let p = deletedRows.intersection(reloadedRows).min() {
            throw Inconsistency("attempt to delete and reload the same index path \(path(p))")
        }
        if let p = deletedRows.union(reloadedRows).intersection(movedFrom).min() {
            throw Inconsistency("attempt to perform a delete and a move from the same index path \(path(p))")
        }
        if let p = insertedRows.intersection(movedTo).min() {
            throw Inconsistency("attempt to perform an insert and a move to the same index path \(path(p))")
        }
        if let p = reconfigured.intersection(deletedRows).min() {
            throw Inconsistency("attempt to reconfigure and delete the same index path \(path(p))")
        }
        if let p = reconfigured.intersection(reloadedRows).min() {
            throw Inconsistency("attempt to reconfigure and reload the same index path \(path(p))")
        }

        // Rows: counts of the sections that exist before and after.
        for a in 0..<na {
            guard let s = sourceOf[a], !reloaded.contains(s) else { continue }
            let deletes = deletedRows.filter { $0.section == s }.count
            let inserts = insertedRows.filter { $0.section == a }.count
            let movedOut = b.movedRows.filter { $0.from.section == s && $0.to.section != a }.count
            let movedIn = b.movedRows.filter { $0.to.section == a && $0.from.section != s }.count
            guard after(a) == before[s] - deletes - movedOut + inserts + movedIn else {
                throw Inconsistency("Invalid update: invalid number of rows in section \(a). The number of rows contained in an existing "
                    + "section after the update (\(after(a))) must be equal to the number of rows contained in that section before the "
                    + "update (\(before[s])), plus or minus the number of rows inserted or deleted from that section (\(inserts) inserted, "
                    + "\(deletes) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
            }
        }

        // The table after: new sections and rows, moved rows where they were put, the other
        // rows in their order into the remaining places.
        var recycled: [UITableViewCell?] = []
        for s in deleted { recycled += sections[s].rows.map(\.cell) }
        var moveInto: [IndexPath: IndexPath] = [:]
        for move in b.movedRows { moveInto[move.to] = move.from }
        var result: [SectionState] = []
        for a in 0..<na {
            let fresh = (0..<after(a)).map { _ in RowState(origin: .inserted, needsCell: true) }
            guard let s = sourceOf[a] else {
                result.append(SectionState(origin: .inserted, rows: fresh, needsTitles: true))
                continue
            }
            let old = sections[s]
            if reloaded.contains(s) {
                recycled += old.rows.map(\.cell)
                result.append(SectionState(origin: .reloaded(from: old.origin), rows: fresh, needsTitles: true))
                continue
            }
            var placed = [RowState?](repeating: nil, count: after(a))
            for p in insertedRows where p.section == a { placed[p.row] = RowState(origin: .inserted, needsCell: true) }
            for (to, from) in moveInto where to.section == a {
                var row = sections[from.section].rows[from.row]
                row.reconfigure = reconfigured.contains(from)
                placed[to.row] = row
            }
            var remaining = old.rows.indices.filter {
                let p = IndexPath(row: $0, section: s)
                return !deletedRows.contains(p) && !movedFrom.contains(p)
            }.makeIterator()
            for r in placed.indices where placed[r] == nil {
                guard let i = remaining.next() else { throw Inconsistency("stand-in: rows of section \(a) do not add up") }
                let p = IndexPath(row: i, section: s)
                var row = old.rows[i]
                if reloadedRows.contains(p) {
                    recycled.append(row.cell)
                    row = RowState(origin: .reloaded(from: row.origin), needsCell: true)
                } else {
                    row.reconfigure = reconfigured.contains(p)
                }
                placed[r] = row
            }
            recycled += deletedRows.filter { $0.section == s }.map { old.rows[$0.row].cell }
            result.append(SectionState(origin: old.origin, rows: placed.compactMap { $0 }, header: old.header, footer: old.footer))
        }
        return (result, recycled)
    }

    /// `items` as a set; throws `message` for the first item that repeats.
    static func distinct<T: Hashable>(_ items: [T], _ message: (T) -> String) throws(Inconsistency) -> Set<T> {
        var seen = Set<T>()
        for item in items where !seen.insert(item).inserted { throw Inconsistency(message(item)) }
        return seen
    }
}
