// The self-test's gestures: taps and selection, the info button, the editing control, drags.
import UIKit

extension SelfTest {
    /// A loaded table over `data` whose data source, delegate and prefetch data source is a
    /// new recorder.
    func makeRecorded(_ data: [[String]]) -> (UITableView, Recorder) {
        let recorder = Recorder(data)
        recorders.append(recorder)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = recorder
        table.delegate = recorder
        table.prefetchDataSource = recorder
        table.reloadData()
        return (table, recorder)
    }

    func at(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }

    /// The rows whose cells are selected, to compare with `indexPathsForSelectedRows`.
    func selectedCells(_ table: UITableView) -> [IndexPath] {
        (0..<table.numberOfSections).flatMap { s in
            (0..<table.numberOfRows(inSection: s)).map { at(s, $0) }.filter { table.cellForRow(at: $0)?.isSelected == true }
        }
    }

    func selection() {
        let (table, recorder) = makeRecorded([["a", "b", "c", "d"]])
        raised = []
        table.standInTap(at: at(0, 0))
        expect("tap: highlight, unhighlight, then select",
               recorder.log == ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0", "willSelect 0.0", "didSelect 0.0"]
                   && table.indexPathsForSelectedRows == [at(0, 0)] && selectedCells(table) == [at(0, 0)], "\(recorder.log)")
        recorder.log = []
        table.standInTap(at: at(0, 2))
        expect("tap, single selection: the selected row is deselected through the delegate",
               recorder.log == ["shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2", "willDeselect 0.0",
                                "didDeselect 0.0", "didSelect 0.2"] && table.indexPathForSelectedRow == at(0, 2) && selectedCells(table) == [at(0, 2)],
               "\(recorder.log)")
        recorder.log = []
        table.standInTap(at: at(0, 2))
        expect("tap on the selected row, single selection: selected again, nothing deselected",
               recorder.log.suffix(2) == ["willSelect 0.2", "didSelect 0.2"] && table.indexPathsForSelectedRows == [at(0, 2)], "\(recorder.log)")

        table.allowsMultipleSelection = true
        table.standInTap(at: at(0, 0))
        recorder.log = []
        table.standInTap(at: at(0, 2))
        expect("tap, multiple selection: a selected row is deselected, the others stay",
               recorder.log.suffix(2) == ["willDeselect 0.2", "didDeselect 0.2"] && !recorder.log.contains("willSelect 0.2")
                   && table.indexPathsForSelectedRows == [at(0, 0)] && selectedCells(table) == [at(0, 0)], "\(recorder.log)")

        recorder.log = []
        recorder.willSelect = { _ in nil }
        table.standInTap(at: at(0, 1))
        expect("tap: willSelectRowAt nil cancels", !recorder.log.contains("didSelect 0.1") && table.indexPathsForSelectedRows == [at(0, 0)],
               "\(recorder.log)")
        recorder.willSelect = { _ in IndexPath(row: 3, section: 0) }
        recorder.log = []
        table.standInTap(at: at(0, 1))
        expect("tap: willSelectRowAt redirects the selection", recorder.log.last == "didSelect 0.3"
                   && table.indexPathsForSelectedRows == [at(0, 0), at(0, 3)], "\(recorder.log)")
        recorder.willSelect = { $0 }
        recorder.willDeselect = { _ in nil }
        table.standInTap(at: at(0, 0))
        expect("tap: willDeselectRowAt nil keeps the row selected", table.indexPathsForSelectedRows == [at(0, 0), at(0, 3)])
        recorder.willDeselect = { $0 }

        recorder.highlights = false
        recorder.log = []
        table.standInTap(at: at(0, 1))
        expect("tap: shouldHighlightRowAt false, nothing else", recorder.log == ["shouldHighlight 0.1"]
                   && table.indexPathsForSelectedRows == [at(0, 0), at(0, 3)], "\(recorder.log)")
        recorder.highlights = true
        table.allowsSelection = false
        recorder.log = []
        table.standInTap(at: at(0, 1))
        expect("tap: allowsSelection false, no call at all", recorder.log.isEmpty, "\(recorder.log)")
        table.allowsSelection = true

        recorder.log = []
        table.selectRow(at: at(0, 1), animated: false, scrollPosition: .none)
        table.deselectRow(at: at(0, 0), animated: true)
        expect("selectRow and deselectRow: no delegate calls", recorder.log.isEmpty && table.indexPathsForSelectedRows == [at(0, 1), at(0, 3)],
               "\(recorder.log) \(String(describing: table.indexPathsForSelectedRows))")
        table.allowsMultipleSelection = false
        table.selectRow(at: at(0, 2), animated: false, scrollPosition: .none)
        expect("selectRow, single selection: the other rows are deselected", table.indexPathsForSelectedRows == [at(0, 2)]
                   && selectedCells(table) == [at(0, 2)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        expect("selectRow(at: nil) clears; no selection is nil", table.indexPathsForSelectedRows == nil && table.indexPathForSelectedRow == nil)
        raised = []
        table.selectRow(at: at(0, 9), animated: false, scrollPosition: .middle)
        expect("selectRow raises for a row the table does not have", raised.count == 1 && raised[0].contains("out-of-bounds"), "\(raised)")

        table.selectRow(at: at(0, 1), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: true)
        recorder.log = []
        table.standInTap(at: at(0, 0))
        expect("editing mode clears the selection; a tap selects nothing without allowsSelectionDuringEditing",
               table.indexPathsForSelectedRows == nil && recorder.log.isEmpty, "\(recorder.log)")
        table.allowsMultipleSelectionDuringEditing = true
        table.standInTap(at: at(0, 0))
        table.standInTap(at: at(0, 3))
        expect("editing with allowsMultipleSelectionDuringEditing: taps add to the selection",
               table.indexPathsForSelectedRows == [at(0, 0), at(0, 3)] && table.isEditing)

        // The accessory button: only a detail button is one.
        let (accessory, accessoryRecorder) = makeRecorded([["i", "d", "c"]])
        accessoryRecorder.accessories = ["i": .detailButton, "d": .disclosureIndicator, "c": .detailDisclosureButton]
        accessory.reloadData()
        let tapped = [0, 1, 2].map { accessory.standInTapAccessory(at: at(0, $0)) }
        expect("accessory tap: only detail buttons call accessoryButtonTappedForRowWith",
               tapped == [true, false, true] && accessoryRecorder.log == ["accessory 0.0", "accessory 0.2"], "\(tapped) \(accessoryRecorder.log)")

        // Selection follows batches: deleted rows leave it, moved rows keep it, reloads drop it.
        let (batch, batchRecorder) = makeRecorded([["a", "b", "c", "d"]])
        batch.allowsMultipleSelection = true
        batch.selectRow(at: at(0, 1), animated: false, scrollPosition: .none)
        batch.selectRow(at: at(0, 3), animated: false, scrollPosition: .none)
        batch.selectRow(at: at(0, 0), animated: false, scrollPosition: .none)
        raised = []
        batch.performBatchUpdates({
            batchRecorder.sections = [["d", "b", "c"]]
            batch.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            batch.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        })
        expect("selection follows a batch: the deleted row leaves it, the moved row keeps it at its new index path",
               raised.isEmpty && batch.indexPathsForSelectedRows == [at(0, 0), at(0, 1)] && selectedCells(batch) == [at(0, 0), at(0, 1)],
               "\(raised) \(String(describing: batch.indexPathsForSelectedRows))")
        batch.reloadRows(at: [at(0, 0)], with: .none)
        expect("selection: a reloaded row is deselected", batch.indexPathsForSelectedRows == [at(0, 1)])
        batch.reloadData()
        expect("selection: reloadData clears it", batch.indexPathsForSelectedRows == nil && selectedCells(batch).isEmpty)
        expect("selection moves made by batches make no delegate calls", batchRecorder.log.isEmpty, "\(batchRecorder.log)")
    }

    func editingGestures() {
        // The editing control: delete, the data source telling the table.
        let (table, recorder) = makeRecorded([["a", "b", "c"]])
        expect("editing control: none outside editing mode", table.standInCommitEditing(at: at(0, 1)) == nil && recorder.log.isEmpty)
        table.setEditing(true, animated: false)
        raised = []
        let style = table.standInCommitEditing(at: at(0, 1))
        expect("editing control: commit delete that deletes the row",
               style == .delete && raised.isEmpty && recorder.log == ["commit delete 0.1"] && shown(table) == [["a", "c"]]
                   && table.rowOrigins == [[.loaded(section: 0, row: 0), .loaded(section: 0, row: 2)]], "\(raised) \(recorder.log) \(shown(table))")
        recorder.style = .insert
        let inserted = table.standInCommitEditing(at: at(0, 0))
        expect("editing control: commit insert", inserted == .insert && raised.isEmpty && shown(table) == [["a", "+", "c"]], "\(raised)")
        recorder.style = .none
        recorder.log = []
        expect("editing control: none for the style .none", table.standInCommitEditing(at: at(0, 0)) == nil && recorder.log.isEmpty)
        recorder.style = .delete
        recorder.trailing = { _ in UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }]) }
        expect("editing control: the delegate's own trailing actions replace Delete: nothing committed",
               table.standInCommitEditing(at: at(0, 0)) == nil && recorder.log.isEmpty, "\(recorder.log)")
        recorder.trailing = { _ in nil }
        recorder.canEdit = false
        expect("editing control: none when canEditRowAt is false", table.standInCommitEditing(at: at(0, 0)) == nil && recorder.log.isEmpty)
        recorder.canEdit = true

        // Commit that forgets to tell the table.
        recorder.tellsTable = false
        raised = []
        _ = table.standInCommitEditing(at: at(0, 0))
        expect("editing control: commit that deletes the data but not the row raises",
               raised.count == 1 && raised[0].contains("Invalid update: invalid number of rows in section 0")
                   && raised[0].contains("after the update (2)") && shown(table) == [["+", "c"]], "\(raised) \(shown(table))")
        recorder.tellsTable = true

        // Reordering: the delegate retargets the drop.
        let (drag, dragRecorder) = makeRecorded([["a", "b", "c", "d"], ["e"]])
        expect("drag: no reorder control outside editing mode", drag.standInDrag(from: at(0, 3), to: at(0, 1)) == nil)
        drag.setEditing(true, animated: false)
        drag.allowsMultipleSelectionDuringEditing = true
        drag.selectRow(at: at(0, 3), animated: false, scrollPosition: .none)
        dragRecorder.target = { _, _ in IndexPath(row: 0, section: 0) }
        raised = []
        let landed = drag.standInDrag(from: at(0, 3), to: at(0, 1))
        expect("drag retargeted by the delegate: the row ends at the target in the table and the data source",
               landed == at(0, 0) && raised.isEmpty && dragRecorder.log == ["target 0.1", "move 0.3 to 0.0"]
                   && drag.rowOrigins[0] == [.loaded(section: 0, row: 3), .loaded(section: 0, row: 0), .loaded(section: 0, row: 1), .loaded(section: 0, row: 2)]
                   && dragRecorder.sections == [["d", "a", "b", "c"], ["e"]] && shown(drag) == dragRecorder.sections,
               "\(String(describing: landed)) \(raised) \(dragRecorder.log) \(drag.rowOrigins)")
        expect("drag: the moved row keeps its selection", drag.indexPathsForSelectedRows == [at(0, 0)])
        dragRecorder.target = { $1 }
        dragRecorder.log = []
        let across = drag.standInDrag(from: at(0, 0), to: at(1, 1))
        expect("drag across sections, to the end of a section", across == at(1, 1) && raised.isEmpty
                   && dragRecorder.sections == [["a", "b", "c"], ["e", "d"]] && shown(drag) == dragRecorder.sections, "\(raised) \(shown(drag))")
        dragRecorder.log = []
        _ = drag.standInDrag(from: at(0, 0), to: at(0, 0))
        expect("drag back to where it was: no moveRowAt", dragRecorder.log == ["target 0.0"], "\(dragRecorder.log)")
        dragRecorder.target = { _, _ in IndexPath(row: 3, section: 0) }
        raised = []
        let invalid = drag.standInDrag(from: at(0, 0), to: at(0, 1))
        expect("drag to an invalid index path raises and moves nothing",
               invalid == nil && raised.count == 1 && raised[0].contains("Invalid target index path") && !dragRecorder.log.contains { $0.hasPrefix("move") }
                   && shown(drag) == [["a", "b", "c"], ["e", "d"]], "\(raised)")
        dragRecorder.target = { $1 }
        dragRecorder.changesData = false
        raised = []
        _ = drag.standInDrag(from: at(0, 0), to: at(1, 0))
        expect("drag across sections the data source does not follow raises",
               raised.count == 1 && raised[0].contains("Invalid update: invalid number of rows in section 0"), "\(raised)")
        dragRecorder.changesData = true
        dragRecorder.canMove = false
        expect("drag: no reorder control when canMoveRowAt is false", drag.standInDrag(from: at(0, 0), to: at(0, 1)) == nil)
    }
}
