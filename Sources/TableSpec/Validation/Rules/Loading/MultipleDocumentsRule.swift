/// `multiple-documents`: more than one YAML document in a file.
enum MultipleDocumentsRule: Rule {
    static let description = RuleDescription(
        id: .multipleDocuments, severity: .error, stage: .loading,
        summary: "the file holds more than one YAML document",
        explanation: """
            A spec file describes one table, so it holds exactly one YAML document. A second \
            `---` line starts a second document, which would otherwise be ignored; the error \
            points at it. A single leading `---` (and a closing `...`) are fine.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections: []
            ↓---
            tablespec: 1
            id: u
            sections: []
            """,
        ],
        nonTriggering: [
            """
            ---
            tablespec: 1
            id: t
            sections: []
            ...
            """,
        ])
}
