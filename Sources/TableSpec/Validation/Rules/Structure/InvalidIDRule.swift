/// `invalid-id`: an id or cell type name with characters outside `[A-Za-z0-9_.-]`.
enum InvalidIDRule: Rule {
    static let description = RuleDescription(
        id: .invalidID, severity: .error, stage: .decoding,
        summary: "an id uses characters other than letters, digits, '_', '.' and '-'",
        explanation: """
            The table id, section ids, row ids, swipe action ids and cell type names end up \
            in generated code, file names, URLs and JSON pointers, so they are restricted to \
            `[A-Za-z0-9_.-]+`: ASCII letters, digits, underscore, dot and hyphen, at least one. \
            Replace spaces and other characters with `-` or `_`. An id is always read as the \
            text written, so `0755` is the id "0755" (quote it, or other YAML tools read a number: \
            `ambiguous-scalar`).
            """,
        triggering: [
            """
            tablespec: 1
            id: ↓my table
            sections:
              - id: ↓"wi-fi/bluetooth"
                rows:
                  - id: r
                    title: R
            """,
            ExampleSpec.rows(
                top: """
                    cellTypes:
                      ↓profile cell: {base: subtitle}
                    """,
                """
                - id: ↓""
                  title: R
                  editing: {canEdit: true}
                  swipe: {trailing: [{id: ↓pin!, title: Pin}]}
                """),
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: settings.main_v2
            sections:
              - id: wi-fi
                rows:
                  - id: "0755"
                    title: R
            """,
        ])

    /// The finding for `id`, a `what` ("row id", "cell type name").
    static func diagnostic(id: String, what: String, span: Span, pointer: String) -> Diagnostic {
        let shown = id.count > 40 ? String(id.prefix(40)) + "…" : id
        return Diagnostic(
            rule: .invalidID, severity: .error,
            message: id.isEmpty
                ? "empty \(what); ids use only letters, digits, '_', '.' and '-'"
                : "invalid \(what) '\(shown)'; ids use only letters, digits, '_', '.' and '-'",
            span: span, pointer: pointer,
            hint: id.isEmpty ? nil : "for example '\(suggestedID(for: id))'")
    }

    /// `id` with every run of other characters replaced by one `-`.
    static func suggestedID(for id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, TreeDecoder.isValidID(String(scalar)) {
                out.unicodeScalars.append(scalar)
            } else if !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "id-1" : out
    }
}
