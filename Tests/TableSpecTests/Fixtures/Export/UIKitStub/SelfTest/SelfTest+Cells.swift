// The self-test's cells (registration, reuse) and diffable snapshots.
import UIKit

extension SelfTest {
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
}
