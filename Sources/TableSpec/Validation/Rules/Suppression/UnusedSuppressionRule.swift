/// `unused-suppression`: a `# tablectl:` suppression that suppresses nothing (warning).
enum UnusedSuppressionRule: Rule {
    static let description = RuleDescription(
        id: .unusedSuppression, severity: .warning, stage: .validation,
        summary: "an inline suppression suppresses a finding",
        explanation: """
            `# tablectl: disable-next-line <rule>` drops that rule's findings starting on \
            the next line that is neither blank nor only a comment; \
            `# tablectl: disable-file <rule>` drops them in the whole file. A rule named in \
            one that drops nothing (the problem was fixed, or the comment is on the wrong \
            line) is reported, so stale suppressions do not pile up and hide the next real \
            problem. Remove the rule from the comment, or the comment. Suppressions are \
            matched before the configuration turns rules off, so a suppression of a rule \
            that `.tablectl.yml` disables is not reported while the finding is there.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: s
                  rows:
                    # tablectl: disable-next-line ↓detail-not-shown
                    - {id: r, title: R, detail: D}
                """),
            ExampleSpec.sections(
                comments: "# tablectl: disable-file ↓empty-section, unused-cell-type",
                top: "cellTypes: {card: {base: subtitle}}",
                """
                - id: s
                  rows: [{id: r, title: R}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: s
                  rows:
                    # tablectl: disable-next-line detail-not-shown -- kept for the redesign
                    # (a comment line in between is skipped)
                    - {id: r, title: R, kind: button, detail: D}
                """),
            ExampleSpec.sections(
                comments: "# tablectl: disable-file empty-section",
                """
                - id: s
                  rows: [{id: r, title: R}]
                - id: later
                  rows: []
                """),
        ])

    /// The finding for `rule`, named in `directive`, that suppressed nothing.
    static func diagnostic(_ rule: SuppressionDirective.Word, directive: SuppressionDirective) -> Diagnostic {
        let message: String
        switch directive.kind {
        case .disableNextLine?:
            let place = directive.targetLine.map { "on line \($0)" } ?? "(no line follows)"
            message = "suppression of '\(rule.text)' suppresses nothing \(place); remove it"
        default:
            message = "suppression of '\(rule.text)' suppresses nothing in this file; remove it"
        }
        return Diagnostic(rule: description.id, severity: description.severity, message: message, span: rule.span)
    }
}
