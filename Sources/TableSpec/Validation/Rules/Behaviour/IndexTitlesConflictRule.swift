/// Section index titles are given for the table or per section, not both.
enum IndexTitlesConflictRule: ValidationRule {
    static let description = RuleDescription(
        id: .indexTitlesConflict, stage: .validation,
        summary: "section index titles come from sectionIndexTitles or indexTitle, not both",
        explanation: """
            `sectionIndexTitles` lists the whole index at the table level; `indexTitle` \
            gives each section its entry. With both, it is unclear which the app shows. \
            Keep one of them.
            """,
        triggering: [
            ExampleSpec.sections(
                top: "↓sectionIndexTitles: [A, B]",
                """
                - id: a
                  indexTitle: A
                  rows: [{id: ada, title: Ada}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: a
                  indexTitle: A
                  rows: [{id: ada, title: Ada}]
                """),
            ExampleSpec.sections(
                top: "sectionIndexTitles: [A]",
                """
                - id: a
                  rows: [{id: ada, title: Ada}]
                """),
        ])

    /// It judges the sections together: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        guard context.table.sectionIndexTitles != nil else { return }
        let related = context.table.sections.indices
            .filter { context.table.sections[$0].indexTitle != nil }
            .map {
                context.related(
                    at: context.sectionPointer($0).appending("indexTitle"), atKey: true,
                    "section '\(context.table.sections[$0].id)' sets its own indexTitle")
            }
        guard !related.isEmpty else { return }
        diagnostics.append(context.diagnostic(
            description,
            "sectionIndexTitles and per-section indexTitle are both given; keep one of them",
            at: Pointer([.key("sectionIndexTitles")]), atKey: true, related: related))
    }
}
