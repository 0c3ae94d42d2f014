/// One setting has one initial value.
enum SettingConflictRule: ValidationRule {
    static let description = RuleDescription(
        id: .settingConflict, stage: .validation,
        summary: "switches bound to one setting start in the same state",
        explanation: """
            Two switches with the same `setting:` show one value of the app's, so they \
            must agree: with different `on:` values the screen starts out contradicting \
            itself, and whichever the app reads first wins. Give them the same `on:`, or \
            bind them to different settings.
            """,
        triggering: [
            ExampleSpec.sections("""
                - id: a
                  rows: [{id: wifi, title: Wi-Fi, accessory: switch, setting: wifi, on: true}]
                - id: b
                  rows: [{id: wlan, title: WLAN, accessory: switch, setting: ↓wifi}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - {id: wifi, title: Wi-Fi, accessory: switch, setting: wifi, on: true}
                - {id: bluetooth, title: Bluetooth, accessory: switch, setting: bluetooth}
                """),
        ])

    /// It compares rows across sections: on a composite, the composed table.
    static let scope = RuleScope.table

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        var first: [String: (section: Int, row: Int)] = [:]
        let sections = context.table.sections
        context.forEachRowIndex { s, r, rows in
            guard rows[r].isSwitch, let setting = rows[r].setting else { return }
            guard let earlier = first[setting] else {
                first[setting] = (s, r)
                return
            }
            let other = sections[earlier.section].rows[earlier.row]
            guard other.isOn != rows[r].isOn else { return }
            diagnostics.append(context.diagnostic(
                description,
                "switch '\(rows[r].id)' starts \(rows[r].isOn ? "on" : "off") but '\(other.id)', bound to the same setting '\(setting)', starts \(other.isOn ? "on" : "off"); give them the same on: value",
                at: context.rowPointer(s, r).appending("setting"),
                related: [context.related(at: context.rowPointer(earlier.section, earlier.row).appending("setting"),
                                          "'\(other.id)' binds '\(setting)' here")]))
        }
    }
}
