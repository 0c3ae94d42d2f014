/// Fixed and estimated heights are positive, finite numbers.
enum InvalidHeightRule: ValidationRule {
    static let description = RuleDescription(
        id: .invalidHeight, stage: .validation,
        summary: "heights are positive, finite numbers",
        explanation: """
            UIKit raises an exception for a negative row height and lays out nonsense for \
            zero, infinity or NaN. A height is `auto`, a positive number of points, or \
            `{estimated: <positive number>}`.
            """,
        triggering: [
            ExampleSpec.sections(
                top: """
                    defaults:
                      rowHeight: ↓0
                    """,
                """
                - id: s
                  headerHeight: {estimated: ↓-28}
                  rows: [{id: a, title: A, height: ↓.inf}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: "defaults: {rowHeight: auto, headerHeight: 28.5}",
                """
                - id: s
                  headerHeight: {estimated: 28}
                  rows: [{id: a, title: A, height: 44}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        func check(_ height: Height?, _ pointer: @autoclosure () -> Pointer) {
            let value: Double
            switch height {
            case .fixed(let v): value = v
            case .estimated(let v): value = v
            case .auto, nil: return
            }
            guard !(value.isFinite && value > 0) else { return }
            var at = pointer()
            if case .estimated = height { at = at.appending("estimated") }
            diagnostics.append(context.diagnostic(
                description, "height \(format(value)) is not a positive, finite number; use auto, a number above 0, or {estimated: n}",
                at: at))
        }
        let table = context.table
        let defaults = Pointer([.key("defaults")])
        check(table.defaults.rowHeight, defaults.appending("rowHeight"))
        check(table.defaults.headerHeight, defaults.appending("headerHeight"))
        check(table.defaults.footerHeight, defaults.appending("footerHeight"))
        for s in table.sections.indices {
            check(table.sections[s].headerHeight, context.sectionPointer(s).appending("headerHeight"))
            check(table.sections[s].footerHeight, context.sectionPointer(s).appending("footerHeight"))
        }
        context.forEachRowIndex { s, r, rows in
            check(rows[r].height, context.rowPointer(s, r).appending("height"))
        }
    }

    private static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
