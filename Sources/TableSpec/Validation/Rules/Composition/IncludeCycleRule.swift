/// `include-cycle`: an include that leads back to a file on its own chain of includes.
enum IncludeCycleRule: Rule {
    static let description = RuleDescription(
        id: .includeCycle, stage: .composition,
        summary: "an include leads back to a file that is including it",
        explanation: """
            Includes nest: a component may include others. A chain that comes back to a \
            file already on it (a file that includes itself, or a that includes b that \
            includes a) would never end; the include that closes the cycle is an error, and \
            the message lists the chain. Reuse a part by including it from each screen, not \
            from another part that includes the screen. (In the examples, the first file is \
            `example.yaml`, and each `# file:` line starts another file.)
            """,
        triggering: [
            ExampleSpec.sections("""
                - {include: ↓example.yaml}
                """),
            ExampleSpec.sections("""
                - {include: parts/a.yaml}
                """) + ExampleSpec.file("parts/a.yaml", ExampleSpec.sections("""
                - {include: ↓../example.yaml}
                """)),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - {include: parts/a.yaml}
                """) + ExampleSpec.file("parts/a.yaml", ExampleSpec.sections("""
                - {include: b.yaml}
                - id: a
                  rows: [{id: x, title: X}]
                """)) + ExampleSpec.file("parts/b.yaml", ExampleSpec.sections("""
                - id: b
                  rows: [{id: z, title: Z}]
                """)),
        ])

    /// The finding at `include`, which closes the cycle `chain` (the files from the first
    /// one on the cycle to the one that has `include`, as reports show them, then the first again).
    static func diagnostic(_ include: Include, chain: [String]) -> Diagnostic {
        Diagnostic(
            rule: .includeCycle,
            message: "including '\(include.path)' makes a cycle: \(chain.joined(separator: " → "))",
            span: include.span, hint: "a file cannot include itself, directly or through another file")
    }
}
