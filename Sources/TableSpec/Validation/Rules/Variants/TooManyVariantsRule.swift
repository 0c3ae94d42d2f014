/// More combinations of flags than validate checks (warning).
enum TooManyVariantsRule: Rule {
    static let description = RuleDescription(
        id: .tooManyVariants, severity: .warning, stage: .variants,
        summary: "every combination of flags is checked",
        explanation: """
            validate checks each combination of a spec's flags, up to `max-variants` \
            (`.tablectl.yml`, or `--max-variants`; \(CheckOptions.defaultMaxVariants) unless set: \
            every combination of 6 flags). Past it, it checks the variants nearest the \
            defaults (the defaults, each flag changed alone, then pairs, …) and says which: \
            a finding of a variant left out goes unseen. Raise `max-variants`, or use fewer \
            flags.
            """,
        triggering: [
            ExampleSpec.sections(
                top: "↓flags: {a: {default: false}, b: {default: false}, c: {default: false}, d: {default: false}, e: {default: false}, f: {default: false}, g: {default: false}}",
                """
                - id: s
                  when: {any: [a, b, c, d, e, f, g]}
                  rows: [{id: w, title: W}, {id: x, title: X, when: {all: [a, b, c, d, e, f, g]}}]
                - id: t
                  rows: [{id: z, title: Z}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: "flags: {a: {default: false}, b: {default: false}, c: {default: false}, d: {default: false}, e: {default: false}, f: {default: false}}",
                """
                - id: s
                  when: {any: [a, b, c, d, e, f]}
                  rows: [{id: w, title: W}, {id: x, title: X, when: {all: [a, b, c, d, e, f]}}]
                - id: t
                  rows: [{id: z, title: Z}]
                """),
        ])

    /// Reports, at `flags:`, that the check stopped at `cap` variants, and which it checked;
    /// `composed` when the flags are a composite's and its parts'. O(flags).
    static func check(
        _ run: VariantRun, cap: Int, in context: RuleContext, composed: Bool = false, _ body: (Diagnostic) -> Void
    ) {
        let variants = run.variants
        guard !variants.isComplete else { return }
        let total = variants.total == Int.max ? "more than \(Int.max)" : "\(variants.total)"
        body(context.diagnostic(
            description,
            (composed ? "composed with its parts, " : "") + "\(Plural.count(variants.flags.count, "flag")) make \(total) variants, more than max-variants (\(cap)); checked \(variants.checked.count): \(variants.coverage)",
            at: Pointer([.key("flags")]), atKey: true,
            hint: "raise max-variants in .tablectl.yml, or pass --max-variants \(variants.total == Int.max ? "N" : "\(variants.total)")"))
    }
}
