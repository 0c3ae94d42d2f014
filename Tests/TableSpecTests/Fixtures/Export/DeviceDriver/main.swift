// What an app and its user do to the generated UIKit data source on a device, played on the
// behavioural UIKit stand-in (UIKitDeviceTests): the diffable recipe with a custom cell type,
// a tap on a button row, UIKit's own deselection before an update, the section index after
// an update, duplicate ids and unknown ids in the diffable helpers, a cell reused by another
// row, accessibility traits and text sizes, an update during a drag, the rows the user
// changed. The specs are `SettingsTable` (specs/settings.yaml), `ContactsTable`
// (specs/contacts.json) and `KindsTable` (the test's). Prints `OK <check>` or
// `FAIL <check>: <why>` per check, then `done`.
import TableSpecRuntime
import UIKit

/// What UIKit raised (the stand-in's inconsistency handler).
@MainActor enum Log { static var raised: [String] = [] }

@MainActor func check(_ name: String, _ ok: Bool, _ detail: @autoclosure () -> String = "") {
    print(ok ? "OK \(name)" : "FAIL \(name): \(detail())")
}

/// A cell class an app registers for a declared cell type.
final class ProfileCell: UITableViewCell {}

/// Runs the main queue for `seconds` (tasks and timers the data source started).
@MainActor func wait(_ seconds: Double) {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
}

@MainActor func indexPath(_ id: String, in sections: [TableSpecRuntime.Section]) -> IndexPath? {
    for (s, section) in sections.enumerated() {
        if let r = section.rows.firstIndex(where: { $0.id == id }) { return IndexPath(row: r, section: s) }
    }
    return nil
}

@MainActor func diffable() {
    // 1. The documented recipe: no attach(to:), the class given to register(_:forCellType:).
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let source = SettingsTable.DataSource()
    source.register(ProfileCell.self, forCellType: "profileCell")
    let recipe = UITableViewDiffableDataSource<SettingsTable.SectionID, SettingsTable.RowID>(tableView: tableView) { tableView, indexPath, id in
        source.row(id).map { source.cell(for: $0, in: tableView, at: indexPath) }
    }
    recipe.apply(try! source.snapshot(), animatingDifferences: false)
    check("diffable recipe: a custom cell type's class is registered without attach",
          Log.raised.isEmpty && tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is ProfileCell, "\(Log.raised)")

    // 2. Duplicate ids: refused with the id named, before UIKit sees them.
    Log.raised = []
    var twice = source.sections
    twice[2].rows.append(twice[1].rows[1])
    var refusal = ""
    do {
        recipe.apply(try source.snapshot(updatingTo: twice), animatingDifferences: true)
    } catch {
        refusal = "\(error)"
    }
    check("diffable: duplicate ids are refused, naming the id, and nothing changes",
          Log.raised.isEmpty && refusal.contains("'wifi'") && source.sections == SettingsTable.sections, "\(Log.raised) \(refusal)")

    // 3. A snapshot the data source did not make: the cell provider still gives a cell.
    Log.raised = []
    let unknown = UITableViewDiffableDataSource<SettingsTable.SectionID, SettingsTable.RowID>(tableView: tableView) { tableView, indexPath, id in
        source.cell(for: id, in: tableView, at: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<SettingsTable.SectionID, SettingsTable.RowID>()
    snapshot.appendSections([SettingsTable.SectionID(rawValue: "new")])
    snapshot.appendItems([SettingsTable.RowID(rawValue: "not-shown"), SettingsTable.RowID.wifi])
    unknown.apply(snapshot, animatingDifferences: false)
    check("diffable: the cell provider never returns nil", Log.raised.isEmpty && tableView.visibleCells.count == 2, "\(Log.raised)")
}

@MainActor func selection() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
    let source = SettingsTable.DataSource()
    source.attach(to: tableView)
    var effects: [String] = []
    var steps: [TableState.Action] = []
    source.onAction = { effect, row in effects.append("\(row.id) \(effect)") }
    source.onStep = { action, _ in steps.append(action) }

    // A button row: fires, then is deselected at once, in the table view and the state.
    let signOut = indexPath("sign-out", in: source.sections)!
    tableView.standInTap(at: signOut)
    check("a tapped button row fires and does not stay selected",
          effects == ["sign-out emit(signOut)"] && tableView.indexPathsForSelectedRows == nil && source.state.selection.isEmpty,
          "\(effects) \(String(describing: tableView.indexPathsForSelectedRows)) \(source.state.selection)")

    // A navigating row stays selected while its screen shows.
    let wifi = indexPath("wifi", in: source.sections)!
    tableView.standInTap(at: wifi)
    check("a tapped navigating row stays selected", tableView.indexPathsForSelectedRows == [wifi] && source.state.selection == ["wifi"])

    // Back on the screen, UIKit deselects it (clearsSelectionOnViewWillAppear): an update
    // later does not select it again, and the reducer is told.
    tableView.deselectRow(at: wifi, animated: true)
    steps = []
    source.update { sections in sections[2].rows[0].detail = "2.0" }
    check("UIKit's own deselection is read back: an update does not select the row again",
          Log.raised.isEmpty && tableView.indexPathsForSelectedRows == nil && source.state.selection.isEmpty
              && steps.contains(.deselect("wifi")),
          "\(Log.raised) \(String(describing: tableView.indexPathsForSelectedRows)) \(source.state.selection) \(steps)")
}

@MainActor func sectionIndex() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .plain)
    let source = ContactsTable.DataSource()
    source.attach(to: tableView)
    source.update { sections in sections.removeAll { $0.id == "letter-a" } }
    let titles = source.sectionIndexTitles(for: tableView) ?? []
    func shows(_ title: String) -> String {
        guard let index = titles.firstIndex(of: title) else { return "no title \(title)" }
        let section = source.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        return source.sections.indices.contains(section) ? source.sections[section].id : "section \(section)"
    }
    check("section index after an update: each title shows its own section",
          Log.raised.isEmpty && shows("B") == "letter-b" && shows("C") == "letter-c" && shows("Z") == "letter-z",
          "\(Log.raised) B→\(shows("B")) C→\(shows("C")) Z→\(shows("Z"))")
    check("section index: a title whose section went shows the next one", shows("A") == "letter-b", shows("A"))
}

@MainActor func reuse() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
    let source = SettingsTable.DataSource()
    source.configureCell = { cell, row in
        guard row.id == "wifi" else { return }
        cell.accessoryView = UIView()
        cell.editingAccessoryType = .checkmark
        cell.backgroundConfiguration = .clear()
        cell.tintColor = .systemRed
        cell.accessibilityTraits = [.button, .selected]
        cell.accessibilityLabel = "Wi-Fi network"
    }
    source.attach(to: tableView)
    let wifiCell = tableView.cellForRow(at: indexPath("wifi", in: source.sections)!)
    // A reload with one more row: every cell goes back to the pool and wifi's old one, the
    // first in, comes out last, for another row.
    source.update({ sections in sections[2].rows.append(TableSpecRuntime.Row(id: "extra", title: "Extra")) }, animated: false)
    let reusedFor = wifiCell.flatMap { tableView.indexPath(for: $0) }.map { source.row(at: $0).id } ?? "none"
    let leaks = tableView.visibleCells.filter { cell in
        guard let path = tableView.indexPath(for: cell), source.row(at: path).id != "wifi" else { return false }
        // A switch row's own switch is its accessory view.
        return (cell.accessoryView != nil && !source.row(at: path).isSwitch) || cell.editingAccessoryType != .none || cell.backgroundConfiguration != nil
            || cell.tintColor == .systemRed || cell.accessibilityLabel != nil
            || (cell.accessibilityTraits.contains(.selected) && source.row(at: path).accessory != .checkmark)
    }
    check("a reused cell shows nothing another row's configureCell set",
          Log.raised.isEmpty && reusedFor != "wifi" && reusedFor != "none" && leaks.isEmpty,
          "\(Log.raised) wifi's cell now shows \(reusedFor); leaking: \(leaks.compactMap { tableView.indexPath(for: $0) })")
}

/// The same through scrolling: one row on screen, scrolled from top to bottom, the cell of
/// the row leaving reused for the row coming when they are of one kind (wifi's for bluetooth).
@MainActor func scrolling() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
    tableView.standInScreenRows = 1
    let source = SettingsTable.DataSource()
    source.configureCell = { cell, row in
        guard row.id == "wifi" else { return }
        cell.accessoryView = UIView()
        cell.tintColor = .systemRed
        cell.accessibilityLabel = "Wi-Fi network"
    }
    source.attach(to: tableView)
    var leaks: [String] = []
    var requested = 0
    for (s, section) in source.sections.enumerated() {
        for r in section.rows.indices {
            tableView.standInScroll(to: IndexPath(row: r, section: s))
            requested += tableView.lastCellRequests.count
            for cell in tableView.visibleCells {
                guard let path = tableView.indexPath(for: cell), source.row(at: path).id != "wifi" else { continue }
                if (cell.accessoryView != nil && !source.row(at: path).isSwitch) || cell.tintColor == .systemRed || cell.accessibilityLabel != nil { leaks.append(source.row(at: path).id) }
            }
        }
    }
    check("scrolling: a cell reused for another row shows nothing configureCell set for the first",
          Log.raised.isEmpty && requested > 0 && leaks.isEmpty, "\(Log.raised) leaking on \(leaks)")
}

@MainActor func accessibility() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let source = KindsTable.DataSource()
    UIImage.standInAssets = ["Logo"]
    source.attach(to: tableView)
    UIImage.standInAssets = []
    func image(_ id: String) -> UIImage? {
        (tableView.cellForRow(at: indexPath(id, in: source.sections)!)?.contentConfiguration as? UIListContentConfiguration)?.image
    }
    check("images: an SF Symbol, else an asset of the app, else none",
          image("lead")?.isSymbol == true && image("plain")?.isSymbol == false && image("plain")?.name == "Logo" && image("go") == nil)
    func traits(_ id: String) -> UIAccessibilityTraits? { tableView.cellForRow(at: indexPath(id, in: source.sections)!)?.accessibilityTraits }
    check("accessibility: button and footerFinish rows are buttons", traits("go") == .button && traits("finish") == .button)
    check("accessibility: a headerLead row is a heading", traits("lead") == .header)
    check("accessibility: a checkmark row says selected", traits("chosen") == .selected && traits("plain") == UIAccessibilityTraits.none)
    let tall = indexPath("tall", in: source.sections)!
    let standard = source.tableView(tableView, heightForRowAt: tall)
    UITraitCollection.standInCurrent = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    let large = source.tableView(tableView, heightForRowAt: tall)
    let estimate = source.tableView(tableView, estimatedHeightForRowAt: tall)
    UITraitCollection.standInCurrent = UITraitCollection()
    check("a fixed height is exact at standard text sizes and an estimate at accessibility sizes",
          standard == 60 && large == UITableView.automaticDimension && estimate == 60, "\(standard) \(large) \(estimate)")
}

@MainActor func drags() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let source = KindsTable.DataSource()
    source.attach(to: tableView)
    var changed: [(KindsTable.Table, RowChanges)] = []
    source.onRowsChange = { changed.append(($0, $1)) }
    source.setEditing(true, animated: false)
    let plain = indexPath("plain", in: source.sections)!
    tableView.standInBeginDrag(from: plain)
    var completed = 0
    source.update({ sections in sections[1].rows.removeAll { $0.id == "go" } }, completion: { _ in completed += 1 })
    check("an update during a drag waits", Log.raised.isEmpty && indexPath("go", in: source.sections) != nil, "\(Log.raised)")
    tableView.standInDrop(at: IndexPath(row: 2, section: plain.section))
    wait(0.5)
    let rows = source.sections[1].rows.map(\.id)
    check("the update runs once the drag has ended, on the rows as the drop left them",
          Log.raised.isEmpty && completed == 1 && rows == ["chosen", "tall", "plain"]
              && tableView.numberOfRows(inSection: 1) == 3, "\(Log.raised) \(completed) \(rows)")
    check("the user's move reaches onRowsChange with the new table",
          changed.count == 1 && changed.first?.1.moved.first?.id == "plain"
              && changed.first?.0.sections[1].rows.map(\.id) == ["chosen", "tall", "plain", "go"],
          "\(changed.map { ($0.0.sections[1].rows.map(\.id), $0.1) })")

    // A delete by the user, then an app's change: the deleted row stays deleted.
    changed = []
    tableView.standInCommitEditing(at: indexPath("chosen", in: source.sections)!)
    source.update { sections in sections[1].rows[0].title = "Tall!" }
    check("the app's change starts from the rows the user left",
          Log.raised.isEmpty && changed.first?.1.deleted.first?.id == "chosen" && source.sections[1].rows.map(\.id) == ["tall", "plain"]
              && source.sections[1].rows[0].title == "Tall!", "\(Log.raised) \(source.sections[1].rows.map(\.id))")
}

MainActor.assumeIsolated {
    UITableView.inconsistencyHandler = { Log.raised.append($0) }
    diffable()
    selection()
    sectionIndex()
    reuse()
    scrolling()
    accessibility()
    drags()
    controls()
    print("done")
}
