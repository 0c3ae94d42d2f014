/// `unknown-flag`: a section's or row's `when` names no declared flag.
enum UnknownFlagRule: ValidationRule {
    static let description = RuleDescription(
        id: .unknownFlag, severity: .error, stage: .validation,
        summary: "a section's or row's when names no declared flag",
        explanation: """
            On a section or a written row, `when:` tests the table's flags (`flags:`). A \
            name that is not declared would always be false, so the section or row would \
            silently never show; the message suggests the closest declared flag. Declare it \
            under `flags:`, or fix the name. (In a template, `when:` tests the items' bool \
            fields instead: `unknown-field`.)
            """,
        triggering: [
            ExampleSpec.sections(
                top: "flags: {loggedIn: {default: true}, premium: {}}",
                """
                - id: upgrade
                  when: {all: [↓logedIn, {not: premium}]}
                  rows:
                    - {id: go, title: Go, when: ↓debug}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: "flags: {loggedIn: {default: true}, premium: {}}",
                """
                - id: upgrade
                  when: {all: [loggedIn, {not: premium}]}
                  rows:
                    - {id: go, title: Go, when: {any: [premium, loggedIn]}}
                """),
        ])

    /// It judges what the spec declares: on the spec as written, never its expansions.
    static let scope = RuleScope.declarations

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        let table = context.table
        guard table.sections.contains(where: { $0.when != nil || $0.rows.contains { $0.when != nil } }) else { return }
        // A `flags:` that could not be read leaves every name unknown: judge none.
        guard !context.isRejected(Pointer([.key("flags")])) else { return }
        let declared = table.flags.map(\.name)
        let known = Set(declared)
        func check(_ pointer: Pointer) {
            for name in context.conditionNames(at: pointer) where !known.contains(name.name) {
                // A flag whose declaration was reported (a bad name) is still declared.
                guard context.node(at: Pointer([.key("flags"), .key(name.name)])) == nil else { continue }
                diagnostics.append(context.diagnostic(
                    description, "unknown flag '\(name.name)'" + Suggestion.didYouMean(name.name, in: declared),
                    span: name.span, pointer: name.pointer,
                    hint: declared.isEmpty ? "declare it under flags:" : "declared flags: \(declared.joined(separator: ", "))"))
            }
        }
        for (s, section) in table.sections.enumerated() {
            if section.when != nil { check(context.sectionPointer(s).appending("when")) }
            for (r, row) in section.rows.enumerated() where row.when != nil {
                check(context.rowPointer(s, r).appending("when"))
            }
        }
    }
}
