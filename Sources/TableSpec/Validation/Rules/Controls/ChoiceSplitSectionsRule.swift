/// A one-of-many choice is one list.
enum ChoiceSplitSectionsRule: ValidationRule {
    static let description = RuleDescription(
        id: .choiceSplitSections, severity: .warning, stage: .validation,
        summary: "a choice group's rows are in one section",
        explanation: """
            iOS shows a one-of-many choice as one section of rows, its header naming the \
            setting ("Units") and its footer explaining it. Options scattered over several \
            sections read as separate settings, and moving the checkmark across them \
            surprises. Put the group's rows in one section, or give the parts different \
            `choice:` names.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: a
                  rows: [{id: metric, title: Metric, choice: units, accessory: checkmark}]
                - id: b
                  rows: [{id: imperial, title: Imperial, choice: ↓units}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: a
                  rows:
                    - {id: metric, title: Metric, choice: units, accessory: checkmark}
                    - {id: imperial, title: Imperial, choice: units}
                - id: b
                  rows: [{id: light, title: Light, choice: theme, accessory: checkmark}]
                """),
        ])

    /// It compares sections: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        let sections = context.table.sections
        for group in ChoiceGroups(context).groups {
            guard let first = group.rows.first else { continue }
            for place in group.rows where place.section != first.section {
                let id = sections[place.section].rows[place.row].id
                diagnostics.append(ChoiceGroups.finding(
                    description,
                    "row '\(id)' of choice group '\(group.name)' is in section '\(sections[place.section].id)', the group began in '\(sections[first.section].id)'; keep a choice's rows in one section",
                    context, at: place, key: "choice", note: "the group's first row", at: first))
            }
        }
    }
}
