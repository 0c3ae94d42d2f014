/// `sectionIndexTitles` gives one title per body section.
enum IndexTitlesMismatchRule: ValidationRule {
    static let description = RuleDescription(
        id: .indexTitlesMismatch, severity: .warning, stage: .validation,
        summary: "sectionIndexTitles gives one title per body section",
        explanation: """
            The titles of `sectionIndexTitles` map in order onto the table's body sections: \
            every section but the header and footer sections, which the index skips. The \
            first title shows the first body section, the second the second, and so on. With \
            more titles than body sections the extra titles all show the last body section; \
            with fewer, the body sections after the last title cannot be reached from the \
            index. Give one title per body section, or give each section its own \
            `indexTitle` instead.
            """,
        triggering: [
            ExampleSpec.sections(top: "↓sectionIndexTitles: [A, B, C]", headerAndTwoBodies),
            ExampleSpec.sections(
                top: "↓sectionIndexTitles: [A]",
                """
                - id: a
                  rows: [{id: ada, title: Ada}]
                - id: b
                  rows: [{id: bob, title: Bob}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: "sectionIndexTitles: [A, B]",
                headerAndTwoBodies + "\n" + """
                    - id: end
                      kind: footer
                      rows: [{id: done, kind: footerFinish, title: Done}]
                    """),
            ExampleSpec.sections("""
                - id: a
                  indexTitle: A
                  rows: [{id: ada, title: Ada}]
                - id: b
                  rows: [{id: bob, title: Bob}]
                """),
        ])

    /// The sections of two examples: the index skips the header section, so two titles
    /// fit them and three do not.
    private static let headerAndTwoBodies = """
        - id: intro
          kind: header
          rows: [{id: lead, kind: headerLead, title: Hello}]
        - id: a
          rows: [{id: ada, title: Ada}]
        - id: b
          rows: [{id: bob, title: Bob}]
        """

    /// It judges the sections together: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        let sections = context.table.sections
        guard let titles = context.table.sectionIndexTitles,
            // Both kinds of title are `index-titles-conflict`.
            !sections.contains(where: { $0.indexTitle != nil }),
            // A title, a section or a section's kind that could not be read is already an
            // error; counting without it would be wrong.
            context.rejected.inside(Pointer([.key("sectionIndexTitles")])).isEmpty,
            !context.rejected.inside(Pointer([.key("sections")])).contains(where: { $0.count <= 1 || $0[1] == "kind" })
        else { return }
        let indexed = SectionIndex.indexedSections(sections)
        guard titles.count != indexed.count else { return }
        let skipped = sections.indices.filter { sections[$0].kind != .body }.map { s in
            context.related(
                at: context.sectionPointer(s).appending("kind"),
                "'\(sections[s].id)' is the \(sections[s].kind.rawValue) section, which the index skips")
        }
        let found = indexed.isEmpty ? "no body sections" : count(indexed.count, "body section")
        diagnostics.append(context.diagnostic(
            description,
            "sectionIndexTitles has \(count(titles.count, "title")) but the table has \(found); give one title per body section, in order",
            at: Pointer([.key("sectionIndexTitles")]), atKey: true, related: skipped))
    }

    /// "1 title", "3 titles".
    private static func count(_ n: Int, _ noun: String) -> String {
        Plural.count(n, noun)
    }
}
