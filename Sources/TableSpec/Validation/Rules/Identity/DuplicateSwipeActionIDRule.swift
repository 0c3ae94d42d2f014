/// Swipe action ids must be unique within a row (leading and trailing together).
public enum DuplicateSwipeActionIDRule: ValidationRule {
    public static let description = RuleDescription(
        id: .duplicateSwipeActionID, stage: .validation,
        summary: "swipe action ids are unique within a row",
        explanation: """
            An app tells a row's swipe actions apart by id when one is tapped, across \
            both edges. Two actions with one id on the same row cannot be told apart. \
            Rename one of them.
            """,
        triggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - id: r
                    title: R
                    editing: {canEdit: true}
                    swipe:
                      leading: [{id: pin, title: Pin}]
                      trailing: [{id: ↓pin, title: Unpin}]
            """,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - id: r
                    title: R
                    editing: {canEdit: true}
                    swipe:
                      leading: [{id: pin, title: Pin}]
                      trailing: [{id: remove, title: Remove, style: destructive}]
                  - id: q
                    title: Q
                    editing: {canEdit: true}
                    swipe:
                      leading: [{id: pin, title: Pin}]
            """,
        ])

    public static func check(_ context: RuleContext, into diagnostics: inout [Diagnostic]) {
        context.forEachRow { s, r, row in
            guard let swipe = row.swipe, swipe.leading.count + swipe.trailing.count > 1 else { return }
            // Places are (edge, index) pairs; pointers are built only for findings.
            var finder = DuplicateFinder<(edge: String, index: Int)>()
            let actions = swipe.leading.enumerated().map { (("leading", $0), $1) }
                + swipe.trailing.enumerated().map { (("trailing", $0), $1) }
            func pointer(_ place: (edge: String, index: Int)) -> Pointer {
                context.rowPointer(s, r).appending("swipe").appending(place.edge)
                    .appending(place.index).appending("id")
            }
            for (place, action) in actions {
                guard let first = finder.firstUse(of: action.id, at: place) else { continue }
                diagnostics.append(context.diagnostic(
                    description,
                    "duplicate swipe action id '\(action.id)' in row '\(row.id)'",
                    at: pointer(place),
                    related: [RelatedLocation(
                        span: context.span(at: pointer(first)),
                        message: "'\(action.id)' is first used here")]))
            }
        }
    }
}
