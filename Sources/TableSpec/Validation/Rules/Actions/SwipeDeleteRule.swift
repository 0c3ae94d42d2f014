/// A row's swipe can delete it exactly when the row can be deleted.
enum SwipeDeleteRule: ValidationRule {
    static let description = RuleDescription(
        id: .swipeDelete, severity: .warning, stage: .validation,
        summary: "a row that can be deleted can be deleted by a swipe, and only such a row has a delete button",
        explanation: """
            A row's trailing swipe actions are exactly what a trailing swipe shows: they \
            replace UIKit's Delete button (a returned `UISwipeActionsConfiguration` does, in \
            editing mode too) and SwiftUI's `.onDelete` button. So a row that can be deleted \
            (`editing: {canEdit: true}`, style `delete`) with trailing actions of its own can \
            be deleted by a swipe only when one of them is its delete: give that action \
            `role: delete` (it deletes the row, as the Delete button would), or add one. The \
            other way round, an action or menu item with `role: delete` on a row that cannot \
            be deleted is always refused: make the row deletable or remove the role.
            """,
        triggering: [
            ExampleSpec.row("""
                editing: {canEdit: true}
                swipe:
                  ↓trailing: [{id: remove, title: Remove, style: destructive, action: {emit: remove}}]
                """),
            ExampleSpec.row("""
                editing: {canEdit: true, style: none}
                swipe:
                  trailing: [{id: remove, title: Remove, ↓role: delete}]
                """),
            ExampleSpec.row("""
                menu: [{id: remove, title: Remove, ↓role: delete}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.row("""
                editing: {canEdit: true}
                swipe:
                  leading: [{id: pin, title: Pin}]
                  trailing: [{id: flag, title: Flag}, {id: remove, title: Remove, style: destructive, role: delete}]
                menu: [{id: delete, title: Delete, role: delete}]
                """),
            ExampleSpec.row("""
                editing: {canEdit: true}
                swipe:
                  leading: [{id: pin, title: Pin}]
                """),
            ExampleSpec.row("""
                editing: {canEdit: true, style: none}
                swipe:
                  trailing: [{id: flag, title: Flag}]
                """),
        ])

    /// O(rows + their swipe actions and menu items); a row's pointers are built only when
    /// it may be reported (building seven per row was a tenth of a validate run).
    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            if rows[r].isDeletable {
                // 1. A deletable row whose trailing actions replace the Delete button without
                //    one (unless a default stands in for a value that could not be read).
                guard !rows[r].swipeDeletes else { return }
                let row = rows[r]
                let pointer = context.rowPointer(s, r)
                let trailing = pointer.appending("swipe").appending("trailing")
                let unread = ["canEdit", "style"].contains { context.isRejected(pointer.appending("editing").appending($0)) }
                    || (row.swipe?.trailing ?? []).indices.contains { context.isRejected(trailing.appending($0).appending("role")) }
                if !unread {
                    diagnostics.append(context.diagnostic(
                        description,
                        "row '\(row.id)' can be deleted, but its trailing swipe actions replace the Delete button and none deletes it; give the one that deletes 'role: delete', or add one",
                        at: trailing, atKey: true))
                }
                return
            }
            // 2. A delete role on a row that cannot be deleted (swipe actions of a row that
            //    cannot be edited at all are `editing-disabled`'s).
            let row = rows[r]
            let isDelete: (SwipeAction) -> Bool = { $0.role == .delete }
            guard row.leadingSwipeActions.contains(where: isDelete) || row.trailingSwipeActions.contains(where: isDelete)
                    || row.contextMenu.contains(where: { $0.role == .delete }) else { return }
            let pointer = context.rowPointer(s, r)
            for (edge, actions) in [("leading", row.leadingSwipeActions), ("trailing", row.trailingSwipeActions)] {
                for (index, action) in actions.enumerated() where isDelete(action) {
                    report(pointer.appending("swipe").appending(edge).appending(index), action, row)
                }
            }
            for (index, item) in row.contextMenu.enumerated() where item.role == .delete {
                report(pointer.appending("menu").appending(index), item, row)
            }
        }

        func report(_ at: Pointer, _ action: SwipeAction, _ row: Row) {
            diagnostics.append(context.diagnostic(
                description,
                "'\(action.id)' deletes row '\(row.id)', which cannot be deleted (it needs editing: {canEdit: true, style: delete}); remove 'role: delete' or make the row deletable",
                at: at.appending("role"), atKey: true))
        }
    }
}
