/// `include-missing`: the file an `include:` names does not exist or cannot be read.
enum IncludeMissingRule: Rule {
    static let description = RuleDescription(
        id: .includeMissing, stage: .composition,
        summary: "an include names a file that does not exist or cannot be read",
        explanation: """
            `{include: PATH}` brings in the sections of the spec at PATH, relative to the \
            including file. When there is no file there, or it cannot be read, the composed \
            table would silently lack those sections, so the composite is an error at the \
            `include:` line. Check the spelling and the directory (PATH is relative to the \
            file that has the include, not to where tablectl runs).
            """,
        triggering: [
            ExampleSpec.sections("""
                - {include: ↓parts/acount.yaml}
                """) + ExampleSpec.file("parts/account.yaml", ExampleSpec.sections("""
                - id: account
                  rows: [{id: name, title: Name}]
                """)),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - {include: parts/account.yaml}
                """) + ExampleSpec.file("parts/account.yaml", ExampleSpec.sections("""
                - id: account
                  rows: [{id: name, title: Name}]
                """)),
        ])

    /// The finding at `include` (in the including file): `reason` says why it cannot be read.
    static func diagnostic(_ include: Include, reason: String) -> Diagnostic {
        include.refusal(.includeMissing, reason, hint: "the path is relative to the file that has the include")
    }
}
