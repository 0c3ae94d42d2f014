// Self-test of the stand-in UIKit (UIKit.swift), built against it as a program
// (UIKitStandInTests): valid batches end with the rows where UIKit puts them, each invalid
// batch raises with a message naming the problem and leaves the table reloaded, cells come
// from registered classes and reuse pools, snapshots raise on duplicates, and the user's
// gestures (taps, the editing control, drags, swipes, context menus, prefetching) reach the
// data source and delegate as in UIKit, raising when the data source is left inconsistent.
// Prints one "OK <check>" or "FAIL <check>: <why>" line per check; exits 1 when any failed.
import UIKit

/// Sections of row texts; each cell shows its text in a content configuration, dequeued for
/// its index path (or without it, `dequeuesWithIndexPath` false); headers are first texts.
@MainActor final class ArraySource: NSObject, UITableViewDataSource {
    var sections: [[String]]
    var dequeuesWithIndexPath = true

    init(_ sections: [[String]]) {
        self.sections = sections
        super.init()
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].first }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeuesWithIndexPath
            ? tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            : tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

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

@MainActor final class SelfTest {
    var failures = 0
    var raised: [String] = []
    var sources: [ArraySource] = []  // a table view holds its data source weakly
    var recorders: [Recorder] = []

    func expect(_ name: String, _ ok: Bool, _ detail: @autoclosure () -> String = "") {
        print(ok ? "OK \(name)" : "FAIL \(name): \(detail())")
        if !ok { failures += 1 }
    }

    /// A loaded table over `data`, cells of identifier "row" registered.
    func makeTable(_ data: [[String]]) -> (UITableView, ArraySource) {
        let source = ArraySource(data)
        sources.append(source)
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        return (table, source)
    }

    /// The texts the table's cells show.
    func shown(_ table: UITableView) -> [[String]] {
        (0..<table.numberOfSections).map { s in
            (0..<table.numberOfRows(inSection: s)).map { r in
                (table.cellForRow(at: IndexPath(row: r, section: s))?.contentConfiguration as? UIListContentConfiguration)?.text ?? "∅"
            }
        }
    }

    func loaded(_ data: [[String]]) -> [[RowOrigin]] {
        data.indices.map { s in data[s].indices.map { RowOrigin.loaded(section: s, row: $0) } }
    }

    func run() {
        UITableView.inconsistencyHandler = { [unowned self] reason in raised.append(reason) }
        validBatches()
        invalidBatches()
        otherRaises()
        cells()
        snapshots()
        selection()
        editingGestures()
        swipes()
        menusAndOtherGestures()
    }

    func validBatches() {
        // Sections deleted, inserted and moved; rows deleted, reloaded, moved across sections,
        // inserted and reconfigured (one of them moved too), in one batch.
        let (table, source) = makeTable([["a0", "a1", "a2", "a3"], ["b0", "b1", "b2"], ["c0", "c1"], ["d0"]])
        let (a0, b0, a3) = (table.cellForRow(at: IndexPath(row: 0, section: 0)), table.cellForRow(at: IndexPath(row: 0, section: 1)),
                            table.cellForRow(at: IndexPath(row: 3, section: 0)))
        let after = [["c0", "c1"], ["n0", "n1"], ["b2", "a2", "x", "a3*"], ["y", "a0+", "b0+", "b1"]]
        var done: [Bool] = []
        raised = []
        table.performBatchUpdates({
            source.sections = after
            table.deleteSections([3], with: .fade)
            table.insertSections([1], with: .fade)
            table.moveSection(2, toSection: 0)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 3))
            table.moveRow(at: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 2))
            table.insertRows(at: [IndexPath(row: 2, section: 2), IndexPath(row: 0, section: 3)], with: .fade)
            table.reconfigureRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 0)])
        }, completion: { done.append($0) })
        expect("mixed batch: no raise", raised.isEmpty, "\(raised)")
        expect("mixed batch: completion true once", done == [true], "\(done)")
        expect("mixed batch: sections end where they should",
               table.sectionOrigins == [.loaded(section: 2), .inserted, .loaded(section: 0), .loaded(section: 1)], "\(table.sectionOrigins)")
        let rows: [[RowOrigin]] = [[.loaded(section: 2, row: 0), .loaded(section: 2, row: 1)], [.inserted, .inserted],
                                   [.loaded(section: 1, row: 2), .loaded(section: 0, row: 2), .inserted, .reloaded(from: .loaded(section: 0, row: 3))],
                                   [.inserted, .loaded(section: 0, row: 0), .loaded(section: 1, row: 0), .loaded(section: 1, row: 1)]]
        expect("mixed batch: rows end where they should", table.rowOrigins == rows, "\(table.rowOrigins)")
        expect("mixed batch: cells show the data source's rows", shown(table) == after, "\(shown(table))")
        let asked = [(1, 0), (1, 1), (2, 2), (2, 3), (3, 0), (3, 1), (3, 2)].map { IndexPath(row: $0.1, section: $0.0) }
        expect("mixed batch: cells asked for inserted, reloaded and reconfigured rows at their final index paths",
               table.lastCellRequests == asked, "\(table.lastCellRequests)")
        expect("mixed batch: a moved and reconfigured row keeps its cell", table.cellForRow(at: IndexPath(row: 1, section: 3)) === a0)
        expect("mixed batch: a reconfigured row keeps its cell", table.cellForRow(at: IndexPath(row: 2, section: 3)) === b0)
        expect("mixed batch: a reloaded row gets another cell", table.cellForRow(at: IndexPath(row: 3, section: 2)) !== a3)
        expect("mixed batch: the 3 cells let go are reused", table.visibleCells.reduce(0) { $0 + $1.reuseCount } == 3)
        expect("mixed batch: only new sections' titles are asked again", table.headerTitles == ["c0", "n0", "a0", "b0"], "\(table.headerTitles)")

        // Nested batches and begin/endUpdates blocks make one batch.
        let (nested, nestedSource) = makeTable([["r0", "r1", "r2"]])
        var outer: [Bool] = [], inner: [Bool] = []
        nested.performBatchUpdates({
            nestedSource.sections = [["new", "r0", "r1"]]
            nested.beginUpdates()
            nested.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            nested.endUpdates()
            nested.performBatchUpdates({ nested.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade) }, completion: { inner.append($0) })
        }, completion: { outer.append($0) })
        expect("nested batches: one batch", raised.isEmpty && nested.rowOrigins == [[.inserted, .loaded(section: 0, row: 0), .loaded(section: 0, row: 1)]],
               "\(raised) \(nested.rowOrigins)")
        expect("nested batches: each completion once, at the end", outer == [true] && inner == [true], "\(outer) \(inner)")

        // Rows deleted from a deleted section and inserted into an inserted one go with it.
        let (subsumed, subsumedSource) = makeTable([["a0"], ["b0", "b1"]])
        subsumed.performBatchUpdates({
            subsumedSource.sections = [["n0", "n1"], ["a0"]]
            subsumed.deleteSections([1], with: .fade)
            subsumed.deleteRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)], with: .fade)
            subsumed.insertSections([0], with: .fade)
            subsumed.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
        })
        expect("rows of inserted and deleted sections go with their section",
               raised.isEmpty && subsumed.rowOrigins == [[.inserted, .inserted], [.loaded(section: 0, row: 0)]], "\(raised) \(subsumed.rowOrigins)")

        // reconfigureRows takes index paths before the batch; the cell is asked at the final one.
        let (reconfigured, reconfiguredSource) = makeTable([["r0", "r1", "r2"]])
        let r2 = reconfigured.cellForRow(at: IndexPath(row: 2, section: 0))
        reconfigured.performBatchUpdates({
            reconfiguredSource.sections = [["r1", "r2+"]]
            reconfigured.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            reconfigured.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        })
        expect("reconfigure: before coordinates, asked at the final index path",
               raised.isEmpty && reconfigured.lastCellRequests == [IndexPath(row: 1, section: 0)] && shown(reconfigured) == [["r1", "r2+"]]
                   && reconfigured.cellForRow(at: IndexPath(row: 1, section: 0)) === r2,
               "\(raised) \(reconfigured.lastCellRequests) \(shown(reconfigured))")

        // An operation outside a batch is a batch of its own.
        let (single, singleSource) = makeTable([["r0"]])
        singleSource.sections = [["r0", "r1"]]
        single.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        expect("an operation outside a batch is a batch", raised.isEmpty && single.rowOrigins == [[.loaded(section: 0, row: 0), .inserted]],
               "\(raised) \(single.rowOrigins)")
    }

    /// `ops` in a batch after the data changed from `start` to `end` raises a reason containing
    /// `message`; the table then shows `end`, freshly loaded, and the completion gets false.
    func expectRaise(_ name: String, _ start: [[String]], _ end: [[String]], _ message: String, exact: Bool = false,
                     _ ops: @escaping (UITableView) -> Void) {
        let (table, source) = makeTable(start)
        raised = []
        var done: [Bool] = []
        table.performBatchUpdates({
            source.sections = end
            ops(table)
        }, completion: { done.append($0) })
        let ok = raised.count == 1 && (exact ? raised[0] == message : raised[0].contains(message))
        expect("invalid batch raises: \(name)", ok, "raised \(raised)")
        expect("invalid batch dropped, table reloaded: \(name)",
               done == [false] && table.rowOrigins == loaded(end) && shown(table) == end, "\(done) \(table.rowOrigins)")
    }

    func invalidBatches() {
        func at(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }
        expectRaise("wrong row count", [["a", "b"]], [["a", "b", "c"]],
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
                    exact: true) { _ in }
        expectRaise("wrong section count", [["a"]], [["a"], ["b"]],
                    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
                    exact: true) { _ in }
        expectRaise("rows moved in miscounted", [["a", "b"], ["c"]], [["b"], ["c"]], "(1 moved in, 0 moved out)") {
            $0.moveRow(at: at(0, 0), to: at(1, 0))
        }
        expectRaise("delete out of range", [["a", "b"]], [["a"]], "attempt to delete row 5 from section 0 which only contains 2 rows before the update") {
            $0.deleteRows(at: [at(0, 5)], with: .fade)
        }
        expectRaise("delete in a missing section", [["a", "b"]], [["a"]], "attempt to delete row 0 from section 3, but there are only 1 sections before the update") {
            $0.deleteRows(at: [at(3, 0)], with: .fade)
        }
        expectRaise("insert out of range", [["a", "b"]], [["a", "b", "c"]],
                    "attempt to insert row 4 into section 0, but there are only 3 rows in section 0 after the update") {
            $0.insertRows(at: [at(0, 4)], with: .fade)
        }
        expectRaise("move to a row out of range", [["a", "b"]], [["b", "a"]], "but there are only 2 rows in section 0 after the update") {
            $0.moveRow(at: at(0, 0), to: at(0, 2))
        }
        expectRaise("insert section out of range", [["a"]], [["a"], ["b"], ["c"]], "attempt to insert section 3 but there are only 3 sections after the update") {
            $0.insertSections([1, 3], with: .fade)
        }
        expectRaise("delete section out of range", [["a"]], [], "attempt to delete section 1, but there are only 1 sections before the update") {
            $0.deleteSections([1], with: .fade)
        }
        expectRaise("delete and move the same row", [["a", "b", "c"]], [["b", "a"]],
                    "attempt to perform a delete and a move from the same index path (<NSIndexPath> {length = 2, path = 0 - 1})") {
            $0.deleteRows(at: [at(0, 1)], with: .fade)
            $0.moveRow(at: at(0, 1), to: at(0, 0))
        }
        expectRaise("reload and move the same row", [["a", "b", "c"]], [["b", "a", "c"]], "attempt to perform a delete and a move from the same index path") {
            $0.reloadRows(at: [at(0, 0)], with: .fade)
            $0.moveRow(at: at(0, 0), to: at(0, 1))
        }
        expectRaise("delete and reload the same row", [["a", "b"]], [["a"]], "attempt to delete and reload the same index path") {
            $0.deleteRows(at: [at(0, 1)], with: .fade)
            $0.reloadRows(at: [at(0, 1)], with: .fade)
        }
        expectRaise("insert and move to the same row", [["a", "b"]], [["b", "x", "a"]], "attempt to perform an insert and a move to the same index path") {
            $0.insertRows(at: [at(0, 1)], with: .fade)
            $0.moveRow(at: at(0, 0), to: at(0, 1))
        }
        expectRaise("move into an inserted section", [["a", "b"]], [["b"], ["a"]], "cannot move a row into a newly inserted section (1)") {
            $0.insertSections([1], with: .fade)
            $0.moveRow(at: at(0, 0), to: at(1, 0))
        }
        expectRaise("move out of a deleted section", [["a"], ["b"]], [["a", "b"]], "cannot move a row out of a section that is being deleted (1)") {
            $0.deleteSections([1], with: .fade)
            $0.moveRow(at: at(1, 0), to: at(0, 1))
        }
        expectRaise("delete the same row twice", [["a", "b"]], [["b"]], "attempt to delete the same index path twice") {
            $0.deleteRows(at: [at(0, 0)], with: .fade)
            $0.deleteRows(at: [at(0, 0)], with: .fade)
        }
        expectRaise("move the same row twice", [["a", "b", "c"]], [["b", "a", "c"]], "attempt to move the same index path twice") {
            $0.moveRow(at: at(0, 0), to: at(0, 1))
            $0.moveRow(at: at(0, 0), to: at(0, 2))
        }
        expectRaise("insert into a moved section", [["a"], ["b"]], [["b", "x"], ["a"]], "a section that is being moved (0)") {
            $0.moveSection(1, toSection: 0)
            $0.insertRows(at: [at(0, 1)], with: .fade)
        }
        expectRaise("reload and move the same section", [["a"], ["b"]], [["b"], ["a"]], "attempt to reload and move the same section (0)") {
            $0.reloadSections([0], with: .fade)
            $0.moveSection(0, toSection: 1)
        }
        expectRaise("reconfigure a deleted row", [["a", "b"]], [["b"]], "attempt to reconfigure and delete the same index path") {
            $0.deleteRows(at: [at(0, 0)], with: .fade)
            $0.reconfigureRows(at: [at(0, 0)])
        }
    }

    func otherRaises() {
        // A table that never loaded reads its counts when the batch opens (UIKit's pitfall).
        let source = ArraySource([["a"]])
        sources.append(source)
        let fresh = UITableView()
        fresh.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        fresh.dataSource = source
        source.sections = [["a", "b"]]
        raised = []
        fresh.performBatchUpdates({ fresh.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade) })
        expect("a table that never loaded counts rows when the batch opens",
               raised.count == 1 && raised[0].contains("after the update (2)") && raised[0].contains("before the update (2)"), "\(raised)")

        let (table, _) = makeTable([["a"]])
        let checks: [(String, String, () -> Void)] = [
            ("endUpdates without beginUpdates", "endUpdates called without a matching beginUpdates", { table.endUpdates() }),
            ("unregistered identifier", "unable to dequeue a cell with identifier nope",
             { _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0)) }),
            ("register a class that is not a cell", "must pass a class of kind UITableViewCell",
             { table.register(NSObject.self, forCellReuseIdentifier: "x") }),
            ("rows of a missing section", "Requested the number of rows for section (9) which is out of bounds.", { _ = table.numberOfRows(inSection: 9) }),
        ]
        for (name, message, action) in checks {
            raised = []
            action()
            expect("raises: \(name)", raised.count == 1 && raised[0].contains(message), "\(raised)")
        }

        // Reconfiguring must get the existing cell back: dequeued without the index path it is another.
        let (other, otherSource) = makeTable([["a"]])
        otherSource.dequeuesWithIndexPath = false
        raised = []
        other.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        expect("raises: reconfigure answered with another cell", raised.count == 1 && raised[0].contains("reconfigureRows"), "\(raised)")
    }

    func cells() {
        let (table, _) = makeTable([["a"]])
        table.register(SubtitleCell.self, forCellReuseIdentifier: "sub")
        let cell = table.dequeueReusableCell(withIdentifier: "sub", for: IndexPath(row: 0, section: 0))
        expect("registered class made through init(style:reuseIdentifier:), which may force a style",
               cell is SubtitleCell && cell.style == .subtitle && cell.reuseIdentifier == "sub")
        expect("default content configuration follows the style",
               cell.defaultContentConfiguration().kind == "subtitleCell"
                   && UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().kind == "valueCell"
                   && UITableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration().kind == "valueCell"
                   && UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().kind == "cell")
        expect("dequeue without a registration or pooled cell is nil", table.dequeueReusableCell(withIdentifier: "nope") == nil)
        let value = UIListContentConfiguration.valueCell()
        expect("value cells put the texts side by side", value.prefersSideBySideTextAndSecondaryText
                   && value.secondaryTextProperties.color == .secondaryLabel && value.textProperties.font == .preferredFont(forTextStyle: .body))
        table.reloadData()
        expect("reloadData reuses the cells it let go", table.visibleCells.map(\.reuseCount) == [1])
    }

    func snapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        raised = []
        snapshot.appendItems([1])
        expect("snapshot raises: items with no section",
               raised == ["There are currently no sections in the data source. Please add a section first."], "\(raised)")
        snapshot.appendSections(["s1", "s2"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3], toSection: "s1")
        snapshot.insertItems([0], beforeItem: 1)
        expect("snapshot: items append to the last section unless told",
               snapshot.itemIdentifiers == [3, 0, 1, 2] && snapshot.itemIdentifiers(inSection: "s2") == [0, 1, 2]
                   && snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2 && snapshot.numberOfItems(inSection: "s1") == 1,
               "\(snapshot.itemIdentifiers)")
        expect("snapshot: indexes", snapshot.indexOfItem(1) == 2 && snapshot.indexOfSection("s2") == 1
                   && snapshot.sectionIdentifier(containingItem: 3) == "s1" && snapshot.indexOfItem(9) == nil)
        let raises: [(String, String, (inout NSDiffableDataSourceSnapshot<String, Int>) -> Void)] = [
            ("duplicate sections", "Fatal: supplied section identifiers are not unique", { $0.appendSections(["s3", "s3"]) }),
            ("a section already there", "Fatal: supplied section identifiers are not unique", { $0.appendSections(["s1"]) }),
            ("duplicate items", "Fatal: supplied item identifiers are not unique", { $0.appendItems([7, 7]) }),
            ("an item already there", "Fatal: supplied item identifiers are not unique", { $0.appendItems([3], toSection: "s2") }),
            ("reconfigure a missing item", "Attempted to reconfigure item identifier that does not exist in the snapshot: 9",
             { $0.reconfigureItems([9]) }),
        ]
        for (name, message, change) in raises {
            raised = []
            var copy = snapshot
            change(&copy)
            expect("snapshot raises: \(name)", raised.count == 1 && raised[0].contains(message) && copy.itemIdentifiers == snapshot.itemIdentifiers
                       && copy.sectionIdentifiers == snapshot.sectionIdentifiers, "\(raised)")
        }

        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "#\(item)"
            cell.contentConfiguration = content
            return cell
        }
        raised = []
        dataSource.apply(snapshot, animatingDifferences: true)
        expect("diffable data source: the table shows the snapshot",
               raised.isEmpty && table.dataSource === dataSource && shown(table) == [["#3"], ["#0", "#1", "#2"]], "\(shown(table))")
        expect("diffable data source: identifiers and index paths",
               dataSource.itemIdentifier(for: IndexPath(row: 2, section: 1)) == 2 && dataSource.indexPath(for: 0) == IndexPath(row: 0, section: 1)
                   && dataSource.itemIdentifier(for: IndexPath(row: 5, section: 0)) == nil && dataSource.snapshot().itemIdentifiers == [3, 0, 1, 2])
    }
    // MARK: Gestures

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

    func swipes() {
        let (table, recorder) = makeRecorded([["a", "b", "c"]])
        var handled: [String] = []
        recorder.trailing = { [unowned recorder, unowned table] path in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Archive") { action, _, done in handled.append(action.title ?? ""); done(true) },
                UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
                    recorder.sections[0].remove(at: path.row)
                    table.deleteRows(at: [path], with: .automatic)
                    done(true)
                },
                UIContextualAction(style: .normal, title: "Later") { _, _, _ in handled.append("later") },
                UIContextualAction(style: .normal, title: "Fail") { _, _, done in done(false) },
            ])
        }
        raised = []
        let configuration = table.standInSwipe(at: at(0, 1), edge: .trailing)
        expect("swipe: the delegate's configuration, willBeginEditingRowAt, editing",
               configuration?.actions.map(\.title) == ["Archive", "Remove", "Later", "Fail"] && recorder.log == ["willBeginEditing 0.1"] && table.isEditing,
               "\(recorder.log)")
        if let configuration {
            let archived = table.standInPerformSwipeAction(0, of: configuration, at: at(0, 1))
            expect("swipe action: handler runs, completion true, didEndEditingRowAt, editing ends",
                   archived == true && handled == ["Archive"] && recorder.log.last == "didEndEditing 0.1" && !table.isEditing, "\(recorder.log)")
        }
        if let again = table.standInSwipe(at: at(0, 1), edge: .trailing) {
            recorder.log = []
            let removed = table.standInPerformSwipeAction(1, of: again, at: at(0, 1))
            expect("swipe action that deletes its row: didEndEditingRowAt nil",
                   removed == true && raised.isEmpty && shown(table) == [["a", "c"]] && recorder.log == ["didEndEditing nil"], "\(raised) \(recorder.log)")
        }
        if let open = table.standInSwipe(at: at(0, 0), edge: .trailing) {
            recorder.log = []
            let later = table.standInPerformSwipeAction(2, of: open, at: at(0, 0))
            expect("swipe action whose handler does not call the completion: nil, still open", later == nil && table.isEditing && recorder.log.isEmpty)
            table.standInTap(at: at(0, 1))
            expect("a tap closes the open swipe and selects nothing",
                   recorder.log == ["didEndEditing 0.0"] && !table.isEditing && table.indexPathsForSelectedRows == nil, "\(recorder.log)")
        }
        if let open = table.standInSwipe(at: at(0, 0), edge: .trailing) {
            expect("swipe action that fails: completion false", table.standInPerformSwipeAction(3, of: open, at: at(0, 0)) == false)
            raised = []
            _ = table.standInPerformSwipeAction(0, of: open, at: at(0, 0))
            expect("swipe action of a closed swipe raises", raised.count == 1 && raised[0].contains("not open"), "\(raised)")
        }
        recorder.log = []
        expect("swipe: no leading actions by default", table.standInSwipe(at: at(0, 0), edge: .leading) == nil && recorder.log.isEmpty)

        // No trailing configuration: UIKit's Delete, which commits.
        recorder.trailing = { _ in nil }
        if let standard = table.standInSwipe(at: at(0, 1), edge: .trailing) {
            expect("swipe: UIKit's default Delete action", standard.actions.map(\.title) == ["Delete"] && standard.actions[0].style == .destructive)
            recorder.log = []
            raised = []
            let deleted = table.standInPerformSwipeAction(0, of: standard, at: at(0, 1))
            expect("swipe: the default Delete commits the deletion", deleted == true && raised.isEmpty && shown(table) == [["a"]]
                       && recorder.log == ["commit delete 0.1", "didEndEditing nil"], "\(raised) \(recorder.log)")
        } else {
            expect("swipe: UIKit's default Delete action", false, "no configuration")
        }
        recorder.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        expect("swipe: an empty configuration reveals nothing", table.standInSwipe(at: at(0, 0), edge: .trailing) == nil)
        recorder.canEdit = false
        recorder.trailing = { _ in nil }
        expect("swipe: nothing when canEditRowAt is false", table.standInSwipe(at: at(0, 0), edge: .trailing) == nil)
    }

    func menusAndOtherGestures() {
        let (table, recorder) = makeRecorded([["a", "b", "c"]])
        var copied: [String] = []
        var suggested: [[UIMenuElement]] = []
        recorder.menu = { [unowned recorder, unowned table] path in
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { elements in
                suggested.append(elements)
                return UIMenu(title: "", children: [
                    UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in copied.append(recorder.sections[0][path.row]) },
                    UIAction(title: "Hidden", attributes: .hidden) { _ in copied.append("hidden") },
                    UIAction(title: "Disabled", attributes: .disabled) { _ in copied.append("disabled") },
                    UIMenu(title: "More", options: .displayInline, children: [
                        UIAction(title: "Delete", identifier: UIAction.Identifier("delete"), attributes: .destructive) { _ in
                            recorder.sections[0].remove(at: path.row)
                            table.deleteRows(at: [path], with: .automatic)
                        },
                        UIAction(title: "Forget") { _ in recorder.sections[0].remove(at: path.row) },
                    ]),
                ])
            }
        }
        raised = []
        let menu = table.standInContextMenu(at: at(0, 1))
        expect("context menu: built by the action provider with no suggested actions",
               menu?.standInVisibleActions.map(\.title) == ["Copy", "Disabled", "Delete", "Forget"] && suggested.count == 1 && suggested[0].isEmpty
                   && recorder.log == ["contextMenu 0.1"], "\(String(describing: menu?.standInVisibleActions.map(\.title)))")
        let copyRan = menu?.standInPerformMenuAction(titled: "Copy") == true
        expect("context menu: an action runs by title", copyRan && copied == ["b"], "\(copied)")
        let refused = ["Hidden", "Disabled", "Nope"].map { menu?.standInPerformMenuAction(titled: $0) }
        expect("context menu: hidden, disabled and absent actions do not run", refused == [false, false, false] && copied == ["b"], "\(refused)")
        let deleteAction = menu?.standInVisibleActions.first { $0.identifier == UIAction.Identifier("delete") }
        expect("context menu: the destructive action", deleteAction?.attributes.contains(.destructive) == true)
        let deleted = menu?.standInPerformMenuAction(identifier: UIAction.Identifier("delete")) == true
        expect("context menu: a destructive action that deletes its row, run from a submenu", deleted && raised.isEmpty && shown(table) == [["a", "c"]],
               "\(raised) \(shown(table))")
        let forgetful = table.standInContextMenu(at: at(0, 0))
        _ = forgetful?.standInPerformMenuAction(titled: "Forget")
        expect("context menu: an action that changes the data without telling the table raises",
               raised.count == 1 && raised[0].contains("Invalid update: invalid number of rows in section 0"), "\(raised)")
        recorder.menu = { _ in nil }
        expect("context menu: none without a configuration", table.standInContextMenu(at: at(0, 0)) == nil)

        // Display and prefetching.
        recorder.log = []
        table.standInDisplay(at: at(0, 0))
        table.standInEndDisplay(at: at(0, 0))
        expect("display: willDisplay and didEndDisplaying with the table's cell", recorder.log == ["willDisplay c at 0.0", "didEndDisplaying c at 0.0"],
               "\(recorder.log)")
        let (prefetching, prefetcher) = makeRecorded([["a", "b", "c"]])
        prefetching.standInPrefetch([at(0, 1), at(0, 2)])
        prefetching.standInCancelPrefetch([at(0, 2)])
        expect("prefetching through prefetchDataSource", prefetcher.log == ["prefetch [\"0.1\", \"0.2\"]", "cancelPrefetch [\"0.2\"]"], "\(prefetcher.log)")
        raised = []
        prefetcher.log = []
        prefetching.standInPrefetch([at(0, 7)])
        expect("prefetching a row the table does not have raises", raised.count == 1 && prefetcher.log.isEmpty, "\(raised)")

        // The two-finger pan.
        prefetcher.log = []
        prefetcher.beginsMultipleSelection = true
        expect("two-finger pan: not recognized without allowsMultipleSelectionDuringEditing",
               !prefetching.standInBeginMultipleSelection(at: at(0, 0)) && prefetcher.log.isEmpty)
        prefetching.allowsMultipleSelectionDuringEditing = true
        let began = prefetching.standInBeginMultipleSelection(at: at(0, 0))
        prefetching.standInTap(at: at(0, 0))
        prefetching.standInTap(at: at(0, 1))
        prefetching.standInEndMultipleSelection()
        expect("two-finger pan: asked, enters editing, selects rows, ends",
               began && prefetching.isEditing && prefetching.indexPathsForSelectedRows == [at(0, 0), at(0, 1)]
                   && prefetcher.log.prefix(2) == ["shouldBeginMultipleSelection 0.0", "didBeginMultipleSelection 0.0"]
                   && prefetcher.log.last == "didEndMultipleSelection", "\(prefetcher.log)")

        // A delegate that implements nothing answers as UIKit does without one.
        let bare = BareDelegate()
        table.rowHeight = 52
        expect("delegate defaults are UIKit's",
               bare.tableView(table, willSelectRowAt: at(0, 0)) == at(0, 0) && bare.tableView(table, shouldHighlightRowAt: at(0, 0))
                   && bare.tableView(table, editingStyleForRowAt: at(0, 0)) == .delete && bare.tableView(table, heightForRowAt: at(0, 0)) == 52
                   && bare.tableView(table, targetIndexPathForMoveFromRowAt: at(0, 0), toProposedIndexPath: at(0, 1)) == at(0, 1)
                   && !bare.tableView(table, shouldBeginMultipleSelectionInteractionAt: at(0, 0))
                   && bare.tableView(table, trailingSwipeActionsConfigurationForRowAt: at(0, 0)) == nil
                   && bare.tableView(table, indentationLevelForRowAt: at(0, 0)) == 0 && bare.tableView(table, shouldIndentWhileEditingRowAt: at(0, 0)))
    }
}

MainActor.assumeIsolated {
    let test = SelfTest()
    test.run()
    exit(test.failures == 0 ? 0 : 1)
}
