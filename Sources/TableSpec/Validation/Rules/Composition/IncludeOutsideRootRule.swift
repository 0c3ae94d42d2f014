/// `include-outside-root`: an include of a file outside the composition's root.
enum IncludeOutsideRootRule: Rule {
    static let description = RuleDescription(
        id: .includeOutsideRoot, stage: .composition,
        summary: "an include names a file outside the directory the composition may read",
        explanation: """
            A spec reads only what its repository holds. The root of a composition is the \
            directory of the `.tablectl.yml` in force, or, without one, the directory of the \
            top file. An absolute path, a `..` that leaves the root, or a symbolic link that \
            points outside it is an error at the `include:` line; the file is never read, \
            so nothing of it is echoed. Move the shared part under the root.
            """,
        triggering: [
            ExampleSpec.sections("""
                - {include: ↓/etc/passwd}
                """),
            ExampleSpec.sections("""
                - {include: ↓../../common/legal.yaml}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - {include: parts/legal.yaml}
                """) + ExampleSpec.file("parts/legal.yaml", ExampleSpec.sections("""
                - id: legal
                  kind: footer
                  rows: [{id: terms, title: Terms}]
                """)),
        ])

    /// The finding at `include`: `why` says how it leaves `root` (as reports show it).
    static func diagnostic(_ include: Include, why: String, root: String) -> Diagnostic {
        include.refusal(
            .includeOutsideRoot, "\(why) '\(root)'",
            hint: "includes stay under the directory of the .tablectl.yml in force, or of the top file without one")
    }
}
