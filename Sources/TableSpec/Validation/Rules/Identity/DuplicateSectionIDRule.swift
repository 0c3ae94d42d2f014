/// Section ids must be unique: `tablectl diff` and apps match sections by id.
public enum DuplicateSectionIDRule: ValidationRule {
    public static let description = RuleDescription(
        id: .duplicateSectionID, stage: .validation,
        summary: "section ids are unique within a table",
        explanation: """
            Sections are matched by id when a table changes (diffable data sources, \
            `tablectl diff`), so two sections with one id make updates ambiguous. \
            Rename one of them.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: general
                rows: [{id: a, title: A}]
              - id: ↓general
                rows: [{id: b, title: B}]
            """,
            """
            tablespec: 1
            id: t
            sections:
              - {id: s, header: One, rows: []}
              - {id: ↓s, header: Two, rows: []}
              - {id: ↓s, header: Three, rows: []}
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: general
                rows: [{id: a, title: A}]
              - id: privacy
                rows: [{id: b, title: B}]
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        var finder = DuplicateFinder<Int>()
        for (index, section) in context.table.sections.enumerated() {
            guard let first = finder.firstUse(of: section.id, at: index) else { continue }
            let firstSpan = context.span(at: context.sectionPointer(first).appending("id"))
            diagnostics.append(context.diagnostic(
                description,
                "duplicate section id '\(section.id)'; section ids must be unique",
                at: context.sectionPointer(index).appending("id"),
                related: [RelatedLocation(span: firstSpan, message: "'\(section.id)' is first used here")]))
        }
    }
}
