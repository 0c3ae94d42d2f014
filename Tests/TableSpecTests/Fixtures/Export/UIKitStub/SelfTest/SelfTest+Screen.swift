// The self-test's screen: rows off it have no cells; scrolling reuses the cells of the rows
// that leave for the rows that come.
import UIKit

extension SelfTest {
    func screenRows() {
        let (table, source) = makeTable([["a", "b", "c"], ["d", "e"]])
        expect("every row has a cell by default", table.visibleCells.count == 5)
        table.standInScreenRows = 2
        expect("rows off the screen give their cells back", table.visibleCells.count == 2
                   && table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil && shown(table) == [["a", "b", "∅"], ["∅", "∅"]],
               "\(shown(table))")
        let aCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.standInScroll(to: IndexPath(row: 0, section: 1))
        expect("a scroll asks for the rows coming on, in cells the rows leaving gave back",
               shown(table) == [["∅", "∅", "∅"], ["d", "e"]] && table.lastCellRequests == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)]
                   && table.visibleCells.contains { $0 === aCell } && aCell?.reuseCount == 1,
               "\(shown(table)) \(table.lastCellRequests)")
        table.standInScroll(to: IndexPath(row: 1, section: 1))
        expect("a scroll stops at the last rows", shown(table) == [["∅", "∅", "∅"], ["d", "e"]], "\(shown(table))")
        raised = []
        source.sections[0][0] = "A"
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        expect("reconfiguring a row off the screen asks nothing", raised.isEmpty && table.lastCellRequests.isEmpty, "\(table.lastCellRequests)")
        source.sections[1].insert("x", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
        expect("a row inserted on screen gets a cell and pushes the last row off",
               raised.isEmpty && shown(table) == [["∅", "∅", "∅"], ["x", "d", "∅"]],
               "\(raised) \(shown(table))")
        table.standInScroll(to: IndexPath(row: 0, section: 0))
        expect("scrolling back asks again, with the row's content now", shown(table)[0] == ["A", "b", "∅"], "\(shown(table))")
        table.standInScreenRows = nil
        expect("with every row on screen again every row has a cell", table.visibleCells.count == 6 && shown(table) == [["A", "b", "c"], ["x", "d", "e"]],
               "\(shown(table))")
    }
}
