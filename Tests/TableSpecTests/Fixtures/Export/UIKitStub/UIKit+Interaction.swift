// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Interaction state

/// What the user is in the middle of.
struct InteractionState {
    /// The row swiped open and the actions it shows.
    var swipe: OpenSwipe?
    /// Whether a two-finger pan is selecting rows.
    var multipleSelection = false
    /// The row the user is dragging by its reorder control, not yet dropped.
    var drag: RowToken?
}

struct OpenSwipe {
    let row: RowToken
    let configuration: UISwipeActionsConfiguration
}

// MARK: - Editing, reordering, swipes, context menus, display, prefetching

/// The user's gestures, as stand-in-only methods a test calls. Each consults the data source
/// and delegate in UIKit's order; a row the table does not have raises (the test's mistake).
/// After the app's code has run, the table view checks its rows against the data source
/// (``checkConsistency(after:)``), so a data source that changed without telling the table
/// raises at once, with the message UIKit raises at the table's next update. Cost: what the
/// app's code does, plus that check (one count per section); nothing is laid out or animated.
extension UITableView {
    /// Stand-in only: the edge of a row a swipe reveals.
    public enum StandInSwipeEdge: Sendable { case leading, trailing }

    // MARK: Editing control

    /// Stand-in only: the user taps the row's editing control (editing mode), as UIKit:
    /// 1. There is none, and nil is returned, unless the table is in editing mode (not merely
    ///    a row swiped open), ``allowsMultipleSelectionDuringEditing`` is false (UIKit then
    ///    shows selection circles and "doesn't query for editing styles") and the data
    ///    source's `canEditRowAt` is true.
    /// 2. `editingStyleForRowAt` (UIKit's default `.delete`); `.none`: no control, nil.
    /// 3. `.insert`: the green plus calls the data source's `commit(.insert, forRowAt:)`.
    ///    `.delete`: the red minus reveals the row's trailing swipe actions: the delegate's
    ///    `trailingSwipeActionsConfigurationForRowAt`, or when it answers nil UIKit's Delete
    ///    button (titled by `titleForDeleteConfirmationButtonForRowAt`, "Delete" by default).
    ///    The stand-in taps Delete: `commit(.delete, forRowAt:)`. When the delegate gives its
    ///    own actions, UIKit shows those and no Delete button: nothing is committed and nil is
    ///    returned (leave editing mode and use ``standInSwipe(at:edge:)`` to choose one).
    /// The data source is expected to change its rows and tell the table
    /// (`deleteRows`/`insertRows`, in or out of `performBatchUpdates`); then the table checks
    /// its rows against the data source and raises on a mismatch. Returns the style committed.
    @discardableResult
    public func standInCommitEditing(at indexPath: IndexPath) -> UITableViewCell.EditingStyle? {
        guard requireRow(indexPath, "tap the editing control of"), isInEditingMode, !allowsMultipleSelectionDuringEditing,
              let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        let style = editingStyle(at: indexPath)
        switch style {
        case .none:
            return nil
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            guard delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) == nil else { return nil }
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        }
        checkConsistency(after: "tableView(_:commit:forRowAt:) with .\(style) for \(Self.describe(indexPath))")
        return style
    }

    // MARK: Reordering

    /// Stand-in only: the user drags the row by its reorder control and drops it at
    /// `proposed`, as UIKit:
    /// 1. There is no reorder control, and nil is returned, unless the table is in editing
    ///    mode and the data source's `canMoveRowAt` is true for the row.
    /// 2. `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` (UIKit asks it again and
    ///    again as the row travels; asking once with where it is dropped is what decides
    ///    where it lands, which is all a data source can observe).
    /// 3. The table moves its own row there (UIKit moved the cell itself: it does not ask for
    ///    the cell again), with its selection.
    /// 4. If the row moved, the data source's `moveRowAt:to:` with the source and the target
    ///    (index paths in the table before the move and after it).
    /// 5. The table checks its rows against the data source (raises on a mismatch).
    /// A target where the row cannot go (a section the table does not have, a row beyond
    /// the end of its section without the row) raises, from `proposed` as from the delegate,
    /// and nothing moves. Returns where the row ended.
    @discardableResult
    public func standInDrag(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard standInBeginDrag(from: source) else { return nil }
        return standInDrop(at: proposed)
    }

    /// Whether the table shows changes its data source has not been told of yet: a row being
    /// dragged by its reorder control (a reorder, or drop placeholders, in UIKit). Reloading or updating the table meanwhile is refused here (see
    /// ``standInBeginDrag(from:)``).
    public var hasUncommittedUpdates: Bool { interaction.drag != nil }

    /// Stand-in only: the user picks up the row by its reorder control and holds it (step 1
    /// of ``standInDrag(from:to:)``): until ``standInDrop(at:)``, ``hasUncommittedUpdates`` is
    /// true, and a `reloadData()` or batch update raises (UIKit's documentation of
    /// `hasUncommittedUpdates`, paraphrased: the table view's appearance then holds changes its
    /// data source does not reflect, a reorder or drop placeholders, and reloading discards
    /// them; apps check the property and wait). Returns whether the drag began.
    @discardableResult
    public func standInBeginDrag(from source: IndexPath) -> Bool {
        guard requireRow(source, "drag"), isInEditingMode, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else {
            return false
        }
        interaction.drag = sections[source.section].rows[source.row].token
        return true
    }

    /// Stand-in only: the user drops the row ``standInBeginDrag(from:)`` picked up at
    /// `proposed` (steps 2 to 5 of ``standInDrag(from:to:)``); the drag is over when the data
    /// source's `moveRowAt:to:` has returned. Nil without a drag.
    @discardableResult
    public func standInDrop(at proposed: IndexPath) -> IndexPath? {
        guard let token = interaction.drag, let source = indexPath(of: token), let dataSource else {
            interaction.drag = nil
            return nil
        }
        defer { interaction.drag = nil }
        if let problem = moveProblem(from: source, to: proposed) {
            raise("stand-in: cannot drop the row at \(Self.describe(source)) at \(Self.describe(proposed)): \(problem)")
            return nil
        }
        let target = ask({ $0.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) }, default: proposed)
        if let problem = moveProblem(from: source, to: target) {
            raise("Invalid target index path \(Self.describe(target)) for moving the row at \(Self.describe(source)), returned by "
                  + "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:): \(problem)")
            return nil
        }
        let row = sections[source.section].rows.remove(at: source.row)
        sections[target.section].rows.insert(row, at: target.row)
        if target != source { dataSource.tableView(self, moveRowAt: source, to: target) }
        checkConsistency(after: "tableView(_:moveRowAt:to:) from \(Self.describe(source)) to \(Self.describe(target))")
        return target
    }

    /// Why the row at `source` cannot be moved to `target`; nil when it can.
    func moveProblem(from source: IndexPath, to target: IndexPath) -> String? {
        guard target.count == 2 else { return "an index path of length \(target.count)" }
        guard sections.indices.contains(target.section) else {
            return "section \(target.section) is out of bounds (the table view has \(sections.count) sections)"
        }
        let last = sections[target.section].rows.count - (target.section == source.section ? 1 : 0)
        guard (0...last).contains(target.row) else {
            return "row \(target.row) is out of bounds (a row moved into section \(target.section) can go to rows 0 to \(last))"
        }
        return nil
    }

    // MARK: Swipes

    /// Stand-in only: the user swipes the row to reveal the actions of `edge`, as UIKit:
    /// 1. A row already swiped open closes (`didEndEditingRowAt`).
    /// 2. No actions (nil) in editing mode (the editing controls show instead: see
    ///    ``standInCommitEditing(at:)``), or when the data source's `canEditRowAt` is false.
    /// 3. The delegate's `leadingSwipeActionsConfigurationForRowAt` or
    ///    `trailingSwipeActionsConfigurationForRowAt`. Nil from the trailing one means UIKit's
    ///    default: a destructive Delete action that commits `.delete` (titled by
    ///    `titleForDeleteConfirmationButtonForRowAt`), when `editingStyleForRowAt` is `.delete`
    ///    (UIKit offers it only when the data source implements `commit(_:forRowAt:)`, which
    ///    the stand-in cannot tell: it assumes so). Nil from the leading one: no actions.
    /// 4. No actions (nil or an empty configuration): nothing is revealed, nil.
    /// 5. `willBeginEditingRowAt`, then the table is editing (`isEditing` true, "swipe to
    ///    delete" mode: the selection stays) until the swipe closes. Returns the configuration.
    /// Choose an action with ``standInPerformSwipeAction(_:of:at:)``; a tap on a row, another
    /// swipe or `setEditing` closes the swipe (`didEndEditingRowAt`).
    @discardableResult
    public func standInSwipe(at indexPath: IndexPath, edge: StandInSwipeEdge) -> UISwipeActionsConfiguration? {
        guard requireRow(indexPath, "swipe") else { return nil }
        endSwipe()
        guard !editing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
              let configuration = swipeConfiguration(edge, at: indexPath), !configuration.actions.isEmpty else { return nil }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        interaction.swipe = OpenSwipe(row: sections[indexPath.section].rows[indexPath.row].token, configuration: configuration)
        editing = true
        return configuration
    }

    /// Stand-in only: the user taps action `index` (0: outermost) of the configuration
    /// ``standInSwipe(at:edge:)`` revealed on the row at `indexPath`, still open. UIKit runs
    /// the action's handler with the action, the view that showed it and a completion. The
    /// first call of the completion closes the swipe: the table leaves swipe editing and
    /// calls `didEndEditingRowAt` with the row's index path then (nil when the row is gone);
    /// later calls are ignored. The table checks its rows against the data source after the
    /// handler returns and when the completion is called. Returns what the completion was
    /// called with, nil when the handler has not called it (the swipe then stays open until
    /// the completion is called or the swipe is closed). Another configuration, or one no
    /// longer open on that row, or an index out of range raises.
    @discardableResult
    public func standInPerformSwipeAction(_ index: Int, of configuration: UISwipeActionsConfiguration, at indexPath: IndexPath) -> Bool? {
        guard requireRow(indexPath, "perform a swipe action of") else { return nil }
        guard let swipe = interaction.swipe, swipe.configuration === configuration, swipe.row === sections[indexPath.section].rows[indexPath.row].token else {
            raise("stand-in: the swipe actions are not open on the row at \(Self.describe(indexPath)): swipe it with standInSwipe(at:edge:) first")
            return nil
        }
        guard configuration.actions.indices.contains(index) else {
            raise("stand-in: the swipe configuration has no action \(index) (it has \(configuration.actions.count))")
            return nil
        }
        let action = configuration.actions[index]
        var performed: Bool?
        let what = "the handler of the swipe action \"\(action.title ?? "")\""
        action.handler(action, UIView()) { [weak self] done in
            guard performed == nil else { return }
            performed = done
            guard let self else { return }
            if self.interaction.swipe?.configuration === configuration { self.endSwipe() }
            self.checkConsistency(after: what)
        }
        checkConsistency(after: what)
        return performed
    }

    /// The actions a swipe on `edge` reveals: the delegate's, or UIKit's default Delete.
    func swipeConfiguration(_ edge: StandInSwipeEdge, at path: IndexPath) -> UISwipeActionsConfiguration? {
        let answer = edge == .leading
            ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
        if let answer { return answer }
        guard edge == .trailing, editingStyle(at: path) == .delete else { return nil }
        let row = sections[path.section].rows[path.row].token
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let path = self.indexPath(of: row), let dataSource = self.dataSource else { return completion(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: path)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Closes the row swiped open, if any: the table leaves swipe editing, `didEndEditingRowAt`.
    func endSwipe() {
        guard let swipe = interaction.swipe else { return }
        interaction.swipe = nil
        editing = false
        delegate?.tableView(self, didEndEditingRowAt: indexPath(of: swipe.row))
    }

    func editingStyle(at path: IndexPath) -> UITableViewCell.EditingStyle {
        ask({ $0.tableView(self, editingStyleForRowAt: path) }, default: .delete)
    }

    // MARK: Context menus (iOS 13)

    /// Stand-in only: the user long-presses the row at `point` (the stand-in has no geometry:
    /// any point). A row swiped open closes first. UIKit asks the delegate's
    /// `contextMenuConfigurationForRowAt:point:`; nil: no menu. Otherwise it runs the
    /// configuration's action provider with the suggested actions (none here) and shows the
    /// menu it returns (nil: the suggested actions alone: no menu here). Returns the menu;
    /// choose an action with ``UIMenu/standInPerformMenuAction(titled:)``, after which the
    /// table checks its rows against the data source.
    public func standInContextMenu(at indexPath: IndexPath, point: CGPoint = .zero) -> UIMenu? {
        guard requireRow(indexPath, "long-press") else { return nil }
        endSwipe()
        guard let configuration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point) else { return nil }
        let menu = configuration.standInMenu()
        menu?.standInTableView = self
        return menu
    }

    // MARK: Display

    /// Stand-in only: the row scrolls into view: `willDisplay` with the cell the table holds
    /// for it. (The stand-in obtains every row's cell and calls neither on its own: a test
    /// says which rows appear.) Returns whether the delegate was called (false: no cell).
    @discardableResult
    public func standInDisplay(at indexPath: IndexPath) -> Bool {
        guard requireRow(indexPath, "display"), let cell = cellForRow(at: indexPath) else { return false }
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return true
    }

    /// Stand-in only: the row scrolls out of view: `didEndDisplaying` with the cell the table
    /// holds for it. Returns whether the delegate was called (false: no cell).
    @discardableResult
    public func standInEndDisplay(at indexPath: IndexPath) -> Bool {
        guard requireRow(indexPath, "end displaying"), let cell = cellForRow(at: indexPath) else { return false }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        return true
    }

    // MARK: Prefetching

    /// Stand-in only: the user scrolls towards these rows: the prefetch data source's
    /// `prefetchRowsAt` with them (UIKit passes rows the table has, nearest first). A row the
    /// table does not have raises and nothing is called.
    public func standInPrefetch(_ indexPaths: [IndexPath]) {
        guard indexPaths.allSatisfy({ requireRow($0, "prefetch") }) else { return }
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    /// Stand-in only: the user scrolls away from rows prefetched: `cancelPrefetchingForRowsAt`.
    public func standInCancelPrefetch(_ indexPaths: [IndexPath]) {
        guard indexPaths.allSatisfy({ requireRow($0, "cancel prefetching") }) else { return }
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    // MARK: Consistency

    /// Checks the sections and rows the table shows against the data source's counts, as an
    /// empty batch would (one `numberOfSections(in:)` and one `numberOfRowsInSection` per
    /// section); on a mismatch raises UIKit's "Invalid update: invalid number of …" message,
    /// which UIKit raises at the table's next update, and the table reloads. Nothing inside
    /// an open batch (its end checks) or before the table first loads.
    func checkConsistency(after what: String) {
        guard isLoaded, updateDepth == 0 else { return }
        do {
            _ = try plan(BatchUpdates())
        } catch {
            raise("\(error.reason) (stand-in: the data source changed without telling the table view, found after \(what))")
            load()
        }
    }
}
