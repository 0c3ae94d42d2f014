/// `template-optional-field`: a template's row id or title that uses an optional field.
enum TemplateOptionalFieldRule: ValidationRule {
    static let description = RuleDescription(
        id: .templateOptionalField, severity: .error, stage: .validation,
        summary: "a template's row id or title uses an optional field",
        explanation: """
            A template string that uses a field an item leaves out is left out of that \
            item's row. A detail or an image can be left out; a row's id and title cannot, \
            so an item without the field would get an empty id or title. Use only required \
            fields in `id` and `title` (declare the field without `?`), and put optional \
            ones in `detail`.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string, name: string?, phone: string?}}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{↓name}", detail: "{phone}"}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string, name: string, phone: string?}}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{name}", detail: "{phone}", swipe: {trailing: [{id: call, title: "{phone}"}]}}
                """),
        ])

    /// It judges what the spec declares: on the spec as written, never its expansions.
    static let scope = RuleScope.declarations

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        for section in context.templatedSections() {
            let template = section.pointer.appending("template")
            for field in context.templateFields(section)
            where field.pointer == template.appending(field.key) && (field.key == "id" || field.key == "title") {
                guard let declared = section.source.field(named: field.name), declared.optional else { continue }
                diagnostics.append(context.diagnostic(
                    description,
                    "the row's \(field.key) uses '\(field.name)', an optional field of '\(section.source.name)'; an item without it would get an empty \(field.key)",
                    span: field.span, pointer: field.pointer,
                    hint: "declare '\(field.name)' as '\(declared.type.rawValue)', or move it to detail"))
            }
        }
    }
}
