/// A flag that changes nothing (warning).
enum UnusedFlagRule: Rule {
    static let description = RuleDescription(
        id: .unusedFlag, severity: .warning, stage: .variants,
        summary: "every flag changes the table",
        explanation: """
            A flag chooses between variants of one screen through the `when` of sections \
            and rows. A flag no `when` names, or one whose value never changes what any \
            variant shows (its `when`s are decided by other flags), doubles the variants \
            to check and to generate for nothing. Remove it, or use it. (Checked when every \
            variant is: past `max-variants`, only a flag no `when` names is reported.)
            """,
        triggering: [
            ExampleSpec.sections(top: "flags: {↓debug: {default: false}}", """
                - id: s
                  rows: [{id: a, title: A}]
                """),
            ExampleSpec.sections(top: "flags: {premium: {default: false}, ↓beta: {default: false}}", """
                - id: s
                  rows: [{id: a, title: A}]
                - id: upgrade
                  when: {all: [premium, {any: [beta, {not: beta}]}]}
                  rows: [{id: go, title: Go}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(top: "flags: {debug: {default: false}}", """
                - id: s
                  rows: [{id: a, title: A}]
                - id: tools
                  when: debug
                  rows: [{id: logs, title: Logs}]
                """),
        ])

    /// Reports, at its key under `flags:`, each flag no section's or row's `when` names,
    /// and, when every variant was checked, each whose two values give the same expansion
    /// whatever the other flags are. O(variants × flags).
    static func check(_ run: VariantRun, in context: RuleContext, _ body: (Diagnostic) -> Void) {
        var named = Set<String>()
        for section in run.table.sections {
            if let when = section.when { named.formUnion(when.names) }
            for row in section.rows { if let when = row.when { named.formUnion(when.names) } }
        }
        let variants = run.variants
        var index: [[Bool]: Int] = [:]
        for (v, values) in variants.checked.enumerated() { index[values] = v }
        for (f, flag) in variants.flags.enumerated() {
            let message: String
            if !named.contains(flag.name) {
                message = "flag '\(flag.name)' changes nothing: no `when` names it; use it in a section's or row's `when`, or remove it"
            } else {
                guard variants.isComplete else { continue }
                let changes = variants.checked.indices.contains { v in
                    var other = variants.checked[v]
                    other[f].toggle()
                    guard let w = index[other] else { return false }
                    return run.expansionOfVariant[v] != run.expansionOfVariant[w]
                }
                guard !changes else { continue }
                message = "flag '\(flag.name)' changes nothing: every variant shows the same table whatever its value; fix the `when`s that name it, or remove it"
            }
            body(context.diagnostic(description, message, at: Pointer([.key("flags"), .key(flag.name)]), atKey: true))
        }
    }
}
