/// Section ids must be unique: `tablectl diff` and apps match sections by id.
enum DuplicateSectionIDRule: ValidationRule {
    static let description = RuleDescription(
        id: .duplicateSectionID, stage: .validation,
        summary: "section ids are unique within a table",
        explanation: """
            Sections are matched by id when a table changes (diffable data sources, \
            `tablectl diff`), so two sections with one id make updates ambiguous. \
            Rename one of them.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: general
                  rows: [{id: a, title: A}]
                - id: ↓general
                  rows: [{id: b, title: B}]
                """),
            ExampleSpec.sections("""
                - {id: s, header: One, rows: []}
                - {id: ↓s, header: Two, rows: []}
                - {id: ↓s, header: Three, rows: []}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: general
                  rows: [{id: a, title: A}]
                - id: privacy
                  rows: [{id: b, title: B}]
                """),
        ])

    /// It judges the sections together: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        var finder = DuplicateFinder<Int>()
        for (index, section) in context.table.sections.enumerated() {
            guard let first = finder.firstUse(of: section.id, at: index) else { continue }
            diagnostics.append(context.duplicateID(
                description, section.id, "duplicate section id '\(section.id)'; section ids must be unique",
                at: context.sectionPointer(index).appending("id"),
                first: context.sectionPointer(first).appending("id")))
        }
    }
}
