/// A declared cell type is used by at least one row (warning).
enum UnusedCellTypeRule: ValidationRule {
    static let description = RuleDescription(
        id: .unusedCellType, severity: .warning, stage: .validation,
        summary: "every declared cell type is used by a row",
        explanation: """
            A cell type under `cellTypes:` that no row uses is registered by the app for \
            nothing, and is often left over from a rename. Remove it, or use it.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    cellTypes:
                      ↓oldCell: {base: standard}
                      newCell: {base: standard}
                    """,
                """
                - id: s
                  rows: [{id: a, kind: newCell, title: A}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: """
                    cellTypes:
                      newCell: {base: standard}
                    """,
                """
                - id: s
                  rows: [{id: a, kind: newCell, title: A}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        guard !context.table.cellTypes.isEmpty, !lostARowKind(context) else { return }
        var used = Set<String>()
        context.forEachRowIndex { _, r, rows in
            if case .custom(let name) = rows[r].kind { used.insert(name) }
        }
        for section in context.table.sections {
            if case .custom(let name)? = section.template?.row.kind { used.insert(name) }
        }
        // Each name's key, found in one pass: a look-up per cell type would be O(cell types²).
        var keys: [String: Span] = [:]
        for pair in context.root["cellTypes"]?.mapping ?? [] {
            if let name = pair.keyText, keys[name] == nil { keys[name] = pair.key.span }
        }
        for cellType in context.table.cellTypes where !used.contains(cellType.name) {
            let pointer = Pointer([.key("cellTypes"), .key(cellType.name)])
            diagnostics.append(Diagnostic(
                rule: description.id, severity: description.severity,
                message: "cell type '\(cellType.name)' is declared but no row uses it; remove it or use it",
                span: keys[cellType.name] ?? context.span(at: pointer), pointer: pointer.description))
        }
    }

    /// Whether a row's kind, a row, a `rows` list or a section could not be read: the
    /// kind written there may be the one that uses a cell type.
    static func lostARowKind(_ context: RuleContext) -> Bool {
        context.rejected.inside(Pointer([.key("sections")])).contains { components in
            // [], [s], [s, "rows"], [s, "rows", r], [s, "rows", r, "kind"]
            components.count <= 1 || (components.count <= 3 && components[1] == "rows")
                || (components.count == 4 && components[1] == "rows" && components[3] == "kind")
                || (components.count >= 2 && components[1] == "template" && (components.count == 2 || components[2] == "kind"))
        }
    }
}
