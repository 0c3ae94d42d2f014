/// `template-syntax`: a template string that cannot be read.
enum TemplateSyntaxRule: Rule {
    static let description = RuleDescription(
        id: .templateSyntax, severity: .error, stage: .decoding,
        summary: "a template string has a '{' without its '}', a lone '}' or a '{}'",
        explanation: """
            In a section's `template:` every string a row has (id, title, detail, image, \
            action targets, the delete title, swipe action and menu item ids, titles, \
            images and targets) may interpolate the item's fields: `{name}` writes the \
            value of the field `name`. A field name is letters, digits and `_`, not starting \
            with a digit. Write `{{` and `}}` for literal braces. The finding is at the \
            brace at fault (for a name that is not a field name, at the name); a string \
            that cannot be read is used as written.
            """,
        triggering: [
            ExampleSpec.sections(
                top: source,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "↓{name", detail: "a ↓} b"}
                """),
            ExampleSpec.sections(
                top: source,
                """
                - id: people
                  source: contacts
                  template:
                    id: c-{id}
                    title: "{{{↓first name}"
                    action: {navigate: "contact/{↓}"}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: source,
                """
                - id: people
                  source: contacts
                  template: {id: "c-{id}", title: "{name} {{friend}}", action: {emit: "open-{id}"}}
                """),
        ])

    /// A source for the examples.
    private static let source = """
        sources:
          contacts:
            fields: {id: string, name: string}
            sample: [{id: "1", name: Ann}]
        """

    /// The finding for `message` (``TemplateTextError/message``) at the brace at fault.
    static func diagnostic(_ message: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .templateSyntax, severity: .error, message: message, span: span, pointer: pointer,
            hint: "interpolate a field with {name}; write {{ and }} for literal braces")
    }
}
