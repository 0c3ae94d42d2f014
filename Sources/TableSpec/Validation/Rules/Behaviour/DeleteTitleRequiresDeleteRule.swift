/// `deleteTitle` only with editing style `delete`.
enum DeleteTitleRequiresDeleteRule: ValidationRule {
    static let description = RuleDescription(
        id: .deleteTitleRequiresDelete, stage: .validation,
        summary: "deleteTitle is only used with editing style delete",
        explanation: """
            `titleForDeleteConfirmationButtonForRowAt` is asked only for rows whose \
            editing style is `delete`. With `none` or `insert` the title is never shown. \
            Remove it, or use `style: delete`.
            """,
        triggering: [
            ExampleSpec.row("""
                editing:
                  canEdit: true
                  style: insert
                  ↓deleteTitle: Remove
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - id: r
                  title: R
                  editing: {canEdit: true, style: delete, deleteTitle: Remove}
                - id: q
                  title: Q
                  editing: {canEdit: true, deleteTitle: Archive}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard rows[r].editing?.deleteTitle != nil, let style = rows[r].editing?.style, style != .delete else {
                return
            }
            diagnostics.append(context.diagnostic(
                description,
                "a delete title is only shown with editing style 'delete', not '\(style.rawValue)'; remove deleteTitle or use style: delete",
                at: context.rowPointer(s, r).appending("editing").appending("deleteTitle"), atKey: true))
        }
    }
}
