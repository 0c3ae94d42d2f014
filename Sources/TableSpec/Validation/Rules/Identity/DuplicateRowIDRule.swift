/// Row ids must be unique across the whole table, so a row can be followed when it moves
/// to another section.
enum DuplicateRowIDRule: ValidationRule {
    static let description = RuleDescription(
        id: .duplicateRowID, stage: .validation,
        summary: "row ids are unique across the whole table",
        explanation: """
            Rows are matched by id across the whole table, not per section: a row may \
            move from one section to another and still be the same row (a UITableView \
            move, not a delete and an insert). Two rows with one id, even in different \
            sections, make that ambiguous. Rename one of them.
            """,
        triggering: [
            ExampleSpec.rows("""
                - {id: wifi, title: Wi-Fi}
                - {id: ↓wifi, title: WLAN}
                """),
            ExampleSpec.sections("""
                - id: one
                  rows: [{id: a, title: A}]
                - id: two
                  rows: [{id: ↓a, title: Also A}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: one
                  rows: [{id: a, title: A}]
                - id: two
                  rows: [{id: b, title: B}]
                """),
        ])

    /// It judges the sections together: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        var finder = DuplicateFinder<(section: Int, row: Int)>(expectedCount: context.rowCount)
        context.forEachRowIndex { s, r, rows in
            guard let first = finder.firstUse(of: rows[r].id, at: (s, r)) else { return }
            let id = rows[r].id
            diagnostics.append(context.duplicateID(
                description, id, "duplicate row id '\(id)'; row ids must be unique across the table",
                at: context.rowPointer(s, r).appending("id"),
                first: context.rowPointer(first.section, first.row).appending("id")))
        }
    }
}
