/// `on` and `setting` belong to a switch.
enum SwitchKeyWithoutSwitchRule: ValidationRule {
    static let description = RuleDescription(
        id: .switchKeyWithoutSwitch, severity: .warning, stage: .validation,
        summary: "on and setting are only used with accessory: switch",
        explanation: """
            `on` is a switch's initial state and `setting` what it binds to; a row whose \
            accessory is not `switch` has no switch, so neither is shown nor sent anywhere. \
            Add `accessory: switch`, or remove the keys. (`on: false` is the default and is \
            not reported.)
            """,
        triggering: [
            ExampleSpec.row("""
                accessory: disclosureIndicator
                ↓on: true
                """),
            ExampleSpec.row("""
                ↓setting: airplaneMode
                """),
        ],
        nonTriggering: [
            ExampleSpec.row("""
                accessory: switch
                on: true
                setting: airplaneMode
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard !rows[r].isSwitch, rows[r].isOn || rows[r].setting != nil else { return }
            let row = rows[r]
            let pointer = context.rowPointer(s, r)
            // An accessory that could not be read may have been meant as a switch.
            guard !context.isRejected(pointer.appending("accessory")) else { return }
            let key = row.isOn ? "on" : "setting"
            diagnostics.append(context.diagnostic(
                description,
                "row '\(row.id)' has \(key) but no switch (its accessory is '\(row.accessory.rawValue)'); add accessory: switch or remove \(key)",
                at: pointer.appending(key), atKey: true))
        }
    }
}
