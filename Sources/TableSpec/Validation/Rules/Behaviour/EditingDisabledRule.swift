/// Swipe actions, a delete title and the insert style only on rows that can be edited; a
/// move scope only on rows that can be moved.
enum EditingDisabledRule: ValidationRule {
    static let description = RuleDescription(
        id: .editingDisabled, stage: .validation,
        summary: "swipe actions, a delete title and style: insert need editing.canEdit: true; moveWithin needs canMove",
        explanation: """
            UIKit asks for swipe actions, the delete-confirmation title and the editing \
            style only for rows whose `canEditRowAt` answers true. On any other row they are \
            never shown and `style: insert` never takes effect (`style: none` says the same \
            as not editable, so it is fine). Set `editing.canEdit: true`, or remove them. Likewise `editing.moveWithin` limits where a row can be moved, \
            so it needs `editing.canMove: true`.
            """,
        triggering: [
            ExampleSpec.row("""
                ↓swipe:
                  trailing: [{id: remove, title: Remove, style: destructive}]
                """),
            ExampleSpec.row("""
                editing:
                  canEdit: false
                  ↓deleteTitle: Remove
                """),
            ExampleSpec.row("editing: {↓style: insert}"),
            ExampleSpec.row("editing: {canEdit: true, ↓moveWithin: section}"),
        ],
        nonTriggering: [
            ExampleSpec.row("editing: {canEdit: true, style: insert, canMove: true, moveWithin: section}"),
            ExampleSpec.row("editing: {style: none}"),
            ExampleSpec.row("""
                editing: {canEdit: true, deleteTitle: Remove}
                swipe:
                  trailing: [{id: remove, title: Remove, style: destructive, role: delete}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            if let editing = rows[r].editing, editing.moveWithin != .table, !editing.canMove {
                let pointer = context.rowPointer(s, r).appending("editing")
                if !context.isRejected(pointer.appending("canMove")) {
                    diagnostics.append(context.diagnostic(
                        description,
                        "row '\(rows[r].id)' has moveWithin but cannot be moved, so it never takes effect; set editing.canMove: true",
                        at: pointer.appending("moveWithin"), atKey: true))
                }
            }
            guard rows[r].editing?.canEdit != true else { return }
            let hasSwipeActions = rows[r].swipe.map { !($0.leading.isEmpty && $0.trailing.isEmpty) } ?? false
            let hasDeleteTitle = rows[r].editing?.deleteTitle != nil
            let inserts = rows[r].editing?.style == .insert
            guard hasSwipeActions || hasDeleteTitle || inserts else { return }
            let (id, pointer) = (rows[r].id, context.rowPointer(s, r))
            // `canEdit: yes` or `editing: on` is already an error; its default false says nothing.
            guard !context.isRejected(pointer.appending("editing").appending("canEdit")) else { return }
            if hasSwipeActions {
                diagnostics.append(context.diagnostic(
                    description,
                    "row '\(id)' has swipe actions but cannot be edited, so they are never shown; set editing.canEdit: true",
                    at: pointer.appending("swipe"), atKey: true))
            }
            if hasDeleteTitle {
                diagnostics.append(context.diagnostic(
                    description,
                    "row '\(id)' has a delete title but cannot be edited, so it is never shown; set editing.canEdit: true",
                    at: pointer.appending("editing").appending("deleteTitle"), atKey: true))
            }
            if inserts {
                diagnostics.append(context.diagnostic(
                    description,
                    "row '\(id)' has editing style insert but cannot be edited, so it never takes effect; set editing.canEdit: true",
                    at: pointer.appending("editing").appending("style"), atKey: true))
            }
        }
    }
}
