/// `duplicate-item-key`: two items of one source with the same key.
enum DuplicateItemKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicateItemKey, severity: .error, stage: .decoding,
        summary: "two items of one source have the same key",
        explanation: """
            A source's `key` (the field `id` unless it says otherwise) identifies its items: \
            each templated row id interpolates it, so two items with one key would give two \
            rows with one id, and an app's update could not tell them apart. The same check \
            holds for a source's `sample` and for a data file (`--data NAME=FILE`). Give each \
            item its own key; the second item is left out until then.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts:
                        fields: {id: string, name: string}
                        sample:
                          - {id: "1", name: Ann}
                          - {id: ↓"1", name: Bob}
                    """,
                "- {id: people, source: contacts, template: {id: \"c-{id}\", title: \"{name}\"}}"),
            ExampleSpec.sections(
                top: """
                    sources:
                      orders:
                        key: number
                        fields: {number: int, total: string}
                        sample: [{number: 7, total: "$5"}, {number: ↓7, total: "$6"}]
                    """,
                "- {id: orders, source: orders, template: {id: \"o-{number}\", title: \"{total}\"}}"),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    sources:
                      contacts:
                        fields: {id: string, name: string}
                        sample: [{id: "1", name: Ann}, {id: "2", name: Ann}]
                    """,
                "- {id: people, source: contacts, template: {id: \"c-{id}\", title: \"{name}\"}}"),
        ])

    /// The finding for the item whose `key` has `value`, already used by an item at `first`.
    static func diagnostic(key: String, value: String, source: String, span: Span, pointer: String, first: Span) -> Diagnostic {
        Diagnostic(
            rule: .duplicateItemKey, severity: .error,
            message: "duplicate \(key) '\(WrongTypeRule.shortened(value))' in '\(source)'; each item's \(key) must be unique",
            span: span, pointer: pointer,
            related: [RelatedLocation(span: first, message: "first used here")],
            hint: "give this item its own \(key)")
    }
}
