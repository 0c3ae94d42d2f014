/// `headerLead` rows only in a header section, and only as its first row.
public enum HeaderLeadPositionRule: ValidationRule {
    public static let description = RuleDescription(
        id: .headerLeadPosition, stage: .validation,
        summary: "a headerLead row is the first row of the header section",
        explanation: """
            `headerLead` is the lead row of a header section: the large first row that \
            introduces the screen. Anywhere else it is drawn and animated wrongly. Put it \
            first in a `kind: header` section, or use `standard`. Cell types whose `base` \
            is `headerLead` follow the same rule.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: body
                rows: [{id: lead, kind: ↓headerLead, title: Hello}]
            """,
            """
            tablespec: 1
            id: t
            sections:
              - id: intro
                kind: header
                rows:
                  - {id: a, title: A}
                  - {id: lead, kind: ↓headerLead, title: Hello}
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: intro
                kind: header
                rows:
                  - {id: lead, kind: headerLead, title: Hello}
                  - {id: a, title: A}
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        context.forEachRowIndex { s, r, rows in
            let kind = rows[r].kind
            guard kind.resolved(in: context.cellTypeBases) == .headerLead else { return }
            let section = context.table.sections[s]
            let message: String
            if section.kind != .header {
                // A section kind that could not be read is already an error; `body` is its default.
                guard !context.isRejected(context.sectionPointer(s).appending("kind")) else { return }
                message = "a \(kind.name) row belongs in the header section, not in the \(section.kind.rawValue) section '\(section.id)'; use 'standard' or move it"
            } else if r != 0 {
                message = "a \(kind.name) row must be the first row of the header section '\(section.id)'"
            } else {
                return
            }
            diagnostics.append(context.diagnostic(description, message, at: context.rowPointer(s, r).appending("kind")))
        }
    }
}
