/// `showsMenu: true` with no `menu` items.
enum EmptyMenuRule: ValidationRule {
    static let description = RuleDescription(
        id: .emptyMenu, severity: .warning, stage: .validation,
        summary: "showsMenu: true needs menu items",
        explanation: """
            A context menu shows the row's `menu` items; with none, a long press shows \
            nothing. Add `menu` items (a `menu` alone implies `showsMenu: true`), or remove \
            `showsMenu`.
            """,
        triggering: [
            ExampleSpec.row("↓showsMenu: true"),
        ],
        nonTriggering: [
            ExampleSpec.row("menu: [{id: copy, title: Copy, action: {emit: copy}}]"),
            ExampleSpec.row("""
                showsMenu: true
                menu: [{id: share, title: Share, image: square.and.arrow.up, action: {emit: share}}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard rows[r].showsMenu, rows[r].menu.isEmpty else { return }
            let pointer = context.rowPointer(s, r)
            // A `menu:` that could not be read left the list empty; its error says enough.
            guard !context.isRejected(pointer.appending("menu")) else { return }
            diagnostics.append(context.diagnostic(
                description, "row '\(rows[r].id)' shows a context menu with no items; add menu items or remove showsMenu",
                at: pointer.appending("showsMenu"), atKey: true))
        }
    }
}
