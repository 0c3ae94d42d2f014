/// A row of a choice group shows a checkmark or nothing.
enum ChoiceAccessoryRule: ValidationRule {
    static let description = RuleDescription(
        id: .choiceAccessory, stage: .validation,
        summary: "a choice row has no other accessory and does not navigate",
        explanation: """
            Choosing a row of a `choice:` group puts the checkmark in its accessory and \
            takes it from the others, so a choice row's accessory is `checkmark` (chosen) \
            or `none`: a switch, a chevron or an info button would be replaced. A tap on a \
            choice row chooses it, so it does not also push a screen (`navigate`); an \
            `emit` or `url` action fires as it is chosen. Use a separate row for the other \
            control or destination.
            """,
        triggering: [
            ExampleSpec.rows("""
                - {id: metric, title: Metric, choice: units, accessory: checkmark}
                - {id: imperial, title: Imperial, choice: units, accessory: ↓disclosureIndicator}
                - {id: custom, title: Custom, choice: units, ↓action: {navigate: units}}
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - {id: metric, title: Metric, choice: units, accessory: checkmark, action: {emit: unitsChanged}}
                - {id: imperial, title: Imperial, choice: units, action: {emit: unitsChanged}}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard let group = rows[r].choice else { return }
            let row = rows[r]
            let pointer = context.rowPointer(s, r)
            if row.accessory != .none, row.accessory != .checkmark {
                diagnostics.append(context.diagnostic(
                    description,
                    "row '\(row.id)' of choice group '\(group)' has accessory '\(row.accessory.rawValue)', which the checkmark replaces; use checkmark (chosen) or none",
                    at: pointer.appending("accessory")))
            }
            if case .navigate(let screen)? = row.action {
                diagnostics.append(context.diagnostic(
                    description,
                    "row '\(row.id)' of choice group '\(group)' navigates to '\(screen)', but a tap chooses it; move the navigation to another row",
                    at: pointer.appending("action"), atKey: true))
            }
        }
    }
}
