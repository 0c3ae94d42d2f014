/// A header section, if any, is the first section, and there is at most one.
public enum HeaderSectionPositionRule: ValidationRule {
    public static let description = RuleDescription(
        id: .headerSectionPosition, stage: .validation,
        summary: "a header section is the first section, and there is at most one",
        explanation: """
            `kind: header` marks the section that introduces the screen (it holds the \
            `headerLead` row). It must come first, and a table has at most one. Move it \
            to the top, or make it a `body` section.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: body
                rows: [{id: a, title: A}]
              - id: intro
                kind: ↓header
                rows: [{id: lead, kind: headerLead, title: Hello}]
            """,
            """
            tablespec: 1
            id: t
            sections:
              - id: intro
                kind: header
                rows: [{id: lead, kind: headerLead, title: Hello}]
              - id: again
                kind: ↓header
                rows: [{id: b, title: B}]
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: intro
                kind: header
                rows: [{id: lead, kind: headerLead, title: Hello}]
              - id: body
                rows: [{id: a, title: A}]
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        var first: Int?
        for (index, section) in context.table.sections.enumerated() where section.kind == .header {
            let pointer = context.sectionPointer(index).appending("kind")
            if let first {
                diagnostics.append(context.diagnostic(
                    description, "a table has at most one header section; make '\(section.id)' a body section",
                    at: pointer,
                    related: [RelatedLocation(
                        span: context.span(at: context.sectionPointer(first).appending("kind")),
                        message: "the header section is '\(context.table.sections[first].id)'")]))
            } else if index != 0 {
                diagnostics.append(context.diagnostic(
                    description, "the header section '\(section.id)' must be the first section; move it to the top",
                    at: pointer))
            }
            if first == nil { first = index }
        }
    }
}
