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
        // Each name's key: the cell types are decoded in the order they are written, so one
        // walk along the written keys finds them all (a look-up per cell type would be
        // O(cell types²); a dictionary of them all, a copy of every name). A composed
        // table's cell types come from several files: its keys are looked up by name.
        let written = context.root["cellTypes"]?.mapping ?? []
        var byName: [String: Span]?
        if context.composition != nil {
            byName = [:]
            for pair in written { if let name = pair.keyText, byName?[name] == nil { byName?[name] = pair.key.span } }
        }
        var next = 0
        func key(of name: String) -> Span? {
            if let byName { return byName[name] }
            var index = next
            while index < written.count, written[index].keyText != name { index += 1 }
            guard index < written.count else { return nil }
            next = index + 1
            return written[index].key.span
        }
        for cellType in context.table.cellTypes {
            let span = key(of: cellType.name)
            guard !used.contains(cellType.name) else { continue }
            let pointer = Pointer([.key("cellTypes"), .key(cellType.name)])
            diagnostics.append(Diagnostic(
                rule: description.id, severity: description.severity,
                message: "cell type '\(cellType.name)' is declared but no row uses it; remove it or use it",
                span: span ?? context.span(at: pointer), pointer: pointer.description))
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
