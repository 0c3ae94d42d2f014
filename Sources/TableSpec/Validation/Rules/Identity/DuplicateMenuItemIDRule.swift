/// Menu item ids must be unique within a row.
enum DuplicateMenuItemIDRule: ValidationRule {
    static let description = RuleDescription(
        id: .duplicateMenuItemID, stage: .validation,
        summary: "menu item ids are unique within a row",
        explanation: """
            An app and `tablectl simulate` tell a row's context-menu items apart by id \
            (`menu: {row: …, item: ID}`). Two items with one id on the same row cannot be \
            told apart. Rename one of them.
            """,
        triggering: [
            ExampleSpec.row("""
                menu:
                  - {id: copy, title: Copy}
                  - {id: ↓copy, title: Copy Link}
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - id: r
                  title: R
                  menu: [{id: copy, title: Copy}, {id: share, title: Share}]
                - id: q
                  title: Q
                  menu: [{id: copy, title: Copy}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            let menu = rows[r].menu
            guard menu.count > 1 else { return }
            func pointer(_ i: Int) -> Pointer { context.rowPointer(s, r).appending("menu").appending(i).appending("id") }
            for (later, first) in DuplicateFinder<Int>.duplicates(count: menu.count, id: { menu[$0].id }) {
                diagnostics.append(context.duplicateID(
                    description, menu[later].id, "duplicate menu item id '\(menu[later].id)' in row '\(rows[r].id)'",
                    at: pointer(later), first: pointer(first)))
            }
        }
    }
}
