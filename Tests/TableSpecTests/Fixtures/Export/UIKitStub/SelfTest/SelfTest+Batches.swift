// The self-test's batch updates: valid ones end where UIKit puts the rows, invalid ones raise.
import UIKit

extension SelfTest {
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
        expect("mixed batch: the completion waits for the animations", done.isEmpty, "\(done)")
        UITableView.standInFinishAnimations()
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
        UITableView.standInFinishAnimations()
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
        UITableView.standInFinishAnimations()
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
}
