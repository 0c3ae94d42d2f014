// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Selection

/// The table view's selection is a flag on each row it shows (``RowState``), so it follows
/// the rows: a batch keeps it on moved and reconfigured rows at their new index paths and
/// drops it with deleted and reloaded rows (UIKit deselects a reloaded row); `reloadData()`
/// and an invalid batch clear it; leaving or entering editing mode clears it. The cell of a
/// selected row has `isSelected` set. Reading the selection is a pass over every row.
extension UITableView {
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// The first selected row (in index path order); nil when none.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in index path order; nil (not empty) when none, as UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let rows = selectedRows
        return rows.isEmpty ? nil : rows
    }

    /// Selects the row, without telling the delegate (UIKit: no `willSelectRowAt` or
    /// `didSelectRowAt`). With single selection (in the current mode) the other rows are
    /// deselected, also silently; nil deselects every row. Nothing happens when selection is
    /// not allowed in the current mode (``allowsSelection``, ``allowsSelectionDuringEditing``).
    /// A row the table does not have raises (UIKit raises when it scrolls to it; with
    /// `.none` it may accept it: the stand-in is stricter). The stand-in does not scroll.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard hasRow(at: indexPath) else {
            let count = indexPath.count == 2 && sections.indices.contains(indexPath.section) ? sections[indexPath.section].rows.count : 0
            return raise("Attempted to select an out-of-bounds row at index path \(Self.describe(indexPath)) (section "
                         + "\(indexPath.section) has \(count) rows; the table view has \(sections.count) sections)")
        }
        guard selectionAllowed else { return }
        if !multipleSelectionAllowed {
            for path in selectedRows where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
    }

    // MARK: Taps

    /// Stand-in only: the user taps the row (not its accessory or editing control), as UIKit
    /// handles it:
    /// 1. A row swiped open closes instead (`didEndEditingRowAt`), and nothing else happens.
    /// 2. Nothing happens when selection is not allowed in the current mode: not editing,
    ///    ``allowsSelection``; editing, ``allowsSelectionDuringEditing`` or
    ///    ``allowsMultipleSelectionDuringEditing``.
    /// 3. `shouldHighlightRowAt`; false: nothing else (UIKit then neither selects).
    /// 4. Touch down: the cell highlights, `didHighlightRowAt`. Touch up: the cell
    ///    unhighlights, `didUnhighlightRowAt` (before the selection: "the cell is highlighted
    ///    and un-highlighted before it is selected or de-selected", Shopify/FunctionalTableData#202).
    /// 5. With multiple selection (``allowsMultipleSelection``, or
    ///    ``allowsMultipleSelectionDuringEditing`` when editing) a selected row is deselected:
    ///    `willDeselectRowAt` (nil: it stays selected; another index path: that row is
    ///    deselected), then `didDeselectRowAt`.
    /// 6. Otherwise `willSelectRowAt` (nil: nothing is selected; another index path: that row
    ///    is). With single selection the rows selected before are deselected first, each with
    ///    `willDeselectRowAt` (nil keeps it selected) and `didDeselectRowAt` (UIKit:
    ///    willDeselect "is only called if there is an existing selection when the user tries
    ///    to select a different row"; the order is willSelect(new), willDeselect(old),
    ///    didDeselect(old), didSelect(new)). Tapping the selected row again selects it again:
    ///    `willSelectRowAt` and `didSelectRowAt`, no deselection.
    /// 7. The row is selected (its cell's `isSelected` too), `didSelectRowAt`.
    /// Then the table checks its rows against the data source (see
    /// ``checkConsistency(after:)``). A row the table does not have raises.
    public func standInTap(at indexPath: IndexPath) {
        guard requireRow(indexPath, "tap") else { return }
        if interaction.swipe != nil { return endSwipe() }
        guard selectionAllowed, ask({ $0.tableView(self, shouldHighlightRowAt: indexPath) }, default: true) else { return }
        let cell = cellForRow(at: indexPath)
        cell?.isHighlighted = true
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        cell?.isHighlighted = false
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        if multipleSelectionAllowed && rowIsSelected(at: indexPath) {
            userDeselect(indexPath)
        } else if let target = ask({ $0.tableView(self, willSelectRowAt: indexPath) }, default: indexPath) {
            guard hasRow(at: target) else {
                return raise("stand-in: tableView(_:willSelectRowAt:) returned \(Self.describe(target)), a row the table view does not have")
            }
            if !multipleSelectionAllowed {
                for old in selectedRows where old != target { userDeselect(old) }
            }
            if hasRow(at: target) { setSelected(true, at: target) }
            delegate?.tableView(self, didSelectRowAt: target)
        }
        checkConsistency(after: "a tap on the row at \(Self.describe(indexPath))")
    }

    /// Stand-in only: the user taps the row's accessory button. UIKit shows one, and calls
    /// `accessoryButtonTappedForRowWith`, only for the accessory types `.detailButton` and
    /// `.detailDisclosureButton` (the cell's `accessoryType`, or its `editingAccessoryType`
    /// in editing mode, of the cell the table holds); no selection callbacks. Returns whether
    /// the delegate was called. A row the table does not have raises.
    @discardableResult
    public func standInTapAccessory(at indexPath: IndexPath) -> Bool {
        guard requireRow(indexPath, "tap the accessory of"), let cell = cellForRow(at: indexPath) else { return false }
        let type = isInEditingMode ? cell.editingAccessoryType : cell.accessoryType
        guard type == .detailButton || type == .detailDisclosureButton else { return false }
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        checkConsistency(after: "tableView(_:accessoryButtonTappedForRowWith:) for \(Self.describe(indexPath))")
        return true
    }

    // MARK: Multiple selection with a two-finger pan (iOS 13)

    /// Stand-in only: the user starts a two-finger pan on the row. UIKit recognizes it only
    /// when ``allowsMultipleSelectionDuringEditing`` is true, then asks
    /// `shouldBeginMultipleSelectionInteractionAt` ("before it sets isEditing to true"); if
    /// true, enters editing mode when the table is not in it (`setEditing(true, animated: true)`,
    /// which clears the selection), then `didBeginMultipleSelectionInteractionAt`. Returns
    /// whether the interaction began. The rows the pan crosses are selected as taps select
    /// them: drive them with ``standInTap(at:)``; end with ``standInEndMultipleSelection()``.
    @discardableResult
    public func standInBeginMultipleSelection(at indexPath: IndexPath) -> Bool {
        guard requireRow(indexPath, "begin a two-finger pan on"), allowsMultipleSelectionDuringEditing,
              ask({ $0.tableView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) }, default: false) else { return false }
        if !isEditing { setEditing(true, animated: true) }
        interaction.multipleSelection = true
        delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: indexPath)
        return true
    }

    /// Stand-in only: the user lifts the fingers of the pan ``standInBeginMultipleSelection(at:)``
    /// began: `tableViewDidEndMultipleSelectionInteraction`. The table stays in editing mode
    /// (leaving it is the app's business). Nothing when no pan began.
    public func standInEndMultipleSelection() {
        guard interaction.multipleSelection else { return }
        interaction.multipleSelection = false
        delegate?.tableViewDidEndMultipleSelectionInteraction(self)
    }

    // MARK: Helpers

    /// The delegate's answer, or UIKit's default without a delegate.
    func ask<T>(_ question: (UITableViewDelegate) -> T, default value: T) -> T { delegate.map(question) ?? value }

    /// Editing mode proper: editing, and not because a row is swiped open.
    var isInEditingMode: Bool { editing && interaction.swipe == nil }

    /// Whether a tap selects in the current mode.
    var selectionAllowed: Bool {
        isInEditingMode ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether selecting a row keeps the others selected, in the current mode.
    var multipleSelectionAllowed: Bool { isInEditingMode ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// The selected rows in index path order (loading the table if it never was).
    var selectedRows: [IndexPath] {
        loadIfNeeded()
        return sections.indices.flatMap { s in
            sections[s].rows.indices.filter { sections[s].rows[$0].isSelected }.map { IndexPath(row: $0, section: s) }
        }
    }

    func hasRow(at path: IndexPath) -> Bool {
        loadIfNeeded()
        return path.count == 2 && sections.indices.contains(path.section) && sections[path.section].rows.indices.contains(path.row)
    }

    /// Whether the row exists; raises (a test's mistake) when it does not.
    func requireRow(_ path: IndexPath, _ verb: String) -> Bool {
        if hasRow(at: path) { return true }
        raise("stand-in: cannot \(verb) the row at \(Self.describe(path)): the table view has no such row")
        return false
    }

    func rowIsSelected(at path: IndexPath) -> Bool { sections[path.section].rows[path.row].isSelected }

    /// Marks the row and its cell (the path must exist).
    func setSelected(_ selected: Bool, at path: IndexPath) {
        sections[path.section].rows[path.row].isSelected = selected
        sections[path.section].rows[path.row].cell?.isSelected = selected
    }

    func deselectAll() { selectedRows.forEach { setSelected(false, at: $0) } }

    /// A deselection by the user: `willDeselectRowAt` (nil keeps the row selected), the row
    /// it answers deselected, `didDeselectRowAt`.
    func userDeselect(_ path: IndexPath) {
        guard let target = ask({ $0.tableView(self, willDeselectRowAt: path) }, default: path) else { return }
        guard hasRow(at: target) else {
            return raise("stand-in: tableView(_:willDeselectRowAt:) returned \(Self.describe(target)), a row the table view does not have")
        }
        setSelected(false, at: target)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    /// The index path of the row with this identity, nil when the table no longer shows it.
    func indexPath(of token: RowToken) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.token === token }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }
}
