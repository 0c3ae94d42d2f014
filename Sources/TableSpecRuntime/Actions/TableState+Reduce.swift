extension TableState {
    /// Applies `action` to `state` and says what it did: the one implementation of
    /// `docs/simulate.md`'s semantics. A refused action leaves `state` unchanged and gives
    /// the reason, as does an action naming a row that is not in the table.
    ///
    /// Cost: O(rows of its section) to find a row, and for a delete, insert or move the
    /// shift of the rows after it; the changes are worked out without diffing, O(1).
    public static func reduce(into state: inout TableState, action: Action) -> Step {
        switch action {
        case .select(let id): return state.select(id)
        case .deselect(let id):
            guard state.contains(id) else { return .refused(missing(id)) }
            guard state.selection.contains(id) else { return .refused("row '\(id)' is not selected") }
            state.selection.removeAll { $0 == id }
            return .accepted()
        case .accessory(let id):
            guard let row = state.row(id) else { return .refused(missing(id)) }
            guard row.accessory.hasDetailButton else {
                return .refused("row '\(id)' has no info button (its accessory is \(row.accessory.rawValue))")
            }
            return .accepted(effects: row.accessoryAction.map { [$0] } ?? [])
        case .delete(let id):
            // A row whose delete is one of its swipe actions is deleted by that button.
            guard let button = state.row(id)?.swipeDeleteAction else { return state.delete(id) }
            return state.perform(button, on: id)
        case .insert(let at, let row): return state.insert(row, before: at)
        case .move(let id, let proposed): return state.move(id, to: proposed)
        case .swipe(let id, let actionID):
            guard let row = state.row(id) else { return .refused(missing(id)) }
            guard row.isSwipeable else { return .refused(unswipeable(id)) }
            let actions = (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? [])
            guard let swiped = actions.first(where: { $0.id == actionID }) else {
                return .refused("row '\(id)' has no swipe action '\(actionID)'")
            }
            return state.perform(swiped, on: id)
        case .menu(let id, let itemID):
            guard let row = state.row(id) else { return .refused(missing(id)) }
            guard !row.contextMenu.isEmpty else { return .refused("row '\(id)' shows no context menu") }
            guard let item = row.contextMenu.first(where: { $0.id == itemID }) else {
                return .refused("row '\(id)' has no menu item '\(itemID)'")
            }
            return state.perform(item, on: id)
        case .highlight(let id):
            guard let row = state.row(id) else { return .refused(missing(id)) }
            guard row.selectable else { return .refused("row '\(id)' is not selectable") }
            state.highlighted = id
            return .accepted()
        case .unhighlight(let id):
            guard state.highlighted == id else { return .refused("row '\(id)' is not highlighted") }
            state.highlighted = nil
            return .accepted()
        case .display(let id):
            guard state.contains(id) else { return .refused(missing(id)) }
            state.visibleRows.insert(id)
            return .accepted()
        case .endDisplay(let id):
            guard state.visibleRows.remove(id) != nil else { return .refused("row '\(id)' is not on screen") }
            return .accepted()
        case .prefetch(let ids):
            if let absent = ids.first(where: { !state.contains($0) }) { return .refused(missing(absent)) }
            state.prefetchedRows.formUnion(ids)
            return .accepted()
        case .cancelPrefetch(let ids):
            state.prefetchedRows.subtract(ids)
            return .accepted()
        case .setEditing(let editing):
            state.isEditing = editing
            if editing { state.swipedRow = nil }
            return .accepted()
        case .beginSwipe(let id):
            guard let row = state.row(id) else { return .refused(missing(id)) }
            guard row.isSwipeable else { return .refused(unswipeable(id)) }
            state.swipedRow = id
            return .accepted()
        case .endSwipe:
            state.swipedRow = nil
            return .accepted()
        case .beginMultipleSelection(let id):
            guard let row = state.row(id) else { return .refused(missing(id)) }
            guard row.multipleSelection else { return .refused("row '\(id)' does not begin a multiple selection") }
            state.isSelectingMultiple = true
            return .accepted()
        case .endMultipleSelection:
            state.isSelectingMultiple = false
            return .accepted()
        case .toggle(let id): return state.toggle(id)
        case .choose(let id): return state.choose(id)
        }
    }

    /// Applies `action` to this state (``reduce(into:action:)``).
    @discardableResult
    public mutating func send(_ action: Action) -> Step {
        Self.reduce(into: &self, action: action)
    }

    static func missing(_ id: String) -> String { "row '\(id)' is not in the table" }

    static func unswipeable(_ id: String) -> String { "row '\(id)' cannot be edited, so it cannot be swiped" }

    private mutating func select(_ id: String) -> Step {
        guard let row = row(id) else { return .refused(Self.missing(id)) }
        guard row.selectable else { return .refused("row '\(id)' is not selectable") }
        if row.choice != nil, !row.multipleSelection {
            // A tap on a row of a choice group chooses it, and the row is deselected (Settings).
            selection = []
            return choose(id)
        }
        if row.multipleSelection {
            if !selection.contains(id) { selection.append(id) }
        } else {
            // One row selected at a time; a row that does not keep its selection (a button) is
            // deselected as soon as it fires.
            selection = row.keepsSelection ? [id] : []
        }
        // A switch row's action belongs to its switch (`.toggle`), not to a tap on the row.
        return .accepted(effects: row.isSwitch ? [] : row.action.map { [$0] } ?? [])
    }

    /// A swipe action's or menu item's button on row `id`: its action as the effect, and
    /// with the ``SwipeActionRole/delete`` role the row deleted as `.delete` deletes it (both
    /// refused when the row cannot be deleted). O(rows of its section).
    private mutating func perform(_ button: SwipeAction, on id: String) -> Step {
        var step = button.role == .delete ? delete(id) : .accepted()
        if step.accepted { step.effects = button.action.map { [$0] } ?? [] }
        return step
    }

    private mutating func delete(_ id: String) -> Step {
        guard let path = indexPath(ofRow: id) else { return .refused(Self.missing(id)) }
        if let refusal = refusal(editing: path, with: .delete) { return .refused(refusal) }
        let row = removeRow(at: path)
        var changes = RowChanges()
        changes.deleted = [RowDelete(id: row.id, sectionID: table.sections[path.section].id, at: path)]
        return .accepted(changes: changes)
    }

    private mutating func insert(_ new: Row, before id: String) -> Step {
        guard let path = indexPath(ofRow: id) else { return .refused(Self.missing(id)) }
        if let refusal = refusal(editing: path, with: .insert) { return .refused(refusal) }
        guard indexPath(ofRow: new.id) == nil else { return .refused("row id '\(new.id)' is already in the table") }
        insert(new, at: path)
        var changes = RowChanges()
        changes.inserted = [RowInsert(id: new.id, sectionID: table.sections[path.section].id, at: path)]
        return .accepted(changes: changes)
    }

    private mutating func move(_ id: String, to proposed: Destination) -> Step {
        guard let source = indexPath(ofRow: id) else { return .refused(Self.missing(id), proposed: proposed) }
        guard table.sections[source.section].rows[source.row].editing?.canMove == true else {
            return .refused("row '\(id)' cannot be moved (editing.canMove is false)", proposed: proposed)
        }
        guard let proposedSection = section(proposed.section),
              let destination = target(forMovingRowAt: source, to: TableIndexPath(section: proposedSection, row: proposed.index))
        else {
            return .refused("section '\(proposed.section)' is not in the table", proposed: proposed)
        }
        let moved = table.sections[source.section].rows.remove(at: source.row)
        insert(moved, at: destination)
        var step = Step.accepted(changes: movement(of: moved.id, from: source, to: destination))
        (step.proposed, step.destination) = (proposed, Destination(section: table.sections[destination.section].id, index: destination.row))
        return step
    }

    /// The changes ``TableDiff`` reports for one row moved from `source` to `destination`
    /// (the table already after the move), worked out without diffing. Every other row keeps
    /// its order, so the diff's minimal moves are this row's alone, except for a swap with
    /// its neighbour: a row moved one place down is reported as its neighbour moved one
    /// place up, since the diff keeps the later of two equally long runs in order (its
    /// `LongestIncreasingSubsequence`). Tests and the fuzz target compare this with the
    /// diff. O(1).
    func movement(of id: String, from source: TableIndexPath, to destination: TableIndexPath) -> RowChanges {
        var changes = RowChanges()
        guard source != destination else { return changes }
        var (id, from, to) = (id, source, destination)
        if source.section == destination.section, destination.row == source.row + 1 {
            id = table.sections[source.section].rows[source.row].id
            (from, to) = (destination, source)
        }
        let sections = table.sections
        changes.moved = [RowMove(
            id: id, fromSectionID: sections[from.section].id, from: from, toSectionID: sections[to.section].id, to: to)]
        return changes
    }

    /// Why the row at `path` cannot commit an edit of `style` (it cannot be edited, or its
    /// editing style is another); nil when it can. O(1).
    private func refusal(editing path: TableIndexPath, with style: EditingStyle) -> String? {
        let row = table.sections[path.section].rows[path.row]
        guard let editing = row.editing, editing.canEdit else { return "row '\(row.id)' cannot be edited (editing.canEdit is false)" }
        guard editing.style == style else {
            return "row '\(row.id)' has editing style \(editing.style.rawValue), not \(style.rawValue)"
        }
        return nil
    }
}
