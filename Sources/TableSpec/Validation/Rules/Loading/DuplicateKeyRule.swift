/// `duplicate-key`: a key written twice in one mapping.
enum DuplicateKeyRule: Rule {
    static let description = RuleDescription(
        id: .duplicateKey, severity: .error, stage: .loading,
        summary: "a key appears twice in one mapping",
        explanation: """
            YAML and JSON parsers disagree on what a repeated key means (most keep the last \
            value silently), so a repeated key is an error. It points at the second key, with \
            a related location at the first. Keys brought in by a merge key (`<<: *base`) do \
            not count: a key written in the mapping itself overrides a merged one.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            ↓id: u
            sections: []
            """,
            ExampleSpec.rows("- {id: r, title: R, ↓title: S}"),
        ],
        nonTriggering: [
            ExampleSpec.rows(
                top: "x-base: &base {title: Base, accessory: checkmark}",
                """
                - id: r
                  <<: *base
                  title: Overrides the merged title
                """),
        ])
}
