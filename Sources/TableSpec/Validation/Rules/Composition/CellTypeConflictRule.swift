/// `cell-type-conflict`: two files of a composed table declare one cell type differently.
enum CellTypeConflictRule: Rule {
    static let description = RuleDescription(
        id: .cellTypeConflict, stage: .composition,
        summary: "two files of a composed table declare one cell type name differently",
        explanation: """
            The `cellTypes` of a composite and of every file it includes merge into one list, \
            since the app registers each cell class once per table view. A name declared by \
            two files must mean the same cell: the same `base` and `reuseIdentifier`. The \
            later declaration (in the order the files first appear) is the error, with a \
            note at the first. Rename one of them, or declare it the same way in both.
            """,
        triggering: [
            composite(partCellTypes: "{↓toggle: {base: value2}}"),
        ],
        nonTriggering: [
            composite(partCellTypes: "{toggle: {base: standard}}"),
        ])

    /// A composite that declares `toggle` as a standard cell and includes `parts/wifi.yaml`,
    /// whose `cellTypes` are `partCellTypes`: the two files of every example.
    static func composite(partCellTypes: String) -> String {
        ExampleSpec.sections(top: "cellTypes: {toggle: {base: standard}}", """
            - {include: parts/wifi.yaml}
            - id: more
              rows: [{id: sync, kind: toggle, title: Sync}]
            """) + ExampleSpec.file("parts/wifi.yaml", ExampleSpec.sections(top: "cellTypes: \(partCellTypes)", """
            - id: wifi
              rows: [{id: wifi, kind: toggle, title: Wi-Fi}]
            """))
    }

    /// The finding at the later declaration `span`, with a related location at the first
    /// (`firstSpan` in `firstPath`).
    static func diagnostic(
        _ name: String, span: Span, pointer: String, described: String, firstSpan: Span, firstPath: String,
        firstDescribed: String
    ) -> Diagnostic {
        Diagnostic(
            rule: .cellTypeConflict,
            message: "cell type '\(name)' is declared here as \(described) and in '\(firstPath)' as \(firstDescribed)",
            span: span, pointer: pointer,
            related: [RelatedLocation(span: firstSpan, message: "'\(name)' is first declared here", path: firstPath)],
            hint: "declare it the same way in both files, or rename one")
    }
}
