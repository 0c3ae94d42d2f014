/// A footer section, if any, is the last section, and there is at most one.
public enum FooterSectionPositionRule: ValidationRule {
    public static let description = RuleDescription(
        id: .footerSectionPosition, stage: .validation,
        summary: "a footer section is the last section, and there is at most one",
        explanation: """
            `kind: footer` marks the section that closes the screen (it holds the \
            `footerFinish` row). It must come last, and a table has at most one. Move it \
            to the bottom, or make it a `body` section.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: end
                kind: ↓footer
                rows: [{id: finish, kind: footerFinish, title: Done}]
              - id: body
                rows: [{id: a, title: A}]
            """,
            """
            tablespec: 1
            id: t
            sections:
              - id: early
                kind: ↓footer
                rows: [{id: a, title: A}]
              - id: end
                kind: footer
                rows: [{id: finish, kind: footerFinish, title: Done}]
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: body
                rows: [{id: a, title: A}]
              - id: end
                kind: footer
                rows: [{id: finish, kind: footerFinish, title: Done}]
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        let sections = context.table.sections
        let footers = sections.indices.filter { sections[$0].kind == .footer }
        guard let last = footers.last else { return }
        for index in footers {
            let pointer = context.sectionPointer(index).appending("kind")
            if index != last {
                diagnostics.append(context.diagnostic(
                    description,
                    "a table has at most one footer section, and it is last; make '\(sections[index].id)' a body section",
                    at: pointer,
                    related: [RelatedLocation(
                        span: context.span(at: context.sectionPointer(last).appending("kind")),
                        message: "the last footer section is '\(sections[last].id)'")]))
            } else if index != sections.count - 1 {
                diagnostics.append(context.diagnostic(
                    description, "the footer section '\(sections[index].id)' must be the last section; move it to the bottom",
                    at: pointer))
            }
        }
    }
}
