/// Swipe action ids must be unique within a row (leading and trailing together).
enum DuplicateSwipeActionIDRule: ValidationRule {
    static let description = RuleDescription(
        id: .duplicateSwipeActionID, stage: .validation,
        summary: "swipe action ids are unique within a row",
        explanation: """
            An app tells a row's swipe actions apart by id when one is tapped, across \
            both edges. Two actions with one id on the same row cannot be told apart. \
            Rename one of them.
            """,
        triggering: [
            ExampleSpec.row("""
                editing: {canEdit: true}
                swipe:
                  leading: [{id: pin, title: Pin}]
                  trailing: [{id: ↓pin, title: Unpin}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.rows("""
                - id: r
                  title: R
                  editing: {canEdit: true}
                  swipe:
                    leading: [{id: pin, title: Pin}]
                    trailing: [{id: remove, title: Remove, style: destructive, role: delete}]
                - id: q
                  title: Q
                  editing: {canEdit: true}
                  swipe:
                    leading: [{id: pin, title: Pin}]
                """),
        ])

    static func check(_ context: RuleContext, into diagnostics: inout FindingSink) {
        context.forEachRowIndex { s, r, rows in
            guard let swipe = rows[r].swipe, swipe.leading.count + swipe.trailing.count > 1 else { return }
            let (leading, trailing) = (swipe.leading, swipe.trailing)
            // Leading and trailing actions as one list; pointers are built only for findings.
            func id(_ i: Int) -> String { i < leading.count ? leading[i].id : trailing[i - leading.count].id }
            func pointer(_ i: Int) -> Pointer {
                let (edge, index) = i < leading.count ? ("leading", i) : ("trailing", i - leading.count)
                return context.rowPointer(s, r).appending("swipe").appending(edge).appending(index).appending("id")
            }
            for (later, first) in DuplicateFinder<Int>.duplicates(count: leading.count + trailing.count, id: id) {
                diagnostics.append(context.duplicateID(
                    description, id(later), "duplicate swipe action id '\(id(later))' in row '\(rows[r].id)'",
                    at: pointer(later), first: pointer(first)))
            }
        }
    }
}
