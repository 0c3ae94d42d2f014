/// A one-of-many choice shows which option is the current one.
enum ChoiceNoneChosenRule: ValidationRule {
    static let description = RuleDescription(
        id: .choiceNoneChosen, severity: .warning, stage: .validation,
        summary: "a choice group has a chosen row",
        explanation: """
            A choice group is a setting's options, and a setting has a value: Settings \
            always shows one checkmark in such a list. With none, the screen first shows \
            no value at all. Put `accessory: \
            checkmark` on the row of the current (or default) value.
            """,
        triggering: [
            ExampleSpec.rows("""
                - {id: metric, title: Metric, choice: ↓units}
                - {id: imperial, title: Imperial, choice: units}
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - {id: metric, title: Metric, choice: units}
                - {id: imperial, title: Imperial, choice: units, accessory: checkmark}
                """),
        ])

    /// A group may span sections: it looks at the table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        for group in ChoiceGroups(context).groups where group.chosen.isEmpty {
            guard let first = group.rows.first else { continue }
            // A checkmark that could not be read says nothing about the group.
            guard !group.rows.contains(where: { context.isRejected(context.rowPointer($0.section, $0.row).appending("accessory")) })
            else { continue }
            diagnostics.append(context.diagnostic(
                description,
                "no row of choice group '\(group.name)' is chosen; give the current value's row accessory: checkmark",
                at: context.rowPointer(first.section, first.row).appending("choice")))
        }
    }
}
