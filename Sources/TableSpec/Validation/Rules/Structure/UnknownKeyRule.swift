/// `unknown-key`: a key the format does not define at that place.
enum UnknownKeyRule: Rule {
    static let description = RuleDescription(
        id: .unknownKey, severity: .error, stage: .decoding,
        summary: "a key the format does not define at that place",
        explanation: """
            Every mapping of a spec (the table, defaults, a cell type, a section, a row, an \
            action, editing, swipe, a swipe action, an estimated height) has a fixed set of \
            keys, listed in docs/format.md. Any other key is most likely a typo, and would \
            otherwise be silently ignored, so it is an error; the message suggests the \
            closest allowed key. Keys starting with `x-` are allowed anywhere and ignored \
            (use them for notes and for YAML anchors shared with `<<: *name`), and nothing \
            inside `meta:` is checked.
            """,
        fix: "renames the key to the suggested one when the suggestion is unique (a single close spelling, or the one key the word begins), keeping its quotes; two equally close keys get no fix.",
        triggering: [
            ExampleSpec.row("↓detial: D"),
            ExampleSpec.sections(
                top: "↓colour: red",
                """
                - id: s
                  ↓heder: Hello
                  rows:
                    - {id: r, title: R, action: {navigate: next, ↓target: x}}
                """),
            ExampleSpec.rows(
                top: """
                    defaults: {↓rowHieght: 44}
                    cellTypes:
                      card: {base: subtitle, ↓reuseID: Card}
                    """,
                """
                - id: r
                  kind: card
                  title: R
                  editing: {canEdit: true, ↓deleteText: Remove}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    x-templates:
                      nav: &nav {accessory: disclosureIndicator, x-note: shared}
                    """,
                """
                - id: s
                  x-owner: design
                  rows:
                    - id: r
                      title: R
                      <<: *nav
                      meta: {anything: [goes, here], titel: not checked}
                """),
        ])

    /// The finding for `key` in `place` ("a row"), suggesting the closest of `allowed`.
    /// Its fix renames the key written at `keyNode` when the suggestion is unique.
    static func diagnostic(key: String, place: String, allowed: [String], keyNode: Node, pointer: String) -> Diagnostic {
        let suggestion = Suggestion.didYouMean(key, in: allowed)
        return Diagnostic(
            rule: .unknownKey, severity: .error,
            message: "unknown key '\(key)' in \(place)" + suggestion,
            span: keyNode.span, pointer: pointer,
            hint: "allowed keys: \(allowed.joined(separator: ", ")); keys starting with x- are ignored",
            fix: suggestion.isEmpty ? nil : Suggestion.unique(to: key, in: allowed).flatMap { Fix.replacing(keyNode, with: $0) })
    }
}
