// Plays action scripts on the generated `DataSource` (type `Screen`) the way a user would,
// through the behavioural UIKit stand-in's gestures: taps, the info button, the editing
// control, drags, swipes, context menus, display and prefetching (`standIn…`), each of which
// calls the data source's delegate methods as UIKit does. The scripts are `scripts`, written
// by the test (`Scripts.swift`) from the same files it gives `tablectl simulate`.
// (UIKitSimulateTests.)
//
// Prints, per script `n`, one `S n i accepted section index effects` line per action (the
// step the data source sent the reducer for it; `refused` when UIKit offered no gesture for
// it, as when the row is gone or has no info button), `F n section: rows` per final
// section, `L n selection` and `U n reason` for everything UIKit would raise; then `done`.
import TableSpecRuntime
import UIKit

@MainActor
func play(_ script: [TableState.Action], number n: Int) {
    UITableView.inconsistencyHandler = { print("U \(n) \($0)") }
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ProfileCell")
    let source = Screen.DataSource()
    source.attach(to: tableView)
    var steps: [(TableState.Action, TableState.Step)] = []
    source.onStep = { steps.append(($0, $1)) }
    var effects: [String] = []
    source.onAction = { effect, _ in effects.append(describe(effect)) }

    func path(_ id: String) -> IndexPath? {
        for (s, section) in source.sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.id == id }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }
    func editing(_ on: Bool) { if tableView.isEditing != on { tableView.setEditing(on, animated: false) } }

    for (i, action) in script.enumerated() {
        let first = steps.count
        effects = []
        var stayed: TableState.Destination?   // a drag UIKit ended where it started: no moveRowAt
        switch action {
        case .select(let id):
            guard let at = path(id) else { break }
            editing(false)
            if tableView.indexPathsForSelectedRows?.contains(at) == true, source.row(at: at).multipleSelection {
                // A tap would toggle a multipleSelection row off (the script's deselect): ask the delegate.
                source.tableView(tableView, didSelectRowAt: at)
            } else {
                tableView.standInTap(at: at)   // on a selected row: willDeselectRowAt selects it again
            }
        case .deselect(let id):
            guard let at = path(id) else { break }
            editing(false)
            if tableView.allowsMultipleSelection, tableView.indexPathsForSelectedRows?.contains(at) == true,
               source.row(at: at).multipleSelection {
                tableView.standInTap(at: at)   // a second tap deselects a multipleSelection row
            } else {   // UIKit has no gesture for it (a second tap selects the row again): the delegate
                source.tableView(tableView, didDeselectRowAt: at)
            }
        case .accessory(let id):
            guard let at = path(id) else { break }
            editing(false)
            tableView.standInTapAccessory(at: at)
        case .delete(let id):
            guard let at = path(id), source.row(at: at).editing?.canEdit == true else { break }
            if let button = source.row(at: at).swipeDeleteAction {
                // The row's trailing actions replace the Delete button (in editing mode too): its
                // delete is the one with `role: delete`.
                editing(false)
                if let configuration = tableView.standInSwipe(at: at, edge: .trailing),
                   let index = source.row(at: at).trailingSwipeActions.firstIndex(of: button) {
                    tableView.standInPerformSwipeAction(index, of: configuration, at: at)
                }
            } else {
                editing(true)
                if tableView.tableView(editingStyleAt: at) == .delete { tableView.standInCommitEditing(at: at) }
            }
        case .insert(let at, let row):
            guard let place = path(at) else { break }
            source.makeInsertedRow = { _ in row }
            editing(true)
            if tableView.tableView(editingStyleAt: place) == .insert { tableView.standInCommitEditing(at: place) }
        case .move(let id, let to):
            guard let from = path(id), let section = source.sections.firstIndex(where: { $0.id == to.section }) else { break }
            editing(true)
            // UIKit proposes only places a row can be dropped: past the end is the end.
            let last = source.sections[section].rows.count - (section == from.section ? 1 : 0)
            if let end = tableView.standInDrag(from: from, to: IndexPath(row: min(to.index, last), section: section)), end == from {
                stayed = TableState.Destination(section: source.sections[end.section].id, index: end.row)
            }
        case .swipe(let id, let actionID):
            guard let at = path(id) else { break }
            editing(false)
            for edge in [UITableView.StandInSwipeEdge.leading, .trailing] {
                let actions = edge == .leading ? source.row(at: at).swipe?.leading : source.row(at: at).swipe?.trailing
                guard let index = actions?.firstIndex(where: { $0.id == actionID }) else { continue }
                if let configuration = tableView.standInSwipe(at: at, edge: edge) {
                    tableView.standInPerformSwipeAction(index, of: configuration, at: at)
                }
            }
        case .menu(let id, let item):
            guard let at = path(id) else { break }
            editing(false)
            _ = tableView.standInContextMenu(at: at)?.standInPerformMenuAction(identifier: UIAction.Identifier(item))
        case .highlight(let id):
            if let at = path(id), source.tableView(tableView, shouldHighlightRowAt: at) { source.tableView(tableView, didHighlightRowAt: at) }
        case .unhighlight(let id):
            if let at = path(id) { source.tableView(tableView, didUnhighlightRowAt: at) }
        case .display(let id):
            if let at = path(id) { tableView.standInDisplay(at: at) }
        case .endDisplay(let id):
            if let at = path(id) { tableView.standInEndDisplay(at: at) }
        case .prefetch(let ids):
            tableView.standInPrefetch(ids.compactMap(path))
        case .cancelPrefetch(let ids):
            tableView.standInCancelPrefetch(ids.compactMap(path))
        case .setEditing(let on):
            source.setEditing(on, animated: false)
        case .beginSwipe(let id):
            if let at = path(id) {
                editing(false)
                tableView.standInSwipe(at: at, edge: .leading) ?? tableView.standInSwipe(at: at, edge: .trailing)
            }
        case .endSwipe:
            source.tableView(tableView, didEndEditingRowAt: nil)
        case .beginMultipleSelection(let id):
            if let at = path(id) { source.tableView(tableView, didBeginMultipleSelectionInteractionAt: at) }
        case .endMultipleSelection:
            source.tableViewDidEndMultipleSelectionInteraction(tableView)
        case .toggle(let id):
            // The user flips the row's switch; a row without one offers no gesture.
            if let at = path(id), let control = tableView.cellForRow(at: at)?.accessoryView as? UISwitch {
                editing(false)
                control.standInFlip()
            }
        case .choose(let id):
            // A tap on a row of a choice group chooses it; a row in no group offers no gesture.
            if let at = path(id), source.row(at: at).choice != nil {
                editing(false)
                tableView.standInTap(at: at)
            }
        }
        // The step the data source sent for this action (a tap also sends highlights).
        let sent = steps[first...].first { $0.0 == action || sameKind($0.0, action) }
        let step = sent?.1
        let destination = (step?.destination ?? stayed).map { "\($0.section) \($0.index)" } ?? "- -"
        let accepted = step?.accepted == true || (sent == nil && stayed != nil)
        print("S \(n) \(i) \(accepted ? "accepted" : "refused") \(destination) \(effects.joined(separator: ","))")
    }
    for section in source.sections {
        print("F \(n) \(section.id): \(section.rows.map(\.id).joined(separator: " "))")
    }
    print("L \(n) \(source.state.selection.joined(separator: " "))")
    // The table view's own rows agree with the data source's.
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    if counts != source.sections.map(\.rows.count) { print("U \(n) table view rows \(counts), data source \(source.sections.map(\.rows.count))") }
}

/// A move or insert the data source sent with the destination or row UIKit gave it, or the
/// swipe action that is a row's delete.
func sameKind(_ a: TableState.Action, _ b: TableState.Action) -> Bool {
    switch (a, b) {
    case (.move(let x, _), .move(let y, _)): return x == y
    case (.insert(let x, let r), .insert(let y, let s)): return x == y && r.id == s.id
    case (.swipe(let x, _), .delete(let y)): return x == y   // the row's delete is a swipe action
    case (.select(let x), .choose(let y)): return x == y   // a tap on a choice row chooses it
    default: return false
    }
}

func describe(_ effect: Screen.Effect) -> String {
    switch effect.action {
    case .navigate(let screen): return "navigate:\(screen)"
    case .url(let url): return "url:\(url)"
    case .emit(let event): return "emit:\(event)"
    }
}

extension UITableView {
    /// The editing control the data source gives the row.
    func tableView(editingStyleAt path: IndexPath) -> UITableViewCell.EditingStyle {
        delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    }
}

for (n, script) in scripts.enumerated() { play(script, number: n) }
print("done")
