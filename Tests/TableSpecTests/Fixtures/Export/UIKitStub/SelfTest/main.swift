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
        accessibilityAndReuse()
        heldDrags()
        diffableApply()
        screenRows()
        controls()
    }
}

MainActor.assumeIsolated {
    let test = SelfTest()
    test.run()
    exit(test.failures == 0 ? 0 : 1)
}
