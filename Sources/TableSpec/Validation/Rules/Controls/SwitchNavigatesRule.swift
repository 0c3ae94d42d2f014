/// A switch row's tap belongs to its switch.
enum SwitchNavigatesRule: ValidationRule {
    static let description = RuleDescription(
        id: .switchNavigates, stage: .validation,
        summary: "a switch row does not navigate",
        explanation: """
            A switch row's `action` fires when its switch changes (`valueChanged`), so a \
            `navigate` action would push a screen each time the user flips it. Settings \
            keeps the two apart: a switch row toggles, a row with a chevron shows more. \
            Emit an event on change instead (`action: {emit: …}`), or move the screen to \
            its own row with `accessory: disclosureIndicator`.
            """,
        triggering: [
            ExampleSpec.row("""
                accessory: switch
                ↓action: {navigate: details}
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - {id: wifi, title: Wi-Fi, accessory: switch, setting: wifiEnabled, action: {emit: wifiChanged}}
                - {id: networks, title: Networks, accessory: disclosureIndicator, action: {navigate: networks}}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard rows[r].isSwitch, case .navigate(let screen)? = rows[r].action else { return }
            diagnostics.append(context.diagnostic(
                description,
                "switch row '\(rows[r].id)' navigates to '\(screen)' each time its switch changes; emit an event instead, or navigate from a separate row with a disclosure indicator",
                at: context.rowPointer(s, r).appending("action"), atKey: true))
        }
    }
}
