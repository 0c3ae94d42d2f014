/// An action that no user gesture can fire.
enum UnreachableActionRule: ValidationRule {
    static let description = RuleDescription(
        id: .unreachableAction, severity: .warning, stage: .validation,
        summary: "every action can fire",
        explanation: """
            An `action` fires when the row is selected, so never on a row with \
            `selectable: false` (a switch row's fires when its switch changes). An `accessoryAction` fires when the info button is \
            tapped, so only with `accessory: detailButton` or `detailDisclosureButton`. \
            `menu` items show on a long press, so never with `showsMenu: false`. Remove \
            the action or make it reachable. (Swipe actions on a row that cannot be edited \
            are `editing-disabled`.)
            """,
        triggering: [
            ExampleSpec.row("""
                selectable: false
                ↓action: {navigate: details}
                """),
            ExampleSpec.row("""
                accessory: disclosureIndicator
                ↓accessoryAction: {navigate: info}
                """),
            ExampleSpec.row("""
                showsMenu: false
                ↓menu: [{id: copy, title: Copy}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.row("""
                action: {navigate: details}
                accessory: detailDisclosureButton
                accessoryAction: {navigate: info}
                menu: [{id: copy, title: Copy, action: {emit: copy}}]
                """),
            ExampleSpec.row("""
                accessory: switch
                action: {emit: changed}
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard rows[r].action != nil || rows[r].accessoryAction != nil || !rows[r].menu.isEmpty else { return }
            let row = rows[r]
            let pointer = context.rowPointer(s, r)
            func report(_ key: String, _ message: String, unless written: String) {
                // A default standing in for a value that could not be read says nothing.
                guard !context.isRejected(pointer.appending(written)) else { return }
                diagnostics.append(context.diagnostic(
                    description, "row '\(row.id)' \(message)", at: pointer.appending(key), atKey: true))
            }
            // A switch row's action fires when its switch changes, selectable or not.
            if row.action != nil, !row.selectable, !row.isSwitch {
                report("action", "has an action but is not selectable, so it never fires", unless: "selectable")
            }
            if row.accessoryAction != nil, !row.accessory.hasDetailButton {
                report(
                    "accessoryAction",
                    "has an accessoryAction but its accessory '\(row.accessory.rawValue)' has no info button; use detailButton or detailDisclosureButton",
                    unless: "accessory")
            }
            if !row.menu.isEmpty, !row.showsMenu {
                report("menu", "has menu items but showsMenu: false, so they are never shown", unless: "showsMenu")
            }
        }
    }
}
