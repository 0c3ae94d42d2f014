/// A footer section, if any, is the last section, and there is at most one.
enum FooterSectionPositionRule: ValidationRule {
    static let description = RuleDescription(
        id: .footerSectionPosition, stage: .validation,
        summary: "a footer section is the last section, and there is at most one",
        explanation: """
            `kind: footer` marks the section that closes the screen (it holds the \
            `footerFinish` row). It must come last, and a table has at most one. Move it \
            to the bottom, or make it a `body` section.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: end
                  kind: ↓footer
                  rows: [{id: finish, kind: footerFinish, title: Done}]
                - id: body
                  rows: [{id: a, title: A}]
                """),
            ExampleSpec.sections("""
                - id: early
                  kind: ↓footer
                  rows: [{id: a, title: A}]
                - id: end
                  kind: footer
                  rows: [{id: finish, kind: footerFinish, title: Done}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: body
                  rows: [{id: a, title: A}]
                - id: end
                  kind: footer
                  rows: [{id: finish, kind: footerFinish, title: Done}]
                """),
        ])

    /// It judges the sections together: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        TableEnd.bottom.checkSections(
            context, description,
            another: { "a table has at most one footer section, and it is last; make '\($0)' a body section" },
            kept: { "the last footer section is '\($0)'" },
            into: &diagnostics)
    }
}
