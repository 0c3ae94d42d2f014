/// `field-type`: a field used where its type does not fit: a template's `when` testing a
/// field that is not `bool`, a source's key that is optional or a `bool`.
enum FieldTypeRule: ValidationRule {
    static let description = RuleDescription(
        id: .fieldType, severity: .error, stage: .validation,
        summary: "a field is used where its type does not fit",
        explanation: """
            A template's `when:` keeps the items whose bool fields make it true, so every \
            name it tests must be a `bool` field (`favorite: bool`), not a string or an int. \
            A source's `key` identifies each item, so it must be a `string` or `int` field \
            that every item has (not optional). Change the field's type, or test or key \
            another field.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts:
                        key: ↓id
                        fields: {id: string?, name: string, unread: int}
                    """,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{name}", when: {any: [↓unread, ↓name]}}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      orders: {key: number, fields: {number: int, paid: bool}}
                    """,
                """
                - id: orders
                  source: orders
                  template: {id: "o-{number}", title: "#{number}", when: {not: paid}}
                """),
        ])

    /// It judges what the spec declares: on the spec as written, never its expansions.
    static let scope = RuleScope.declarations

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        for source in context.table.sources {
            guard let key = source.field(named: source.key), key.optional || key.type == .bool else { continue }
            let pointer = Pointer([.key("sources"), .key(source.name), .key("key")])
            let written = context.node(at: pointer) != nil
            let what = key.optional ? "optional (\(key.type.rawValue)?)" : "a bool"
            diagnostics.append(context.diagnostic(
                description,
                "the key of source '\(source.name)', '\(key.name)', is \(what); a key is a string or int field every item has",
                at: written ? pointer : Pointer([.key("sources"), .key(source.name), .key("fields"), .key(key.name)]),
                hint: key.optional ? "declare it '\(key.type.rawValue)'" : "key the items by a string or int field"))
        }
        for section in context.templatedSections() {
            for name in context.conditionNames(at: section.pointer.appending("template").appending("when")) {
                guard let field = section.source.field(named: name.name), field.type != .bool else { continue }
                diagnostics.append(context.diagnostic(
                    description,
                    "a template's when tests bool fields; '\(field.name)' of source '\(section.source.name)' is \(field.type.rawValue == "int" ? "an" : "a") \(field.type.rawValue)",
                    span: name.span, pointer: name.pointer,
                    hint: "declare a bool field for it (for example 'has\(field.name.prefix(1).uppercased() + field.name.dropFirst())') and test that"))
            }
        }
    }
}
