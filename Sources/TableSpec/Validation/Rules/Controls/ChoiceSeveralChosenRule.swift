/// A one-of-many choice has one chosen row.
enum ChoiceSeveralChosenRule: ValidationRule {
    static let description = RuleDescription(
        id: .choiceSeveralChosen, stage: .validation,
        summary: "a choice group has at most one chosen row",
        explanation: """
            The rows that share a `choice:` name are one setting's options ("Units: Metric / \
            Imperial"); the one with `accessory: checkmark` is the chosen one. With two \
            checkmarks the screen shows two answers to one question, and the app cannot \
            tell which is the setting's value. Keep the checkmark on one row.
            """,
        triggering: [
            ExampleSpec.rows("""
                - {id: metric, title: Metric, choice: units, accessory: checkmark}
                - {id: imperial, title: Imperial, choice: units, accessory: ↓checkmark}
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - {id: metric, title: Metric, choice: units, accessory: checkmark}
                - {id: imperial, title: Imperial, choice: units}
                - {id: celsius, title: Celsius, choice: temperature, accessory: checkmark}
                """),
        ])

    /// A group may span sections (`choice-split-sections` says so): it looks at the table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        let sections = context.table.sections
        for group in ChoiceGroups(context).groups where group.chosen.count > 1 {
            guard let first = group.chosen.first else { continue }
            let firstID = sections[first.section].rows[first.row].id
            for place in group.chosen.dropFirst() {
                let id = sections[place.section].rows[place.row].id
                diagnostics.append(ChoiceGroups.finding(
                    description,
                    "row '\(id)' is checked, but '\(firstID)' is already the chosen row of choice group '\(group.name)'; keep one checkmark",
                    context, at: place, key: "accessory", note: "'\(firstID)' is checked here", at: first))
            }
        }
    }
}
