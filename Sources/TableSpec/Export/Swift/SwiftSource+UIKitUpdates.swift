/// The app's changes of the rows in the generated `DataSource` (see `SwiftSource+UIKit.swift`),
/// and its diffable data source snapshots.
///
/// The data source owns the rows: `update(_:animated:completion:)` changes the rows shown
/// (so what the user deleted, inserted or moved stays so), `update(to:)` replaces them.
/// Each update reads the table view's selection back first (a row UIKit deselected on its
/// own leaves the selection through the reducer), waits while the user drags a row
/// (`hasUncommittedUpdates`), and applies the runtime's ``TableUpdate`` batches. Snapshots
/// are checked for ids used twice before UIKit sees them. O(1) of text.
extension SwiftSource {
    mutating func dataSourceUpdates(typeName t: String) {
        let o = access.isEmpty ? "" : "open "
        append("""
                    // MARK: Updates: the app's changes of the rows

                    /// Shows `newSections` instead of the rows shown (``update(_:animated:completion:)``
                    /// with a change that replaces them). Derive them from ``sections``, not from a copy of
                    /// your own: rows the user deleted, inserted or moved since are in ``sections`` only.
                    \(o)func update(to newSections: [Section], animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
                        update({ $0 = newSections }, animated: animated, completion: completion)
                    }

                    /// Changes the rows shown: `change` gets ``sections`` as they are when it runs. With a
                    /// table view attached and `animated`, the change is diffed by id and applied as
                    /// `performBatchUpdates` batches (moves, inserts and deletes animated, changed rows
                    /// reconfigured in place, rows whose kind changed reloaded); otherwise, or when an id
                    /// is used twice, the table is reloaded. While the user drags a row (the table view
                    /// `hasUncommittedUpdates`), the change waits and runs once the drag has ended, on the
                    /// rows as the drop left them. Rows the table view deselected on its own since
                    /// (`deselectRow(at:animated:)`, as `clearsSelectionOnViewWillAppear` does) first
                    /// leave the selection (`.deselect` to the reducer), so the update does not select
                    /// them again. `completion` runs once, after the last batch. O(n log n) for n sections
                    /// and rows.
                    \(o)func update(_ change: @escaping (inout [Section]) -> Void, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
                        if let tableView, tableView.hasUncommittedUpdates {
                            deferredUpdates.append { [weak self] in self?.update(change, animated: animated, completion: completion) }
                            if deferredUpdates.count == 1 { runDeferredUpdates(after: 100_000_000) }
                            return
                        }
                        readSelection()
                        var newSections = sections
                        change(&newSections)
                        guard let tableView, animated, let update = try? TableSpecRuntime.TableUpdate(from: sections, to: newSections) else {
                            state.show(newSections)
                            tableView?.reloadData()
                            syncSelection()
                            completion?(true)
                            return
                        }
                        guard let last = update.batches.indices.last else {
                            state.show(newSections)   // nothing to animate
                            completion?(true)
                            return
                        }
                        let titles = indexTitles()
                        for (index, batch) in update.batches.enumerated() {
                            tableView.performBatchUpdates({ self.apply(batch, to: tableView) }, completion: index == last ? completion : nil)
                        }
                        if indexTitles() != titles { tableView.reloadSectionIndexTitles() }
                        syncSelection()   // rows reloaded by the batches were deselected by UIKit
                    }

                    /// Runs the updates deferred during a drag, `nanoseconds` from now, once the drag has
                    /// ended (checking again every 0.1 s while it goes on).
                    private func runDeferredUpdates(after nanoseconds: UInt64) {
                        Task { @MainActor [weak self] in
                            try? await Task.sleep(nanoseconds: nanoseconds)
                            guard let self, !self.deferredUpdates.isEmpty else { return }
                            if self.tableView?.hasUncommittedUpdates == true { return self.runDeferredUpdates(after: 100_000_000) }
                            let updates = self.deferredUpdates
                            self.deferredUpdates = []
                            for update in updates { update() }
                        }
                    }

                    /// Makes the data source answer from `batch.sections` and tells the table view what
                    /// moved, came, went and changed.
                    private func apply(_ batch: TableSpecRuntime.TableUpdate.Batch, to tableView: UITableView) {
                        state.show(batch.sections)
                        tableView.deleteSections(IndexSet(batch.deletedSections), with: .automatic)
                        tableView.insertSections(IndexSet(batch.insertedSections), with: .automatic)
                        for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                        tableView.reloadSections(IndexSet(batch.reloadedSections), with: .automatic)
                        tableView.deleteRows(at: batch.deletedRows.map(Self.indexPath), with: .automatic)
                        tableView.insertRows(at: batch.insertedRows.map(Self.indexPath), with: .automatic)
                        for move in batch.movedRows { tableView.moveRow(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
                        tableView.reloadRows(at: batch.reloadedRows.map(Self.indexPath), with: .automatic)
                        tableView.reconfigureRows(at: batch.reconfiguredRows.map(Self.indexPath))
                    }

                    // MARK: Diffable data source

                    /// The sections shown as a diffable data source snapshot, for an app on
                    /// `UITableViewDiffableDataSource` whose cell provider calls ``cell(for:in:at:)`` with
                    /// the item's id. Throws, naming it, when a section id or a row id is used twice
                    /// (`NSDiffableDataSourceSnapshot` raises on them). O(rows).
                    \(o)func snapshot() throws(TableSpecRuntime.DiffError) -> NSDiffableDataSourceSnapshot<SectionID, RowID> {
                        try Self.snapshot(of: sections)
                    }

                    /// Shows `newSections` and returns their snapshot, with the rows whose content changed
                    /// since the sections shown marked for reconfiguring (reloading when their kind
                    /// changed) and the sections whose header or footer changed for reloading. Apply it
                    /// with `apply(_:animatingDifferences:)`. Derive `newSections` from ``sections``. Throws,
                    /// naming it and changing nothing, when a section id or a row id is used twice.
                    /// O(n log n) for n sections and rows.
                    \(o)func snapshot(updatingTo newSections: [Section]) throws(TableSpecRuntime.DiffError) -> NSDiffableDataSourceSnapshot<SectionID, RowID> {
                        var snapshot = try Self.snapshot(of: newSections)
                        let update = try? TableSpecRuntime.TableUpdate(from: sections, to: newSections)
                        state.show(newSections)
                        guard let update else { return snapshot }
                        snapshot.reconfigureItems(update.reconfiguredRowIDs.map { RowID(rawValue: $0) })
                        snapshot.reloadItems(update.reloadedRowIDs.map { RowID(rawValue: $0) })
                        snapshot.reloadSections(update.reloadedSectionIDs.map { SectionID(rawValue: $0) })
                        return snapshot
                    }

                    /// `sections` as a snapshot, their ids checked unique first. O(rows).
                    private static func snapshot(of sections: [Section]) throws(TableSpecRuntime.DiffError) -> NSDiffableDataSourceSnapshot<SectionID, RowID> {
                        try TableSpecRuntime.TableDiff.checkIDs(of: sections)
                        var snapshot = NSDiffableDataSourceSnapshot<SectionID, RowID>()
                        for section in sections {
                            let id = SectionID(rawValue: section.id)
                            snapshot.appendSections([id])
                            snapshot.appendItems(section.rows.map { RowID(rawValue: $0.id) }, toSection: id)
                        }
                        return snapshot
                    }

            """)
    }
}
