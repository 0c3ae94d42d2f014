/// The user's actions in the generated `DataSource` (see `SwiftSource+UIKit.swift`): every
/// data source and delegate callback that reports one sends it, keyed by row id, to the
/// runtime's reducer through `send(_:)`, and answers UIKit's questions the way the reducer
/// decides (a row is highlighted and selected when it is `selectable`, a drag is retargeted
/// by `TableState.target(forMovingRowAt:to:)`). What the reducer accepts is applied to the
/// table view as one batch update (except a drag, which UIKit has already shown) and its row
/// changes go to `onRowsChange` (a switch toggled or a choice made reconfigures its rows'
/// cells in place, no reload); the rows whose selection it changed are selected or
/// deselected in the table view (a button row right after its tap), the rest left as the
/// table view shows them (`readSelection()` tells the reducer, before an update, of the
/// rows UIKit deselected on its own); the effects go to `onAction`. O(1) of text.
extension SwiftSource {
    mutating func dataSourceActions(typeName t: String) {
        let o = access.isEmpty ? "" : "open "
        append("""

                    // MARK: The user's actions, through the reducer

                    /// Sends `action` to the reducer (`TableSpecRuntime.TableState.reduce(into:action:)`): an accepted
                    /// action changes ``state``, its row changes are applied to the table view as one
                    /// batch update and go to ``onRowsChange``, the rows whose selection it changed are
                    /// selected or deselected (animated) in the table view, and its effects go to
                    /// ``onAction``; every action, accepted or refused, goes to ``onStep``. O(rows of its
                    /// section) for the reducer, and O(rows) when rows changed (the data source's look-up
                    /// of rows by id is rebuilt).
                    @discardableResult
                    \(o)func send(_ action: TableSpecRuntime.TableState.Action) -> TableSpecRuntime.TableState.Step {
                        let subject = action.rowID.flatMap { positions[$0] }.map { row(at: $0) }
                        let selected = state.selection
                        let step = state.send(action)
                        if movingByUser {
                            // UIKit has moved the row already, where it was told; anything else is undone,
                            // once UIKit has finished the reorder.
                            if !step.accepted || step.destination != Self.destination(of: action) {
                                DispatchQueue.main.async { [weak tableView] in tableView?.reloadData() }
                            }
                        } else if step.accepted, !step.changes.isEmpty, let tableView {
                            tableView.performBatchUpdates({
                                tableView.deleteRows(at: step.changes.deleted.map { Self.indexPath($0.at) }, with: .automatic)
                                tableView.insertRows(at: step.changes.inserted.map { Self.indexPath($0.at) }, with: .automatic)
                                for move in step.changes.moved { tableView.moveRow(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
                                // A switch toggled, a checkmark moved: the same cells show the rows' new state.
                                tableView.reconfigureRows(at: step.changes.updated.map { Self.indexPath($0.at) })
                            }, completion: nil)
                        }
                        syncSelection(from: selected, after: action)
                        onStep?(action, step)
                        if step.accepted, !step.changes.isEmpty { onRowsChange?(state.table, step.changes) }
                        if let subject { for effect in step.effects { onAction?(Effect(effect), subject) } }
                        return step
                    }

                    /// Turns editing mode on or off, in ``state`` and on the table view.
                    \(o)func setEditing(_ editing: Bool, animated: Bool) {
                        send(.setEditing(editing))
                        tableView?.setEditing(editing, animated: animated)
                    }

                    /// Shows in the table view what the reducer did to the selection: the rows that joined
                    /// it selected, the rows that left it, and a tapped row it did not keep (a button),
                    /// deselected with animation. Rows the action did not touch are left as the table view
                    /// shows them. O(selection).
                    private func syncSelection(from selected: [String], after action: TableSpecRuntime.TableState.Action) {
                        guard let tableView else { return }
                        var touched = Set(selected).symmetricDifference(state.selection)
                        switch action {
                        case .select(let id), .deselect(let id): touched.insert(id)
                        default: break
                        }
                        guard !touched.isEmpty else { return }
                        let shown = Set(tableView.indexPathsForSelectedRows ?? [])
                        for id in touched {
                            guard let path = positions[id] else { continue }
                            let wanted = state.selection.contains(id)
                            if wanted, !shown.contains(path) {
                                tableView.selectRow(at: path, animated: false, scrollPosition: .none)
                            } else if !wanted, shown.contains(path) {
                                tableView.deselectRow(at: path, animated: true)
                            }
                        }
                    }

                    /// Tells the reducer about the rows the table view deselected on its own
                    /// (`deselectRow(at:animated:)`, as `clearsSelectionOnViewWillAppear` does on the way
                    /// back to the screen; `reloadData()`; editing mode): a `.deselect` for each row
                    /// ``state`` has selected and the table view does not. O(selection).
                    private func readSelection() {
                        guard let tableView else { return }
                        let shown = Set(tableView.indexPathsForSelectedRows ?? [])
                        for id in state.selection where !(positions[id].map(shown.contains) ?? false) {
                            send(.deselect(id))
                        }
                    }

                    /// Makes the table view's selected rows ``state``'s selection (after a reload, or
                    /// batches that reloaded rows).
                    private func syncSelection() {
                        guard let tableView else { return }
                        let wanted = Set(state.selection.compactMap { positions[$0] })
                        for path in tableView.indexPathsForSelectedRows ?? [] where !wanted.contains(path) {
                            tableView.deselectRow(at: path, animated: true)
                        }
                        let shown = Set(tableView.indexPathsForSelectedRows ?? [])
                        for path in wanted.sorted() where !shown.contains(path) {
                            tableView.selectRow(at: path, animated: false, scrollPosition: .none)
                        }
                    }

                    /// The id of the row at `indexPath`, when there is one.
                    private func rowID(at indexPath: IndexPath) -> String? {
                        guard sections.indices.contains(indexPath.section),
                              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
                        return sections[indexPath.section].rows[indexPath.row].id
                    }

                    /// Sends the action `make` builds for the row at `indexPath`, if there is one.
                    @discardableResult
                    private func send(at indexPath: IndexPath, _ make: (String) -> TableSpecRuntime.TableState.Action) -> TableSpecRuntime.TableState.Step? {
                        rowID(at: indexPath).map { send(make($0)) }
                    }

                    private static func destination(of action: TableSpecRuntime.TableState.Action) -> TableSpecRuntime.TableState.Destination? {
                        if case .move(_, let destination) = action { return destination }
                        return nil
                    }

                    // MARK: Editing and moving

                    \(o)func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).editing?.canEdit ?? false
                    }

                    \(o)func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).editing?.canMove ?? false
                    }

                    /// A delete sends `.delete`; an insert sends `.insert` with the row
                    /// ``makeInsertedRow`` gives.
                    \(o)func tableView(
                        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath
                    ) {
                        guard let id = rowID(at: indexPath) else { return }
                        switch editingStyle {
                        case .delete: send(.delete(id))
                        case .insert:
                            if let new = makeInsertedRow?(row(at: indexPath)) { send(.insert(at: id, row: new)) }
                        default: break
                        }
                    }

                    /// Where a dragged row may go: the reducer's retargeting (its section only with
                    /// `moveWithin: section`\(sectionMap == nil ? "" : ", its component's sections unless the spec allows moves anywhere"),
                    /// never before a `headerLead` or after a `footerFinish` row).
                    \(o)func tableView(
                        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath
                    ) -> IndexPath {
                        let target = state.target(
                            forMovingRowAt: TableSpecRuntime.TableIndexPath(section: sourceIndexPath.section, row: sourceIndexPath.row),
                            to: TableSpecRuntime.TableIndexPath(section: proposedDestinationIndexPath.section, row: proposedDestinationIndexPath.row))
                        return target.map { IndexPath(row: $0.row, section: $0.section) } ?? sourceIndexPath
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                    ) {
                        guard let id = rowID(at: sourceIndexPath), sections.indices.contains(destinationIndexPath.section) else { return }
                        movingByUser = true
                        defer { movingByUser = false }
                        send(.move(id, to: TableSpecRuntime.TableState.Destination(section: sections[destinationIndexPath.section].id, index: destinationIndexPath.row)))
                    }

                    \(o)func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
                        send(at: indexPath) { .beginSwipe($0) }
                    }

                    \(o)func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
                        send(.endSwipe)
                    }

                    // MARK: Highlighting and selection

                    \(o)func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).selectable
                    }

                    \(o)func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
                        send(at: indexPath) { .highlight($0) }
                    }

                    \(o)func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
                        send(at: indexPath) { .unhighlight($0) }
                    }

                    \(o)func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                        row(at: indexPath).selectable ? indexPath : nil
                    }

                    \(o)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        send(at: indexPath) { .select($0) }
                    }

                    /// A selected row is deselected, except that a second tap on a selected row without
                    /// `multipleSelection` (which UIKit, allowing several selected rows, would deselect)
                    /// selects it again, as the reducer's `select` says: its action fires again.
                    \(o)func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
                        guard let id = rowID(at: indexPath), state.selection.contains(id) else { return nil }
                        guard tableView.allowsMultipleSelection, !row(at: indexPath).multipleSelection else { return indexPath }
                        send(.select(id))
                        return nil
                    }

                    \(o)func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                        send(at: indexPath) { .deselect($0) }
                    }

                    \(o)func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                        send(at: indexPath) { .accessory($0) }
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
                    ) -> Bool {
                        row(at: indexPath).multipleSelection
                    }

                    \(o)func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
                        send(at: indexPath) { .beginMultipleSelection($0) }
                    }

                    \(o)func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
                        send(.endMultipleSelection)
                    }

            """)
        dataSourceGestures()
    }
}
