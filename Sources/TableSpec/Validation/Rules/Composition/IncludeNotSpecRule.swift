/// `include-not-spec`: an include of a file that is not a table spec.
enum IncludeNotSpecRule: Rule {
    static let description = RuleDescription(
        id: .includeNotSpec, stage: .composition,
        summary: "an include names a file that is not a table spec",
        explanation: """
            An included file is a complete spec: a mapping with `tablespec`, `id` and \
            `sections`, which validates on its own. A file without `tablespec` at its top \
            (a theme, a fixture, a file of another tool) is not one; including it is an \
            error at the `include:` line, and nothing of it is reported or spliced in. A \
            spec with mistakes of its own is still a spec: its findings are reported in it.
            """,
        triggering: [
            ExampleSpec.sections("""
                - {include: ↓theme.yaml}
                """) + ExampleSpec.file("theme.yaml", "accent: blue"),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - {include: parts/about.yaml}
                """) + ExampleSpec.file("parts/about.yaml", ExampleSpec.sections("""
                - id: about
                  rows: [{id: version, title: Version}]
                """)),
        ])

    /// The finding at `include`: the file it names is not a spec, because `why`.
    static func diagnostic(_ include: Include, why: String) -> Diagnostic {
        include.refusal(
            .includeNotSpec, "it is not a table spec (\(why))",
            hint: "an included file is a whole spec, with tablespec, id and sections")
    }
}
