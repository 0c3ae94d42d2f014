// Switches and choice groups on the UIKit stand-in (UIKitDeviceTests): a switch row's cell
// holds a UISwitch showing its state and reads as its switch; the user's flip goes through
// the reducer once; a cell reused for another switch row shows that row's state with one
// action; choosing a row moves the checkmark by reconfiguring the two cells in place.
import TableSpecRuntime
import UIKit

@MainActor func controls() {
    Log.raised = []
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(ProfileCell.self, forCellReuseIdentifier: "ProfileCell")
    let source = SettingsTable.DataSource()
    source.attach(to: tableView)
    var effects: [String] = []
    var steps: [(TableState.Action, TableState.Step)] = []
    var saved: [TableSpecRuntime.Table] = []
    source.onAction = { effect, row in effects.append("\(row.id) \(effect)") }
    source.onStep = { steps.append(($0, $1)) }
    source.onRowsChange = { table, _ in saved.append(table) }
    func cell(_ id: String) -> UITableViewCell? { tableView.cellForRow(at: indexPath(id, in: source.sections)!) }

    let airplane = cell("airplane-mode")
    let control = airplane?.accessoryView as? UISwitch
    check("switches: a switch row's cell holds a UISwitch showing its state, and reads as its switch; a row's tint is its cell's",
          control?.isOn == false && (cell("allow-notifications")?.accessoryView as? UISwitch)?.isOn == true
              && airplane?.accessoryType == UITableViewCell.AccessoryType.none && airplane?.isAccessibilityElement == false
              && (airplane?.accessibilityElements?.first as? UISwitch) === control && control?.accessibilityLabel == "Airplane Mode"
              && cell("wifi")?.accessoryView == nil && cell("wifi")?.isAccessibilityElement == true
              && airplane?.tintColor == .systemOrange && cell("units-metric")?.tintColor == nil,
          "\(String(describing: control?.isOn)) \(String(describing: airplane?.accessibilityElements))")

    control?.standInFlip()
    let toggles = steps.filter { if case .toggle = $0.0 { return true } else { return false } }
    check("switches: a flip sends one toggle through the reducer; the effect and the setting's new value reach the app",
          Log.raised.isEmpty && toggles.count == 1 && toggles.first?.0 == .toggle("airplane-mode")
              && toggles.first?.1.control == .switched(row: "airplane-mode", setting: "airplaneModeEnabled", isOn: true)
              && effects == ["airplane-mode emit(airplaneModeChanged)"] && source.state.isOn("airplane-mode") == true
              && saved.last?.sections.flatMap(\.rows).first { $0.id == "airplane-mode" }?.isOn == true
              && control?.isOn == true && cell("airplane-mode")?.accessoryView === control,
          "\(Log.raised) \(steps.map(\.0)) \(effects)")

    // Choosing: a tap on a row of the group moves the checkmark; both cells stay, reconfigured.
    let metricCell = cell("units-metric")
    let imperialCell = cell("units-imperial")
    steps = []
    tableView.standInTap(at: indexPath("units-imperial", in: source.sections)!)
    check("choices: a tap chooses the row; the checkmark moves, both cells reconfigured in place, nothing stays selected",
          Log.raised.isEmpty && source.state.chosenRow(inGroup: "units") == "units-imperial"
              && cell("units-imperial") === imperialCell && cell("units-metric") === metricCell
              && imperialCell?.accessoryType == .checkmark && metricCell?.accessoryType == UITableViewCell.AccessoryType.none
              && imperialCell?.accessibilityTraits.contains(.selected) == true && metricCell?.accessibilityTraits.contains(.selected) == false
              && tableView.indexPathsForSelectedRows == nil && source.state.selection.isEmpty,
          "\(Log.raised) \(String(describing: source.state.chosenRow(inGroup: "units"))) \(steps.map(\.0))")
    reusedSwitches()
}

/// Four switch rows, one on screen at a time, scrolled through twice: every cell shown has a
/// switch in its row's state, with one action, and flipping it toggles that row only.
@MainActor func reusedSwitches() {
    Log.raised = []
    let rows = (0..<4).map { TableSpecRuntime.Row(id: "s\($0)", title: "S\($0)", accessory: .switch, selectable: false, isOn: $0 % 2 == 0, setting: "setting\($0)") }
    let table = TableSpecRuntime.Table(id: "switches", sections: [TableSpecRuntime.Section(id: "list", rows: rows)])
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.standInScreenRows = 1
    let source = SettingsTable.DataSource(table: table)
    source.attach(to: tableView)
    var toggled: [String] = []
    source.onStep = { action, _ in if case .toggle(let id) = action { toggled.append(id) } }
    var problems: [String] = []
    var reused = false
    for pass in 0..<2 {
        for r in rows.indices {
            let path = IndexPath(row: r, section: 0)
            tableView.standInScroll(to: path)
            guard let cell = tableView.cellForRow(at: path), let control = cell.accessoryView as? UISwitch else {
                problems.append("s\(r): no switch")
                continue
            }
            if cell.reuseCount > 0 { reused = true }
            let id = source.row(at: path).id
            if control.isOn != source.state.isOn(id) { problems.append("\(id): shows \(control.isOn) (pass \(pass))") }
            if control.standInActionCount(for: .valueChanged) != 1 {
                problems.append("\(id): \(control.standInActionCount(for: .valueChanged)) actions")
            }
            toggled = []
            control.standInFlip()
            if toggled != [id] { problems.append("\(id): a flip toggled \(toggled)") }
        }
    }
    check("switches: a cell reused for another switch row shows that row's state, with one action (none stacked)",
          Log.raised.isEmpty && reused && problems.isEmpty, "\(Log.raised) reused: \(reused) \(problems)")
}
