/// A row kind is built in or declared under `cellTypes`.
enum UnknownKindRule: ValidationRule {
    static let description = RuleDescription(
        id: .unknownKind, stage: .validation,
        summary: "a row kind is built in or declared under cellTypes",
        explanation: """
            A row's `kind` is one of the built-in kinds (standard, headerLead, \
            footerFinish, subtitle, value2, button) or the name of a cell type declared \
            under `cellTypes:`. Anything else is usually a typo; an app would crash \
            dequeuing a cell it never registered. Fix the spelling or declare the type.
            """,
        fix: "replaces the kind with the suggested built-in kind or cell type when the suggestion is unique, keeping its quotes.",
        triggering: [
            ExampleSpec.sections("""
                - id: s
                  rows: [{id: a, kind: ↓standrad, title: A}]
                """),
            ExampleSpec.rows(
                top: """
                    cellTypes:
                      profileCell: {base: subtitle}
                    """,
                """
                - {id: a, kind: profileCell, title: A}
                - {id: b, kind: ↓profilCell, title: B}
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows(
                top: """
                    cellTypes:
                      profileCell: {base: subtitle}
                    """,
                """
                - {id: a, kind: profileCell, title: A}
                - {id: b, kind: value2, title: B}
                """),
        ])

    /// Bounded whatever the spec (a hostile one may declare a million cell types and use a
    /// million other kinds): the kinds are listed once, the "use one of" list names at most
    /// ``maxListed`` of them, and "did you mean" is looked for (within
    /// ``Suggestion/closest(to:in:budget:)``'s budget) for the first ``maxSuggested``
    /// distinct unknown kinds only, each once. O(rows + cell types), plus at most
    /// `maxSuggested` suggestion budgets.
    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        // A `cellTypes` that could not be read declares nothing; its names are not unknown.
        guard !context.isRejected(Pointer([.key("cellTypes")])) else { return }
        let declared = Set(context.table.cellTypes.map(\.name))
        let known = BuiltinKind.allCases.map(\.rawValue) + context.table.cellTypes.map(\.name)
        let listed = known.count <= maxListed
            ? known.joined(separator: ", ")
            : known.prefix(maxListed).joined(separator: ", ") + " (and \(known.count - maxListed) more)"
        var suggestions: [String: String] = [:]
        var fixes: [String: String] = [:]   // the unique suggestion, for the first maxSuggested kinds
        context.forEachRowIndex { s, r, rows in
            guard case .custom(let name) = rows[r].kind, !declared.contains(name),
                !context.isRejected(Pointer([.key("cellTypes"), .key(name)]))   // declared, but unreadable
            else { return }
            let suggestion: String
            if let found = suggestions[name] {
                suggestion = found
            } else {
                suggestion = suggestions.count < maxSuggested ? Suggestion.didYouMean(name, in: known) : ""
                suggestions[name] = suggestion
                if !suggestion.isEmpty { fixes[name] = Suggestion.unique(to: name, in: known) }
            }
            let message = "unknown cell kind '\(name)'"
                + (suggestion.isEmpty ? "; use one of \(listed), or declare it under cellTypes" : suggestion)
            let pointer = context.rowPointer(s, r).appending("kind")
            var finding = context.diagnostic(description, message, at: pointer)
            if let word = fixes[name], let node = context.node(at: pointer) { finding.fix = Fix.replacing(node, with: word) }
            diagnostics.append(finding)
        }
    }

    /// The most kinds a message lists.
    static let maxListed = 20
    /// The most distinct unknown kinds of one file that get a "did you mean".
    static let maxSuggested = 20
}
