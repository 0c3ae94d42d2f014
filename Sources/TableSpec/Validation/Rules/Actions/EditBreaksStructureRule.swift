/// A `headerLead` or `footerFinish` row that an edit could remove, move or push from its
/// place: what the reducer would do breaks the kind's position rule.
enum EditBreaksStructureRule: ValidationRule {
    static let description = RuleDescription(
        id: .editBreaksStructure, stage: .validation,
        summary: "a headerLead or footerFinish row cannot be deleted, moved or inserted before",
        explanation: """
            The lead row of the header section and the closing row of the footer section \
            hold their places (`header-lead-position`, `footer-finish-position`). A user \
            who deletes or drags such a row, or inserts a row before a `headerLead`, \
            leaves the table breaking that rule. Remove `editing.canEdit` (or its style \
            `delete`/`insert`) and `editing.canMove` from the row. Other rows can never be \
            moved before a `headerLead` or after a `footerFinish`: moves are retargeted \
            (`docs/simulate.md`).
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows:
                    - {id: lead, kind: headerLead, title: Hello, editing: {↓canMove: true}}
                """),
            ExampleSpec.sections("""
                - id: end
                  kind: footer
                  rows:
                    - {id: done, kind: footerFinish, title: Done, editing: {↓canEdit: true}}
                """),
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows:
                    - {id: lead, kind: headerLead, title: Hello, editing: {canEdit: true, ↓style: insert}}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows:
                    - {id: lead, kind: headerLead, title: Hello}
                    - {id: a, title: A, editing: {canEdit: true, canMove: true}}
                - id: end
                  kind: footer
                  rows:
                    - {id: done, kind: footerFinish, title: Done, editing: {canEdit: true, style: insert}}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard let editing = rows[r].editing, editing.canEdit || editing.canMove,
                  let kind = context.resolved(rows[r].kind), kind == .headerLead || kind == .footerFinish
            else { return }
            let (id, pointer) = (rows[r].id, context.rowPointer(s, r).appending("editing"))
            let broken: RuleID = kind == .headerLead ? .headerLeadPosition : .footerFinishPosition
            let what = "row '\(id)' is a \(rows[r].kind.name) row"
            func report(_ edit: String, _ key: String) {
                guard !context.isRejected(pointer.appending(key)) else { return }
                diagnostics.append(context.diagnostic(
                    description, "\(what) but \(edit), which would break \(broken)", at: pointer.appending(key), atKey: true))
            }
            if rows[r].isDeletable { report("can be deleted", "canEdit") }
            if editing.canEdit, editing.style == .insert, kind == .headerLead {
                report("a row can be inserted before it", "style")
            }
            if editing.canMove { report("can be moved", "canMove") }
        }
    }
}
