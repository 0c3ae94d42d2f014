/// A section shows something: rows, a header or a footer (warning).
enum EmptySectionRule: ValidationRule {
    static let description = RuleDescription(
        id: .emptySection, severity: .warning, stage: .validation,
        summary: "a section has rows, a header or a footer",
        explanation: """
            A section with no rows, no header title and no footer title draws as empty \
            space. It is usually left over from an edit. Remove it, or give it content. A \
            section with a `source` is not empty: its rows come from the source's items.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: s
                  rows: [{id: a, title: A}]
                - ↓id: leftover
                  rows: []
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: s
                  rows: [{id: a, title: A}]
                - id: note
                  footer: Changes apply at once.
                  rows: []
                """),
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string}, sample: [{id: "1"}]}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{id}"}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        for (s, section) in context.table.sections.enumerated()
        where section.rows.isEmpty && section.header == nil && section.footer == nil
            && section.source == nil && section.template == nil {
            // A templated section's rows come from its source (whether a variant or a data
            // set leaves it empty is the expansion's to judge).
            // Rows, a header or a footer that were written but could not be read (or rows
            // that are missing) are already errors.
            let pointer = context.sectionPointer(s)
            guard !["rows", "header", "footer"].contains(where: { context.isRejected(pointer.appending($0)) }) else {
                continue
            }
            diagnostics.append(context.diagnostic(
                description, "section '\(section.id)' has no rows, no header and no footer; remove it or give it content",
                at: context.sectionPointer(s), atKey: false))
        }
    }
}
