/// `unknown-source`: a section's `source` names no declared source.
enum UnknownSourceRule: ValidationRule {
    static let description = RuleDescription(
        id: .unknownSource, severity: .error, stage: .validation,
        summary: "a section's source names no declared source",
        explanation: """
            A section's `source:` names an entry of the table's `sources:`, whose items give \
            the section its templated rows. A name that is not declared gives no rows; the \
            message suggests the closest declared source. Declare it, or fix the name.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string}}
                    """,
                """
                - id: people
                  source: ↓contact
                  template: {id: "c-{id}", title: "{id}"}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string}}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{id}"}
                """),
        ])

    /// It judges what the spec declares: on the spec as written, never its expansions.
    static let scope = RuleScope.declarations

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        guard context.table.sections.contains(where: { $0.source != nil }) else { return }
        let declared = context.table.sources.map(\.name)
        // A `sources:` that could not be read leaves every name unknown: judge none.
        guard !context.isRejected(Pointer([.key("sources")])) else { return }
        for (s, section) in context.table.sections.enumerated() {
            guard let name = section.source, !declared.contains(name) else { continue }
            let pointer = context.sectionPointer(s).appending("source")
            guard context.node(at: Pointer([.key("sources"), .key(name)])) == nil else { continue }
            diagnostics.append(context.diagnostic(
                description, "unknown source '\(name)'" + Suggestion.didYouMean(name, in: declared), at: pointer,
                hint: declared.isEmpty ? "declare it under sources:" : "declared sources: \(declared.joined(separator: ", "))"))
        }
    }
}
