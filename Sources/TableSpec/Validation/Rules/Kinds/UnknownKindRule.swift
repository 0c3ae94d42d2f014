/// A row kind is built in or declared under `cellTypes`.
public enum UnknownKindRule: ValidationRule {
    public static let description = RuleDescription(
        id: .unknownKind, stage: .validation,
        summary: "a row kind is built in or declared under cellTypes",
        explanation: """
            A row's `kind` is one of the built-in kinds (standard, headerLead, \
            footerFinish, subtitle, value2, button) or the name of a cell type declared \
            under `cellTypes:`. Anything else is usually a typo; an app would crash \
            dequeuing a cell it never registered. Fix the spelling or declare the type.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows: [{id: a, kind: ↓standrad, title: A}]
            """,
            """
            tablespec: 1
            id: t
            cellTypes:
              profileCell: {base: subtitle}
            sections:
              - id: s
                rows:
                  - {id: a, kind: profileCell, title: A}
                  - {id: b, kind: ↓profilCell, title: B}
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            cellTypes:
              profileCell: {base: subtitle}
            sections:
              - id: s
                rows:
                  - {id: a, kind: profileCell, title: A}
                  - {id: b, kind: value2, title: B}
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        // The names and the list shown are built once; suggestions for all rows draw on one
        // budget, and a name seen before reuses its suggestion, so a file with many cell
        // types and many unknown kinds costs O(rows + cell types), not their product.
        let declared = Set(context.table.cellTypes.map(\.name))
        let known = BuiltinKind.allCases.map(\.rawValue) + context.table.cellTypes.map(\.name)
        let shown = known.count <= listedNames
            ? known.joined(separator: ", ")
            : known.prefix(listedNames).joined(separator: ", ") + " (\(known.count) in all)"
        var budget = Suggestion.defaultBudget
        var suggestions: [String: String] = [:]
        context.forEachRowIndex { s, r, rows in
            guard case .custom(let name) = rows[r].kind, !declared.contains(name) else { return }
            let suggestion: String
            if let seen = suggestions[name] {
                suggestion = seen
            } else {
                suggestion = Suggestion.closest(to: name, in: known, budget: &budget).map { "; did you mean '\($0)'?" } ?? ""
                suggestions[name] = suggestion
            }
            var message = "unknown cell kind '\(name)'"
            message += suggestion.isEmpty ? "; use one of \(shown), or declare it under cellTypes" : suggestion
            diagnostics.append(context.diagnostic(
                description, message, at: context.rowPointer(s, r).appending("kind")))
        }
    }

    /// At most this many kind names are listed in a message.
    static let listedNames = 20
}
