/// A `when` that no variant (or no item) makes true (warning).
enum WhenNeverTrueRule: Rule {
    static let description = RuleDescription(
        id: .whenNeverTrue, severity: .warning, stage: .variants,
        summary: "every when is true in some variant",
        explanation: """
            A section's or row's `when` that is false whatever the flags are hides it in \
            every variant, and a row's `when` that is false wherever its section is shown \
            hides it too: the content is dead. A template's `when` false whatever its \
            items' `bool` fields are gives its section no rows from its source. Fix the \
            condition (often a `not` too many, or `all` meant as `any`), or remove what it \
            hides. Conditions naming an unknown flag or field are reported as such instead.
            """,
        triggering: [
            ExampleSpec.sections(top: "flags: {premium: {default: false}}", """
                - id: s
                  rows: [{id: a, title: A}]
                - id: upgrade
                  when: ↓{all: [premium, {not: premium}]}
                  rows: [{id: go, title: Go}]
                """),
            ExampleSpec.sections(top: "flags: {premium: {default: false}}", """
                - id: upgrade
                  when: {not: premium}
                  rows:
                    - {id: go, title: Go}
                    - {id: thanks, title: Thanks, when: ↓premium}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(top: "flags: {premium: {default: false}}", """
                - id: s
                  rows: [{id: a, title: A}]
                - id: upgrade
                  when: {not: premium}
                  rows: [{id: go, title: Go}]
                """),
        ])

    /// The most names a condition is tried with (2^16 assignments); past it, it is taken
    /// as satisfiable.
    static let maxNames = 16

    /// Reports, at the condition, each section `when` no flag values make true, each
    /// written row `when` false wherever its section is shown, and each template `when`
    /// false for every item. Exact, whatever the cap on variants. O(conditions × 2^names).
    static func check(_ run: VariantRun, in context: RuleContext, _ body: (Diagnostic) -> Void) {
        let flags = Set(run.table.flags.map(\.name))
        for (s, section) in run.table.sections.enumerated() {
            if let when = section.when, !satisfiable(when, over: flags) {
                body(context.diagnostic(
                    description,
                    "section '\(section.id)' is never shown: its `when` is false whatever the flags are; fix the condition, or remove the section",
                    at: context.sectionPointer(s).appending("when")))
                continue
            }
            for (r, row) in section.rows.enumerated() {
                guard let when = row.when else { continue }
                let shown = section.when.map { Condition.all([$0, when]) } ?? when
                guard !satisfiable(shown, over: flags) else { continue }
                let place = section.when == nil ? "whatever the flags are" : "in every variant that shows section '\(section.id)'"
                body(context.diagnostic(
                    description, "row '\(row.id)' is never shown: its `when` is false \(place); fix the condition, or remove the row",
                    at: context.rowPointer(s, r).appending("when")))
            }
            if let when = section.template?.when, let source = run.table.sources.first(where: { $0.name == section.source }) {
                let fields = Set(source.fields.filter { $0.type == .bool }.map(\.name))
                guard !satisfiable(when, over: fields) else { continue }
                body(context.diagnostic(
                    description,
                    "the template's `when` is false for every item of '\(source.name)', so section '\(section.id)' gets no rows from it; fix the condition",
                    at: context.sectionPointer(s).appending("template").appending("when")))
            }
        }
    }

    /// Whether some values of `names` make `condition` true. A condition naming anything
    /// else (an unknown flag or field, reported elsewhere), or more than ``maxNames``
    /// names, counts as satisfiable. O(2^names × size).
    static func satisfiable(_ condition: Condition, over names: Set<String>) -> Bool {
        let used = condition.names
        guard used.count <= maxNames, used.allSatisfy(names.contains) else { return true }
        var bit: [String: Int] = [:]
        for (index, name) in used.enumerated() { bit[name] = index }
        for values in 0..<(1 << used.count) {
            if condition.isTrue({ name in bit[name].map { values & (1 << $0) != 0 } ?? false }) { return true }
        }
        return false
    }
}
