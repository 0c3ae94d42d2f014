/// `unsupported-version`: a `tablespec` version this tablectl cannot read.
enum UnsupportedVersionRule: Rule {
    static let description = RuleDescription(
        id: .unsupportedVersion, severity: .error, stage: .decoding,
        summary: "the tablespec version is not one this tablectl reads",
        explanation: """
            `tablespec:` is the format's major version. This tablectl reads version 1 only; \
            a spec written for another version may mean something else by the same keys, so \
            it is not read as version 1. The rest of the file is still checked as version 1, \
            to show as much as possible in one run.
            """,
        triggering: [
            """
            tablespec: ↓2
            id: t
            sections: []
            """,
            """
            tablespec: ↓0
            id: t
            sections: []
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections: []
            """,
        ])

    /// The finding for version `version` (as written).
    static func diagnostic(version: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .unsupportedVersion, severity: .error,
            message: "tablespec \(version) is not supported; this tablectl reads version 1",
            span: span, pointer: pointer,
            hint: "write tablespec: 1, or use a tablectl that reads version \(version)")
    }
}
