/// A declared cell type is used by at least one row (warning).
public enum UnusedCellTypeRule: ValidationRule {
    public static let description = RuleDescription(
        id: .unusedCellType, severity: .warning, stage: .validation,
        summary: "every declared cell type is used by a row",
        explanation: """
            A cell type under `cellTypes:` that no row uses is registered by the app for \
            nothing, and is often left over from a rename. Remove it, or use it.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            cellTypes:
              ↓oldCell: {base: standard}
              newCell: {base: standard}
            sections:
              - id: s
                rows: [{id: a, kind: newCell, title: A}]
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            cellTypes:
              newCell: {base: standard}
            sections:
              - id: s
                rows: [{id: a, kind: newCell, title: A}]
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        guard !context.table.cellTypes.isEmpty else { return }
        var used = Set<String>()
        context.forEachRowIndex { _, r, rows in
            if case .custom(let name) = rows[r].kind { used.insert(name) }
        }
        // Each name's key, found in one pass over the cellTypes mapping: looking every
        // unused name up by its pointer would cost O(cell types²).
        var keys: [String: Span] = [:]
        let written = context.root.mapping?.first { $0.keyText == "cellTypes" }?.value.mapping ?? []
        for pair in written {
            if let name = pair.keyText, keys[name] == nil { keys[name] = pair.key.span }
        }
        for cellType in context.table.cellTypes where !used.contains(cellType.name) {
            let pointer = Pointer([.key("cellTypes"), .key(cellType.name)])
            let message = "cell type '\(cellType.name)' is declared but no row uses it; remove it or use it"
            if let span = keys[cellType.name] {
                diagnostics.append(Diagnostic(rule: description.id, severity: description.severity, message: message,
                                              span: span, pointer: pointer.description))
            } else {
                diagnostics.append(context.diagnostic(description, message, at: pointer, atKey: true))
            }
        }
    }
}
