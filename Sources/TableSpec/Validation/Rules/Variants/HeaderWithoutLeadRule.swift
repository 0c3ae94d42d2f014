/// A header section that some variant shows without its `headerLead` row (warning).
enum HeaderWithoutLeadRule: Rule {
    static let description = RuleDescription(
        id: .headerWithoutLead, severity: .warning, stage: .variants,
        summary: "no variant shows a header section without its headerLead row",
        explanation: """
            A header section introduces the screen with its `headerLead` row. When that \
            row has a `when` that the section does not share, the variants where it is \
            false show the header section without its lead: a header drawn as a body. Give \
            the section the row's `when` (it goes when its lead goes), or show the row in \
            every variant that shows the section.
            """,
        triggering: [
            ExampleSpec.sections(top: "flags: {loggedIn: {default: true}}", """
                - id: intro
                  kind: header
                  rows:
                    - {id: lead, kind: headerLead, title: Hello, when: ↓loggedIn}
                    - {id: a, title: A}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(top: "flags: {loggedIn: {default: true}}", """
                - id: intro
                  kind: header
                  when: loggedIn
                  rows:
                    - {id: lead, kind: headerLead, title: Hello, when: loggedIn}
                    - {id: a, title: A}
                - id: body
                  rows: [{id: b, title: B}]
                """),
        ])

    /// Reports, at its `when`, the written `headerLead` row of each header section that
    /// `distinct` shows without any `headerLead` row. O(rows of its header sections).
    static func check(
        _ distinct: VariantRun.Distinct, of run: VariantRun, in context: RuleContext, _ body: (Diagnostic) -> Void
    ) {
        let table = distinct.expansion.table
        for (g, section) in table.sections.enumerated() where section.kind == .header {
            guard !section.rows.contains(where: { context.resolved($0.kind) == .headerLead }) else { continue }
            let s = distinct.expansion.sections[g].section
            let rows = run.table.sections[s].rows
            guard let lead = rows.firstIndex(where: { $0.when != nil && context.resolved($0.kind) == .headerLead })
            else { continue }
            body(context.diagnostic(
                description,
                "the header section '\(section.id)' is shown without its headerLead row '\(rows[lead].id)', which this `when` hides; give the section the same `when`, or show the row always",
                at: context.rowPointer(s, lead).appending("when")))
        }
    }
}
