/// `syntax`: the file is not well-formed YAML or JSON.
public enum SyntaxRule: Rule {
    public static let description = RuleDescription(
        id: .syntax, severity: .error, stage: .loading,
        summary: "the file is not well-formed YAML or JSON",
        explanation: """
            A file that cannot be parsed has no tree to check, so loading stops at the first \
            syntax error and reports it with its position, libyaml's (or the JSON parser's) \
            problem in plain words, where the unfinished construct started, and a hint for \
            the common causes: tabs used for indentation, an unclosed quote or bracket, a \
            value containing ': ' that is not quoted, keys of one mapping not lined up. JSON \
            files are read by a strict RFC 8259 parser: no comments, no trailing commas, no \
            single quotes, no NaN.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - id: r
                    title: Wi-Fi↓: On
            """,
            """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - id: r
                    title: R
            ↓\tdetail: D
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - id: r
                    title: "Wi-Fi: On"
            """,
        ])
}
