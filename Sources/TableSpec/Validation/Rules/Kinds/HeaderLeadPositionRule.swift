/// `headerLead` rows only in a header section, and only as its first row.
enum HeaderLeadPositionRule: ValidationRule {
    static let description = RuleDescription(
        id: .headerLeadPosition, stage: .validation,
        summary: "a headerLead row is the first row of the header section",
        explanation: """
            `headerLead` is the lead row of a header section: the large first row that \
            introduces the screen. Anywhere else it is drawn and animated wrongly. Put it \
            first in a `kind: header` section, or use `standard`. Cell types whose `base` \
            is `headerLead` follow the same rule.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: body
                  rows: [{id: lead, kind: ↓headerLead, title: Hello}]
                """),
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows:
                    - {id: a, title: A}
                    - {id: lead, kind: ↓headerLead, title: Hello}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: intro
                  kind: header
                  rows:
                    - {id: lead, kind: headerLead, title: Hello}
                    - {id: a, title: A}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        TableEnd.top.checkRows(context, description, into: &diagnostics)
    }
}
