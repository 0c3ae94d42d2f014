/// `ambiguous-scalar`: a plain scalar in a string field that YAML 1.1 tools read as
/// something else (warning).
enum AmbiguousScalarRule: Rule {
    static let description = RuleDescription(
        id: .ambiguousScalar, severity: .warning, stage: .decoding,
        summary: "a plain string value that other YAML tools read as a boolean, number or date",
        explanation: """
            tablectl reads a string field as the text written, so `detail: no` is the text \
            "no" and `id: 0755` is "0755". Other tools in the pipeline do not: YAML 1.1 \
            libraries (PyYAML, Yams, most code generators) read `no`, `yes`, `on`, `off`, \
            `y`, `n`, `true`, `False`… as booleans, `0755` as the octal number 493, `1.10` \
            as the float 1.1, `1:20` as 80, `1e3`, `.5`, `.inf` as numbers and `2024-01-31` \
            as a date, and lose the text. Quote such a value (`detail: "no"`) so every tool \
            reads the same string. Only plain (unquoted, untagged) scalars of YAML files in \
            string fields (ids, titles, details, headers, images, …) are checked; JSON has \
            no such ambiguity.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: s
                  header: ↓Yes
                  rows:
                    - id: ↓0755
                      title: ↓1.10
                      detail: ↓no
                    - {id: r, title: ↓1:20, detail: ↓off}
                """),
            ExampleSpec.sections(
                top: """
                    title: ↓2024-01-31
                    sectionIndexTitles: [A, ↓N, ↓Y]
                    """,
                """
                - id: s
                  rows: [{id: r, title: ↓1e3, image: ↓.5}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: "title: Version 1.10",
                """
                - id: s
                  header: "Yes"
                  rows:
                    - id: "0755"
                      title: '1.10'
                      detail: !!str no
                      selectable: false
                      meta: {enabled: yes, build: 0755}
                    - {id: n2, title: Nope, detail: "off"}
                """),
        ])

    /// The finding for plain `text` in a string field, which YAML 1.1 tools read as
    /// `what` ("a boolean").
    static func diagnostic(_ text: String, readAs what: String, span: Span, pointer: String) -> Diagnostic {
        let text = WrongTypeRule.shortened(text)
        return Diagnostic(
            rule: description.id, severity: description.severity,
            message: "'\(text)' is read as \(what) by YAML 1.1 tools (PyYAML, Yams); quote it: \"\(text)\"",
            span: span, pointer: pointer)
    }
}
