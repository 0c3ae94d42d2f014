// The self-test's controls: a switch's actions as UIKit runs them (stacked per `UIAction`,
// replaced by identifier, none from code or when disabled), and a reused cell keeping the
// switch an app left in its accessory view.
import UIKit

extension SelfTest {
    func controls() {
        let control = UISwitch()
        var runs: [String] = []
        control.addAction(UIAction { _ in runs.append("first") }, for: .valueChanged)
        control.addAction(UIAction { _ in runs.append("second") }, for: .valueChanged)
        control.standInFlip()
        expect("two actions added for one event both run, in order, after the value changed",
               runs == ["first", "second"] && control.isOn && control.standInActionCount(for: .valueChanged) == 2, "\(runs)")

        let id = UIAction.Identifier("one")
        let named = UISwitch()
        runs = []
        named.addAction(UIAction(identifier: id) { _ in runs.append("old") }, for: .valueChanged)
        named.addAction(UIAction(identifier: id) { _ in runs.append("new") }, for: .valueChanged)
        named.standInFlip()
        expect("an action with the identifier of an earlier one replaces it",
               runs == ["new"] && named.standInActionCount(for: .valueChanged) == 1, "\(runs)")

        runs = []
        named.setOn(false, animated: true)
        named.isOn = true
        named.sendActions(for: .touchUpInside)
        named.isEnabled = false
        named.standInFlip()
        expect("setting the value in code, another event or a disabled switch runs no action",
               runs.isEmpty && named.isOn, "\(runs)")
        named.isEnabled = true
        named.removeAction(identifiedBy: id, for: .valueChanged)
        named.standInFlip()
        expect("a removed action no longer runs", runs.isEmpty && named.standInActionCount(for: .valueChanged) == 0)

        let (table, source) = makeTable([["a", "b"]])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let left = UISwitch()
        left.isOn = true
        cell?.accessoryView = left
        source.sections = [["c", "d"]]
        table.reloadData()
        let reused = table.visibleCells.first { $0 === cell }
        expect("a reused cell keeps the switch (and its value) the app left in it",
               reused?.accessoryView === left && (reused?.accessoryView as? UISwitch)?.isOn == true)
    }
}
