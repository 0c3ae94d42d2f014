/// A header section, if any, is the first section, and there is at most one.
enum HeaderSectionPositionRule: ValidationRule {
    static let description = RuleDescription(
        id: .headerSectionPosition, stage: .validation,
        summary: "a header section is the first section, and there is at most one",
        explanation: """
            `kind: header` marks the section that introduces the screen (it holds the \
            `headerLead` row). It must come first, and a table has at most one. Move it \
            to the top, or make it a `body` section.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: body
                  rows: [{id: a, title: A}]
                - id: intro
                  kind: ↓header
                  rows: [{id: lead, kind: headerLead, title: Hello}]
                """),
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows: [{id: lead, kind: headerLead, title: Hello}]
                - id: again
                  kind: ↓header
                  rows: [{id: b, title: B}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows: [{id: lead, kind: headerLead, title: Hello}]
                - id: body
                  rows: [{id: a, title: A}]
                """),
        ])

    /// It judges the sections together: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        TableEnd.top.checkSections(
            context, description,
            another: { "a table has at most one header section; make '\($0)' a body section" },
            kept: { "the header section is '\($0)'" },
            into: &diagnostics)
    }
}
