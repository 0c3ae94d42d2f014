/// `bad-alias`: an alias or merge key that cannot be resolved.
enum BadAliasRule: Rule {
    static let description = RuleDescription(
        id: .badAlias, severity: .error, stage: .loading,
        summary: "an alias names no anchor, or a merge key is not given mappings",
        explanation: """
            Anchors (`&name`) and aliases (`*name`) let a spec share row settings, usually \
            through a merge key: `<<: *name` or `<<: [*a, *b]`. An alias must name an anchor \
            written earlier in the file (and not one that encloses it: recursive structures \
            are not supported), and a merge key takes a mapping or a list of mappings.
            """,
        triggering: [
            ExampleSpec.row(
                top: """
                    x-templates:
                      nav: &nav {accessory: disclosureIndicator}
                    """,
                "<<: ↓*navv"),
            ExampleSpec.row("<<: ↓5"),
        ],
        nonTriggering: [
            ExampleSpec.row(
                top: """
                    x-templates:
                      nav: &nav {accessory: disclosureIndicator}
                      tall: &tall {height: 60}
                    """,
                "<<: [*nav, *tall]"),
        ])
}
