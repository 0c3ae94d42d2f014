// The self-test's swipes, context menus, display, prefetching and the two-finger pan.
import UIKit

extension SelfTest {
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
