/// `footerFinish` rows only in a footer section, and only as its last row.
enum FooterFinishPositionRule: ValidationRule {
    static let description = RuleDescription(
        id: .footerFinishPosition, stage: .validation,
        summary: "a footerFinish row is the last row of the footer section",
        explanation: """
            `footerFinish` is the closing row of a footer section: the centred, dimmed \
            last row of the screen. Anywhere else it is drawn and animated wrongly. Put it \
            last in a `kind: footer` section, or use `standard`. Cell types whose `base` \
            is `footerFinish` follow the same rule.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: body
                  rows: [{id: done, kind: ↓footerFinish, title: Done}]
                """),
            ExampleSpec.sections("""
                - id: end
                  kind: footer
                  rows:
                    - {id: done, kind: ↓footerFinish, title: Done}
                    - {id: a, title: A}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: end
                  kind: footer
                  rows:
                    - {id: a, title: A}
                    - {id: done, kind: footerFinish, title: Done}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        TableEnd.bottom.checkRows(context, description, into: &diagnostics)
    }
}
