/// Swipe actions and a delete title only on rows that can be edited.
enum EditingDisabledRule: ValidationRule {
    static let description = RuleDescription(
        id: .editingDisabled, stage: .validation,
        summary: "swipe actions and a delete title need editing.canEdit: true",
        explanation: """
            UIKit asks for swipe actions and the delete-confirmation title only for rows \
            whose `canEditRowAt` answers true. On any other row they are never shown. Set \
            `editing.canEdit: true`, or remove them.
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
        ],
        nonTriggering: [
            ExampleSpec.row("""
                editing: {canEdit: true, deleteTitle: Remove}
                swipe:
                  trailing: [{id: remove, title: Remove, style: destructive}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        context.forEachRowIndex { s, r, rows in
            guard rows[r].editing?.canEdit != true else { return }
            let hasSwipeActions = rows[r].swipe.map { !($0.leading.isEmpty && $0.trailing.isEmpty) } ?? false
            let hasDeleteTitle = rows[r].editing?.deleteTitle != nil
            guard hasSwipeActions || hasDeleteTitle else { return }
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
        }
    }
}
