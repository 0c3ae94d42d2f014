/// `footerFinish` rows only in a footer section, and only as its last row.
public enum FooterFinishPositionRule: ValidationRule {
    public static let description = RuleDescription(
        id: .footerFinishPosition, stage: .validation,
        summary: "a footerFinish row is the last row of the footer section",
        explanation: """
            `footerFinish` is the closing row of a footer section: the centred, dimmed \
            last row of the screen. Anywhere else it is drawn and animated wrongly. Put it \
            last in a `kind: footer` section, or use `standard`. Cell types whose `base` \
            is `footerFinish` follow the same rule.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: body
                rows: [{id: done, kind: ↓footerFinish, title: Done}]
            """,
            """
            tablespec: 1
            id: t
            sections:
              - id: end
                kind: footer
                rows:
                  - {id: done, kind: ↓footerFinish, title: Done}
                  - {id: a, title: A}
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: end
                kind: footer
                rows:
                  - {id: a, title: A}
                  - {id: done, kind: footerFinish, title: Done}
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        context.forEachRowIndex { s, r, rows in
            let kind = rows[r].kind
            guard kind.resolved(in: context.cellTypeBases) == .footerFinish else { return }
            let section = context.table.sections[s]
            let message: String
            if section.kind != .footer {
                // A section kind that could not be read is already an error; `body` is its default.
                guard !context.isRejected(context.sectionPointer(s).appending("kind")) else { return }
                message = "a \(kind.name) row belongs in the footer section, not in the \(section.kind.rawValue) section '\(section.id)'; use 'standard' or move it"
            } else if r != section.rows.count - 1 {
                message = "a \(kind.name) row must be the last row of the footer section '\(section.id)'"
            } else {
                return
            }
            diagnostics.append(context.diagnostic(description, message, at: context.rowPointer(s, r).appending("kind")))
        }
    }
}
