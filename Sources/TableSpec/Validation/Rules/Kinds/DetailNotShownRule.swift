/// `detail` only on kinds that show a detail text.
enum DetailNotShownRule: ValidationRule {
    static let description = RuleDescription(
        id: .detailNotShown, stage: .validation,
        summary: "detail is only set on kinds that show it",
        explanation: """
            `headerLead`, `footerFinish` and `button` cells have no detail label, so a \
            `detail` on them is never shown. Remove it, or use `standard`, `subtitle` or \
            `value2`. A declared cell type follows its `base` kind.
            """,
        triggering: [
            ExampleSpec.rows("""
                - id: signout
                  kind: button
                  title: Sign Out
                  ↓detail: now
                """),
            ExampleSpec.sections(
                top: """
                    cellTypes:
                      bigButton: {base: button}
                    """,
                """
                - id: s
                  rows: [{id: go, kind: bigButton, title: Go, ↓detail: fast}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - {id: wifi, title: Wi-Fi, detail: Home}
                - {id: name, kind: subtitle, title: Ada, detail: Engineer}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard rows[r].detail != nil else { return }
            let kind = rows[r].kind
            guard let base = context.resolved(kind), !base.showsDetail else { return }
            let shown = BuiltinKind.allCases.filter(\.showsDetail).map(\.rawValue).joined(separator: ", ")
            diagnostics.append(context.diagnostic(
                description,
                "a \(kind.name) row does not show a detail text; remove 'detail' or use one of \(shown)",
                at: context.rowPointer(s, r).appending("detail"), atKey: true))
        }
    }
}
