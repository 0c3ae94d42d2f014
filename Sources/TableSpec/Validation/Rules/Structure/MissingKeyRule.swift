/// `missing-key`: a required key is absent.
enum MissingKeyRule: Rule {
    static let description = RuleDescription(
        id: .missingKey, severity: .error, stage: .decoding,
        summary: "a required key is missing",
        explanation: """
            A spec needs `tablespec`, `id` and `sections`; each section needs `id` and \
            `rows`; each row and each swipe action needs `id` and `title`; an estimated \
            height needs `estimated`. The finding points at the first key of the mapping \
            that lacks the key (or at the mapping itself when it is empty); its pointer \
            names the missing key.
            """,
        triggering: [
            ExampleSpec.rows("""
                - ↓id: r
                  detail: D
                """),
            """
            ↓tablespec: 1
            sections:
              - ↓id: s
                header: Nothing here yet
            """,
            ExampleSpec.row("""
                height: {↓estimate: 44}
                editing: {canEdit: true}
                swipe: {trailing: [{↓title: Delete}]}
                """),
        ],
        nonTriggering: [
            ExampleSpec.row(),
            """
            tablespec: 1
            id: t
            sections: []
            """,
        ])

    /// The finding for `key` missing from `place` ("a row"), located at `span`.
    static func diagnostic(key: String, place: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .missingKey, severity: .error,
            message: "missing required key '\(key)' in \(place)",
            span: span, pointer: pointer,
            hint: "add '\(key):' to \(place == "the table" ? "the top level" : "this mapping")")
    }
}
