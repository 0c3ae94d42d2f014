// The self-test's diffable data source: apply by identifier, reloads and reconfigures.
import UIKit

extension SelfTest {
    func diffableApply() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let texts = Texts()
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = texts.map[item] ?? item
            cell.contentConfiguration = content
            return cell
        }
        func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            return snapshot
        }
        raised = []
        source.apply(snapshot([("s1", ["a", "b", "c"]), ("s2", ["d"])]), animatingDifferences: false)
        expect("diffable: the first apply loads the table", shown(table) == [["a", "b", "c"], ["d"]] && raised.isEmpty, "\(raised)")

        // Reconfigure: the same cell, asked again; reload: a new cell.
        let bCell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let cCell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        texts.map = ["b": "B", "c": "C"]
        var next = source.snapshot()
        next.reconfigureItems(["b"])
        next.reloadItems(["c"])
        source.apply(next, animatingDifferences: true)
        expect("diffable: a reconfigured item keeps its cell, a reloaded one gets another, the rest are not asked again",
               raised.isEmpty && shown(table) == [["a", "B", "C"], ["d"]] && table.cellForRow(at: IndexPath(row: 1, section: 0)) === bCell
                   && table.rowOrigins[0][2] == .reloaded(from: .loaded(section: 0, row: 2)) && cCell != nil
                   && Set(table.lastCellRequests) == [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 0)],
               "\(raised) \(shown(table)) \(table.lastCellRequests)")

        // Moves, inserts and deletes by identifier: kept rows keep their cells.
        texts.map = [:]
        let dCell = table.cellForRow(at: IndexPath(row: 0, section: 1))
        source.apply(snapshot([("s1", ["c", "a", "e"]), ("s2", ["d", "b"])]))
        expect("diffable: items move, come and go by identifier, kept ones with their cells",
               raised.isEmpty && shown(table) == [["C", "a", "e"], ["d", "B"]]
                   && table.cellForRow(at: IndexPath(row: 0, section: 1)) === dCell
                   && table.rowOrigins[1][1] != .inserted,
               "\(raised) \(shown(table)) \(table.rowOrigins)")
        source.apply(snapshot([("s2", ["d"]), ("s3", ["f"]), ("s1", ["a"])]))
        expect("diffable: sections move, come and go by identifier", raised.isEmpty && shown(table) == [["d"], ["f"], ["a"]],
               "\(raised) \(shown(table))")
        source.applySnapshotUsingReloadData(snapshot([("s1", ["x"])]))
        expect("diffable: applySnapshotUsingReloadData reloads", shown(table) == [["x"]] && table.rowOrigins == [[.loaded(section: 0, row: 0)]])

        // A provider that gives another cell for a reconfigured item raises.
        let other = UITableViewDiffableDataSource<String, String>(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        other.apply(snapshot([("s", ["a"])]))
        raised = []
        var again = other.snapshot()
        again.reconfigureItems(["a"])
        other.apply(again)
        expect("diffable: a reconfigured item's provider must dequeue the existing cell",
               raised.count == 1 && raised[0].contains("reconfigureRows"), "\(raised)")
    }
}

/// Texts a cell provider shows instead of its items, changed by the test between applies.
@MainActor final class Texts {
    var map: [String: String] = [:]
}
