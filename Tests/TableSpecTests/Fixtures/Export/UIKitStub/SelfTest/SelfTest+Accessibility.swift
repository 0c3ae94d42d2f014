// The self-test's accessibility, text sizes, cell properties across reuse, images by name
// and drags held open (hasUncommittedUpdates).
import UIKit

extension SelfTest {
    func accessibilityAndReuse() {
        // A cell keeps what the app set on it when it is reused: UIKit resets none of it.
        let (table, source) = makeTable([["a", "b"]])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        expect("cells start without accessory view, background configuration, tint or traits",
               cell?.accessoryView == nil && cell?.editingAccessoryView == nil && cell?.backgroundConfiguration == nil
                   && cell?.tintColor == nil && cell?.accessibilityTraits == UIAccessibilityTraits.none && cell?.accessibilityLabel == nil)
        cell?.accessoryView = UIView()
        cell?.backgroundConfiguration = .clear()
        cell?.editingAccessoryType = .checkmark
        cell?.tintColor = .systemRed
        cell?.accessibilityTraits = [.button, .selected]
        cell?.accessibilityLabel = "A"
        source.sections = [["c", "d"]]
        table.reloadData()
        let reused = table.visibleCells.first { $0 === cell }
        expect("a reused cell keeps its accessory view, background, editing accessory, tint and accessibility",
               reused != nil && reused?.accessoryView != nil && reused?.backgroundConfiguration?.kind == "clear"
                   && reused?.editingAccessoryType == .checkmark && reused?.tintColor == .systemRed
                   && reused?.accessibilityTraits == [.button, .selected] && reused?.accessibilityLabel == "A")
        expect("default background configuration is a list cell's",
               UITableViewCell(style: .default, reuseIdentifier: nil).defaultBackgroundConfiguration().kind == "listGroupedCell")

        // Text sizes.
        expect("the default text size is not an accessibility size",
               table.traitCollection.preferredContentSizeCategory == .large && !UIContentSizeCategory.large.isAccessibilityCategory
                   && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        UITraitCollection.standInCurrent = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        expect("views answer the current text size; the accessibility sizes are so",
               table.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
                   && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        UITraitCollection.standInCurrent = UITraitCollection()

        // Images: symbols the stand-in knows, assets the app has.
        expect("UIImage(systemName:) is nil for a name that is no symbol", UIImage(systemName: "no.such.symbol") == nil
                   && UIImage(systemName: "wifi")?.isSymbol == true)
        expect("UIImage(named:) is nil without the asset", UIImage(named: "Logo") == nil)
        UIImage.standInAssets.insert("Logo")
        expect("UIImage(named:) finds an asset of the catalog", UIImage(named: "Logo")?.isSymbol == false)
        UIImage.standInAssets.remove("Logo")
    }

    func heldDrags() {
        let (drag, recorder) = makeRecorded([["a", "b", "c"]])
        drag.setEditing(true, animated: false)
        expect("no uncommitted updates without a drag", !drag.hasUncommittedUpdates)
        expect("a drag begins on a movable row in editing mode", drag.standInBeginDrag(from: IndexPath(row: 0, section: 0)))
        expect("while a row is held the table has uncommitted updates", drag.hasUncommittedUpdates)
        raised = []
        recorder.sections[0].append("d")
        drag.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        expect("a batch update during a drag raises and cancels the drag",
               raised.count == 1 && raised[0].contains("while the user drags a row") && !drag.hasUncommittedUpdates
                   && shown(drag) == [["a", "b", "c", "d"]], "\(raised)")
        expect("a drop without a drag does nothing", drag.standInDrop(at: IndexPath(row: 1, section: 0)) == nil
                   && !recorder.log.contains { $0.hasPrefix("move") })
        raised = []
        drag.standInBeginDrag(from: IndexPath(row: 0, section: 0))
        drag.reloadData()
        expect("reloadData during a drag raises", raised.count == 1 && raised[0].contains("reloadData()"), "\(raised)")
        raised = []
        recorder.log = []
        drag.standInBeginDrag(from: IndexPath(row: 0, section: 0))
        let landed = drag.standInDrop(at: IndexPath(row: 2, section: 0))
        expect("a held row dropped moves as a drag does, and the drag is over",
               landed == IndexPath(row: 2, section: 0) && raised.isEmpty && recorder.log == ["target 0.2", "move 0.0 to 0.2"]
                   && !drag.hasUncommittedUpdates && shown(drag) == [["b", "c", "a", "d"]], "\(raised) \(recorder.log) \(shown(drag))")
    }
}
