/// `template-id-without-key`: a templated row id that does not interpolate the source's key.
enum TemplateIDWithoutKeyRule: ValidationRule {
    static let description = RuleDescription(
        id: .templateIDWithoutKey, severity: .error, stage: .validation,
        summary: "a template's row id does not interpolate its source's key",
        explanation: """
            Row ids are unique across the table, and each item of a source gives a row. Only \
            the source's `key` (the field `id` unless it says otherwise) is unique among its \
            items, so a template's `id` must interpolate it (`contact-{id}`); otherwise two \
            items could give one row id, and updates could not tell their rows apart. Other \
            fields may be interpolated too.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string, name: string}}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: ↓"c-{name}", title: "{name}"}
                - id: more
                  source: contacts
                  template: {id: ↓more, title: "{name}"}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      orders: {key: number, fields: {number: int, shop: string}}
                    """,
                """
                - id: orders
                  source: orders
                  template: {id: "order-{shop}-{number}", title: "{shop}"}
                """),
        ])

    /// It judges what the spec declares: on the spec as written, never its expansions.
    static let scope = RuleScope.declarations

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        for section in context.templatedSections() where section.source.field(named: section.source.key) != nil {
            let pointer = section.pointer.appending("template").appending("id")
            guard !context.isRejected(pointer), let text = try? TemplateText(parsing: section.template.row.id),
                !text.fields.contains(section.source.key)
            else { continue }
            let key = section.source.key
            diagnostics.append(context.diagnostic(
                description,
                "row id '\(section.template.row.id)' does not interpolate '{\(key)}', the key of source '\(section.source.name)'; two items could give one row id",
                at: pointer, hint: "include {\(key)}, for example '\(section.template.row.id)-{\(key)}'"))
        }
    }
}
