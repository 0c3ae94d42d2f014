/// `unknown-field`: a template, a template's `when` or a source's `key` names a field the
/// source does not declare.
enum UnknownFieldRule: ValidationRule {
    static let description = RuleDescription(
        id: .unknownField, severity: .error, stage: .validation,
        summary: "a template or a source's key names a field the source does not declare",
        explanation: """
            A template's `{field}` writes the item's value of that field, and its `when:` \
            tests the item's bool fields; a source's `key` names the field that identifies \
            an item. Each must be one of the source's `fields`, or the rows would never get \
            the value. The message suggests the closest declared field; declare the field, \
            or fix the name.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts:
                        key: ↓uid
                        fields: {id: string, name: string, favorite: bool}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{↓nmae}", detail: "{name} {↓phone}", when: {not: ↓favourite}}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts: {fields: {id: string, name: string, favorite: bool}}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{name} {{friend}}", when: favorite}
                """),
        ])

    /// It judges what the spec declares: on the spec as written, never its expansions.
    static let scope = RuleScope.declarations

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        for source in context.table.sources where source.field(named: source.key) == nil {
            let pointer = Pointer([.key("sources"), .key(source.name), .key("key")])
            guard !context.isRejected(pointer), !context.isRejected(Pointer([.key("sources"), .key(source.name), .key("fields")]))
            else { continue }
            let written = context.node(at: pointer) != nil
            diagnostics.append(context.diagnostic(
                description,
                "source '\(source.name)' has no field '\(source.key)', its key"
                    + Suggestion.didYouMean(source.key, in: source.fields.map(\.name)),
                at: written ? pointer : Pointer([.key("sources"), .key(source.name)]), atKey: !written,
                hint: written ? "name one of its fields: \(fieldList(source))" : "declare '\(source.key)' under fields, or set key: to the field that identifies an item"))
        }
        for section in context.templatedSections() {
            let unknown: (String) -> Bool = { section.source.field(named: $0) == nil }
            for field in context.templateFields(section) where unknown(field.name) {
                diagnostics.append(message(field.name, section.source, span: field.span, pointer: field.pointer, context))
            }
            for name in context.conditionNames(at: section.pointer.appending("template").appending("when")) where unknown(name.name) {
                diagnostics.append(message(name.name, section.source, span: name.span, pointer: name.pointer, context))
            }
        }
    }

    private static func message(_ name: String, _ source: DataSource, span: Span, pointer: Pointer, _ context: RuleContext) -> Diagnostic {
        context.diagnostic(
            description,
            "unknown field '\(name)' of source '\(source.name)'" + Suggestion.didYouMean(name, in: source.fields.map(\.name)),
            span: span, pointer: pointer, hint: "declared fields: \(fieldList(source))")
    }

    static func fieldList(_ source: DataSource) -> String {
        source.fields.isEmpty ? "none" : source.fields.map(\.name).joined(separator: ", ")
    }
}
