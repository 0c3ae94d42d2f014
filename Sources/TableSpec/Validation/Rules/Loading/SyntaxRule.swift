/// `syntax`: the file is not well-formed YAML or JSON.
enum SyntaxRule: Rule {
    static let description = RuleDescription(
        id: .syntax, severity: .error, stage: .loading,
        summary: "the file is not well-formed YAML or JSON",
        explanation: """
            A file that cannot be parsed has no tree to check, so loading stops at the first \
            syntax error and reports it with its position, libyaml's (or the JSON parser's) \
            problem in plain words, where the unfinished construct started, and a hint for \
            the common causes: tabs used for indentation, an unclosed quote or bracket, a \
            value containing ': ' that is not quoted, keys of one mapping not lined up. A \
            quote left open runs on to the next quote of its kind and the error comes lines \
            later: when the quoted value right before an error spans lines and swallowed \
            keys or list items, the error says so and a note points at the opening quote. JSON \
            files are read by a strict RFC 8259 parser: no comments, no trailing commas, no \
            single quotes, no NaN.
            """,
        fix: "a trailing comma in JSON is removed (the parser stops at the first problem, so `validate --fix` runs again for the next); other syntax errors get no fix.",
        triggering: [
            ExampleSpec.rows("""
                - id: r
                  title: Wi-Fi↓: On
                """),
            // A tab at the start of a line, where the row's next key would be.
            ExampleSpec.row() + "\n↓\tdetail: D",
            ExampleSpec.rows(
                top: #"title: "Settings"#,
                """
                - id: r
                  title: "↓Wi-Fi"
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - id: r
                  title: "Wi-Fi: On"
                """),
        ])
}
