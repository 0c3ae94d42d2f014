// The self-test's data source and delegate that records every callback (main.swift).
import UIKit

/// Sections of row texts as a data source, delegate and prefetch data source that logs the
/// calls the gestures make ("willSelect 0.1"), with knobs for its answers. Commit deletes or
/// inserts a row and moves move it, in the data (`changesData`) and the table (`tellsTable`).
@MainActor final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var sections: [[String]]
    var log: [String] = []
    var highlights = true
    var willSelect: (IndexPath) -> IndexPath? = { $0 }
    var willDeselect: (IndexPath) -> IndexPath? = { $0 }
    var canEdit = true
    var canMove = true
    var style = UITableViewCell.EditingStyle.delete
    var changesData = true
    var tellsTable = true
    var target: (IndexPath, IndexPath) -> IndexPath = { $1 }
    var trailing: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }
    var menu: (IndexPath) -> UIContextMenuConfiguration? = { _ in nil }
    var accessories: [String: UITableViewCell.AccessoryType] = [:]
    var beginsMultipleSelection = false

    init(_ sections: [[String]]) {
        self.sections = sections
        super.init()
    }

    func note(_ what: String, _ path: IndexPath?) { log.append("\(what) \(path.map { "\($0.section).\($0.row)" } ?? "nil")") }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = accessories[content.text ?? ""] ?? .none
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        note("commit \(editingStyle == .delete ? "delete" : "insert")", indexPath)
        if editingStyle == .delete {
            if changesData { sections[indexPath.section].remove(at: indexPath.row) }
            if tellsTable { tableView.deleteRows(at: [indexPath], with: .automatic) }
        } else {
            let added = IndexPath(row: indexPath.row + 1, section: indexPath.section)
            if changesData { sections[added.section].insert("+", at: added.row) }
            if tellsTable { tableView.insertRows(at: [added], with: .automatic) }
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        note("move \(sourceIndexPath.section).\(sourceIndexPath.row) to", destinationIndexPath)
        guard changesData else { return }
        sections[destinationIndexPath.section].insert(sections[sourceIndexPath.section].remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { note("shouldHighlight", indexPath); return highlights }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { note("didHighlight", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { note("didUnhighlight", indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { note("willSelect", indexPath); return willSelect(indexPath) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { note("didSelect", indexPath) }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { note("willDeselect", indexPath); return willDeselect(indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { note("didDeselect", indexPath) }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { note("accessory", indexPath) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { note("willBeginEditing", indexPath) }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { note("didEndEditing", indexPath) }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        note("target", proposedDestinationIndexPath)
        return target(sourceIndexPath, proposedDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing(indexPath)
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        note("contextMenu", indexPath)
        return menu(indexPath)
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        note("willDisplay \((cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?") at", indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        note("didEndDisplaying \((cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?") at", indexPath)
    }
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        note("shouldBeginMultipleSelection", indexPath)
        return beginsMultipleSelection
    }
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) { note("didBeginMultipleSelection", indexPath) }
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { log.append("didEndMultipleSelection") }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { log.append("prefetch \(indexPaths.map { "\($0.section).\($0.row)" })") }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log.append("cancelPrefetch \(indexPaths.map { "\($0.section).\($0.row)" })")
    }
}

/// A delegate that implements nothing: UIKit's defaults.
@MainActor final class BareDelegate: NSObject, UITableViewDelegate {}

final class SubtitleCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: .subtitle, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { fatalError("not used") }
}
